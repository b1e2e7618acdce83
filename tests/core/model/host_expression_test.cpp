#include "model/host_expression.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

TEST(HostExpression, RangesKeepTheirPadding) {
    const auto e = expand_hosts("node[001-003]");
    ASSERT_TRUE(e.error.empty());
    EXPECT_EQ(e.hosts, (std::vector<std::string>{"node001", "node002", "node003"}));
}

TEST(HostExpression, GuideStyleListAndPrefixRange) {
    // The reservation chapter's example 5 writes HOSTLIST=node0[1-9].
    EXPECT_EQ(expand_hosts("node0[1-9]").hosts.size(), 9U);
    EXPECT_EQ(expand_hosts("node0[1-9]").hosts.back(), "node09");
    EXPECT_EQ(expand_hosts("node001,node002,node005").hosts.size(), 3U);
    EXPECT_EQ(expand_hosts("n[1-2,5],m7").hosts, (std::vector<std::string>{"n1", "n2", "n5", "m7"}));
}

TEST(HostExpression, ErrorsNameTheColumn) {
    const auto e = expand_hosts("node[01-x]");
    EXPECT_FALSE(e.error.empty());
    EXPECT_EQ(e.error_column, 6);
    EXPECT_FALSE(expand_hosts("node[1-3").error.empty());
    EXPECT_FALSE(expand_hosts("node[5-3]").error.empty());
}

TEST(HostExpression, CompressFoldsConsecutiveNames) {
    EXPECT_EQ(compress_hosts({"node001", "node002", "node003", "node010", "login"}),
              "node[001-003,010],login");
    EXPECT_EQ(compress_hosts({"n7"}), "n7");
}

}  // namespace
}  // namespace outrigger
