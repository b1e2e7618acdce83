#include "service/view_feed.hpp"

#include "engine/cluster_view.hpp"
#include "engine/engine.hpp"
#include "engine/view_json.hpp"
#include "protocol/view_delta.hpp"

namespace outrigger::service {

bool ViewFeed::publish(Engine& engine) {
    const auto published = engine.publish_view();
    const ClusterView* view = published.get();
    if (view == nullptr) return false;
    nlohmann::json next = to_json(*view);
    // The engine numbers every view it builds; subscribers see this feed's number, which moves
    // only when something they can see changed.
    next["revision"] = sequence_;
    if (sequence_ > 0 && next == view_) return false;
    next["revision"] = sequence_ + 1;
    if (sequence_ > 0) {
        deltas_.emplace_back(sequence_ + 1, protocol::view_delta(view_, next));
        while (deltas_.size() > history_) deltas_.pop_front();
    }
    view_ = std::move(next);
    ++sequence_;
    return true;
}

std::optional<std::vector<std::pair<std::int64_t, const nlohmann::json*>>> ViewFeed::after(
    std::int64_t since) const {
    if (since < 0 || since > sequence_) return std::nullopt;
    std::vector<std::pair<std::int64_t, const nlohmann::json*>> out;
    if (since == sequence_) return out;
    if (deltas_.empty() || deltas_.front().first > since + 1) return std::nullopt;
    for (const auto& [seq, delta] : deltas_)
        if (seq > since) out.emplace_back(seq, &delta);
    return out;
}

}  // namespace outrigger::service
