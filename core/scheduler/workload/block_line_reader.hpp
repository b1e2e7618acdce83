#pragma once

// Reads a text file, gzip-compressed or plain (zlib's gzread passes plain files through), in
// blocks on a thread of its own, and hands each complete line to a callback without copying it
// (only a line that straddles two blocks is assembled). The SWF reader's speed rests on this: no
// per-line iostreams, no per-line allocation, and inflating overlaps with parsing.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace outrigger {

// Calls `on_line(text, line_number)` for every line (1-based numbers, terminator and a trailing
// '\r' removed, the last line even without a terminator) until it returns false. Returns the
// error ("cannot open 'x': No such file or directory", "'x': decompression failed: ...") or
// nullopt when the whole file (or everything up to the stop) was read. Lines already handed over
// before an error stay handed over.
std::optional<std::string> for_each_line(const std::filesystem::path& path,
                                         const std::function<bool(std::string_view, std::int64_t)>& on_line,
                                         std::size_t block_bytes = std::size_t{512} << 10);

// The same over text in memory.
void for_each_line(std::string_view text, const std::function<bool(std::string_view, std::int64_t)>& on_line);

}  // namespace outrigger
