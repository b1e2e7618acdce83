#include "workload/cluster_builder.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "workloads.hpp"

namespace outrigger {
namespace {

NodeConfig procs(std::int64_t p) {
    NodeConfig c;
    c.procs = p;
    return c;
}

TEST(BuildCluster, ExpandsHostRangesAndAppliesEveryAttribute) {
    NodeSettings s;
    s.access = NodeAccessPolicy::SingleJob;
    NodeConfig c;
    c.procs = 16;
    c.memory_mb = 65536;
    c.swap_mb = 1024;
    c.disk_mb = 500000;
    c.gres = {{"gpu", 4}};
    c.features = {"ib", "fast", "ib"};
    c.partition = "batch";
    c.priority = 5;
    c.speed = 1.5;
    c.state = "drained";
    c.rack = "3";
    c.slot = 7;
    s.nodes["node[001-003]"] = c;
    Names names;
    const auto b = build_cluster(s, names);
    EXPECT_TRUE(b.diagnostics.empty());
    ASSERT_EQ(b.cluster.node_count(), 3u);
    EXPECT_EQ(b.cluster.access_policy, NodeAccessPolicy::SingleJob);
    const Node& n = b.cluster.node(NodeId(2));
    EXPECT_EQ(n.name, "node003");
    EXPECT_EQ(n.capacity.procs, 16);
    EXPECT_EQ(n.capacity.memory_mb, 65536);
    EXPECT_EQ(n.capacity.swap_mb, 1024);
    EXPECT_EQ(n.capacity.disk_mb, 500000);
    EXPECT_EQ(n.capacity.gres(*names.find_gres("gpu")), 4);
    EXPECT_EQ(n.features.size(), 2u);
    EXPECT_TRUE(n.has_feature(*names.find_feature("ib")));
    EXPECT_EQ(b.cluster.partition(n.partition).name, "batch");
    EXPECT_EQ(n.priority, 5);
    EXPECT_DOUBLE_EQ(n.speed, 1.5);
    EXPECT_EQ(n.state, NodeState::Drained);
    EXPECT_EQ(n.rack, 3u);
    EXPECT_EQ(n.slot, 7u);
    EXPECT_EQ(b.cluster.total_procs(), 48);
    EXPECT_EQ(b.cluster.partition(n.partition).total.procs, 48);
}

TEST(BuildCluster, ASpecificEntryOverridesTheRangeThatAlsoNamesTheNode) {
    NodeSettings s;
    NodeConfig range = procs(8);
    range.partition = "batch";
    range.memory_mb = 1000;
    s.nodes["n[1-4]"] = range;
    NodeConfig one;
    one.memory_mb = 4000;
    one.state = "DOWN";
    s.nodes["n2"] = one;  // sorts before "n[1-4]": the precedence must not depend on key order
    const auto b = build_cluster(s);
    ASSERT_EQ(b.cluster.node_count(), 4u);
    const Node& n2 = b.cluster.node(*b.cluster.find_node("n2"));
    EXPECT_EQ(n2.capacity.memory_mb, 4000);
    EXPECT_EQ(n2.capacity.procs, 8);  // not overridden: from the range
    EXPECT_EQ(b.cluster.partition(n2.partition).name, "batch");
    EXPECT_EQ(n2.state, NodeState::Down);
    EXPECT_EQ(b.cluster.node(*b.cluster.find_node("n3")).capacity.memory_mb, 1000);
}

TEST(BuildCluster, DefaultAppliesToEveryNodeAndNamesNone) {
    NodeSettings s;
    NodeConfig d;
    d.procs = 2;
    d.features = {"std"};
    s.nodes["DEFAULT"] = d;
    s.nodes["a[1-2]"] = NodeConfig{};
    s.nodes["b1"] = procs(32);
    const auto b = build_cluster(s);
    ASSERT_EQ(b.cluster.node_count(), 3u);
    EXPECT_FALSE(b.cluster.find_node("DEFAULT"));
    EXPECT_EQ(b.cluster.node(*b.cluster.find_node("a1")).capacity.procs, 2);
    EXPECT_EQ(b.cluster.node(*b.cluster.find_node("b1")).capacity.procs, 32);
    EXPECT_TRUE(
        b.cluster.node(*b.cluster.find_node("b1")).has_feature(*b.cluster.names().find_feature("std")));
    EXPECT_TRUE(b.diagnostics.empty());
}

TEST(BuildCluster, BadValuesAreDiagnosedNamingTheEntryAndTheNodeIsKept) {
    NodeSettings s;
    NodeConfig c = procs(-4);
    c.state = "SLEEPY";
    c.rack = "left";
    c.speed = 0;
    s.nodes["x[1-2]"] = c;
    s.nodes["y[3-1"] = procs(1);
    s.nodes["z"] = NodeConfig{};
    const auto b = build_cluster(s);
    EXPECT_TRUE(b.has_errors());
    ASSERT_EQ(b.cluster.node_count(), 3u);  // x1 x2 z
    std::string all;
    for (const auto& d : b.diagnostics) all += d.message + "\n";
    EXPECT_NE(all.find("NODECFG[x[1-2]] PROCS=-4: must not be negative"), std::string::npos) << all;
    EXPECT_NE(all.find("NODECFG[x[1-2]] STATE=SLEEPY: expected UP, DOWN or DRAINED"), std::string::npos)
        << all;
    EXPECT_NE(all.find("NODECFG[x[1-2]] RACK=left"), std::string::npos) << all;
    EXPECT_NE(all.find("NODECFG[x[1-2]] SPEED=0"), std::string::npos) << all;
    EXPECT_NE(all.find("bad host expression 'y[3-1' in NODECFG: '[' without ']'"), std::string::npos) << all;
    EXPECT_NE(all.find("NODECFG[z]: node z has no PROCS: 1 processor assumed"), std::string::npos) << all;
    EXPECT_EQ(b.cluster.node(*b.cluster.find_node("x1")).capacity.procs, 1);
}

TEST(DefaultCluster, MaxNodesNodesOfMaxProcsOverMaxNodesProcessors) {
    SwfHeader h;
    h.max_nodes = 144;
    h.max_procs = 1152;
    const auto b = default_cluster(h);
    EXPECT_TRUE(b.diagnostics.empty());
    ASSERT_EQ(b.cluster.node_count(), 144u);
    EXPECT_EQ(b.cluster.node(NodeId(0)).name, "n001");
    EXPECT_EQ(b.cluster.node(NodeId(143)).capacity.procs, 8);
    EXPECT_EQ(b.cluster.total_procs(), 1152);
    EXPECT_EQ(b.cluster.access_policy, NodeAccessPolicy::Shared);
    ASSERT_EQ(b.cluster.partitions().size(), 1u);
}

TEST(DefaultCluster, OneProcessorPerNodeWithoutMaxProcsAndSingleProcNodesWithoutMaxNodes) {
    SwfHeader nodes_only;
    nodes_only.max_nodes = 256;
    const auto a = default_cluster(nodes_only);
    EXPECT_EQ(a.cluster.node_count(), 256u);
    EXPECT_EQ(a.cluster.total_procs(), 256);
    SwfHeader procs_only;
    procs_only.max_procs = 12;
    const auto b = default_cluster(procs_only);
    EXPECT_EQ(b.cluster.node_count(), 12u);
    EXPECT_EQ(b.cluster.node(NodeId(11)).name, "n12");
    SwfHeader neither;
    const auto c = default_cluster(neither);
    EXPECT_TRUE(c.has_errors());
    EXPECT_EQ(c.cluster.node_count(), 0u);
}

TEST(DefaultCluster, ARemainderGoesToTheFirstNodesWithAWarning) {
    SwfHeader h;
    h.max_nodes = 3;
    h.max_procs = 8;
    const auto b = default_cluster(h);
    ASSERT_EQ(b.diagnostics.size(), 1u);
    EXPECT_EQ(b.cluster.total_procs(), 8);
    EXPECT_EQ(b.cluster.node(NodeId(0)).capacity.procs, 3);
    EXPECT_EQ(b.cluster.node(NodeId(2)).capacity.procs, 2);
}

TEST(LoadClusterFile, ParsesNodecfgLinesAndPointsDiagnosticsAtTheirText) {
    const auto dir = testing::output_dir() / "cluster_builder_test";
    std::filesystem::create_directories(dir);
    const auto path = dir / "cluster.cfg";
    {
        std::ofstream out(path);
        out << "# two partitions\n"
               "NODEACCESSPOLICY SINGLEJOB\n"
               "NODECFG[node[001-048]] PARTITION=batch PROCS=16 MEMORY=65536 FEATURES=ib\n"
               "NODECFG[gpu[01-16]] PARTITION=gpu PROCS=32 MEMORY=262144 GRES=gpu:4 FEATURES=ib,bigmem\n"
               "NODECFG[gpu07] STATE=BROKEN\n";
    }
    const auto b = load_cluster_file(path);
    ASSERT_EQ(b.cluster.node_count(), 64u);
    EXPECT_EQ(b.cluster.access_policy, NodeAccessPolicy::SingleJob);
    EXPECT_EQ(b.cluster.total_procs(), 48 * 16 + 16 * 32);
    EXPECT_EQ(b.cluster.partitions().size(), 2u);
    const Node& g = b.cluster.node(*b.cluster.find_node("gpu16"));
    EXPECT_EQ(g.capacity.gres(*b.cluster.names().find_gres("gpu")), 4);
    EXPECT_TRUE(g.has_feature(*b.cluster.names().find_feature("bigmem")));
    bool found = false;  // the bad STATE is reported at its place in the file
    for (const auto& d : b.diagnostics) {
        if (d.message.find("BROKEN") == std::string::npos) continue;
        found = true;
        EXPECT_EQ(d.severity, Diagnostic::Severity::Error);
        EXPECT_EQ(d.line, 5);
        EXPECT_GT(d.column, 0);
        EXPECT_EQ(d.file, path.string());
    }
    EXPECT_TRUE(found);
    EXPECT_EQ(g.state, NodeState::Up);
    EXPECT_EQ(b.cluster.node(*b.cluster.find_node("gpu07")).state,
              NodeState::Up);  // the bad value is not applied
}

TEST(LoadClusterFile, AnUnreadableFileIsOneError) {
    const auto b = load_cluster_file("/nonexistent/cluster.cfg");
    EXPECT_TRUE(b.has_errors());
    EXPECT_EQ(b.cluster.node_count(), 0u);
}

}  // namespace
}  // namespace outrigger
