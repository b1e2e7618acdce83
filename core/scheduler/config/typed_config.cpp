#include "config/typed_config.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <deque>
#include <functional>
#include <tuple>

#include "config/catalogue.hpp"
#include "config/duration.hpp"
#include "config/legacy.hpp"
#include "config/legacy_forms.hpp"
#include "config/values.hpp"
#include "model/ascii.hpp"
#include "model/host_expression.hpp"

namespace outrigger {

namespace {

using Severity = Diagnostic::Severity;

// A value as written, with where it is, for diagnostics that name the column of the value.
struct ValueRef {
    std::string_view text;
    std::string_view what;  // the parameter or attribute name as written
    int line = 0;
    int column = 0;
    bool single_line = true;  // positions inside the text map to columns

    static ValueRef of(const ConfigEntry& e) {
        return {e.value, e.written, e.value_line, e.value_column, e.value_length == e.value.size()};
    }
    static ValueRef of(const ConfigAttribute& a) {
        return {a.value, a.written, a.value_line, a.value_column, a.value_length == a.value.size()};
    }
    [[nodiscard]] ValueRef part(std::string_view sub, std::size_t position) const {
        ValueRef r = *this;
        r.text = sub;
        if (single_line) r.column = column + static_cast<int>(position);
        return r;
    }
};

class Builder {
  public:
    Builder(const ConfigDocument& doc, std::vector<Diagnostic>& diags) : doc_(doc), diags_(diags) {}

    Config build() {
        LegacyReading legacy = read_legacy(doc_);
        diags_.insert(diags_.end(), legacy.diagnostics.begin(), legacy.diagnostics.end());
        auto next_legacy = legacy.attributes.begin();
        for (const ConfigEntry& e : doc_.entries()) {
            // A legacy line is read where it stands, as the attribute it stands for.
            for (; next_legacy != legacy.attributes.end() && next_legacy->at == &e; ++next_legacy)
                collect_modern(*next_legacy);
            if (!e.known || e.value.empty() || e.info->usage == Usage::Legacy) continue;
            if (e.info->cfg_kind) {
                if (!e.index.empty()) collect(e);
                continue;
            }
            scalar(e);
        }
        apply_objects();
        return std::move(config_);
    }

  private:
    // ------------------------------------------------------------ diagnostics and values

    void report(Severity s, const ValueRef& v, DiagnosticCode code, std::vector<std::string> args,
                std::string suggestion = {}) {
        diags_.push_back(coded_finding(s, doc_.file_name(), v.line, v.column, code, std::move(args),
                                       std::move(suggestion)));
    }
    // A bad host expression, in the words of its fault.
    void report_hosts(const ValueRef& at, std::string_view expr, std::string_view where,
                      const HostExpansion& x) {
        CodedText t = host_expression_fault(x, expr, where);
        report(Severity::Error, at, t.code, std::move(t.args));
    }

    std::optional<double> number(const ValueRef& v) {
        if (auto d = parse_number(v.text)) return d;
        report(Severity::Error, v, DiagnosticCode::ExpectedNumber,
               {std::string(v.what), std::string(v.text)});
        return std::nullopt;
    }
    std::optional<std::int64_t> integer(const ValueRef& v, std::int64_t min = 0) {
        const auto i = parse_integer(v.text);
        if (!i) {
            report(Severity::Error, v, DiagnosticCode::ExpectedWholeNumber,
                   {std::string(v.what), std::string(v.text)});
            return std::nullopt;
        }
        if (*i < min) {
            report(Severity::Error, v, DiagnosticCode::ExpectedWholeNumberAtLeast,
                   {std::to_string(min), std::string(v.what), std::string(v.text)});
            return std::nullopt;
        }
        return i;
    }
    std::optional<bool> boolean(const ValueRef& v) {
        if (auto b = parse_bool(v.text)) return b;
        report(Severity::Error, v, DiagnosticCode::ExpectedTrueFalse,
               {std::string(v.what), std::string(v.text)});
        return std::nullopt;
    }
    std::optional<Duration> duration(const ValueRef& v) {
        const auto d = parse_duration(v.text);
        if (!d) {
            report(Severity::Error, v, DiagnosticCode::ExpectedDuration,
                   {std::string(v.what), std::string(v.text)});
            return std::nullopt;
        }
        if (duration_field_count(v.text) == 2) {
            const auto colon = v.text.find(':');
            report(Severity::Warning, v, DiagnosticCode::TwoFieldDuration,
                   {std::string(v.text), std::string(v.text.substr(0, colon)),
                    std::string(v.text.substr(colon + 1))},
                   format_duration(*d));
        }
        return d;
    }
    // The index of the value in `choices` (case-insensitive), or an error listing them.
    std::optional<std::size_t> choice(const ValueRef& v, std::span<const std::string_view> choices) {
        const std::string u = ascii_upper(v.text);
        for (std::size_t i = 0; i < choices.size(); ++i)
            if (choices[i] == u) return i;
        std::string list;
        std::optional<std::string_view> best;
        std::size_t best_d = 3;
        for (const auto c : choices) {
            list += list.empty() ? "" : ", ";
            list += c;
            if (const auto d = edit_distance(u, c); d < best_d) {
                best = c;
                best_d = d;
            }
        }
        report(Severity::Error, v, DiagnosticCode::UnknownValue,
               {std::string(v.text), std::string(v.what), list},
               std::string(best.value_or(std::string_view{})));
        return std::nullopt;
    }
    std::optional<std::size_t> choice_of(const ValueRef& v) {
        const ParameterInfo* info = find_parameter(v.what);
        const auto choices = info ? info->choices : std::span<const std::string_view>{};
        if (const NearestValue* n = info ? nearest_value(info->name, v.text) : nullptr) {
            report(
                Severity::Warning, v, DiagnosticCode::Maui33Value,
                {std::string(info->name), std::string(v.text), std::string(n->did), std::string(n->read_as)},
                std::string(n->read_as));
            ValueRef read = v;
            read.text = n->read_as;
            return choice(read, choices);
        }
        return choice(v, choices);
    }
    std::vector<std::string> list(const ValueRef& v) {
        std::vector<std::string> out;
        for (const auto& item : split_list(v.text)) out.emplace_back(item.text);
        return out;
    }

