#include "plan/small_steps.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace outrigger {
namespace {

struct Point {
    std::int64_t at = 0;
    std::int64_t used = 0;
    bool operator==(const Point&) const = default;
};
using Steps = SmallSteps<Point, 3>;

std::vector<Point> contents(const Steps& steps) {
    return {steps.begin(), steps.end()};
}

TEST(SmallSteps, HoldsItsStepsInPlaceOnTheHeapAndBackInPlace) {
    Steps steps;
    EXPECT_TRUE(steps.empty());
    for (std::int64_t i = 0; i < 3; ++i) steps.push_back(Point{i, i});
    const Point* in_place = steps.data();
    steps.push_back(Point{3, 3});  // the fourth moves them to the heap
    EXPECT_NE(steps.data(), in_place);
    steps.insert(steps.begin() + 1, Point{9, 9});
    EXPECT_EQ(contents(steps), (std::vector<Point>{{0, 0}, {9, 9}, {1, 1}, {2, 2}, {3, 3}}));
    steps.erase(steps.begin());
    steps.pop_back();
    EXPECT_EQ(contents(steps), (std::vector<Point>{{9, 9}, {1, 1}, {2, 2}}));
    EXPECT_NE(steps.data(), in_place);  // three still fit in place, but stay until fewer are left
    steps.pop_back();
    EXPECT_EQ(steps.data(), in_place);
    EXPECT_EQ(contents(steps), (std::vector<Point>{{9, 9}, {1, 1}}));
}

TEST(SmallSteps, AgreesWithAVectorOverRandomChangesCopiesAndMoves) {
    std::mt19937 rng(5);
    Steps steps;
    std::vector<Point> model;
    for (int step = 0; step < 20000; ++step) {
        const auto v = static_cast<std::int64_t>(rng() % 1000);
        const std::size_t at = model.empty() ? 0 : rng() % (model.size() + 1);
        switch (rng() % 6) {
            case 0:
                steps.push_back(Point{v, -v});
                model.push_back(Point{v, -v});
                break;
            case 1:
                steps.insert(steps.begin() + at, Point{v, v});
                model.insert(model.begin() + static_cast<std::ptrdiff_t>(at), Point{v, v});
                break;
            case 2:
                if (!model.empty()) {
                    steps.pop_back();
                    model.pop_back();
                }
                break;
            case 3:
            case 4:
                if (at < model.size()) {
                    steps.erase(steps.begin() + at);
                    model.erase(model.begin() + static_cast<std::ptrdiff_t>(at));
                }
                break;
            default: {
                Steps copy = steps;  // copies and moves keep the contents, in place or not
                Steps moved = std::move(copy);
                steps = moved;
                break;
            }
        }
        if (model.size() > 12) {  // keep the sizes around the move to the heap and back
            steps.clear();
            model.clear();
        }
        ASSERT_EQ(contents(steps), model) << "step " << step;
        ASSERT_EQ(steps.size(), model.size());
    }
}

}  // namespace
}  // namespace outrigger
