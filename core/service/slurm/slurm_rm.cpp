#include "service/slurm/slurm_rm.hpp"

#include <algorithm>
#include <unordered_set>

namespace outrigger::slurm {

namespace {

bool same_layout(Allocation a, Allocation b) {
    const auto by_node = [](const NodeTasks& x, const NodeTasks& y) { return x.node < y.node; };
    std::sort(a.begin(), a.end(), by_node);
    std::sort(b.begin(), b.end(), by_node);
    return a == b;
}

std::string allocation_text(const Allocation& a, const Cluster& cluster) {
    std::string out;
    for (const NodeTasks& nt : a)
        out += (out.empty() ? "" : ",") + cluster.node(nt.node).name + ":" + std::to_string(nt.tasks);
    return out;
}

std::vector<std::string> split_list(std::string_view s, std::string_view separators) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t end = s.find_first_of(separators, start);
        const auto piece = s.substr(start, end == std::string_view::npos ? s.npos : end - start);
        if (!piece.empty()) out.emplace_back(piece);
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return out;
}

}  // namespace

SlurmResourceManager::SlurmResourceManager(const Cluster& cluster, SlurmClient& client,
                                           SlurmRmOptions options)
    : snapshot_(cluster), client_(&client), options_(options) {}

std::string SlurmResourceManager::mirror_name(std::string_view instance) {
    std::string name = "outrigger.";
    for (const char c : instance) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                           c == '.' || c == '_' || c == '-';
        name += plain ? c : '_';
    }
    return name;
}

std::optional<JobId> SlurmResourceManager::job_of(std::string_view slurm_id) const {
    const auto it = by_slurm_id_.find(std::string(slurm_id));
    if (it == by_slurm_id_.end()) return std::nullopt;
    return it->second;
}

void SlurmResourceManager::event(RmEvent::Kind kind, Time at, JobId job, std::string message, bool stopped) {
    outbox_.push_back(RmEvent{kind, at, job, NodeId::invalid(), stopped, std::move(message)});
}

void SlurmResourceManager::enqueue(JobId /*job*/, Time /*now*/) {}

SubmitResult SlurmResourceManager::submit(Job /*job*/, Time /*now*/) {
    return SubmitResult{std::nullopt,
                        "this scheduler drives Slurm: submit with sbatch, so that Slurm's own checks, "
                        "limits and accounting see the job (it waits held for Outrigger)"};
}

Job SlurmResourceManager::job_from(const SlurmJob& s) const {
    const Cluster& cluster = snapshot_.cluster();
    const Names& names = cluster.names();
    Job j;
    j.name = s.id;
    j.submit = Time::from_seconds(s.submit);
    if (const auto p = cluster.find_partition(s.partition)) j.partition = *p;
    j.request.per_task = Resources::of_procs(s.cpus_per_task);
    if (s.memory_per_cpu_mb > 0)
        j.request.per_task.memory_mb = s.memory_per_cpu_mb * s.cpus_per_task;
    else if (s.memory_per_node_mb > 0 && s.node_count > 0)
        j.request.per_task.memory_mb =
            s.memory_per_node_mb * s.node_count / std::max<std::int64_t>(1, s.tasks);
    j.request.tasks = s.tasks;
    j.request.tasks_per_node = s.tasks_per_node;
    // A job that names its node count (sbatch -N n: Slurm's minimum equals its maximum) is
    // planned as n whole nodes, one task bundle each: Outrigger's placement puts bundles, not node
    // counts, and a bundle of a whole node can only be alone on it. Slurm allocates such a job
    // whole nodes in an exclusive partition, which the setup page asks for.
    if (s.node_count > 1 && s.max_nodes == s.node_count) {
        std::int64_t node_procs = 0;
        for (const Node& n : cluster.nodes())
            if (!j.partition.valid() || n.partition == j.partition)
                node_procs = node_procs == 0 ? n.capacity.procs : std::min(node_procs, n.capacity.procs);
        const std::int64_t per_node = (s.tasks + s.node_count - 1) / s.node_count * s.cpus_per_task;
        j.request.tasks = s.node_count;
        j.request.per_task = Resources::of_procs(std::max(node_procs, per_node));
        if (s.memory_per_node_mb > 0) j.request.per_task.memory_mb = s.memory_per_node_mb;
        j.request.nodes = s.node_count;
        j.request.tasks_per_node = 0;
    }
    j.walltime =
        s.time_limit_minutes ? Duration::minutes(*s.time_limit_minutes) : options_.unlimited_walltime;
    const auto cred = [&](CredKind kind, const std::string& name) {
        if (name.empty()) return;
        if (const auto id = names.find(kind, name)) j.creds[kind] = *id;
    };
    cred(CredKind::User, s.user);
    cred(CredKind::Group, s.group);
    cred(CredKind::Account, s.account);
    cred(CredKind::Qos, s.qos);
    cred(CredKind::Class, s.partition);
    for (const std::string& f : split_list(s.features, "&,"))
        if (const auto id = names.find_feature(f)) j.features.push_back(*id);
    std::sort(j.features.begin(), j.features.end());
    j.reservation = s.reservation;
    return j;
}

