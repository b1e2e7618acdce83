#include "session/input_mismatches.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "config/duration.hpp"
#include "model/host_expression.hpp"
#include "session/run_inputs.hpp"

namespace outrigger {

namespace {

constexpr std::array<std::string_view, kCredKinds> kCfgParameter{"USERCFG", "GROUPCFG", "ACCOUNTCFG",
                                                                 "QOSCFG", "CLASSCFG"};
constexpr std::array<std::string_view, kCredKinds> kPlural{"users", "groups", "accounts", "QOS", "classes"};
constexpr std::array<std::string_view, kCredKinds> kSingular{"user", "group", "account", "QOS", "class"};
// At most this many names are listed in one finding; the rest are counted.
constexpr std::size_t kListed = 6;

std::optional<CredKind> acl_kind(AclType t) {
    switch (t) {
        case AclType::User:
            return CredKind::User;
        case AclType::Group:
            return CredKind::Group;
        case AclType::Account:
            return CredKind::Account;
        case AclType::Qos:
            return CredKind::Qos;
        case AclType::Class:
            return CredKind::Class;
        case AclType::JobAttr:
        case AclType::TimeLimit:
            break;
    }
    return std::nullopt;
}

// Where a finding points: the config file and a line and column in it (0: none).
struct Place {
    int line = 0;
    int column = 0;
};

class Finder {
  public:
    Finder(const ConfigDocument& source, const Config& config, const Cluster& cluster,
           std::span<const Job> jobs)
        : source_(source), config_(config), cluster_(cluster), jobs_(jobs) {}

    std::vector<Diagnostic> run() {
        collect_mentions();
        // The workload's credentials matter only to a config that names some, or sets class
        // limits for every class: Maui's defaults skip a pass over every job record.
        const bool names_any = std::any_of(mentioned_.begin(), mentioned_.end(),
                                           [](const auto& names) { return !names.empty(); });
        if (names_any || config_.credentials.find_default(CredKind::Class) != nullptr) count_workload();
        for (const CredKind k : kAllCredKinds) credentials(k);
        standing_hosts();
        config_nodes();
        credential_partitions();
        class_limits();
        std::stable_sort(found_.begin(), found_.end(), [](const Diagnostic& a, const Diagnostic& b) {
            const int la = a.line > 0 ? a.line : 1 << 30;
            const int lb = b.line > 0 ? b.line : 1 << 30;
            return la < lb;
        });
        return std::move(found_);
    }

  private:
    void add(Diagnostic::Severity severity, Place at, DiagnosticCode code, std::vector<std::string> args) {
        Diagnostic d = coded_finding(severity, source_.file_name(), at.line, at.line > 0 ? at.column : 0,
                                     code, std::move(args));
        found_.push_back(std::move(d));
    }

    // The first line of PARAM (with `index` when given, and not DEFAULT when `named`).
    Place first_line(std::string_view parameter, std::optional<std::string_view> index = std::nullopt,
                     bool named = false) const {
        for (const ConfigEntry& e : source_.entries()) {
            if (e.parameter != parameter) continue;
            if (index && e.index != *index) continue;
            if (named && e.index == "DEFAULT") continue;
            return {e.line, e.column};
        }
        return {};
    }

    // The last occurrence of PARAM[index] ATTR=..., at its value.
    Place attribute(std::string_view parameter, std::string_view index, std::string_view attr) const {
        Place at;
        for (const ConfigEntry& e : source_.entries()) {
            if (e.parameter != parameter || e.index != index) continue;
            for (const ConfigAttribute& a : e.attributes)
                if (a.name == attr) at = {a.value_line, a.value_column};
        }
        return at.line > 0 ? at : first_line(parameter, index);
    }

