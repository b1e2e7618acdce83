#include "schedule/backfill.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <type_traits>

namespace outrigger {

namespace {

// FIRSTFIT (Maui's default): the waiting jobs in priority order, each started if it fits now; at
// most BFDEPTH of them are considered (0: all).
class FirstFit final : public BackfillStrategy {
  public:
    explicit FirstFit(const SchedulingSettings& s) : depth_(s.bf_depth) {}
    [[nodiscard]] BackfillPolicy policy() const override { return BackfillPolicy::FirstFit; }
    [[nodiscard]] bool reads_windows() const override { return false; }
    void run(BackfillQueue& q) const override {
        std::int64_t considered = 0;
        const std::size_t n = q.size();
        for (std::size_t p = q.next_candidate(0); p < n; p = q.next_candidate(p + 1)) {
            const BackfillQueue::Sweep swept = q.turn_down_short(
                p, depth_ > 0 ? depth_ - considered : std::numeric_limits<std::int64_t>::max());
            considered += swept.turned;
            if (swept.turned > 0) {
                p = q.next_candidate(swept.next);
                if (p >= n) break;
            }
            if (depth_ > 0 && ++considered > depth_) break;
            q.offer(p);
        }
    }

  private:
    std::int64_t depth_;
};

// The eligible candidates, each marked waiting, in priority order: the pool that the window
// strategies draw from.
std::vector<std::size_t> waiting_pool(BackfillQueue& q) {
    std::vector<std::size_t> pool;
    const std::size_t n = q.size();
    for (std::size_t p = q.next_candidate(0); p < n; p = q.next_candidate(p + 1))
        if (q.enlist(p)) pool.push_back(p);
    return pool;
}

void note_left_waiting(BackfillQueue& q, std::span<const std::size_t> pool) {
    for (std::size_t p : pool)
        if (q.waiting(p)) q.note_no_room(p);
}

// BESTFIT: the windows widest first; within each, while processors remain, the fitting job with
// the best BACKFILLMETRIC (the first in priority order among equals) is tried.
class BestFit final : public BackfillStrategy {
  public:
    explicit BestFit(const SchedulingSettings& s) : metric_(s.metric) {}
    [[nodiscard]] BackfillPolicy policy() const override { return BackfillPolicy::BestFit; }
    [[nodiscard]] bool reads_windows() const override { return true; }
    void run(BackfillQueue& q) const override {
        const std::vector<std::size_t> pool = waiting_pool(q);
        for (const BackfillWindow& w : q.windows()) fill(q, pool, w);
        note_left_waiting(q, pool);
    }

  private:
    [[nodiscard]] double fit_of(const Job& job) const {
        switch (metric_) {
            case BackfillMetric::Procs:
                return static_cast<double>(job.procs());
            case BackfillMetric::ProcSeconds:
                return static_cast<double>(job.proc_seconds());
            case BackfillMetric::Seconds:
                return static_cast<double>(job.walltime.count());
        }
        return 0;
    }

    void fill(BackfillQueue& q, std::span<const std::size_t> pool, const BackfillWindow& w) const {
        std::int64_t room = w.procs;
        std::vector<bool> tried(pool.size(), false);
        while (room > 0) {
            std::optional<std::size_t> best;
            double best_fit = -1;
            for (std::size_t k = 0; k < pool.size(); ++k) {
                if (tried[k] || !q.waiting(pool[k])) continue;
                const Job& job = q.job(pool[k]);
                if (job.procs() > room || job.walltime > w.duration) continue;
                const double v = fit_of(job);
                if (v > best_fit) {
                    best_fit = v;
                    best = k;
                }
            }
            if (!best) break;
            tried[*best] = true;
            if (q.start(pool[*best])) room -= q.job(pool[*best]).procs();
        }
    }

