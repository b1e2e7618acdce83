#pragma once

// JSON Lines framing for a byte stream: bytes in as they arrive, whole lines out. A line longer
// than the bound is reported once as overlong and its bytes are dropped up to its newline, so a
// peer that never sends a newline costs at most the bound in memory.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/limits.hpp"

namespace outrigger::protocol {

struct Frame {
    enum class Kind : unsigned char { Line, Overlong };
    Kind kind = Kind::Line;
    std::string text;  // the line without its newline (and without a trailing CR); empty when Overlong
};

class LineBuffer {
  public:
    explicit LineBuffer(std::size_t max_line = kMaxLineBytes) : max_line_(max_line) {}

    void append(std::string_view bytes);
    // The next complete frame, if any.
    [[nodiscard]] std::optional<Frame> next();
    // Bytes held for a line not yet complete.
    [[nodiscard]] std::size_t pending() const { return buffer_.size() - start_; }

  private:
    void compact();

    std::size_t max_line_;
    std::string buffer_;
    std::size_t start_ = 0;    // where the unread part begins
    std::size_t scanned_ = 0;  // bytes after start_ known to hold no newline
    bool discarding_ = false;  // inside an overlong line already reported
};

}  // namespace outrigger::protocol