Allocation SlurmResourceManager::allocation_from(const SlurmJob& s, const Job& job) const {
    Allocation out;
    std::int64_t left = job.request.tasks;
    const std::int64_t per_task = std::max<std::int64_t>(1, job.request.per_task.procs);
    for (const NodeCpus& nc : s.allocated) {
        const auto node = snapshot_.cluster().find_node(nc.node);
        if (!node) continue;
        const std::int64_t room = std::max<std::int64_t>(1, nc.cpus / per_task);
        // Every node Slurm gave holds at least one task; the first ones take what is left.
        const std::int64_t nodes_after = static_cast<std::int64_t>(s.allocated.size() - out.size()) - 1;
        const std::int64_t tasks = std::max<std::int64_t>(1, std::min(room, left - nodes_after));
        out.push_back(NodeTasks{*node, tasks});
        left -= tasks;
    }
    if (left > 0 && !out.empty()) out.back().tasks += left;
    return out;
}

void SlurmResourceManager::book(JobId id, Time start, const Allocation& actual) {
    const Job& j = snapshot_.job(id);
    if (snapshot_.state(id) == JobState::Running) snapshot_.requeue(id);
    std::vector<SpanId> spans;
    const Interval when{start, max(start + j.walltime, start + Duration::seconds(1))};
    snapshot_.calendar().add_spans(actual, j.request.per_task, when, SpanOwner::of_job(id, j.creds.user()),
                                   Commit::Forced, spans);
    snapshot_.adopt_start(id, start, actual, spans);
}

void SlurmResourceManager::found_new(const SlurmJob& s, Time now) {
    if (s.finished()) {
        // A job that ran and ended before Outrigger saw it (before outriggerd started, while it
        // was stopped, or started by hand between two readings) still used the machine: charged
        // from Slurm's record, as Maui charges what its accounting reports. A run an earlier life
        // of outriggerd charged already is not charged again (FairshareAccountant::carry_over).
        if (s.start > 0 && s.end > s.start) {
            const JobId id = snapshot_.add_job(job_from(s));
            by_slurm_id_[s.id] = id;
            snapshot_.enqueue(id);
            event(RmEvent::Kind::Submitted, now, id, s.name);
            book(id, Time::from_seconds(s.start), allocation_from(s, snapshot_.job(id)));
            event(RmEvent::Kind::Started, Time::from_seconds(s.start), id);
            ended(id, s, now);
            if (first_read_done_)
                notes_.push_back("job " + s.id + " ran and ended between two readings, started outside " +
                                 "Outrigger: charged from Slurm's record");
        }
        return;
    }
    const JobId id = snapshot_.add_job(job_from(s));
    by_slurm_id_[s.id] = id;
    if (s.running()) {
        // Started without Outrigger (by hand, or by Slurm before Outrigger took over): booked as
        // it runs.
        snapshot_.enqueue(id);
        event(RmEvent::Kind::Submitted, now, id, s.name);
        book(id, Time::from_seconds(s.start > 0 ? s.start : now.seconds()),
             allocation_from(s, snapshot_.job(id)));
        event(RmEvent::Kind::Started, now, id);
        notes_.push_back("job " + s.id + " runs on " +
                         allocation_text(snapshot_.running(id)->allocation, snapshot_.cluster()) +
                         ", started outside Outrigger: booked as it runs");
        return;
    }
    // A pending job Slurm could start by itself (not held at submission, or released while
    // Outrigger was down before it started): held again, Outrigger decides.
    if (s.priority != 0) {
        if (const SlurmReply held = client_->hold(s.id); !held.ok)
            notes_.push_back("job " + s.id + " is not held in Slurm and could not be held: " + held.error);
    }
    snapshot_.enqueue(id);
    event(RmEvent::Kind::Submitted, now, id, s.name);
}

