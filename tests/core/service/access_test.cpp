// Who may do what: Maui's levels from maui.cfg and the service's own uid, per request kind; and,
// over a real socket, a client that runs as nobody may see the queue but not change it.
#include "service/access.hpp"

#include <grp.h>
#include <gtest/gtest.h>
#include <pwd.h>

#include <memory>

#include "service_harness.hpp"

namespace {

using namespace outrigger::service;
using namespace outrigger::testing;

Admins site_admins() {
    Admins a;
    a.lists[0] = {"root"};
    a.lists[1] = {"operator"};
    a.lists[2] = {"viewer"};
    a.service_uid = 4242;
    return a;
}

TEST(ServiceAccess, LevelsComeFromTheConfigAndTheServiceUid) {
    const Admins a = site_admins();
    EXPECT_EQ(level_of(4242, "whoever", a), Level::Admin1);
    EXPECT_EQ(level_of(0, "root", a), Level::Admin1);
    EXPECT_EQ(level_of(1000, "operator", a), Level::Admin2);
    EXPECT_EQ(level_of(1001, "viewer", a), Level::Admin3);
    EXPECT_EQ(level_of(1002, "alice", a), Level::User);
}

TEST(ServiceAccess, ARefusalSaysWhichLevelIsNeeded) {
    const Peer alice{1002, "alice", Level::User};
    const Peer viewer{1001, "viewer", Level::Admin3};
    const Peer op{1000, "operator", Level::Admin2};
    EXPECT_FALSE(refusal(alice, "showq", query_rule("showq"), std::nullopt, std::nullopt));
    EXPECT_EQ(refusal(alice, "diagnose-p", query_rule("diagnose-p"), std::nullopt, std::nullopt).value_or(""),
              "diagnose-p needs ADMIN1, ADMIN2 or ADMIN3; alice is user");
    EXPECT_FALSE(refusal(viewer, "diagnose-p", query_rule("diagnose-p"), std::nullopt, std::nullopt));
    // One's own job, not another's.
    EXPECT_FALSE(refusal(alice, "checkjob", query_rule("checkjob"), std::string("alice"), std::nullopt));
    EXPECT_TRUE(refusal(alice, "checkjob", query_rule("checkjob"), std::string("bob"), std::nullopt));
    EXPECT_FALSE(refusal(alice, "canceljob", command_rule("canceljob"), std::string("alice"), std::nullopt));
    EXPECT_FALSE(refusal(alice, "blocking", query_rule("blocking"), std::string("alice"), std::nullopt));
    EXPECT_FALSE(refusal(alice, "metrics", query_rule("metrics"), std::nullopt, std::nullopt));
    EXPECT_TRUE(refusal(alice, "throttling", query_rule("throttling"), std::nullopt, std::nullopt));
    EXPECT_EQ(refusal(viewer, "canceljob", command_rule("canceljob"), std::string("bob"), std::nullopt)
                  .value_or(""),
              "canceljob needs ADMIN1 or ADMIN2, or to be the job's owner (bob); viewer is ADMIN3");
    EXPECT_FALSE(refusal(op, "setspri", command_rule("setspri"), std::nullopt, std::nullopt));
    EXPECT_TRUE(refusal(op, "schedctl", command_rule("schedctl"), std::nullopt, std::nullopt));
    EXPECT_TRUE(refusal(op, "changeparam", command_rule("changeparam"), std::nullopt, std::nullopt));
    // Submit as oneself only; a command the table does not know is ADMIN1's.
    EXPECT_FALSE(refusal(alice, "submit", command_rule("submit"), std::nullopt, std::string("alice")));
    EXPECT_TRUE(refusal(alice, "submit", command_rule("submit"), std::nullopt, std::string("bob")));
    EXPECT_TRUE(refusal(op, "newcommand", command_rule("newcommand"), std::nullopt, std::nullopt));
}

// Runs in a child that has dropped to `uid`: 0 when every expectation holds, else the number of
// the first that did not.
int as_unprivileged(const fs::path& socket) {
    RawClient c;
    if (!c.connect(socket)) return 10;
    const auto hello = c.hello();
    if (!hello.is_object() || hello.value("ok", false) != true) return 11;
    if (hello["result"].value("level", "") != "user") return 12;
    const auto showq = c.call(
        {{"id", 1}, {"type", "query"}, {"query", {{"schema", "outrigger.query/1"}, {"kind", "showq"}}}});
    if (showq.value("ok", false) != true) return 13;
    const auto setres = c.call({{"id", 2},
                                {"type", "command"},
                                {"command",
                                 {{"schema", "outrigger.command/1"},
                                  {"command", "setres"},
                                  {"args", {"-d", "00:05:00", "TASKS==1"}}}}});
    if (setres.value("ok", true) != false || setres["error"].value("code", "") != "refused") return 14;
    if (setres["error"].value("message", "").find("setres needs ADMIN1 or ADMIN2") != 0) return 15;
    const auto schedctl = c.call(
        {{"id", 3},
         {"type", "command"},
         {"command", {{"schema", "outrigger.command/1"}, {"command", "schedctl"}, {"action", "resume"}}}});
    if (schedctl["error"].value("code", "") != "refused") return 16;
    if (schedctl["error"].value("message", "").find("schedctl needs ADMIN1;") != 0) return 17;
    const auto diagnose = c.call(
        {{"id", 4}, {"type", "query"}, {"query", {{"schema", "outrigger.query/1"}, {"kind", "diagnose-p"}}}});
    if (diagnose["error"].value("code", "") != "refused") return 18;
    return 0;
}

TEST(ServiceAccess, AnUnprivilegedUserMayReadTheQueueButNotChangeTheSchedule) {
    if (::geteuid() != 0)
        GTEST_SKIP() << "needs root to drop to an unprivileged uid (running as uid " << ::geteuid() << ")";
    uid_t nobody = 65534;
    gid_t nogroup = 65534;
    if (const passwd* p = ::getpwnam("nobody")) {
        nobody = p->pw_uid;
        nogroup = p->pw_gid;
    }
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    Daemon d(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(d.start()) << d.log();
    const pid_t child = ::fork();
    if (child == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(nogroup) != 0 || ::setuid(nobody) != 0) ::_exit(2);
        ::_exit(as_unprivileged(socket));
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0)
        << "the first expectation that failed, numbered in as_unprivileged; log:\n"
        << d.log();
    // Nothing the refused client asked for happened.
    EXPECT_EQ(d.log().find("nobody: setres"), std::string::npos) << d.log();
    EXPECT_NE(orctl(dir.path(), {"schedctl"}).output.find("scheduling: stopped"), std::string::npos);

    // A changeparam of the ADMIN lines takes effect at once: nobody is ADMIN2 now.
    const struct passwd* p = ::getpwuid(nobody);
    ASSERT_NE(p, nullptr);
    ASSERT_EQ(orctl(dir.path(), {"changeparam", "ADMIN2", std::string("operator ") + p->pw_name}).exit_code,
              0);
    const pid_t again = ::fork();
    if (again == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(nogroup) != 0 || ::setuid(nobody) != 0) ::_exit(2);
        RawClient c;
        if (!c.connect(socket)) ::_exit(10);
        ::_exit(c.hello()["result"].value("level", "") == "ADMIN2" ? 0 : 11);
    }
    ::waitpid(again, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << d.log();
}

}  // namespace

