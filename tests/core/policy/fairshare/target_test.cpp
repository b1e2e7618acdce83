// Fairshare targets: deltas of each form, ratio mode, DEFAULT targets, caps that block with a Reason.

#include "policy/fairshare/target.hpp"

#include <gtest/gtest.h>

#include <variant>
#include <vector>

#include "policy/fairshare/snapshot.hpp"

namespace outrigger {
namespace {

FsTarget target(double v, FsTargetType t = FsTargetType::Target) {
    return FsTarget{v, t};
}

// One typed argument of a Reason; a missing key or another type fails the test.
template <class T>
T arg(const Reason& r, std::string_view key) {
    const ReasonArg::Value* v = r.arg(key);
    if (v == nullptr || !std::holds_alternative<T>(*v)) {
        ADD_FAILURE() << "reason has no argument " << key << " of the expected type";
        return T{};
    }
    return std::get<T>(*v);
}

struct DeltaCase {
    const char* name;
    std::optional<FsTarget> target;
    double usage;
    bool ratio;
    double delta;
};

TEST(FairshareTarget, DeltaOfEveryForm) {
    const std::vector<DeltaCase> cases{
        {"target below", target(50), 45, false, 5},
        {"target above", target(25), 35, false, -10},
        {"floor ignores usage above", target(10, FsTargetType::Floor), 25, false, 0},
        {"floor raises usage below", target(10, FsTargetType::Floor), 4, false, 6},
        {"ceiling ignores usage below", target(30, FsTargetType::Ceiling), 20, false, 0},
        {"ceiling lowers usage above", target(30, FsTargetType::Ceiling), 40, false, -10},
        {"absolute cap: no priority effect", target(1000, FsTargetType::CapAbsolute), 5, false, 0},
        {"relative cap: no priority effect", target(20, FsTargetType::CapRelative), 5, false, 0},
        {"no target", std::nullopt, 65, false, 0},
        {"ratio below", target(50), 25, true, 0.5},
        {"ratio above", target(20), 30, true, -0.5},
        {"ratio floor", target(20, FsTargetType::Floor), 30, true, 0},
        {"ratio zero target", target(0), 30, true, 0},
    };
    for (const auto& c : cases) EXPECT_DOUBLE_EQ(fs_delta(c.target, c.usage, c.ratio), c.delta) << c.name;
}

TEST(FairshareTarget, WrittenFormRoundTripsTheConfigSpelling) {
    EXPECT_EQ(format_fs_target(target(50)), "50");
    EXPECT_EQ(format_fs_target(target(10, FsTargetType::Floor)), "10+");
    EXPECT_EQ(format_fs_target(target(5.5, FsTargetType::Ceiling)), "5.5-");
    EXPECT_EQ(format_fs_target(target(3600000, FsTargetType::CapAbsolute)), "3600000^");
    EXPECT_EQ(format_fs_target(target(20, FsTargetType::CapRelative)), "20%");
}

// The guide's priority example: user A 45% used of a 50 target, group B no target, account C
// 35% of 25, QOS D 25% of a 10+ floor, class E no target.
class GuideExample : public ::testing::Test {
  protected:
    void SetUp() override {
        for (const CredKind k : kAllCredKinds)
            job[k] = names.intern(k, std::string(1, static_cast<char>('A' + index(k))));
        names.intern(CredKind::User, "other");
        creds.by_kind[index(CredKind::User)]["A"].fstarget = target(50);
        creds.by_kind[index(CredKind::Account)]["C"].fstarget = target(25);
        creds.by_kind[index(CredKind::Qos)]["D"].fstarget = target(10, FsTargetType::Floor);
        window.length = Duration::hours(12);
        window.total = 100;
        const double used[] = {45, 65, 35, 25, 20};
        for (const CredKind k : kAllCredKinds) window.add(CredRef{k, job[k]}, used[index(k)]);
        settings.policy = FsPolicy::DedicatedPS;
    }
    FairshareSnapshot snapshot() const {
        return FairshareSnapshot::build(settings, std::span<const FsWindow>(&window, 1), creds, names);
    }
    Names names;
    CredentialSettings creds;
    FairshareSettings settings;
    FsWindow window;
    Credentials job;
};

TEST_F(GuideExample, DeltasPerCredentialKind) {
    const auto d = snapshot().deltas(job);
    EXPECT_DOUBLE_EQ(d[index(CredKind::User)], 5);
    EXPECT_DOUBLE_EQ(d[index(CredKind::Group)], 0);
    EXPECT_DOUBLE_EQ(d[index(CredKind::Account)], -10);
    EXPECT_DOUBLE_EQ(d[index(CredKind::Qos)], 0);
    EXPECT_DOUBLE_EQ(d[index(CredKind::Class)], 0);
}

TEST_F(GuideExample, FspolicyNoneTurnsFairshareOff) {
    settings.policy = FsPolicy::None;
    const auto s = snapshot();
    EXPECT_EQ(s.deltas(job), (std::array<double, kCredKinds>{}));
    EXPECT_DOUBLE_EQ(s.state(CredRef{CredKind::User, job.user()}).usage_percent, 45);  // still reported
}

TEST_F(GuideExample, DefaultTargetAppliesToCredentialsWithoutTheirOwn) {
    creds.by_kind[index(CredKind::Group)]["DEFAULT"].fstarget = target(60);
    creds.by_kind[index(CredKind::User)]["DEFAULT"].fstarget = target(1);
    const auto s = snapshot();
    EXPECT_DOUBLE_EQ(s.deltas(job)[index(CredKind::Group)], -5);
    EXPECT_DOUBLE_EQ(s.deltas(job)[index(CredKind::User)], 5);  // own target wins over DEFAULT
    EXPECT_DOUBLE_EQ(s.state(CredRef{CredKind::User, *names.find(CredKind::User, "other")}).delta, 1);
}

TEST_F(GuideExample, InvalidCredentialContributesZero) {
    Credentials none = job;
    none[CredKind::Account] = CredId::invalid();
    EXPECT_DOUBLE_EQ(snapshot().deltas(none)[index(CredKind::Account)], 0);
}

TEST_F(GuideExample, AbsoluteCapBlocksOnceDecayedUsageReachesIt) {
    creds.by_kind[index(CredKind::Group)]["B"].fstarget = target(65, FsTargetType::CapAbsolute);
    const auto blocked = snapshot().cap_block(job);
    ASSERT_TRUE(blocked.has_value());
    EXPECT_EQ(blocked->code, ReasonCode::FairshareCap);
    EXPECT_EQ(arg<CredRef>(*blocked, "credential"), (CredRef{CredKind::Group, job.group()}));
    EXPECT_DOUBLE_EQ(arg<double>(*blocked, "usage"), 65);
    EXPECT_DOUBLE_EQ(arg<double>(*blocked, "limit"), 65);
    EXPECT_EQ(arg<std::string>(*blocked, "type"), "cap");

    creds.by_kind[index(CredKind::Group)]["B"].fstarget = target(65.5, FsTargetType::CapAbsolute);
    EXPECT_FALSE(snapshot().cap_block(job).has_value());
}

TEST_F(GuideExample, RelativeCapIsAPercentOfTheDecayedTotal) {
    creds.by_kind[index(CredKind::Class)]["E"].fstarget = target(20, FsTargetType::CapRelative);
    const auto blocked = snapshot().cap_block(job);
    ASSERT_TRUE(blocked.has_value());
    EXPECT_EQ(arg<CredRef>(*blocked, "credential").kind, CredKind::Class);
    EXPECT_DOUBLE_EQ(arg<double>(*blocked, "limit"), 20);
    EXPECT_EQ(arg<std::string>(*blocked, "type"), "relative-cap");

    creds.by_kind[index(CredKind::Class)]["E"].fstarget = target(21, FsTargetType::CapRelative);
    EXPECT_FALSE(snapshot().cap_block(job).has_value());
}

TEST_F(GuideExample, RelativeCapBlocksNobodyWhenNothingWasDelivered) {
    creds.by_kind[index(CredKind::Class)]["E"].fstarget = target(20, FsTargetType::CapRelative);
    window = FsWindow{};
    window.length = Duration::hours(1);
    EXPECT_FALSE(snapshot().cap_block(job).has_value());
}

TEST_F(GuideExample, CapsDoNotBlockWhenFairshareIsOff) {
    creds.by_kind[index(CredKind::Group)]["B"].fstarget = target(1, FsTargetType::CapAbsolute);
    settings.policy = FsPolicy::None;
    EXPECT_FALSE(snapshot().cap_block(job).has_value());
}

}  // namespace
}  // namespace outrigger
