#include "engine/impact_plan.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <future>
#include <map>
#include <span>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/engine.hpp"
#include "engine/schema.hpp"
#include "plan/availability.hpp"
#include "plan/earliest_start_memo.hpp"
#include "plan/node_allocation.hpp"
#include "plan/placement.hpp"
#include "reservation/reservation_book.hpp"
#include "schedule/reports.hpp"
#include "stack/policy_stack.hpp"
#include "stack/reservation_access.hpp"

namespace outrigger {

namespace {

constexpr const char* kChangeSchema = "outrigger.tentative-change";

struct PlannedJob {
    std::optional<Time> start;
    std::int64_t nodes = 0;
};

// What one plan reads besides its calendar: the jobs in order, who may use which reservation.
struct PlanInputs {
    const Snapshot& snapshot;
    std::span<const JobId> order;
    const std::vector<std::uint8_t>& plannable;  // by position in `order`
    Time now;
    const NodeAllocator& allocator;
};

// Whether a job may use any reservation in `reservations` over a span starting now: only then does
// its placement need the gate (without one, every reservation is capacity in use, the fast path).
bool needs_gate(const AccessOracle& oracle, std::span<const ReservationId> reservations, const Job& job,
                Time now) {
    const Interval span{now, now + job.walltime};
    return std::any_of(reservations.begin(), reservations.end(), [&](ReservationId r) {
        return oracle.span_dependent(r) || oracle.admit(r, job, span) != Admission::Denied;
    });
}

// The calendar a plan works on: a copy of the engine's with the reservation instances laid again
// so that none counts processors a running job holds. The engine forces a host-list reservation
// over whatever runs there, and its calendar then counts those processors twice, which leaves its
// aggregate useless as a bound on what is free (every release instant would cost a walk over the
// nodes). Here each instance holds, until a running job's walltime limit, only what that job
// leaves free: what every node offers any job is the same, and the aggregate stays exact.
// Reservations that overlap one another are still stacked (their ACLs AND); what that and the
// jobs placed inside reservations add to the aggregate is the slack below.
class PlanCalendar {
  public:
    PlanCalendar(const Snapshot& snap, std::span<const Reservation> reservations, Time now)
        : snap_(&snap), cal_(snap.calendar()), now_(now), running_on_(snap.cluster().nodes().size()) {
        for (const RunningJob& r : snap.running_jobs())
            for (const NodeTasks& t : r.allocation)
                running_on_[t.node.value()].push_back(
                    {r.limit_end, t.tasks * snap.job(r.job).request.per_task.procs});
        for (const auto& inst : snap.reservations())
            for (SpanId id : inst.spans) cal_.rem_span(id);
        for (const Reservation& r : reservations) add(r);
    }
    [[nodiscard]] Availability& calendar() { return cal_; }
    [[nodiscard]] const Availability& calendar() const { return cal_; }

    void add(const Reservation& r) {
        auto& ids = spans_[r.id.value()];
        std::vector<Time> cuts;
        for (const NodeHold& h : r.allocation) {
            const auto& runs = running_on_[h.node.value()];
            cuts.assign({r.span.start, r.span.end});
            for (const auto& run : runs)
                if (r.span.start < run.until && run.until < r.span.end) cuts.push_back(run.until);
            std::sort(cuts.begin(), cuts.end());
            cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
            const std::int64_t capacity = snap_->cluster().node(h.node).capacity.procs;
            for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
                std::int64_t busy = 0;
                for (const auto& run : runs)
                    if (cuts[i] < run.until) busy += run.procs;
                Resources amount = h.held;
                amount.procs = std::min(h.held.procs, std::max<std::int64_t>(0, capacity - busy));
                if (amount.is_zero()) continue;
                if (auto id = cal_.add_span(h.node, Interval{cuts[i], cuts[i + 1]}, amount,
                                            SpanOwner::of_reservation(r.id), Commit::Forced))
                    ids.push_back(*id);
            }
        }
    }
    void remove(ReservationId id) {
        const auto it = spans_.find(id.value());
        if (it == spans_.end()) return;
        for (SpanId s : it->second) cal_.rem_span(s);
        spans_.erase(it);
    }

