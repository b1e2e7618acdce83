// An iteration report's notes, whichever way they are kept (schedule/iteration.hpp).

#include <gtest/gtest.h>

#include <vector>

#include "schedule/iteration.hpp"

namespace outrigger {
namespace {

TEST(IterationReport, JobsShortOfProcessorsReadAsNotesWithTheFreeProcessorsOfTheirRun) {
    IterationReport r;
    r.notes.push_back(BlockNote{JobId(7), ReasonCode::Held, 1, 0, 0});
    r.note_short_of_procs(JobId(1), 64, 10);
    r.note_short_of_procs(JobId(2), 32, 10);
    r.note_short_of_procs(JobId(3), 16, 4);  // a start in between left fewer free
    std::vector<BlockNote> seen;
    r.for_each_note([&](const BlockNote& n) { seen.push_back(n); });
    ASSERT_EQ(seen.size(), 4U);
    EXPECT_EQ(seen[0].job, JobId(7));
    EXPECT_EQ(seen[0].code, ReasonCode::Held);
    EXPECT_EQ(seen[1].job, JobId(1));
    EXPECT_EQ(seen[1].code, ReasonCode::InsufficientResources);
    EXPECT_EQ(seen[1].a, 10);
    EXPECT_EQ(seen[1].b, 64);
    EXPECT_EQ(seen[2].a, 10);
    EXPECT_EQ(seen[3].job, JobId(3));
    EXPECT_EQ(seen[3].a, 4);
    EXPECT_EQ(seen[3].b, 16);
    ASSERT_TRUE(r.note_of(JobId(2)).has_value());
    EXPECT_EQ(r.reason(*r.note_of(JobId(2))).code, ReasonCode::InsufficientResources);
    EXPECT_FALSE(r.note_of(JobId(9)).has_value());
    r.clear();
    EXPECT_FALSE(r.note_of(JobId(1)).has_value());
}

TEST(IterationReport, ARequestBeyondThirtyTwoBitsKeepsAFullNote) {
    IterationReport r;
    r.note_short_of_procs(JobId(1), std::int64_t{1} << 40, 8);
    ASSERT_EQ(r.notes.size(), 1U);
    EXPECT_EQ(r.note_of(JobId(1))->b, std::int64_t{1} << 40);
}

}  // namespace
}  // namespace outrigger
