#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model/credentials.hpp"
#include "model/node.hpp"

namespace outrigger {

// How jobs may share a node (NODEACCESSPOLICY). SHARED is Maui's default.
enum class NodeAccessPolicy : std::uint8_t { Shared, SingleJob, SingleTask, SingleUser };

// The machine: nodes (dense NodeId = index), partitions, and the names they use. Built once by a
// cluster description or the resource manager; the scheduler reads it, never resizes it mid-iteration.
class Cluster {
  public:
    NodeId add_node(Node node);  // assigns node.id; interns nothing (callers intern features first)
    PartitionId add_partition(std::string_view name);  // returns the existing id when known
    // Changes a node's configured capacity, keeping its partition's total in step.
    void set_capacity(NodeId id, const Resources& capacity);

    [[nodiscard]] std::span<const Node> nodes() const { return nodes_; }
    [[nodiscard]] std::span<Node> nodes() { return nodes_; }
    [[nodiscard]] const Node& node(NodeId id) const { return nodes_[id.value()]; }
    [[nodiscard]] Node& node(NodeId id) { return nodes_[id.value()]; }
    [[nodiscard]] std::optional<NodeId> find_node(std::string_view name) const;
    [[nodiscard]] std::size_t node_count() const { return nodes_.size(); }

    [[nodiscard]] std::span<const Partition> partitions() const { return partitions_; }
    [[nodiscard]] const Partition& partition(PartitionId id) const { return partitions_[id.value()]; }
    [[nodiscard]] std::optional<PartitionId> find_partition(std::string_view name) const;

    // Sum of every node's capacity (all partitions, whatever the node state).
    [[nodiscard]] Resources total() const;
    [[nodiscard]] std::int64_t total_procs() const { return total().procs; }

    Names& names() { return names_; }
    [[nodiscard]] const Names& names() const { return names_; }

    NodeAccessPolicy access_policy = NodeAccessPolicy::Shared;

  private:
    std::vector<Node> nodes_;
    std::vector<Partition> partitions_;
    std::unordered_map<std::string, NodeId> by_name_;
    Names names_;
};

}  // namespace outrigger
