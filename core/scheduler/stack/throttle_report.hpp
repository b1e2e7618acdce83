#pragma once

// The throttling of a run as data (guide 6.2, spec section 3), for diagnose and the throttling
// panel, rendered as text and JSON:
//   throttling   every limit configured, for the system, each credential kind's DEFAULT and each
//                credential with limits of its own or usage under a limit, soft and hard, with the
//                usage it is measured against at the last iteration and the headroom left;
//   blocking     every limit that keeps one job from starting now (all of them, not the first the
//                loop met), each at the level it binds: soft only, or soft and hard.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "model/reason.hpp"
#include "schedule/reports.hpp"

namespace outrigger {

class PolicyStack;

struct LimitUsageRow {
    std::optional<CredKind> kind;  // none: the system (SYSTEMCFG)
    std::string name;              // the credential's name, DEFAULT, or empty for the system
    std::string limit;             // "MAXJOB", "MAXIPROC", "OMAXNODE", "MAXJOB[USER]", "MAXPROC[GROUP:g1]"
    std::int64_t soft = 0;
    std::int64_t hard = 0;
    // In use at the last iteration, in the limit's unit; none where a row has no single usage
    // (a DEFAULT, an idle limit, a limit over every credential of a kind).
    std::optional<std::int64_t> in_use;

    [[nodiscard]] std::optional<std::int64_t> headroom() const {
        return in_use ? std::optional<std::int64_t>(hard - *in_use) : std::nullopt;
    }
    // The soft limit is reached: only the hard pass (when soft < hard) may start more.
    [[nodiscard]] bool at_soft() const { return in_use && *in_use >= soft; }
    [[nodiscard]] bool at_hard() const { return in_use && *in_use >= hard; }
};

struct ThrottleReport {
    Time now;
    std::vector<LimitUsageRow> rows;  // system, then user, group, account, QOS, class
};

// Empty rows when the configuration sets no limit.
[[nodiscard]] ThrottleReport throttle_report(const PolicyStack& stack, Time now);
[[nodiscard]] std::string throttle_text(const ThrottleReport& report);
// {"schema": "outrigger.throttling/1", "now": s, "limits": [{...}]}
[[nodiscard]] nlohmann::json throttle_json(const ThrottleReport& report);

struct BlockingLimit {
    Reason reason;
    bool hard = false;  // it binds at the hard level too: no pass of this iteration can start the job
};
struct BlockingReport {
    std::string job;
    Time now;
    std::vector<BlockingLimit> limits;  // the throttle's, in its check order
    std::vector<Reason> others;         // what else holds the job back (its checkjob reasons)
};

[[nodiscard]] BlockingReport blocking_report(const PolicyStack& stack, const ReportContext& ctx, JobId job);
[[nodiscard]] std::string blocking_text(const BlockingReport& report, const Names& names);
// {"schema": "outrigger.blocking/1", "job": "...", "limits": [{reason, level, text}], "others": [...]}
[[nodiscard]] nlohmann::json blocking_json(const BlockingReport& report, const Names& names);

}  // namespace outrigger
