#pragma once

// The throttling of a run as data (guide 6.2, spec section 3), for diagnose and the throttling
// panel, rendered as text and JSON:
//   throttling   every limit configured, for the system, each credential kind's DEFAULT and each
//                credential with limits of its own or usage under a limit, soft and hard, with the
//                usage it is measured against at the last iteration and the headroom left;
//   blocking     every limit that keeps one job from starting now (all of them, not the first the
//                loop met), each at the level it binds: soft only, or soft and hard;
//   blocked      every idle job some limit holds back, with every such limit, when each has room
//                again if the running jobs end at their walltime limits, and the latest of those:
//                the job's "no earlier than" (the throttling JSON's "blocked" list). A fairshare
//                cap counts among them (at the hard level): it has room at the window roll at
//                which the credential's decayed usage drops under the cap if it is charged
//                nothing more (policy/fairshare/recovery.hpp).

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "model/reason.hpp"
#include "schedule/reports.hpp"

namespace outrigger {

class PolicyStack;

// A QOS override (OMAX*) some of a credential's running jobs run under: those jobs were measured
// against the override instead of the credential's own limit, so usage may stand over it.
struct LimitOverride {
    std::string qos;
    std::string limit;  // "OMAXNODE"
    std::int64_t soft = 0;
    std::int64_t hard = 0;
    std::int64_t jobs = 0;  // the credential's running jobs under that QOS
    bool operator==(const LimitOverride&) const = default;
};

struct LimitUsageRow {
    std::optional<CredKind> kind;  // none: the system (SYSTEMCFG)
    std::string name;              // the credential's name, DEFAULT, or empty for the system
    std::string limit;             // "MAXJOB", "MAXIPROC", "OMAXNODE", "MAXJOB[USER]", "MAXPROC[GROUP:g1]"
    std::int64_t soft = 0;
    std::int64_t hard = 0;
    // In use at the last iteration, in the limit's unit; none where a row has no single usage
    // (a DEFAULT, an idle limit, a limit over every credential of a kind).
    std::optional<std::int64_t> in_use;
    // The QOS overrides of this limit that running jobs of the credential run under (plain active
    // limits of a credential other than a QOS; empty otherwise).
    std::vector<LimitOverride> overrides = {};

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

// Empty rows when the configuration sets no limit. With `running` (the snapshot the usage was
// counted from), each credential's limit names the QOS overrides its running jobs run under.
[[nodiscard]] ThrottleReport throttle_report(const PolicyStack& stack, Time now,
                                             const Snapshot* running = nullptr);
[[nodiscard]] std::string throttle_text(const ThrottleReport& report);
// {"schema": "outrigger.throttling/1", "now": s, "limits": [{..., "overrides": [{qos, limit, soft,
// hard, jobs}]}]}
[[nodiscard]] nlohmann::json throttle_json(const ThrottleReport& report);

struct BlockingLimit {
    Reason reason;
    bool hard = false;  // it binds at the hard level too: no pass of this iteration can start the job
    // When the limit has room for the job (ThrottlePolicy::release_time); none when no running
    // job's end makes room (an idle limit, a limit under the job's own size).
    std::optional<Time> release;
};
struct BlockingReport {
    std::string job;
    Time now;
    std::vector<BlockingLimit> limits;  // the throttle's, in its check order, then a fairshare cap
    std::vector<Reason> others;         // what else holds the job back (its checkjob reasons)
};

[[nodiscard]] BlockingReport blocking_report(const PolicyStack& stack, const ReportContext& ctx, JobId job);

struct BlockedJob {
    BlockingReport blocking;
    // The latest release of its limits: it cannot start earlier, whatever else happens; none when
    // one of its limits has no release time.
    std::optional<Time> no_earlier_than;
};
// Every idle job with at least one blocking limit, in queue (submit) order.
[[nodiscard]] std::vector<BlockedJob> blocked_jobs(const PolicyStack& stack, const ReportContext& ctx);
// [{"job", "no_earlier_than": s | null, "limits": [{reason, level, text, release: s | null}], "others"}]
[[nodiscard]] nlohmann::json blocked_jobs_json(const std::vector<BlockedJob>& jobs, const Names& names);
[[nodiscard]] std::string blocking_text(const BlockingReport& report, const Names& names);
// {"schema": "outrigger.blocking/1", "job": "...", "limits": [{reason, level, text}], "others": [...]}
[[nodiscard]] nlohmann::json blocking_json(const BlockingReport& report, const Names& names);

}  // namespace outrigger