    // ------------------------------------------------------------ scalar parameters

    void scalar(const ConfigEntry& e) {
        const ValueRef v = ValueRef::of(e);
        const std::string_view p = e.parameter;
        auto& pr = config_.priority;
        for (std::size_t c = 0; c < kPriorityComponents; ++c) {
            const auto& info = priority_component_info(static_cast<PriorityComponent>(c));
            if (p == info.weight_param) return set(pr.component_weight[c], number(v));
            if (p == info.cap_param) return set(pr.component_cap[c], number(v));
        }
        for (std::size_t s = 0; s < kPrioritySubs; ++s) {
            const auto& info = priority_sub_info(static_cast<PrioritySub>(s));
            if (p == info.weight_param) return set(pr.sub_weight[s], number(v));
            if (p == info.cap_param) return set(pr.sub_cap[s], number(v));
        }
        const auto it =
            std::find_if(kScalars.begin(), kScalars.end(), [&](const Scalar& r) { return r.name == p; });
        if (it != kScalars.end()) it->apply(*this, e, v);
    }

    template <class T, class U>
    static void set(T& field, const std::optional<U>& value) {
        if (value) field = static_cast<T>(*value);
    }
    template <class E>
    void set_enum(E& field, const ValueRef& v) {
        if (const auto i = choice_of(v)) field = static_cast<E>(*i);
    }

    std::optional<std::string> require_index(const ConfigEntry& e) {
        if (!e.index.empty()) return e.index;
        report(Severity::Error, ValueRef{e.written, e.written, e.line, e.column, true},
               DiagnosticCode::ExpectedIndex, {e.parameter});
        return std::nullopt;
    }

    void reservation_index(const ConfigEntry& e, const std::function<void(ReservationDepthGroup&)>& f) {
        int index = 0;
        if (!e.index.empty()) {
            const auto i = parse_integer(e.index);
            if (!i || *i < 0 || *i > 1000) {
                report(Severity::Error, ValueRef{e.index, e.written, e.index_line, e.index_column, true},
                       DiagnosticCode::DepthIndexOutOfRange, {e.parameter, e.index});
                return;
            }
            index = static_cast<int>(*i);
        }
        f(config_.scheduling.depth_groups[index]);
    }

    struct Scalar {
        std::string_view name;
        void (*apply)(Builder&, const ConfigEntry&, const ValueRef&);
    };
    static const std::array<Scalar, 33> kScalars;

    // ------------------------------------------------------------ *CFG objects

    // Attributes accumulate across lines; later wins per attribute (name with its index).
    struct Object {
        const ConfigEntry* first = nullptr;
        std::vector<const ConfigAttribute*> attributes;  // last occurrence of each, in first-seen order
    };
    using ObjectKey = std::pair<CfgKind, std::string>;

    Object& object(const ObjectKey& key, const ConfigEntry& first) {
        auto it =
            std::find_if(objects_.begin(), objects_.end(), [&](const auto& o) { return o.first == key; });
        if (it == objects_.end()) {
            objects_.emplace_back(key, Object{&first, {}});
            it = std::prev(objects_.end());
        }
        return it->second;
    }

    static void add_attribute(Object& o, const ConfigAttribute& a) {
        auto& attrs = o.attributes;
        const auto same = std::find_if(attrs.begin(), attrs.end(), [&](const ConfigAttribute* b) {
            return b->name == a.name && ascii_upper(b->index) == ascii_upper(a.index);
        });
        if (same != attrs.end())
            *same = &a;
        else
            attrs.push_back(&a);
    }

