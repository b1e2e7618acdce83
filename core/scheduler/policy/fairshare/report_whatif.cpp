#include "policy/fairshare/report_whatif.hpp"

#include <algorithm>

#include "policy/fairshare/report_projection.hpp"
#include "policy/fairshare/target.hpp"

namespace outrigger {

FsReport recompute_fs_report(const FsReport& stored, const FsWhatIf& what_if) {
    FsReport r;
    r.settings = stored.settings;
    r.now = stored.now;
    r.job = stored.job;
    if (what_if.decay) r.settings.decay = *what_if.decay;
    if (what_if.depth) r.settings.depth = std::max(0, *what_if.depth);
    const std::size_t n =
        std::min(stored.windows.size(), static_cast<std::size_t>(std::max(r.settings.depth, 0)));
    double weight = 1;
    for (std::size_t i = 0; i < n; ++i) {
        FsReportWindow w = stored.windows[i];
        w.weight = weight;
        r.windows.push_back(w);
        r.decayed_total += weight * w.total;
        weight *= r.settings.decay;
    }
    const bool enabled = r.settings.policy != FsPolicy::None;
    for (const CredKind k : kAllCredKinds)
        for (const FsReportRow& old : stored.rows[index(k)]) {
            FsReportRow row = old;
            for (const FsTargetChange& c : what_if.targets)
                if (c.kind == k && c.name == row.name) row.target = c.target;
            row.window_usage.resize(n);
            row.decayed_usage = 0;
            for (std::size_t i = 0; i < n; ++i)
                row.decayed_usage += r.windows[i].weight * row.window_usage[i];
            row.usage_percent = r.decayed_total > 0 ? row.decayed_usage / r.decayed_total * 100.0 : 0.0;
            row.delta = enabled ? fs_delta(row.target, row.usage_percent, r.settings.ratio) : 0.0;
            const auto cap = row.target ? cap_limit(*row.target, r.decayed_total) : std::nullopt;
            row.blocked = cap.has_value() && row.decayed_usage >= *cap;
            r.rows[index(k)].push_back(std::move(row));
        }
    project_fs_report(r);
    return r;
}

double usage_at_window(const FsReport& report, const FsReportRow& row, std::size_t window) {
    double weight = 1;
    double used = 0;
    double total = 0;
    for (std::size_t i = window; i < report.windows.size() && i < row.window_usage.size(); ++i) {
        used += weight * row.window_usage[i];
        total += weight * report.windows[i].total;
        weight *= report.settings.decay;
    }
    return total > 0 ? used / total * 100.0 : 0.0;
}

}  // namespace outrigger
