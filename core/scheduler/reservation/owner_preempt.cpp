#include "reservation/owner_preempt.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace outrigger {

namespace {

bool owned_by(const Credentials& creds, const ReservationOwner& owner, const Names& names) {
    const auto id = names.find(owner.kind, owner.name);
    return id.has_value() && creds[owner.kind] == *id;
}

std::int64_t tasks_fitting(const Reservation& r, const TaskRequest& req,
                           const std::map<NodeId::Rep, Resources>& free) {
    std::int64_t n = 0;
    for (const auto& h : r.allocation) {
        const auto it = free.find(h.node.value());
        if (it == free.end()) continue;
        n += req.per_task.copies_in(it->second.max(Resources{}));
        if (n >= req.tasks) return n;
    }
    return n;
}

}  // namespace

PreemptionChoice choose_owner_preemption(const Reservation& r, const Job& owner_job,
                                         std::span<const RunningUse> running, Time now, const Names& names) {
    PreemptionChoice c;
    c.tasks_needed = owner_job.request.tasks;
    if (!r.has(ReservationFlag::OwnerPreempt)) {
        c.verdict = PreemptVerdict::FlagNotSet;
        return c;
    }
    if (!r.owner || !owned_by(owner_job.creds, *r.owner, names)) {
        c.verdict = PreemptVerdict::NotOwner;
        return c;
    }
    std::map<NodeId::Rep, Resources> free;
    for (const auto& h : r.allocation) free[h.node.value()] = h.held;
    std::vector<const RunningUse*> candidates;
    for (const auto& u : running) {
        if (!r.covers(u.node)) continue;
        free[u.node.value()] -= u.used;
        if (u.job != owner_job.id && !owned_by(u.creds, *r.owner, names)) candidates.push_back(&u);
    }
    c.tasks_fit_before = tasks_fitting(r, owner_job.request, free);
    if (c.tasks_fit_before >= c.tasks_needed) {
        c.verdict = PreemptVerdict::NoPreemptionNeeded;
        return c;
    }
    // A job may run on several nodes: group its uses so that requeueing frees all of them.
    std::map<JobId::Rep, std::vector<const RunningUse*>> by_job;
    for (const RunningUse* u : candidates) by_job[u->job.value()].push_back(u);
    struct Candidate {
        JobId job;
        Time start;
        std::int64_t procs = 0;
        std::vector<const RunningUse*> uses;
    };
    std::vector<Candidate> order;
    for (auto& [id, uses] : by_job) {
        Candidate k{JobId(id), uses.front()->start, 0, uses};
        for (const RunningUse* u : uses) k.procs += u->used.procs;
        order.push_back(std::move(k));
    }
    std::sort(order.begin(), order.end(), [](const Candidate& a, const Candidate& b) {
        if (a.start != b.start) return a.start > b.start;
        if (a.procs != b.procs) return a.procs < b.procs;
        return a.job < b.job;
    });
    const auto give = [&](const Candidate& k, bool back) {
        for (const RunningUse* u : k.uses) {
            if (back)
                free[u->node.value()] -= u->used;
            else
                free[u->node.value()] += u->used;
        }
    };
    std::vector<std::size_t> taken;
    for (std::size_t i = 0; i < order.size() && tasks_fitting(r, owner_job.request, free) < c.tasks_needed;
         ++i) {
        give(order[i], false);
        taken.push_back(i);
    }
    if (tasks_fitting(r, owner_job.request, free) < c.tasks_needed) {
        c.verdict = PreemptVerdict::CannotFit;
        return c;
    }
    // Give back any job the owner's job does not need after all, newest choice first.
    std::vector<std::size_t> kept;
    for (std::size_t j = taken.size(); j-- > 0;) {
        give(order[taken[j]], true);
        if (tasks_fitting(r, owner_job.request, free) >= c.tasks_needed) continue;
        give(order[taken[j]], false);
        kept.push_back(taken[j]);
    }
    std::sort(kept.begin(), kept.end());
    for (const std::size_t i : kept) {
        const Candidate& k = order[i];
        const std::int64_t ran = std::max<std::int64_t>(0, (now - k.start).count());
        c.preempt.push_back(PreemptedJob{k.job, k.procs, k.procs * ran});
    }
    c.verdict = PreemptVerdict::Preempt;
    return c;
}

std::string describe_preemption(const PreemptionChoice& c, const Reservation& r) {
    const std::string owner =
        r.owner ? fmt::format("{}:{}", cred_kind_keyword(r.owner->kind), r.owner->name) : "nobody";
    switch (c.verdict) {
        case PreemptVerdict::NoPreemptionNeeded:
            return fmt::format("no preemption needed: {} of {} tasks fit in the unused part of '{}'",
                               c.tasks_fit_before, c.tasks_needed, r.name);
        case PreemptVerdict::Preempt: {
            std::string ids;
            for (const auto& p : c.preempt)
                ids += fmt::format("{}{}", ids.empty() ? "" : ", ", p.job.value());
            return fmt::format(
                "preempt (requeue) {} job{} in '{}' so that {} tasks of the owner ({}) fit: {}",
                c.preempt.size(), c.preempt.size() == 1 ? "" : "s", r.name, c.tasks_needed, owner, ids);
        }
        case PreemptVerdict::NotOwner:
            return fmt::format("not preempting: the job is not owned by {}, the owner of '{}'", owner,
                               r.name);
        case PreemptVerdict::FlagNotSet:
            return fmt::format("not preempting: '{}' lacks the OWNERPREEMPT flag", r.name);
        case PreemptVerdict::CannotFit:
            return fmt::format(
                "not preempting: even requeueing every non-owner job in '{}' leaves room for only part "
                "of {} tasks",
                r.name, c.tasks_needed);
    }
    return "not preempting";
}

}  // namespace outrigger