    BackfillMetric metric_;
};

// GREEDY: the windows widest first; within each, the jobs of greedy_fill are tried in priority order.
class Greedy final : public BackfillStrategy {
  public:
    [[nodiscard]] BackfillPolicy policy() const override { return BackfillPolicy::Greedy; }
    [[nodiscard]] bool reads_windows() const override { return true; }
    void run(BackfillQueue& q) const override {
        const std::vector<std::size_t> pool = waiting_pool(q);
        std::vector<std::size_t> waiting;
        std::vector<FillCandidate> shapes;
        for (const BackfillWindow& w : q.windows()) {
            waiting.clear();
            shapes.clear();
            for (std::size_t p : pool) {
                if (!q.waiting(p)) continue;
                waiting.push_back(p);
                shapes.push_back(FillCandidate{q.job(p).procs(), q.job(p).walltime});
            }
            for (std::size_t i : greedy_fill(shapes, w)) q.start(waiting[i]);
        }
        note_left_waiting(q, pool);
    }
};

// NONE: no backfill.
class NoBackfill final : public BackfillStrategy {
  public:
    [[nodiscard]] BackfillPolicy policy() const override { return BackfillPolicy::None; }
    [[nodiscard]] bool reads_windows() const override { return false; }
    void run(BackfillQueue&) const override {}
};

struct Entry {
    BackfillPolicy policy;
    std::unique_ptr<BackfillStrategy> (*make)(const SchedulingSettings&);
};

template <class T>
std::unique_ptr<BackfillStrategy> make(const SchedulingSettings& s) {
    if constexpr (std::is_constructible_v<T, const SchedulingSettings&>)
        return std::make_unique<T>(s);
    else
        return std::make_unique<T>();
}

constexpr std::array<Entry, 4> kTable{{
    {BackfillPolicy::FirstFit, &make<FirstFit>},
    {BackfillPolicy::BestFit, &make<BestFit>},
    {BackfillPolicy::Greedy, &make<Greedy>},
    {BackfillPolicy::None, &make<NoBackfill>},
}};

}  // namespace

std::unique_ptr<BackfillStrategy> make_backfill_strategy(const SchedulingSettings& settings) {
    for (const auto& e : kTable)
        if (e.policy == settings.backfill) return e.make(settings);
    return std::make_unique<FirstFit>(settings);
}

std::vector<std::size_t> greedy_fill(std::span<const FillCandidate> candidates,
                                     const BackfillWindow& window) {
    std::vector<std::size_t> fitting;
    for (std::size_t i = 0; i < candidates.size() && fitting.size() < kGreedyMaxJobs; ++i) {
        const FillCandidate& c = candidates[i];
        if (c.procs <= window.procs && c.walltime <= window.duration && c.procs > 0) fitting.push_back(i);
    }
    if (fitting.empty()) return {};
    const std::int64_t cap = std::min(window.procs, kGreedyMaxProcs);
    const auto width = static_cast<std::size_t>(cap + 1);
    // best[c]: the largest fill within c processors of the candidates weighed so far; take[k][c]:
    // whether that fill takes candidate k.
    std::vector<double> best(width, 0.0);
    std::vector<std::vector<bool>> take(fitting.size(), std::vector<bool>(width, false));
    for (std::size_t k = 0; k < fitting.size(); ++k) {
        const FillCandidate& c = candidates[fitting[k]];
        if (c.procs > cap) continue;
        const double v =
            static_cast<double>(c.procs) * static_cast<double>(min(c.walltime, window.duration).count());
        for (std::int64_t room = cap; room >= c.procs; --room) {
            const auto ri = static_cast<std::size_t>(room);
            const double with = best[ri - static_cast<std::size_t>(c.procs)] + v;
            if (with > best[ri]) {
                best[ri] = with;
                take[k][ri] = true;
            }
        }
    }
    std::vector<std::size_t> chosen;
    auto room = static_cast<std::size_t>(cap);
    for (std::size_t k = fitting.size(); k-- > 0;) {
        if (take[k][room]) {
            chosen.push_back(fitting[k]);
            room -= static_cast<std::size_t>(candidates[fitting[k]].procs);
        }
    }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

}  // namespace outrigger
