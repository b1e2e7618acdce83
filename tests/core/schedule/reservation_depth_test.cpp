// RESERVATIONDEPTH per QOS list (schedule/reservation_depth.hpp): which group a job's reservation
// counts against, and when the groups are used up.

#include "schedule/reservation_depth.hpp"

#include <gtest/gtest.h>

#include "builders.hpp"

namespace outrigger {
namespace {

Job with_qos(Names& names, std::string_view qos) {
    Job j = testing::JobBuilder("j").procs(1);
    j.creds[CredKind::Qos] = names.intern(CredKind::Qos, qos);
    return j;
}

TEST(ReservationDepth, MauisDefaultIsOneReservationForEveryJob) {
    Names names;
    ReservationDepth depth;
    depth.configure(SchedulingSettings{}, names);
    depth.begin();
    const Job j = testing::JobBuilder("j").procs(1);
    EXPECT_TRUE(depth.any());
    EXPECT_EQ(depth.group_of(j), 0);
    EXPECT_EQ(depth.depth(0), 1);
    EXPECT_TRUE(depth.has_room(0));
    EXPECT_FALSE(depth.all_full());
    depth.use(0);
    EXPECT_FALSE(depth.has_room(0));
    EXPECT_TRUE(depth.all_full());
    depth.begin();  // the next iteration counts afresh
    EXPECT_TRUE(depth.has_room(0));
}

// RESERVATIONDEPTH[0] 2 RESERVATIONQOSLIST[0] high; RESERVATIONDEPTH[1] 1 (every other QOS).
TEST(ReservationDepth, AJobCountsAgainstTheFirstGroupListingItsQosElseTheOpenOne) {
    Names names;
    const Job high = with_qos(names, "high");
    const Job low = with_qos(names, "low");
    const Job none = testing::JobBuilder("none").procs(1);
    SchedulingSettings s;
    s.depth_groups = {{0, ReservationDepthGroup{2, {"high"}}}, {1, ReservationDepthGroup{1, {}}}};
    ReservationDepth depth;
    depth.configure(s, names);
    depth.begin();
    EXPECT_EQ(depth.group_of(high), 0);
    EXPECT_EQ(depth.group_of(low), 1);
    EXPECT_EQ(depth.group_of(none), 1);
    depth.use(depth.group_of(low));
    EXPECT_FALSE(depth.has_room(depth.group_of(none)));  // "none" shares the open group with "low"
    EXPECT_TRUE(depth.has_room(depth.group_of(high)));
    depth.use(0);
    EXPECT_FALSE(depth.all_full());
    depth.use(0);
    EXPECT_TRUE(depth.all_full());
}

TEST(ReservationDepth, WithoutAnOpenGroupAnUnlistedQosIsNeverReserved) {
    Names names;
    SchedulingSettings s;
    s.depth_groups = {{0, ReservationDepthGroup{3, {"high"}}}};
    ReservationDepth depth;
    depth.configure(s, names);
    depth.begin();
    // A QOS seen after the groups were computed is placed when the names grow.
    const Job low = with_qos(names, "low");
    const Job high = with_qos(names, "high");
    depth.configure(s, names);
    EXPECT_EQ(depth.group_of(low), ReservationDepth::kNoGroup);
    EXPECT_EQ(depth.depth(ReservationDepth::kNoGroup), 0);
    EXPECT_FALSE(depth.has_room(ReservationDepth::kNoGroup));
    EXPECT_EQ(depth.group_of(high), 0);
    EXPECT_TRUE(depth.has_room(0));
}

TEST(ReservationDepth, DepthZeroEverywhereMeansNoReservations) {
    Names names;
    SchedulingSettings s;
    s.depth_groups = {{0, ReservationDepthGroup{0, {}}}};
    ReservationDepth depth;
    depth.configure(s, names);
    depth.begin();
    EXPECT_FALSE(depth.any());
    EXPECT_FALSE(depth.has_room(0));
    EXPECT_TRUE(depth.all_full());
}

}  // namespace
}  // namespace outrigger
