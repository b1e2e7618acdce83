#include "model/cluster.hpp"

namespace outrigger {

NodeId Cluster::add_node(Node node) {
    node.id = NodeId(static_cast<NodeId::Rep>(nodes_.size()));
    if (!node.partition.valid()) node.partition = add_partition("DEFAULT");
    partitions_[node.partition.value()].total += node.capacity;
    by_name_.emplace(node.name, node.id);
    nodes_.push_back(std::move(node));
    return nodes_.back().id;
}

void Cluster::set_capacity(NodeId id, const Resources& capacity) {
    Node& n = nodes_[id.value()];
    Resources& total = partitions_[n.partition.value()].total;
    total -= n.capacity;
    total += capacity;
    n.capacity = capacity;
}

PartitionId Cluster::add_partition(std::string_view name) {
    if (auto p = find_partition(name)) return *p;
    const PartitionId id(static_cast<PartitionId::Rep>(partitions_.size()));
    partitions_.push_back(Partition{id, std::string(name), Resources{}});
    return id;
}

std::optional<NodeId> Cluster::find_node(std::string_view name) const {
    if (const auto it = by_name_.find(std::string(name)); it != by_name_.end()) return it->second;
    return std::nullopt;
}

std::optional<PartitionId> Cluster::find_partition(std::string_view name) const {
    for (const auto& p : partitions_)
        if (p.name == name) return p.id;
    return std::nullopt;
}

Resources Cluster::total() const {
    Resources r;
    for (const auto& p : partitions_) r += p.total;
    return r;
}

}  // namespace outrigger
