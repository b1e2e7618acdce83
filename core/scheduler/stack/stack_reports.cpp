#include "stack/stack_reports.hpp"

#include <fmt/format.h>

#include "policy/fairshare/diagnose_f.hpp"
#include "policy/fairshare/metric.hpp"
#include "policy/fairshare/report_projection.hpp"
#include "policy/priority/diagnose_p.hpp"
#include "policy/throttle/reason_text.hpp"
#include "reservation/showres.hpp"
#include "stack/policy_filters.hpp"

namespace outrigger {

namespace {

DiagnosePriorityReport diagnose_p_report(const PolicyStack& stack, const ReportContext& ctx) {
    std::vector<PriorityExplanation> explanations;
    std::vector<std::string> names;
    for (JobId id : ctx.scheduler.priority_order(ctx.snapshot, ctx.state, ctx.now)) {
        const Job& job = ctx.snapshot.job(id);
        explanations.push_back(stack.priority().explain(job, priority_inputs(job, &ctx.state, ctx.now)));
        names.push_back(job.name);
    }
    return build_diagnose_p(stack.priority().engine().weights(), explanations, names);
}

FsReport fs_report(const PolicyStack& stack, Time now, const Job* job) {
    const Config& c = stack.config();
    const Cluster& cluster = stack.cluster();
    const Names& names = cluster.names();
    const FairshareSnapshot fresh =
        FairshareSnapshot::build(c.fairshare, stack.ledger().windows(), c.credentials, names);
    FsReport r = build_fs_report(c.fairshare, stack.ledger(), fresh, names);
    r.now = now;
    if (job != nullptr) {
        // The rate the accountant charges it at (PE against its partition, else the machine).
        const Resources& basis =
            job->partition.valid() && job->partition.value() < cluster.partitions().size()
                ? cluster.partition(job->partition).total
                : cluster.total();
        FsJobCharge charge;
        charge.job = job->name;
        charge.charge =
            fs_usage_rate(c.fairshare.policy, *job, basis) * static_cast<double>(job->walltime.count());
        for (const CredKind k : kAllCredKinds)
            if (const CredId id = job->creds[k]; id.valid()) charge.creds.emplace_back(k, names.name(k, id));
        r.job = std::move(charge);
    }
    project_fs_report(r);
    return r;
}

bool is_throttle_reason(ReasonCode c) {
    return c == ReasonCode::IdleLimit || c == ReasonCode::ActiveLimit || c == ReasonCode::SystemJobLimit;
}

Interval job_span(const ReportContext& ctx, const Job& job) {
    if (const RunningJob* r = ctx.snapshot.running(job.id)) return Interval{r->start, r->limit_end};
    if (const JobReservation* r = ctx.state.reservation_of(job.id)) return r->when;
    return Interval{ctx.now, ctx.now + job.walltime};
}

}  // namespace

std::string diagnose_p_text(const PolicyStack& stack, const ReportContext& ctx) {
    return render_diagnose_p(diagnose_p_report(stack, ctx));
}
nlohmann::json diagnose_p_json(const PolicyStack& stack, const ReportContext& ctx) {
    return outrigger::diagnose_p_json(diagnose_p_report(stack, ctx));
}
std::string diagnose_f_text(const PolicyStack& stack, Time now, const Job* job) {
    return render_fs_report(fs_report(stack, now, job));
}
nlohmann::json diagnose_f_json(const PolicyStack& stack, Time now, const Job* job) {
    return fs_report_json(fs_report(stack, now, job));
}

std::vector<Reservation> all_reservations(const PolicyStack& stack, const ReportContext& ctx) {
    const auto book = stack.book().reservations();
    std::vector<Reservation> out(book.begin(), book.end());
    for (const JobReservation& jr : ctx.state.reservations) {
        const Job& job = ctx.snapshot.job(jr.job);
        Reservation r;
        r.kind = ReservationKind::Job;
        r.name = job.name;
        r.job = jr.job;
        r.span = jr.when;
        r.task = job.request.per_task;
        r.task_count = job.request.tasks;
        r.acl.push_back(
            AclEntry{AclType::JobAttr, job.name, Duration::zero(), false, false, Affinity::Neutral});
        for (const NodeTasks& nt : jr.allocation)
            r.allocation.push_back(NodeHold{nt.node, job.request.per_task * nt.tasks, nt.tasks});
        out.push_back(std::move(r));
    }
    return out;
}

std::string stack_showres_text(const PolicyStack& stack, const ReportContext& ctx) {
    return showres_text(all_reservations(stack, ctx), ctx.now, ctx.calendar);
}
nlohmann::json stack_showres_json(const PolicyStack& stack, const ReportContext& ctx) {
    return showres_json(all_reservations(stack, ctx), ctx.now, ctx.calendar);
}

std::vector<std::string> reason_lines(const std::vector<Reason>& reasons, const Names& names,
                                      const LocalCalendar* calendar) {
    std::vector<std::string> out;
    for (const Reason& r : reasons)
        out.push_back(is_throttle_reason(r.code) ? throttle_reason_text(r, names)
                                                 : reason_text(r, names, calendar));
    return out;
}

nlohmann::json priority_explanation_json(const PriorityExplanation& e) {
    nlohmann::json comps = nlohmann::json::array();
    for (const ComponentExplanation& c : e.components) {
        if (c.weight == 0) continue;
        nlohmann::json subs = nlohmann::json::array();
        for (const SubcomponentExplanation& s : e.subs) {
            if (priority_sub_info(s.sub).component != c.component || s.weight == 0) continue;
            subs.push_back({{"sub", priority_sub_info(s.sub).label},
                            {"weight", s.weight},
                            {"raw", s.raw},
                            {"weighted", s.weighted},
                            {"contribution", s.contribution},
                            {"percent", s.percent}});
        }
        comps.push_back({{"component", priority_component_info(c.component).label},
                         {"weight", c.weight},
                         {"raw", c.raw},
                         {"contribution", c.contribution},
                         {"percent", c.percent},
                         {"subs", subs}});
    }
    return {{"schema", "outrigger.priority/1"}, {"value", e.final.value},   {"computed", e.computed},
            {"floored", e.final.floored},       {"system", e.final.system}, {"components", comps}};
}

std::string priority_explanation_text(const PriorityExplanation& e) {
    std::string out =
        fmt::format("Priority: {:.2f}  (computed {:.2f}{}{})\n", e.final.value, e.computed,
                    e.final.floored ? ", raised to 1" : "", e.final.system ? ", system priority" : "");
    for (const ComponentExplanation& c : e.components) {
        if (c.weight == 0) continue;
        std::string subs;
        for (const SubcomponentExplanation& s : e.subs) {
            if (priority_sub_info(s.sub).component != c.component || s.weight == 0) continue;
            subs += fmt::format("  {}={:.2f}x{:g}", priority_sub_info(s.sub).label, s.raw, s.weight);
        }
        out += fmt::format("  {:<5} {:>12.2f} ({:5.1f}%){}\n", priority_component_info(c.component).label,
                           c.contribution, c.percent, subs);
    }
    return out;
}

std::optional<nlohmann::json> stack_checkjob_json(const PolicyStack& stack, const ReportContext& ctx,
                                                  JobId id) {
    auto j = checkjob_json(ctx, id);
    if (!j) return std::nullopt;
    const Job& job = ctx.snapshot.job(id);
    const Names& names = ctx.snapshot.cluster().names();
    (*j)["priority"] =
        priority_explanation_json(stack.priority().explain(job, priority_inputs(job, &ctx.state, ctx.now)));
    (*j)["reason_text"] = reason_lines(job_reasons(ctx, id), names, &ctx.calendar);
    const auto book = stack.book().reservations();
    (*j)["reservation_access"] =
        checkjob_reservations_json(checkjob_reservations(job, job_span(ctx, job), book, names));
    return j;
}

std::optional<std::string> stack_checkjob_text(const PolicyStack& stack, const ReportContext& ctx, JobId id) {
    auto base = checkjob_text(ctx, id);
    if (!base) return std::nullopt;
    const Job& job = ctx.snapshot.job(id);
    const Names& names = ctx.snapshot.cluster().names();
    // The loop's lines, without its generic reason lines: they are given again below in the
    // throttle's words where that applies.
    std::string out;
    std::size_t pos = 0;
    while (pos < base->size()) {
        const std::size_t nl = base->find('\n', pos);
        const std::size_t end = nl == std::string::npos ? base->size() : nl + 1;
        const std::string_view line(base->data() + pos, end - pos);
        if (line.rfind("job cannot run: ", 0) != 0) out.append(line);
        pos = end;
    }
    for (const std::string& l : reason_lines(job_reasons(ctx, id), names, &ctx.calendar))
        out += fmt::format("job cannot run: {}\n", l);
    out += "\n";
    out +=
        priority_explanation_text(stack.priority().explain(job, priority_inputs(job, &ctx.state, ctx.now)));
    const auto book = stack.book().reservations();
    const CheckjobReservations access = checkjob_reservations(job, job_span(ctx, job), book, names);
    if (!access.admitted.empty() || !access.refused.empty()) out += "\n" + checkjob_reservations_text(access);
    return out;
}

}  // namespace outrigger
