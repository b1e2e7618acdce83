#include "gui/queue/wait_reason_text.hpp"

#include <variant>

#include "engine/reason_words.hpp"
#include "gui/app/date_text.hpp"

namespace outrigger::gui {

namespace {

std::optional<std::int64_t> number_arg(const Reason& r, std::string_view key) {
    const ReasonArg::Value* v = r.arg(key);
    if (v == nullptr) return std::nullopt;
    if (const auto* n = std::get_if<std::int64_t>(v)) return *n;
    return std::nullopt;
}

std::optional<Time> time_arg(const Reason& r, std::string_view key) {
    const ReasonArg::Value* v = r.arg(key);
    if (v == nullptr) return std::nullopt;
    if (const auto* t = std::get_if<Time>(v)) return *t;
    return std::nullopt;
}

QString string_arg(const Reason& r, std::string_view key) {
    const ReasonArg::Value* v = r.arg(key);
    if (v == nullptr) return QStringLiteral("?");
    if (const auto* text = std::get_if<std::string>(v)) return QString::fromStdString(*text);
    return QStringLiteral("?");
}

std::optional<CredRef> cred_arg(const Reason& r, std::string_view key) {
    const ReasonArg::Value* v = r.arg(key);
    if (v == nullptr) return std::nullopt;
    if (const auto* c = std::get_if<CredRef>(v)) return *c;
    return std::nullopt;
}

QString kind_words(CredKind kind) {
    switch (kind) {
        case CredKind::User:
            return WaitReasonText::tr("user");
        case CredKind::Group:
            return WaitReasonText::tr("group");
        case CredKind::Account:
            return WaitReasonText::tr("account");
        case CredKind::Qos:
            return WaitReasonText::tr("QOS");
        case CredKind::Class:
            return WaitReasonText::tr("class");
    }
    return {};
}

// A throttling limit one credential reached, in words, when the reason has the plain shape (one
// credential, counts, no QOS override or nesting); nullopt for the engine's words otherwise.
std::optional<QString> limit_text(const Reason& r, const ViewFrame& frame) {
    const auto cred = cred_arg(r, "credential");
    const auto value = number_arg(r, "value");
    const auto usage = number_arg(r, "usage");
    const auto request = number_arg(r, "request");
    if (!cred || !value || !usage || !request || r.arg("within") != nullptr || r.arg("override") != nullptr ||
        string_arg(r, "scope") == QStringLiteral("system"))
        return std::nullopt;
    const Names& names = frame.statics().names;
    if (!cred->id.valid() || cred->id.value() >= names.count(cred->kind)) return std::nullopt;
    const QString who = QStringLiteral("%1 %2").arg(kind_words(cred->kind),
                                                    QString::fromStdString(names.name(cred->kind, cred->id)));
    const QString level = string_arg(r, "level") == QStringLiteral("soft") ? WaitReasonText::tr("soft")
                                                                           : WaitReasonText::tr("hard");
    const QString format = r.code == ReasonCode::IdleLimit
                               ? WaitReasonText::tr(
                                     "Blocked: %1 has reached its %2 limit of %L3 (%4): %L5 "
                                     "eligible, the job needs %L6")
                               : WaitReasonText::tr(
                                     "Blocked: %1 has reached its %2 limit of %L3 (%4): %L5 in "
                                     "use, the job needs %L6");
    return format.arg(who, string_arg(r, "limit")).arg(*value).arg(level).arg(*usage).arg(*request);
}

// A job named by its index in the view (reasons name other jobs so).
std::optional<QString> job_arg(const Reason& r, const ViewFrame& frame) {
    // A reason read from a service names the job; one from the embedded engine gives its index.
    if (const auto* v = r.arg("job"); v != nullptr && std::holds_alternative<std::string>(*v))
        return QString::fromStdString(std::get<std::string>(*v));
    const auto index = number_arg(r, "job");
    if (!index || *index < 0) return std::nullopt;
    const JobId id(static_cast<JobId::Rep>(*index));
    if (!frame.has_job(id)) return std::nullopt;
    return QString::fromStdString(frame.job(id).name);
}

QString date(const ViewFrame& frame, Time t) {
    return date_text(frame.statics().calendar, t);
}

}  // namespace

QString WaitReasonText::of(const Reason& r, const ViewFrame& frame) {
    switch (r.code) {
        case ReasonCode::Held:
            return tr("Held: it waits until the hold is released");
        case ReasonCode::InsufficientResources:
            if (const auto free = number_arg(r, "procs"), request = number_arg(r, "request"); free && request)
                return tr("Waits for processors: %L1 free now, %L2 requested").arg(*free).arg(*request);
            break;
        case ReasonCode::Reserved:
            if (const auto start = time_arg(r, "start"))
                return tr("Next in line: nodes are reserved for it from %1").arg(date(frame, *start));
            break;
        case ReasonCode::WouldDelayReservation:
            if (const auto other = job_arg(r, frame))
                return tr("Would fit, but starting it now would delay the reservation of job %1").arg(*other);
            break;
        case ReasonCode::ReservationDepthReached:
            if (const auto depth = number_arg(r, "depth"))
                return tr("Waits its turn: higher-ranked jobs hold the reservations (depth %L1); only "
                          "backfill "
                          "can start it")
                    .arg(*depth);
            break;
        case ReasonCode::ActiveLimit:
        case ReasonCode::IdleLimit:
            if (const auto text = limit_text(r, frame)) return *text;
            break;
        case ReasonCode::NeverFits:
            if (const auto request = number_arg(r, "request"), capacity = number_arg(r, "capacity");
                request && capacity)
                return tr("Can never run: no set of nodes of partition %1 holds its %L2 tasks (at most %L3 "
                          "fit; "
                          "%4 run out)")
                    .arg(string_arg(r, "partition"))
                    .arg(*request)
                    .arg(*capacity)
                    .arg(string_arg(r, "resource"));
            break;
        case ReasonCode::ChunkProtected: {
            const auto size = number_arg(r, "chunk_size");
            const auto until = time_arg(r, "until");
            if (size && until)
                return tr("Freed processors are kept for jobs of at least %L1 processors until %2 "
                          "(BFCHUNKSIZE)")
                    .arg(*size)
                    .arg(date(frame, *until));
            break;
        }
        case ReasonCode::BackfillDisabled:
            return tr("Waits for the jobs ahead of it: backfill is off (BACKFILLPOLICY NONE)");
        case ReasonCode::FcfsStopped:
            return tr(
                "Waits for the jobs ahead of it: a higher-priority job cannot start (first come, first "
                "served)");
        case ReasonCode::DependencyPending:
            if (const auto other = job_arg(r, frame)) return tr("Waits for job %1 to complete").arg(*other);
            break;
        default:
            break;
    }
    return QString::fromStdString(reason_words(r, frame.statics().names));
}

QString WaitReasonText::not_yet_seen() {
    return tr("Submitted since the last scheduling iteration: not looked at yet");
}

QString WaitReasonText::fits_now() {
    return tr("Fits now: starts at the next scheduling iteration");
}

}  // namespace outrigger::gui
