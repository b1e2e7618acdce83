#pragma once

// JOBPRIOACCRUALPOLICY (guide 5.1.2.2, spec section 1): which blocked states stop a job's queue
// time from accruing. The scheduling loop owns one QueueTimeClock per idle job, tells it each
// iteration why (if at all) the job was blocked, and passes effective(now) to the priority as
// PriorityInput::effective_queue_time. Under each policy:
//   ALWAYS       queue time runs from submission, whatever happens.
//   QUEUEPOLICY  (default) the clock restarts while the job fails an idle, active or system
//                limit (throttling): queue stuffers gain nothing from jobs they cannot run.
//   FULLPOLICY   the clock also restarts while the job is held, waits on a dependency, is
//                blocked by a fairshare cap, or is ineligible for any other reason.
// The effective queue time is the time since the last iteration at which the job was blocked
// for a reason the policy counts (or since submission).

#include <cstdint>

#include "config/settings.hpp"
#include "model/time.hpp"

namespace outrigger {

enum class AccrualBlock : std::uint8_t {
    None,   // eligible
    Limit,  // failed an idle, active or system limit
    Other,  // held, dependency pending, fairshare cap, negative priority, ...
};

[[nodiscard]] constexpr bool restarts_queue_clock(PrioAccrualPolicy policy, AccrualBlock block) {
    switch (policy) {
        case PrioAccrualPolicy::Always:
            return false;
        case PrioAccrualPolicy::QueuePolicy:
            return block == AccrualBlock::Limit;
        case PrioAccrualPolicy::FullPolicy:
            return block != AccrualBlock::None;
    }
    return false;
}

class QueueTimeClock {
  public:
    constexpr explicit QueueTimeClock(Time submit) : since_(submit) {}
    // Called once per iteration with why the job was blocked at `now` (None when eligible).
    constexpr void observe(PrioAccrualPolicy policy, Time now, AccrualBlock block) {
        if (restarts_queue_clock(policy, block) && now > since_) since_ = now;
    }
    [[nodiscard]] constexpr Duration effective(Time now) const {
        return now > since_ ? now - since_ : Duration::zero();
    }
    [[nodiscard]] constexpr Time accruing_since() const { return since_; }

  private:
    Time since_;
};

}  // namespace outrigger
