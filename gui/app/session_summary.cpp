#include "gui/app/session_summary.hpp"

#include <QStringList>
#include <algorithm>

#include "model/time_text.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::gui {

namespace {

QString component_words(PriorityComponent c) {
    switch (c) {
        case PriorityComponent::Cred:
            return SessionSummary::tr("credentials (user, group, account, QOS and class priorities)");
        case PriorityComponent::Fs:
            return SessionSummary::tr("fairshare (recent use against each one's target)");
        case PriorityComponent::Res:
            return SessionSummary::tr("the resources requested");
        case PriorityComponent::Serv:
            return SessionSummary::tr("time waited and expansion factor");
        case PriorityComponent::Targ:
            return SessionSummary::tr("service targets");
        case PriorityComponent::Usage:
            return SessionSummary::tr("resources used while running");
    }
    return {};
}

QString backfill_words(BackfillPolicy p) {
    switch (p) {
        case BackfillPolicy::FirstFit:
            return SessionSummary::tr("first fit");
        case BackfillPolicy::BestFit:
            return SessionSummary::tr("best fit");
        case BackfillPolicy::Greedy:
            return SessionSummary::tr("greedy");
        case BackfillPolicy::None:
            break;
    }
    return {};
}

QString list_words(const QStringList& items) {
    if (items.size() < 2) return items.join(QString());
    return SessionSummary::tr("%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.back());
}

std::int64_t limit_count(const CredentialSettings& c) {
    std::int64_t n = static_cast<std::int64_t>(c.system.limits.size());
    for (const auto& kind : c.by_kind)
        for (const auto& [name, cfg] : kind) n += static_cast<std::int64_t>(cfg.limits.size());
    return n;
}

}  // namespace

SessionFacts session_facts(const RunInputs& in) {
    SessionFacts f;
    f.nodes = static_cast<std::int64_t>(in.cluster.nodes().size());
    f.procs = in.cluster.total_procs();
    for (const Partition& p : in.cluster.partitions()) {
        const auto nodes = std::count_if(in.cluster.nodes().begin(), in.cluster.nodes().end(),
                                         [&p](const Node& n) { return n.partition == p.id; });
        if (nodes > 0) f.partitions.emplace_back(p.name, nodes);
    }
    f.workload = in.description;
    f.jobs = static_cast<std::int64_t>(in.jobs.size());
    if (!in.jobs.empty()) {
        const auto [first, last] = std::minmax_element(
            in.jobs.begin(), in.jobs.end(), [](const Job& a, const Job& b) { return a.submit < b.submit; });
        f.first_submit = in.calendar.format(first->submit);
        f.last_submit = in.calendar.format(last->submit);
    }
    const PrioritySettings& p = in.config.priority;
    for (std::size_t i = 0; i < kPriorityComponents; ++i)
        if (p.component_weight[i] > 0) f.ranked_by.push_back(static_cast<PriorityComponent>(i));
    // A component counts only when one of its subcomponents has a weight too.
    std::erase_if(f.ranked_by, [&p](PriorityComponent c) {
        for (std::size_t s = 0; s < kPrioritySubs; ++s)
            if (priority_sub_info(static_cast<PrioritySub>(s)).component == c && p.sub_weight[s] != 0)
                return false;
        return true;
    });
    std::stable_sort(f.ranked_by.begin(), f.ranked_by.end(),
                     [&p](PriorityComponent a, PriorityComponent b) { return p.weight(a) > p.weight(b); });
    f.backfill = in.config.scheduling.backfill;
    if (in.config.scheduling.reservation_policy != ReservationPolicy::Never)
        for (const auto& [index, group] : in.config.scheduling.depth_groups)
            f.reservation_depth += group.depth;
    f.fairshare = in.config.fairshare.policy;
    f.fairshare_windows = in.config.fairshare.depth;
    f.fairshare_interval = in.config.fairshare.interval;
    f.limits = limit_count(in.config.credentials);
    for (const StandingReservationConfig& s : in.config.standing_reservations) f.standing.push_back(s.name);
    return f;
}

QString SessionSummary::describe(const SessionFacts& f) {
    QStringList partitions;
    for (const auto& [name, nodes] : f.partitions)
        partitions << tr("%1 (%L2 nodes)").arg(QString::fromStdString(name)).arg(nodes);
    const QString cluster = tr("<b>The cluster</b>: %L1 nodes with %L2 processors; partitions %3.")
                                .arg(f.nodes)
                                .arg(f.procs)
                                .arg(list_words(partitions).toHtmlEscaped());

    QStringList ranked;
    for (PriorityComponent c : f.ranked_by) ranked << component_words(c);
    QStringList policy;
    policy << (ranked.isEmpty() ? tr("Waiting jobs are taken in the order they came.")
                                : tr("Waiting jobs are ranked by %1.").arg(list_words(ranked)));
    if (f.reservation_depth == 1)
        policy << tr("The first of them holds a reservation of nodes for when it can start.");
    else if (f.reservation_depth > 1)
        policy << tr("The first %L1 of them hold a reservation of nodes for when they can start.")
                      .arg(f.reservation_depth);
    policy << (f.backfill == BackfillPolicy::None
                   ? tr("No job starts ahead of its turn (no backfill).")
                   : tr("A lower-ranked job starts ahead of its turn when it delays no reservation "
                        "(backfill, %1).")
                         .arg(backfill_words(f.backfill)));
    if (f.fairshare != FsPolicy::None)
        policy << tr("Fairshare remembers use over %L1 windows of %2.")
                      .arg(f.fairshare_windows)
                      .arg(QString::fromStdString(format_hms(f.fairshare_interval)));
    if (f.limits > 0)
        policy << tr("Throttling limits (%L1) cap what one user, group or class runs at once.").arg(f.limits);
    if (!f.standing.empty()) {
        QStringList names;
        for (const std::string& s : f.standing) names << QString::fromStdString(s);
        policy << tr("Standing reservations set nodes aside: %1.").arg(list_words(names));
    }
    const QString rules =
        tr("<b>The policy</b> (the open maui.cfg): %1").arg(policy.join(QLatin1Char(' ')).toHtmlEscaped());

    const QString workload =
        tr("<b>The workload</b>: %1, submitted from %2 to %3.")
            .arg(QString::fromStdString(f.workload).toHtmlEscaped(), QString::fromStdString(f.first_submit),
                 QString::fromStdString(f.last_submit));
    const QString screen =
        tr("<b>On screen</b>: a bar is a job on its nodes, coloured by user; hatched bars are nodes held for "
           "a waiting job; the vertical line is now. It plays by itself (Simulation > Pause). The Queue "
           "panel says "
           "why each job waits; a click on a job shows its checkjob.");
    return QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p><p>%4</p><p>%5</p>")
        .arg(tr("What you are looking at"), cluster, rules, workload, screen);
}

}  // namespace outrigger::gui
