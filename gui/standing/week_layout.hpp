#pragma once

// Side by side when they overlap: the columns of a day's blocks. Blocks are intervals in one day
// column; each gets a lane, and every group of blocks linked by overlaps (a cluster) shares one
// lane count, so that a block's width is the day's width / lanes. Invariant (a property test holds
// it): two blocks that overlap in time never share a lane. Lanes are handed out by earliest start
// into the lowest free lane (interval partitioning), which uses as few lanes as the most blocks
// that overlap at one instant.

#include <cstdint>
#include <span>
#include <vector>

namespace outrigger::gui {

struct LaneInput {
    std::int64_t start = 0;  // seconds, [start, end)
    std::int64_t end = 0;
};

struct LanePlace {
    int lane = 0;
    int lanes = 1;  // of the block's cluster
};

// One place per input, in input order. Empty intervals count as one second long.
[[nodiscard]] std::vector<LanePlace> lay_out_lanes(std::span<const LaneInput> blocks);

}  // namespace outrigger::gui
