#pragma once

// The service's site over a live Slurm cluster: the engine on SlurmResourceManager, in wall-clock
// Unix time. Every RMPOLLINTERVAL it reads Slurm (on a thread of its own) and runs one instant of the engine:
// Slurm's news, the policy's periodic events, and an iteration when something changed; between
// reads, a command that changed what the scheduler sees gets an instant at once.
//
// While slurmctld does not answer, nothing is decided: the reads are retried with a backoff that
// doubles from 1 s up to 30 s, and clients see "resource manager unreachable since ..." in the
// status. Decisions already taken are in Slurm (a released job) or in the journal (holds,
// reservations, priorities), so nothing is lost.
//
// Recovery (a restart of outriggerd) is not a re-run: Slurm says which jobs wait, run and ended,
// and nodes' states; the journal then restores Outrigger's own decisions on top (step_to is a
// no-op), so no job is started twice: a job Slurm runs is booked as running, whoever started it.
//
// Fairshare usage is the service's own, not Slurm's (which forgets a job MinJobAge after it ends):
// after every reading that brought news, and every minute while jobs run, the ledger (every run
// charged up to that reading, by credential name and window) and the jobs Slurm runs are saved in
// the state store in one transaction (LiveState). A restart takes that ledger over and charges
// no run before the moment it was saved, so a job charged before the restart and still remembered
// by Slurm counts once, and one Slurm has forgotten still counts.

#include <filesystem>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/composed_policy.hpp"
#include "service/log.hpp"
#include "service/site.hpp"
#include "service/slurm/slurm_rm.hpp"
#include "service/state_store.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::service {

class SlurmSite final : public Site {
  public:
    // The cluster in `inputs` was read from Slurm (slurm_inputs.hpp). The first read of Slurm
    // happens here: check ready() after.
    // `store` (none: nothing is kept between lives) keeps the fairshare ledger and the jobs Slurm
    // runs (LiveState); what an earlier life saved there is taken over at the first reading.
    SlurmSite(RunInputs inputs, slurm::SlurmClient& client, const Log& log, StateStore* store = nullptr);
    ~SlurmSite() override;
    SlurmSite(const SlurmSite&) = delete;
    SlurmSite& operator=(const SlurmSite&) = delete;

    [[nodiscard]] bool ready() const { return reachable_; }
    [[nodiscard]] const std::string& error() const { return rm_.error(); }

    [[nodiscard]] Engine& engine() override { return *engine_; }
    [[nodiscard]] const Engine& engine() const override { return *engine_; }
    [[nodiscard]] std::int64_t steps() const override { return steps_; }
    [[nodiscard]] Time now() const override { return engine_->report_time(); }
    [[nodiscard]] double speed() const override { return 1.0; }
    // Nothing to re-run: Slurm's state is read instead.
    bool step_to(std::int64_t /*steps*/) override { return true; }
    void step_iteration() override;
    std::int64_t catch_up(WallClock::time_point wall, WallClock::duration budget) override;
    void anchor(WallClock::time_point /*wall*/) override {}
    // A live cluster runs at the speed of the wall clock.
    void set_speed(double /*speed*/, WallClock::time_point /*wall*/) override {}
    [[nodiscard]] nlohmann::json rm_status() const override;

    [[nodiscard]] slurm::SlurmResourceManager& rm() { return rm_; }

  private:
    // Reads Slurm here and now (with backoff while it does not answer) and runs one instant; false
    // when Slurm did not answer.
    bool read_and_advance(WallClock::time_point wall);
    // Brings a reading into the engine and runs one instant; false when Slurm did not answer.
    bool take_reading(slurm::SlurmReading reading, WallClock::time_point wall);
    // The reading under way, if any, once it is there (waiting for it when `wait`).
    std::optional<slurm::SlurmReading> finished_reading(bool wait);
    void advance(Time t);
    [[nodiscard]] Time unix_now() const;
    void schedule_periodic(Time after);
    void log_notes();
    SlurmSite(ComposedPolicy policy, ConfigDocument source, slurm::SlurmClient& client, const Log& log,
              StateStore* store);
    // Reads what an earlier life saved (or its older slurm-runs.json) before the first reading.
    void recall_live_state();
    // Hands the earlier life's ledger to the policy, its credentials learned first (before the
    // first instant).
    void carry_over_usage();
    // Saves the live state after a reading that brought news, and every minute besides (so that a
    // job that ends while outriggerd is down is charged until at most a minute before it was last
    // seen).
    void save_live_state(Time now);

    const Log* log_;
    // rm_ is built on the policy's cluster before the engine takes the policy.
    slurm::SlurmResourceManager rm_;
    std::unique_ptr<Engine> engine_;
    std::int64_t steps_ = 0;
    Duration poll_;
    struct Pending {
        Time at;
        EventKind kind{};
    };
    std::vector<Pending> periodic_;
    std::optional<Time> iterate_at_;
    std::optional<Time> chunk_at_;
    std::uint64_t policy_generation_ = 0;
    WallClock::time_point next_read_;
    // Slurm is read on a thread of its own: with a thousand jobs squeue alone takes most of a
    // second, which the service's clients would otherwise wait through at every poll. Only the
    // reading happens there; what it found is applied here, between two client requests.
    std::future<slurm::SlurmReading> reading_;
    slurm::SlurmClient* client_;
    StateStore* store_;
    std::optional<LiveState> carried_;  // an earlier life's, until the first reading takes it over
    std::optional<Time> live_saved_;
    std::chrono::seconds backoff_{1};
    bool reachable_ = false;
    std::optional<std::chrono::system_clock::time_point> unreachable_since_;
    Time last_;
};

}  // namespace outrigger::service
