#pragma once

// The orsim subcommands. Each takes the arguments after its name and returns the exit status:
// 0 success, 1 the input had errors (diagnostics printed), 2 bad usage.

#include <span>
#include <string_view>

namespace outrigger::cli {

using Args = std::span<const std::string_view>;

// --- commands (one declaration per command; keep in step with the table in orsim_main.cpp) ---
int run_import(Args args);  // orsim import FILE.swf [--estimate R] [--first N] [--count M] [--json]
int run_generate(
    Args args);  // orsim generate --jobs N --nodes N --procs-per-node P --load L --seed S --out F
int check_config(Args args);  // orsim check-config FILE [--modernize] [--write OUT]
int run_replay(Args args);
int run_compare(Args args);  // orsim compare (--workload W | --demo) --config-a A --config-b B --metrics OUT
int run_import_cluster(Args args);  // orsim import-cluster --sinfo-json FILE|- [--out cluster.cfg]    //
                                    // orsim run --workload W.swf --schedule OUT.csv --metrics OUT.json [...]

}  // namespace outrigger::cli
