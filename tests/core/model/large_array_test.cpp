#include "model/large_array.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace outrigger {
namespace {

TEST(LargeArray, ReservingKeepsTheElementsAndMakesTheRoom) {
    std::vector<std::uint64_t> v{7, 8, 9};
    reserve_large(v, std::size_t{1} << 20);
    EXPECT_GE(v.capacity(), std::size_t{1} << 20);
    EXPECT_EQ(v, (std::vector<std::uint64_t>{7, 8, 9}));
    const auto* data = v.data();
    reserve_large(v, 10);  // less than there is: nothing moves
    EXPECT_EQ(v.data(), data);
}

// The VmFlags of the mapping of this process that holds `at`, from /proc/self/smaps.
std::optional<std::string> vm_flags_at(const void* at) {
    std::ifstream smaps("/proc/self/smaps");
    const auto a = reinterpret_cast<std::uintptr_t>(at);
    bool inside = false;
    for (std::string line; std::getline(smaps, line);) {
        std::uintptr_t lo = 0, hi = 0;
        char dash = 0;
        std::istringstream range(line);
        if (range >> std::hex >> lo >> dash >> hi && dash == '-' && line.find(':') > line.find(' ')) {
            inside = lo <= a && a < hi;
            continue;
        }
        if (inside && line.rfind("VmFlags:", 0) == 0) return line;
    }
    return std::nullopt;
}

TEST(LargeArray, TheRoomIsAdvisedOntoHugePagesWhereTheKernelHasThem) {
    if (!std::filesystem::exists("/sys/kernel/mm/transparent_hugepage/enabled"))
        GTEST_SKIP() << "no transparent huge pages in this kernel";
    constexpr std::size_t kBytes = std::size_t{16} << 20;
    std::vector<std::uint64_t> plain;
    plain.reserve(kBytes / sizeof(std::uint64_t));
    std::vector<std::uint64_t> large;
    reserve_large(large, kBytes / sizeof(std::uint64_t));
    // The advice covers the 2 MiB-aligned inside of the room: its middle is in it.
    const auto flags = vm_flags_at(large.data() + large.capacity() / 2);
    ASSERT_TRUE(flags.has_value());
    EXPECT_NE(flags->find(" hg"), std::string::npos) << *flags;
    const auto plain_flags = vm_flags_at(plain.data() + plain.capacity() / 2);
    ASSERT_TRUE(plain_flags.has_value());
    EXPECT_EQ(plain_flags->find(" hg"), std::string::npos) << *plain_flags;
}

}  // namespace
}  // namespace outrigger
