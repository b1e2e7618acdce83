#include "policy/fairshare/report_projection.hpp"

#include <algorithm>

#include "policy/fairshare/recovery.hpp"
#include "policy/fairshare/report_whatif.hpp"
#include "policy/fairshare/target.hpp"

namespace outrigger {

FsRecovery fs_recovery(const FsReport& report, const FsReportRow& row) {
    if (!row.target || row.target->type == FsTargetType::Floor) return FsRecovery{};
    std::vector<double> totals;
    for (const FsReportWindow& w : report.windows) totals.push_back(w.total);
    const std::span<const double> usage(row.window_usage.data(),
                                        std::min(row.window_usage.size(), totals.size()));
    const std::optional<std::size_t> rolls =
        rolls_until_under(FsHistory{usage, totals}, report.settings.decay, report.settings.depth, *row.target,
                          mean_total(totals));
    if (!rolls) return FsRecovery{FsRecoveryState::Never, 0, Time{}};
    if (*rolls == 0) return FsRecovery{FsRecoveryState::UnderNow, 0, report.now};
    const Time current_end =
        report.windows.empty() ? report.now : report.windows.front().start + report.windows.front().length;
    return FsRecovery{FsRecoveryState::AfterRolls, *rolls,
                      roll_time(report.now, current_end, report.settings.interval, *rolls)};
}

std::vector<FsReportRow> fs_rows_after(const FsReport& report, const FsJobCharge& job) {
    if (report.windows.empty()) return {};
    FsReport charged = report;
    charged.job.reset();
    charged.windows.front().total += job.charge;
    for (const auto& [kind, name] : job.creds) {
        auto& rows = charged.rows[index(kind)];
        auto at =
            std::find_if(rows.begin(), rows.end(), [&name](const FsReportRow& r) { return r.name == name; });
        if (at == rows.end()) {
            FsReportRow fresh;
            fresh.cred = CredRef{kind, CredId()};
            fresh.name = name;
            fresh.window_usage.assign(charged.windows.size(), 0.0);
            rows.push_back(std::move(fresh));
            at = rows.end() - 1;
        }
        at->window_usage.front() += job.charge;
    }
    // The same sums as any what-if of the report: with no change, the report's own parameters.
    const FsReport after = recompute_fs_report(charged, FsWhatIf{});
    std::vector<FsReportRow> out;
    for (const auto& [kind, name] : job.creds)
        for (const FsReportRow& r : after.rows[index(kind)])
            if (r.name == name) out.push_back(r);
    return out;
}

void project_fs_report(FsReport& report) {
    for (auto& rows : report.rows)
        for (FsReportRow& r : rows) r.recovery = fs_recovery(report, r);
    if (report.job) report.job->after = fs_rows_after(report, *report.job);
}

}  // namespace outrigger
