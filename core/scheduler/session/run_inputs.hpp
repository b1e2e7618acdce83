#pragma once

// The run assembly: what a replay or a live session runs on (a configuration, the machine, the
// jobs, the local calendar and the node access policy), put together by one set of rules for
// orsim, the workbench and the service, so that the same inputs always give the same schedule:
//   - the calendar by site_calendar (the config's TIMEZONE first);
//   - the node access policy is the config's NODEACCESSPOLICY when the config states it, else the
//     cluster file's, else SHARED;
//   - memory requests in a log constrain placement only where the machine states node memory
//     (spec section 6); a stated node memory (node_memory_mb) fills in nodes that state none.
// Every failure comes back as messages naming the file and, where there is one, line and column;
// nothing throws.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/document.hpp"
#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "model/job.hpp"
#include "workload/generator.hpp"
#include "workload/import_report.hpp"
#include "workload/walltime_estimate.hpp"

namespace outrigger {

struct RunInputs {
    Config config;
    Cluster cluster;  // its Names hold every credential of `jobs`
    std::vector<Job> jobs;
    LocalCalendar calendar;
    std::string description;       // one line: what is replayed on which machine
    ConfigDocument config_source;  // the maui.cfg `config` was read from, byte for byte
};

struct InputsResult {
    std::optional<RunInputs> inputs;
    std::vector<std::string> errors;  // why there are no inputs
    std::vector<std::string> notes;   // worth showing: config warnings, the import report
    // The config's own findings with their places (errors and warnings; their texts are in
    // `errors` and `notes`), so that a front end can lead to each line.
    std::vector<Diagnostic> diagnostics;
    // Config, cluster and workload that do not fit each other (session/input_mismatches.hpp),
    // found when the inputs were assembled; the run can go ahead.
    std::vector<Diagnostic> mismatches;
    // The SWF import's report, when the workload is an SWF log.
    std::optional<ImportReport> import_report;
    // An SWF whose records lack requested times and no estimate rule was given: ask for one.
    std::int64_t missing_walltimes = 0;
    // Jobs of an SWF that request memory the machine states none of: memory does not constrain
    // them unless a node memory is stated (a front end may ask for one and try again).
    std::int64_t unconstrained_memory_requests = 0;
};

// A maui.cfg's text and the name messages give it.
struct ConfigText {
    std::string_view text;
    std::string_view name = "maui.cfg";
};

// The generated workload of `params` on the machine of `cluster` (NODECFG lines, named
// "cluster.cfg" in messages) under `config`.
InputsResult generated_run_inputs(ConfigText config, std::string_view cluster, const GeneratorParams& params,
                                  std::string_view cluster_name = "cluster.cfg");

// The demo's workload on the machine of `cluster` (NODECFG lines, named `cluster_name`): the
// demo's own when the machine has the demo's partitions, else the same generator and load with
// plain classes and QOS, sized to the machine (its nodes and its largest node's processors), so
// that one's own cluster runs a comparable day.
InputsResult demo_workload_run_inputs(ConfigText config, std::string_view cluster,
                                      std::string_view cluster_name = "cluster.cfg");
// The generator parameters demo_workload_run_inputs uses on the machine of `cluster` (a front
// end that replays the demo's load with other seeds changes `seed` only).
GeneratorParams demo_workload_params(std::string_view cluster, std::string_view cluster_name = "cluster.cfg");

// A live site: `config` over the machine of `cluster` (NODECFG lines, named `cluster_name`), no
// jobs yet (the resource manager brings them).
InputsResult live_run_inputs(ConfigText config, std::string_view cluster, std::string_view cluster_name);

// The demo site: its config and cluster with its generated workload (session/demo_site.hpp).
InputsResult demo_run_inputs();

struct SwfRunRequest {
    std::filesystem::path swf;
    WalltimeEstimate estimate;          // for records without a requested time
    std::int64_t first = 0;             // pass over the first N job records
    std::optional<std::int64_t> count;  // then keep M jobs
    // The machine: `cluster` (NODECFG lines, named `cluster_name`) when the log's header does not
    // describe it, or always when `cluster_over_header`; no machine at all is an error.
    std::optional<std::string> cluster;
    std::string cluster_name = "cluster.cfg";
    bool cluster_over_header = false;
    std::optional<std::int64_t> node_memory_mb;  // stated node memory, MB (nodes that state none)
};

// An SWF log under `config`. Records the rules skip (spec section 6) are left out and the import
// report joins the notes; when no job is left, the report joins the errors. Records without a
// requested time and no estimate rule are counted in missing_walltimes (a front end may ask for a
// rule and try again).
InputsResult swf_run_inputs(const SwfRunRequest& request, ConfigText config);

}  // namespace outrigger
