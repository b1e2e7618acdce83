// The project's one copy of ASCII case rules, and the atomic file replacement config saves use.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "model/ascii.hpp"
#include "model/atomic_write.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

TEST(Ascii, CaseFoldsLettersOnlyWhateverTheLocale) {
    EXPECT_EQ(ascii_upper("Fsweight_2.x"), "FSWEIGHT_2.X");
    EXPECT_EQ(ascii_lower("DedicatedPS"), "dedicatedps");
    EXPECT_EQ(ascii_upper(std::string_view("\xC3\xA9t\xC3\xA9")),
              "\xC3\xA9T\xC3\xA9");  // bytes >= 0x80 untouched
    EXPECT_TRUE(iequals_ascii("Backfill", "BACKFILL"));
    EXPECT_FALSE(iequals_ascii("BACKFILL", "BACKFIL"));
    EXPECT_FALSE(iequals_ascii("a1", "A2"));
}

std::string read(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

TEST(AtomicWrite, ReplacesTheFileKeepsItsModeAndLeavesNoTemporary) {
    const auto dir = testing::output_dir() / "atomic_write";
    std::filesystem::create_directories(dir);
    const auto file = dir / "maui.cfg";
    std::ofstream(file) << "old\n";
    ::chmod(file.c_str(), 0600);
    ASSERT_FALSE(write_file_atomically(file, "FSWEIGHT 10\n"));
    EXPECT_EQ(read(file), "FSWEIGHT 10\n");
    struct stat st {};
    ASSERT_EQ(::stat(file.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 07777, 0600U);
    EXPECT_FALSE(std::filesystem::exists(dir / "maui.cfg.tmp-save"));
}

TEST(AtomicWrite, AFailureNamesTheFileAndLeavesTheOldContent) {
    const auto missing = testing::output_dir() / "no_such_dir" / "maui.cfg";
    const auto error = write_file_atomically(missing, "x");
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("no_such_dir"), std::string::npos) << *error;
}

}  // namespace
}  // namespace outrigger