void SlurmResourceManager::confirm(JobId id, const SlurmJob& s, Time now) {
    in_flight_.erase(id);
    const RunningJob* r = snapshot_.running(id);
    const Job& j = snapshot_.job(id);
    const Allocation actual = allocation_from(s, j);
    // Slurm's start time, not the moment of the release: fairshare charges the run as Slurm
    // reports it.
    const Time started = s.start > 0 ? min(now, Time::from_seconds(s.start)) : now;
    if (r == nullptr) {
        book(id, started, actual);
    } else if (!actual.empty() && !same_layout(actual, r->allocation)) {
        notes_.push_back("job " + s.id + ": Slurm placed it as " +
                         allocation_text(actual, snapshot_.cluster()) + " where Outrigger chose " +
                         allocation_text(r->allocation, snapshot_.cluster()) + "; booked as Slurm placed it");
        book(id, s.start > 0 ? started : r->start, actual);
    } else if (s.start > 0 && started != r->start) {
        book(id, started, Allocation(r->allocation));
    }
    event(RmEvent::Kind::Started, snapshot_.running(id)->start, id);
}

void SlurmResourceManager::ended(JobId id, const SlurmJob& s, Time now) {
    const bool cancelled = s.state == "CANCELLED";
    const Time end = s.end > 0 ? min(now, Time::from_seconds(s.end)) : now;
    const RunningJob* r = snapshot_.running(id);
    const Time at = r != nullptr ? max(end, r->start) : end;
    snapshot_.finish(id, at, cancelled ? JobState::Cancelled : JobState::Completed);
    event(RmEvent::Kind::Ended, at, id, s.state, s.state == "TIMEOUT");
}

void SlurmResourceManager::follow(JobId id, const SlurmJob& s, Time now) {
    const JobState state = snapshot_.state(id);
    if (state == JobState::Idle) {
        if (s.pending()) {
            // Released by hand: Outrigger decides when it starts.
            if (s.priority != 0) {
                if (const SlurmReply held = client_->hold(s.id); held.ok)
                    notes_.push_back("job " + s.id + " was released outside Outrigger: held again");
            }
        } else if (s.running()) {
            confirm(id, s, now);
            notes_.push_back("job " + s.id + " was started outside Outrigger: booked as it runs");
        } else {
            snapshot_.cancel_idle(id);
            event(RmEvent::Kind::Withdrawn, now, id, s.state);
        }
        return;
    }
    if (state != JobState::Running) return;
    const auto flight = in_flight_.find(id);
    if (s.pending() && flight == in_flight_.end()) {
        // Requeued by Slurm (a node failed under it): waiting again, for Outrigger to place.
        (void)client_->hold(s.id);
        snapshot_.requeue(id);
        notes_.push_back("job " + s.id + " was requeued by Slurm (" + s.reason + "): back in the queue");
        event(RmEvent::Kind::StartFailed, now, id, "requeued by Slurm");
        return;
    }
    if (s.pending()) {
        if (now - flight->second < options_.start_timeout) return;
        // Released, but Slurm does not start it: back to the queue, held, with Slurm's reason.
        in_flight_.erase(flight);
        (void)client_->hold(s.id);
        snapshot_.requeue(id);
        const std::string why = "Slurm did not start it within " +
                                std::to_string(options_.start_timeout.count()) + " s (" + s.reason + ")";
        notes_.push_back("job " + s.id + ": " + why + "; back in the queue");
        event(RmEvent::Kind::StartFailed, now, id, why);
        return;
    }
    if (flight != in_flight_.end()) confirm(id, s, now);
    if (s.finished()) ended(id, s, now);
}

