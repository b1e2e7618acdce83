#pragma once

// The views subscribers follow: the engine's published view as JSON (outrigger.view/2), numbered
// by a sequence of its own that grows only when the view changed, and the deltas between
// consecutive views (protocol/view_delta.hpp) for the last few sequences, so that a client that
// reconnects with `since` gets what it missed, and one too far behind gets a full view. Each view
// and delta is encoded as a pushed line once, whatever the number of subscribers it goes to.

#include <cstdint>
#include <deque>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace outrigger {
class Engine;
}

namespace outrigger::service {

class ViewFeed {
  public:
    explicit ViewFeed(std::size_t history = 64) : history_(history) {}

    // Publishes the engine's view; true when it differs from the last (a new sequence).
    bool publish(Engine& engine);
    [[nodiscard]] std::int64_t sequence() const { return sequence_; }
    [[nodiscard]] const nlohmann::json& view() const { return view_; }
    // The deltas that lead from `since` to sequence(), oldest first; nullopt when `since` is not
    // a sequence this feed still holds the way from.
    [[nodiscard]] std::optional<std::vector<std::pair<std::int64_t, const nlohmann::json*>>> after(
        std::int64_t since) const;
    // The lines a subscriber is pushed: {"push": "view", "sequence": N, "view": ...} for the view
    // now, and the {"push": "delta", ...} lines after `since` (nullopt as after() says).
    [[nodiscard]] const std::string& view_line() const;
    [[nodiscard]] std::optional<std::vector<const std::string*>> delta_lines_after(std::int64_t since) const;

  private:
    struct Delta {
        std::int64_t sequence = 0;  // the sequence it leads to
        nlohmann::json delta;
        std::string line;
    };
    std::size_t history_;
    std::int64_t sequence_ = 0;
    nlohmann::json view_;
    std::deque<Delta> deltas_;
    mutable std::string view_line_;  // view_ encoded, once asked for
    mutable std::int64_t view_line_sequence_ = -1;
};

}  // namespace outrigger::service
