#include "service/log.hpp"

#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>

namespace outrigger::service {

namespace {
constexpr std::array<std::string_view, 4> kNames{"debug", "info", "warn", "error"};
}

std::optional<LogLevel> log_level_named(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name) return static_cast<LogLevel>(i);
    return std::nullopt;
}

void Log::write(LogLevel level, std::string_view message) const {
    if (level < min_) return;
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::array<char, 32> stamp{};
    std::strftime(stamp.data(), stamp.size(), "%Y-%m-%dT%H:%M:%SZ", &utc);
    std::string line = std::string(stamp.data()) + " " + std::string(kNames[static_cast<std::size_t>(level)]);
    line.resize(line.size() < 26 ? 26 : line.size(), ' ');
    line.push_back(' ');
    line.append(message);
    line.push_back('\n');
    // One write per line, so that lines of a crash-time burst never interleave.
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
}

}  // namespace outrigger::service