void SlurmResourceManager::refresh_nodes(const std::vector<SlurmNode>& nodes, Time now) {
    for (const SlurmNode& n : nodes) {
        const auto id = snapshot_.cluster().find_node(n.name);
        if (!id) continue;
        NodeState state = NodeState::Up;
        switch (n.usable()) {
            case SlurmNode::Usable::Up:
                break;
            case SlurmNode::Usable::Down:
                state = NodeState::Down;
                break;
            case SlurmNode::Usable::Drained:
                state = NodeState::Drained;
                break;
        }
        if (snapshot_.calendar().node_state(*id) == state) continue;
        retry_refused_now(now);
        snapshot_.set_node_state(*id, state);
        outbox_.push_back(RmEvent{RmEvent::Kind::NodeChanged, now, JobId::invalid(), *id, false, n.reason});
    }
}

SlurmReading SlurmResourceManager::read(SlurmClient& client) {
    SlurmReading r;
    auto nodes = client.nodes();
    if (!nodes.items) {
        r.error = nodes.error;
        return r;
    }
    auto jobs = client.jobs();
    if (!jobs.items) {
        r.error = jobs.error;
        return r;
    }
    r.nodes = std::move(nodes.items);
    r.jobs = std::move(jobs.items);
    return r;
}

std::vector<CredName> SlurmResourceManager::unknown_credentials(const SlurmReading& reading) const {
    std::vector<CredName> out;
    if (!reading.jobs) return out;
    const Names& names = snapshot_.cluster().names();
    const auto check = [&](CredKind kind, const std::string& name) {
        if (name.empty() || names.find(kind, name)) return;
        for (const CredName& c : out)
            if (c.kind == kind && c.name == name) return;
        out.push_back(CredName{kind, name});
    };
    for (const SlurmJob& s : *reading.jobs) {
        if (by_slurm_id_.count(s.id) != 0) continue;
        check(CredKind::User, s.user);
        check(CredKind::Group, s.group);
        check(CredKind::Account, s.account);
        check(CredKind::Qos, s.qos);
    }
    return out;
}

