#include "reservation/acl.hpp"

#include <gtest/gtest.h>

#include "fixture.hpp"

namespace outrigger {
namespace {

using namespace testing;

Reservation with_acl(std::vector<AclEntry> entries, Interval span = {at(1, 8), at(5, 17)}) {
    Reservation r;
    r.id = ReservationId(7);
    r.name = "special.0";
    r.standing_name = "special";
    r.span = span;
    r.acl = std::move(entries);
    return r;
}

TEST(ReservationAccess, SystemReservationAdmitsNoJob) {
    Names names;
    const Job job = JobBuilder(names).user("root").build();
    const Reservation r = with_acl({});
    const AccessDecision d = check_access(r, job, {at(1, 9), at(1, 10)}, names);
    EXPECT_FALSE(d.admitted());
    EXPECT_EQ(d.verdict, AccessVerdict::RefusedSystem);
    EXPECT_EQ(describe_access(d, r), "refused: SYSTEM reservation (no access list) admits no job");
}

TEST(ReservationAccess, PlainListsAreOrdTogether) {
    Names names;
    auto entries = acl(AclType::User, {"helpdesk"});
    append(entries, acl(AclType::Group, {"operations", "sysadmin"}));
    const Reservation r = with_acl(entries);
    const Interval span{at(1, 9), at(1, 10)};
    EXPECT_TRUE(
        check_access(r, JobBuilder(names).user("helpdesk").group("users").build(), span, names).admitted());
    const AccessDecision by_group =
        check_access(r, JobBuilder(names).user("ann").group("sysadmin").build(), span, names);
    EXPECT_TRUE(by_group.admitted());
    EXPECT_EQ(by_group.entry, 2U);
    EXPECT_EQ(describe_access(by_group, r), "admitted by GROUPLIST=sysadmin (positive affinity)");
    const AccessDecision none =
        check_access(r, JobBuilder(names).user("ann").group("users").build(), span, names);
    EXPECT_EQ(none.verdict, AccessVerdict::RefusedNoMatch);
    EXPECT_EQ(describe_access(none, r), "refused: no access list entry matches the job");
}

TEST(ReservationAccess, NotEntryExcludesEvenWhenAnotherListMatches) {
    Names names;
    auto entries = acl(AclType::Qos, {"high", "low", "special-"});
    append(entries, acl(AclType::Account, {"!projectX", "!projectY"}));
    const Reservation r = with_acl(entries);
    const AccessDecision d = check_access(r, JobBuilder(names).qos("high").account("projectX").build(),
                                          {at(1, 9), at(1, 10)}, names);
    EXPECT_EQ(d.verdict, AccessVerdict::RefusedExcluded);
    EXPECT_EQ(d.entry, 3U);
    EXPECT_EQ(describe_access(d, r), "refused: excluded by NOT entry ACCOUNTLIST=!projectX");
}

TEST(ReservationAccess, ListOfOnlyNotEntriesAdmitsEverythingElse) {
    Names names;
    const Reservation r = with_acl(acl(AclType::Account, {"!projectX", "!projectY"}));
    const Interval span{at(1, 9), at(1, 10)};
    const AccessDecision other = check_access(r, JobBuilder(names).account("chemistry").build(), span, names);
    EXPECT_EQ(other.verdict, AccessVerdict::AdmittedByExclusion);
    EXPECT_EQ(describe_access(other, r),
              "admitted by ACCOUNTLIST: not excluded by its NOT entries (positive affinity)");
    EXPECT_FALSE(check_access(r, JobBuilder(names).account("projectY").build(), span, names).admitted());
    // A job without an account is not named by any NOT entry either.
    EXPECT_TRUE(check_access(r, JobBuilder(names).user("u").build(), span, names).admitted());
}

TEST(ReservationAccess, RequiredEntryMustMatchAndOnePlainEntryToo) {
    Names names;
    auto entries = acl(AclType::TimeLimit, {"1:00:00*"});
    append(entries, acl(AclType::Qos, {"high"}));
    const Reservation r = with_acl(entries);  // Monday 08:00 to Friday 17:00
    // A one-hour QOS high job inside the reservation passes both.
    EXPECT_TRUE(
        check_access(r, JobBuilder(names).qos("high").build(), {at(2, 10), at(2, 11)}, names).admitted());
    // A two-hour QOS high job overlaps by two hours: the required TIMELIMIT fails.
    const AccessDecision long_job =
        check_access(r, JobBuilder(names).qos("high").build(), {at(2, 10), at(2, 12)}, names);
    EXPECT_EQ(long_job.verdict, AccessVerdict::RefusedRequired);
    EXPECT_EQ(long_job.entry, 0U);
    EXPECT_EQ(
        describe_access(long_job, r),
        "refused: required entry TIMELIMIT=1:00:00* not met (the job overlaps the reservation by 2:00:00)");
    // A short job without a plain match fails although the required entry holds.
    EXPECT_EQ(check_access(r, JobBuilder(names).qos("normal").build(), {at(2, 10), at(2, 11)}, names).verdict,
              AccessVerdict::RefusedNoMatch);
}

TEST(ReservationAccess, OnlyRequiredEntriesAdmitWhenAllMatch) {
    Names names;
    auto entries = acl(AclType::Class, {"batch*"});
    append(entries, acl(AclType::User, {"ann*"}));
    const Reservation r = with_acl(entries);
    const Interval span{at(1, 9), at(1, 10)};
    EXPECT_TRUE(
        check_access(r, JobBuilder(names).user("ann").job_class("batch").build(), span, names).admitted());
    EXPECT_FALSE(
        check_access(r, JobBuilder(names).user("bob").job_class("batch").build(), span, names).admitted());
}

TEST(ReservationAccess, TimeLimitBoundsTheOverlapNotTheWalltime) {
    Names names;
    const Reservation r = with_acl(acl(AclType::TimeLimit, {"1:00:00"}));  // Mon 08:00 .. Fri 17:00
    struct Case {
        Interval job;
        bool admitted;
    };
    const std::vector<Case> cases{
        {{at(1, 5), at(1, 9)}, true},    // the guide's 4 h job from Monday 05:00: one hour of overlap
        {{at(5, 16), at(6, 4)}, true},   // the guide's 12 h job from Friday 16:00
        {{at(1, 5), at(1, 10)}, false},  // two hours of overlap
        {{at(3, 1), at(3, 2)}, true},    // a one-hour job anywhere
    };
    for (const auto& c : cases)
        EXPECT_EQ(check_access(r, JobBuilder(names).build(), c.job, names).admitted(), c.admitted)
            << c.job.start.seconds();
}

TEST(ReservationAccess, AffinityComesFromTheMatchingEntry) {
    Names names;
    auto entries = acl(AclType::Qos, {"normal=", "high", "debug=", "low-"});
    append(entries, acl(AclType::Account, {"!projectX"}));
    const Reservation r = with_acl(entries);
    const Interval span{at(1, 9), at(1, 10)};
    EXPECT_EQ(check_access(r, JobBuilder(names).qos("high").build(), span, names).affinity,
              Affinity::Positive);
    EXPECT_EQ(check_access(r, JobBuilder(names).qos("normal").build(), span, names).affinity,
              Affinity::Neutral);
    // An explicit QOS match decides the affinity before the account's NOT list does.
    EXPECT_EQ(check_access(r, JobBuilder(names).qos("low").account("chem").build(), span, names).affinity,
              Affinity::Negative);
}

TEST(ReservationAccess, ByNameAdmitsOnlyJobsNamingTheReservation) {
    Names names;
    Reservation r = with_acl(acl(AclType::User, {"ann"}));
    r.flags = flag_bit(ReservationFlag::ByName);
    const Interval span{at(1, 9), at(1, 10)};
    const AccessDecision d = check_access(r, JobBuilder(names).user("ann").build(), span, names);
    EXPECT_EQ(d.verdict, AccessVerdict::RefusedByName);
    EXPECT_EQ(describe_access(d, r), "refused: BYNAME reservation and the job does not request 'special.0'");
    EXPECT_TRUE(
        check_access(r, JobBuilder(names).user("ann").named_reservation("special.0").build(), span, names)
            .admitted());
    EXPECT_TRUE(
        check_access(r, JobBuilder(names).user("ann").named_reservation("special").build(), span, names)
            .admitted());
    // Naming it does not bypass the ACL.
    EXPECT_FALSE(
        check_access(r, JobBuilder(names).user("bob").named_reservation("special").build(), span, names)
            .admitted());
}

TEST(ReservationAccess, JobAttributePreempteeMatchesPreemptibleJobs) {
    Names names;
    const Reservation r = with_acl(acl(AclType::JobAttr, {"PREEMPTEE"}));
    Job job = JobBuilder(names).build();
    EXPECT_FALSE(check_access(r, job, {at(1, 9), at(1, 10)}, names).admitted());
    job.preemptee = true;
    EXPECT_TRUE(check_access(r, job, {at(1, 9), at(1, 10)}, names).admitted());
}

TEST(ReservationAccess, StackedReservationsNeedEveryOne) {
    Names names;
    const Reservation interactive = with_acl(acl(AclType::Class, {"interactive"}));
    auto debug_acl = acl(AclType::User, {"helpdesk"});
    append(debug_acl, acl(AclType::Group, {"operations", "sysadmin"}));
    Reservation debug = with_acl(debug_acl);
    debug.id = ReservationId(8);
    const std::vector<const Reservation*> both{&interactive, &debug};
    const Interval span{at(1, 11), at(1, 12)};
    const StackedAccess ok =
        check_stacked(both, JobBuilder(names).user("helpdesk").job_class("interactive").build(), span, names);
    EXPECT_TRUE(ok.admitted);
    const StackedAccess no = check_stacked(
        both, JobBuilder(names).user("ann").group("sysadmin").job_class("batch").build(), span, names);
    EXPECT_FALSE(no.admitted);
    EXPECT_EQ(no.first_refusal, 0U);
    EXPECT_TRUE(no.decisions[1].admitted());
}

TEST(ReservationAccess, AclValuesParseTheirMarks) {
    std::string error;
    const auto e = parse_acl_value(AclType::TimeLimit, "1:00:00*", error);
    ASSERT_TRUE(e.has_value());
    EXPECT_TRUE(e->required);
    EXPECT_EQ(e->time_limit, Duration::hours(1));
    const auto n = parse_acl_value(AclType::Account, "!projectX", error);
    ASSERT_TRUE(n.has_value());
    EXPECT_TRUE(n->negated);
    EXPECT_EQ(n->name, "projectX");
    EXPECT_EQ(acl_entry_text(*parse_acl_value(AclType::Qos, "special-", error)), "special-");
    EXPECT_FALSE(parse_acl_value(AclType::Qos, "!*", error).has_value());
    EXPECT_EQ(error, "an access list value has no name");
    EXPECT_FALSE(parse_acl_value(AclType::TimeLimit, "1h", error).has_value());
    EXPECT_EQ(error, "'1h' is not a duration [[[DD:]HH:]MM:]SS");
}

}  // namespace
}  // namespace outrigger
