// outriggerd and orctl end to end on the test site (four nodes, five jobs, scheduling stopped so
// that only schedctl -S moves the simulated clock): orctl's answers against golden pairs, a clean
// stop on SIGTERM with the state recovered, and the documented exit codes.
#include <gtest/gtest.h>

#include <cstdlib>

#include "service_harness.hpp"

namespace {

using namespace outrigger::testing;

struct GoldenPair {
    std::vector<std::string> args;
    std::string expected;
    int exit_code = 0;
};

// Trailing blank lines do not count, so that the file may separate its pairs with one.
std::string trimmed(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
    return s;
}

// "$ ARGS" starts a pair; the lines up to the next one are the output; a last line "[exit N]"
// is the exit code (0 when absent). Lines starting with '#' before the first pair are comments.
std::vector<GoldenPair> read_golden(const fs::path& file, std::string& header) {
    std::vector<GoldenPair> pairs;
    std::istringstream in(read_text(file));
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("$ ", 0) == 0) {
            GoldenPair p;
            std::istringstream words(line.substr(2));
            for (std::string w; words >> w;) p.args.push_back(w);
            pairs.push_back(std::move(p));
            continue;
        }
        if (pairs.empty()) {
            header += line + "\n";
            continue;
        }
        pairs.back().expected += line + "\n";
    }
    for (auto& p : pairs) {
        p.expected = trimmed(p.expected);
        const auto at = p.expected.rfind("[exit ");
        if (at != std::string::npos && (at == 0 || p.expected[at - 1] == '\n')) {
            p.exit_code = std::atoi(p.expected.c_str() + at + 6);
            p.expected = trimmed(p.expected.substr(0, at));
        }
    }
    return pairs;
}

TEST(Orctl, AnswersAsTheGoldenPairsSay) {
    TempDir dir;
    Daemon d(test_site_args(dir.path()), dir.path() / "outriggerd.sock", dir.path() / "log");
    ASSERT_TRUE(d.start()) << d.log();
    const fs::path file = data_dir() / "orctl_golden.txt";
    std::string header;
    const auto pairs = read_golden(file, header);
    ASSERT_GT(pairs.size(), 10u);
    // OUTRIGGER_UPDATE_GOLDEN=1 writes what orctl answers now (review the diff before committing).
    const char* update = std::getenv("OUTRIGGER_UPDATE_GOLDEN");
    std::string rewritten = header;
    for (const auto& p : pairs) {
        const ProgramRun r = orctl(dir.path(), p.args);
        std::string command;
        for (const auto& a : p.args) command += (command.empty() ? "" : " ") + a;
        rewritten += "$ " + command + "\n" + trimmed(r.output) + "\n";
        if (r.exit_code != 0) rewritten += "[exit " + std::to_string(r.exit_code) + "]\n";
        rewritten += "\n";
        if (update) continue;
        EXPECT_EQ(trimmed(r.output), p.expected) << "orctl " << command;
        EXPECT_EQ(r.exit_code, p.exit_code) << "orctl " << command << "\n" << r.output;
    }
    if (update) std::ofstream(file, std::ios::binary) << trimmed(rewritten) << "\n";
}

TEST(Outriggerd, StopsCleanlyOnSigtermAndComesBackWhereItWas) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    std::string before;
    {
        Daemon d(test_site_args(dir.path()), socket, dir.path() / "log");
        ASSERT_TRUE(d.start()) << d.log();
        for (const auto& args : std::vector<std::vector<std::string>>{
                 {"schedctl", "-S"}, {"schedctl", "-S"}, {"setspri", "50", "3"}, {"schedctl", "-S"}})
            ASSERT_EQ(orctl(dir.path(), args).exit_code, 0) << args[0];
        before = orctl(dir.path(), {"showq"}).output + orctl(dir.path(), {"diagnose", "-p"}).output;
        EXPECT_EQ(d.kill(SIGTERM), 0) << d.log();
        EXPECT_NE(d.log().find("stopping on SIGTERM"), std::string::npos) << d.log();
        EXPECT_FALSE(fs::exists(socket));
    }
    Daemon again(test_site_args(dir.path()), socket, dir.path() / "log2");
    ASSERT_TRUE(again.start()) << again.log();
    EXPECT_EQ(orctl(dir.path(), {"showq"}).output + orctl(dir.path(), {"diagnose", "-p"}).output, before);
    // A clean stop saves a snapshot: nothing of the journal is left to carry out again.
    EXPECT_NE(again.log().find("and 0 journaled changes after it"), std::string::npos) << again.log();
}

TEST(Outriggerd, ExitsWithTheDocumentedCodes) {
    TempDir dir;
    const auto version = run_program(OUTRIGGERD_PATH, {"--version"}, dir.path());
    EXPECT_EQ(version.exit_code, 0);
    EXPECT_EQ(version.output.rfind("outriggerd ", 0), 0u) << version.output;
    const auto help = run_program(OUTRIGGERD_PATH, {"--help"}, dir.path());
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.output.find("Exit codes"), std::string::npos);
    const auto no_state = run_program(OUTRIGGERD_PATH, {"--demo"}, dir.path());
    EXPECT_EQ(no_state.exit_code, 2);
    EXPECT_NE(no_state.output.find("--state DIR is required"), std::string::npos) << no_state.output;
    const auto unknown = run_program(OUTRIGGERD_PATH, {"--demo", "--state", "x", "--frobnicate"}, dir.path());
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.output.find("'--frobnicate'"), std::string::npos) << unknown.output;
    auto args = test_site_args(dir.path());
    args[1] = (dir.path() / "missing.cfg").string();
    const auto inputs = run_program(OUTRIGGERD_PATH, args, dir.path());
    EXPECT_EQ(inputs.exit_code, 4);
    EXPECT_NE(inputs.output.find("missing.cfg: cannot read it"), std::string::npos) << inputs.output;
}

