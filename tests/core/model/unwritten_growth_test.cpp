#include "model/unwritten_growth.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "model/ids.hpp"

namespace outrigger {
namespace {

TEST(UnwrittenGrowth, LeavesABytesOnlyElementAsItWasWhenConstructedWithoutArguments) {
    UnwrittenGrowth<std::int32_t> alloc;
    std::int32_t x = 5;
    alloc.construct(&x);  // std::allocator would set it to 0
    EXPECT_EQ(x, 5);
    alloc.construct(&x, 9);
    EXPECT_EQ(x, 9);
}

TEST(UnwrittenGrowth, RoomCopiedOverAfterResizeHoldsTheCopy) {
    std::vector<JobId, UnwrittenGrowth<JobId>> ids{JobId(1), JobId(2)};
    const JobId more[] = {JobId(3), JobId(4), JobId(5)};
    ids.resize(ids.size() + 3);
    std::memcpy(ids.data() + 2, more, sizeof more);
    EXPECT_EQ(ids,
              (std::vector<JobId, UnwrittenGrowth<JobId>>{JobId(1), JobId(2), JobId(3), JobId(4), JobId(5)}));
    ids.push_back(JobId(6));
    EXPECT_EQ(ids.back(), JobId(6));
}

TEST(UnwrittenGrowth, ConstructsAnyOtherElementAsUsual) {
    std::vector<std::string, UnwrittenGrowth<std::string>> names{"a"};
    names.resize(3);
    EXPECT_EQ(names, (std::vector<std::string, UnwrittenGrowth<std::string>>{"a", "", ""}));
}

}  // namespace
}  // namespace outrigger