bool SlurmResourceManager::apply(SlurmReading reading, Time now) {
    if (!reading.ok()) {
        error_ = reading.error;
        return false;
    }
    error_.clear();
    const std::size_t before = outbox_.size();
    refresh_nodes(*reading.nodes, now);
    std::unordered_set<std::string> seen;
    for (const SlurmJob& s : *reading.jobs) {
        seen.insert(s.id);
        const auto known = by_slurm_id_.find(s.id);
        if (known == by_slurm_id_.end())
            found_new(s, now);
        else
            follow(known->second, s, now);
    }
    // Jobs Slurm forgot (past MinJobAge, or purged) while Outrigger still had them waiting or
    // running: charged from their last known state up to now, and said.
    for (const auto& [slurm_id, id] : by_slurm_id_) {
        if (seen.count(slurm_id) != 0) continue;
        const JobState state = snapshot_.state(id);
        if (state == JobState::Idle) {
            snapshot_.cancel_idle(id);
            event(RmEvent::Kind::Withdrawn, now, id, "no longer known to Slurm");
        } else if (state == JobState::Running) {
            in_flight_.erase(id);
            snapshot_.finish(id, now, JobState::Completed);
            event(RmEvent::Kind::Ended, now, id, "no longer known to Slurm");
            notes_.push_back("job " + slurm_id +
                             " left Slurm's records while running (raise MinJobAge): charged until now");
        }
    }
    if (!first_read_done_) charge_recalled(seen, now);
    std::vector<SlurmJob> running;
    for (SlurmJob& s : *reading.jobs)
        if (s.running()) running.push_back(std::move(s));
    running_changed_ = running.size() != running_.size() ||
                       !std::equal(running.begin(), running.end(), running_.begin(),
                                   [](const SlurmJob& a, const SlurmJob& b) { return a.id == b.id; });
    running_ = std::move(running);
    news_ = outbox_.size() != before;
    std::erase_if(refusals_, [this](const auto& r) { return snapshot_.state(r.first) != JobState::Idle; });
    for (auto& [job, r] : refusals_)
        if (r.deferred && r.next_try <= now) {
            r.deferred = false;
            event(RmEvent::Kind::StartFailed, now, job);
        }
    if (reservations_dirty_ || !reservations_read_) sync_reservations(now);
    first_read_done_ = true;
    return true;
}

void SlurmResourceManager::charge_recalled(const std::unordered_set<std::string>& seen, Time now) {
    const LastRuns recalled = std::exchange(recalled_, {});
    for (const SlurmJob& s : recalled.jobs) {
        if (seen.count(s.id) != 0 || by_slurm_id_.count(s.id) != 0) continue;
        // Ended while outriggerd was down, and forgotten by Slurm (MinJobAge) before it came back:
        // charged from its start to the last moment it was known to run.
        const JobId id = snapshot_.add_job(job_from(s));
        by_slurm_id_[s.id] = id;
        snapshot_.enqueue(id);
        event(RmEvent::Kind::Submitted, now, id, s.name);
        const Time start = Time::from_seconds(s.start);
        book(id, start, allocation_from(s, snapshot_.job(id)));
        event(RmEvent::Kind::Started, start, id);
        const Time last = min(now, max(start, Time::from_seconds(recalled.seen_at)));
        snapshot_.finish(id, last, JobState::Completed);
        event(RmEvent::Kind::Ended, last, id, "no longer known to Slurm");
        notes_.push_back("job " + s.id +
                         " ran while outriggerd was stopped and left Slurm's records before it came back "
                         "(raise MinJobAge): charged from its start until it was last seen running");
    }
}

bool SlurmResourceManager::release_to_slurm(JobId job, const Allocation& allocation, Time now,
                                            std::string& why) {
    std::vector<std::string> nodes;
    nodes.reserve(allocation.size());
    std::string reservation;
    for (const NodeTasks& nt : allocation) {
        nodes.push_back(snapshot_.cluster().node(nt.node).name);
        // A job placed inside a mirrored reservation names it, or Slurm keeps it off those nodes.
        if (reservation.empty())
            for (const auto& r : snapshot_.reservations()) {
                if (!r.when.contains(now)) continue;
                const bool covers = std::any_of(r.blocks.begin(), r.blocks.end(),
                                                [&](const ReservedBlock& b) { return b.node == nt.node; });
                if (covers && mirrored_.count(mirror_name(r.name)) != 0) reservation = mirror_name(r.name);
            }
    }
    const SlurmReply reply = client_->start(snapshot_.job(job).name, nodes, reservation);
    if (!reply.ok) why = reply.error;
    return reply.ok;
}

bool SlurmResourceManager::deferred(JobId job, Time now) {
    const auto it = refusals_.find(job);
    if (it == refusals_.end() || now >= it->second.next_try) return false;
    it->second.deferred = true;
    return true;
}

