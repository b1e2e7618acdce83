#include "policy/fairshare/store.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <sstream>

namespace outrigger {

namespace {

std::string errno_text(int e) {
    return std::strerror(e);
}

// Writes `text` to `path` through `path.tmp`: open, write, fsync, close, rename.
std::optional<std::string> write_atomically(const std::filesystem::path& path, const std::string& text) {
    const std::filesystem::path tmp = path.parent_path() / ("." + path.filename().string() + ".tmp");
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return fmt::format("{}: cannot create: {}", tmp.string(), errno_text(errno));
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            const int e = errno;
            ::close(fd);
            ::unlink(tmp.c_str());
            return fmt::format("{}: write failed: {}", tmp.string(), errno_text(e));
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const int e = errno;
        ::unlink(tmp.c_str());
        return fmt::format("{}: cannot flush: {}", tmp.string(), errno_text(e));
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        ::unlink(tmp.c_str());
        return fmt::format("{}: cannot rename into place: {}", path.string(), ec.message());
    }
    return std::nullopt;
}

std::optional<std::int64_t> epoch_of(std::string_view file_name) {
    if (file_name.substr(0, 3) != "FS.") return std::nullopt;
    const std::string_view digits = file_name.substr(3);
    std::int64_t v = 0;
    const auto r = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (digits.empty() || r.ec != std::errc() || r.ptr != digits.data() + digits.size()) return std::nullopt;
    return v;
}

}  // namespace

FairshareStore::FairshareStore(std::filesystem::path dir, LocalCalendar calendar)
    : dir_(std::move(dir)), calendar_(std::move(calendar)) {}

std::filesystem::path FairshareStore::path_for(Time window_start) const {
    return dir_ / fmt::format("FS.{}", window_start.seconds());
}

std::optional<std::string> FairshareStore::save(const FsWindow& window, const Names& names) const {
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    if (ec) return fmt::format("{}: cannot create the statistics directory: {}", dir_.string(), ec.message());
    return write_atomically(path_for(window.start), format_fs_window(window, names, calendar_));
}

std::vector<std::string> FairshareStore::save_roll(const FairshareLedger& ledger, std::size_t closed,
                                                   const Names& names) const {
    std::vector<std::string> errors;
    const auto windows = ledger.windows();
    const std::size_t last = std::min(closed, windows.size() - 1);
    for (std::size_t i = 0; i <= last; ++i)
        if (auto e = save(windows[i], names)) errors.push_back(std::move(*e));
    return errors;
}

FairshareStore::Loaded FairshareStore::load(Names& names, Duration fallback_length) const {
    Loaded out;
    std::error_code ec;
    if (!std::filesystem::exists(dir_, ec)) return out;
    std::vector<std::pair<std::int64_t, std::filesystem::path>> files;
    for (std::filesystem::directory_iterator it(dir_, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind("FS.", 0) != 0) continue;
        const auto epoch = epoch_of(name);
        if (!epoch) {
            out.diagnostics.push_back(fs_file_finding(
                it->path().string(), 0, 0, false, "not a fairshare window file name (FS.<epoch>); ignored"));
            continue;
        }
        files.emplace_back(*epoch, it->path());
    }
    if (ec)
        out.diagnostics.push_back(fs_file_finding(
            dir_.string(), 0, 0, true, fmt::format("cannot list the directory: {}", ec.message())));
    std::sort(files.begin(), files.end());
    for (const auto& [epoch, path] : files) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            out.diagnostics.push_back(fs_file_finding(path.string(), 0, 0, true, "cannot be read"));
            continue;
        }
        std::ostringstream text;
        text << in.rdbuf();
        auto parsed =
            parse_fs_window(text.str(), path.string(), Time::from_seconds(epoch), fallback_length, names);
        out.windows.push_back(std::move(parsed.window));
        for (auto& d : parsed.diagnostics) out.diagnostics.push_back(std::move(d));
    }
    return out;
}

}  // namespace outrigger
