#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "model/ids.hpp"

namespace outrigger {

// A named amount of a generic resource (gpu, licence, ...).
struct GresAmount {
    GresId id;
    std::int64_t count = 0;
    constexpr bool operator==(const GresAmount&) const = default;
};

// An extensible set of consumable resources (spec section 0): processors, memory, swap and
// disk (MB) always, plus any number of named generic resources. The four standard kinds are
// plain fields because every hot loop touches them; generic resources live in a short sorted
// vector that stays empty (and allocation-free) on clusters that have none.
class Resources {
  public:
    std::int64_t procs = 0;
    std::int64_t memory_mb = 0;
    std::int64_t swap_mb = 0;
    std::int64_t disk_mb = 0;

    constexpr Resources() = default;
    static Resources of_procs(std::int64_t p) {
        Resources r;
        r.procs = p;
        return r;
    }

    [[nodiscard]] std::int64_t gres(GresId id) const {
        const auto it = find(id);
        return it != gres_.end() && it->id == id ? it->count : 0;
    }
    void set_gres(GresId id, std::int64_t count);
    [[nodiscard]] const std::vector<GresAmount>& generic() const { return gres_; }

    // True when every amount here is available in `avail`.
    [[nodiscard]] bool fits_in(const Resources& avail) const;
    // How many copies of *this fit in `avail` (a task count); 0 when none; a very large number when
    // *this requests nothing at all.
    [[nodiscard]] std::int64_t copies_in(const Resources& avail) const;
    [[nodiscard]] bool is_zero() const;
    [[nodiscard]] bool any_negative() const;
    // Processors and nothing else: the shape the calendar's fast paths take.
    [[nodiscard]] bool procs_only() const {
        return procs > 0 && memory_mb == 0 && swap_mb == 0 && disk_mb == 0 && gres_.empty();
    }

    // Inline: the availability calendar applies these once per change point it touches.
    Resources& operator+=(const Resources& o) {
        procs += o.procs;
        memory_mb += o.memory_mb;
        swap_mb += o.swap_mb;
        disk_mb += o.disk_mb;
        if (!o.gres_.empty()) add_generic(o, 1);
        return *this;
    }
    Resources& operator-=(const Resources& o) {
        procs -= o.procs;
        memory_mb -= o.memory_mb;
        swap_mb -= o.swap_mb;
        disk_mb -= o.disk_mb;
        if (!o.gres_.empty()) add_generic(o, -1);
        return *this;
    }
    [[nodiscard]] Resources operator+(const Resources& o) const { return Resources(*this) += o; }
    [[nodiscard]] Resources operator-(const Resources& o) const { return Resources(*this) -= o; }
    [[nodiscard]] Resources operator*(std::int64_t k) const {
        Resources r(*this);
        r.procs *= k;
        r.memory_mb *= k;
        r.swap_mb *= k;
        r.disk_mb *= k;
        for (auto& g : r.gres_) g.count *= k;
        return r;
    }
    // Component-wise minimum and maximum.
    [[nodiscard]] Resources min(const Resources& o) const;
    [[nodiscard]] Resources max(const Resources& o) const;
    bool operator==(const Resources&) const = default;

  private:
    void add_generic(const Resources& o, std::int64_t sign);
    [[nodiscard]] std::vector<GresAmount>::const_iterator find(GresId id) const {
        return std::lower_bound(gres_.begin(), gres_.end(), id,
                                [](const GresAmount& a, GresId b) { return a.id < b; });
    }
    std::vector<GresAmount> gres_;
};

}  // namespace outrigger
