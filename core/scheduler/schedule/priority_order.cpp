#include "schedule/priority_order.hpp"

#include <algorithm>

namespace outrigger {

void sort_nearly_ranked(std::vector<PriorityKey>& keys) {
    // Through a lambda, so that the comparison is inlined (a function pointer would not be).
    const auto before = [](const PriorityKey& a, const PriorityKey& b) { return ranks_before(a, b); };
    if (std::is_sorted(keys.begin(), keys.end(), before)) return;
    // A full sort costs about n log n comparisons; insertion is cheaper while few keys move far.
    const std::size_t budget = 8 * keys.size() + 64;
    std::size_t moves = 0;
    for (std::size_t i = 1; i < keys.size(); ++i) {
        const PriorityKey x = keys[i];
        std::size_t j = i;
        for (; j > 0 && before(x, keys[j - 1]); --j) {
            keys[j] = keys[j - 1];
            if (++moves > budget) {
                keys[j - 1] = x;  // a permutation again, then sorted in full
                std::sort(keys.begin(), keys.end(), before);
                return;
            }
        }
        keys[j] = x;
    }
}

std::span<const JobId> PriorityOrder::rank_keyed(std::span<const JobId> idle, std::size_t job_count) {
    if (position_.size() < job_count) position_.resize(job_count, kNotIdle);
    keyed_.clear();
    keyed_.reserve(idle.size());
    for (std::size_t i = 0; i < idle.size(); ++i) position_[idle[i].value()] = static_cast<std::uint32_t>(i);
    // The last order names the jobs in no order of their ids: each step reads two places far
    // apart, asked for a few steps ahead so that the reads overlap.
    constexpr std::size_t kPositionAhead = 16;
    constexpr std::size_t kKeyAhead = 8;
    const std::size_t last = order_.size();
    for (std::size_t k = 0; k < last; ++k) {
        if (k + kPositionAhead < last && order_[k + kPositionAhead].value() < job_count)
            __builtin_prefetch(&position_[order_[k + kPositionAhead].value()]);
        if (k + kKeyAhead < last && order_[k + kKeyAhead].value() < job_count) {
            const std::uint32_t ahead_at = position_[order_[k + kKeyAhead].value()];
            if (ahead_at != kNotIdle) __builtin_prefetch(&in_queue_order_[ahead_at]);
        }
        const JobId j = order_[k];
        if (j.value() >= job_count || position_[j.value()] == kNotIdle) continue;
        keyed_.push_back(in_queue_order_[position_[j.value()]]);
        position_[j.value()] = kNotIdle;
    }
    for (std::size_t i = 0; i < idle.size(); ++i) {
        if (position_[idle[i].value()] == kNotIdle) continue;
        keyed_.push_back(in_queue_order_[i]);
        position_[idle[i].value()] = kNotIdle;
    }
    sort_nearly_ranked(keyed_);
    order_.clear();
    for (const auto& k : keyed_) order_.push_back(k.job);
    return order_;
}

}  // namespace outrigger
