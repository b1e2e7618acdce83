#pragma once

// Reports answered from a recent state instead of being made again for every client. A showq over
// ten thousand queued jobs costs tens of milliseconds on the service's one event loop; a hundred
// clients asking at once would queue behind each other for seconds. A report is kept until the
// state it was made from moves: at once when a client's change is carried out (the journal's
// sequence, the policy, the server mode), and at most every `refresh` while only the scheduler's
// own progress moves it (instants and iterations), as the views pushed to subscribers are
// coalesced. A client therefore always sees its own change, and otherwise a state no older than
// `refresh`.

#include <chrono>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

namespace outrigger::service {

class ReportCache {
  public:
    using Clock = std::chrono::steady_clock;

    struct State {
        std::int64_t sequence = 0;            // the journal's last entry
        std::uint64_t policy_generation = 0;  // the configuration in force
        bool monitoring = false;              // SERVERMODE TEST or MONITOR
        std::int64_t steps = 0;               // instants handled
        std::int64_t iterations = 0;          // scheduling iterations run
        bool operator==(const State&) const = default;
    };

    explicit ReportCache(Clock::duration refresh = std::chrono::milliseconds(250)) : refresh_(refresh) {}

    // Forgets every report when `now_state` is not the one they were made from and either a
    // client's change moved it or `refresh` has passed since they were.
    void follow(const State& now_state, Clock::time_point wall);
    // A reply's "result" object and the same encoded as JSON once: a showq over ten thousand jobs
    // is about a megabyte, and escaping it again for every client costs milliseconds each.
    struct Kept {
        nlohmann::json result;
        std::string encoded;
    };
    // The kept result for `key` (kind, job and format), or null.
    [[nodiscard]] const Kept* find(const std::string& key) const;
    const Kept& keep(std::string key, nlohmann::json result);

  private:
    static constexpr std::size_t kMostReports = 1024;  // one checkjob per job asked about

    Clock::duration refresh_;
    State made_from_;
    Clock::time_point made_at_;
    bool any_ = false;
    std::map<std::string, Kept, std::less<>> reports_;
};

}  // namespace outrigger::service
