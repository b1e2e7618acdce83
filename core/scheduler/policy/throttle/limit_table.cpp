#include "policy/throttle/limit_table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>

namespace outrigger {

namespace {

constexpr std::size_t at(LimitKind k) {
    return static_cast<std::size_t>(k);
}

// Who carries a set of limits while compiling: a credential kind, or SYSTEMCFG.
struct Carrier {
    std::optional<CredKind> kind;  // none = SYSTEMCFG
    std::string label;             // "USERCFG[steve]", "SYSTEMCFG"
};

struct Compiler {
    Names& names;
    std::vector<Diagnostic>& diagnostics;

    void report(const Carrier& carrier, const LimitSpec& spec, std::string message) const {
        diagnostics.push_back(subject_finding(Diagnostic::Severity::Warning,
                                              fmt::format("{} {}", carrier.label, limit_spelling(spec)),
                                              std::move(message)));
    }

    // Validates one spec; returns the normalised value, or nullopt when the spec is skipped.
    std::optional<LimitValue> validate(const Carrier& carrier, const LimitSpec& spec) const {
        if (spec.value.hard < 0 || spec.value.soft < 0) {
            report(carrier, spec, "a limit cannot be negative; ignored");
            return std::nullopt;
        }
        if (spec.override_ && carrier.kind != CredKind::Qos) {
            report(carrier, spec, "override limits (OMAX*) belong to QOSCFG only; ignored");
            return std::nullopt;
        }
        if (spec.override_ && spec.per) {
            report(carrier, spec, "an override limit cannot be multi-dimensional; ignored");
            return std::nullopt;
        }
        if (spec.per_name && !spec.per) {
            report(carrier, spec, "a credential name needs its type (USER:name); ignored");
            return std::nullopt;
        }
        if (spec.per && carrier.kind == spec.per) {
            report(carrier, spec, "a multi-dimensional limit must name another credential type; ignored");
            return std::nullopt;
        }
        if (spec.per_name && spec.per_name->empty()) {
            report(carrier, spec, "empty credential name; ignored");
            return std::nullopt;
        }
        LimitValue v = spec.value;
        if (spec.idle) {
            if (v.soft != v.hard)
                report(carrier, spec, "idle limits are hard only; the soft value is ignored");
            v.soft = v.hard;
        } else if (v.soft > v.hard) {
            report(carrier, spec, "soft limit looser than hard; taken as the hard limit");
            v.soft = v.hard;
        }
        return v;
    }

