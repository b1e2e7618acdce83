#pragma once

// The service's durable state: a SQLite database in the state directory (WAL, synchronous=FULL),
// holding a journal of every accepted change with the simulated step at which it was made, and
// the point the simulated clock had reached. A change is committed before it is carried out and
// before its reply, so a kill at any instant loses nothing that was acknowledged; on restart the
// service re-runs its deterministic simulation to the journaled points (simulated_site.hpp).
//
// Snapshots bound that re-run: the whole state, saved at most once a minute while it changes and
// at a clean stop (ServiceCore::take_snapshot). A restart starts from the newest one and carries
// out only the journal after it; the journal itself is kept whole, so a snapshot that does not
// read back costs time, never a change. Once a minute because recovery re-runs about 18,000
// steps a second (the demo's week in 2.3 s), so a minute of the demo at top speed is under a
// second to re-run, while each snapshot writes the whole state (about 300 KB for the demo's
// second day).
//
// A directory is accepted only when it is new (absent or empty) or holds this service's database
// in good health, written for the same inputs; anything else is refused with the reason, never
// reset. One service at a time: a lock file held for the life of the store.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct sqlite3;

namespace outrigger::service {

struct JournalEntry {
    std::int64_t sequence = 0;  // never reused, never goes backwards
    std::int64_t steps = 0;     // simulated instants handled before the change was carried out
    std::string kind;           // "command" (an engine command), "speed" (the simulated clock's)
    nlohmann::json body;
};

// The whole state at one point (ServiceCore::take_snapshot): `covers` is the last journal entry
// carried out before it, `steps` the instants handled. Recovery starts from the newest snapshot
// that reads back whole and re-runs only the journal after `covers`.
struct StoredSnapshot {
    std::int64_t id = 0;
    std::int64_t covers = 0;
    std::int64_t steps = 0;
    std::string body;  // JSON
};

struct ClockMark {
    std::int64_t steps = 0;  // simulated instants handled
    std::int64_t sim_seconds = 0;
};

// The file beside the database in which outriggerd on Slurm kept the jobs Slurm runs before they
// moved into the database (LiveState); read once from a directory that still has one.
inline constexpr const char* kSlurmRunsFile = "slurm-runs.json";

// One credential's usage in one fairshare window, by name (the ids of names differ between lives).
struct UsageCell {
    std::string kind;  // USER, GROUP, ACCOUNT, CLASS, QOS
    std::string name;
    double usage = 0;
};

struct UsageWindow {
    std::int64_t start = 0;   // Unix seconds
    std::int64_t length = 0;  // seconds
    double total = 0;
    std::vector<UsageCell> cells;
};

// What the service on a live resource manager keeps between two lives, where jobs are read again
// from the resource manager rather than replayed: the fairshare ledger, every run charged up to
// `as_of`, and the jobs the resource manager was running then (slurm/last_runs.hpp's JSON). Saved
// in one transaction, so that the two always describe the same moment.
struct LiveState {
    std::int64_t as_of = 0;  // Unix seconds
    std::vector<UsageWindow> windows;
    nlohmann::json running;
};

class StateStore;

struct OpenedStore {
    std::unique_ptr<StateStore> store;
    std::string error;   // why the directory is refused
    bool fresh = false;  // made now
};

class StateStore {
  public:
    // `inputs` names what the simulation replays (a digest of config, cluster and workload): a
    // directory written for other inputs would recover a different schedule, so it is refused.
    // `statistics` names the folder inside the directory that holds the FS.<epoch> files, which
    // the directory may hold besides the database (empty: none).
    static OpenedStore open(const std::filesystem::path& dir, const std::string& inputs,
                            const std::string& statistics = {});
    ~StateStore();
    StateStore(const StateStore&) = delete;
    StateStore& operator=(const StateStore&) = delete;

    // Commits one entry; its sequence, or nullopt with error() set when the commit failed.
    std::optional<std::int64_t> append(std::int64_t steps, const std::string& kind,
                                       const nlohmann::json& body);
    bool mark_clock(const ClockMark& mark);

    // The maui.cfg text the journal starts from (set once, when the directory is new).
    [[nodiscard]] std::optional<std::string> base_config() const;
    bool set_base_config(const std::string& text);

    // The journal entries after `after` (0: all of them), in order.
    [[nodiscard]] std::vector<JournalEntry> journal(std::string& error, std::int64_t after = 0) const;

    // Saves a snapshot in one transaction and keeps only the two newest (an older one stands in
    // when the newest does not read back).
    bool save_snapshot(const StoredSnapshot& snapshot);
    // Newest first.
    [[nodiscard]] std::vector<StoredSnapshot> snapshots(std::string& error) const;
    // Replaces the live state in one transaction.
    bool save_live_state(const LiveState& state);
    // nullopt (and no error) when none was ever saved.
    [[nodiscard]] std::optional<LiveState> live_state(std::string& error) const;
    [[nodiscard]] ClockMark clock() const;
    [[nodiscard]] std::int64_t last_sequence() const;
    [[nodiscard]] const std::string& error() const { return error_; }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

  private:
    struct Closer {
        void operator()(sqlite3* db) const;
    };
    // The descriptor that holds the directory's flock, closed (and the lock let go) with it.
    class DirectoryLock {
      public:
        explicit DirectoryLock(int fd = -1) : fd_(fd) {}
        ~DirectoryLock();
        DirectoryLock(DirectoryLock&& o) noexcept : fd_(std::exchange(o.fd_, -1)) {}
        DirectoryLock& operator=(DirectoryLock&&) = delete;
        DirectoryLock(const DirectoryLock&) = delete;
        DirectoryLock& operator=(const DirectoryLock&) = delete;

      private:
        int fd_;
    };

    StateStore(sqlite3* db, DirectoryLock lock, std::filesystem::path path);
    bool exec(const char* sql);

    std::unique_ptr<sqlite3, Closer> db_;
    DirectoryLock lock_;
    std::filesystem::path path_;
    std::string error_;
};

}  // namespace outrigger::service
