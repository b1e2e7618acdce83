#pragma once

// The machine a simulation runs on. Either described in maui.cfg syntax (NODECFG lines, whose
// index may be a host range such as `node[001-064]`, plus NODEACCESSPOLICY), or derived from an
// SWF header when no description is given (spec section 6).

#include <filesystem>
#include <functional>
#include <string_view>
#include <vector>

#include "config/diagnostic.hpp"
#include "config/settings.hpp"
#include "model/cluster.hpp"
#include "model/credentials.hpp"
#include "workload/swf_header.hpp"

namespace outrigger {

class ConfigDocument;

struct ClusterBuild {
    Cluster cluster;
    // Each names its NODECFG entry ("NODECFG[node[001-064]]: ...") and, when the cluster came from
    // a file, the file, line and column. Errors leave the attribute at its default; the node stays.
    std::vector<Diagnostic> diagnostics;
    [[nodiscard]] bool has_errors() const;
};

// Expands every NODECFG index with expand_hosts (model/host_expression.hpp) and applies PROCS
// MEMORY SWAP DISK GRES FEATURES PARTITION PRIORITY SPEED STATE RACK SLOT. When several entries
// name the same node, the one naming fewer nodes wins per attribute (a single-host entry
// overrides a range entry); NODECFG[DEFAULT] applies to every node and names none. Nodes appear
// in entry (key) order, each range in its expansion order. A node without PROCS gets 1 processor
// and a warning. Features, gres and partitions are interned into `names` (the cluster's own names
// in the one-argument form). The access policy is settings.access.
ClusterBuild build_cluster(const NodeSettings& settings, Names& names);
ClusterBuild build_cluster(const NodeSettings& settings);

// Where NODECFG[key] (and its attribute `attr`, empty for the index itself) was written: a
// diagnostic with file, line and column filled in and no message. Lets a file-based caller point
// each finding at its text.
using NodeCfgLocator = std::function<Diagnostic(std::string_view key, std::string_view attr)>;
ClusterBuild build_cluster(const NodeSettings& settings, Names& names, const NodeCfgLocator& locate);

// MaxNodes nodes of MaxProcs/MaxNodes processors (a remainder goes one per node to the first
// nodes, with a warning); one processor per node when MaxProcs is absent; MaxProcs single-proc
// nodes when MaxNodes is absent; an error and no nodes when both are absent. Nodes are named
// n<k> zero-padded to the width of the count (n001..n144), partition DEFAULT, access SHARED.
ClusterBuild default_cluster(const SwfHeader& header);

// Builds the cluster a parsed document (maui.cfg syntax) describes, each NODECFG finding pointing
// at its line and column; the config's own diagnostics come first.
ClusterBuild build_cluster(const ConfigDocument& document);

// Reads a cluster file through the config parser and builds it as above. An unreadable file gives
// one error and no nodes.
ClusterBuild load_cluster_file(const std::filesystem::path& path);

}  // namespace outrigger
