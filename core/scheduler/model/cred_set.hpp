#pragma once

// A set of credentials that keeps the order they joined in: O(1) insert and membership, and a
// clear() that costs what was added, not how many credentials exist. For bookkeeping repeated
// every iteration over thousands of credentials of which a few are touched (the throttle's usage
// ledger, the fairshare credentials charged since the last refresh).

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "model/credentials.hpp"

namespace outrigger {

class CredSet {
  public:
    // Adds `c` (a valid id); false when it was there already.
    bool insert(CredRef c) {
        auto& member = member_[index(c.kind)];
        if (member.size() <= c.id.value()) member.resize(c.id.value() + 1, 0);
        if (member[c.id.value()] != 0) return false;
        member[c.id.value()] = 1;
        items_.push_back(c);
        return true;
    }
    [[nodiscard]] bool contains(CredRef c) const {
        const auto& member = member_[index(c.kind)];
        return c.id.valid() && c.id.value() < member.size() && member[c.id.value()] != 0;
    }
    // In the order they were inserted.
    [[nodiscard]] std::span<const CredRef> items() const { return items_; }
    void clear() {
        for (const CredRef c : items_) member_[index(c.kind)][c.id.value()] = 0;
        items_.clear();
    }

  private:
    std::array<std::vector<std::uint8_t>, kCredKinds> member_;  // by CredId value
    std::vector<CredRef> items_;
};

}  // namespace outrigger
