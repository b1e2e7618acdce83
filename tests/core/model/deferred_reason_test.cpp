#include "model/deferred_reason.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace outrigger {
namespace {

// Facts as a policy keeps them: a few numbers, the Reason built from them only when asked.
struct QueueFull {
    std::int64_t limit = 0;
    std::int64_t waiting = 0;
    [[nodiscard]] Reason reason() const {
        return Reason{ReasonCode::IdleLimit, {}}
            .with("limit", std::string("MAXIJOB"))
            .with("value", limit)
            .with("usage", waiting);
    }
};

const std::int64_t* int_arg(const Reason& r, std::string_view key) {
    const auto* v = r.arg(key);
    return v == nullptr ? nullptr : std::get_if<std::int64_t>(v);
}

TEST(DeferredReason, BuildsTheReasonOfItsFactsWhenAsked) {
    const DeferredReason d(ReasonCode::IdleLimit, QueueFull{4, 9});
    EXPECT_EQ(d.code(), ReasonCode::IdleLimit);
    const Reason r = d.reason();
    EXPECT_EQ(r.code, ReasonCode::IdleLimit);
    ASSERT_NE(int_arg(r, "value"), nullptr);
    EXPECT_EQ(*int_arg(r, "value"), 4);
    EXPECT_EQ(*int_arg(r, "usage"), 9);
}

TEST(DeferredReason, CopiesCarryTheirOwnFactsAndBuiltReasonsPassThrough) {
    std::vector<DeferredReason> kept;
    for (std::int64_t i = 0; i < 3; ++i) kept.emplace_back(ReasonCode::IdleLimit, QueueFull{i, 10 * i});
    const std::vector<DeferredReason> copy = kept;
    kept.clear();
    EXPECT_EQ(*int_arg(copy[2].reason(), "usage"), 20);

    const DeferredReason built(Reason{ReasonCode::NegativePriority, {}}.with("priority", -3.5));
    EXPECT_EQ(built.code(), ReasonCode::NegativePriority);
    const auto* p = built.reason().arg("priority");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(std::get<double>(*p), -3.5);
}

}  // namespace
}  // namespace outrigger
