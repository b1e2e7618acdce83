// Nothing a client sends stops the service: 10^4 seeded damaged lines (truncated, binary, deep,
// wrong types, unknown fields, a few longer than the line bound) over a real socket each get one
// reply that is valid JSON, and the service answers a well-formed client afterwards.
#include <gtest/gtest.h>

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
    constexpr int kLines = 10000;
    std::mt19937_64 rng(1125);
    std::vector<std::string> lines;
    lines.reserve(kLines + 1);
    for (int i = 0; i < kLines; ++i) {
        if (i == kLines / 2) lines.push_back(R"({"id":"hi","type":"hello","protocol":1})");
        lines.push_back(mutated_line(rng, 400));
    }
    std::thread writer([&] {
        for (const auto& l : lines)
            if (!c.send(l + "\n")) return;
    });
    int replies = 0;
    int errors = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto line = c.read_line(30000);
        if (!line) break;
        const auto j = nlohmann::json::parse(*line, nullptr, false);
        ASSERT_TRUE(j.is_object()) << "reply " << i << " is not JSON: " << line->substr(0, 200);
        ASSERT_TRUE(j.contains("ok")) << *line;
        if (!j["ok"].get<bool>()) {
            ++errors;
            ASSERT_TRUE(j["error"]["code"].is_string()) << *line;
        }
        ++replies;
    }
    writer.join();
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
