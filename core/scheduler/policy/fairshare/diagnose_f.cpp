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
                ref, names.name(k, ref.id), st.target, st.usage_percent, st.decayed_usage, {}, st.blocked};
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
    return out;
}

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
        for (const auto& row : r.rows[index(k)]) {
            nlohmann::json c{{"type", cred_kind_title(k)},         {"name", row.name},
                             {"usage_percent", row.usage_percent}, {"decayed_usage", row.decayed_usage},
                             {"window_usage", row.window_usage},   {"blocked", row.blocked}};
            if (row.target)
                c["target"] = {{"value", row.target->value},
                               {"type", fs_target_type_name(row.target->type)},
                               {"text", format_fs_target(*row.target)}};
            else
                c["target"] = nullptr;
            creds.push_back(std::move(c));
        }
    return j;
}

}  // namespace outrigger
