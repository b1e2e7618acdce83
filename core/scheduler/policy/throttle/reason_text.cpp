#include "policy/throttle/reason_text.hpp"

#include <fmt/format.h>

#include <optional>
#include <string_view>

#include "config/settings.hpp"
#include "policy/throttle/limit_table.hpp"

namespace outrigger {

namespace {

std::string_view kind_word(CredKind k) {
    switch (k) {
        case CredKind::User:
            return "user";
        case CredKind::Group:
            return "group";
        case CredKind::Account:
            return "account";
        case CredKind::Qos:
            return "QOS";
        case CredKind::Class:
            return "class";
    }
    return "credential";
}

std::string cred_text(const CredRef& c, const Names& names) {
    if (c.id.valid() && c.id.value() < names.count(c.kind))
        return fmt::format("{} {}", kind_word(c.kind), names.name(c.kind, c.id));
    return fmt::format("{} #{}", kind_word(c.kind), c.id.valid() ? std::to_string(c.id.value()) : "?");
}

std::string duration_text(Duration d) {
    if (d.is_infinite()) return "INFINITY";
    const std::int64_t s = d.count();
    const std::int64_t a = s < 0 ? -s : s;
    return fmt::format("{}{:02}:{:02}:{:02}", s < 0 ? "-" : "", a / 3600, a / 60 % 60, a % 60);
}

// The limit kind a limit name denotes ("MAXIJOB" -> Jobs), for the unit words.
std::optional<LimitKind> kind_of(std::string_view limit) {
    for (std::size_t i = 0; i < kLimitKinds; ++i) {
        const auto k = static_cast<LimitKind>(i);
        if (limit == limit_name(k, false) || limit == limit_name(k, true)) return k;
    }
    if (limit.find("PROCSECOND") != std::string_view::npos || limit.find("MAXPS") != std::string_view::npos)
        return LimitKind::ProcSeconds;
    if (limit.find("WALLTIME") != std::string_view::npos || limit.find("WCLIMIT") != std::string_view::npos)
        return LimitKind::Walltime;
    if (limit.find("PROC") != std::string_view::npos) return LimitKind::Procs;
    if (limit.find("NODE") != std::string_view::npos) return LimitKind::Nodes;
    return std::nullopt;
}

std::string_view unit_word(std::optional<LimitKind> k) {
    if (!k) return "";
    switch (*k) {
        case LimitKind::Jobs:
            return "";
        case LimitKind::Nodes:
            return " nodes";
        case LimitKind::Procs:
            return " procs";
        case LimitKind::ProcSeconds:
            return " proc-seconds";
        case LimitKind::PE:
            return " PE";
        case LimitKind::Walltime:
            return "";
        case LimitKind::Memory:
            return " MB";
    }
    return "";
}

// An amount argument as text; `unit` is appended to numbers only (durations carry their own).
std::optional<std::string> amount_text(const ReasonArg::Value* v, std::string_view unit) {
    if (v == nullptr) return std::nullopt;
    if (const auto* i = std::get_if<std::int64_t>(v)) return fmt::format("{}{}", *i, unit);
    if (const auto* d = std::get_if<Duration>(v)) return duration_text(*d);
    return std::nullopt;
}

std::optional<std::string> string_arg(const Reason& r, std::string_view key) {
    if (const auto* v = r.arg(key))
        if (const auto* s = std::get_if<std::string>(v)) return *s;
    return std::nullopt;
}

std::optional<CredRef> cred_arg(const Reason& r, std::string_view key) {
    if (const auto* v = r.arg(key))
        if (const auto* c = std::get_if<CredRef>(v)) return *c;
    return std::nullopt;
}

std::string scope_text(const Reason& r, const Names& names) {
    const auto cred = cred_arg(r, "credential");
    const bool system = string_arg(r, "scope") == std::optional<std::string>("system");
    if (!cred) return "system";
    std::string out = system ? fmt::format("system, {}", cred_text(*cred, names)) : cred_text(*cred, names);
    if (const auto within = cred_arg(r, "within"))
        out += fmt::format(" within {}", cred_text(*within, names));
    return out;
}

}  // namespace

std::string throttle_reason_text(const Reason& reason, const Names& names) {
    const bool usage_limit = reason.code == ReasonCode::ActiveLimit || reason.code == ReasonCode::IdleLimit;
    if (!usage_limit && reason.code != ReasonCode::SystemJobLimit)
        return std::string(reason_code_name(reason.code));
    const auto limit = string_arg(reason, "limit");
    if (!limit) return std::string(reason_code_name(reason.code));
    const auto kind = kind_of(*limit);
    const auto value = amount_text(reason.arg("value"), "");
    const auto request = amount_text(reason.arg("request"), unit_word(kind));
    if (!value || !request) return std::string(reason_code_name(reason.code));

    if (!usage_limit)
        return fmt::format("{}: {} {} exceeded: job needs {}", scope_text(reason, names), *limit, *value,
                           *request);

    const auto usage = amount_text(reason.arg("usage"), unit_word(kind));
    if (!usage) return std::string(reason_code_name(reason.code));
    std::string level = string_arg(reason, "level").value_or("hard");
    if (const auto qos = cred_arg(reason, "override"))
        level += fmt::format(", {} override", cred_text(*qos, names));
    const char* state = reason.code == ReasonCode::IdleLimit ? "eligible" : "active";
    return fmt::format("{}: {} {} ({}) reached: {} {}, job needs {}", scope_text(reason, names), *limit,
                       *value, level, *usage, state, *request);
}

}  // namespace outrigger
