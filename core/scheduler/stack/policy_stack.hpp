#pragma once

// The composition root of Outrigger's policies (spec sections 1-5): one object built from a
// Config, the Cluster (with its Names: import the workload first so that every credential is
// interned before the tables are compiled), a LocalCalendar and an optional statistics
// directory, that yields a fully configured Scheduler and implements the InstantPolicy hooks its
// driver (the simulator, later the service) calls at each instant. It composes three
// parts, each in its own files:
//
//   PolicyStack          (this file) the Scheduler and its stages: priority, the full
//                        PriorityEngine (every factor) behind the loop's PriorityFunction, reading
//                        the accountant's FairshareSnapshot in place; eligibility, throttling
//                        (active and system job limits, soft then hard), fairshare caps,
//                        REJECTNEGPRIOJOBS and OWNERPREEMPT's filter as EligibilityFilters, idle
//                        limits as the IdleSelection. prepare() calls the two parts below in one
//                        fixed order, which the schedule depends on: reserved use tracked, the
//                        fairshare window rolled, the book advanced, owners' nodes taken back
//                        (those jobs' partial runs charged), fairshare refreshed.
//   FairshareAccountant  (fairshare_accountant.hpp) usage charged per FSPOLICY as jobs run, end
//                        or are requeued; windows rolled at FSINTERVAL and kept in FS.<epoch>
//                        files; idle time of CHARGEACCOUNT (or owned) reservations charged when a
//                        window closes; the FairshareSnapshot rebuilt lazily, at most once per
//                        RMPOLLINTERVAL of simulated time and at once after a window rolls.
//   ReservationDriver    (reservation_driver.hpp) the ReservationBook: standing reservations
//                        rolled at local midnight, partial instances grown, setres; every
//                        instance placed in the Snapshot with an AccessOracle over the ACLs, its
//                        starts and ends the boundaries that wake the driver; OWNERPREEMPT.
//
// The two parts do not know each other: where fairshare needs the book (idle time of reserved
// nodes) or the book's decisions need charging (preempted runs), the stack hands over what is
// needed. checkpoint()/restore() carry both parts' state in one JSON object, so that with the
// simulator's own checkpoint a replay stopped, saved and resumed gives the identical schedule.

#include <filesystem>
#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cred_set.hpp"
#include "policy/fairshare/ledger.hpp"
#include "policy/fairshare/snapshot.hpp"
#include "policy/fairshare/store.hpp"
#include "policy/throttle/throttle_policy.hpp"
#include "reservation/idle_charge.hpp"
#include "reservation/owner_preempt.hpp"
#include "reservation/reservation_book.hpp"
#include "schedule/instant_policy.hpp"
#include "schedule/iteration.hpp"
#include "schedule/policy.hpp"
#include "schedule/state.hpp"
#include "stack/engine_priority.hpp"
#include "stack/fairshare_accountant.hpp"
#include "stack/reservation_access.hpp"
#include "stack/reservation_driver.hpp"

namespace outrigger {

class NegativePriorityFilter;

struct StackOptions {
    // Where FS.<epoch> files are read at start and written as windows close; nullopt: none.
    std::optional<std::filesystem::path> statistics_dir;
    // orsim --policy: replaces the configuration's backfill and reservation settings.
    std::optional<NamedPolicy> named;
};

class PolicyStack final : public InstantPolicy {
  public:
    PolicyStack(Config config, Cluster& cluster, LocalCalendar calendar, StackOptions options = {});
    ~PolicyStack() override;
    PolicyStack(const PolicyStack&) = delete;
    PolicyStack& operator=(const PolicyStack&) = delete;

    [[nodiscard]] Scheduler& scheduler() { return *scheduler_; }
    [[nodiscard]] const Scheduler& scheduler() const { return *scheduler_; }
    [[nodiscard]] const Config& config() const { return config_; }
    [[nodiscard]] const Cluster& cluster() const { return *cluster_; }
    [[nodiscard]] const LocalCalendar& calendar() const { return calendar_; }

    // ---- hooks the driver calls
    // The loop's state: the REJECTNEGPRIOJOBS filter reads queue clocks and bypass counts from it.
    void bind(const SchedulerState& state);
    // The instant after t at which the next event of each periodic kind the stack needs falls
    // (FairshareWindow, LocalMidnight).

