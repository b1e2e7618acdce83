#include "service/report_cache.hpp"

namespace outrigger::service {

void ReportCache::follow(const State& now_state, Clock::time_point wall) {
    if (!any_) {
        made_from_ = now_state;
        made_at_ = wall;
        any_ = true;
        return;
    }
    if (now_state == made_from_) return;
    const bool changed_by_client = now_state.sequence != made_from_.sequence ||
                                   now_state.policy_generation != made_from_.policy_generation ||
                                   now_state.monitoring != made_from_.monitoring;
    if (!changed_by_client && wall - made_at_ < refresh_) return;
    reports_.clear();
    made_from_ = now_state;
    made_at_ = wall;
}

const ReportCache::Kept* ReportCache::find(const std::string& key) const {
    const auto it = reports_.find(key);
    return it == reports_.end() ? nullptr : &it->second;
}

const ReportCache::Kept& ReportCache::keep(std::string key, nlohmann::json result) {
    if (reports_.size() >= kMostReports) reports_.clear();
    std::string encoded = result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return reports_.insert_or_assign(std::move(key), Kept{std::move(result), std::move(encoded)})
        .first->second;
}

}  // namespace outrigger::service
