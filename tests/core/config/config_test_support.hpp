#pragma once

// Helpers shared by the config tests: reading the sample files beside the tests, and finding
// diagnostics by text.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "config/diagnostic.hpp"

namespace outrigger::test {

inline std::filesystem::path config_test_dir() {
    return OUTRIGGER_CONFIG_TEST_DIR;
}

inline std::string read_bytes(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The diagnostics whose message contains `needle`.
inline std::vector<Diagnostic> find_diagnostics(const std::vector<Diagnostic>& ds, std::string_view needle) {
    std::vector<Diagnostic> out;
    std::copy_if(ds.begin(), ds.end(), std::back_inserter(out),
                 [&](const Diagnostic& d) { return d.message.find(needle) != std::string::npos; });
    return out;
}

}  // namespace outrigger::test