    void collect(const ConfigEntry& e) {
        Object& o = object(ObjectKey{*e.info->cfg_kind, e.index}, e);
        for (const ConfigAttribute& a : e.attributes)
            if (a.known && !a.value.empty()) add_attribute(o, a);
    }

    // A legacy line as the attribute it stands for, placed at its line: diagnostics name the line
    // and the name as written (SRSTARTTIME[1]), and columns inside the value when they still match.
    void collect_modern(const ModernAttribute& m) {
        const ConfigEntry& e = *m.at;
        ConfigAttribute& a = synthetic_.emplace_back();
        a.name = m.attribute;
        a.written = e.index.empty() ? e.written : fmt::format("{}[{}]", e.written, e.index);
        a.value = m.value;
        a.line = e.line;
        a.column = e.column;
        a.value_line = e.value_line;
        a.value_column = e.value_column;
        // ValueRef maps positions inside the value to columns only when the lengths agree.
        a.value_length = m.same_columns ? e.value_length : m.value.size() + 1;
        a.known = true;
        add_attribute(object(ObjectKey{m.kind, m.object}, e), a);
    }

    void apply_objects() {
        for (const auto& [key, object] : objects_) {
            const auto& [kind, name] = key;
            switch (kind) {
                case CfgKind::Standing:
                    standing(name, object);
                    break;
                case CfgKind::Node:
                    node(name, *object.first, object);
                    break;
                case CfgKind::System:
                    credential(kind, object, nullptr, &config_.credentials.system);
                    break;
                default: {
                    const auto cred = static_cast<CredKind>(static_cast<std::size_t>(kind));
                    credential(kind, object, &config_.credentials.by_kind[index(cred)][name], nullptr);
                }
            }
        }
    }

    // MAXJOB, MAXIPROC, OMAXNODE, OMAXIWC ... -> (kind, idle, override); nullopt for other names.
    static std::optional<std::tuple<LimitKind, bool, bool>> limit_name(std::string_view n) {
        bool override_ = false;
        if (n.starts_with("OMAX")) {
            override_ = true;
            n.remove_prefix(1);
        }
        if (!n.starts_with("MAX")) return std::nullopt;
        n.remove_prefix(3);
        for (const bool idle : {false, true}) {
            std::string_view rest = n;
            if (idle) {
                if (!rest.starts_with("I")) continue;
                rest.remove_prefix(1);
            }
            for (std::size_t k = 0; k < kLimitKinds; ++k)
                if (rest == std::string_view(limit_keyword(static_cast<LimitKind>(k))).substr(3))
                    return std::tuple{static_cast<LimitKind>(k), idle, override_};
        }
        return std::nullopt;
    }

    std::optional<std::int64_t> limit_number(const ValueRef& v, LimitKind kind) {
        if (kind == LimitKind::Walltime) {
            if (const auto d = duration(v)) return d->count();
            return std::nullopt;
        }
        return integer(v, 0);
    }

    std::optional<LimitValue> limit_value(const ValueRef& v, LimitKind kind) {
        const auto comma = v.text.find(',');
        if (comma == std::string_view::npos) {
            const auto h = limit_number(v, kind);
            if (!h) return std::nullopt;
            return LimitValue{*h, *h};
        }
        const auto s = limit_number(v.part(v.text.substr(0, comma), 0), kind);
        const auto h = limit_number(v.part(v.text.substr(comma + 1), comma + 1), kind);
        if (!s || !h) return std::nullopt;
        LimitValue lv{*s, *h};
        if (lv.soft > lv.hard) {
            report(Severity::Warning, v, DiagnosticCode::SoftLooserThanHard,
                   {std::string(v.what), std::string(v.text.substr(0, comma)),
                    std::string(v.text.substr(comma + 1))});
            lv.soft = lv.hard;
        }
        return lv;
    }

    void add_limit(std::vector<LimitSpec>& limits, LimitSpec spec) {
        const auto same = std::find_if(limits.begin(), limits.end(), [&](const LimitSpec& l) {
            return l.kind == spec.kind && l.idle == spec.idle && l.override_ == spec.override_ &&
                   l.per == spec.per && l.per_name == spec.per_name;
        });
        if (same != limits.end())
            *same = std::move(spec);
        else
            limits.push_back(std::move(spec));
    }

