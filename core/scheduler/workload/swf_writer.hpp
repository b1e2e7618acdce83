#pragma once

// SWF output: a header and records back to the archive's text format. A clean file imported and
// written again reproduces its records field for field (and its header lines as written). A replay
// can write its own results (wait, run time, allocated procs) into the records first.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>

#include "model/cluster.hpp"
#include "model/credentials.hpp"
#include "model/job.hpp"
#include "model/time.hpp"
#include "workload/swf_header.hpp"
#include "workload/swf_record.hpp"

namespace outrigger {

// The header lines (each ";" + the line + "\n") followed by one line per record.
std::string swf_text(const SwfHeader& header, std::span<const SwfRecord> records);

// Writes swf_text to `path`, gzip-compressed when the name ends in ".gz". Returns the error
// ("cannot open 'x': Permission denied") or nullopt on success.
std::optional<std::string> write_swf_file(const std::filesystem::path& path, const SwfHeader& header,
                                          std::span<const SwfRecord> records);

// A job as an SWF record, for workloads that were not read from SWF (the generator, a live
// queue): job number = the name when it is a number else id + 1; submit, run time, procs,
// requested time, requested memory (KB) from the job; user/group/queue/partition ids = the number
// in a name of the form u<n> / g<n> / q<n> / p<n>, else the interned index + 1, or -1 when none.
// Fields the job does not know (wait, allocated procs, cpu time, ...) are -1; status is 1.
SwfRecord swf_record_from_job(const Job& job, const Names& names, const Cluster* cluster = nullptr);

// What a replay did with one job.
struct SwfRunResult {
    Time start;
    Time end;                // after any stop at the walltime limit
    std::int64_t procs = 0;  // allocated processors
};

// The record with a replay's result written in: wait = start - submit, run time = end - start,
// allocated procs = result.procs; the status is kept, except 0 (failed) when the run was cut
// short at the requested time.
// Without a result (the job never started) wait, run time and allocated procs become -1 and
// status 5 (cancelled).
SwfRecord with_run_result(SwfRecord record, const std::optional<SwfRunResult>& result);

}  // namespace outrigger
