#include "schedule/priority.hpp"

namespace outrigger {

QueueTimePriority::QueueTimePriority(const PrioritySettings& s)
    : weight_(s.weight(PriorityComponent::Serv) * s.weight(PrioritySub::QueueTime)) {}

double QueueTimePriority::priority(const Job&, const PriorityInputs& in) const {
    return weight_ * in.effective_queue_time.minutes_f();
}

}  // namespace outrigger