    [[nodiscard]] std::vector<PeriodicEvent> periodic_events() const override;
    // The first reservation start or end strictly after t (Time::never() when none).
    [[nodiscard]] Time next_boundary(Time t) const override;
    // At every instant, after completions, submissions and events, before the iteration. Returns
    // true when the snapshot changed (reservations placed or moved, jobs to requeue). Jobs that
    // OWNERPREEMPT takes back are appended to `requeue`, their partial run already charged; the
    // driver requeues them before the iteration.
    bool prepare(Snapshot& snapshot, Time now, std::vector<JobId>& requeue) override;
    // A job ended at `end` after starting at `start`: its run is charged to fairshare. One that a
    // resource manager reports ended before the first instant (a job that ran and ended before
    // anything watched) is charged at the first instant, into the ledger that instant starts.
    void job_ended(const Snapshot& snapshot, JobId job, Time start, Time end) override;
    // FairshareAccountant::carry_over: before the first instant.
    void carry_over_usage(std::vector<FsWindow> windows, Time charged_to) {
        fairshare_.carry_over(std::move(windows), charged_to);
    }
    // Jobs held back by a fairshare cap run once their usage rolls out of the FSDEPTH windows; jobs
    // waiting for resources may get them when a reservation ends.
    [[nodiscard]] bool waits_for_events(const Snapshot& snapshot) const override;

    // setres: validated, placed against the snapshot's calendar and put into it at once.
    SetresResult add_reservation(const SetresRequest& request, Snapshot& snapshot, Time now);
    // releaseres (ReservationDriver::release_reservation).
    std::optional<Diagnostic> release_reservation(std::string_view name, Snapshot& snapshot) {
        return reservations_.release_reservation(name, snapshot);
    }

    // changeparam: this stack, built from a new configuration over the same cluster, takes over
    // the running state of `old` at `now`: reservations (reservation_driver.hpp's take_over) and
    // fairshare usage (kept when FSINTERVAL, FSDEPTH and FSPOLICY's on/off are unchanged; otherwise
    // the usage history restarts at `now`, which the returned notes say).
    std::vector<std::string> take_over(PolicyStack& old, Snapshot& snapshot, Time now);

    // ---- state for reports
    [[nodiscard]] const EnginePriority& priority() const { return *priority_; }
    [[nodiscard]] const FairshareLedger& ledger() const { return fairshare_.ledger(); }
    [[nodiscard]] const FairshareSnapshot& fairshare() const { return fairshare_.fairshare(); }
    [[nodiscard]] const ReservationBook& book() const { return reservations_.book(); }
    [[nodiscard]] const BookAccessOracle& access_oracle() const { return reservations_.access_oracle(); }
    [[nodiscard]] const ThrottlePolicy* throttle() const { return throttling_.policy.get(); }
    [[nodiscard]] const std::vector<PreemptionRecord>& preemptions() const {
        return reservations_.preemptions();
    }
    // Findings made while building (throttle limits, SRCFG entries, FS files) and while running
    // (FS files that could not be written), one line each.
    [[nodiscard]] const std::vector<std::string>& diagnostics() const { return diagnostics_; }
    // The two parts the stack composes, for reports that need more than the accessors above.
    [[nodiscard]] const FairshareAccountant& fairshare_accountant() const { return fairshare_; }
    [[nodiscard]] const ReservationDriver& reservation_driver() const { return reservations_; }

    // {"version": 1, "ledger": [...], "book": {...}, ...}: the policy state between iterations.
    [[nodiscard]] nlohmann::json checkpoint() const;
    // Restores from checkpoint() into a stack built with the same configuration, cluster and
    // workload, then places the reservation instances into `snapshot`. false with `error` set when
    // the checkpoint is malformed (the stack is then unchanged).
    bool restore(const nlohmann::json& checkpoint, Snapshot& snapshot, std::string& error);

  private:
    // Throttling compiled from the *CFG limits. Compiling interns every configured name, so it
    // comes before the fairshare accountant (whose first snapshot gives each name a state) and
    // the priority engine (which resolves them all once).
    struct Throttling {
        std::unique_ptr<ThrottlePolicy> policy;  // null: no limit configured
        bool idle = false;                       // some idle limit: the idle selection is on
        std::vector<std::string> diagnostics;    // what compiling the limits found
    };
    static Throttling compile_throttling(const CredentialSettings& credentials, Cluster& cluster);

    void start(Snapshot& snapshot, Time now);
    void add_late_filters();

    Config config_;
    Cluster* cluster_;
    LocalCalendar calendar_;
    std::vector<std::string> diagnostics_;

    // throttling_ before fairshare_: see Throttling.
    ReservationDriver reservations_;
    Throttling throttling_;
    FairshareAccountant fairshare_;

    EnginePriority* priority_ = nullptr;          // owned by the scheduler
    NegativePriorityFilter* negative_ = nullptr;  // owned by the scheduler
    std::unique_ptr<Scheduler> scheduler_;

    bool started_ = false;
    struct EarlyEnd {
        JobId job;
        Time start;
        Time end;
    };
    std::vector<EarlyEnd> ended_before_start_;  // charged at start()
    bool preempt_filter_ = false;               // OWNERPREEMPT's filter is in the scheduler
};

}  // namespace outrigger
