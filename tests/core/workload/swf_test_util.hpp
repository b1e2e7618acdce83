#pragma once

// Builders for SWF text in tests: one record from its 18 fields, a header from key/value lines.

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>

namespace outrigger::testing {

// Fields 1..18; unspecified trailing fields are -1.
inline std::string swf_line(std::initializer_list<std::int64_t> fields) {
    std::string out;
    std::size_t n = 0;
    for (const auto f : fields) {
        if (n++) out += ' ';
        out += std::to_string(f);
    }
    for (; n < 18; ++n) out += " -1";
    return out + "\n";
}

// A plain record: job `id` submitted at `submit`, ran `run` s on `procs` (requested and
// allocated), limit `limit` s, user `user`.
inline std::string job_line(std::int64_t id, std::int64_t submit, std::int64_t run, std::int64_t procs,
                            std::int64_t limit, std::int64_t user = 1) {
    return swf_line({id, submit, 0, run, procs, -1, -1, procs, limit, -1, 1, user, 1, -1, 0, -1, -1, -1});
}

// The whole file as bytes (empty when unreadable).
inline std::string read_text_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::error_code ec;
    const auto size = std::filesystem::file_size(p, ec);
    if (!in || ec) return {};
    std::string out(static_cast<std::size_t>(size), '\0');
    in.read(out.data(), static_cast<std::streamsize>(size));
    out.resize(static_cast<std::size_t>(in.gcount()));
    return out;
}

}  // namespace outrigger::testing
