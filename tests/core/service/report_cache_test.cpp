// A report is answered again from the state it was made from until a client's change moves that
// state (at once) or the scheduler's own progress does and the refresh time has passed.
#include "service/report_cache.hpp"

#include <gtest/gtest.h>

namespace {

using outrigger::service::ReportCache;
using namespace std::chrono_literals;

ReportCache::State at(std::int64_t sequence, std::int64_t steps) {
    return ReportCache::State{.sequence = sequence,
                              .policy_generation = 1,
                              .monitoring = false,
                              .steps = steps,
                              .iterations = steps};
}

TEST(ReportCache, KeepsAReportWhileTheStateStaysWhereItWas) {
    ReportCache cache(250ms);
    const auto t0 = ReportCache::Clock::time_point{};
    cache.follow(at(3, 10), t0);
    cache.keep("showq", "queue at step 10");
    cache.follow(at(3, 10), t0 + 10s);
    ASSERT_NE(cache.find("showq"), nullptr);
    EXPECT_EQ(cache.find("showq")->result, "queue at step 10");
    EXPECT_EQ(cache.find("showq")->encoded, "\"queue at step 10\"");  // encoded once, as kept
    EXPECT_EQ(cache.find("checkjob"), nullptr);
}

TEST(ReportCache, AClientsChangeIsSeenAtOnce) {
    ReportCache cache(250ms);
    const auto t0 = ReportCache::Clock::time_point{};
    cache.follow(at(3, 10), t0);
    cache.keep("showq", "before the hold");
    cache.follow(at(4, 10), t0 + 1ms);  // a journaled sethold
    EXPECT_EQ(cache.find("showq"), nullptr);
    cache.keep("showq", "after the hold");
    ReportCache::State other_policy = at(4, 10);
    other_policy.policy_generation = 2;  // a changeparam
    cache.follow(other_policy, t0 + 2ms);
    EXPECT_EQ(cache.find("showq"), nullptr);
    cache.keep("showq", "under the new policy");
    ReportCache::State monitoring = other_policy;
    monitoring.monitoring = true;
    cache.follow(monitoring, t0 + 3ms);
    EXPECT_EQ(cache.find("showq"), nullptr);
}

TEST(ReportCache, TheSchedulersOwnProgressIsSeenWithinTheRefreshTime) {
    ReportCache cache(250ms);
    const auto t0 = ReportCache::Clock::time_point{};
    cache.follow(at(3, 10), t0);
    cache.keep("showq", "step 10");
    cache.follow(at(3, 11), t0 + 100ms);
    ASSERT_NE(cache.find("showq"), nullptr);  // coalesced, as the pushed views are
    cache.follow(at(3, 12), t0 + 249ms);
    ASSERT_NE(cache.find("showq"), nullptr);
    cache.follow(at(3, 13), t0 + 250ms);
    EXPECT_EQ(cache.find("showq"), nullptr);
    cache.keep("showq", "step 13");
    cache.follow(at(3, 14), t0 + 400ms);  // the refresh counts from step 13's reports
    ASSERT_NE(cache.find("showq"), nullptr);
    EXPECT_EQ(cache.find("showq")->result, "step 13");
}

}  // namespace
