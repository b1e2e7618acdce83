#pragma once

// The views subscribers follow: the engine's published view as JSON (outrigger.view/2), numbered
// by a sequence of its own that grows only when the view changed, and the deltas between
// consecutive views (protocol/view_delta.hpp) for the last few sequences, so that a client that
// reconnects with `since` gets what it missed, and one too far behind gets a full view. Each view
// and delta is encoded as a pushed line once, whatever the number of subscribers it goes to.
//
// The engine's view is taken on the caller's thread (it reads the engine), but turning it into
// JSON, comparing it with the last and encoding the delta run on a worker: over ten thousand jobs
// that costs hundreds of milliseconds, which the service's event loop (every client's requests)
// must not wait for. One encoding is in flight at a time; a publish collects the one finished
// since the last and starts the next, so subscribers see a view at most one push interval later
// than it was taken.

#include <cstdint>
#include <deque>
#include <future>
#include <memory>
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

    // Collects the encoding finished since the last call, if any, and starts one of the engine's
    // view now; with `wait` (a first subscriber, who needs the view as it is) waits for that one
    // too. true when a new sequence was taken on (the view changed).
    bool publish(Engine& engine, bool wait = false);
    [[nodiscard]] std::int64_t sequence() const { return sequence_; }
    [[nodiscard]] const nlohmann::json& view() const { return *view_; }
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
    // What the worker made of one view: nothing when it equals the last.
    struct Encoded {
        std::shared_ptr<const nlohmann::json> view;
        std::optional<Delta> delta;
    };
    // Takes on the encoding in flight once it is done (or at once with `wait`); true when it
    // brought a new sequence.
    bool collect(bool wait);

    std::size_t history_;
    std::int64_t sequence_ = 0;
    // Shared with the worker, which reads the last view while the loop may encode it for a
    // newcomer; replaced, never changed in place.
    std::shared_ptr<const nlohmann::json> view_ = std::make_shared<const nlohmann::json>();
    std::future<Encoded> encoding_;
    std::deque<Delta> deltas_;
    mutable std::string view_line_;  // view_ encoded, once asked for
    mutable std::int64_t view_line_sequence_ = -1;
};

}  // namespace outrigger::service