    // Counted by dense id, then named once per credential: a name lookup per job and kind cost a
    // replay of a quarter million jobs tens of milliseconds.
    void count_workload() {
        std::array<std::vector<std::int64_t>, kCredKinds> by_id;
        for (const Job& j : jobs_)
            for (const CredKind k : kAllCredKinds)
                if (const CredId id = j.creds[k]; id.valid()) {
                    auto& counts = by_id[index(k)];
                    if (id.value() >= counts.size()) counts.resize(id.value() + 1, 0);
                    ++counts[id.value()];
                }
        for (const CredKind k : kAllCredKinds) {
            const auto& counts = by_id[index(k)];
            for (std::size_t i = 0; i < counts.size(); ++i)
                if (counts[i] > 0)
                    used_[index(k)][cluster_.names().name(k, CredId(static_cast<CredId::Rep>(i)))] +=
                        counts[i];
        }
    }

    void mention(CredKind k, const std::string& name) {
        if (!name.empty() && name != "DEFAULT") mentioned_[index(k)].insert(name);
    }

    // Every place a config names a credential: its own *CFG line, reservation access lists and
    // owners, QOS lists and defaults, multi-dimensional limits, reservation depth QOS lists.
    void collect_mentions() {
        const auto& by_kind = config_.credentials.by_kind;
        const auto limits = [this](const std::vector<LimitSpec>& specs) {
            for (const LimitSpec& l : specs)
                if (l.per && l.per_name) mention(*l.per, *l.per_name);
        };
        for (const CredKind k : kAllCredKinds)
            for (const auto& [name, cc] : by_kind[index(k)]) {
                mention(k, name);
                for (const std::string& q : cc.qos_list) mention(CredKind::Qos, q);
                if (cc.qos_default) mention(CredKind::Qos, *cc.qos_default);
                limits(cc.limits);
            }
        limits(config_.credentials.system.limits);
        for (const StandingReservationConfig& sr : config_.standing_reservations) {
            for (const AclEntry& a : sr.acl)
                if (const auto k = acl_kind(a.type)) mention(*k, a.name);
            if (sr.owner_kind) mention(*sr.owner_kind, sr.owner_name);
        }
        for (const auto& [i, group] : config_.scheduling.depth_groups)
            for (const std::string& q : group.qos) mention(CredKind::Qos, q);
    }

    static std::string listed(const std::vector<std::string>& names) {
        std::string out;
        for (std::size_t i = 0; i < names.size() && i < kListed; ++i)
            out += fmt::format("{}'{}'", i == 0 ? "" : ", ", names[i]);
        if (names.size() > kListed) out += fmt::format(" and {} more", names.size() - kListed);
        return out;
    }

    void credentials(CredKind k) {
        const auto& mentioned = mentioned_[index(k)];
        const auto& used = used_[index(k)];
        if (mentioned.empty()) return;  // the config has nothing to say about this kind
        const std::string_view plural = kPlural[index(k)];
        Place at = first_line(kCfgParameter[index(k)], std::nullopt, true);
        if (at.line == 0) at = first_line("SRCFG");

        std::vector<std::string> met;
        for (const std::string& name : mentioned)
            if (used.contains(name)) met.push_back(name);
        if (met.empty()) {
            const std::vector<std::string> named(mentioned.begin(), mentioned.end());
            if (used.empty()) {
                add(Diagnostic::Severity::Warning, at, DiagnosticCode::NoJobHasCredential,
                    {std::string(kSingular[index(k)]), std::string(plural), listed(named)});
            } else {
                std::vector<std::string> theirs;
                for (const auto& [name, n] : used) theirs.push_back(name);
                add(Diagnostic::Severity::Warning, at, DiagnosticCode::ConfigForOtherCredentials,
                    {std::string(plural), listed(named), listed(theirs)});
            }
            return;
        }
        // People without an entry of their own are what USERCFG[DEFAULT] is for; QOS and classes
        // are the site's own vocabulary, where a name the config lacks is a different site's.
        const bool has_default = config_.credentials.find_default(k) != nullptr;
        const bool people = k == CredKind::User || k == CredKind::Group || k == CredKind::Account;
        if (people && has_default) return;
        std::vector<std::string> strangers;
        std::int64_t jobs = 0;
        for (const auto& [name, n] : used)
            if (!mentioned.contains(name)) {
                strangers.push_back(fmt::format("{} ({} job{})", name, n, n == 1 ? "" : "s"));
                jobs += n;
            }
        if (strangers.empty()) return;
        std::string names;
        for (std::size_t i = 0; i < strangers.size() && i < kListed; ++i)
            names += fmt::format("{}{}", i == 0 ? "" : ", ", strangers[i]);
        if (strangers.size() > kListed) names += fmt::format(" and {} more", strangers.size() - kListed);
        if (has_default)
            add(Diagnostic::Severity::Warning, at, DiagnosticCode::UnmentionedCredentialsWithDefault,
                {std::to_string(jobs), std::string(plural), names, std::string(kCfgParameter[index(k)])});
        else
            add(Diagnostic::Severity::Warning, at, DiagnosticCode::UnmentionedCredentials,
                {std::to_string(jobs), std::string(plural), names});
    }

