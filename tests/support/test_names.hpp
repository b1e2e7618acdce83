#pragma once

#include <gtest/gtest.h>

#include <cctype>
#include <string>

namespace outrigger::testing {

// A file-name-safe name of the running GoogleTest test ("Suite_Name_0"): ctest runs every test in
// its own process, in parallel, so a test that writes files names them after itself.
inline std::string current_test_stem() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string stem =
        info ? std::string(info->test_suite_name()) + "_" + info->name() : std::string("no_test");
    for (char& c : stem)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-') c = '_';
    return stem;
}

}  // namespace outrigger::testing
