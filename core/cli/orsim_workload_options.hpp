#pragma once

// The options `orsim run` and `orsim compare` share: which workload to replay (an SWF log or the
// demo's generated one), how to narrow and complete a log, and --quiet. One parser, so both
// commands accept the same words and say the same thing about a bad value.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "orsim_commands.hpp"
#include "workload/walltime_estimate.hpp"

namespace outrigger::cli {

struct WorkloadOptions {
    std::optional<std::string> workload;
    std::optional<std::string> cluster_file;
    std::int64_t first = 0;
    std::optional<std::int64_t> count;
    std::optional<std::int64_t> node_memory;
    WalltimeEstimate estimate;
    bool demo = false;
    bool quiet = false;

    // --first, --count, --estimate or --node-memory: options that only a log can take.
    bool narrows_log() const {
        return first > 0 || count || node_memory || estimate.kind != WalltimeEstimate::Kind::None;
    }
};

// What one look at args[i] found: `used` arguments taken (0: not a workload option; the caller
// tries its own), or a usage error to print.
struct OptionStep {
    std::size_t used = 0;
    std::optional<std::string> error;
};

// Takes args[i] (and its value) into `options` when it is one of the shared options.
OptionStep take_workload_option(WorkloadOptions& options, Args args, std::size_t i);

// The usage error of a command line whose workload is missing or given twice, if any. `demo_takes_
// cluster` says whether the command runs --demo on a --cluster of the user's; `demo_conflict` is the
// command's message for --demo given with options that apply to --workload.
std::optional<std::string> workload_choice_error(const WorkloadOptions& options, bool demo_takes_cluster,
                                                 std::string_view demo_conflict);

// A whole decimal number, or nothing for anything else (signs allowed, no spaces).
std::optional<std::int64_t> parse_int(std::string_view s);

}  // namespace outrigger::cli
