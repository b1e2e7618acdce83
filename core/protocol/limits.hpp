#pragma once

// What every peer of the control socket may rely on (README.md beside this file): the protocol
// version a client states in its hello, and the bounds that keep one client from exhausting the
// service's memory or stack.

#include <cstddef>

namespace outrigger::protocol {

inline constexpr int kVersion = 1;
// A line longer than this is answered with line_too_long and skipped up to its newline.
inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;
// Arrays and objects nested deeper than this are refused before the JSON parser sees them.
inline constexpr int kMaxDepth = 64;

}  // namespace outrigger::protocol