    void limit(const ConfigAttribute& a, const ValueRef& v, std::vector<LimitSpec>& limits) {
        LimitSpec spec;
        std::string_view index = a.index;
        std::string_view name = a.name;
        if (name.ends_with("PERUSER")) {  // Maui 3.2: MAXJOBPERUSER = MAXJOB[USER]
            name.remove_suffix(7);
            index = "USER";
        }
        const auto parsed = limit_name(name);
        if (!parsed) return;
        std::tie(spec.kind, spec.idle, spec.override_) = *parsed;
        if (!index.empty()) {
            const auto colon = index.find(':');
            const auto kind = parse_cred_kind(index.substr(0, colon));
            if (!kind) {
                report(Severity::Error, ValueRef{index, a.written, a.line, a.column, true},
                       DiagnosticCode::ExpectedCredentialKind, {a.name, std::string(index.substr(0, colon))});
                return;
            }
            spec.per = kind;
            if (colon != std::string_view::npos) {
                if (colon + 1 == index.size()) {
                    report(Severity::Error, ValueRef{index, a.written, a.line, a.column, true},
                           DiagnosticCode::ExpectedCredentialName,
                           {std::string(index.substr(0, colon)), a.written});
                    return;
                }
                spec.per_name = std::string(index.substr(colon + 1));
            }
        }
        const auto value = limit_value(v, spec.kind);
        if (!value) return;
        spec.value = *value;
        add_limit(limits, std::move(spec));
    }

    void credential(CfgKind kind, const Object& object, CredentialConfig* cred, SystemConfig* system) {
        std::vector<LimitSpec>& limits = cred ? cred->limits : system->limits;
        JobLimits& job = cred ? cred->job_limits : system->job_limits;
        for (const ConfigAttribute* a : object.attributes) {
            const ValueRef v = ValueRef::of(*a);
            const AttributeInfo* info = find_attribute(kind, a->name);
            if (!info || info->usage != Usage::Used) continue;
            const std::string_view n = a->name;
            if (info->kind == ValueKind::Limit)
                limit(*a, v, limits);
            else if (n == "MAXPROCPERJOB")
                set(job.max_procs, integer(v));
            else if (n == "MAXNODEPERJOB")
                set(job.max_nodes, integer(v));
            else if (n == "MAXPSPERJOB")
                set(job.max_proc_seconds, integer(v));
            else if (n == "MAXWCLIMITPERJOB")
                set(job.max_walltime, duration(v));
            else if (!cred)
                continue;
            else if (n == "PRIORITY")
                set(cred->priority, integer(v, std::numeric_limits<std::int64_t>::min()));
            else if (n == "FSTARGET") {
                if (const auto t = parse_fstarget(v.text))
                    cred->fstarget = *t;
                else
                    report(Severity::Error, v, DiagnosticCode::ExpectedFairshareTarget,
                           {a->written, std::string(v.text)});
            } else if (n == "QTWEIGHT")
                set(cred->qt_weight, number(v));
            else if (n == "XFWEIGHT")
                set(cred->xf_weight, number(v));
            else if (n == "QTTARGET")
                set(cred->qt_target, duration(v));
            else if (n == "XFTARGET")
                set(cred->xf_target, number(v));
            else if (n == "QLIST")
                cred->qos_list = list(v);
            else if (n == "QDEF")
                cred->qos_default = std::string(v.text);
            else if (n == "FLAGS")
                cred->flags = credential_flags(kind, v, *info);
            else if (n == "PDEF")
                cred->partition = std::string(v.text);
        }
    }

    // Job flags of a credential, QOS flags of a QOS: unknown ones are errors; the QOS flags that
    // exempt jobs from throttling act (policy/throttle/exemption.hpp), the others are accepted
    // and said to have no effect, preemption ones "yet".
    std::vector<std::string> credential_flags(CfgKind kind, const ValueRef& v, const AttributeInfo& info) {
        std::vector<std::string> out;
        for (const auto& item : split_list(v.text)) {
            const ValueRef part = v.part(item.text, item.position);
            const auto i = choice(part, info.choices);
            if (!i) continue;
            const std::string_view flag = info.choices[*i];
            out.emplace_back(flag);
            if (kind == CfgKind::Qos && flag.starts_with("IGN") && flag != "IGNHOSTLIST" &&
                flag != "IGNSRMAXTIME")
                continue;
            if (flag.find("PREEMPT") != std::string_view::npos)
                report(Severity::Warning, part, DiagnosticCode::FlagWithoutPreemption, {std::string(flag)});
            else
                report(Severity::Warning, part, DiagnosticCode::FlagNoEffect, {std::string(flag)});
        }
        return out;
    }

    // ------------------------------------------------------------ standing reservations

    void acl_list(const ConfigAttribute& a, const ValueRef& v, AclType type, std::vector<AclEntry>& acl) {
        std::erase_if(acl, [&](const AclEntry& x) { return x.type == type; });
        for (const auto& item : split_list(v.text)) {
            const AclItem parsed = parse_acl_item(item.text);
            if (parsed.name.empty()) {
                report(Severity::Error, v.part(item.text, item.position), DiagnosticCode::ExpectedAccessName,
                       {a.written, std::string(item.text)});
                continue;
            }
            AclEntry entry;
            entry.type = type;
            entry.name = parsed.name;
            entry.negated = parsed.negated;
            entry.required = parsed.required;
            entry.affinity = parsed.affinity;
            acl.push_back(std::move(entry));
        }
    }

