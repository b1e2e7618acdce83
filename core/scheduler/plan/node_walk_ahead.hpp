#pragma once

// Prefetching ahead of a walk over a node bit set (bit n of word n / 64), in ascending or
// descending NodeId order. A fit reads a node's row and then its change points, which lie
// elsewhere on the heap: two dependent cache misses per node that the hardware cannot predict on
// a large machine, where the nodes a walk visits are scattered. The walk calls step() once per
// node it visits; a cursor runs over the same bits a few nodes ahead of it asking for both, so
// that the misses overlap.

#include <cstddef>
#include <cstdint>
#include <span>

#include "model/ids.hpp"
#include "plan/availability.hpp"

namespace outrigger {

class NodeWalkAhead {
  public:
    // How many nodes ahead: about one memory latency of work per node on the calendar's hot paths.
    static constexpr std::size_t kAhead = 8;

    // Below this many nodes the rows and their change points stay in the cache between walks, and
    // the cursor would only cost its own work: it walks nothing.
    static constexpr std::size_t kCachedNodes = 512;

    NodeWalkAhead(const Availability& calendar, std::span<const std::uint64_t> bits, bool descending)
        : calendar_(&calendar),
          bits_(bits.size() * 64 < kCachedNodes ? std::span<const std::uint64_t>() : bits),
          descending_(descending),
          word_(descending ? bits_.size() : 0) {
        for (std::size_t i = 0; i < kAhead; ++i) step();
    }

    [[gnu::always_inline]] void step() {
        NodeId n;
        if (next(n)) calendar_->prefetch_node(n);
    }

  private:
    // The next set bit in walk order, or false at the end.
    [[gnu::always_inline]] bool next(NodeId& node) {
        while (left_ == 0) {
            if (descending_ ? word_ == 0 : word_ >= bits_.size()) return false;
            at_ = descending_ ? --word_ : word_++;
            left_ = bits_[at_];
        }
        const int bit = descending_ ? 63 - __builtin_clzll(left_) : __builtin_ctzll(left_);
        left_ &= ~(std::uint64_t{1} << bit);
        node = NodeId(static_cast<NodeId::Rep>(at_ * 64 + static_cast<std::size_t>(bit)));
        return true;
    }

    const Availability* calendar_;
    std::span<const std::uint64_t> bits_;
    bool descending_;
    std::size_t word_;
    std::size_t at_ = 0;
    std::uint64_t left_ = 0;
};

}  // namespace outrigger