    std::string partition_names() const {
        std::vector<std::string> names;
        for (const Partition& p : cluster_.partitions()) names.push_back(p.name);
        return listed(names);
    }

    void standing_hosts() {
        for (const StandingReservationConfig& sr : config_.standing_reservations) {
            std::vector<std::string> unknown;
            std::size_t known = 0;
            for (const std::string& expr : sr.host_list) {
                const HostExpansion x = expand_hosts(expr);
                for (const std::string& h : x.hosts) {
                    if (cluster_.find_node(h))
                        ++known;
                    else
                        unknown.push_back(h);
                }
            }
            if (!unknown.empty())
                add(Diagnostic::Severity::Warning, attribute("SRCFG", sr.name, "HOSTLIST"),
                    known == 0 ? DiagnosticCode::StandingHostsAllMissing
                               : DiagnosticCode::StandingHostsMissing,
                    {sr.name, std::to_string(unknown.size()), compress_hosts(unknown)});
            if (sr.partition && !cluster_.find_partition(*sr.partition))
                add(Diagnostic::Severity::Warning, attribute("SRCFG", sr.name, "PARTITION"),
                    DiagnosticCode::StandingPartitionMissing, {sr.name, *sr.partition, partition_names()});
        }
    }

    void config_nodes() {
        for (const ConfigEntry& e : source_.entries()) {
            if (e.parameter != "NODECFG" || e.index.empty() || e.index == "DEFAULT") continue;
            const HostExpansion x = expand_hosts(e.index);
            std::vector<std::string> unknown;
            for (const std::string& h : x.hosts)
                if (!cluster_.find_node(h)) unknown.push_back(h);
            if (unknown.empty()) continue;
            add(Diagnostic::Severity::Warning, {e.index_line, e.index_column},
                DiagnosticCode::NodeConfigHostsMissing,
                {e.index, std::to_string(unknown.size()), compress_hosts(unknown)});
        }
        for (const auto& [name, node] : config_.nodes.nodes)
            if (node.partition && !cluster_.find_partition(*node.partition) && cluster_.find_node(name))
                add(Diagnostic::Severity::Warning, attribute("NODECFG", name, "PARTITION"),
                    DiagnosticCode::NodeConfigPartitionMissing, {name, *node.partition, partition_names()});
    }

    void credential_partitions() {
        for (const CredKind k : kAllCredKinds)
            for (const auto& [name, cc] : config_.credentials.by_kind[index(k)])
                if (cc.partition && !cluster_.find_partition(*cc.partition))
                    add(Diagnostic::Severity::Warning, attribute(kCfgParameter[index(k)], name, "PDEF"),
                        DiagnosticCode::DefaultPartitionMissing,
                        {std::string(kCfgParameter[index(k)]), name, *cc.partition, partition_names()});
    }

    // One limit of a class that a job may exceed on its own, whatever else runs.
    struct ClassLimit {
        std::string_view attribute;  // as maui.cfg spells it
        std::string_view carrier;    // the CLASSCFG index it is written on (the class or DEFAULT)
        std::int64_t value = 0;
        std::string value_text;
        std::string_view unit;
        std::int64_t (*request)(const Job&) = nullptr;
    };

