#pragma once

// One English line for a throttling Reason, as the CLI prints it (checkjob, showq -b):
//   "user steve: MAXJOB 2 (hard) reached: 2 active, job needs 1"
//   "user steve within class fast: MAXPROC 3 (soft) reached: 2 procs active, job needs 2 procs"
//   "class batch: MAXNODE 64 (hard, QOS hiprio override) reached: 60 nodes active, job needs 8 nodes"
//   "user steve: MAXIJOB 2 (hard) reached: 2 eligible, job needs 1"
//   "system: SYSTEMMAXPROCPERJOB 64 exceeded: job needs 128 procs"
// The GUI translates from the Reason's arguments instead. A Reason of another policy, or one whose
// arguments are missing, renders as its code name and never throws.

#include <string>

#include "model/credentials.hpp"
#include "model/reason.hpp"

namespace outrigger {

std::string throttle_reason_text(const Reason& reason, const Names& names);

}  // namespace outrigger