void SlurmResourceManager::refused(JobId job, const std::string& why, Time now) {
    const auto [it, fresh] = refusals_.try_emplace(job, Refusal{why, now, options_.refused_retry});
    Refusal& r = it->second;
    if (fresh || r.why != why) {
        notes_.push_back("job " + snapshot_.job(job).name + ": Slurm refused the start: " + why +
                         " (tried again in " + std::to_string(options_.refused_retry.count()) +
                         " s, then less and less often)");
        r.why = why;
        r.wait = options_.refused_retry;
    } else {
        r.wait = std::min(r.wait + r.wait, options_.refused_retry_max);
    }
    r.next_try = now + r.wait;
    r.deferred = false;
    event(RmEvent::Kind::StartFailed, now, job, why);
}

void SlurmResourceManager::retry_refused_now(Time now) {
    for (auto& [job, r] : refusals_) r.next_try = min(r.next_try, now);
}

bool SlurmResourceManager::start(JobId job, const Allocation& allocation, Time now) {
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Idle)
        return false;
    if (deferred(job, now)) return false;
    std::string why;
    if (!release_to_slurm(job, allocation, now, why)) {
        refused(job, why, now);
        return true;
    }
    refusals_.erase(job);
    if (!snapshot_.start(job, now, allocation)) book(job, now, allocation);
    in_flight_[job] = now;
    return true;
}

bool SlurmResourceManager::start_placed(JobId job, const Allocation& allocation, Time now,
                                        std::span<const SpanId> spans) {
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Idle) {
        snapshot_.calendar().rem_spans(spans);
        return false;
    }
    if (deferred(job, now)) {
        snapshot_.calendar().rem_spans(spans);
        return false;
    }
    std::string why;
    if (!release_to_slurm(job, allocation, now, why)) {
        snapshot_.calendar().rem_spans(spans);
        refused(job, why, now);
        return true;
    }
    refusals_.erase(job);
    snapshot_.adopt_start(job, now, allocation, spans);
    in_flight_[job] = now;
    return true;
}

bool SlurmResourceManager::cancel(JobId job, Time now) {
    if (!job.valid() || job.value() >= snapshot_.job_count()) return false;
    const JobState state = snapshot_.state(job);
    if (state != JobState::Idle && state != JobState::Running) return false;
    const SlurmReply reply = client_->cancel(snapshot_.job(job).name);
    if (!reply.ok) {
        notes_.push_back("job " + snapshot_.job(job).name + ": " + reply.error);
        return false;
    }
    in_flight_.erase(job);
    if (state == JobState::Idle) {
        snapshot_.cancel_idle(job);
        event(RmEvent::Kind::Withdrawn, now, job, "cancelled");
    } else {
        snapshot_.finish(job, now, JobState::Cancelled);
        event(RmEvent::Kind::Ended, now, job, "cancelled");
    }
    return true;
}

bool SlurmResourceManager::requeue(JobId job, Time /*now*/) {
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Running)
        return false;
    if (const SlurmReply reply = client_->requeue(snapshot_.job(job).name); !reply.ok) {
        notes_.push_back("job " + snapshot_.job(job).name + ": cannot requeue it: " + reply.error);
        return false;
    }
    in_flight_.erase(job);
    snapshot_.requeue(job);
    return true;
}

bool SlurmResourceManager::set_hold(JobId job, Hold hold, bool on, Time now) {
    if (!job.valid() || job.value() >= snapshot_.job_count() || snapshot_.state(job) != JobState::Idle)
        return false;
    const auto bits = static_cast<int>(snapshot_.job(job).hold);
    const int changed = on ? (bits | static_cast<int>(hold)) : (bits & ~static_cast<int>(hold));
    snapshot_.set_hold(job, static_cast<Hold>(changed));
    event(RmEvent::Kind::HoldChanged, now, job);
    return true;
}

