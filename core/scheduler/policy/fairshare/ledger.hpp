#pragma once

// The fairshare ledger (guide 6.3.2.3): a list of fairshare windows, newest first, of which the
// first is the current window. Windows are aligned to multiples of FSINTERVAL on the scheduler
// clock (floor(t / FSINTERVAL) x FSINTERVAL), FSDEPTH of them are kept (no upper bound), and a
// window's usage weighs FSDECAY^i in usage percentages (see usage.hpp).
//
// Charging is by time: a charge spread over an interval is split across the windows it crosses
// in proportion to the seconds spent in each; a charge at or after the current window's end
// first rolls the ledger forward. A charge before the oldest window of a ledger that holds fewer
// than FSDEPTH windows (a fresh one: the usage happened before it started, as a service learns of
// the jobs its resource manager ran before it) opens the older windows it needs, as far as FSDEPTH
// reaches, empty but for the charge. Usage older than that is dropped (it has rolled out), and so
// reported by the returned amount.
//
// Changing FSINTERVAL re-buckets nothing: the current window keeps its length, the next one runs
// from its end to the next multiple of the new interval, and older windows roll out as usual.

#include <cstddef>
#include <span>
#include <vector>

#include "config/settings.hpp"
#include "policy/fairshare/window.hpp"

namespace outrigger {

class FairshareLedger {
  public:
    // A ledger whose current window is the one containing `now`. depth < 1 is treated as 1;
    // an interval <= 0 as one second.
    FairshareLedger(Duration interval, int depth, Time now);
    FairshareLedger(const FairshareSettings& s, Time now) : FairshareLedger(s.interval, s.depth, now) {}

    // The start of the FSINTERVAL-aligned window containing t.
    [[nodiscard]] Time aligned_start(Time t) const;

    // Charges `amount` (metric units) to every credential of `creds` and to TOTAL in the window
    // containing `at`, rolling first when `at` is at or past the current window's end.
    // Returns the amount actually recorded (0 when `at` is older than every kept window).
    double charge(const Credentials& creds, double amount, Time at);
    // Spreads `amount` uniformly over `over` and charges each window its share. A zero-length
    // interval is a point charge at its start. Returns the amount recorded.
    double charge(const Credentials& creds, double amount, Interval over);
    // Idle time inside a reservation with a CHARGEACCOUNT (or an account owner): charged to that
    // account and to TOTAL (the resources were dedicated to it, hence delivered).
    double charge_account(CredId account, double amount, Interval over);

    // Moves the current window forward until it contains `now`; windows skipped over are kept
    // empty, so a stretch with no activity counts as zero usage. Returns how many windows closed
    // since the previous roll() (a charge past the current window's end rolls implicitly; those
    // closings are reported here too): they are windows()[1 .. n], n <= windows().size() - 1,
    // the ones to write out. 0 when nothing closed.
    std::size_t roll(Time now);

    // Replaces the history with windows read back from files (any order; overlapping or
    // duplicate starts: the later in the list wins). The window containing `now` becomes the
    // current one; otherwise the ledger rolls forward from the newest window to `now` (the time
    // in between counts as empty windows). Windows starting after `now` are ignored.
    void restore(std::vector<FsWindow> windows, Time now);

    // New FSINTERVAL or FSDEPTH: takes effect at the next roll (interval) or at once (depth).
    void set_interval(Duration interval);
    void set_depth(int depth);

    [[nodiscard]] std::span<const FsWindow> windows() const { return windows_; }
    [[nodiscard]] const FsWindow& current() const { return windows_.front(); }
    [[nodiscard]] Duration interval() const { return interval_; }
    [[nodiscard]] int depth() const { return depth_; }

  private:
    FsWindow* window_containing(Time t);
    // Opens windows older than the oldest, aligned, until one contains `t` or FSDEPTH are kept.
    void reach_back(Time t);
    void trim();
    Duration interval_;
    int depth_;
    std::vector<FsWindow> windows_;  // newest first, never empty
    std::size_t unreported_closed_ = 0;
};

}  // namespace outrigger