namespace {

using namespace outrigger::testing;

TEST(ServiceAccess, WithASocketGroupAUserOutsideItCannotConnect) {
    if (::geteuid() != 0)
        GTEST_SKIP() << "needs root to drop to an unprivileged uid (running as uid " << ::geteuid() << ")";
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto args = test_site_args(dir.path());
    const group* root_group = ::getgrgid(0);
    ASSERT_NE(root_group, nullptr);
    args.emplace_back("--socket-group");
    args.emplace_back(root_group->gr_name);
    Daemon d(args, socket, dir.path() / "log");
    ASSERT_TRUE(d.start()) << d.log();
    const pid_t child = ::fork();
    if (child == 0) {
        const passwd* p = ::getpwnam("nobody");
        const uid_t nobody = p ? p->pw_uid : 65534;
        const gid_t nogroup = p ? p->pw_gid : 65534;
        if (::setgroups(0, nullptr) != 0 || ::setgid(nogroup) != 0 || ::setuid(nobody) != 0) ::_exit(2);
        RawClient c;
        ::_exit(c.connect(socket) ? 1 : 0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "nobody could connect to a socket of group " << root_group->gr_name;
    // A member of the group still can.
    RawClient c;
    ASSERT_TRUE(c.connect(socket));
    EXPECT_EQ(c.hello().value("ok", false), true);
}

}  // namespace

namespace {

using namespace outrigger::testing;

// Runs `body` in a child that has dropped to nobody: its exit code (0 when every expectation held).
template <typename Body>
int as_nobody(Body body) {
    const pid_t child = ::fork();
    if (child == 0) {
        const passwd* p = ::getpwnam("nobody");
        const uid_t nobody = p ? p->pw_uid : 65534;
        const gid_t nogroup = p ? p->pw_gid : 65534;
        if (::setgroups(0, nullptr) != 0 || ::setgid(nogroup) != 0 || ::setuid(nobody) != 0) ::_exit(2);
        ::_exit(body());
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

nlohmann::json reservation_command(RawClient& c, const std::string& verb, const nlohmann::json& what) {
    nlohmann::json command = {{"schema", "outrigger.command/1"}, {"command", verb}};
    command.update(what);
    return c.call({{"id", 1}, {"type", "command"}, {"command", command}});
}

// setres as nobody (ADMIN2 for the moment) of a reservation named `name`; 0 when it was made.
int setres_as_nobody(const fs::path& socket, const std::string& name) {
    RawClient c;
    if (!c.connect(socket) || c.hello().value("ok", false) != true) return 10;
    const auto r = reservation_command(c, "setres", {{"args", {"-n", name, "-d", "00:05:00", "TASKS==1"}}});
    return r.value("ok", false) == true ? 0 : 11;
}

TEST(ServiceAccess, TheOwnerOfAReservationMayReleaseItAndNobodyElses) {
    if (::geteuid() != 0)
        GTEST_SKIP() << "needs root to drop to an unprivileged uid (running as uid " << ::geteuid() << ")";
    const passwd* p = ::getpwnam("nobody");
    ASSERT_NE(p, nullptr) << "no user nobody";
    const std::string nobody = p->pw_name;
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto d = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(d->start()) << d->log();

    // nobody, an administrator for a while, makes two reservations; root makes one.
    ASSERT_EQ(orctl(dir.path(), {"changeparam", "ADMIN2", "operator " + nobody}).exit_code, 0);
    ASSERT_EQ(as_nobody([&] { return setres_as_nobody(socket, "mine"); }), 0) << d->log();
    ASSERT_EQ(as_nobody([&] { return setres_as_nobody(socket, "mine2"); }), 0) << d->log();
    RawClient root;
    ASSERT_TRUE(root.connect(socket));
    ASSERT_EQ(root.hello().value("ok", false), true);
    ASSERT_EQ(reservation_command(root, "setres", {{"args", {"-n", "theirs", "-d", "00:05:00", "TASKS==1"}}})
                  .value("ok", false),
              true);
    root.close();
    ASSERT_EQ(orctl(dir.path(), {"changeparam", "ADMIN2", "operator"}).exit_code, 0);

    // A plain user again: another's reservation is refused, saying whose it is; one's own goes.
    const auto release = [&](const std::string& name, const std::string& expected_message) {
        return as_nobody([&] {
            RawClient c;
            if (!c.connect(socket)) return 10;
            if (c.hello()["result"].value("level", "") != "user") return 11;
            const auto r = reservation_command(c, "releaseres", {{"reservation", name}});
            if (expected_message.empty()) return r.value("ok", false) == true ? 0 : 12;
            if (r["error"].value("code", "") != "refused") return 13;
            return r["error"].value("message", "") == expected_message ? 0 : 14;
        });
    };
    EXPECT_EQ(
        release("theirs", "releaseres needs ADMIN1 or ADMIN2, or to be the reservation's owner (root); " +
                              nobody + " is user"),
        0)
        << d->log();
    EXPECT_EQ(release("mine", ""), 0) << d->log();

    // Who made a reservation survives a kill: the journal carries it.
    d->kill(SIGKILL);
    d = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(d->start()) << d->log();
    EXPECT_EQ(
        release("theirs", "releaseres needs ADMIN1 or ADMIN2, or to be the reservation's owner (root); " +
                              nobody + " is user"),
        0)
        << d->log();
    EXPECT_EQ(release("mine2", ""), 0) << d->log();
    const std::string showres = orctl(dir.path(), {"showres"}).output;
    EXPECT_NE(showres.find("theirs"), std::string::npos) << showres;
    EXPECT_EQ(showres.find("mine"), std::string::npos) << showres;
}

}  // namespace
