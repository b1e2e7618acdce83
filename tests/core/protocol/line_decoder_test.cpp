// The decoder turns every line into a request or an error and never throws: each error code on a
// line made for it, then 10^4 seeded lines mutated, truncated, huge, deep and binary.
#include "protocol/line_decoder.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <string>

#include "line_mutator.hpp"
#include "protocol/limits.hpp"
#include "protocol/reply.hpp"

namespace {

using namespace outrigger::protocol;

ErrorCode code_of(std::string_view line) {
    const Decoded d = decode_line(line);
    EXPECT_FALSE(d.request) << line;
    return d.error.code;
}

TEST(LineDecoder, ReadsARequestWithItsIdAndType) {
    const Decoded d = decode_line(R"({"id": 7, "type": "query", "query": {"kind": "showq"}})");
    ASSERT_TRUE(d.request);
    EXPECT_EQ(d.request->id, 7);
    EXPECT_EQ(d.request->type, "query");
    EXPECT_EQ(d.request->message.at("query").at("kind"), "showq");
    EXPECT_EQ(decode_line(R"({"id": "a-7", "type": "hello"})").request->id, "a-7");
}

TEST(LineDecoder, NamesWhatIsWrongWithABadLine) {
    EXPECT_EQ(code_of("{\"type\": "), ErrorCode::ParseError);
    EXPECT_EQ(code_of(""), ErrorCode::ParseError);
    EXPECT_EQ(code_of("[1, 2]"), ErrorCode::InvalidRequest);
    EXPECT_EQ(code_of(R"({"id": 1})"), ErrorCode::InvalidRequest);
    EXPECT_EQ(code_of(R"({"id": 1.5, "type": "hello"})"), ErrorCode::InvalidRequest);
    EXPECT_EQ(code_of(R"({"id": [1], "type": "hello"})"), ErrorCode::InvalidRequest);
    EXPECT_EQ(code_of(std::string(kMaxLineBytes + 1, ' ')), ErrorCode::LineTooLong);
    EXPECT_EQ(code_of(std::string(kMaxDepth + 1, '[') + std::string(kMaxDepth + 1, ']')), ErrorCode::TooDeep);
    // Brackets inside strings are text, not nesting.
    const std::string deep_text = R"({"type": "x", "s": ")" + std::string(1000, '[') + "\"}";
    EXPECT_TRUE(decode_line(deep_text).request);
    // The id of a request that fails later is kept for the error reply.
    EXPECT_EQ(decode_line(R"({"id": 9, "type": 3})").id, 9);
}

TEST(LineDecoder, AnswersTenThousandDamagedLinesWithoutThrowing) {
    std::mt19937_64 rng(20261125);
    int requests = 0;
    int errors = 0;
    // OUTRIGGER_FUZZ_LINES makes a long run (10^6: about half a minute); the test run decodes 10^4.
    const char* long_run = std::getenv("OUTRIGGER_FUZZ_LINES");
    const int lines = long_run && std::atoi(long_run) > 0 ? std::atoi(long_run) : 10000;
    for (int i = 0; i < lines; ++i) {
        const std::string line = outrigger::testing::mutated_line(rng);
        Decoded d;
        ASSERT_NO_THROW(d = decode_line(line)) << i;
        if (d.request) {
            ++requests;
            EXPECT_TRUE(d.request->message.is_object());
        } else {
            ++errors;
            EXPECT_FALSE(d.error.message.empty()) << i;
            // The reply to it is one line of valid JSON, whatever bytes the request held.
            const std::string reply = encode_line(error_reply(d.id, d.error));
            ASSERT_EQ(reply.back(), '\n');
            EXPECT_EQ(reply.find('\n'), reply.size() - 1);
            EXPECT_FALSE(nlohmann::json::parse(reply, nullptr, false).is_discarded()) << reply;
        }
    }
    // Both outcomes were exercised: the mutations are not all fatal, nor all harmless.
    EXPECT_GT(requests, lines / 20);
    EXPECT_GT(errors, lines / 2);
}

TEST(Reply, ReadsBackWhatItWrites) {
    std::string why;
    const auto ok = reply_from_json(ok_reply(3, {{"x", 1}}), why);
    ASSERT_TRUE(ok) << why;
    EXPECT_TRUE(ok->ok);
    EXPECT_EQ(ok->result.at("x"), 1);
    const auto bad = reply_from_json(error_reply("a", Error{ErrorCode::Refused, "no"}), why);
    ASSERT_TRUE(bad) << why;
    ASSERT_TRUE(bad->error);
    EXPECT_EQ(bad->error->code, ErrorCode::Refused);
    EXPECT_EQ(bad->id, "a");
    EXPECT_FALSE(reply_from_json(nlohmann::json::array(), why));
}

}  // namespace
