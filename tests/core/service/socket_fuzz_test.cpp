// Nothing a client sends stops the service: 10^4 seeded damaged lines (truncated, binary, deep,
// wrong types, unknown fields, a few longer than the line bound) over a real socket each get one
// reply that is valid JSON, and the service answers a well-formed client afterwards. A third of
// the lines are well-formed requests whose fields hold random values of random types, so that the
// query, command, speed and subscribe handlers see them too.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <thread>

#include "line_mutator.hpp"
#include "service_harness.hpp"

namespace {

using namespace outrigger::testing;

TEST(ServiceFuzz, AnswersEveryDamagedLineAndStaysUp) {
    TempDir dir;
    const fs::path socket = dir.path() / "outriggerd.sock";
    Daemon d(test_site_args(dir.path()), socket, dir.path() / "log");
    ASSERT_TRUE(d.start()) << d.log();
    RawClient c;
    ASSERT_TRUE(c.connect(socket));
    // Half the lines before hello (answered hello_required or a decoding error), half after.
    // OUTRIGGER_FUZZ_LINES makes a long run; the test run sends 10^4.
    const char* long_run = std::getenv("OUTRIGGER_FUZZ_LINES");
    const int kLines = long_run && std::atoi(long_run) > 0 ? std::atoi(long_run) : 10000;
    std::mt19937_64 rng(1125);
    std::vector<std::string> lines;
    lines.reserve(kLines + 1);
    for (int i = 0; i < kLines; ++i) {
        if (i == kLines / 2) lines.push_back(R"({"id":"hi","type":"hello","protocol":1})");
        // A third well-formed requests with random field values, for the handlers behind the decoder.
        lines.push_back(i % 3 == 0 ? mutated_request(rng) : mutated_line(rng, 400));
    }
    std::thread writer([&] {
        for (const auto& l : lines)
            if (!c.send(l + "\n")) return;
    });
    int replies = 0;
    int errors = 0;
    int pushes = 0;
    std::map<std::string, int> codes;  // what the lines met, printed for the record
    while (replies < static_cast<int>(lines.size())) {
        const auto line = c.read_line(30000);
        if (!line) break;
        const auto j = nlohmann::json::parse(*line, nullptr, false);
        ASSERT_TRUE(j.is_object()) << "reply " << replies << " is not JSON: " << line->substr(0, 200);
        // A fuzzed subscribe makes this client a subscriber: views pushed to it are not replies.
        if (j.contains("push")) {
            ++pushes;
            continue;
        }
        ASSERT_TRUE(j.contains("ok")) << *line;
        if (!j["ok"].get<bool>()) {
            ++errors;
            ASSERT_TRUE(j["error"]["code"].is_string()) << *line;
            ++codes[j["error"]["code"].get<std::string>()];
        } else {
            ++codes["ok"];
        }
        ++replies;
    }
    writer.join();
    for (const auto& [code, n] : codes) std::cout << code << ": " << n << "\n";
    std::cout << "pushes: " << pushes << "\n";
    EXPECT_EQ(replies, static_cast<int>(lines.size())) << d.log();
    EXPECT_GT(errors, kLines / 2);

    RawClient fresh;
    ASSERT_TRUE(fresh.connect(socket));
    EXPECT_EQ(fresh.hello().value("ok", false), true);
    const auto showq = fresh.call(
        {{"id", 1}, {"type", "query"}, {"query", {{"schema", "outrigger.query/1"}, {"kind", "showq"}}}});
    EXPECT_EQ(showq.value("ok", false), true) << showq.dump();
    EXPECT_EQ(d.kill(SIGTERM), 0) << d.log();
}

}  // namespace
