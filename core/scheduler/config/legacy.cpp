#include "config/legacy.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <tuple>

#include "config/legacy_forms.hpp"
#include "config/values.hpp"
#include "model/ascii.hpp"

namespace outrigger {

namespace {

using Severity = Diagnostic::Severity;

bool is_blank(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

// A Maui 3.0 list value (SRDAYS MON TUE, SRRESOURCES PROCS=2 MEM=512) as a modern list: every blank
// becomes `separator`, so columns still match; `collapsed` also merges runs of blanks.
std::string listed(std::string_view value, char separator, bool collapsed) {
    std::string out;
    bool after_blank = false;
    for (const char c : value) {
        if (!is_blank(c)) {
            out += c;
            after_blank = false;
        } else if (!collapsed || !after_blank) {
            out += separator;
            after_blank = true;
        }
    }
    return out;
}

class Reader {
  public:
    explicit Reader(const ConfigDocument& doc) : doc_(doc) {}

    LegacyReading read() {
        name_objects();
        for (const ConfigEntry& e : doc_.entries()) {
            const LegacyForm* f = form_of(e);
            if (!f || e.value.empty()) continue;
            if (f->role == LegacyRole::Name) {
                if (f->family == LegacyFamily::Qos && e.index.empty())
                    report(Severity::Error, e.line, e.column, DiagnosticCode::ExpectedQosNumberIndex,
                           {e.parameter});
                else
                    out_.absorbed.push_back(&e);
            } else if (f->family == LegacyFamily::Throttling) {
                throttle(e, *f);
            } else {
                attribute(e, *f);
            }
        }
        finish_throttles();
        std::stable_sort(out_.attributes.begin(), out_.attributes.end(),
                         [](const ModernAttribute& a, const ModernAttribute& b) {
                             return a.at->line_offset < b.at->line_offset;
                         });
        return std::move(out_);
    }

  private:
    static const LegacyForm* form_of(const ConfigEntry& e) {
        if (!e.known || e.info->usage != Usage::Legacy) return nullptr;
        return find_legacy_form(e.parameter);
    }

    void report(Severity s, int line, int column, DiagnosticCode code, std::vector<std::string> args) {
        out_.diagnostics.push_back(coded_finding(s, doc_.file_name(), line, column, code, std::move(args)));
    }

    // An SR* line without an index is Maui 3.0's reservation 0.
    static std::string sr_index(const ConfigEntry& e) { return e.index.empty() ? "0" : e.index; }

    // SRNAME[i] and QOSNAME[i]: the last one of each index names its object.
    void name_objects() {
        for (const ConfigEntry& e : doc_.entries()) {
            const LegacyForm* f = form_of(e);
            if (!f || f->role != LegacyRole::Name || e.value.empty()) continue;
            if (f->family == LegacyFamily::StandingReservation)
                sr_names_[sr_index(e)] = e.value;
            else if (!e.index.empty())
                qos_names_[e.index] = e.value;
        }
    }

    void attribute(const ConfigEntry& e, const LegacyForm& f) {
        std::string object;
        if (f.family == LegacyFamily::StandingReservation) {
            const std::string i = sr_index(e);
            const auto named = sr_names_.find(i);
            object = named == sr_names_.end() ? i : named->second;
        } else {
            if (e.index.empty()) {
                report(Severity::Error, e.line, e.column, DiagnosticCode::ExpectedQosIndexFor,
                       {e.parameter, std::string(f.attribute)});
                return;
            }
            const auto named = qos_names_.find(e.index);
            object = named == qos_names_.end() ? e.index : named->second;
        }
        const AttributeInfo* target = find_attribute(f.kind, f.attribute);
        const bool list = target && (target->kind == ValueKind::List || target->kind == ValueKind::Acl);
        const bool pairs = target && target->kind == ValueKind::Resources;
        ModernAttribute m;
        m.kind = f.kind;
        m.object = std::move(object);
        m.attribute = std::string(f.attribute);
        m.at = &e;
        if (list || pairs) {
            const char separator = pairs ? ';' : ',';
            m.value = listed(e.value, separator, false);
            m.written = listed(e.value, separator, true);
        } else {
            m.value = e.value;
            m.written = e.value;
        }
        m.same_columns = true;
        out_.attributes.push_back(std::move(m));
    }

    // ------------------------------------------------------------ the throttling pairs

    struct Pair {
        const ConfigEntry* hard = nullptr;
        const ConfigEntry* soft = nullptr;
        const ConfigEntry* policy = nullptr;
        std::optional<std::int64_t> hard_value, soft_value;
        bool off = false;
    };
    using PairKey = std::tuple<CfgKind, std::string_view>;

    void throttle(const ConfigEntry& e, const LegacyForm& f) {
        Pair& p = pairs_[PairKey{f.kind, f.attribute}];
        if (f.role == LegacyRole::Policy) {
            const std::string u = ascii_upper(e.value);
            const auto& choices = e.info->choices;
            if (std::find(choices.begin(), choices.end(), u) == choices.end()) {
                report(Severity::Error, e.value_line, e.value_column, DiagnosticCode::UnknownOnOff,
                       {e.value, e.parameter});
                return;
            }
            p.policy = &e;
            p.off = u == "OFF" || u == "FALSE";
            return;
        }
        const auto n = parse_integer(e.value);
        if (!n || *n < 0) {
            report(Severity::Error, e.value_line, e.value_column, DiagnosticCode::ExpectedWholeNumberAtLeast,
                   {"0", e.parameter, e.value});
            return;
        }
        if (f.role == LegacyRole::HardCount) {
            p.hard = &e;
            p.hard_value = n;
        } else {
            p.soft = &e;
            p.soft_value = n;
        }
    }

    void finish_throttles() {
        for (const auto& [key, p] : pairs_) {
            const auto& [kind, attribute] = key;
            const ConfigEntry* last = nullptr;
            for (const ConfigEntry* e : {p.hard, p.soft, p.policy})
                if (e && (!last || e->line_offset > last->line_offset)) last = e;
            if (!p.hard && !p.soft) {
                if (p.policy) out_.absorbed.push_back(p.policy);
                continue;
            }
            if (p.off) {
                report(Severity::Note, p.policy->line, p.policy->column,
                       DiagnosticCode::LegacyPolicyTurnsLimitOff,
                       {p.policy->parameter, p.policy->value, (p.hard ? p.hard : p.soft)->parameter});
                continue;
            }
            ModernAttribute m;
            m.kind = kind;
            m.object = std::string(kLegacyThrottleObject);
            m.attribute = std::string(attribute);
            const std::int64_t hard = p.hard_value.value_or(*p.soft_value);
            const std::int64_t soft = p.soft_value.value_or(hard);
            m.value = soft == hard ? fmt::format("{}", hard) : fmt::format("{},{}", soft, hard);
            m.written = m.value;
            // The limit takes the place of the pair's last line, so that it overrides, and is
            // overridden by, the modern lines around it as its lines did.
            m.at = last;
            m.same_columns = last->value == m.value;
            for (const ConfigEntry* e : {p.hard, p.soft, p.policy})
                if (e && e != last) out_.absorbed.push_back(e);
            out_.attributes.push_back(std::move(m));
        }
    }

    const ConfigDocument& doc_;
    LegacyReading out_;
    std::map<std::string, std::string> sr_names_;
    std::map<std::string, std::string> qos_names_;
    std::map<PairKey, Pair> pairs_;
};

}  // namespace

LegacyReading read_legacy(const ConfigDocument& doc) {
    return Reader(doc).read();
}

}  // namespace outrigger
