#include "service/view_feed.hpp"

#include "engine/cluster_view.hpp"
#include "engine/engine.hpp"
#include "engine/view_json.hpp"
#include "protocol/reply.hpp"
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
        Delta d{sequence_ + 1, protocol::view_delta(view_, next), {}};
        d.line = protocol::encode_line({{"push", "delta"}, {"sequence", d.sequence}, {"delta", d.delta}});
        deltas_.push_back(std::move(d));
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
    if (deltas_.empty() || deltas_.front().sequence > since + 1) return std::nullopt;
    for (const Delta& d : deltas_)
        if (d.sequence > since) out.emplace_back(d.sequence, &d.delta);
    return out;
}

const std::string& ViewFeed::view_line() const {
    if (view_line_sequence_ != sequence_) {
        view_line_ = protocol::encode_line({{"push", "view"}, {"sequence", sequence_}, {"view", view_}});
        view_line_sequence_ = sequence_;
    }
    return view_line_;
}

std::optional<std::vector<const std::string*>> ViewFeed::delta_lines_after(std::int64_t since) const {
    if (since < 0 || since > sequence_) return std::nullopt;
    std::vector<const std::string*> out;
    if (since == sequence_) return out;
    if (deltas_.empty() || deltas_.front().sequence > since + 1) return std::nullopt;
    for (const Delta& d : deltas_)
        if (d.sequence > since) out.push_back(&d.line);
    return out;
}

}  // namespace outrigger::service
