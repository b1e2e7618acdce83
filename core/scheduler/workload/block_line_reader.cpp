#include "workload/block_line_reader.hpp"

#include <zlib.h>

#include <cerrno>
#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace outrigger {
namespace {

struct GzCloser {
    void operator()(gzFile_s* f) const { gzclose(f); }
};
using GzFile = std::unique_ptr<gzFile_s, GzCloser>;

std::string_view strip_cr(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

}  // namespace

void for_each_line(std::string_view text, const std::function<bool(std::string_view, std::int64_t)>& on_line) {
    std::int64_t number = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto nl = text.find('\n', pos);
        const auto end = nl == std::string_view::npos ? text.size() : nl;
        if (!on_line(strip_cr(text.substr(pos, end - pos)), ++number)) return;
        pos = end + 1;
    }
}

std::optional<std::string> for_each_line(const std::filesystem::path& path,
                                         const std::function<bool(std::string_view, std::int64_t)>& on_line,
                                         std::size_t block_bytes) {
    errno = 0;
    GzFile file(gzopen(path.c_str(), "rb"));
    if (!file) {
        const int err = errno;
        return "cannot open '" + path.string() + "': " + (err != 0 ? std::strerror(err) : "out of memory");
    }
    gzbuffer(file.get(), 256u << 10);

    std::vector<char> buf(block_bytes < 4096 ? 4096 : block_bytes);
    std::size_t have = 0;  // bytes of an unfinished line carried at the front of buf
    std::int64_t number = 0;
    while (true) {
        if (have == buf.size()) buf.resize(buf.size() * 2);  // a line longer than a block
        const auto room = static_cast<unsigned>(std::min<std::size_t>(buf.size() - have, 1u << 30));
        const int got = gzread(file.get(), buf.data() + have, room);
        if (got < 0) {
            int code = 0;
            const char* msg = gzerror(file.get(), &code);
            return "'" + path.string() + "': decompression failed: " + (msg ? msg : "unknown error");
        }
        const std::size_t end = have + static_cast<std::size_t>(got);
        const std::string_view block(buf.data(), end);
        std::size_t pos = 0;
        while (true) {
            const auto nl = block.find('\n', pos);
            if (nl == std::string_view::npos) break;
            if (!on_line(strip_cr(block.substr(pos, nl - pos)), ++number)) return std::nullopt;
            pos = nl + 1;
        }
        if (got == 0) {  // end of file: the last line may lack its terminator
            if (pos < end) on_line(strip_cr(block.substr(pos)), ++number);
            int code = Z_OK;
            const char* msg = gzerror(file.get(), &code);
            if (code != Z_OK) return "'" + path.string() + "': decompression failed: " + (msg ? msg : "unknown error");
            return std::nullopt;
        }
        have = end - pos;
        if (have > 0 && pos > 0) std::memmove(buf.data(), buf.data() + pos, have);
    }
}

}  // namespace outrigger
