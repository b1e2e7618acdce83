#pragma once

// SWF import (spec section 6): reads a Standard Workload Format log, plain or gzip, and turns each
// record into an outrigger::Job. Records that cannot be replayed are skipped and reported with
// their line; nothing is guessed silently (a missing walltime needs the caller's estimate rule).
//
// Job mapping: procs = field 8 when > 0 else field 5, as that many tasks of one processor;
// memory per task = field 10 (KB per processor) in MB, rounded up, when > 0 and the machine states
// node memory (SwfImportOptions::memory_constrains); walltime = field 9
// or the estimate rule; runtime = field 4; user, group, class = fields 12, 13, 15 named u<id>,
// g<id>, q<id> (ids < 0: no credential) unless a mapping names them; partition = field 16 named
// p<id>, looked up in the caller's cluster; Job::name = the job number; Job::id = index in the
// result. Times are seconds on the log's own clock, never rebased.
//
// Speed: the file is read in large blocks and numbers are parsed in place (std::from_chars);
// memory is one Job and one SwfRecord per imported job.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/cluster.hpp"
#include "model/credentials.hpp"
#include "model/job.hpp"
#include "workload/cluster_builder.hpp"
#include "workload/import_report.hpp"
#include "workload/swf_header.hpp"
#include "workload/swf_record.hpp"
#include "workload/walltime_estimate.hpp"

namespace outrigger {

// Names for SWF's numeric ids; an id without an entry gets the default name (u<id>, ...).
struct SwfNameMapping {
    std::map<std::int64_t, std::string> users;
    std::map<std::int64_t, std::string> groups;
    std::map<std::int64_t, std::string> queues;  // class names
    std::map<std::int64_t, std::string> partitions;
};

struct SwfImportOptions {
    WalltimeEstimate estimate;          // for records without a requested time (field 9 <= 0)
    std::int64_t first = 0;             // pass over the first N job records (every non-comment line)
    std::optional<std::int64_t> count;  // then keep the first M jobs that import, and stop reading
    // The machine size for "procs above the machine": this when set, else the cluster's total
    // procs, else the header's MaxProcs, else MaxNodes (one processor per node, as default_cluster
    // builds it); no limit when none is known.
    std::optional<std::int64_t> machine_procs;
    const Cluster* cluster = nullptr;  // not owned; partitions are found here by name
    // Whether a record's memory request (field 10) becomes the job's memory per task. Memory
    // constrains placement only where the machine states node memory (spec section 6): nullopt
    // decides from `cluster` (some node states memory), false without one. Requests that do not
    // constrain are counted in the report and left out of the jobs.
    std::optional<bool> memory_constrains;
    SwfNameMapping names;
    std::size_t examples_per_issue = 5;  // examples kept per reason in the report
    bool keep_records = true;  // false: ImportedWorkload::records stays empty (a replay needs only the jobs)
};

struct ImportedWorkload {
    SwfHeader header;
    std::vector<Job> jobs;           // in file order; jobs[i].id == JobId(i)
    std::vector<SwfRecord> records;  // records[i] is the line jobs[i] came from (as written, rounded)
    ImportReport report;
};

// Reads `path` (gzip or plain; detected from the content). Never throws on bad input: an
// unreadable file sets report.error; malformed lines are skipped and listed. Credential names are
// interned into `names`.
ImportedWorkload import_swf(const std::filesystem::path& path, const SwfImportOptions& options, Names& names);

// The same from text already in memory (tests, generated workloads). `source` names it in the report.
ImportedWorkload import_swf_text(std::string_view text, const SwfImportOptions& options, Names& names,
                                 std::string source = "<memory>");

}  // namespace outrigger
