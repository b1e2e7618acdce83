#pragma once

// Fairshare accounting for the policy stack (spec section 2): the ledger of usage per credential
// and the FairshareSnapshot that priority and the fairshare caps read.
//
//   charging    usage charged per FSPOLICY as jobs run: up to now at each refresh, and when a job
//               ends, is requeued by OWNERPREEMPT or a window closes (split at window boundaries);
//   windows     rolled at FSINTERVAL boundaries, each closed window written to FS.<epoch> in the
//               statistics directory and every file read back at start (FairshareStore);
//   idle time   of a reservation with CHARGEACCOUNT (or an owner) charged to that credential when
//               the window closes: the use jobs made of its nodes is tracked as they run and end;
//   snapshot    rebuilt in place when usage changed, at most once per RMPOLLINTERVAL of simulated
//               time and at once after a window rolls (never per job); between rolls only the
//               credentials charged are summed again (FairshareSnapshot::refresh).
//
// The accountant knows nothing of the reservation book: the calls that account for reserved nodes
// take the reservations as an argument (ReservationDriver::idle_charged()), empty when none
// charges its idle time.

#include <filesystem>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cred_set.hpp"
#include "plan/placement.hpp"
#include "policy/fairshare/ledger.hpp"
#include "policy/fairshare/snapshot.hpp"
#include "policy/fairshare/store.hpp"
#include "reservation/idle_charge.hpp"
#include "reservation/reservation.hpp"
#include "schedule/instant_policy.hpp"
#include "schedule/snapshot.hpp"

namespace outrigger {

class FairshareAccountant {
  public:
    // `settings`, `credentials` and `cluster` are the stack's and outlive the accountant. The first
    // FairshareSnapshot is built here from the names interned so far: construct the accountant
    // after whatever interns the configured names (the throttle tables), so that each has a state.
    // FS.<epoch> files are read and written in `statistics_dir` (none when nullopt).
    FairshareAccountant(const FairshareSettings& settings, const CredentialSettings& credentials,
                        Duration poll_interval, Cluster& cluster, const LocalCalendar& calendar,
                        const std::optional<std::filesystem::path>& statistics_dir);
    // The priority engine and the cap filter keep the address of fairshare().
    FairshareAccountant(const FairshareAccountant&) = delete;
    FairshareAccountant& operator=(const FairshareAccountant&) = delete;

    // FSPOLICY is set: without it nothing is charged and the snapshot stays empty.
    [[nodiscard]] bool on() const { return on_; }
    [[nodiscard]] const FairshareLedger& ledger() const { return ledger_; }
    // Rebuilt in place, so a reference taken once stays valid and current.
    [[nodiscard]] const FairshareSnapshot& fairshare() const { return fairshare_; }
    // FairshareWindow at every FSINTERVAL boundary; nullopt when fairshare is off.
    [[nodiscard]] std::optional<PeriodicEvent> window_event() const;

    // At the first instant of a run: the ledger starts at `now` with the FS.<epoch> files read
    // back. Returns what was found wrong with the files, one line each.
    [[nodiscard]] std::vector<std::string> start(Time now);
    // Before each iteration, first: running jobs that hold nodes of a reservation in `reserved`
    // are remembered, so that their use is known when the reservation's idle time is charged.
    void track_reserved_use(const Snapshot& snapshot, std::span<const Reservation> reserved);
    // Before each iteration, then: when `now` is past the current window, running jobs are charged
    // up to the boundary, idle time of `reserved` over the closing window is charged and the window
    // rolls (written to the statistics directory). Returns the files that could not be written.
    [[nodiscard]] std::vector<std::string> roll(const Snapshot& snapshot, Time now,
                                                std::span<const Reservation> reserved);
    // Before each iteration, last: while jobs wait, running jobs are charged up to `now` and the
    // snapshot rebuilt, at most once per RMPOLLINTERVAL unless a window rolled.
    void refresh(const Snapshot& snapshot, Time now);
    // A job ended at `end` after starting at `start`: its run is charged; its use of `reserved`
    // nodes is kept for the idle charge of the window.
    void job_ended(const Snapshot& snapshot, JobId job, Time start, Time end,
                   std::span<const Reservation> reserved);
    // A running job is requeued at `now` (OWNERPREEMPT): its partial run is charged.
    void job_requeued(const Snapshot& snapshot, JobId job, Time now);

