#include "workload/block_line_reader.hpp"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
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

void for_each_line(std::string_view text,
                   const std::function<bool(std::string_view, std::int64_t)>& on_line) {
    std::int64_t number = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto nl = text.find('\n', pos);
        const auto end = nl == std::string_view::npos ? text.size() : nl;
        if (!on_line(strip_cr(text.substr(pos, end - pos)), ++number)) return;
        pos = end + 1;
    }
}

namespace {

// Decompression runs on its own thread, one block ahead of the line splitting and parsing: on a
// gzip trace inflating is a third of the import, and it overlaps with the rest instead of adding
// to it. Blocks circulate between a free pool and a queue of filled ones; the reader stops early
// when the consumer does.
class BlockPipe {
  public:
    struct Block {
        std::unique_ptr<char[]> data;  // not zero-filled: the reader writes before anyone reads
        std::size_t size = 0;
        [[nodiscard]] std::string_view text() const { return {data.get(), size}; }
    };

    BlockPipe(GzFile file, std::size_t block_bytes, std::string path)
        : file_(std::move(file)), path_(std::move(path)), block_bytes_(block_bytes) {
        for (int i = 0; i < 4; ++i)
            free_.push_back(Block{std::make_unique_for_overwrite<char[]>(block_bytes), 0});
        reader_ = std::thread([this] { read_all(); });
    }
    BlockPipe(const BlockPipe&) = delete;
    BlockPipe& operator=(const BlockPipe&) = delete;
    ~BlockPipe() {
        {
            const std::lock_guard lock(mutex_);
            stop_ = true;
        }
        changed_.notify_all();
        reader_.join();
    }

    // The next filled block (moved out), or nullopt at the end of the data (error() then tells why, if not
    // EOF).
    std::optional<Block> next() {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [this] { return !filled_.empty() || done_; });
        if (filled_.empty()) return std::nullopt;
        Block b = std::move(filled_.front());
        filled_.pop_front();
        return b;
    }
    void give_back(Block block) {
        {
            const std::lock_guard lock(mutex_);
            free_.push_back(std::move(block));
        }
        changed_.notify_all();
    }
    // After next() returned nullopt: why the data ended (nullopt: the end of the file), and
    // whether the reader got there (a failed read ends it before).
    [[nodiscard]] const std::optional<std::string>& error() const { return error_; }
    [[nodiscard]] bool reached_end() const { return reached_end_; }

  private:
    void read_all() {
        while (true) {
            Block b;
            {
                std::unique_lock lock(mutex_);
                changed_.wait(lock, [this] { return !free_.empty() || stop_; });
                if (stop_) return;
                b = std::move(free_.back());
                free_.pop_back();
            }
            const int got = gzread(file_.get(), b.data.get(),
                                   static_cast<unsigned>(std::min<std::size_t>(block_bytes_, 1u << 30)));
            std::optional<std::string> error;
            if (got <= 0) {
                int code = Z_OK;
                const char* msg = gzerror(file_.get(), &code);
                if (got < 0 || code != Z_OK)
                    error = "'" + path_ + "': decompression failed: " + (msg ? msg : "unknown error");
            }
            {
                const std::lock_guard lock(mutex_);
                if (got > 0) {
                    b.size = static_cast<std::size_t>(got);
                    filled_.push_back(std::move(b));
                } else {
                    error_ = std::move(error);
                    reached_end_ = got == 0;
                    done_ = true;
                }
            }
            changed_.notify_all();
            if (got <= 0) return;
        }
    }

    GzFile file_;
    std::string path_;
    std::size_t block_bytes_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::vector<Block> free_;
    std::deque<Block> filled_;
    bool stop_ = false;
    bool done_ = false;
    bool reached_end_ = false;
    std::optional<std::string> error_;
    std::thread reader_;
};

}  // namespace

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

    BlockPipe pipe(std::move(file), std::max<std::size_t>(block_bytes, 4096), path.string());
    std::string carry;  // an unfinished line: the end of one block, then more of the next
    std::int64_t number = 0;
    while (auto block = pipe.next()) {
        const std::string_view text = block->text();
        std::size_t pos = 0;
        if (!carry.empty()) {
            const auto nl = text.find('\n');
            if (nl == std::string_view::npos) {
                carry.append(text);
                pipe.give_back(std::move(*block));
                continue;
            }
            carry.append(text.substr(0, nl));
            if (!on_line(strip_cr(carry), ++number)) return std::nullopt;
            carry.clear();
            pos = nl + 1;
        }
        while (true) {
            const auto nl = text.find('\n', pos);
            if (nl == std::string_view::npos) break;
            if (!on_line(strip_cr(text.substr(pos, nl - pos)), ++number)) return std::nullopt;
            pos = nl + 1;
        }
        carry.assign(text.substr(pos));
        pipe.give_back(std::move(*block));
    }
    // The last line may lack its terminator.
    if (!carry.empty() && pipe.reached_end()) on_line(strip_cr(carry), ++number);
    return pipe.error();
}

}  // namespace outrigger