    CredLimits build(const Carrier& carrier, const std::vector<LimitSpec>& specs,
                     const JobLimits& job) const {
        CredLimits out;
        out.job = job;
        for (const LimitSpec& spec : specs) {
            const auto value = validate(carrier, spec);
            if (!value) continue;
            if (spec.per) {
                CrossLimit c{spec.kind, spec.idle, *spec.per, CredId::invalid(), *value};
                if (spec.per_name) c.per_id = names.intern(*spec.per, *spec.per_name);
                const auto same = std::find_if(out.cross.begin(), out.cross.end(), [&c](const CrossLimit& o) {
                    return o.kind == c.kind && o.idle == c.idle && o.per == c.per && o.per_id == c.per_id;
                });
                if (same != out.cross.end())
                    *same = c;  // the last occurrence wins
                else
                    out.cross.push_back(c);
                continue;
            }
            LimitSlots& limit_slots = spec.override_ ? (spec.idle ? out.override_idle : out.override_active)
                                                     : (spec.idle ? out.idle : out.active);
            limit_slots[at(spec.kind)] = *value;
        }
        return out;
    }
};

void fold(LimitSlots& own, const LimitSlots& fallback) {
    for (std::size_t i = 0; i < kLimitKinds; ++i)
        if (!own[i]) own[i] = fallback[i];
}

template <class T>
void fold(std::optional<T>& own, const std::optional<T>& fallback) {
    if (!own) own = fallback;
}

// Own values win slot by slot (limit kind x idle x override, each multi-dimensional form on its
// own); DEFAULT fills the rest.
CredLimits merged(CredLimits own, const CredLimits& def) {
    fold(own.active, def.active);
    fold(own.idle, def.idle);
    fold(own.override_active, def.override_active);
    fold(own.override_idle, def.override_idle);
    for (const CrossLimit& d : def.cross) {
        const bool has = std::any_of(own.cross.begin(), own.cross.end(), [&d](const CrossLimit& o) {
            return o.kind == d.kind && o.idle == d.idle && o.per == d.per && o.per_id == d.per_id;
        });
        if (!has) own.cross.push_back(d);
    }
    fold(own.job.max_procs, def.job.max_procs);
    fold(own.job.max_nodes, def.job.max_nodes);
    fold(own.job.max_walltime, def.job.max_walltime);
    fold(own.job.max_proc_seconds, def.job.max_proc_seconds);
    return own;
}

void note_presence(CredLimits& c) {
    const auto set = [](const std::optional<LimitValue>& v) { return v.has_value(); };
    c.any_active = std::any_of(c.active.begin(), c.active.end(), set) ||
                   std::any_of(c.cross.begin(), c.cross.end(), [](const CrossLimit& x) { return !x.idle; });
    c.any_idle = std::any_of(c.idle.begin(), c.idle.end(), set) ||
                 std::any_of(c.cross.begin(), c.cross.end(), [](const CrossLimit& x) { return x.idle; });
    c.active_mask = 0;
    for (std::size_t k = 0; k < kLimitKinds; ++k)
        if (c.active[k]) c.active_mask = static_cast<std::uint8_t>(c.active_mask | (1U << k));
    c.any_override_active = std::any_of(c.override_active.begin(), c.override_active.end(), set);
}

bool any_soft(const CredLimits& c) {
    const auto soft = [](const std::optional<LimitValue>& v) { return v && v->soft < v->hard; };
    return std::any_of(c.active.begin(), c.active.end(), soft) ||
           std::any_of(c.override_active.begin(), c.override_active.end(), soft) ||
           std::any_of(c.cross.begin(), c.cross.end(),
                       [](const CrossLimit& x) { return !x.idle && x.value.soft < x.value.hard; });
}

}  // namespace

std::string limit_name(LimitKind kind, bool idle, bool override_) {
    std::string_view base = limit_keyword(kind);  // "MAXJOB"
    std::string out = override_ ? "O" : "";
    if (idle) {
        out += base.substr(0, 3);
        out += 'I';
        out += base.substr(3);
    } else {
        out += base;
    }
    return out;
}

std::string limit_spelling(const LimitSpec& spec) {
    std::string out = limit_name(spec.kind, spec.idle, spec.override_);
    if (spec.per) {
        out += fmt::format("[{}", cred_kind_keyword(*spec.per));
        if (spec.per_name) out += fmt::format(":{}", *spec.per_name);
        out += ']';
    } else if (spec.per_name) {
        out += fmt::format("[:{}]", *spec.per_name);
    }
    if (spec.value.soft != spec.value.hard)
        return fmt::format("{}={},{}", out, spec.value.soft, spec.value.hard);
    return fmt::format("{}={}", out, spec.value.hard);
}

std::string_view cred_config_keyword(CredKind kind) {
    static constexpr std::array<std::string_view, kCredKinds> kWords{"USERCFG", "GROUPCFG", "ACCOUNTCFG",
                                                                     "QOSCFG", "CLASSCFG"};
    return kWords[index(kind)];
}

LimitTable::LimitTable() {
    for (auto& e : entries_) e.emplace_back();
}

CompiledThrottle LimitTable::compile(const CredentialSettings& settings, Names& names) {
    CompiledThrottle out;
    LimitTable& t = out.table;
    const Compiler compiler{names, out.diagnostics};

    t.system_ = compiler.build(Carrier{std::nullopt, "SYSTEMCFG"}, settings.system.limits,
                               settings.system.job_limits);
    // A system-wide multi-dimensional limit (SYSTEMCFG MAXJOB[USER]=4) bounds each credential of
    // kind `per` on its own: the per-credential ledger serves it, no pair is tracked.
    t.has_soft_ = any_soft(t.system_);
    note_presence(t.system_);

    for (const CredKind k : kAllCredKinds) {
        const auto& configured = settings.by_kind[index(k)];
        auto& entries = t.entries_[index(k)];
        auto& by_id = t.slot_[index(k)];
        entries.clear();
        CredLimits def;
        if (const CredentialConfig* d = settings.find_default(k))
            def = compiler.build(Carrier{k, fmt::format("{}[DEFAULT]", cred_config_keyword(k))}, d->limits,
                                 d->job_limits);
        const bool qos = k == CredKind::Qos;
        if (qos)
            if (const CredentialConfig* d = settings.find_default(k)) def.exempt = qos_exemption(d->flags);
        entries.push_back(def);
        for (const auto& [name, cfg] : configured) {
            if (name == "DEFAULT") continue;
            const Carrier carrier{k, fmt::format("{}[{}]", cred_config_keyword(k), name)};
            const CredId id = names.intern(k, name);
            if (by_id.size() <= id.value()) by_id.resize(id.value() + 1, 0);
            by_id[id.value()] = static_cast<std::uint32_t>(entries.size());
            CredLimits entry = merged(compiler.build(carrier, cfg.limits, cfg.job_limits), def);
            if (qos) entry.exempt = cfg.flags.empty() ? def.exempt : qos_exemption(cfg.flags);
            entries.push_back(std::move(entry));
        }
        for (CredLimits& e : entries) {
            note_presence(e);
            t.has_soft_ = t.has_soft_ || any_soft(e);
            t.job_limits_[index(k)] = t.job_limits_[index(k)] || e.job != JobLimits{};
            for (const CrossLimit& c : e.cross) t.pairs_[index(k) * kCredKinds + index(c.per)] = true;
        }
    }
    t.any_job_limits_ = t.system_.job != JobLimits{} ||
                        std::any_of(t.job_limits_.begin(), t.job_limits_.end(), [](bool b) { return b; });
    return out;
}

}  // namespace outrigger
