#pragma once

// The two coordinate mappings of the Schedule view, each a small value:
//   TimeGrid   time <-> x: the instant at the left edge of the plot and the seconds per pixel;
//   RowLayout  node rows <-> y: a header line per partition (collapsible) followed by its nodes
//              in NodeId order; y is in content coordinates (0 = top of the first line).

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/cluster_view.hpp"

namespace outrigger::gui {

struct TimeGrid {
    double left = 0;  // seconds on the replay's clock at x = 0 of the plot
    double seconds_per_pixel = 60;

    [[nodiscard]] double x(Time t) const {
        return (static_cast<double>(t.seconds()) - left) / seconds_per_pixel;
    }
    [[nodiscard]] double x(double seconds) const { return (seconds - left) / seconds_per_pixel; }
    [[nodiscard]] double seconds_at(double px) const { return left + px * seconds_per_pixel; }
    [[nodiscard]] double width(Duration d) const {
        return static_cast<double>(d.count()) / seconds_per_pixel;
    }
    // Zooms by `factor` (> 1 zooms in) keeping the instant under `px` where it is.
    void zoom(double factor, double px, double min_spp = 0.5, double max_spp = 86400.0) {
        const double anchor = seconds_at(px);
        seconds_per_pixel = std::clamp(seconds_per_pixel / factor, min_spp, max_spp);
        left = anchor - px * seconds_per_pixel;
    }
};

class RowLayout {
  public:
    struct Line {
        bool header = false;
        PartitionId partition;
        NodeId node;  // invalid for a header
        int y = 0;
        int height = 0;
    };

    void set_nodes(const ViewStatics& statics) {
        partitions_.clear();
        for (std::size_t p = 0; p < statics.partitions.size(); ++p)
            partitions_.push_back(PartitionId(static_cast<PartitionId::Rep>(p)));
        nodes_by_partition_.assign(partitions_.size() + 1, {});
        for (const auto& n : statics.nodes) {
            const std::size_t p = n.partition.valid() && n.partition.value() < partitions_.size()
                                      ? n.partition.value()
                                      : partitions_.size();
            nodes_by_partition_[p].push_back(n.node);
        }
        node_count_ = statics.nodes.size();
        collapsed_.resize(partitions_.size() + 1, false);
        relayout();
    }
    void set_row_height(int row, int header) {
        row_height_ = std::max(1, row);
        header_height_ = std::max(0, header);
        relayout();
    }
    void set_collapsed(std::size_t group, bool collapsed) {
        if (group < collapsed_.size()) collapsed_[group] = collapsed;
        relayout();
    }
    [[nodiscard]] bool collapsed(std::size_t group) const {
        return group < collapsed_.size() && collapsed_[group];
    }
    void toggle(std::size_t group) { set_collapsed(group, !collapsed(group)); }

    [[nodiscard]] int row_height() const { return row_height_; }
    [[nodiscard]] int total_height() const {
        return lines_.empty() ? 0 : lines_.back().y + lines_.back().height;
    }
    [[nodiscard]] const std::vector<Line>& lines() const { return lines_; }
    // The node's line top, nullopt when its partition is collapsed.
    [[nodiscard]] std::optional<int> y_of(NodeId node) const {
        if (!node.valid() || node.value() >= node_y_.size() || node_y_[node.value()] < 0) return std::nullopt;
        return node_y_[node.value()];
    }
    // Index of the line covering y, nullopt outside.
    [[nodiscard]] std::optional<std::size_t> line_at(int y) const {
        auto it =
            std::upper_bound(lines_.begin(), lines_.end(), y, [](int v, const Line& l) { return v < l.y; });
        if (it == lines_.begin()) return std::nullopt;
        --it;
        if (y >= it->y + it->height) return std::nullopt;
        return static_cast<std::size_t>(it - lines_.begin());
    }
    // The first line whose bottom is below y.
    [[nodiscard]] std::size_t first_line_from(int y) const {
        auto it = std::upper_bound(lines_.begin(), lines_.end(), y,
                                   [](int v, const Line& l) { return v < l.y + l.height; });
        return static_cast<std::size_t>(it - lines_.begin());
    }
    // The group a header line stands for (partition index; the last group holds nodes without one).
    [[nodiscard]] std::size_t group_of(const Line& l) const {
        return l.partition.valid() ? l.partition.value() : partitions_.size();
    }

  private:
    void relayout() {
        lines_.clear();
        node_y_.assign(node_count_, -1);
        int y = 0;
        for (std::size_t g = 0; g < nodes_by_partition_.size(); ++g) {
            if (nodes_by_partition_[g].empty()) continue;
            const PartitionId pid = g < partitions_.size() ? partitions_[g] : PartitionId::invalid();
            lines_.push_back({true, pid, NodeId::invalid(), y, header_height_});
            y += header_height_;
            if (collapsed_[g]) continue;
            for (NodeId n : nodes_by_partition_[g]) {
                lines_.push_back({false, pid, n, y, row_height_});
                node_y_[n.value()] = y;
                y += row_height_;
            }
        }
    }

    std::vector<PartitionId> partitions_;
    std::vector<std::vector<NodeId>> nodes_by_partition_;
    std::vector<bool> collapsed_;
    std::vector<Line> lines_;
    std::vector<int> node_y_;
    std::size_t node_count_ = 0;
    int row_height_ = 18;
    int header_height_ = 20;
};

}  // namespace outrigger::gui
