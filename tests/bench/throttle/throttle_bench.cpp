// Throttling cost per decision: check() and on_start() must not grow with the number of running
// jobs (usage is kept as per-scope sums), and begin() is linear in the running jobs.
// Configuration: per-user and per-group DEFAULT limits of every kind, class limits, a QOS override
// and a class x user multi-dimensional limit, so every check walks a realistic set of limits.

#include <benchmark/benchmark.h>

#include <deque>
#include <string>
#include <vector>

#include "policy/throttle/throttle_policy.hpp"

namespace outrigger {
namespace {

LimitSpec spec(LimitKind k, std::int64_t soft, std::int64_t hard) {
    return LimitSpec{k, false, false, {}, {}, {soft, hard}};
}

struct World {
    Names names;
    std::deque<Job> jobs;
    std::vector<ActiveJob> running;
    std::vector<const Job*> idle;
    Resources capacity = [] {
        Resources r = Resources::of_procs(100'000);
        r.memory_mb = 400'000'000;
        return r;
    }();

    ThrottlePolicy policy() {
        CredentialSettings s;
        auto& user = s.by_kind[index(CredKind::User)]["DEFAULT"].limits;
        for (std::size_t k = 0; k < kLimitKinds; ++k)
            user.push_back(spec(static_cast<LimitKind>(k), std::int64_t{1} << 40, std::int64_t{1} << 41));
        user.push_back(LimitSpec{LimitKind::Jobs, true, false, {}, {}, {1 << 20, 1 << 20}});
        s.by_kind[index(CredKind::Group)]["DEFAULT"].limits.push_back(
            spec(LimitKind::Procs, 1 << 30, 1 << 30));
        s.by_kind[index(CredKind::Class)]["DEFAULT"].limits.push_back(
            spec(LimitKind::Nodes, 1 << 30, 1 << 30));
        s.by_kind[index(CredKind::Class)]["DEFAULT"].limits.push_back(
            LimitSpec{LimitKind::Jobs, false, false, CredKind::User, {}, {1 << 20, 1 << 20}});
        s.by_kind[index(CredKind::Qos)]["high"].limits.push_back(
            LimitSpec{LimitKind::Nodes, false, true, {}, {}, {1 << 30, 1 << 30}});
        s.system.limits.push_back(spec(LimitKind::Jobs, 1 << 30, 1 << 30));
        auto compiled = LimitTable::compile(s, names);
        return ThrottlePolicy(std::move(compiled.table), capacity);
    }

    const Job& make(std::size_t i) {
        Job j;
        j.id = JobId(static_cast<JobId::Rep>(jobs.size()));
        j.request.tasks = static_cast<std::int64_t>(1 + i % 64);
        j.walltime = Duration::seconds(static_cast<std::int64_t>(600 + (i * 7919) % 86400));
        j.creds[CredKind::User] = names.intern(CredKind::User, "u" + std::to_string(i % 500));
        j.creds[CredKind::Group] = names.intern(CredKind::Group, "g" + std::to_string(i % 40));
        j.creds[CredKind::Class] = names.intern(CredKind::Class, "c" + std::to_string(i % 8));
        j.creds[CredKind::Qos] = names.intern(CredKind::Qos, i % 5 == 0 ? "high" : "normal");
        jobs.push_back(std::move(j));
        return jobs.back();
    }

    explicit World(std::size_t n_running, std::size_t n_idle = 0) {
        for (std::size_t i = 0; i < n_running; ++i) {
            const Job& j = make(i);
            running.push_back(ActiveJob{&j, Time::from_seconds(static_cast<std::int64_t>(i % 3600)),
                                        requested_footprint(j)});
        }
        for (std::size_t i = 0; i < n_idle; ++i) idle.push_back(&make(i + n_running));
    }
};

const Time kNow = Time::from_seconds(4000);

// One candidate checked at both levels and started: the loop's per-job work.
void BM_CheckAndStart(benchmark::State& state) {
    World w(static_cast<std::size_t>(state.range(0)), 1024);
    ThrottlePolicy p = w.policy();
    p.begin(w.running, kNow);
    std::size_t i = 0;
    for (auto _ : state) {
        const Job& j = *w.idle[i++ % w.idle.size()];
        benchmark::DoNotOptimize(p.check(j, ThrottleLevel::Soft));
        benchmark::DoNotOptimize(p.check(j, ThrottleLevel::Hard));
        p.on_start(j, requested_footprint(j));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CheckAndStart)->Arg(100)->Arg(10'000)->Arg(100'000);

// begin(): the per-iteration rebuild from the running jobs.
void BM_Begin(benchmark::State& state) {
    World w(static_cast<std::size_t>(state.range(0)));
    ThrottlePolicy p = w.policy();
    for (auto _ : state) p.begin(w.running, kNow);
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Begin)->Arg(1'000)->Arg(10'000)->Arg(100'000);

// Idle-limit selection over a priority-ordered queue.
void BM_SelectEligible(benchmark::State& state) {
    World w(1'000, static_cast<std::size_t>(state.range(0)));
    ThrottlePolicy p = w.policy();
    p.begin(w.running, kNow);
    for (auto _ : state) benchmark::DoNotOptimize(p.select_eligible(w.idle));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_SelectEligible)->Arg(1'000)->Arg(10'000);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
