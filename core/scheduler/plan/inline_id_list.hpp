#pragma once

// A short unordered list of ids that keeps its first few in place: what a calendar node row holds
// for the job spans and the reservation spans on the node.
//
// Why not a std::vector: a node nearly always carries one or two spans, and a vector keeps even
// one of them on the heap, a cache miss away from the row. Adding or releasing a span of a large
// job does that for every node it has. Up to kInline ids live in the list itself; more move to
// the heap all together.

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "model/ids.hpp"

namespace outrigger {

template <class Id>
class InlineIdList {
public:
    static constexpr std::uint32_t kInline = 3;

    [[gnu::always_inline]] void push_back(Id id) {
        if (size_ < kInline) {
            inline_[size_++] = id;
            return;
        }
        spill(id);
    }
    // Removes `id` (the last one takes its place). False when it is not listed.
    bool erase(Id id) {
        Id* const first = data();
        for (std::uint32_t i = 0; i < size_; ++i) {
            if (!(first[i] == id)) continue;
            first[i] = first[size_ - 1];
            if (size_ > kInline) {
                heap_.pop_back();
                if (size_ - 1 == kInline) {
                    std::copy(heap_.begin(), heap_.end(), inline_.begin());
                    heap_.clear();
                }
            }
            --size_;
            return true;
        }
        return false;
    }
    [[nodiscard]] bool empty() const { return size_ == 0; }
    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] const Id* begin() const { return size_ > kInline ? heap_.data() : inline_.data(); }
    [[nodiscard]] const Id* end() const { return begin() + size_; }

private:
    [[gnu::noinline]] void spill(Id id) {
        if (size_ == kInline) heap_.assign(inline_.begin(), inline_.end());
        heap_.push_back(id);
        ++size_;
    }
    Id* data() { return size_ > kInline ? heap_.data() : inline_.data(); }

    std::uint32_t size_ = 0;
    std::array<Id, kInline> inline_{};
    std::vector<Id> heap_;  // every id while there are more than kInline
};

}  // namespace outrigger
