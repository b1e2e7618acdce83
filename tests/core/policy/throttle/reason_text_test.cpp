// The CLI's one-line rendering of throttling reasons, including malformed ones.

#include "policy/throttle/reason_text.hpp"

#include <gtest/gtest.h>

#include "throttle_fixture.hpp"

namespace outrigger {
namespace {

using namespace throttle_test;
using K = CredKind;

template <class T>
std::optional<T> arg_as(const Reason& r, std::string_view key) {
    const auto* v = r.arg(key);
    if (v == nullptr) return std::nullopt;
    if (const T* t = std::get_if<T>(v)) return *t;
    return std::nullopt;
}

TEST(ReasonText, ActiveLimitNamesCredentialLimitLevelUsageAndRequest) {
    Names names;
    const CredId steve = names.intern(K::User, "steve");
    Reason r{ReasonCode::ActiveLimit, {}};
    r.with("scope", std::string("credential")).with("credential", CredRef{K::User, steve});
    r.with("limit", std::string("MAXJOB")).with("level", std::string("hard"));
    r.with("value", std::int64_t{2}).with("usage", std::int64_t{2}).with("request", std::int64_t{1});
    EXPECT_EQ(throttle_reason_text(r, names), "user steve: MAXJOB 2 (hard) reached: 2 active, job needs 1");
}

TEST(ReasonText, ArgumentsAreTypedData) {
    Fixture f;
    f.add(K::User, "steve", max(LimitKind::Walltime, 3600));
    ThrottlePolicy p = f.policy();
    p.begin({}, Time::from_seconds(0));
    const auto r = p.check(f.job({.user = "steve", .walltime = Duration::hours(2)}), ThrottleLevel::Hard);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->code, ReasonCode::ActiveLimit);
    EXPECT_EQ(arg_as<CredRef>(*r, "credential"), f.cred(K::User, "steve"));
    EXPECT_EQ(arg_as<std::string>(*r, "limit"), "MAXWC");
    EXPECT_EQ(arg_as<std::string>(*r, "level"), "hard");
    EXPECT_EQ(arg_as<Duration>(*r, "value"), Duration::hours(1));
    EXPECT_EQ(arg_as<Duration>(*r, "usage"), Duration::zero());
    EXPECT_EQ(arg_as<Duration>(*r, "request"), Duration::hours(2));
    EXPECT_EQ(r->arg("within"), nullptr);
    EXPECT_EQ(r->arg("override"), nullptr);
}

TEST(ReasonText, MalformedOrForeignReasonsRenderAsTheirCodeAndNeverThrow) {
    Names names;
    EXPECT_EQ(throttle_reason_text(Reason{ReasonCode::Held, {}}, names), "Held");
    EXPECT_EQ(throttle_reason_text(Reason{ReasonCode::ActiveLimit, {}}, names), "ActiveLimit");
    Reason wrong_types{ReasonCode::IdleLimit, {}};
    wrong_types.with("limit", std::int64_t{3}).with("value", std::string("x"));
    EXPECT_EQ(throttle_reason_text(wrong_types, names), "IdleLimit");
    // A credential id the table does not know renders by number.
    Reason unknown{ReasonCode::ActiveLimit, {}};
    unknown.with("credential", CredRef{K::Group, CredId(42)}).with("limit", std::string("MAXPROC"));
    unknown.with("level", std::string("soft")).with("value", std::int64_t{4});
    unknown.with("usage", std::int64_t{4}).with("request", std::int64_t{1});
    EXPECT_EQ(throttle_reason_text(unknown, names),
              "group #42: MAXPROC 4 (soft) reached: 4 procs active, job needs 1 procs");
}

TEST(ReasonText, InfiniteDurationsReadInfinity) {
    Names names;
    Reason r{ReasonCode::SystemJobLimit, {}};
    r.with("scope", std::string("system")).with("limit", std::string("SYSTEMMAXJOBWALLTIME"));
    r.with("value", Duration::hours(72)).with("request", Duration::infinite());
    EXPECT_EQ(throttle_reason_text(r, names),
              "system: SYSTEMMAXJOBWALLTIME 72:00:00 exceeded: job needs INFINITY");
}

}  // namespace
}  // namespace outrigger
