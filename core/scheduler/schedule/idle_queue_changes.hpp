#pragma once

#include <cstdint>
#include <memory>

namespace outrigger {

// How a snapshot's idle queue changed since the snapshot was made, for a reader that follows the
// queue from one iteration to the next (schedule/bypass_counts.hpp): jobs queued, of those the
// ones queued at its end, and jobs that left it. `of` names the snapshot counting them and
// expires with it.
struct IdleQueueChanges {
    std::weak_ptr<const void> of;
    std::uint64_t joined = 0;
    std::uint64_t joined_at_end = 0;
    std::uint64_t left = 0;
};

}  // namespace outrigger
