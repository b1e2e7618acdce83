#include "gui/throttle/throttle_data.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

namespace outrigger::gui {

namespace {

std::string text_of(const nlohmann::json& j) {
    if (j.is_string()) return j.get_ref<const std::string&>();
    if (j.is_null()) return {};
    return j.dump();
}

// Decayed usage and caps are fractional proc-seconds; whole ones read better and lose nothing
// a manager acts on.
std::string whole_text(const nlohmann::json& j) {
    if (j.is_number()) return std::to_string(std::llround(j.get<double>()));
    return text_of(j);
}

std::optional<std::int64_t> number_or_null(const nlohmann::json& j) {
    if (j.is_null()) return std::nullopt;
    return j.get<std::int64_t>();
}

}  // namespace

std::optional<ThrottleData> throttle_data_from_json(const nlohmann::json& j, std::string& error) {
    const auto schema = j.is_object() ? j.find("schema") : j.end();
    if (schema == j.end() || !schema->is_string() ||
        schema->get_ref<const std::string&>() != "outrigger.throttling/1") {
        error = "throttling report: \"schema\" is not outrigger.throttling/1";
        return std::nullopt;
    }
    try {
        ThrottleData d;
        d.now = j.at("now").get<std::int64_t>();
        for (const auto& l : j.at("limits")) {
            LimitRow r;
            r.kind = l.at("kind").get_ref<const std::string&>();
            if (l.contains("name")) r.name = l.at("name").get_ref<const std::string&>();
            r.limit = l.at("limit").get_ref<const std::string&>();
            r.soft = l.at("soft").get<std::int64_t>();
            r.hard = l.at("hard").get<std::int64_t>();
            r.in_use = number_or_null(l.at("in_use"));
            r.headroom = number_or_null(l.at("headroom"));
            const std::string& state = l.at("state").get_ref<const std::string&>();
            r.at_hard = state == "at-hard";
            r.at_soft = r.at_hard || state == "at-soft";
            if (const auto o = l.find("overrides"); o != l.end())
                for (const auto& x : *o)
                    r.overrides.push_back(
                        LimitOverrideRow{x.at("qos").get<std::string>(), x.at("limit").get<std::string>(),
                                         x.at("hard").get<std::int64_t>(), x.at("jobs").get<std::int64_t>()});
            d.limits.push_back(std::move(r));
        }
        if (const auto blocked = j.find("blocked"); blocked != j.end())
            for (const auto& b : *blocked) {
                BlockedJobRow job;
                job.job = b.at("job").get_ref<const std::string&>();
                job.no_earlier_than = number_or_null(b.at("no_earlier_than"));
                for (const auto& l : b.at("limits")) {
                    BlockingRow row;
                    const auto& reason = l.at("reason");
                    row.code = reason.at("code").get_ref<const std::string&>();
                    const auto& args = reason.at("args");
                    row.credential =
                        args.contains("credential") ? text_of(args.at("credential")) : std::string();
                    row.limit = args.contains("limit") ? text_of(args.at("limit")) : std::string();
                    row.value = args.contains("value") ? text_of(args.at("value")) : std::string();
                    row.usage = args.contains("usage") ? text_of(args.at("usage")) : std::string();
                    row.request = args.contains("request") ? text_of(args.at("request")) : std::string();
                    if (row.code == "FairshareCap") {
                        // args: credential, cap (the FSTARGET value), type, limit (metric units), usage.
                        const bool relative =
                            args.contains("type") && text_of(args.at("type")) == "relative-cap";
                        row.limit = "FSTARGET";
                        row.value = whole_text(args.at("cap")) + (relative ? "%" : "^");
                        row.usage = args.contains("usage") ? whole_text(args.at("usage")) : std::string();
                        row.request = args.contains("limit") ? whole_text(args.at("limit")) : std::string();
                    }
                    row.hard = l.at("level").get_ref<const std::string&>() == "hard";
                    row.text = l.at("text").get_ref<const std::string&>();
                    row.release = number_or_null(l.at("release"));
                    job.limits.push_back(std::move(row));
                }
                d.blocked.push_back(std::move(job));
            }
        return d;
    } catch (const nlohmann::json::exception& e) {
        error = std::string("throttling report: ") + e.what();
        return std::nullopt;
    }
}

std::string blocking_category(const BlockingRow& row) {
    const std::string holder =
        row.credential.empty() ? std::string("SYSTEM") : row.credential.substr(0, row.credential.find(':'));
    return holder + " " + row.limit;
}

}  // namespace outrigger::gui
