#pragma once

// Maui's QOS flags that exempt a QOS's jobs from throttling limits (QOSCFG[x] FLAGS=IGNUSER, the
// QOSFLAGS of Maui 3.0), compiled into bits the limit checks test:
//   IGNALL        every limit, active and idle, and every per-job limit;
//   IGNSYSTEM     the SYSTEMCFG limits and the system per-job limits (SYSTEMMAX*PERJOB);
//   IGNSYSMAXPROC, IGNSYSMAXTIME, IGNSYSMAXPS  one system per-job limit each (processors, with
//                 nodes, wallclock, processor-seconds);
//   IGNUSER       every limit the job's user carries;
//   IGNJOBPERUSER, IGNPROCPERUSER, IGNNODEPERUSER, IGNPSPERUSER  that active limit of the user;
//   IGNJOBQUEUEDPERUSER  the user's idle job limit (MAXIJOB).
// The other QOS flags do not touch throttling and are left to the rest of the scheduler.

#include <cstdint>
#include <string>
#include <vector>

#include "config/settings.hpp"

namespace outrigger {

struct QosExemption {
    bool all = false;
    bool system = false;
    bool system_procs = false;
    bool system_walltime = false;
    bool system_proc_seconds = false;
    bool user = false;
    std::uint8_t user_active = 0;  // bit k: the user's active limit of LimitKind k
    bool user_idle_jobs = false;
    bool operator==(const QosExemption&) const = default;

    [[nodiscard]] bool any() const { return *this != QosExemption{}; }
    // Whether a limit of the user (plain or multi-dimensional within the user) is waived.
    [[nodiscard]] bool waives_user(LimitKind kind, bool idle) const {
        if (user) return true;
        if (idle) return kind == LimitKind::Jobs && user_idle_jobs;
        return (user_active >> static_cast<unsigned>(kind) & 1U) != 0;
    }
};

// From the flag names as the typed config keeps them (upper case); unknown names are ignored.
QosExemption qos_exemption(const std::vector<std::string>& flags);

}  // namespace outrigger
