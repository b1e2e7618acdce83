// Bad input never crashes: seeded random mutations of the sample configs (and of the demo
// configuration when it exists) must parse, build, keep their bytes, and produce diagnostics
// whose line and column lie inside the text.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "config_test_support.hpp"

namespace outrigger {
namespace {

std::vector<std::string> corpus() {
    std::vector<std::string> out;
    const auto dir = test::config_test_dir();
    for (const char* f : {"data/guide_examples.cfg", "data/weekly.cfg", "golden/crlf_no_final_newline.cfg",
                          "golden/continuations_and_unknown.cfg", "golden/binary_and_broken.cfg"})
        out.push_back(test::read_bytes(dir / f));
    const std::filesystem::path demo =
        std::filesystem::path(OUTRIGGER_SOURCE_DIR) / "resources/demo/maui.cfg";
    if (std::filesystem::exists(demo)) out.push_back(test::read_bytes(demo));
    return out;
}

// Bytes that matter to the grammar, and a few that should not.
constexpr std::string_view kInteresting = "[]=:,;|#\\\n\r\t !*+-^%.0123456789AZaz\x00\xff";

std::string mutate(std::string text, std::mt19937& rng) {
    const auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n)(rng); };
    const int edits = 1 + static_cast<int>(pick(4));
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = pick(text.size());
        switch (pick(5)) {
            case 0:
                if (at < text.size()) text.erase(at, 1 + pick(8));
                break;
            case 1:
                text.insert(at, 1, kInteresting[pick(kInteresting.size() - 1)]);
                break;
            case 2:
                if (at < text.size()) text[at] = static_cast<char>(pick(255));
                break;
            case 3: {  // duplicate a slice somewhere else
                const std::size_t from = pick(text.size());
                const std::string slice = text.substr(from, pick(40));
                text.insert(std::min(at, text.size()), slice);
                break;
            }
            case 4:
                text.insert(at, "\\\n");
                break;
            default:
                text.insert(at, "SRCFG[x] TIMELIMIT=30:00* QOSLIST=a b");
                break;
        }
    }
    return text;
}

void expect_valid_positions(const std::string& text, const std::vector<Diagnostic>& ds) {
    const int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    for (const auto& d : ds) {
        ASSERT_GE(d.line, 1) << d.message;
        ASSERT_LE(d.line, lines) << d.message;
        ASSERT_GE(d.column, 1) << d.message;
        // The column lies within its physical line (one past the end for "expected a value").
        std::size_t start = 0;
        for (int l = 1; l < d.line; ++l) start = text.find('\n', start) + 1;
        const std::size_t end = std::min(text.find('\n', start), text.size());
        ASSERT_LE(static_cast<std::size_t>(d.column), end - start + 1) << d.message << " line " << d.line;
        ASSERT_FALSE(d.message.empty());
    }
}

TEST(ConfigFuzz, RandomMutationsNeverCrashAndKeepTheirBytes) {
    const auto seeds = corpus();
    std::mt19937 rng(20240611);
    constexpr int kRounds = 4000;
    for (int i = 0; i < kRounds; ++i) {
        const std::string text = mutate(seeds[static_cast<std::size_t>(i) % seeds.size()], rng);
        const auto doc = ConfigDocument::parse(text, "fuzz.cfg");
        ASSERT_EQ(doc.text(), text) << "round " << i;
        const auto typed = build_config(doc);
        expect_valid_positions(text, typed.diagnostics);
        if (::testing::Test::HasFatalFailure()) {
            ADD_FAILURE() << "round " << i << " input:\n" << text;
            return;
        }
    }
}

TEST(ConfigFuzz, RandomEditsOnMutatedDocumentsStayConsistent) {
    const auto seeds = corpus();
    std::mt19937 rng(7);
    for (int i = 0; i < 500; ++i) {
        auto doc =
            ConfigDocument::parse(mutate(seeds[static_cast<std::size_t>(i) % seeds.size()], rng), "fuzz.cfg");
        doc.set_value("FSDEPTH", "", "5");
        EXPECT_EQ(doc.value("FSDEPTH"), "5");
        doc.set_attribute("USERCFG", "fz", "MAXJOB", "3");
        EXPECT_EQ(doc.attribute("USERCFG", "fz", "MAXJOB"), "3");
        doc.remove_attribute("USERCFG", "fz", "MAXJOB");
        EXPECT_FALSE(doc.attribute("USERCFG", "fz", "MAXJOB"));
        doc.remove_value("FSDEPTH");
        EXPECT_FALSE(doc.value("FSDEPTH"));
        expect_valid_positions(doc.text(), build_config(doc).diagnostics);
    }
}

}  // namespace
}  // namespace outrigger
