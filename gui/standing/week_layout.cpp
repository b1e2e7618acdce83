#include "gui/standing/week_layout.hpp"

#include <algorithm>
#include <numeric>

namespace outrigger::gui {

std::vector<LanePlace> lay_out_lanes(std::span<const LaneInput> blocks) {
    std::vector<LanePlace> out(blocks.size());
    std::vector<std::size_t> order(blocks.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    auto end_of = [&](std::size_t i) { return std::max(blocks[i].end, blocks[i].start + 1); };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return blocks[a].start != blocks[b].start ? blocks[a].start < blocks[b].start : end_of(a) > end_of(b);
    });
    std::vector<std::int64_t> lane_end;  // when each lane of the current cluster frees up
    std::vector<std::size_t> cluster;    // members of the current cluster
    std::int64_t cluster_end = 0;
    auto close_cluster = [&] {
        const int lanes = static_cast<int>(lane_end.size());
        for (const std::size_t i : cluster) out[i].lanes = lanes;
        cluster.clear();
        lane_end.clear();
    };
    for (const std::size_t i : order) {
        if (!cluster.empty() && blocks[i].start >= cluster_end) close_cluster();
        auto free = std::find_if(lane_end.begin(), lane_end.end(),
                                 [&](std::int64_t e) { return e <= blocks[i].start; });
        if (free == lane_end.end()) {
            lane_end.push_back(end_of(i));
            out[i].lane = static_cast<int>(lane_end.size()) - 1;
        } else {
            *free = end_of(i);
            out[i].lane = static_cast<int>(free - lane_end.begin());
        }
        cluster.push_back(i);
        cluster_end = cluster.size() == 1 ? end_of(i) : std::max(cluster_end, end_of(i));
    }
    close_cluster();
    return out;
}

}  // namespace outrigger::gui