    void standing(const std::string& name, const Object& object) {
        StandingReservationConfig sr;
        sr.name = name;
        const ValueRef* start_ref = nullptr;
        const ValueRef* end_ref = nullptr;
        std::vector<ValueRef> refs;
        refs.reserve(object.attributes.size());
        for (const ConfigAttribute* a : object.attributes) {
            const ValueRef& v = refs.emplace_back(ValueRef::of(*a));
            const AttributeInfo* info = find_attribute(CfgKind::Standing, a->name);
            if (!info) continue;
            const std::string_view n = a->name;
            if (n == "ACCESS")
                set_choice(sr.access, v, info);
            else if (n == "USERLIST")
                acl_list(*a, v, AclType::User, sr.acl);
            else if (n == "GROUPLIST")
                acl_list(*a, v, AclType::Group, sr.acl);
            else if (n == "ACCOUNTLIST")
                acl_list(*a, v, AclType::Account, sr.acl);
            else if (n == "QOSLIST")
                acl_list(*a, v, AclType::Qos, sr.acl);
            else if (n == "CLASSLIST")
                acl_list(*a, v, AclType::Class, sr.acl);
            else if (n == "JOBATTRLIST")
                acl_list(*a, v, AclType::JobAttr, sr.acl);
            else if (n == "TIMELIMIT")
                time_limit(v, sr.acl, false);
            else if (n == "MAXTIME")  // Maui: jobs of at most this wallclock limit, required
                time_limit(v, sr.acl, true);
            else if (n == "CHARGEACCOUNT")
                sr.charge_account = std::string(v.text);
            else if (n == "DAYS")
                days(v, sr.days);
            else if (n == "DEPTH")
                set(sr.depth, integer(v, 0));
            else if (n == "STARTTIME" || n == "WSTARTTIME") {
                set(sr.start_time, duration(v));
                start_ref = &v;
                if (n == "WSTARTTIME") sr.period = SrPeriod::Week;
            } else if (n == "ENDTIME" || n == "WENDTIME") {
                set(sr.end_time, duration(v));
                end_ref = &v;
                if (n == "WENDTIME") sr.period = SrPeriod::Week;
            } else if (n == "FLAGS")
                flags(v, info, sr.flags);
            else if (n == "HOSTLIST")
                hosts(v, sr.host_list);
            else if (n == "NODEFEATURES")
                sr.node_features = list(v);
            else if (n == "OWNER")
                owner(v, sr);
            else if (n == "PARTITION")
                sr.partition = std::string(v.text);
            else if (n == "PERIOD")
                set_choice(sr.period, v, info);
            else if (n == "PRIORITY")
                set(sr.priority, integer(v, std::numeric_limits<std::int64_t>::min()));
            else if (n == "RESOURCES")
                resources(v, sr);
            else if (n == "TASKCOUNT")
                set(sr.task_count, integer(v, 0));
            else if (n == "TPN")
                set(sr.tpn, integer(v, 0));
            else if (n == "TRIGGER")
                sr.triggers.emplace_back(v.text);
            else if (n == "TIMELOGIC") {
                if (choice(v, info->choices)) sr.time_logic = ascii_upper(v.text);
            }
        }
        const Duration period_length = sr.period == SrPeriod::Week ? Duration::days(7) : Duration::days(1);
        if (sr.period != SrPeriod::Infinity) {
            if (start_ref && sr.start_time >= period_length)
                report(Severity::Error, *start_ref,
                       sr.period == SrPeriod::Week ? DiagnosticCode::StartTimeNotInWeek
                                                   : DiagnosticCode::StartTimeNotInDay,
                       {std::string(start_ref->text)});
            if (end_ref && sr.end_time && *sr.end_time > period_length)
                report(Severity::Error, *end_ref,
                       sr.period == SrPeriod::Week ? DiagnosticCode::EndTimePastWeek
                                                   : DiagnosticCode::EndTimePastDay,
                       {std::string(end_ref->text)});
            if (end_ref && sr.end_time && *sr.end_time <= sr.start_time)
                report(Severity::Error, *end_ref,
                       sr.period == SrPeriod::Day ? DiagnosticCode::EndTimeNotAfterStartDaily
                                                  : DiagnosticCode::EndTimeNotAfterStart,
                       {std::string(end_ref->text), format_duration(sr.start_time)});
        }
        config_.standing_reservations.push_back(std::move(sr));
    }

    template <class E>
    void set_choice(E& field, const ValueRef& v, const AttributeInfo* info) {
        if (const auto i = choice(v, info->choices)) field = static_cast<E>(*i);
    }

