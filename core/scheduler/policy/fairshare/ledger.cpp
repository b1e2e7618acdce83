#include "policy/fairshare/ledger.hpp"

#include <algorithm>

namespace outrigger {

namespace {
std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
}  // namespace

FairshareLedger::FairshareLedger(Duration interval, int depth, Time now)
    : interval_(interval.count() > 0 ? interval : Duration::seconds(1)), depth_(std::max(depth, 1)) {
    const Time s = aligned_start(now);
    windows_.push_back(FsWindow{s, interval_, {}, 0});
}

Time FairshareLedger::aligned_start(Time t) const {
    return Time::from_seconds(floor_div(t.seconds(), interval_.count()) * interval_.count());
}

FsWindow* FairshareLedger::window_containing(Time t) {
    for (auto& w : windows_)
        if (w.contains(t)) return &w;
    return nullptr;
}

void FairshareLedger::reach_back(Time t) {
    while (t < windows_.back().start && windows_.size() < static_cast<std::size_t>(depth_)) {
        const Time end = windows_.back().start;
        const Time start = aligned_start(end - Duration::seconds(1));
        windows_.push_back(FsWindow{start, end - start, {}, 0});
        // Every window but the current one is closed: the next roll reports them all, to be
        // written out.
        unreported_closed_ = windows_.size() - 1;
    }
}

double FairshareLedger::charge(const Credentials& creds, double amount, Time at) {
    if (at >= windows_.front().end()) unreported_closed_ = roll(at);
    reach_back(at);
    FsWindow* w = window_containing(at);
    if (w == nullptr) return 0;
    w->charge(creds, amount);
    return amount;
}

double FairshareLedger::charge(const Credentials& creds, double amount, Interval over) {
    if (over.end <= over.start) return charge(creds, amount, over.start);
    if (over.end > windows_.front().end()) unreported_closed_ = roll(over.end - Duration::seconds(1));
    reach_back(over.start);
    const double per_second = amount / static_cast<double>(over.length().count());
    double recorded = 0;
    // Newest first: each kept window takes the part of `over` it overlaps.
    for (auto& w : windows_) {
        const Duration part = Interval{w.start, w.end()}.overlap(over);
        if (part.count() <= 0) continue;
        const double share = per_second * static_cast<double>(part.count());
        w.charge(creds, share);
        recorded += share;
    }
    return recorded;
}

double FairshareLedger::charge_account(CredId account, double amount, Interval over) {
    Credentials c;
    c[CredKind::Account] = account;
    return charge(c, amount, over);
}

std::size_t FairshareLedger::roll(Time now) {
    std::size_t closed = unreported_closed_;
    unreported_closed_ = 0;
    while (now >= windows_.front().end()) {
        Time s = windows_.front().end();
        const Time target = aligned_start(now);
        // A long silence: only the last FSDEPTH windows before `now` can still matter.
        if (target > s && target - s > interval_ * depth_) s = target - interval_ * depth_;
        const Time boundary = aligned_start(s) + interval_;
        windows_.insert(windows_.begin(), FsWindow{s, boundary - s, {}, 0});
        ++closed;
        trim();
    }
    return std::min(closed, windows_.size() - 1);
}

void FairshareLedger::restore(std::vector<FsWindow> windows, Time now) {
    std::reverse(windows.begin(), windows.end());  // so that, among equal starts, the later one sorts first
    std::stable_sort(windows.begin(), windows.end(),
                     [](const FsWindow& a, const FsWindow& b) { return a.start > b.start; });
    std::vector<FsWindow> kept;
    for (auto& w : windows) {
        if (w.start > now || w.length.count() <= 0) continue;
        if (!kept.empty() && kept.back().start == w.start)
            continue;  // a duplicate start: the later one is kept
        kept.push_back(std::move(w));
    }
    if (kept.empty()) kept.push_back(FsWindow{aligned_start(now), interval_, {}, 0});
    windows_ = std::move(kept);
    trim();
    unreported_closed_ = 0;
    roll(now);  // the stretch since the newest file counts as empty windows, as in a live roll
}

void FairshareLedger::set_interval(Duration interval) {
    interval_ = interval.count() > 0 ? interval : Duration::seconds(1);
}

void FairshareLedger::set_depth(int depth) {
    depth_ = std::max(depth, 1);
    trim();
}

void FairshareLedger::trim() {
    if (windows_.size() > static_cast<std::size_t>(depth_)) windows_.resize(static_cast<std::size_t>(depth_));
}

}  // namespace outrigger