    // What the aggregate may count as used beyond what is: reservations stacked on one another,
    // and (`inside`: some job a reservation admits is or may be placed) the processors of the
    // reservations that admit jobs.
    struct Slack {
        std::int64_t stacked = 0;
        std::int64_t admitting = 0;
        [[nodiscard]] std::int64_t of(bool inside) const { return stacked + (inside ? admitting : 0); }
    };
    [[nodiscard]] Slack slack(std::span<const Reservation> reservations) const {
        Slack s;
        for (const Reservation& r : reservations) {
            if (!(now_ < r.span.end)) continue;
            if (!r.is_system()) s.admitting += r.procs_held();
            for (const Reservation& other : reservations)
                if (&other != &r && other.span.overlaps(r.span))
                    for (const NodeHold& h : r.allocation) s.stacked += other.held_on(h.node).procs;
        }
        return s;
    }

  private:
    struct Run {
        Time until;
        std::int64_t procs = 0;
    };
    const Snapshot* snap_;
    Availability cal_;
    Time now_;
    std::vector<std::vector<Run>> running_on_;  // by NodeId
    std::map<ReservationId::Rep, std::vector<SpanId>> spans_;
};

// The conservative plan on `cal`, which it fills with the jobs' spans (the caller's copy).
std::vector<PlannedJob> conservative_plan(Availability& cal, const PlanInputs& in, const AccessOracle* oracle,
                                          std::span<const ReservationId> reservations,
                                          PlanCalendar::Slack slack) {
    const Snapshot& snap = in.snapshot;
    std::vector<PlannedJob> out(in.order.size());
    std::vector<std::optional<Time>> end_of(snap.job_count());  // planned or limit ends, by JobId
    for (const RunningJob& r : snap.running_jobs()) end_of[r.job.value()] = r.limit_end;
    PlacementScratch scratch;
    EarliestStartMemo memo;
    memo.hints().walk_descending(in.allocator.policy() == NodeAllocationPolicy::LastAvailable);
    std::vector<SpanId> spans;
    std::optional<JobReservationGate> gate;
    const bool reserved = cal.has_reservation_spans();
    bool inside = false;  // a job a reservation admits has been placed: it may sit on reserved processors
    cal.set_present(in.now);
    for (std::size_t pos = 0; pos < in.order.size(); ++pos) {
        if (in.plannable[pos] == 0) continue;
        const Job& job = snap.job(in.order[pos]);
        Time after = in.now;
        bool waits_on_unplanned = false;
        for (JobId dep : job.depends_on) {
            if (!dep.valid() || dep.value() >= snap.job_count()) continue;
            const JobState s = snap.state(dep);
            if (s == JobState::Completed) continue;
            if (!end_of[dep.value()]) {
                waits_on_unplanned = true;
                break;
            }
            after = max(after, *end_of[dep.value()]);
        }
        if (waits_on_unplanned || after.is_never()) continue;
        FitRequest fit = FitRequest::for_job(job);
        gate.reset();
        if (oracle != nullptr && reserved && needs_gate(*oracle, reservations, job, in.now)) {
            gate.emplace(*oracle, job);
            fit.gate = &*gate;
        }
        fit.bound_slack = slack.of(inside || fit.gate != nullptr);
        // Most candidate instants fail: fits_at answers them without choosing nodes, and the
        // nodes are chosen once, at the start found (placement succeeds exactly where fits_at
        // does, as the scheduler's own search relies on). The calendar only grows during the
        // plan, so the starts found so far bound the later searches (plan/earliest_start_memo.hpp).
        const std::optional<Time> start = memo.earliest_start(cal, fit, after);
        if (!start) continue;
        const Interval when{*start, *start + job.walltime};
        const std::optional<Allocation> alloc =
            place(cal, fit, when, Interval{in.now, *start == in.now ? Time::never() : when.end}, in.allocator,
                  scratch, &memo.hints());
        if (!alloc) continue;
        // Placed with the gate, or on the calendar as it stands.
        const Commit commit = fit.gate != nullptr ? Commit::Forced : Commit::Placed;
        spans.clear();
        if (!commit_allocation(cal, *alloc, job.request, when, SpanOwner::of_job(job.id, job.creds.user()),
                               spans, commit))
            continue;
        memo.added(cal);
        inside = inside || fit.gate != nullptr;
        out[pos] = PlannedJob{start, static_cast<std::int64_t>(alloc->size())};
        end_of[job.id.value()] = when.end;
    }
    return out;
}

std::vector<std::string> access_words(const Reservation& r) {
    std::vector<std::string> out;
    for (const AclEntry& e : r.acl) {
        std::string kw(acl_type_keyword(e.type));
        // USERLIST -> USER, as setres and showres -v speak of them.
        if (kw.size() > 4 && kw.substr(kw.size() - 4) == "LIST") kw.resize(kw.size() - 4);
        out.push_back(kw + "==" + acl_entry_text(e));
    }
    return out;
}

PlannedReservation planned(const Reservation& r, const Cluster& cluster) {
    PlannedReservation p;
    p.name = r.name;
    p.kind = std::string(reservation_kind_name(r.kind));
    p.start = r.span.start;
    p.end = r.span.end;
    p.nodes = static_cast<std::int64_t>(r.nodes_held());
    p.procs = r.procs_held();
    for (const NodeHold& h : r.allocation) p.hosts.push_back(cluster.node(h.node).name);
    p.access = access_words(r);
    return p;
}

std::string diagnostics_text(const std::vector<Diagnostic>& ds) {
    std::string out;
    for (const Diagnostic& d : ds) {
        if (d.severity != Diagnostic::Severity::Error) continue;
        if (!out.empty()) out += "; ";
        out += format_diagnostic(d);
    }
    return out;
}

// The book with the standing reservations of `config_text` in place of the current ones.
// Instances of unchanged SRCFG lines stay; the rest leave `cal`, and the new lines roll at now.
struct StandingSwap {
    std::optional<ReservationBook> book;
    std::vector<ReservationId> created;
    std::vector<ChangeFailure> failures;
    std::string error;
};

StandingSwap swap_standing(const ReservationBook& old, const std::string& config_text, const Cluster& cluster,
                           NodeAllocationPolicy allocation, PlanCalendar& cal, Time now) {
    StandingSwap out;
    const TypedConfig typed = build_config(ConfigDocument::parse(config_text, "standing_config"));
    for (const Diagnostic& d : typed.diagnostics)
        if (d.severity == Diagnostic::Severity::Error) {
            out.error = format_diagnostic(d);
            return out;
        }
    ReservationBook fresh(typed.config.standing_reservations, cluster, old.calendar(), allocation);
    for (const Diagnostic& d : fresh.diagnostics())
        if (d.severity == Diagnostic::Severity::Error)
            out.failures.push_back(ChangeFailure{"standing_config", format_diagnostic(d)});
    const auto old_entries = old.standing_configs();
    const auto new_entries = fresh.standing_configs();
    const ReservationBook::State was = old.save_state();
    ReservationBook::State next;
    next.next_id = was.next_id;
    next.next_instance.assign(new_entries.size(), 0);
    for (std::size_t i = 0; i < was.reservations.size(); ++i) {
        std::optional<std::size_t> entry;
        if (const auto k = was.standing[i]) {
            for (std::size_t n = 0; n < new_entries.size(); ++n)
                if (*new_entries[n] == *old_entries[*k]) entry = n;
            if (!entry) {
                cal.remove(was.reservations[i].id);
                continue;
            }
            next.next_instance[*entry] = was.next_instance[*k];
        }
        next.reservations.push_back(was.reservations[i]);
        next.standing.push_back(entry);
        next.period_start.push_back(was.period_start[i]);
        next.passed_over.push_back(was.passed_over[i]);
    }
    if (!fresh.load_state(std::move(next))) {
        out.error = "the standing reservations do not carry over";
        return out;
    }
    const CalendarCapacity view(cluster, cal.calendar());
    const RollReport rolled = fresh.roll(now, view);
    for (ReservationId id : rolled.created)
        if (const Reservation* r = fresh.find(id)) cal.add(*r);
    for (const PartialInstance& p : rolled.partial)
        out.failures.push_back(ChangeFailure{
            "SRCFG[" + p.name + "]",
            fmt::format("only {} of {} tasks could be placed (nodes passed over: {} not up, {} "
                        "without the features, {} in another partition, {} without room)",
                        p.tasks_held, p.tasks_wanted, p.passed_over.not_up, p.passed_over.missing_features,
                        p.passed_over.other_partition, p.passed_over.no_room)});
    out.created = rolled.created;
    out.book.emplace(std::move(fresh));
    return out;
}

// Running jobs whose walltime limit passes the start of `r` on one of its nodes.
void note_overlaps(const Reservation& r, const Snapshot& snap, const Cluster& cluster,
                   std::vector<RunningOverlap>& out) {
    for (const RunningJob& run : snap.running_jobs()) {
        if (!(run.limit_end > r.span.start) || !(run.start < r.span.end)) continue;
        RunningOverlap o{snap.job(run.job).name, r.name, run.limit_end, r.span.start, {}};
        for (const NodeTasks& t : run.allocation)
            if (r.covers(t.node)) o.hosts.push_back(cluster.node(t.node).name);
        if (!o.hosts.empty()) out.push_back(std::move(o));
    }
}

// Each job's two planned starts into the report, with the totals over them.
void compare(const Snapshot& snap, std::span<const JobId> order, const std::vector<std::uint8_t>& plannable,
             const std::vector<PlannedJob>& before, const std::vector<PlannedJob>& after,
             ImpactReport& report) {
    const Names& names = snap.cluster().names();
    for (std::size_t pos = 0; pos < order.size(); ++pos) {
        const Job& job = snap.job(order[pos]);
        if (plannable[pos] == 0) {
            report.not_planned.push_back(job.name);
            continue;
        }
        JobImpact j;
        j.job = job.name;
        j.user = cred_name(names, CredKind::User, job.creds.user());
        j.account = cred_name(names, CredKind::Account, job.creds.account());
        j.procs = job.procs();
        j.walltime = job.walltime;
        j.before = before[pos].start;
        j.after = after[pos].start;
        j.nodes_before = before[pos].nodes;
        j.nodes_after = after[pos].nodes;
        if (j.delayed()) {
            if (!j.after) {
                ++report.never_after;
            } else {
                report.delayed.add(j.delay());
                report.delayed_by_user[j.user].add(j.delay());
                report.delayed_by_account[j.account].add(j.delay());
            }
        }
        if (j.advanced()) ++report.advanced;
        if (j.before && j.after && *j.before != *j.after) {
            const Duration shift = *j.after > *j.before ? *j.after - *j.before : *j.before - *j.after;
            report.node_hours_moved += static_cast<double>(std::max(j.nodes_before, j.nodes_after)) *
                                       static_cast<double>(shift.count()) / 3600.0;
        }
        report.jobs.push_back(std::move(j));
    }
}

}  // namespace