    void time_limit(const ValueRef& v, std::vector<AclEntry>& acl, bool required) {
        std::erase_if(acl, [](const AclEntry& x) { return x.type == AclType::TimeLimit; });
        const AclItem item = parse_acl_item(v.text);
        const auto d = duration(v.part(item.name, item.negated ? 1 : 0));
        if (!d) return;
        AclEntry e;
        e.type = AclType::TimeLimit;
        e.time_limit = *d;
        e.negated = item.negated;
        e.required = item.required || required;
        e.affinity = item.affinity;
        acl.push_back(std::move(e));
    }

    void days(const ValueRef& v, std::uint8_t& out) {
        constexpr std::array<std::string_view, 7> kShort{"SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"};
        constexpr std::array<std::string_view, 7> kLong{"SUNDAY",   "MONDAY", "TUESDAY", "WEDNESDAY",
                                                        "THURSDAY", "FRIDAY", "SATURDAY"};
        std::uint8_t bits = 0;
        bool ok = true;
        for (const auto& item : split_list(v.text)) {
            const std::string u = ascii_upper(item.text);
            if (u == "ALL") {
                bits = 0x7f;
                continue;
            }
            bool found = false;
            for (std::size_t d = 0; d < 7; ++d)
                if (u == kShort[d] || u == kLong[d]) {
                    bits = static_cast<std::uint8_t>(bits | (1U << d));
                    found = true;
                }
            if (!found) {
                ok = false;
                report(Severity::Error, v.part(item.text, item.position), DiagnosticCode::UnknownDay,
                       {std::string(item.text)});
            }
        }
        if (ok && bits != 0) out = bits;
    }

    void flags(const ValueRef& v, const AttributeInfo* info, std::uint16_t& out) {
        std::uint16_t bits = 0;
        for (const auto& item : split_list(v.text)) {
            const ValueRef part = v.part(item.text, item.position);
            const auto i = choice(part, info->choices);
            if (!i) continue;
            bits = static_cast<std::uint16_t>(bits | (1U << *i));
            // BYNAME, OWNERPREEMPT and SPACEFLEX act; the guide's others and Maui 3.3's own do not.
            const auto f = static_cast<ReservationFlag>(1U << *i);
            if (f != ReservationFlag::ByName && f != ReservationFlag::OwnerPreempt &&
                f != ReservationFlag::SpaceFlex)
                report(Severity::Warning, part, DiagnosticCode::FlagNoEffect,
                       {std::string(info->choices[*i])});
        }
        out = bits;
    }

    void hosts(const ValueRef& v, std::vector<std::string>& out) {
        out.clear();
        for (const auto& item : split_list(v.text)) {
            const HostExpansion x = expand_hosts(item.text);
            if (!x.error.empty()) {
                report_hosts(v.part(item.text, item.position), item.text, v.what, x);
                continue;
            }
            out.emplace_back(item.text);
        }
    }

    void owner(const ValueRef& v, StandingReservationConfig& sr) {
        const auto colon = v.text.find(':');
        const auto kind = parse_cred_kind(v.text.substr(0, colon));
        if (colon == std::string_view::npos || !kind || colon + 1 == v.text.size()) {
            report(Severity::Error, v, DiagnosticCode::ExpectedOwner, {std::string(v.text)});
            return;
        }
        sr.owner_kind = kind;
        sr.owner_name = std::string(v.text.substr(colon + 1));
    }

    void resources(const ValueRef& v, StandingReservationConfig& sr) {
        const ResourcePairs r = parse_resource_pairs(v.text);
        if (!r.error.empty()) {
            report(Severity::Error, v.part(v.text.substr(r.error_position), r.error_position),
                   DiagnosticCode::ExpectedResourceAmount, {r.error_item, std::string(v.what)});
            return;
        }
        Resources task;
        std::map<std::string, std::int64_t> gres;
        for (const ResourcePair& p : r.pairs) {
            const ValueRef part = v.part(p.value, p.position + p.name.size() + 1);
            const auto amount = integer(part, p.name == "PROCS" ? -1 : 0);
            if (!amount) return;
            if (p.name == "PROCS")
                task.procs = *amount;
            else if (p.name == "MEM" || p.name == "MEMORY")
                task.memory_mb = *amount;
            else if (p.name == "SWAP")
                task.swap_mb = *amount;
            else if (p.name == "DISK")
                task.disk_mb = *amount;
            else
                gres[p.name] = *amount;
        }
        sr.task = task;
        sr.task_gres = std::move(gres);
    }

    // ------------------------------------------------------------ nodes

