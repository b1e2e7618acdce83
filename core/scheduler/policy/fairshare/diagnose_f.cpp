#include "policy/fairshare/diagnose_f.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "policy/fairshare/metric.hpp"
#include "policy/fairshare/target.hpp"

namespace outrigger {

namespace {

std::string hms(Duration d) {
    const std::int64_t s = d.count();
    return fmt::format("{:02}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60);
}

std::string policy_text(const FairshareSettings& s) {
    return std::string(fs_policy_name(s.policy)) + (s.ratio ? "%" : "");
}

std::string recovery_text(const FsReport& r, const FsReportRow& row) {
    switch (row.recovery.state) {
        case FsRecoveryState::NotApplicable:
            return "-";
        case FsRecoveryState::UnderNow:
            return "under target";
        case FsRecoveryState::AfterRolls:
            return fmt::format("under after {} window roll{} (in {})", row.recovery.rolls,
                               row.recovery.rolls == 1 ? "" : "s", hms(row.recovery.at - r.now));
        case FsRecoveryState::Never:
            return "never under target";
    }
    return "-";
}

}  // namespace

FsReport build_fs_report(const FairshareSettings& settings, const FairshareLedger& ledger,
                         const FairshareSnapshot& snapshot, const Names& names) {
    FsReport r;
    r.settings = settings;
    r.decayed_total = snapshot.decayed_total();
    const auto windows = ledger.windows();
    const std::size_t n = std::min(windows.size(), static_cast<std::size_t>(std::max(settings.depth, 0)));
    double weight = 1;
    for (std::size_t i = 0; i < n; ++i) {
        r.windows.push_back(FsReportWindow{windows[i].start, windows[i].length, weight, windows[i].total});
        weight *= settings.decay;
    }
    for (const CredKind k : kAllCredKinds) {
        auto& rows = r.rows[index(k)];
        for (std::size_t id = 0; id < names.count(k); ++id) {
            const CredRef ref{k, CredId(static_cast<CredId::Rep>(id))};
            const FsCredentialState st = snapshot.state(ref);
            FsReportRow row{
                ref,     names.name(k, ref.id), st.target, st.usage_percent, st.decayed_usage, {}, st.blocked,
                st.delta};
            bool used = false;
            for (std::size_t i = 0; i < n; ++i) {
                row.window_usage.push_back(windows[i].usage_of(ref));
                used = used || row.window_usage.back() != 0.0;
            }
            if (used || row.target) rows.push_back(std::move(row));
        }
        std::sort(rows.begin(), rows.end(),
                  [](const FsReportRow& a, const FsReportRow& b) { return a.name < b.name; });
    }
    return r;
}

std::string render_fs_report(const FsReport& r) {
    std::string out = "FairShare Information\n\n";
    out += fmt::format("Depth: {} intervals   Interval Length: {}   Decay Rate: {:.2f}\n\n", r.settings.depth,
                       hms(r.settings.interval), r.settings.decay);
    out += fmt::format("FS Policy: {}\n\n", policy_text(r.settings));
    out += fmt::format("{:<14} {:>8} {:>9}", "FSInterval", "%", "Target");
    for (std::size_t i = 0; i < r.windows.size(); ++i) out += fmt::format(" {:>12}", i);
    out += '\n';
    out += fmt::format("{:<14} {:>8} {:>9}", "FSWeight", "-------", "-------");
    for (const auto& w : r.windows) out += fmt::format(" {:>12.4f}", w.weight);
    out += '\n';
    out += fmt::format("{:<14} {:>8.2f} {:>9}", "TotalUsage", r.decayed_total > 0 ? 100.0 : 0.0, "-------");
    for (const auto& w : r.windows) out += fmt::format(" {:>12.3f}", w.total);
    out += '\n';
    for (const CredKind k : kAllCredKinds) {
        const auto& rows = r.rows[index(k)];
        if (rows.empty()) continue;
        out += fmt::format("\n{}\n-------------\n", cred_kind_keyword(k));
        for (const auto& row : rows) {
            const std::string target = row.target ? format_fs_target(*row.target) : "-------";
            out += fmt::format("{:<14} {:>8.2f} {:>9}", row.name + (row.blocked ? "*" : ""),
                               row.usage_percent, target);
            for (const double u : row.window_usage) out += fmt::format(" {:>12.3f}", u);
            out += '\n';
        }
    }
    out += "\n* usage at or over its cap: jobs blocked\n";
    // When each credential over its target is back under it if it is charged nothing more.
    std::string later;
    for (const CredKind k : kAllCredKinds)
        for (const auto& row : r.rows[index(k)])
            if (row.recovery.state == FsRecoveryState::AfterRolls ||
                row.recovery.state == FsRecoveryState::Never)
                later +=
                    fmt::format("{:<8} {:<14} {}\n", cred_kind_keyword(k), row.name, recovery_text(r, row));
    if (!later.empty()) out += "\nBack under target if charged nothing more:\n" + later;
    if (r.job) {
        out += fmt::format("\nAfter job {} (charge {:.3f}, counted in the current window):\n", r.job->job,
                           r.job->charge);
        for (const auto& row : r.job->after) {
            double before = 0;
            for (const auto& b : r.rows[index(row.cred.kind)])
                if (b.name == row.name) before = b.usage_percent;
            out += fmt::format("{:<8} {:<14} {:>8.2f} -> {:>8.2f}  {}\n", cred_kind_keyword(row.cred.kind),
                               row.name, before, row.usage_percent, recovery_text(r, row));
        }
    }
    return out;
}

namespace {

const char* recovery_state_name(FsRecoveryState s) {
    switch (s) {
        case FsRecoveryState::NotApplicable:
            return "none";
        case FsRecoveryState::UnderNow:
            return "under-now";
        case FsRecoveryState::AfterRolls:
            return "after-rolls";
        case FsRecoveryState::Never:
            return "never";
    }
    return "none";
}

nlohmann::json row_json(CredKind k, const FsReportRow& row) {
    nlohmann::json c{{"type", cred_kind_title(k)},
                     {"name", row.name},
                     {"usage_percent", row.usage_percent},
                     {"decayed_usage", row.decayed_usage},
                     {"window_usage", row.window_usage},
                     {"blocked", row.blocked},
                     {"delta", row.delta}};
    if (row.target)
        c["target"] = {{"value", row.target->value},
                       {"type", fs_target_type_name(row.target->type)},
                       {"text", format_fs_target(*row.target)}};
    else
        c["target"] = nullptr;
    // When it is back under its target if it is charged nothing more.
    c["recovery"] = {{"state", recovery_state_name(row.recovery.state)},
                     {"rolls", row.recovery.rolls},
                     {"at", row.recovery.at.seconds()}};
    return c;
}

}  // namespace

nlohmann::json fs_report_json(const FsReport& r) {
    nlohmann::json j;
    j["schema"] = kDiagnoseFairshareSchema;
    j["policy"] = fs_policy_name(r.settings.policy);
    j["ratio"] = r.settings.ratio;
    j["interval_s"] = r.settings.interval.count();
    j["depth"] = r.settings.depth;
    j["decay"] = r.settings.decay;
    j["decayed_total"] = r.decayed_total;
    auto& windows = j["windows"] = nlohmann::json::array();
    for (const auto& w : r.windows)
        windows.push_back({{"start", w.start.seconds()},
                           {"length_s", w.length.count()},
                           {"weight", w.weight},
                           {"total", w.total}});
    auto& creds = j["credentials"] = nlohmann::json::array();
    for (const CredKind k : kAllCredKinds)
        for (const auto& row : r.rows[index(k)]) creds.push_back(row_json(k, row));
    j["now"] = r.now.seconds();
    if (r.job) {
        auto job_creds = nlohmann::json::array();
        for (const auto& [kind, name] : r.job->creds)
            job_creds.push_back({{"type", cred_kind_title(kind)}, {"name", name}});
        auto after = nlohmann::json::array();
        for (const FsReportRow& row : r.job->after) after.push_back(row_json(row.cred.kind, row));
        j["job"] = {{"name", r.job->job},
                    {"charge", r.job->charge},
                    {"credentials", std::move(job_creds)},
                    {"after", std::move(after)}};
    } else {
        j["job"] = nullptr;
    }
    return j;
}

namespace {

std::optional<FsPolicy> policy_named(std::string_view name) {
    for (const FsPolicy p :
         {FsPolicy::None, FsPolicy::DedicatedPS, FsPolicy::DedicatedPES, FsPolicy::UtilizedPS})
        if (name == fs_policy_name(p)) return p;
    return std::nullopt;
}

std::optional<FsTargetType> target_type_named(std::string_view name) {
    for (const FsTargetType t : {FsTargetType::Target, FsTargetType::Floor, FsTargetType::Ceiling,
                                 FsTargetType::CapAbsolute, FsTargetType::CapRelative})
        if (name == fs_target_type_name(t)) return t;
    return std::nullopt;
}

std::optional<FsRecoveryState> recovery_state_named(std::string_view name) {
    for (const FsRecoveryState st : {FsRecoveryState::NotApplicable, FsRecoveryState::UnderNow,
                                     FsRecoveryState::AfterRolls, FsRecoveryState::Never})
        if (name == recovery_state_name(st)) return st;
    return std::nullopt;
}

std::optional<CredKind> kind_titled(std::string_view title) {
    for (const CredKind k : kAllCredKinds)
        if (title == cred_kind_title(k)) return k;
    return std::nullopt;
}

}  // namespace

std::optional<FsReport> fs_report_from_json(const nlohmann::json& j, std::string& error) {
    const auto fail = [&error](std::string what) -> std::optional<FsReport> {
        error = "diagnose-f report: " + std::move(what);
        return std::nullopt;
    };
    const auto schema = j.is_object() ? j.find("schema") : j.end();
    if (schema == j.end() || !schema->is_string() ||
        schema->get_ref<const std::string&>() != kDiagnoseFairshareSchema)
        return fail(std::string("\"schema\" is not ") + kDiagnoseFairshareSchema);
    try {
        FsReport r;
        const auto policy = policy_named(j.at("policy").get_ref<const std::string&>());
        if (!policy) return fail("unknown \"policy\" " + j.at("policy").dump());
        r.settings.policy = *policy;
        r.settings.ratio = j.at("ratio").get<bool>();
        r.settings.interval = Duration::seconds(j.at("interval_s").get<std::int64_t>());
        r.settings.depth = j.at("depth").get<int>();
        r.settings.decay = j.at("decay").get<double>();
        r.decayed_total = j.at("decayed_total").get<double>();
        for (const auto& w : j.at("windows"))
            r.windows.push_back(FsReportWindow{Time::from_seconds(w.at("start").get<std::int64_t>()),
                                               Duration::seconds(w.at("length_s").get<std::int64_t>()),
                                               w.at("weight").get<double>(), w.at("total").get<double>()});
        const auto read_row = [&](const nlohmann::json& c, std::optional<CredKind>& kind,
                                  std::string& why) -> std::optional<FsReportRow> {
            kind = kind_titled(c.at("type").get_ref<const std::string&>());
            if (!kind) {
                why = "unknown credential \"type\" " + c.at("type").dump();
                return std::nullopt;
            }
            FsReportRow row;
            row.cred = CredRef{*kind, CredId()};
            row.name = c.at("name").get_ref<const std::string&>();
            row.usage_percent = c.at("usage_percent").get<double>();
            row.decayed_usage = c.at("decayed_usage").get<double>();
            row.window_usage = c.at("window_usage").get<std::vector<double>>();
            row.blocked = c.at("blocked").get<bool>();
            row.delta = c.value("delta", 0.0);
            if (row.window_usage.size() != r.windows.size()) {
                why = "credential \"" + row.name + "\" has " + std::to_string(row.window_usage.size()) +
                      " window usages for " + std::to_string(r.windows.size()) + " windows";
                return std::nullopt;
            }
            if (const auto& t = c.at("target"); !t.is_null()) {
                const auto type = target_type_named(t.at("type").get_ref<const std::string&>());
                if (!type) {
                    why = "unknown target \"type\" " + t.at("type").dump();
                    return std::nullopt;
                }
                row.target = FsTarget{t.at("value").get<double>(), *type};
            }
            if (const auto rec = c.find("recovery"); rec != c.end() && !rec->is_null()) {
                const auto state = recovery_state_named(rec->at("state").get_ref<const std::string&>());
                if (!state) {
                    why = "credential \"" + row.name + "\": unknown recovery \"state\" " +
                          rec->at("state").dump();
                    return std::nullopt;
                }
                row.recovery = FsRecovery{*state, rec->at("rolls").get<std::size_t>(),
                                          Time::from_seconds(rec->at("at").get<std::int64_t>())};
            }
            return row;
        };
        std::string why;
        for (const auto& c : j.at("credentials")) {
            std::optional<CredKind> kind;
            std::optional<FsReportRow> row = read_row(c, kind, why);
            if (!row) return fail(why);
            r.rows[index(*kind)].push_back(std::move(*row));
        }
        if (j.contains("now")) r.now = Time::from_seconds(j.at("now").get<std::int64_t>());
        if (const auto job = j.find("job"); job != j.end() && !job->is_null()) {
            FsJobCharge charge;
            charge.job = job->at("name").get_ref<const std::string&>();
            charge.charge = job->at("charge").get<double>();
            for (const auto& c : job->at("credentials")) {
                const auto kind = kind_titled(c.at("type").get_ref<const std::string&>());
                if (!kind) return fail("job: unknown credential \"type\" " + c.at("type").dump());
                charge.creds.emplace_back(*kind, c.at("name").get_ref<const std::string&>());
            }
            for (const auto& c : job->at("after")) {
                std::optional<CredKind> kind;
                std::optional<FsReportRow> row = read_row(c, kind, why);
                if (!row) return fail("job: " + why);
                charge.after.push_back(std::move(*row));
            }
            r.job = std::move(charge);
        }
        return r;
    } catch (const nlohmann::json::exception& e) {
        return fail(e.what());
    }
}

}  // namespace outrigger