    static std::optional<std::int64_t> hard_procs(const CredentialConfig& cc) {
        for (const LimitSpec& l : cc.limits)
            if (l.kind == LimitKind::Procs && !l.idle && !l.override_ && !l.per) return l.value.hard;
        return std::nullopt;
    }

    std::vector<ClassLimit> limits_of(const std::string& name) const {
        const CredentialConfig* own = config_.credentials.find(CredKind::Class, name);
        const CredentialConfig* def = config_.credentials.find_default(CredKind::Class);
        std::vector<ClassLimit> out;
        const auto pick = [&](auto field) -> std::pair<decltype(field(*own)), std::string_view> {
            if (own && field(*own)) return {field(*own), name};
            if (def && field(*def)) return {field(*def), "DEFAULT"};
            return {std::nullopt, {}};
        };
        const auto procs = [](const Job& j) { return j.procs(); };
        if (auto [v, at] = pick([](const CredentialConfig& c) { return c.job_limits.max_procs; }); v)
            out.push_back({"MAXPROCPERJOB", at, *v, std::to_string(*v), "processors", procs});
        if (auto [v, at] = pick([](const CredentialConfig& c) { return hard_procs(c); }); v && *v > 0)
            out.push_back({"MAXPROC", at, *v, std::to_string(*v), "processors", procs});
        if (auto [v, at] = pick([](const CredentialConfig& c) { return c.job_limits.max_walltime; }); v)
            out.push_back({"MAXWCLIMITPERJOB", at, v->count(), format_duration(*v), "seconds of walltime",
                           [](const Job& j) { return j.walltime.count(); }});
        if (auto [v, at] = pick([](const CredentialConfig& c) { return c.job_limits.max_proc_seconds; }); v)
            out.push_back({"MAXPSPERJOB", at, *v, std::to_string(*v), "processor-seconds",
                           [](const Job& j) { return j.proc_seconds(); }});
        return out;
    }

    void class_limits() {
        const auto& used = used_[index(CredKind::Class)];
        for (const auto& [name, total] : used) {
            if (!config_.credentials.find(CredKind::Class, name) &&
                !config_.credentials.find_default(CredKind::Class))
                continue;
            const auto id = cluster_.names().find(CredKind::Class, name);
            if (!id) continue;
            for (const ClassLimit& limit : limits_of(name)) {
                std::int64_t over = 0;
                std::int64_t smallest = -1;
                for (const Job& j : jobs_) {
                    if (j.creds[CredKind::Class] != *id) continue;
                    const std::int64_t r = limit.request(j);
                    if (r > limit.value) ++over;
                    if (smallest < 0 || r < smallest) smallest = r;
                }
                if (over == 0) continue;
                const Place at = attribute("CLASSCFG", limit.carrier, limit.attribute);
                const std::string written =
                    fmt::format("CLASSCFG[{}] {}={}", limit.carrier, limit.attribute, limit.value_text);
                if (over == total)
                    add(Diagnostic::Severity::Warning, at, DiagnosticCode::ClassLimitNoJobMeets,
                        {name, written, std::to_string(smallest), std::string(limit.unit),
                         std::to_string(total)});
                else
                    add(Diagnostic::Severity::Note, at, DiagnosticCode::ClassLimitSomeExceed,
                        {std::to_string(over), std::to_string(total), name, written});
            }
        }
    }

    const ConfigDocument& source_;
    const Config& config_;
    const Cluster& cluster_;
    std::span<const Job> jobs_;
    std::array<std::map<std::string, std::int64_t>, kCredKinds> used_;
    std::array<std::set<std::string>, kCredKinds> mentioned_;
    std::vector<Diagnostic> found_;
};

}  // namespace

std::vector<Diagnostic> input_mismatches(const ConfigDocument& source, const Config& config,
                                         const Cluster& cluster, std::span<const Job> jobs) {
    return Finder(source, config, cluster, jobs).run();
}

std::vector<Diagnostic> input_mismatches(const RunInputs& inputs) {
    return input_mismatches(inputs.config_source, inputs.config, inputs.cluster, inputs.jobs);
}

}  // namespace outrigger
