// Framing: whole lines out of arbitrary chunks, and an overlong line reported once and skipped
// without holding more than the bound.
#include "protocol/line_buffer.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using outrigger::protocol::Frame;
using outrigger::protocol::LineBuffer;

TEST(LineBuffer, GivesWholeLinesWhateverTheChunks) {
    LineBuffer b(64);
    b.append("{\"a\":");
    EXPECT_FALSE(b.next());
    b.append("1}\r\n{\"b\"");
    auto f = b.next();
    ASSERT_TRUE(f);
    EXPECT_EQ(f->kind, Frame::Kind::Line);
    EXPECT_EQ(f->text, "{\"a\":1}");
    EXPECT_FALSE(b.next());
    b.append(":2}\n\n");
    EXPECT_EQ(b.next()->text, "{\"b\":2}");
    EXPECT_EQ(b.next()->text, "");
    EXPECT_FALSE(b.next());
}

TEST(LineBuffer, ReportsAnOverlongLineOnceAndResumesAfterItsNewline) {
    LineBuffer b(16);
    b.append(std::string(10, 'x'));
    EXPECT_FALSE(b.next());
    b.append(std::string(10, 'x'));
    auto f = b.next();
    ASSERT_TRUE(f);
    EXPECT_EQ(f->kind, Frame::Kind::Overlong);
    for (int i = 0; i < 100; ++i) {
        b.append(std::string(1000, 'y'));
        EXPECT_FALSE(b.next());
        EXPECT_LE(b.pending(), 16u);
    }
    b.append("tail\nnext\n");
    f = b.next();
    ASSERT_TRUE(f);
    EXPECT_EQ(f->kind, Frame::Kind::Line);
    EXPECT_EQ(f->text, "next");
}

TEST(LineBuffer, AnOverlongLineThatArrivesWholeIsReportedToo) {
    LineBuffer b(8);
    b.append("0123456789abc\nok\n");
    EXPECT_EQ(b.next()->kind, Frame::Kind::Overlong);
    EXPECT_EQ(b.next()->text, "ok");
}

}  // namespace
