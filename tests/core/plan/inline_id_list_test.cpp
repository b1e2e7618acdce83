#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "plan/inline_id_list.hpp"

namespace outrigger {
namespace {

using List = InlineIdList<JobId>;

std::vector<JobId::Rep> sorted(const List& list) {
    std::vector<JobId::Rep> out;
    for (const JobId id : list) out.push_back(id.value());
    std::sort(out.begin(), out.end());
    return out;
}

TEST(InlineIdList, HoldsWhatWasAddedAcrossTheMoveToTheHeapAndBack) {
    List list;
    EXPECT_TRUE(list.empty());
    for (JobId::Rep i = 0; i < 5; ++i) list.push_back(JobId(i));
    EXPECT_EQ(list.size(), 5u);
    EXPECT_EQ(sorted(list), (std::vector<JobId::Rep>{0, 1, 2, 3, 4}));
    EXPECT_TRUE(list.erase(JobId(0)));
    EXPECT_FALSE(list.erase(JobId(0)));
    EXPECT_TRUE(list.erase(JobId(3)));
    EXPECT_EQ(sorted(list), (std::vector<JobId::Rep>{1, 2, 4}));  // back inline
    list.push_back(JobId(7));
    EXPECT_EQ(sorted(list), (std::vector<JobId::Rep>{1, 2, 4, 7}));
    for (const JobId::Rep i : {4U, 1U, 7U, 2U}) EXPECT_TRUE(list.erase(JobId(i)));
    EXPECT_TRUE(list.empty());
    EXPECT_EQ(list.begin(), list.end());
}

TEST(InlineIdList, AgreesWithAVectorOverRandomAddsAndErases) {
    std::mt19937 rng(11);
    List list;
    std::vector<JobId::Rep> model;
    for (int step = 0; step < 5000; ++step) {
        const auto id = static_cast<JobId::Rep>(rng() % 12);
        if (rng() % 2 == 0 && std::find(model.begin(), model.end(), id) == model.end()) {
            list.push_back(JobId(id));
            model.push_back(id);
        } else {
            const auto it = std::find(model.begin(), model.end(), id);
            EXPECT_EQ(list.erase(JobId(id)), it != model.end());
            if (it != model.end()) model.erase(it);
        }
        std::sort(model.begin(), model.end());
        ASSERT_EQ(sorted(list), model) << "step " << step;
        ASSERT_EQ(list.size(), model.size());
    }
}

}  // namespace
}  // namespace outrigger
