#pragma once

// The service's log: one line per event on stderr, "2026-11-25T16:00:00Z warn  message", so that
// journald or a terminal shows it as is. Levels below the chosen one are dropped.

#include <cstdint>
#include <optional>
#include <string_view>

namespace outrigger::service {

enum class LogLevel : std::uint8_t { Debug, Info, Warn, Error };

[[nodiscard]] std::optional<LogLevel> log_level_named(std::string_view name);

class Log {
  public:
    explicit Log(LogLevel min = LogLevel::Info) : min_(min) {}
    void write(LogLevel level, std::string_view message) const;
    void debug(std::string_view m) const { write(LogLevel::Debug, m); }
    void info(std::string_view m) const { write(LogLevel::Info, m); }
    void warn(std::string_view m) const { write(LogLevel::Warn, m); }
    void error(std::string_view m) const { write(LogLevel::Error, m); }

  private:
    LogLevel min_;
};

}  // namespace outrigger::service