ImpactResult plan_impact(Engine& engine, const TentativeChange& change) {
    const Snapshot& snap = engine.snapshot();
    const Cluster& cluster = engine.cluster();
    const Names& names = cluster.names();
    const Time now = engine.report_time();
    const Scheduler& scheduler = engine.scheduler();
    const PolicyStack* stack = engine.policy().stack();
    if (!change.empty() && stack == nullptr)
        return {std::nullopt,
                "a tentative change of reservations needs the policy stack: run with a configuration"};

    const std::vector<JobId> order = scheduler.priority_order(snap, engine.state(), now);
    std::vector<std::uint8_t> plannable(order.size(), 1);
    ImpactReport report;
    report.now = now;
    for (std::size_t pos = 0; pos < order.size(); ++pos) {
        const Job& job = snap.job(order[pos]);
        if (any(job.hold) || snap.held_refusal(job.id) != nullptr) plannable[pos] = 0;
    }
    const auto allocator = make_node_allocator(scheduler.policy().allocation);
    const PlanInputs in{snap, order, plannable, now, *allocator};

    std::vector<ReservationId> ids_before;
    for (const auto& inst : snap.reservations()) ids_before.push_back(inst.id);
    const std::span<const Reservation> book_before =
        stack != nullptr ? stack->book().reservations() : std::span<const Reservation>{};
    // The plan without the change reads only what neither this thread nor the plan with it
    // writes (the snapshot, the book, the engine's access oracle, which the change's plan does not
    // use), so the two run side by side. Withdrawing the scheduler's layer from the calendar is the
    // one write a read of it may make: done here, before the two threads read it.
    (void)snap.calendar();
    const auto plan_before = [&] {
        PlanCalendar cal_before(snap, book_before, now);
        return conservative_plan(cal_before.calendar(), in, snap.access_oracle(), ids_before,
                                 cal_before.slack(book_before));
    };
    // Without a change both plans are the same one.
    if (change.empty()) {
        const std::vector<PlannedJob> plan = plan_before();
        compare(snap, order, plannable, plan, plan, report);
        return {std::move(report), {}};
    }
    std::future<std::vector<PlannedJob>> before = std::async(std::launch::async, plan_before);

    // The change, on a copy of the calendar and of the reservation book.
    PlanCalendar cal(snap, book_before, now);
    std::optional<ReservationBook> book;
    std::vector<ReservationId> made;  // reservations the change makes
    if (stack != nullptr) book.emplace(stack->book());
    for (std::size_t i = 0; i < change.release.size(); ++i) {
        const std::string& name = change.release[i];
        const std::string what = fmt::format("release[{}] {}", i, name);
        const Reservation* r = book->find(name);
        if (r == nullptr) {
            report.failures.push_back(ChangeFailure{what, "no reservation named " + name});
            continue;
        }
        const ReservationId id = r->id;
        if (auto refused = book->release(id)) {
            report.failures.push_back(ChangeFailure{what, refused->message});
            continue;
        }
        cal.remove(id);
        report.released.push_back(name);
    }
    if (change.standing_config) {
        StandingSwap swapped =
            swap_standing(*book, *change.standing_config, cluster, scheduler.policy().allocation, cal, now);
        if (!swapped.error.empty()) return {std::nullopt, "standing_config: " + swapped.error};
        report.failures.insert(report.failures.end(), swapped.failures.begin(), swapped.failures.end());
        book = std::move(swapped.book);
        made.insert(made.end(), swapped.created.begin(), swapped.created.end());
    }
    for (std::size_t i = 0; i < change.add.size(); ++i) {
        const std::vector<std::string_view> words(change.add[i].begin(), change.add[i].end());
        const std::string what = fmt::format("add[{}]", i);
        const SetresParse parsed = parse_setres_arguments(words);
        if (!parsed.ok()) {
            report.failures.push_back(ChangeFailure{what, diagnostics_text(parsed.diagnostics)});
            continue;
        }
        const CalendarCapacity view(cluster, cal.calendar());
        const SetresResult placed = book->setres(parsed.request, now, cluster, view);
        if (!placed.id) {
            report.failures.push_back(ChangeFailure{what, diagnostics_text(placed.diagnostics)});
            continue;
        }
        cal.add(*book->find(*placed.id));
        made.push_back(*placed.id);
    }
    std::optional<BookAccessOracle> oracle;
    std::vector<ReservationId> ids_after;
    if (book) {
        oracle.emplace(*book, names);
        oracle->reindex();
        for (const Reservation& r : book->reservations()) ids_after.push_back(r.id);
        for (ReservationId id : made) {
            const Reservation& r = *book->find(id);
            report.reservations.push_back(planned(r, cluster));
            note_overlaps(r, snap, cluster, report.overlaps);
        }
    }
    const std::vector<PlannedJob> after = conservative_plan(
        cal.calendar(), in, oracle ? &*oracle : snap.access_oracle(), book ? ids_after : ids_before,
        cal.slack(book ? book->reservations() : book_before));

    compare(snap, order, plannable, before.get(), after, report);
    return {std::move(report), {}};
}

