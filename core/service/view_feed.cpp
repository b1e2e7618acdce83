#include "service/view_feed.hpp"

#include "engine/cluster_view.hpp"
#include "engine/engine.hpp"
#include "engine/view_json.hpp"
#include "protocol/reply.hpp"
#include "protocol/view_delta.hpp"

namespace outrigger::service {

bool ViewFeed::publish(Engine& engine, bool wait) {
    bool changed = collect(wait);
    if (!encoding_.valid()) {
        std::shared_ptr<const ClusterView> taken = engine.publish_view();
        if (taken == nullptr) return changed;
        encoding_ = std::async(std::launch::async,
                               [taken = std::move(taken), last = view_, sequence = sequence_]() -> Encoded {
                                   auto next = std::make_shared<nlohmann::json>(to_json(*taken));
                                   // The engine numbers every view it builds; subscribers see this feed's
                                   // number, which moves only when something they can see changed.
                                   (*next)["revision"] = sequence;
                                   if (sequence > 0 && *next == *last) return {};
                                   (*next)["revision"] = sequence + 1;
                                   Encoded e;
                                   if (sequence > 0) {
                                       Delta d{sequence + 1, protocol::view_delta(*last, *next), {}};
                                       d.line = protocol::encode_line(
                                           {{"push", "delta"}, {"sequence", d.sequence}, {"delta", d.delta}});
                                       e.delta = std::move(d);
                                   }
                                   e.view = std::move(next);
                                   return e;
                               });
    }
    if (wait) changed = collect(true) || changed;
    return changed;
}

bool ViewFeed::collect(bool wait) {
    if (!encoding_.valid()) return false;
    if (!wait && encoding_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return false;
    Encoded e = encoding_.get();
    if (e.view == nullptr) return false;
    if (e.delta) {
        deltas_.push_back(std::move(*e.delta));
        while (deltas_.size() > history_) deltas_.pop_front();
    }
    view_ = std::move(e.view);
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
        view_line_ = protocol::encode_line({{"push", "view"}, {"sequence", sequence_}, {"view", *view_}});
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
