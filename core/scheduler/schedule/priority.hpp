#pragma once

// The seam between the loop and the priority engine (spec section 1, step 2). The loop asks for a
// priority per idle job, handing over what only it keeps: the effective queue time (its clocks
// follow JOBPRIOACCRUALPOLICY) and the bypass count. The full engine (policy/priority, with
// explanations and fairshare deltas) implements PriorityFunction; QueueTimePriority is Maui's
// out-of-the-box order. Ties break deterministically: earlier submit, then lower job id.

#include <cstdint>

#include "config/settings.hpp"
#include "model/job.hpp"
#include "model/time.hpp"

namespace outrigger {

struct PriorityInputs {
    Time now;
    Duration effective_queue_time;  // now - effective queue start, never negative
    std::int32_t bypass = 0;
};

class PriorityFunction {
  public:
    virtual ~PriorityFunction() = default;
    // Higher runs first.
    [[nodiscard]] virtual double priority(const Job& job, const PriorityInputs& in) const = 0;
    // True when the order this function gives is always ascending effective queue start: the loop
    // then keeps the order incrementally instead of sorting each iteration.
    [[nodiscard]] virtual bool orders_by_queue_time() const { return false; }
};

// SERVICEWEIGHT x QUEUETIMEWEIGHT x effective queue minutes (Maui's default priority; with the
// weights positive it orders jobs first-come first-served).
class QueueTimePriority final : public PriorityFunction {
  public:
    explicit QueueTimePriority(const PrioritySettings& settings);
    [[nodiscard]] double priority(const Job& job, const PriorityInputs& in) const override;
    [[nodiscard]] bool orders_by_queue_time() const override { return weight_ > 0; }

  private:
    double weight_;
};

}  // namespace outrigger