    void node(const std::string& name, const ConfigEntry& first, const Object& object) {
        if (name != "DEFAULT") {
            const HostExpansion x = expand_hosts(name);
            if (!x.error.empty())
                report_hosts(ValueRef{name, first.written, first.index_line, first.index_column, true}, name,
                             "NODECFG", x);
        }
        NodeConfig& n = config_.nodes.nodes[name];
        for (const ConfigAttribute* a : object.attributes) {
            const ValueRef v = ValueRef::of(*a);
            const AttributeInfo* info = find_attribute(CfgKind::Node, a->name);
            if (!info || info->usage != Usage::Used) continue;
            const std::string_view k = a->name;
            if (k == "PARTITION")
                n.partition = std::string(v.text);
            else if (k == "FEATURES")
                n.features = list(v);
            else if (k == "PROCS")
                set(n.procs, integer(v));
            else if (k == "MEMORY")
                set(n.memory_mb, integer(v));
            else if (k == "SWAP")
                set(n.swap_mb, integer(v));
            else if (k == "DISK")
                set(n.disk_mb, integer(v));
            else if (k == "PRIORITY")
                set(n.priority, integer(v, std::numeric_limits<std::int64_t>::min()));
            else if (k == "SPEED")
                set(n.speed, number(v));
            else if (k == "STATE") {
                if (const auto i = choice(v, info->choices)) n.state = std::string(info->choices[*i]);
            } else if (k == "RACK") {
                if (integer(v)) n.rack = std::string(v.text);
            } else if (k == "SLOT")
                set(n.slot, integer(v));
            else if (k == "GRES") {
                const ResourcePairs r = parse_resource_pairs(v.text);
                if (!r.error.empty()) {
                    report(Severity::Error, v.part(v.text.substr(r.error_position), r.error_position),
                           DiagnosticCode::ExpectedResourceAmount, {r.error_item, "GRES"});
                    continue;
                }
                std::map<std::string, std::int64_t> g;
                bool ok = true;
                for (const ResourcePair& p : r.pairs) {
                    const auto amount = integer(v.part(p.value, p.position + p.name.size() + 1));
                    if (!amount)
                        ok = false;
                    else
                        g[ascii_lower(p.name)] = *amount;
                }
                if (ok) n.gres = std::move(g);
            }
        }
    }