nlohmann::json to_json(const TentativeChange& change) {
    nlohmann::json j = {{"schema", schema_tag(kChangeSchema, TentativeChange::kSchema)},
                        {"release", change.release},
                        {"add", change.add}};
    if (change.standing_config) j["standing_config"] = *change.standing_config;
    return j;
}

std::optional<TentativeChange> tentative_change_from_json(const nlohmann::json& j, std::string& error) {
    if (!check_schema(j, kChangeSchema, TentativeChange::kSchema, error)) return std::nullopt;
    TentativeChange out;
    const auto strings = [&error](const nlohmann::json& v, const std::string& field,
                                  std::vector<std::string>& to) {
        if (!v.is_array()) {
            error = field + ": expected an array of strings";
            return false;
        }
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (!v[i].is_string()) {
                error = fmt::format("{}[{}]: expected a string", field, i);
                return false;
            }
            to.push_back(v[i].get<std::string>());
        }
        return true;
    };
    if (j.contains("release") && !strings(j["release"], "release", out.release)) return std::nullopt;
    if (j.contains("add")) {
        const nlohmann::json& add = j["add"];
        if (!add.is_array()) {
            error = "add: expected an array of setres argument lists";
            return std::nullopt;
        }
        for (std::size_t i = 0; i < add.size(); ++i) {
            std::vector<std::string> words;
            if (!strings(add[i], fmt::format("add[{}]", i), words)) return std::nullopt;
            if (words.empty()) {
                error = fmt::format("add[{}]: setres needs a host expression or TASKS==N", i);
                return std::nullopt;
            }
            out.add.push_back(std::move(words));
        }
    }
    if (j.contains("standing_config")) {
        if (!j["standing_config"].is_string()) {
            error = "standing_config: expected the text of a maui.cfg";
            return std::nullopt;
        }
        out.standing_config = j["standing_config"].get<std::string>();
    }
    return out;
}

}  // namespace outrigger
