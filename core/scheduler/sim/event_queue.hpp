#pragma once

// The simulator's event queue (spec section 5): events that move the simulated clock. At each
// instant they are handled in kind order (completions first, then submissions, then every other
// kind in the order of this enum), then one iteration runs. A new kind of event is one more
// enumerator and one handler; the queue itself does not change. Completions come from the
// resource manager and submissions from the workload cursor; the queue holds the rest.

#include <cstdint>
#include <queue>
#include <vector>

#include "model/time.hpp"
#include "schedule/instant_policy.hpp"  // EventKind

namespace outrigger {

struct Event {
    Time at;
    EventKind kind{};
    std::uint64_t seq = 0;      // insertion order: ties of time and kind stay first-in first-out
    std::uint32_t payload = 0;  // kind-specific (e.g. a reservation id)
};

class EventQueue {
  public:
    void push(Time at, EventKind kind, std::uint32_t payload = 0) {
        heap_.push(Event{at, kind, seq_++, payload});
    }
    [[nodiscard]] bool empty() const { return heap_.empty(); }
    [[nodiscard]] const Event& top() const { return heap_.top(); }
    void pop() { heap_.pop(); }
    [[nodiscard]] std::size_t size() const { return heap_.size(); }
    // Every pending event in the order they will be handled (for checkpoints: pushed again in
    // this order, they keep it).
    [[nodiscard]] std::vector<Event> in_order() const {
        auto copy = heap_;
        std::vector<Event> out;
        out.reserve(copy.size());
        for (; !copy.empty(); copy.pop()) out.push_back(copy.top());
        return out;
    }

  private:
    struct Later {
        bool operator()(const Event& a, const Event& b) const {
            if (a.at != b.at) return a.at > b.at;
            if (a.kind != b.kind) return a.kind > b.kind;
            return a.seq > b.seq;
        }
    };
    std::priority_queue<Event, std::vector<Event>, Later> heap_;
    std::uint64_t seq_ = 0;
};

}  // namespace outrigger
