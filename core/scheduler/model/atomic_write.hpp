#pragma once

// Replacing a file so that a crash at any instant leaves either the old content or the new, never
// a mix or an empty file: the text goes to a temporary file beside it, which is flushed to disk
// (fsync), renamed over the target, and the directory is flushed too so that the rename itself
// survives a power cut. The file keeps the permissions it had.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace outrigger {

// nullopt when `text` is durably in `path`; else what failed, naming the file.
std::optional<std::string> write_file_atomically(const std::filesystem::path& path, std::string_view text);

}  // namespace outrigger
