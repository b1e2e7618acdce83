#pragma once

// Inputs that do not fit each other, found before a run: a maui.cfg written for one site, a
// cluster file for another and a workload from a third each read without error, and yet the
// replay would quietly do something else than the user meant. Each finding names the config
// line it is about (file:line:column) where there is one:
//   - credential names: the workload's QOS and classes the config never mentions (they fall to
//     the DEFAULT settings, or to none), users, groups and accounts likewise when the config has
//     no DEFAULT entry for them; and a config whose named credentials of a kind meet none of the
//     workload's (settings that can have no effect);
//   - nodes: SRCFG HOSTLIST and NODECFG naming nodes the cluster lacks, SRCFG PARTITION and
//     CLASSCFG PARTITION naming partitions it lacks;
//   - classes whose per-job limits (MAXPROCPERJOB, MAXWCLIMITPERJOB, MAXPSPERJOB) or hard
//     MAXPROC no job of the workload's class can meet: every such job would be refused.
// Severity: a warning when the run will not be what the config says; a note when only part of a
// class is refused. Nothing here is an error: the run can go ahead.

#include <span>
#include <vector>

#include "config/diagnostic.hpp"
#include "config/document.hpp"
#include "config/settings.hpp"
#include "model/cluster.hpp"
#include "model/job.hpp"

namespace outrigger {

struct RunInputs;

// The findings, in config line order (findings without a line last). `source` is the maui.cfg
// `config` was built from; `cluster`'s names hold every credential of `jobs`.
[[nodiscard]] std::vector<Diagnostic> input_mismatches(const ConfigDocument& source, const Config& config,
                                                       const Cluster& cluster, std::span<const Job> jobs);
[[nodiscard]] std::vector<Diagnostic> input_mismatches(const RunInputs& inputs);

}  // namespace outrigger
