#pragma once

// OWNERPREEMPT (guide 7.1.5.2.5): the owner's jobs may preempt non-owner jobs running on the
// reservation's resources. Preemption is a requeue: the job goes back to idle and its partial run
// is charged to usage. This is the decision only, as a pure function; the loop carries it out.
//
// Choice: if the owner's job fits in what the reservation holds and nobody uses, nothing is
// preempted. Otherwise non-owner jobs running inside the reservation are taken most recently
// started first (the least work lost; ties: fewer procs, then job id) until the job fits, and
// any taken job that turns out unnecessary is given back (newest choice first).

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "model/job.hpp"
#include "reservation/reservation.hpp"

namespace outrigger {

// A job running on one of the reservation's nodes, and what it uses of the reservation there.
struct RunningUse {
    JobId job;
    Credentials creds;
    NodeId node;
    Resources used;
    Time start;
};

enum class PreemptVerdict : std::uint8_t {
    NoPreemptionNeeded,  // the job fits in the reservation's unused resources
    Preempt,             // requeue `preempt`
    NotOwner,            // the job is not the reservation's owner's
    FlagNotSet,          // the reservation lacks OWNERPREEMPT
    CannotFit,           // even requeueing every non-owner job leaves too little
};

struct PreemptedJob {
    JobId job;
    std::int64_t procs = 0;                 // on the reservation's nodes
    std::int64_t charged_proc_seconds = 0;  // the partial run, charged on requeue
};

struct PreemptionChoice {
    PreemptVerdict verdict = PreemptVerdict::CannotFit;
    std::vector<PreemptedJob> preempt;
    std::int64_t tasks_fit_before = 0;  // owner-job tasks that fit without preemption
    std::int64_t tasks_needed = 0;
};

PreemptionChoice choose_owner_preemption(const Reservation& r, const Job& owner_job,
                                         std::span<const RunningUse> running, Time now, const Names& names);

// "preempt (requeue) 2 jobs: 17, 18 so that 4 tasks fit", "not preempting: the job is not owned by
// ACCOUNT:jupiter" ...
std::string describe_preemption(const PreemptionChoice& c, const Reservation& r);

}  // namespace outrigger
