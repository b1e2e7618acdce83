#pragma once

// The idle jobs in priority order, highest first; ties by earlier submit, then lower job id
// (a strict total order, so the order is unique whatever way it is reached).
//
// Why a class: each iteration re-ranks the whole queue, but between two iterations priorities
// move a little (queue time and expansion factor grow with the clock, fairshare shifts with
// usage), and the last order is nearly the order now. The keys are therefore laid out in the
// last order (jobs still idle), new jobs after, and put in order by insertion, which costs
// O(n + jobs moved); past a budget of moves it falls back to a full sort.

#include <cstdint>
#include <span>
#include <vector>

#include "model/ids.hpp"
#include "model/time.hpp"

namespace outrigger {

struct PriorityKey {
    double priority = 0;
    Time submit;
    JobId job;
};

// The order's rule: a before b.
[[nodiscard]] inline bool ranks_before(const PriorityKey& a, const PriorityKey& b) {
    if (a.priority != b.priority) return a.priority > b.priority;
    if (a.submit != b.submit) return a.submit < b.submit;
    return a.job < b.job;
}

class PriorityOrder {
  public:
    // Ranks `idle` (distinct ids below `job_count`) by the keys `key_of(job)` gives, starting from
    // the order last returned. The span stays valid until the next call. `ahead(job)` is told of
    // each job a few keys before key_of asks for it: a deep queue's job records lie far apart in
    // memory, and asking for them early hides most of the misses. Templates, so that both are
    // inlined into the loop over the whole queue.
    template <class KeyOf, class Ahead>
    std::span<const JobId> rank(std::span<const JobId> idle, std::size_t job_count, const KeyOf& key_of,
                                const Ahead& ahead) {
        constexpr std::size_t kAhead = 8;  // keys computed while a record is on its way
        // The keys in queue order, which is mostly the order the job records lie in.
        in_queue_order_.resize(idle.size());
        for (std::size_t i = 0; i < idle.size(); ++i) {
            if (i + kAhead < idle.size()) ahead(idle[i + kAhead]);
            in_queue_order_[i] = key_of(idle[i]);
        }
        return rank_keyed(idle, job_count);
    }
    template <class KeyOf>
    std::span<const JobId> rank(std::span<const JobId> idle, std::size_t job_count, const KeyOf& key_of) {
        return rank(idle, job_count, key_of, [](JobId) {});
    }

  private:
    // Lays in_queue_order_ out in the last order (jobs still idle), the jobs new to the queue
    // after, and sorts.
    std::span<const JobId> rank_keyed(std::span<const JobId> idle, std::size_t job_count);

    static constexpr std::uint32_t kNotIdle = 0xffffffffU;
    std::vector<PriorityKey> keyed_;
    std::vector<PriorityKey> in_queue_order_;  // this call's keys, in the order of `idle`
    std::vector<JobId> order_;                 // the last order returned
    std::vector<std::uint32_t> position_;      // by JobId: its place in `idle` until keyed, else kNotIdle
};

// Puts `keys` in ranks_before order: insertion while the moves stay within a few per key, a full
// sort past that. Exposed for its test.
void sort_nearly_ranked(std::vector<PriorityKey>& keys);

}  // namespace outrigger
