#include "gui/queue/checkjob_words.hpp"

#include <QStringList>
#include <nlohmann/json.hpp>

#include "gui/app/date_text.hpp"
#include "gui/queue/wait_reason_text.hpp"
#include "model/time_text.hpp"

namespace outrigger::gui {

namespace {

QString text_of(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return {};
    return QString::fromStdString(it->get<std::string>());
}

std::optional<std::int64_t> number_of(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return std::nullopt;
    return it->get<std::int64_t>();
}

QString hms(std::int64_t seconds) {
    return QString::fromStdString(format_hms(Duration::seconds(seconds)));
}

QString percent(double p) {
    return QStringLiteral("%L1 %").arg(p, 0, 'f', 1);
}

}  // namespace

QString CheckjobWords::state_words(const std::string& state) {
    if (state == "Idle") return tr("Idle: waiting to be scheduled");
    if (state == "Running") return tr("Running");
    if (state == "Completed") return tr("Completed");
    if (state == "Cancelled") return tr("Cancelled");
    if (state == "Rejected") return tr("Rejected: it can never run under this configuration");
    if (state == "NotQueued") return tr("Not submitted yet");
    return QString::fromStdString(state);
}

QString CheckjobWords::percent_note(const QStringList& negative_parts) {
    if (negative_parts.isEmpty()) return {};
    return tr("The percentages are shares of the final priority. %1 lowers it, so the other parts add up to "
              "more than 100 %.")
        .arg(negative_parts.join(QStringLiteral(", ")));
}

QString CheckjobWords::of(const nlohmann::json& j, const ViewFrame& frame, JobId job) {
    const LocalCalendar& calendar = frame.statics().calendar;
    const auto date = [&calendar](std::int64_t seconds) {
        return date_text(calendar, Time::from_seconds(seconds));
    };
    QStringList out;
    out << tr("Job %1: %2").arg(text_of(j, "job"), state_words(j.value("state", std::string())));
    out << tr("User %1, group %2, account %3, class %4, QOS %5.")
               .arg(text_of(j, "user"), text_of(j, "group"), text_of(j, "account"), text_of(j, "class"),
                    text_of(j, "qos"));
    out << tr("Asks for %L1 processors in %L2 tasks for at most %3.")
               .arg(number_of(j, "procs").value_or(0))
               .arg(number_of(j, "tasks").value_or(0))
               .arg(hms(number_of(j, "walltime_s").value_or(0)));
    if (const auto submit = number_of(j, "submit")) out << tr("Submitted %1.").arg(date(*submit));
    const auto start = number_of(j, "start");
    const auto end = number_of(j, "end");
    if (start && end)
        out << tr("Ran from %1 to %2.").arg(date(*start), date(*end));
    else if (start)
        out << tr("Started %1%2.")
                   .arg(date(*start), j.value("backfilled", false) ? tr(", by backfill") : QString());
    if (const auto queued = number_of(j, "queue_time_s"))
        out << tr("Queue time counted for priority: %1 (JOBPRIOACCRUALPOLICY decides when it runs).")
                   .arg(hms(*queued));
    if (const auto r = j.find("reservation"); r != j.end() && r->is_object())
        out << tr("Reserved to start %1 on %L2 nodes, until %3.")
                   .arg(date(r->value("start", std::int64_t{0})))
                   .arg(r->value("nodes", std::int64_t{0}))
                   .arg(date(r->value("end", std::int64_t{0})));

    // Why it waits, in the workbench's words, from the frame the question was asked on.
    QStringList why;
    for (const ViewQueued& q : frame.view->queue)
        if (q.job == job && q.reason) why << WaitReasonText::of(q.reason->reason(), frame);
    for (const ViewRejected& r : frame.view->rejected)
        if (r.job == job) why << WaitReasonText::of(r.reason, frame);
    if (!why.isEmpty()) {
        out << QString() << tr("Why it waits:");
        for (const QString& w : why) out << QStringLiteral("  - ") + w;
    }

    if (const auto p = j.find("priority"); p != j.end() && p->is_object()) {
        out << QString()
            << tr("Priority %L1 (computed %L2):")
                   .arg(p->value("value", 0.0), 0, 'f', 2)
                   .arg(p->value("computed", 0.0), 0, 'f', 2);
        QStringList negative;
        for (const nlohmann::json& c : p->value("components", nlohmann::json::array())) {
            const QString label = QString::fromStdString(c.value("component", std::string()));
            const double share = c.value("percent", 0.0);
            out << QStringLiteral("  %1  %L2  (%3)")
                       .arg(label)
                       .arg(c.value("contribution", 0.0), 0, 'f', 2)
                       .arg(percent(share));
            if (c.value("contribution", 0.0) < 0)
                negative << QStringLiteral("%1 (%2)").arg(label, percent(share));
        }
        if (const QString note = percent_note(negative); !note.isEmpty()) out << note;
    }
    return out.join(QLatin1Char('\n'));
}

}  // namespace outrigger::gui