    // Usage kept by an earlier life of the service (a live resource manager, whose jobs are read
    // again at restart rather than replayed): `windows` is its whole ledger, every run charged up
    // to `charged_to`. Taken over at start() instead of an empty ledger, and no run is charged
    // before `charged_to` again, so a job charged before the restart and read again after it
    // counts once. Called before the first instant.
    void carry_over(std::vector<FsWindow> windows, Time charged_to);
    // The ledger with every running job charged up to `at` as well (the ledger itself charges
    // them only at refreshes): what an earlier life hands to carry_over.
    [[nodiscard]] FairshareLedger ledger_at(const Snapshot& snapshot, Time at) const;

    // The accountant's part of the stack's checkpoint: the keys "ledger", "fairshare_basis",
    // "fairshare_refresh", "charged_until" and "reserved_uses".
    [[nodiscard]] nlohmann::json checkpoint() const;
    // The same part read back, not yet applied (so that a malformed checkpoint changes nothing).
    struct Saved {
        std::vector<FsWindow> windows;  // newest first; empty keeps the ledger as it is
        Duration interval;
        int depth = 0;
        std::vector<FsWindow> basis;
        std::vector<Time> charged_until;
        std::vector<std::pair<ReservationId, ReservedUse>> uses;
        Time last_refresh;
        bool refresh_due = false;
        bool dirty = false;
        Time charged_floor = Time::min();
    };
    // Throws nlohmann::json exceptions on malformed input.
    [[nodiscard]] Saved read(const nlohmann::json& checkpoint) const;
    // Applies `saved` in an accountant built with the same configuration, cluster and workload;
    // running jobs on `reserved` nodes are tracked again from `snapshot`.
    void restore(Saved saved, const Snapshot& snapshot, std::span<const Reservation> reserved);

  private:
    void rebuild_fairshare();
    void charge_running(const Snapshot& snapshot, Time until);
    void charge_run(const Job& job, Interval ran);
    void charge_idle_reserved(const FsWindow& window, const Snapshot& snapshot,
                              std::span<const Reservation> reserved);
    [[nodiscard]] const Resources& partition_total(const Job& job) const;
    [[nodiscard]] Time& charged_until(JobId job);

    const FairshareSettings* settings_;
    const CredentialSettings* credentials_;
    Duration poll_interval_;
    Cluster* cluster_;  // names are interned when idle time is charged to a credential
    Resources total_;   // the whole machine: PE basis for jobs without a partition
    bool on_;

    FairshareLedger ledger_;
    FairshareSnapshot fairshare_;
    std::optional<FairshareStore> store_;
    bool dirty_ = true;        // usage charged since the snapshot was built
    bool refresh_now_ = true;  // a window rolled: refresh before the next iteration
    Time last_refresh_ = Time::min();
    std::vector<FsWindow> basis_;  // the windows the current FairshareSnapshot was built from
    FsTargetCache targets_;        // FSTARGETs resolved once per credential
    // What changed in the ledger since basis_: job usage charged to these credentials from
    // charged_from_ on, and nothing else unless full_ (a roll, reserved idle time, a restore).
    bool full_ = true;
    CredSet charged_;
    Time charged_from_ = Time::never();
    std::vector<Time> charged_until_;  // by JobId: run time already charged up to here (never = start)
    // Every run before this is in the ledger already (carry_over); Time::min() in a replay.
    Time charged_floor_ = Time::min();
    std::optional<std::vector<FsWindow>> carried_;  // taken over at start()

    struct TrackedUse {
        JobId job;
        Time start;
        Allocation allocation;
    };
    std::vector<TrackedUse> tracked_;                          // running jobs on reserved nodes
    std::vector<std::pair<ReservationId, ReservedUse>> uses_;  // finished uses in the current window
};

}  // namespace outrigger