    const ConfigDocument& doc_;
    std::vector<Diagnostic>& diags_;
    Config config_;
    std::vector<std::pair<ObjectKey, Object>> objects_;
    std::deque<ConfigAttribute> synthetic_;  // legacy lines read as attributes; objects_ points into it
};

using B = Builder;
using E = ConfigEntry;
using V = ValueRef;

const std::array<B::Scalar, 33> B::kScalars{{
    {"XFMINWCLIMIT", [](B& b, const E&, const V& v) { B::set(b.config_.priority.xf_min_wclimit, b.duration(v)); }},
    {"JOBPRIOACCRUALPOLICY", [](B& b, const E&, const V& v) { b.set_enum(b.config_.priority.accrual, v); }},
    {"ENABLENEGJOBPRIORITY", [](B& b, const E&, const V& v) { B::set(b.config_.priority.enable_negative, b.boolean(v)); }},
    {"REJECTNEGPRIOJOBS", [](B& b, const E&, const V& v) { B::set(b.config_.priority.reject_negative, b.boolean(v)); }},
    {"QOSQTTARGET", [](B& b, const E& e, const V& v) {
         if (const auto q = b.require_index(e)) {
             const auto d = b.duration(v);
             if (d) b.config_.credentials.by_kind[index(CredKind::Qos)][*q].qt_target = *d;
         }
     }},
    {"QOSXFTARGET", [](B& b, const E& e, const V& v) {
         if (const auto q = b.require_index(e)) {
             const auto x = b.number(v);
             if (x) b.config_.credentials.by_kind[index(CredKind::Qos)][*q].xf_target = *x;
         }
     }},
    {"FSPOLICY", [](B& b, const E&, const V& v) {
         V base = v;
         const bool ratio = !v.text.empty() && v.text.back() == '%';
         if (ratio) base.text.remove_suffix(1);
         if (const auto now = legacy_value_replacement("FSPOLICY", base.text)) {
             b.report(Severity::Warning, base,
                      DiagnosticCode::FsPolicyMaui30, {std::string(base.text), std::string(*now)},
                      std::string(*now));
             base.text = *now;
         }
         if (const auto i = b.choice(base, find_parameter("FSPOLICY")->choices)) {
             b.config_.fairshare.policy = static_cast<FsPolicy>(*i);
             b.config_.fairshare.ratio = ratio;
         }
     }},
    {"FSINTERVAL", [](B& b, const E&, const V& v) {
         const auto d = b.duration(v);
         if (d && (d->count() <= 0 || d->is_infinite()))
             b.report(Severity::Error, v, DiagnosticCode::ExpectedFsInterval, {std::string(v.text)});
         else B::set(b.config_.fairshare.interval, d);
     }},
    {"FSDEPTH", [](B& b, const E&, const V& v) { B::set(b.config_.fairshare.depth, b.integer(v, 1)); }},
    {"FSDECAY", [](B& b, const E&, const V& v) {
         const auto x = b.number(v);
         if (x && (*x < 0 || *x > 1))
             b.report(Severity::Error, v, DiagnosticCode::ExpectedFsDecay, {std::string(v.text)});
         else B::set(b.config_.fairshare.decay, x);
     }},
    {"STATDIR", [](B& b, const E&, const V& v) { b.config_.fairshare.stat_dir = std::string(v.text); }},
    {"SYSTEMMAXPROCPERJOB", [](B& b, const E&, const V& v) { B::set(b.config_.credentials.system.job_limits.max_procs, b.integer(v)); }},
    {"SYSTEMMAXNODEPERJOB", [](B& b, const E&, const V& v) { B::set(b.config_.credentials.system.job_limits.max_nodes, b.integer(v)); }},
    {"SYSTEMMAXPROCSECONDPERJOB", [](B& b, const E&, const V& v) { B::set(b.config_.credentials.system.job_limits.max_proc_seconds, b.integer(v)); }},
    {"SYSTEMMAXJOBWALLTIME", [](B& b, const E&, const V& v) { B::set(b.config_.credentials.system.job_limits.max_walltime, b.duration(v)); }},
    {"BACKFILLPOLICY", [](B& b, const E&, const V& v) { b.set_enum(b.config_.scheduling.backfill, v); }},
    {"BACKFILLMETRIC", [](B& b, const E&, const V& v) {
         V named = v;
         named.what = "BACKFILLMETRIC";
         b.set_enum(b.config_.scheduling.metric, named);
     }},
    {"RESERVATIONPOLICY", [](B& b, const E&, const V& v) { b.set_enum(b.config_.scheduling.reservation_policy, v); }},
    {"RESERVATIONDEPTH", [](B& b, const E& e, const V& v) {
         const auto d = b.integer(v, 0);
         if (d) b.reservation_index(e, [&](ReservationDepthGroup& g) { g.depth = static_cast<int>(*d); });
     }},
    {"RESERVATIONQOSLIST", [](B& b, const E& e, const V& v) {
         auto qos = b.list(v);
         b.reservation_index(e, [&](ReservationDepthGroup& g) { g.qos = qos; });
     }},
    {"BFCHUNKSIZE", [](B& b, const E&, const V& v) { B::set(b.config_.scheduling.chunk_size, b.integer(v)); }},
    {"BFCHUNKDURATION", [](B& b, const E&, const V& v) { B::set(b.config_.scheduling.chunk_duration, b.duration(v)); }},
    {"BFDEPTH", [](B& b, const E&, const V& v) { B::set(b.config_.scheduling.bf_depth, b.integer(v)); }},
    {"NODEALLOCATIONPOLICY", [](B& b, const E&, const V& v) { b.set_enum(b.config_.nodes.allocation, v); }},
    {"NODEACCESSPOLICY", [](B& b, const E&, const V& v) { b.set_enum(b.config_.nodes.access, v); }},
    {"RMPOLLINTERVAL", [](B& b, const E&, const V& v) { B::set(b.config_.service.poll_interval, b.duration(v)); }},
    {"ADMIN1", [](B& b, const E&, const V& v) { b.config_.service.admins[0] = b.list(v); }},
    {"ADMIN2", [](B& b, const E&, const V& v) { b.config_.service.admins[1] = b.list(v); }},
    {"ADMIN3", [](B& b, const E&, const V& v) { b.config_.service.admins[2] = b.list(v); }},
    {"SERVERMODE", [](B& b, const E&, const V& v) {
         if (const auto i = b.choice_of(v)) b.config_.service.mode = std::string(find_parameter("SERVERMODE")->choices[*i]);
     }},
    {"TIMEZONE", [](B& b, const E&, const V& v) { b.config_.service.time_zone = std::string(v.text); }},
    {"SERVERHOST", [](B& b, const E&, const V& v) { b.config_.service.server_host = std::string(v.text); }},
    {"SERVERPORT", [](B& b, const E&, const V& v) {
         const auto p = b.integer(v, 1);
         if (p && *p > 65535) b.report(Severity::Error, v, DiagnosticCode::ExpectedPort, {std::string(v.text)});
         else B::set(b.config_.service.server_port, p);
     }},
}};

}  // namespace

TypedConfig build_config(const ConfigDocument& doc) {
    TypedConfig out;
    std::vector<Diagnostic> semantic;
    out.config = Builder(doc, semantic).build();
    std::stable_sort(semantic.begin(), semantic.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return std::tie(a.line, a.column) < std::tie(b.line, b.column);
    });
    out.diagnostics = doc.diagnostics();
    out.diagnostics.insert(out.diagnostics.end(), semantic.begin(), semantic.end());
    return out;
}

}  // namespace outrigger
