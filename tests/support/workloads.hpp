#pragma once

// Where the shared public workload logs live. They are never copied into the repository: a test
// that needs one asks here and skips (GTEST_SKIP) when the file is absent, as on a fresh clone.

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string_view>

namespace outrigger::testing {

inline std::filesystem::path workloads_dir() {
    if (const char* env = std::getenv("OUTRIGGER_WORKLOADS"); env && *env) return env;
    return OUTRIGGER_DEFAULT_WORKLOADS;
}

// The path of a shared workload file, or nullopt when it is not on this machine.
inline std::optional<std::filesystem::path> shared_workload(std::string_view file) {
    const auto p = workloads_dir() / file;
    std::error_code ec;
    if (std::filesystem::is_regular_file(p, ec)) return p;
    return std::nullopt;
}

inline std::filesystem::path source_dir() {
    return OUTRIGGER_SOURCE_DIR;
}

// Where tests leave artefacts (screenshots, exported files) for a person to look at.
inline std::filesystem::path output_dir() {
    const char* env = std::getenv("OUTRIGGER_TEST_OUTPUT");
    std::filesystem::path p =
        (env && *env) ? std::filesystem::path(env) : std::filesystem::path(OUTRIGGER_DEFAULT_TEST_OUTPUT);
    std::filesystem::create_directories(p);
    return p;
}

}  // namespace outrigger::testing

#define OUTRIGGER_REQUIRE_WORKLOAD(var, file)                                                  \
    const auto var##_opt = ::outrigger::testing::shared_workload(file);                        \
    if (!var##_opt)                                                                            \
        GTEST_SKIP() << "shared workload " << (file) << " not found under "                    \
                     << ::outrigger::testing::workloads_dir() << " (set OUTRIGGER_WORKLOADS)"; \
    const std::filesystem::path& var = *var##_opt
