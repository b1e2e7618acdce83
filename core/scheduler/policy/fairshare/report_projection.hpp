#pragma once

// The projections a diagnose -f report carries (diagnose_f.hpp), computed from its own windows so
// that a what-if of the report (report_whatif.hpp) projects under its parameters too:
//   recovery    per credential with a target: when it is back under it if it is charged nothing
//               more (recovery.hpp: windows roll at FSINTERVAL from the current window's end, the
//               rest of the system delivers the mean TOTAL of the counted windows meanwhile);
//               a floor (N+) is no debt, so it has none;
//   after job   the rows of one job's credentials with the job's charge counted in the current
//               window (and in TOTAL), each with its recovery from there.

#include <vector>

#include "policy/fairshare/diagnose_f.hpp"

namespace outrigger {

[[nodiscard]] FsRecovery fs_recovery(const FsReport& report, const FsReportRow& row);

// The rows of `job`'s credentials (in its order) as the report would read with its charge
// counted; a credential the report has no row for starts from no usage and no target. Empty when
// the report has no window (fairshare off).
[[nodiscard]] std::vector<FsReportRow> fs_rows_after(const FsReport& report, const FsJobCharge& job);

// Fills every row's recovery and, when the report carries a job, its rows after the job.
void project_fs_report(FsReport& report);

}  // namespace outrigger
