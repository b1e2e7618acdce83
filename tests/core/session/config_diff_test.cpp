// The parameters two maui.cfg files set differently, by effective value.
#include "session/config_diff.hpp"

#include <gtest/gtest.h>

namespace outrigger {
namespace {

std::string show(const std::vector<ConfigDifference>& diff) {
    std::string out;
    for (const ConfigDifference& d : diff)
        out += d.parameter + (d.attribute.empty() ? "" : " " + d.attribute) + ": " + d.a.value_or("-") +
               " -> " + d.b.value_or("-") + " (lines " + std::to_string(d.line_a) + ", " +
               std::to_string(d.line_b) + ")\n";
    return out;
}

TEST(ConfigDiff, ListsExactlyTheParametersAndAttributesThatDiffer) {
    const auto a = ConfigDocument::parse(
        "# site A\n"
        "FSWEIGHT 1\n"
        "QUEUETIMEWEIGHT 1\n"
        "FSPOLICY DEDICATEDPS\n"
        "USERCFG[alice] FSTARGET=20 MAXJOB=4\n"
        "SRCFG[night] STARTTIME=00:00:00 ENDTIME=06:00:00\n"
        "SRCFG[night] TASKCOUNT=4\n"
        "BACKFILLPOLICY FIRSTFIT\n",
        "a.cfg");
    const auto b = ConfigDocument::parse(
        "fsweight 10\n"        // case of the name does not matter
        "QUEUETIMEWEIGHT 1\n"  // same value: not listed
        "FSPOLICY DEDICATEDPS\n"
        "USERCFG[alice] MAXJOB=4 FSTARGET=30\n"  // attribute order does not matter
        "SRCFG[night] STARTTIME=00:00:00 ENDTIME=07:00:00 TASKCOUNT=4\n"
        "USERCFG[bob] FSTARGET=5\n"
        "BACKFILLPOLICY FIRSTFIT\n"
        "BACKFILLPOLICY NONE\n",  // the last occurrence is the value
        "b.cfg");
    EXPECT_EQ(show(diff_configs(a, b)),
              "FSWEIGHT: 1 -> 10 (lines 2, 1)\n"
              "USERCFG[alice] FSTARGET: 20 -> 30 (lines 5, 4)\n"
              "SRCFG[night] ENDTIME: 06:00:00 -> 07:00:00 (lines 6, 5)\n"
              "BACKFILLPOLICY: FIRSTFIT -> NONE (lines 8, 8)\n"
              "USERCFG[bob] FSTARGET: - -> 5 (lines 0, 6)\n");
}

TEST(ConfigDiff, AParameterLeftToItsDefaultDiffersFromOneStated) {
    const auto a = ConfigDocument::parse("RESERVATIONDEPTH[0] 1\n", "a.cfg");
    const auto b = ConfigDocument::parse("", "b.cfg");
    EXPECT_EQ(show(diff_configs(a, b)), "RESERVATIONDEPTH[0]: 1 -> - (lines 1, 0)\n");
    EXPECT_TRUE(diff_configs(a, a).empty());
}

}  // namespace
}  // namespace outrigger
