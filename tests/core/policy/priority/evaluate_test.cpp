// Weights, caps, QOS additions and the finishing rules, checked through the explanation (which
// must agree with the fast evaluation the ranking uses).

#include <gtest/gtest.h>

#include "builders.hpp"
#include "policy/priority/explain.hpp"

namespace outrigger {
namespace {

using test::make_job;
using PS = PrioritySub;
using PC = PriorityComponent;

PriorityExplanation explain(const test::World& w, const Job& j, Duration effq,
                            const FairshareSnapshot* fs = nullptr, std::int64_t bypass = 0) {
    const FactorContext ctx(w.priority, w.creds, w.names, w.partitions, fs);
    const PriorityWeights weights(w.priority, w.creds, w.names);
    const PriorityFactors f = ctx.compute(PriorityInput(j, effq, bypass), Time{});
    const auto set = weights.set_for(j.creds.qos());
    const PriorityExplanation e = explain_priority(j.id, f, weights, set, j.system_priority);
    EXPECT_DOUBLE_EQ(e.computed, weights.evaluate(f, set));  // the fast path agrees
    return e;
}

// Guide 5.1.2, fairshare component: 100 x (10*5 + 20*0 + 30*(-10) + 40*0 + 0*0), with the
// FSACCOUNTWEIGHT=30 that the guide's parameter block leaves out.
TEST(PriorityEvaluate, GuideFairshareExample) {
    test::World w;
    Job j = make_job(0, 0, 1, Duration::hours(1));
    j.creds = w.creds_of("A", "B", "C", "D", "E");
    w.cfg(CredKind::User, "A").fstarget = FsTarget{50, FsTargetType::Target};
    w.cfg(CredKind::Account, "C").fstarget = FsTarget{25, FsTargetType::Target};
    w.cfg(CredKind::Qos, "D").fstarget = FsTarget{10, FsTargetType::Floor};
    FsWindow win{Time{}, Duration::hours(12), {}, 100};
    const double used[] = {45, 65, 35, 25, 20};
    for (const CredKind k : kAllCredKinds) win.add(CredRef{k, j.creds[k]}, used[index(k)]);
    FairshareSettings fs;
    fs.policy = FsPolicy::DedicatedPS;
    const auto snap = FairshareSnapshot::build(fs, std::span<const FsWindow>(&win, 1), w.creds, w.names);

    w.priority.weight(PC::Fs) = 100;
    w.priority.weight(PS::FsUser) = 10;
    w.priority.weight(PS::FsGroup) = 20;
    w.priority.weight(PS::FsAccount) = 30;
    w.priority.weight(PS::FsQos) = 40;
    w.priority.weight(PS::FsClass) = 0;
    w.priority.enable_negative = true;
    const auto e = explain(w, j, Duration::zero(), &snap);
    EXPECT_DOUBLE_EQ(e.computed, 100 * (10 * 5 + 20 * 0 + 30 * (-10) + 40 * 0 + 0 * 0));
    EXPECT_DOUBLE_EQ(e.final.value, -25000);
    EXPECT_DOUBLE_EQ(e.sub(PS::FsUser).raw, 5);
    EXPECT_DOUBLE_EQ(e.sub(PS::FsAccount).raw, -10);
    EXPECT_DOUBLE_EQ(e.sub(PS::FsAccount).contribution, -30000);
    EXPECT_DOUBLE_EQ(e.sub(PS::FsUser).percent, -20);  // 5000 of -25000
    EXPECT_DOUBLE_EQ(e.component(PC::Fs).percent, 100);
}

TEST(PriorityEvaluate, DefaultsOrderFirstInFirstOut) {
    test::World w;
    w.priority = PrioritySettings{};
    const Job j = make_job(0, 0, 64, Duration::hours(10));
    const auto e = explain(w, j, Duration::minutes(42));
    EXPECT_DOUBLE_EQ(e.computed, 42);
    EXPECT_DOUBLE_EQ(e.component(PC::Serv).percent, 100);
}

TEST(PriorityEvaluate, SubcomponentCapBoundsTheValueFromAbove) {
    test::World w;
    w.priority.weight(PC::Serv) = 2;
    w.priority.weight(PS::XFactor) = 10;
    w.priority.cap(PS::XFactor) = 3;
    const Job j = make_job(0, 0, 1, Duration::hours(1));
    const auto capped = explain(w, j, Duration::hours(4));  // XFactor 5 -> 3
    EXPECT_TRUE(capped.sub(PS::XFactor).capped);
    EXPECT_DOUBLE_EQ(capped.sub(PS::XFactor).raw, 5);
    EXPECT_DOUBLE_EQ(capped.sub(PS::XFactor).weighted, 30);
    EXPECT_DOUBLE_EQ(capped.computed, 60);
    const auto under = explain(w, j, Duration::hours(1));  // XFactor 2: below the cap
    EXPECT_FALSE(under.sub(PS::XFactor).capped);
    EXPECT_DOUBLE_EQ(under.computed, 40);
    w.priority.cap(PS::XFactor) = 0;  // 0 = no cap
    EXPECT_DOUBLE_EQ(explain(w, j, Duration::hours(4)).computed, 100);
}

TEST(PriorityEvaluate, ComponentCapBoundsTheComponentAndScalesItsSubcomponents) {
    test::World w;
    w.priority.weight(PC::Res) = 2;
    w.priority.cap(PC::Res) = 100;
    w.priority.weight(PS::Proc) = 3;
    w.priority.weight(PS::Node) = 1;
    w.priority.weight(PC::Cred) = 1;
    w.priority.weight(PS::User) = 1;
    w.cfg(CredKind::User, "u").priority = -50;
    Job j = make_job(0, 0, 50, Duration::hours(1));  // RES = 3*50 + 1*1 = 151 -> 100
    j.creds = w.creds_of("u");
    const auto e = explain(w, j, Duration::zero());
    const auto& res = e.component(PC::Res);
    EXPECT_TRUE(res.capped);
    EXPECT_DOUBLE_EQ(res.raw, 151);
    EXPECT_DOUBLE_EQ(res.contribution, 200);
    EXPECT_DOUBLE_EQ(e.computed, 150);
    EXPECT_DOUBLE_EQ(e.sub(PS::Proc).contribution + e.sub(PS::Node).contribution, 200);
    EXPECT_DOUBLE_EQ(e.sub(PS::Proc).contribution, 200.0 * 150 / 151);
    // Negative values are never raised to a cap: caps are upper bounds only.
    w.priority.cap(PC::Cred) = 10;
    EXPECT_DOUBLE_EQ(explain(w, j, Duration::zero()).component(PC::Cred).contribution, -50);
}

TEST(PriorityEvaluate, QosQtweightAndXfweightAddToTheBaseWeights) {
    test::World w;
    w.priority.weight(PC::Serv) = 1;
    w.priority.weight(PS::QueueTime) = 1;
    w.priority.weight(PS::XFactor) = 0;
    w.cfg(CredKind::Qos, "special").qt_weight = 5000;
    w.cfg(CredKind::Qos, "special").xf_weight = 100;
    Job special = make_job(0, 0, 1, Duration::hours(1));
    special.creds = w.creds_of("u", "", "", "special");
    Job normal = make_job(1, 0, 1, Duration::hours(1));
    normal.creds = w.creds_of("u", "", "", "normal");
    const auto s = explain(w, special, Duration::minutes(10));  // XFactor (600 + 3600) / 3600
    EXPECT_DOUBLE_EQ(s.sub(PS::QueueTime).weight, 5001);
    EXPECT_DOUBLE_EQ(s.sub(PS::XFactor).weight, 100);
    EXPECT_DOUBLE_EQ(s.computed, 5001 * 10 + 100 * (4200.0 / 3600));
    EXPECT_DOUBLE_EQ(explain(w, normal, Duration::minutes(10)).computed, 10);
    w.cfg(CredKind::Qos, "DEFAULT").qt_weight = 2;  // QOS without their own: the DEFAULT's addition
    EXPECT_DOUBLE_EQ(explain(w, normal, Duration::minutes(10)).computed, 30);
}

TEST(PriorityEvaluate, NegativePriorityIsFlooredAtOneUnlessEnabled) {
    test::World w;
    w.priority.weight(PC::Cred) = 1;
    w.priority.weight(PS::User) = 1;
    w.cfg(CredKind::User, "paul").priority = -1000;
    Job j = make_job(0, 0, 1, Duration::hours(1));
    j.creds = w.creds_of("paul");
    auto e = explain(w, j, Duration::zero());
    EXPECT_DOUBLE_EQ(e.computed, -1000);
    EXPECT_DOUBLE_EQ(e.final.value, 1);
    EXPECT_TRUE(e.final.floored);
    EXPECT_FALSE(e.ineligible.has_value());
    w.priority.enable_negative = true;
    e = explain(w, j, Duration::zero());
    EXPECT_DOUBLE_EQ(e.final.value, -1000);
    EXPECT_FALSE(e.final.floored);
}

TEST(PriorityEvaluate, RejectNegativeMakesTheJobIneligibleWithAReason) {
    test::World w;
    w.priority.weight(PC::Cred) = 1;
    w.priority.weight(PS::User) = 1;
    w.priority.enable_negative = true;
    w.priority.reject_negative = true;
    w.cfg(CredKind::User, "paul").priority = -1000;
    Job j = make_job(0, 0, 1, Duration::hours(1));
    j.creds = w.creds_of("paul");
    const auto e = explain(w, j, Duration::zero());
    ASSERT_TRUE(e.ineligible.has_value());
    EXPECT_EQ(e.ineligible->code, ReasonCode::NegativePriority);
    const auto* p = e.ineligible->arg("priority");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(std::get<double>(*p), -1000);
    w.cfg(CredKind::User, "paul").priority = 0;
    EXPECT_FALSE(explain(w, j, Duration::zero()).ineligible.has_value());  // 0 is not negative
}

TEST(PriorityEvaluate, SystemPriorityOverridesAndEverythingIsCappedAtOneBillion) {
    test::World w;
    w.priority.weight(PC::Res) = 1;
    w.priority.weight(PS::Ps) = 1000;
    Job j = make_job(0, 0, 1000, Duration::days(30));  // 1000 x 2.6e6 s x 1000 > 1e9
    auto e = explain(w, j, Duration::zero());
    EXPECT_DOUBLE_EQ(e.final.value, 1e9);
    EXPECT_TRUE(e.final.clamped);
    j.system_priority = 77;
    e = explain(w, j, Duration::zero());
    EXPECT_DOUBLE_EQ(e.final.value, 77);
    EXPECT_TRUE(e.final.system);
    EXPECT_GT(e.computed, 1e9);  // the breakdown still shows what was computed
}

TEST(PriorityEvaluate, PercentsAddUpToOneHundred) {
    test::World w;
    w.priority.weight(PC::Serv) = 1;
    w.priority.weight(PS::QueueTime) = 2;
    w.priority.weight(PS::Bypass) = 10;
    w.priority.weight(PC::Res) = 3;
    w.priority.weight(PS::Proc) = 1;
    const Job j = make_job(0, 0, 8, Duration::hours(1));
    const auto e = explain(w, j, Duration::minutes(6), nullptr, 2);  // 12 + 20 + 24
    EXPECT_DOUBLE_EQ(e.computed, 56);
    double comps = 0, subs = 0;
    for (const auto& c : e.components) comps += c.percent;
    for (const auto& s : e.subs) subs += s.percent;
    EXPECT_NEAR(comps, 100, 1e-9);
    EXPECT_NEAR(subs, 100, 1e-9);
    EXPECT_NEAR(e.sub(PS::Bypass).percent, 2000.0 / 56, 1e-9);
}

}  // namespace
}  // namespace outrigger
