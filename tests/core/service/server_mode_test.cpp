// SERVERMODE TEST and MONITOR on the simulated site: iterations decide as ever, showq, checkjob and
// the log say what would have started where, and nothing reaches the resource manager (no job
// runs) until changeparam brings the service back to NORMAL; the mode survives a kill.
#include <gtest/gtest.h>

#include <memory>

#include "service_harness.hpp"

namespace {

using namespace outrigger::testing;

bool running(const std::string& showq) {
    return showq.find("Running") != std::string::npos;
}

TEST(ServerMode, TestModeReportsWhatWouldStartAndStartsNothing) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto d = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(d->start()) << d->log();
    ASSERT_EQ(orctl(dir.path(), {"changeparam", "SERVERMODE", "TEST"}).exit_code, 0) << d->log();
    EXPECT_NE(read_text(dir.path() / "maui.cfg").find("TEST"), std::string::npos);
    ASSERT_EQ(orctl(dir.path(), {"schedctl", "-S"}).exit_code, 0);

    std::string showq = orctl(dir.path(), {"showq"}).output;
    EXPECT_FALSE(running(showq)) << showq;
    EXPECT_NE(showq.find("0 Active Jobs"), std::string::npos) << showq;
    EXPECT_NE(showq.find("SERVERMODE TEST: nothing is sent to the resource manager; the last iteration would "
                         "have started:\n  1 on "),
              std::string::npos)
        << showq;
    const std::string checkjob = orctl(dir.path(), {"checkjob", "1"}).output;
    EXPECT_NE(checkjob.find("the last iteration would have started it:\n  1 on "), std::string::npos)
        << checkjob;
    EXPECT_NE(d->log().find("SERVERMODE TEST: would start job 1 on "), std::string::npos) << d->log();

    // Still nothing after another iteration, nor after a kill: the mode is journaled.
    ASSERT_EQ(orctl(dir.path(), {"schedctl", "-S"}).exit_code, 0);
    d->kill(SIGKILL);
    d = std::make_unique<Daemon>(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(d->start()) << d->log();
    showq = orctl(dir.path(), {"showq"}).output;
    EXPECT_FALSE(running(showq)) << showq;
    EXPECT_NE(showq.find("SERVERMODE TEST"), std::string::npos) << showq;

    // MONITOR is the same promise under its other name; NORMAL starts the jobs at the next iteration.
    ASSERT_EQ(orctl(dir.path(), {"changeparam", "SERVERMODE", "MONITOR"}).exit_code, 0);
    ASSERT_EQ(orctl(dir.path(), {"schedctl", "-S"}).exit_code, 0);
    showq = orctl(dir.path(), {"showq"}).output;
    EXPECT_FALSE(running(showq)) << showq;
    EXPECT_NE(showq.find("SERVERMODE MONITOR"), std::string::npos) << showq;
    ASSERT_EQ(orctl(dir.path(), {"changeparam", "SERVERMODE", "NORMAL"}).exit_code, 0);
    ASSERT_EQ(orctl(dir.path(), {"schedctl", "-S"}).exit_code, 0);
    showq = orctl(dir.path(), {"showq"}).output;
    EXPECT_TRUE(running(showq)) << showq;
    EXPECT_EQ(showq.find("SERVERMODE"), std::string::npos) << showq;
}

}  // namespace