void SlurmResourceManager::set_node_state(NodeId node, NodeState state, Time now) {
    const std::string& name = snapshot_.cluster().node(node).name;
    const std::string_view word = state == NodeState::Up     ? "RESUME"
                                  : state == NodeState::Down ? "DOWN"
                                                             : "DRAIN";
    if (const SlurmReply reply = client_->set_node_state(name, word, "set by Outrigger"); !reply.ok) {
        notes_.push_back("node " + name + ": " + reply.error);
        return;
    }
    snapshot_.set_node_state(node, state);
    outbox_.push_back(RmEvent{RmEvent::Kind::NodeChanged, now, JobId::invalid(), node, false, {}});
}

void SlurmResourceManager::mirror_reservations(Time now) {
    reservations_dirty_ = true;
    sync_reservations(now);
}

void SlurmResourceManager::sync_reservations(Time now) {
    if (!reservations_read_) {
        // Mirrors left by an earlier run are this run's to update or delete.
        auto existing = client_->reservations();
        if (!existing.items) return;
        for (const SlurmReservation& r : *existing.items)
            if (r.name.rfind("outrigger.", 0) == 0) {
                ReservationRequest known;
                known.name = r.name;
                known.start = r.start;
                known.end = r.end;
                mirrored_[r.name] = known;
            }
        reservations_read_ = true;
    }
    std::map<std::string, ReservationRequest, std::less<>> wanted;
    const std::int64_t t = now.seconds();
    for (const auto& inst : snapshot_.reservations()) {
        if (inst.when.end <= now || inst.blocks.empty()) continue;
        ReservationRequest r;
        r.name = mirror_name(inst.name);
        // Slurm refuses a reservation that starts in the past: one under way starts now.
        r.start = std::max(inst.when.start.seconds(), t);
        r.end = inst.when.end.is_never() ? t + options_.unlimited_walltime.count() : inst.when.end.seconds();
        for (const ReservedBlock& b : inst.blocks) r.nodes.push_back(snapshot_.cluster().node(b.node).name);
        std::sort(r.nodes.begin(), r.nodes.end());
        r.nodes.erase(std::unique(r.nodes.begin(), r.nodes.end()), r.nodes.end());
        if (access_) {
            MirrorAccess a = access_(inst.name);
            r.users = std::move(a.users);
            r.accounts = std::move(a.accounts);
        }
        wanted[r.name] = std::move(r);
    }
    bool failed = false;
    for (auto it = mirrored_.begin(); it != mirrored_.end();) {
        if (wanted.count(it->first) != 0 || it->second.end <= t) {
            ++it;
            continue;
        }
        if (const SlurmReply reply = client_->delete_reservation(it->first); !reply.ok) {
            notes_.push_back("reservation " + it->first + ": " + reply.error);
            failed = true;
            ++it;
            continue;
        }
        it = mirrored_.erase(it);
        retry_refused_now(now);
    }
    for (auto& [name, r] : wanted) {
        const auto have = mirrored_.find(name);
        if (have != mirrored_.end() && have->second.nodes == r.nodes && have->second.end == r.end &&
            have->second.users == r.users && have->second.accounts == r.accounts)
            continue;
        // A known mirror keeps its start (it may be under way); the rest is brought up to date.
        ReservationRequest change = r;
        if (have != mirrored_.end() && have->second.start <= t) change.start = have->second.start;
        SlurmReply reply =
            have != mirrored_.end() ? client_->update_reservation(change) : client_->create_reservation(r);
        if (!reply.ok && have == mirrored_.end() && reply.error.find("already exists") != std::string::npos)
            reply = client_->update_reservation(r);
        if (!reply.ok) {
            notes_.push_back("reservation " + name + ": Slurm refused the mirror: " + reply.error);
            failed = true;
            continue;
        }
        mirrored_[name] = change;
        retry_refused_now(now);
    }
    reservations_dirty_ = failed;
}

void SlurmResourceManager::poll(Time /*now*/, std::vector<RmEvent>& events) {
    for (auto& e : outbox_) events.push_back(std::move(e));
    outbox_.clear();
}

}  // namespace outrigger::slurm
