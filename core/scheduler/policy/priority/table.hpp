#pragma once

// The priority queue order of many jobs, built for re-weighting: raw factors are computed once
// per job per instant into one flat array of doubles (27 per job); a new set of weights (a
// slider move, changeparam) re-evaluates and re-sorts the cached factors without touching the
// jobs or allocating (buffers are reused once sized). The ranking breaks ties deterministically:
// higher priority first, then earlier submission, then lower job id.
//
// Typical use by the scheduling loop, once per iteration:
//   table.compute(context, inputs, now);  table.reweight(weights);  for (row : table.ranking()) ...
// and by the GUI on a slider move: table.reweight(new_weights); table.ranking().

#include <cstdint>
#include <span>
#include <vector>

#include "policy/priority/explain.hpp"
#include "policy/priority/factors.hpp"
#include "policy/priority/weights.hpp"

namespace outrigger {

// Strict weak order for the queue: true when job a comes before job b.
[[nodiscard]] constexpr bool ranks_before(double pa, Time submit_a, JobId a, double pb, Time submit_b,
                                          JobId b) {
    if (pa != pb) return pa > pb;
    if (submit_a != submit_b) return submit_a < submit_b;
    return a < b;
}

class PriorityTable {
  public:
    // Caches the factors of `inputs` (row i = inputs[i]) at `now`. Invalidates priorities.
    void compute(const FactorContext& context, std::span<const PriorityInput> inputs, Time now);

    // One row as another process sent it (engine/view_json.hpp): the factors computed there.
    struct Row {
        JobId job;
        Time submit;
        CredId qos;
        std::optional<std::int64_t> system_priority;
        PriorityFactors factors{};
    };
    // Takes `rows` (row i = rows[i]) as the cached factors. Invalidates priorities.
    void assign(std::span<const Row> rows);

    // Evaluates every row with `weights` and sorts. O(rows x active terms + rows log rows).
    void reweight(const PriorityWeights& weights);

    [[nodiscard]] std::size_t size() const { return jobs_.size(); }
    // Rows in queue order (valid after reweight).
    [[nodiscard]] std::span<const std::uint32_t> ranking() const { return order_; }
    [[nodiscard]] JobId job(std::uint32_t row) const { return jobs_[row]; }
    [[nodiscard]] double priority(std::uint32_t row) const { return priority_[row]; }
    // True when the row's priority is negative under REJECTNEGPRIOJOBS (see explain() for the Reason).
    [[nodiscard]] bool rejected(std::uint32_t row) const { return rejected_[row] != 0; }
    [[nodiscard]] std::span<const double, kPrioritySubs> factors(std::uint32_t row) const {
        return std::span<const double, kPrioritySubs>(factors_.data() + std::size_t{row} * kPrioritySubs,
                                                      kPrioritySubs);
    }
    // The full breakdown of one row under `weights`.
    [[nodiscard]] PriorityExplanation explain(std::uint32_t row, const PriorityWeights& weights) const;

  private:
    struct Key {
        double priority;
        std::int64_t submit;
        std::uint32_t job;
        std::uint32_t row;
    };
    std::vector<double> factors_;  // rows x kPrioritySubs
    std::vector<JobId> jobs_;
    std::vector<std::int64_t> submit_;
    std::vector<CredId> qos_;
    std::vector<std::optional<std::int64_t>> system_;
    std::vector<double> priority_;
    std::vector<std::uint8_t> rejected_;
    std::vector<Key> keys_;
    std::vector<std::uint32_t> order_;
};

}  // namespace outrigger
