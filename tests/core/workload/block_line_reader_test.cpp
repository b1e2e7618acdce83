// The file reader hands over the same lines as the in-memory splitter, whatever the block size:
// lines that straddle blocks, lines longer than a block, CRLF endings, a last line without its
// terminator, and a consumer that stops early while the decompressing thread is still ahead.

#include "workload/block_line_reader.hpp"

#include <gtest/gtest.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "workloads.hpp"

namespace outrigger {
namespace {

std::vector<std::string> lines_of_text(std::string_view text) {
    std::vector<std::string> out;
    for_each_line(text, [&](std::string_view l, std::int64_t) {
        out.emplace_back(l);
        return true;
    });
    return out;
}

std::string varied_text() {
    std::string text;
    for (int i = 0; i < 3000; ++i) {
        text += std::to_string(i) + std::string(static_cast<std::size_t>((i * 37) % 200), 'x');
        text += i % 7 == 0 ? "\r\n" : "\n";
        if (i == 1500) text += std::string(10'000, 'L') + "\n";  // longer than two blocks
    }
    return text + "last line without a terminator";
}

std::filesystem::path written(const std::string& name, const std::string& text, bool gzip) {
    const auto dir = testing::output_dir() / "block_line_reader_test";
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    if (gzip) {
        gzFile f = gzopen(path.c_str(), "wb");
        gzwrite(f, text.data(), static_cast<unsigned>(text.size()));
        gzclose(f);
    } else {
        std::ofstream(path, std::ios::binary) << text;
    }
    return path;
}

TEST(BlockLineReader, FileLinesEqualTextLinesAcrossBlockBoundaries) {
    const std::string text = varied_text();
    const auto expected = lines_of_text(text);
    ASSERT_EQ(expected.back(), "last line without a terminator");
    for (const bool gzip : {false, true}) {
        const auto path = written(gzip ? "varied.txt.gz" : "varied.txt", text, gzip);
        for (const std::size_t block : {std::size_t{4096}, std::size_t{5000}, std::size_t{1} << 20}) {
            std::vector<std::string> got;
            std::vector<std::int64_t> numbers;
            const auto error = for_each_line(
                path,
                [&](std::string_view l, std::int64_t n) {
                    got.emplace_back(l);
                    numbers.push_back(n);
                    return true;
                },
                block);
            EXPECT_FALSE(error) << *error;
            EXPECT_EQ(got, expected) << "gzip " << gzip << " block " << block;
            ASSERT_EQ(numbers.size(), expected.size());
            EXPECT_EQ(numbers.back(), static_cast<std::int64_t>(expected.size()));
        }
    }
}

TEST(BlockLineReader, AConsumerThatStopsEarlyEndsTheReadAtOnce) {
    std::string text;
    for (int i = 0; i < 200'000; ++i) text += "line " + std::to_string(i) + "\n";
    const auto path = written("many.txt.gz", text, true);
    int seen = 0;
    const auto error = for_each_line(
        path,
        [&](std::string_view l, std::int64_t n) {
            ++seen;
            EXPECT_EQ(l, "line " + std::to_string(n - 1));
            return n < 3;
        },
        4096);
    EXPECT_FALSE(error);
    EXPECT_EQ(seen, 3);
}

}  // namespace
}  // namespace outrigger
