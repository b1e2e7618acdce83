// The idle queue's briefs keep the run of jobs the last backfill sweep turned down, and follow it
// through the queue's changes: a later sweep under bounds as tight skips it, and never skips a job
// it has not seen or one whose brief changed.

#include <gtest/gtest.h>

#include "schedule/snapshot.hpp"

namespace outrigger {
namespace {

using Briefs = Snapshot::IdleBriefs;
using Bounds = Briefs::DownBounds;

Briefs ten_jobs() {
    Briefs b;
    for (std::int32_t i = 0; i < 10; ++i) b.insert(b.size(), Snapshot::Brief{64 + i, 3600, true});
    return b;
}

TEST(IdleBriefs, ARunTurnedDownIsKnownOnlyFromWithinItAndAtBoundsAsTight) {
    Briefs b = ten_jobs();
    const Bounds noted{16, 1800, 8};
    EXPECT_EQ(b.known_down_until(2, noted), 2U);  // nothing noted yet
    b.note_down(2, 8, noted, false);
    EXPECT_EQ(b.known_down_until(2, noted), 8U);
    EXPECT_EQ(b.known_down_until(5, Bounds{8, 600, 0}), 8U);  // tighter: still turned down
    EXPECT_EQ(b.known_down_until(1, noted), 1U);              // before the run
    EXPECT_EQ(b.known_down_until(8, noted), 8U);              // after it
    // Looser on any bound: a job of the run may fit now.
    EXPECT_EQ(b.known_down_until(2, Bounds{17, 1800, 8}), 2U);
    EXPECT_EQ(b.known_down_until(2, Bounds{16, 1801, 8}), 2U);
    EXPECT_EQ(b.known_down_until(2, Bounds{16, 1800, 9}), 2U);
}

TEST(IdleBriefs, TheRunFollowsTheQueueAndEndsWhereAJobIsNotKnown) {
    Briefs b = ten_jobs();
    const Bounds bounds{16, 1800, 8};
    b.note_down(2, 8, bounds, false);
    b.insert(0, Snapshot::Brief{4, 60, true});  // queued ahead of it: the run moves back
    EXPECT_EQ(b.known_down_until(3, bounds), 9U);
    b.erase(5);  // a job of the run leaves: the rest stay turned down
    EXPECT_EQ(b.known_down_until(3, bounds), 8U);
    b.insert(6, Snapshot::Brief{4, 60, true});  // queued inside it: not known from there on
    EXPECT_EQ(b.known_down_until(3, bounds), 6U);
    EXPECT_EQ(b.known_down_until(6, bounds), 6U);
    b.set(4, Snapshot::Brief{2, 60, true});  // a job of the run changed
    EXPECT_EQ(b.known_down_until(3, bounds), 4U);
    b.erase(0);  // a job ahead of it leaves
    EXPECT_EQ(b.known_down_until(2, bounds), 3U);
    EXPECT_EQ(b.known_down_until(3, bounds), 3U);
    b.insert(b.size(), Snapshot::Brief{128, 3600, true});  // queued behind it: no change
    EXPECT_EQ(b.known_down_until(2, bounds), 3U);
}

TEST(IdleBriefs, AShorterRunReplacesTheKeptOneOnlyWhenTheKeptOneWasOfNoUse) {
    Briefs b = ten_jobs();
    const Bounds bounds{16, 1800, 8};
    b.note_down(2, 9, bounds, false);
    b.note_down(0, 1, bounds, true);  // the kept run answered this sweep and is longer: it stays
    EXPECT_EQ(b.known_down_until(2, bounds), 9U);
    b.note_down(0, 1, bounds, false);
    EXPECT_EQ(b.known_down_until(2, bounds), 2U);
    EXPECT_EQ(b.known_down_until(0, bounds), 1U);
}

}  // namespace
}  // namespace outrigger
