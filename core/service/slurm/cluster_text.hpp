#pragma once

// Slurm's nodes as an Outrigger cluster file (NODECFG lines, maui.cfg syntax): what
// `orsim import-cluster` writes and what the service builds its machine from when it drives
// Slurm, so that a site replays its own workload on the very machine it runs.

#include <span>
#include <string>

#include "service/slurm/slurm_records.hpp"

namespace outrigger::slurm {

struct ClusterText {
    std::string text;
    std::vector<std::string> notes;  // what Outrigger cannot say the way Slurm does
};

// One NODECFG line per run of consecutive nodes that agree on every attribute. A node in several
// Slurm partitions is put in its first (an Outrigger node belongs to one partition): a note says so.
// Node states are left out: they are news, not configuration.
[[nodiscard]] ClusterText cluster_text(std::span<const SlurmNode> nodes, std::string_view source);

// "gpu:tesla:4(S:0),mps:100" -> "gpu:4,mps:100": the GRES form NODECFG reads.
[[nodiscard]] std::string gres_text(std::string_view slurm_gres);

}  // namespace outrigger::slurm
