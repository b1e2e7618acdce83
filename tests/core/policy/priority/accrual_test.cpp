// JOBPRIOACCRUALPOLICY: which blocked states restart a job's queue-time clock.

#include "policy/priority/accrual.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

using P = PrioAccrualPolicy;
using B = AccrualBlock;

TEST(QueueTimeAccrual, WhichBlocksRestartTheClock) {
    EXPECT_FALSE(restarts_queue_clock(P::Always, B::Limit));
    EXPECT_FALSE(restarts_queue_clock(P::Always, B::Other));
    EXPECT_TRUE(restarts_queue_clock(P::QueuePolicy, B::Limit));
    EXPECT_FALSE(restarts_queue_clock(P::QueuePolicy, B::Other));
    EXPECT_TRUE(restarts_queue_clock(P::FullPolicy, B::Limit));
    EXPECT_TRUE(restarts_queue_clock(P::FullPolicy, B::Other));
    for (const auto p : {P::Always, P::QueuePolicy, P::FullPolicy})
        EXPECT_FALSE(restarts_queue_clock(p, B::None));
}

TEST(QueueTimeAccrual, ClockRunsFromTheLastCountedBlock) {
    const auto t = [](std::int64_t s) { return Time::from_seconds(s); };
    QueueTimeClock queue(t(100));
    QueueTimeClock always(t(100));
    QueueTimeClock full(t(100));
    // A job held until 500, then over a limit at 800, then eligible.
    for (const auto& [now, block] :
         {std::pair{t(200), B::Other}, {t(500), B::Other}, {t(800), B::Limit}, {t(900), B::None}}) {
        queue.observe(P::QueuePolicy, now, block);
        always.observe(P::Always, now, block);
        full.observe(P::FullPolicy, now, block);
    }
    EXPECT_EQ(always.effective(t(1000)), Duration::seconds(900));
    EXPECT_EQ(queue.effective(t(1000)), Duration::seconds(200));
    EXPECT_EQ(full.effective(t(1000)), Duration::seconds(200));
    QueueTimeClock held(t(100));
    held.observe(P::FullPolicy, t(500), B::Other);
    held.observe(P::QueuePolicy, t(600), B::Other);
    EXPECT_EQ(held.effective(t(1000)), Duration::seconds(500));
    EXPECT_EQ(held.effective(t(50)), Duration::zero());
}

}  // namespace
}  // namespace outrigger
