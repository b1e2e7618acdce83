// The O(1) usage sums agree with a recount that walks every running job, for random mixes of
// credentials, sizes, start times and instants (fixed seed: the same cases every run).

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "random_pick.hpp"
#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;
using L = LimitKind;

// What a running job contributes at `now`, recounted from scratch.
std::int64_t recount(const ActiveJob& r, L kind, Time now) {
    const std::int64_t remaining = std::max<std::int64_t>(0, (r.start + r.job->walltime - now).count());
    switch (kind) {
        case L::Jobs:
            return 1;
        case L::Nodes:
            return r.used.nodes;
        case L::Procs:
            return r.job->procs();
        case L::ProcSeconds:
            return r.job->procs() * remaining;
        // The fixture's machine: 1024 procs and 1 TiB; a job's PE is its larger share in procs.
        case L::PE:
            return std::max(r.job->procs(), (r.used.memory_mb * 1024 + 1024 * 1024 - 1) / (1024 * 1024));
        case L::Walltime:
            return remaining;
        case L::Memory:
            return r.used.memory_mb;
    }
    return 0;
}

TEST(LedgerMatchesRecount, RandomRunningSets) {
    std::mt19937 rng(20240611);
    const std::vector<std::string> users{"u0", "u1", "u2", "u3"};
    const std::vector<std::string> classes{"c0", "c1", "c2"};
    for (int round = 0; round < 50; ++round) {
        Fixture f;
        f.add(K::Class, "DEFAULT", per(max(L::Jobs, 1000), K::User));  // track class x user pairs
        ThrottlePolicy p = f.policy();
        const Time base = Time::from_seconds(1'600'000'000);
        std::vector<ActiveJob> running;
        const int n = std::uniform_int_distribution<int>(0, 40)(rng);
        for (int i = 0; i < n; ++i) {
            const JobSpec s{
                .user = users[rng() % users.size()],
                .cls = classes[rng() % classes.size()],
                .procs = std::uniform_int_distribution<std::int64_t>(1, 64)(rng),
                .walltime = Duration::seconds(std::uniform_int_distribution<std::int64_t>(60, 86400)(rng))};
            const Job& j = f.job(s);
            running.push_back(ActiveJob{
                &j, base + Duration::seconds(std::uniform_int_distribution<std::int64_t>(0, 3600)(rng)),
                JobFootprint{std::uniform_int_distribution<std::int64_t>(1, 8)(rng),
                             std::uniform_int_distribution<std::int64_t>(0, 4096)(rng)}});
        }
        const Time now =
            base + Duration::seconds(std::uniform_int_distribution<std::int64_t>(3600, 90000)(rng));
        p.begin(running, now);
        for (std::size_t k = 0; k < kLimitKinds; ++k) {
            const auto kind = static_cast<L>(k);
            std::int64_t system = 0;
            for (const auto& r : running) system += recount(r, kind, now);
            EXPECT_EQ(p.system_usage(kind), system) << "round " << round << " " << limit_keyword(kind);
            for (const auto& u : users) {
                const CredRef user = f.cred(K::User, u);
                std::int64_t total = 0;
                for (const auto& r : running)
                    if (r.job->creds.user() == user.id) total += recount(r, kind, now);
                EXPECT_EQ(p.usage(user, kind), total) << "round " << round << " " << u;
                for (const auto& c : classes) {
                    const CredRef cls = f.cred(K::Class, c);
                    std::int64_t within = 0;
                    for (const auto& r : running)
                        if (r.job->creds.user() == user.id && r.job->creds.job_class() == cls.id)
                            within += recount(r, kind, now);
                    EXPECT_EQ(p.usage_within(cls, user, kind), within)
                        << "round " << round << " " << u << " " << c;
                }
            }
        }
    }
}

// The policy keeps its ledger's storage between iterations and clears only what the previous
// one touched: a policy reused for many iterations (running sets that grow, shrink and change
// credentials) reads exactly what a fresh policy reads.
TEST(LedgerMatchesRecount, ALedgerReusedAcrossIterationsEqualsAFreshOne) {
    std::mt19937 rng(7);
    std::vector<std::string> users;
    for (int u = 0; u < 30; ++u) users.push_back("u" + std::to_string(u));
    const std::vector<std::string> classes{"c0", "c1", "c2"};
    Fixture f;
    f.add(K::Class, "DEFAULT", per(max(L::Jobs, 1000), K::User));
    ThrottlePolicy reused = f.policy();
    const Time base = Time::from_seconds(1'600'000'000);
    for (int round = 0; round < 60; ++round) {
        std::vector<ActiveJob> running;
        const int n = round % 7 == 3 ? 0 : std::uniform_int_distribution<int>(1, 25)(rng);
        for (int i = 0; i < n; ++i) {
            const JobSpec s{
                .user = users[rng() % (round % 2 == 0 ? users.size() : 4)],
                .cls = classes[rng() % classes.size()],
                .procs = std::uniform_int_distribution<std::int64_t>(1, 64)(rng),
                .walltime = Duration::seconds(std::uniform_int_distribution<std::int64_t>(60, 86400)(rng))};
            running.push_back(
                ActiveJob{&f.job(s), base + Duration::seconds(round * 600),
                          JobFootprint{std::uniform_int_distribution<std::int64_t>(1, 8)(rng), 512}});
        }
        const Time now = base + Duration::seconds(round * 600 + 300);
        reused.begin(running, now);
        ThrottlePolicy fresh = f.policy();
        fresh.begin(running, now);
        for (std::size_t k = 0; k < kLimitKinds; ++k) {
            const auto kind = static_cast<L>(k);
            EXPECT_EQ(reused.system_usage(kind), fresh.system_usage(kind)) << "round " << round;
            for (const auto& u : users) {
                const CredRef user = f.cred(K::User, u);
                EXPECT_EQ(reused.usage(user, kind), fresh.usage(user, kind)) << "round " << round << " " << u;
                for (const auto& c : classes)
                    EXPECT_EQ(reused.usage_within(f.cred(K::Class, c), user, kind),
                              fresh.usage_within(f.cred(K::Class, c), user, kind))
                        << "round " << round << " " << u << " " << c;
            }
            for (const auto& c : classes)
                EXPECT_EQ(reused.usage(f.cred(K::Class, c), kind), fresh.usage(f.cred(K::Class, c), kind));
        }
    }
}

// begin() counts only what changed since the last iteration. Over a running population that
// persists from one iteration to the next (jobs that go on, end, start during an iteration
// through on_start, restart with a new start time, move to other nodes, run past their walltime,
// and an iteration whose clock goes back), every usage equals a fresh policy's count.
TEST(LedgerMatchesRecount, AnIncrementalCountEqualsACountFromScratch) {
    testing::Pick pick(31);
    std::vector<std::string> users;
    for (int u = 0; u < 6; ++u) users.push_back("u" + std::to_string(u));
    const std::vector<std::string> classes{"c0", "c1"};
    Fixture f;
    f.add(K::Class, "DEFAULT", per(max(L::Jobs, 1000), K::User));
    ThrottlePolicy incremental = f.policy();
    const Time base = Time::from_seconds(1'600'000'000);
    std::vector<ActiveJob> running;
    const auto new_job = [&]() -> const Job& {
        return f.job({.user = users[static_cast<std::size_t>(pick(0, 5))],
                      .cls = classes[static_cast<std::size_t>(pick(0, 1))],
                      .procs = pick(1, 64),
                      .walltime = Duration::seconds(pick(600, 4 * 3600))});
    };
    Time now = base;
    for (int round = 0; round < 200; ++round) {
        now = now + Duration::seconds(round % 37 == 36 ? -pick(1, 900) : pick(0, 900));
        // Some jobs end, some restart or move, new ones arrive from the resource manager.
        for (std::size_t i = 0; i < running.size();) {
            const std::int64_t fate = pick(0, 19);
            if (fate == 0) {
                running[i] = running.back();
                running.pop_back();
                continue;
            }
            if (fate == 1) running[i].start = now;
            if (fate == 2) running[i].used.nodes = pick(1, 8);
            ++i;
        }
        for (std::int64_t k = pick(0, 3); k > 0; --k)
            running.push_back(ActiveJob{&new_job(), now - Duration::seconds(pick(0, 5 * 3600)),
                                        JobFootprint{pick(1, 8), pick(0, 4096)}});
        incremental.begin(running, now);
        ThrottlePolicy fresh = f.policy();
        fresh.begin(running, now);
        const auto same = [&](const char* when) {
            for (std::size_t k = 0; k < kLimitKinds; ++k) {
                const auto kind = static_cast<L>(k);
                ASSERT_EQ(incremental.system_usage(kind), fresh.system_usage(kind))
                    << when << " round " << round;
                for (const auto& u : users) {
                    const CredRef user = f.cred(K::User, u);
                    ASSERT_EQ(incremental.usage(user, kind), fresh.usage(user, kind))
                        << when << " round " << round;
                    for (const auto& c : classes)
                        ASSERT_EQ(incremental.usage_within(f.cred(K::Class, c), user, kind),
                                  fresh.usage_within(f.cred(K::Class, c), user, kind))
                            << when << " round " << round;
                }
            }
        };
        same("after begin");
        // Starts during the iteration count at once; the next begin() finds them running.
        for (std::int64_t k = pick(0, 2); k > 0; --k) {
            const Job& j = new_job();
            const JobFootprint used{pick(1, 8), 0};
            incremental.on_start(j, used);
            fresh.on_start(j, used);
            if (pick(0, 4) != 0)
                running.push_back(ActiveJob{&j, now, used});  // else the start did not happen
        }
        same("after starts");
    }
}

}  // namespace
}  // namespace outrigger
