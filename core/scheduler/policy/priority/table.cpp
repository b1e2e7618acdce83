#include "policy/priority/table.hpp"

#include <algorithm>

namespace outrigger {

void PriorityTable::compute(const FactorContext& context, std::span<const PriorityInput> inputs, Time now) {
    const std::size_t n = inputs.size();
    factors_.resize(n * kPrioritySubs);
    jobs_.resize(n);
    submit_.resize(n);
    qos_.resize(n);
    system_.resize(n);
    priority_.assign(n, 0.0);
    rejected_.assign(n, 0);
    order_.clear();
    for (std::size_t i = 0; i < n; ++i) {
        const Job& j = inputs[i].job.get();
        jobs_[i] = j.id;
        submit_[i] = j.submit.seconds();
        qos_[i] = j.creds.qos();
        system_[i] = j.system_priority;
        context.compute(inputs[i], now,
                        std::span<double, kPrioritySubs>(factors_.data() + i * kPrioritySubs, kPrioritySubs));
    }
}

void PriorityTable::assign(std::span<const Row> rows) {
    const std::size_t n = rows.size();
    factors_.resize(n * kPrioritySubs);
    jobs_.resize(n);
    submit_.resize(n);
    qos_.resize(n);
    system_.resize(n);
    priority_.assign(n, 0.0);
    rejected_.assign(n, 0);
    order_.clear();
    for (std::size_t i = 0; i < n; ++i) {
        jobs_[i] = rows[i].job;
        submit_[i] = rows[i].submit.seconds();
        qos_[i] = rows[i].qos;
        system_[i] = rows[i].system_priority;
        std::copy(rows[i].factors.begin(), rows[i].factors.end(),
                  factors_.begin() + static_cast<std::ptrdiff_t>(i * kPrioritySubs));
    }
}

void PriorityTable::reweight(const PriorityWeights& weights) {
    const std::size_t n = jobs_.size();
    const PrioritySettings& s = weights.settings();
    keys_.resize(n);
    order_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const auto row = static_cast<std::uint32_t>(i);
        const double computed = weights.evaluate(factors(row), weights.set_for(qos_[i]));
        const FinalPriority f = finish_priority(computed, system_[i], s);
        priority_[i] = f.value;
        rejected_[i] = f.rejected ? 1 : 0;
        keys_[i] = Key{f.value, submit_[i], jobs_[i].value(), row};
    }
    std::sort(keys_.begin(), keys_.end(), [](const Key& a, const Key& b) {
        if (a.priority != b.priority) return a.priority > b.priority;
        if (a.submit != b.submit) return a.submit < b.submit;
        return a.job < b.job;
    });
    for (std::size_t i = 0; i < n; ++i) order_[i] = keys_[i].row;
}

PriorityExplanation PriorityTable::explain(std::uint32_t row, const PriorityWeights& weights) const {
    return explain_priority(jobs_[row], factors(row), weights, weights.set_for(qos_[row]), system_[row]);
}

}  // namespace outrigger
