#include "model/atomic_write.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

namespace outrigger {

namespace {

std::string failed(std::string_view what, const std::filesystem::path& p) {
    return std::string(what) + " '" + p.string() + "': " + std::strerror(errno);
}

// Closes the descriptor however the function leaves.
class Fd {
  public:
    explicit Fd(int fd) : fd_(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() {
        if (fd_ >= 0) ::close(fd_);
    }
    [[nodiscard]] int get() const { return fd_; }
    int release() { return std::exchange(fd_, -1); }

  private:
    int fd_;
};

}  // namespace

std::optional<std::string> write_file_atomically(const std::filesystem::path& path, std::string_view text) {
    std::filesystem::path tmp = path;
    tmp += ".tmp-save";
    mode_t mode = 0644;
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) mode = st.st_mode & 07777;
    {
        Fd fd(::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode));
        if (fd.get() < 0) return failed("cannot open", tmp);
        for (std::size_t done = 0; done < text.size();) {
            const ssize_t n = ::write(fd.get(), text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) {
                std::string why = failed("cannot write", tmp);
                ::unlink(tmp.c_str());
                return why;
            }
            done += static_cast<std::size_t>(n);
        }
        if (::fsync(fd.get()) != 0 || ::close(fd.release()) != 0) {
            std::string why = failed("cannot flush", tmp);
            ::unlink(tmp.c_str());
            return why;
        }
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        std::string why = failed("cannot replace", path);
        ::unlink(tmp.c_str());
        return why;
    }
    const std::filesystem::path dir =
        path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    Fd d(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (d.get() < 0 || ::fsync(d.get()) != 0) return failed("cannot flush the directory", dir);
    return std::nullopt;
}

}  // namespace outrigger
