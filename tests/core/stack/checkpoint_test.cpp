// A replay under a full configuration (priority with fairshare, throttling, a daily standing
// reservation with a charge account, administrative reservation), stopped, saved as JSON text,
// resumed in fresh objects: the identical schedule (spec section 5, state between iterations).

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>

#include "reservation/setres.hpp"
#include "session/replay_checkpoint.hpp"
#include "stack_fixture.hpp"

namespace outrigger {
namespace {

using testing::as;
using testing::JobBuilder;
using testing::StackReplay;

constexpr const char* kFull =
    "FSPOLICY DEDICATEDPS\nFSINTERVAL 2:00:00\nFSDEPTH 6\nFSDECAY 0.8\nFSWEIGHT 1\nFSUSERWEIGHT 50\n"
    "USERCFG[DEFAULT] FSTARGET=25 MAXJOB=3 MAXIJOB=4\nUSERCFG[u1] FSTARGET=10^\n"
    "SERVICEWEIGHT 1\nQUEUETIMEWEIGHT 1\nXFACTORWEIGHT 100\nRESERVATIONDEPTH[0] 2\n"
    "SRCFG[day] STARTTIME=06:00:00 ENDTIME=20:00:00 TASKCOUNT=8 RESOURCES=PROCS:4 USERLIST=u2,u3 "
    "CHARGEACCOUNT=lab\n";

std::vector<testing::CredJob> random_jobs(int n) {
    std::mt19937_64 rng(20240611);
    std::uniform_int_distribution<int> user(0, 5), procs(1, 24), wall(60, 20000), gap(0, 400);
    std::vector<testing::CredJob> jobs;
    std::int64_t t = 0;
    for (int i = 0; i < n; ++i) {
        t += gap(rng);
        const int w = wall(rng);
        jobs.push_back(
            as("u" + std::to_string(user(rng)),
               JobBuilder("j" + std::to_string(i)).procs(procs(rng)).submit(t).wall(w).run(w * 3 / 4 + 1)));
    }
    return jobs;
}

void add_admin_reservation(StackReplay& r) {
    const std::vector<std::string_view> args{"-g", "staff", "-s", "+3:00:00", "-d", "10:00:00", "n0,n1"};
    const SetresParse p = parse_setres_arguments(args);
    ASSERT_TRUE(p.ok());
    ASSERT_TRUE(r.stack().add_reservation(p.request, r.snapshot(), Time::from_seconds(0)).id.has_value());
}

TEST(StackCheckpoint, StoppedSavedAndResumedGivesTheIdenticalSchedule) {
    const auto jobs = random_jobs(400);
    StackReplay whole(kFull, testing::uniform_cluster(16, 4), jobs);
    add_admin_reservation(whole);
    whole.sim().run();

    StackReplay first(kFull, testing::uniform_cluster(16, 4), jobs);
    add_admin_reservation(first);
    const Time stop = Time::from_seconds(40000);
    first.sim().run(stop);
    const std::string saved = checkpoint_replay(first.sim(), first.stack()).dump();
    ASSERT_GE(first.stack().ledger().windows().size(), 2u);
    const auto book = first.stack().book().reservations();
    ASSERT_TRUE(
        std::any_of(book.begin(), book.end(), [](const Reservation& r) { return r.standing_name == "day"; }));

    StackReplay resumed(kFull, testing::uniform_cluster(16, 4), jobs);
    std::string error;
    ASSERT_TRUE(restore_replay(resumed.sim(), resumed.stack(), nlohmann::json::parse(saved), error)) << error;
    resumed.sim().run();

    std::size_t started = 0;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const JobOutcome& a = whole.sim().outcomes()[i];
        const JobOutcome& b = resumed.sim().outcomes()[i];
        EXPECT_EQ(a.start, b.start) << "job " << i;
        EXPECT_EQ(a.end, b.end) << "job " << i;
        started += !a.start.is_never();
    }
    EXPECT_GT(started, jobs.size() / 2);
    // The policy state agrees too: the same fairshare history.
    const auto wa = whole.stack().ledger().windows();
    const auto wb = resumed.stack().ledger().windows();
    ASSERT_EQ(wa.size(), wb.size());
    for (std::size_t i = 0; i < wa.size(); ++i) {
        EXPECT_EQ(wa[i].start, wb[i].start);
        EXPECT_DOUBLE_EQ(wa[i].total, wb[i].total);
    }
}

// Resumed in fresh objects before every instant at which a reservation instance starts or ends:
// among those instants are the ones where only such boundaries (and fairshare windows) are left
// to wait for, and a restored replay must keep going through them as the whole replay does.
TEST(StackCheckpoint, ResumedBeforeEveryReservationBoundaryGivesTheIdenticalSchedule) {
    const std::string config =
        std::string(kFull) +
        "SRCFG[night] STARTTIME=01:00:00 ENDTIME=04:30:00 TASKCOUNT=4 RESOURCES=PROCS:4 "
        "USERLIST=u4\n";
    const auto jobs = random_jobs(1200);
    StackReplay whole(config, testing::uniform_cluster(16, 4), jobs);
    whole.sim().run();

    auto current = std::make_unique<StackReplay>(config, testing::uniform_cluster(16, 4), jobs);
    int resumed = 0;
    while (const auto next = current->sim().next_instant()) {
        const Time now = current->sim().now();
        const auto book = current->stack().book().reservations();
        const auto crossed = [&](Time t) { return now < t && !(*next < t); };
        if (std::any_of(book.begin(), book.end(),
                        [&](const Reservation& r) { return crossed(r.span.start) || crossed(r.span.end); })) {
            const nlohmann::json saved = checkpoint_replay(current->sim(), current->stack());
            auto fresh = std::make_unique<StackReplay>(config, testing::uniform_cluster(16, 4), jobs);
            std::string error;
            ASSERT_TRUE(restore_replay(fresh->sim(), fresh->stack(), saved, error)) << error;
            current = std::move(fresh);
            ++resumed;
        }
        current->sim().step();
    }
    EXPECT_GT(resumed, 50);
    EXPECT_EQ(current->sim().now(), whole.sim().now());
    std::size_t started = 0;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        ASSERT_EQ(whole.sim().outcomes()[i].start, current->sim().outcomes()[i].start) << "job " << i;
        started += !whole.sim().outcomes()[i].start.is_never();
    }
    EXPECT_GT(started, jobs.size() / 2);
}

TEST(StackCheckpoint, MalformedPolicyStateIsRefusedWithItsKey) {
    StackReplay r(kFull, testing::uniform_cluster(16, 4), random_jobs(10));
    nlohmann::json bad = checkpoint_replay(r.sim(), r.stack());
    bad["policy"].erase("book");
    StackReplay other(kFull, testing::uniform_cluster(16, 4), random_jobs(10));
    std::string error;
    EXPECT_FALSE(restore_replay(other.sim(), other.stack(), bad, error));
    EXPECT_NE(error.find("book"), std::string::npos) << error;
    EXPECT_FALSE(restore_replay(other.sim(), other.stack(), nlohmann::json::object(), error));
}

}  // namespace
}  // namespace outrigger