TEST(Outriggerd, RefusesAStateDirectoryThatIsNotItsOwnAndChangesNothing) {
    TempDir dir;
    fs::create_directories(dir.path() / "state");
    std::ofstream(dir.path() / "state" / "outriggerd.db") << "not a database, but someone's file";
    const auto r = run_program(OUTRIGGERD_PATH, test_site_args(dir.path()), dir.path());
    EXPECT_EQ(r.exit_code, 3);
    EXPECT_NE(r.output.find("is not a SQLite database"), std::string::npos) << r.output;
    EXPECT_EQ(read_text(dir.path() / "state" / "outriggerd.db"), "not a database, but someone's file");
}

TEST(Orctl, SaysWhereItLookedWhenNoServiceListens) {
    TempDir dir;
    const ProgramRun r = orctl(dir.path(), {"showq"});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.output.find("no outriggerd answers"), std::string::npos) << r.output;
    EXPECT_NE(r.output.find((dir.path() / "outriggerd.sock").string()), std::string::npos) << r.output;
    const ProgramRun usage = orctl(dir.path(), {"setspri", "high", "1"});
    EXPECT_EQ(usage.exit_code, 2);
    EXPECT_NE(usage.output.find("setspri 'high'"), std::string::npos) << usage.output;
}

}  // namespace

namespace {

using namespace outrigger::testing;

TEST(Outriggerd, TellsAClientBeyondTheCapThatItIsBusyAndClosesIdleOnes) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto args = test_site_args(dir.path());
    for (const char* a : {"--max-clients", "2", "--idle-timeout", "1"}) args.emplace_back(a);
    Daemon d(args, socket, dir.path() / "log");
    ASSERT_TRUE(d.start()) << d.log();
    RawClient first;
    RawClient second;
    RawClient third;
    ASSERT_TRUE(first.connect(socket));
    ASSERT_EQ(first.hello().value("ok", false), true);
    ASSERT_TRUE(second.connect(socket));
    ASSERT_EQ(second.hello().value("ok", false), true);
    ASSERT_TRUE(third.connect(socket));
    const auto busy = third.read_line(5000);
    ASSERT_TRUE(busy);
    const auto j = nlohmann::json::parse(*busy, nullptr, false);
    EXPECT_EQ(j["error"].value("code", ""), "busy") << *busy;
    const ProgramRun refused = orctl(dir.path(), {"showq"});
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_NE(refused.output.find("refused: the service serves 2 clients already"), std::string::npos)
        << refused.output;
    // Silent for longer than the idle timeout: closed (the read sees the end of the stream).
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    EXPECT_FALSE(first.read_line(2000));
    RawClient fourth;
    ASSERT_TRUE(fourth.connect(socket));
    const auto again = fourth.hello();
    EXPECT_EQ(again.value("ok", false), true) << "a place should be free again: " << again.dump() << "\n"
                                              << d.log();
}

}  // namespace

namespace {

using namespace outrigger::testing;

TEST(Outriggerd, DropsAClientThatStopsReadingAndServesTheOthers) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    auto args = test_site_args(dir.path());
    for (const char* a : {"--max-unread-mb", "1"}) args.emplace_back(a);
    Daemon d(args, socket, dir.path() / "log");
    ASSERT_TRUE(d.start()) << d.log();
    RawClient slow;
    ASSERT_TRUE(slow.connect(socket));
    ASSERT_EQ(slow.hello().value("ok", false), true);
    // Requests whose replies (about 700 bytes each) it never reads: far more than the socket
    // buffers and the one MiB bound hold. Sent in one burst, without a read.
    const std::string request = R"({"type":"query","query":{"schema":"outrigger.query/1","kind":"showq"}})"
                                "\n";
    std::string burst;
    for (int i = 0; i < 20000; ++i) burst += request;
    ::fcntl(slow.fd(), F_SETFL, O_NONBLOCK);
    std::size_t sent = 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (sent < burst.size() && std::chrono::steady_clock::now() < deadline) {
        const ssize_t n = ::send(slow.fd(), burst.data() + sent, burst.size() - sent, MSG_NOSIGNAL);
        if (n > 0)
            sent += static_cast<std::size_t>(n);
        else if (errno == EAGAIN)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        else
            break;  // the service closed it
        if (d.log().find("stopped reading") != std::string::npos) break;
    }
    // Another client is served meanwhile and after.
    RawClient other;
    ASSERT_TRUE(other.connect(socket));
    EXPECT_EQ(other.hello().value("ok", false), true);
    const auto deadline_log = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (d.log().find("stopped reading") == std::string::npos &&
           std::chrono::steady_clock::now() < deadline_log)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_NE(d.log().find("dropped: it stopped reading its replies"), std::string::npos) << d.log();
    EXPECT_EQ(other.call({{"id", 2}, {"type", "status"}}).value("ok", false), true);
}

}  // namespace
