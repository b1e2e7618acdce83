#include "stack/policy_filters.hpp"

#include <algorithm>

namespace outrigger {

PriorityInputs priority_inputs(const Job& job, const SchedulerState* state, Time now) {
    if (state == nullptr) return PriorityInputs{now, max(Duration::zero(), now - job.submit), 0};
    const Time start = state->queue_clock_of(job.id).value_or(job.submit);
    return PriorityInputs{now, max(Duration::zero(), now - start), state->bypass_of(job.id)};
}

// Installed only under REJECTNEGPRIOJOBS.
std::optional<DeferredReason> NegativePriorityFilter::check(const Job& job, LimitLevel) const {
    if (job.system_priority) return std::nullopt;
    const double p = priority_->computed(job, priority_inputs(job, state_, now_));
    if (p >= 0) return std::nullopt;
    return Reason{ReasonCode::NegativePriority, {}}.with("priority", p);
}

std::optional<DeferredReason> PreemptedFilter::check(const Job& job, LimitLevel) const {
    if (now_ != *at_ || std::find(jobs_->begin(), jobs_->end(), job.id) == jobs_->end()) return std::nullopt;
    return Reason{ReasonCode::ReservationAccessDenied, {}}.with(
        "reason", std::string("preempted by the reservation owner"));
}

}  // namespace outrigger
