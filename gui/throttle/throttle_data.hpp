#pragma once

// The engine's throttling report (engine/query.hpp "throttling", JSON schema
// outrigger.throttling/1) as the Throttling panel reads it: every configured limit with its usage
// and headroom, and every blocked job with every limit that holds it back, when each has room
// again and the job's "no earlier than".

#include <QString>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace outrigger::gui {

// A QOS override (OMAX*) some of the credential's running jobs run under.
struct LimitOverrideRow {
    std::string qos;
    std::string limit;  // "OMAXNODE"
    std::int64_t hard = 0;
    std::int64_t jobs = 0;
};

struct LimitRow {
    std::string kind;  // "SYSTEM", "USER", "GROUP", "ACCOUNT", "QOS", "CLASS"
    std::string name;  // the credential, "DEFAULT", or empty for the system
    std::string limit;
    std::int64_t soft = 0;
    std::int64_t hard = 0;
    std::optional<std::int64_t> in_use;
    std::optional<std::int64_t> headroom;
    bool at_soft = false;
    bool at_hard = false;
    std::vector<LimitOverrideRow> overrides;
};

struct BlockingRow {
    // "ActiveLimit", "IdleLimit", "SystemJobLimit", or "FairshareCap" (limit "FSTARGET", value the
    // cap as written ("1000^", "20%"), usage the decayed usage, request the cap in metric units)
    std::string code;
    std::string credential;  // "USER:steve"; empty for the system
    std::string limit;       // "MAXJOB"
    bool hard = false;
    std::string value;  // in the limit's unit, as the engine wrote it
    std::string usage;
    std::string request;
    std::string text;                     // the engine's words
    std::optional<std::int64_t> release;  // seconds since the epoch
};

struct BlockedJobRow {
    std::string job;
    std::vector<BlockingRow> limits;
    std::optional<std::int64_t> no_earlier_than;
};

struct ThrottleData {
    std::int64_t now = 0;
    std::vector<LimitRow> limits;
    std::vector<BlockedJobRow> blocked;
};

// nullopt with `error` naming the field when the JSON is not a throttling report.
[[nodiscard]] std::optional<ThrottleData> throttle_data_from_json(const nlohmann::json& j,
                                                                  std::string& error);

// "USER MAXJOB" for a limit a job meets: the histogram's category.
[[nodiscard]] std::string blocking_category(const BlockingRow& row);

}  // namespace outrigger::gui
