#include "protocol/line_buffer.hpp"

namespace outrigger::protocol {

void LineBuffer::append(std::string_view bytes) {
    compact();
    buffer_.append(bytes);
}

void LineBuffer::compact() {
    if (start_ == 0) return;
    buffer_.erase(0, start_);
    start_ = 0;
}

std::optional<Frame> LineBuffer::next() {
    while (true) {
        const std::size_t from = start_ + scanned_;
        const std::size_t nl = buffer_.find('\n', from);
        if (nl == std::string::npos) {
            scanned_ = buffer_.size() - start_;
            if (scanned_ <= max_line_) return std::nullopt;
            // No newline within the bound: report once, then drop what comes until the newline.
            buffer_.clear();
            start_ = 0;
            scanned_ = 0;
            if (discarding_) return std::nullopt;
            discarding_ = true;
            return Frame{Frame::Kind::Overlong, {}};
        }
        const std::size_t length = nl - start_;
        const std::size_t begin = start_;
        start_ = nl + 1;
        scanned_ = 0;
        if (discarding_) {
            discarding_ = false;
            continue;
        }
        if (length > max_line_) return Frame{Frame::Kind::Overlong, {}};
        std::string line = buffer_.substr(begin, length);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return Frame{Frame::Kind::Line, std::move(line)};
    }
}

}  // namespace outrigger::protocol
