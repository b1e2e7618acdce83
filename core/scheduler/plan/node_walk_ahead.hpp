#pragma once

// Prefetching ahead of a walk over a node bit set (bit n of word n / 64), in ascending or
// descending NodeId order. A fit reads a node's row and then its change points, which lie
// elsewhere on the heap: two dependent cache misses per node that the hardware cannot predict on
// a large machine, where the nodes a walk visits are scattered. The walk calls step() once per
// node it visits; two cursors run over the same bits ahead of it, one asking for rows, the other,
// nearer, for the change points of rows already asked for, so that the misses overlap.

#include <cstddef>
#include <cstdint>
#include <span>

#include "model/ids.hpp"
#include "plan/availability.hpp"

namespace outrigger {

class NodeWalkAhead {
public:
    // How far ahead the change points are asked for; rows twice as far. About one memory latency
    // of work per node on the calendar's hot paths.
    static constexpr int kAhead = 8;

    NodeWalkAhead(const Availability& calendar, std::span<const std::uint64_t> bits, bool descending)
        : calendar_(&calendar), rows_(bits, descending), steps_(bits, descending) {
        for (int i = 0; i < 2 * kAhead; ++i) ask_row();
        for (int i = 0; i < kAhead; ++i) ask_steps();
    }

    [[gnu::always_inline]] void step() {
        ask_row();
        ask_steps();
    }

private:
    // The set bits in walk order, one at a time.
    class Cursor {
    public:
        Cursor(std::span<const std::uint64_t> bits, bool descending)
            : bits_(bits), descending_(descending), word_(descending ? bits.size() : 0) {}
        // The next node, or false at the end.
        [[gnu::always_inline]] bool next(NodeId& node) {
            while (left_ == 0) {
                if (descending_ ? word_ == 0 : word_ >= bits_.size()) return false;
                if (descending_) {
                    left_ = bits_[--word_];
                    at_ = word_;
                } else {
                    at_ = word_;
                    left_ = bits_[word_++];
                }
            }
            const int bit = descending_ ? 63 - __builtin_clzll(left_) : __builtin_ctzll(left_);
            left_ &= ~(std::uint64_t{1} << bit);
            node = NodeId(static_cast<NodeId::Rep>(at_ * 64 + static_cast<std::size_t>(bit)));
            return true;
        }

    private:
        std::span<const std::uint64_t> bits_;
        bool descending_;
        std::size_t word_;
        std::size_t at_ = 0;
        std::uint64_t left_ = 0;
    };

    [[gnu::always_inline]] void ask_row() {
        NodeId n;
        if (rows_.next(n)) calendar_->prefetch_row(n);
    }
    [[gnu::always_inline]] void ask_steps() {
        NodeId n;
        if (steps_.next(n)) calendar_->prefetch_steps(n);
    }

    const Availability* calendar_;
    Cursor rows_;
    Cursor steps_;
};

}  // namespace outrigger
