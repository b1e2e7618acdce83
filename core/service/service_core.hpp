#pragma once

// What the service does with a request, apart from any socket: checks who may, journals each
// accepted change before carrying it out, and answers from the engine. Requests reach the engine
// generically: a query is whatever query_from_json reads and run_query answers, a command whatever
// command_from_json reads and apply_command carries out, so a report or command the engine gains
// needs no change here (only a level in access.cpp, or it stays ADMIN1's).
//
// Request types (core/protocol/README.md): hello, status, query, command, speed; subscribe is
// the connection's (control_server.hpp), fed by feed().

#include <chrono>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "protocol/line_decoder.hpp"
#include "service/access.hpp"
#include "service/fairshare_files.hpp"
#include "service/log.hpp"
#include "service/report_cache.hpp"
#include "service/site.hpp"
#include "service/state_store.hpp"
#include "service/view_feed.hpp"

namespace outrigger::service {

// One client connection's standing.
struct Session {
    Peer peer;
    bool greeted = false;
};

class ServiceCore {
  public:
    // `service_uid` is ADMIN1 whatever the config says; the config's ADMIN lines are read from the
    // configuration in force at each request, so a changeparam of them takes effect at once.
    ServiceCore(Site& site, StateStore& store, uid_t service_uid, const Log& log);

    // Carries out the journal again on the freshly built site, step for step, and brings the
    // clock to its mark. false with `error` set when the journal does not fit the simulation.
    bool recover(std::string& error);
    // The same from a snapshot, on a site built from the inputs under the snapshot's "config":
    // the site is put back where the snapshot was taken, checked by taking its checkpoint again
    // (it must be the one saved), and only the journal after the snapshot is carried out. false
    // with `error` set when the snapshot does not read back whole: the caller then builds the
    // site afresh and recovers from an older snapshot or the whole journal.
    bool recover_from(const nlohmann::json& snapshot, std::int64_t covers, std::string& error);
    // Snapshots: at most once per `interval` while the state moves (0: at every tick that moved
    // it), and at a clean stop (take_snapshot). Each costs one serialisation of the whole state and
    // one transaction, so they are spaced; the journal alone keeps every acknowledged change.
    void set_snapshot_interval(std::chrono::seconds interval) { snapshot_interval_ = interval; }
    // Fairshare windows are written to `dir` as FS.<epoch> files as they close (fairshare_files.hpp).
    void write_fairshare_files(std::filesystem::path dir);
    bool take_snapshot();
    // A new state directory told to start stopped: journaled like any schedctl.
    bool journal_stop(std::string& error);
    // The maui.cfg file changeparam and config write (none for the demo's built-in config).
    void set_config_file(std::filesystem::path file) { config_file_ = std::move(file); }
    // After recovery: brings the file and the configuration in force into agreement. A file that
    // lags by the last change (a kill between the journal and the file) is written again; a file
    // edited while the service was down takes over as a journaled config command, as a restarted
    // Maui reads its maui.cfg. false with `error` set when that edit does not parse.
    bool reconcile_config_file(const std::string& file_text, std::string& error);

    [[nodiscard]] nlohmann::json handle(const protocol::Request& request, Session& session);
    // The same reply as one encoded line (what the socket sends): a report kept from an earlier
    // request is not encoded again.
    [[nodiscard]] std::string handle_line(const protocol::Request& request, Session& session);

    // Handles the simulated instants due by `wall`, within `budget`; marks the clock in the store
    // about once a second while it moves.
    void tick(WallClock::time_point wall, WallClock::duration budget);
    bool mark_clock();

    [[nodiscard]] Level level_for(uid_t uid, std::string_view user) const;
    [[nodiscard]] nlohmann::json status() const;

    // Publishes the engine's view for subscribers (view_feed.hpp: taken now, encoded off the loop;
    // `wait` for it); true when a new one was taken on.
    bool publish(bool wait = false) { return feed_.publish(site_.engine(), wait); }
    [[nodiscard]] const ViewFeed& feed() const { return feed_; }

  private:
    nlohmann::json hello(const protocol::Request& r, Session& s);
    // A query's reply: a kept result (report_cache.hpp) the caller wraps, or the reply itself.
    struct QueryAnswer {
        nlohmann::json reply;
        const ReportCache::Kept* kept = nullptr;
    };
    QueryAnswer answer_query(const protocol::Request& r, const Session& s);
    nlohmann::json query(const protocol::Request& r, const Session& s);
    nlohmann::json change(const protocol::Request& r, const Session& s, const std::string& kind);
    // What carrying out a change gave: the result the reply carries, and whether the engine agreed.
    struct Outcome {
        nlohmann::json result;
        bool ok = false;
    };
    // Carries out one journaled change (live or recovering).
    Outcome carry_out(const std::string& kind, const nlohmann::json& body, WallClock::time_point wall);
    [[nodiscard]] std::optional<std::string> owner_of(const nlohmann::json& job) const;
    // The user who owns an administrative reservation: its OWNER when that is a user, else who
    // made it with setres; nullopt for a standing or job reservation, or none of that name.
    [[nodiscard]] std::optional<std::string> reservation_owner(const nlohmann::json& name) const;

    Site& site_;
    StateStore& store_;
    uid_t service_uid_;
    const Log& log_;
    // SERVERMODE of the configuration in force: TEST and MONITOR keep the engine's starts from the
    // resource manager (Engine::set_monitoring). Called wherever the configuration may change.
    void follow_server_mode();
    // Logs what the last iteration would have started, once per iteration, while monitoring.
    void log_would_start();
    // What would have started, for showq (job empty) or one job's checkjob; empty when nothing.
    [[nodiscard]] std::string would_start_text(const std::string& job) const;
    [[nodiscard]] nlohmann::json would_start_json() const;
    [[nodiscard]] std::string server_mode() const;
    // Records a change of the configuration in force (live or recovering).
    void config_changed(const nlohmann::json& result);
    std::optional<std::string> write_config_file();
    // Carries out journal entries in order, each at its step, then brings the clock to its mark.
    bool carry_out_journal(const std::vector<JournalEntry>& entries, std::string& error);
    void snapshot_if_due(WallClock::time_point wall);
    void follow_fairshare_files();

    std::optional<std::filesystem::path> config_file_;
    std::string in_force_;     // the maui.cfg text in force
    std::string before_last_;  // the text in force before the last change of it
    // Administrative reservation -> the user whose setres made it (rebuilt by recovery, which
    // carries out the journaled setres again, "made_by" and all).
    std::map<std::string, std::string, std::less<>> reservation_makers_;
    // The submissions carried out so far, each {"command": ..., "at": seconds}: a snapshot's site
    // is built from the inputs, and these jobs are added again before it is put back.
    nlohmann::json submitted_ = nlohmann::json::array();
    std::chrono::seconds snapshot_interval_{60};
    WallClock::time_point snapshot_at_;
    std::int64_t snapshot_steps_ = -1;
    std::int64_t snapshot_covers_ = -1;
    std::optional<FairshareFiles> fairshare_files_;
    ViewFeed feed_;
    ReportCache reports_;
    std::int64_t marked_steps_ = -1;
    std::int64_t logged_iterations_ = -1;
    WallClock::time_point marked_at_;
};

}  // namespace outrigger::service
