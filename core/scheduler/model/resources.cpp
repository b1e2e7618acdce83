#include "model/resources.hpp"

#include <limits>

namespace outrigger {

void Resources::set_gres(GresId id, std::int64_t count) {
    auto it = std::lower_bound(gres_.begin(), gres_.end(), id,
                               [](const GresAmount& a, GresId b) { return a.id < b; });
    if (it != gres_.end() && it->id == id) {
        it->count = count;
    } else {
        gres_.insert(it, GresAmount{id, count});
    }
}

bool Resources::fits_in(const Resources& avail) const {
    if (procs > avail.procs || memory_mb > avail.memory_mb || swap_mb > avail.swap_mb ||
        disk_mb > avail.disk_mb)
        return false;
    for (const auto& g : gres_)
        if (g.count > avail.gres(g.id)) return false;
    return true;
}

std::int64_t Resources::copies_in(const Resources& avail) const {
    std::int64_t n = std::numeric_limits<std::int64_t>::max();
    const auto limit = [&n](std::int64_t want, std::int64_t have) {
        if (want > 0) n = std::min(n, have > 0 ? have / want : 0);
    };
    limit(procs, avail.procs);
    limit(memory_mb, avail.memory_mb);
    limit(swap_mb, avail.swap_mb);
    limit(disk_mb, avail.disk_mb);
    for (const auto& g : gres_) limit(g.count, avail.gres(g.id));
    return n;
}

bool Resources::is_zero() const {
    return procs == 0 && memory_mb == 0 && swap_mb == 0 && disk_mb == 0 &&
           std::all_of(gres_.begin(), gres_.end(), [](const GresAmount& g) { return g.count == 0; });
}

bool Resources::any_negative() const {
    return procs < 0 || memory_mb < 0 || swap_mb < 0 || disk_mb < 0 ||
           std::any_of(gres_.begin(), gres_.end(), [](const GresAmount& g) { return g.count < 0; });
}

void Resources::add_generic(const Resources& o, std::int64_t sign) {
    for (const auto& g : o.gres_) set_gres(g.id, gres(g.id) + sign * g.count);
}

Resources Resources::min(const Resources& o) const {
    Resources r;
    r.procs = std::min(procs, o.procs);
    r.memory_mb = std::min(memory_mb, o.memory_mb);
    r.swap_mb = std::min(swap_mb, o.swap_mb);
    r.disk_mb = std::min(disk_mb, o.disk_mb);
    for (const auto& g : gres_) r.set_gres(g.id, std::min(g.count, o.gres(g.id)));
    for (const auto& g : o.gres_) r.set_gres(g.id, std::min(g.count, gres(g.id)));
    return r;
}

Resources Resources::max(const Resources& o) const {
    Resources r;
    r.procs = std::max(procs, o.procs);
    r.memory_mb = std::max(memory_mb, o.memory_mb);
    r.swap_mb = std::max(swap_mb, o.swap_mb);
    r.disk_mb = std::max(disk_mb, o.disk_mb);
    for (const auto& g : gres_) r.set_gres(g.id, std::max(g.count, o.gres(g.id)));
    for (const auto& g : o.gres_) r.set_gres(g.id, std::max(g.count, gres(g.id)));
    return r;
}

}  // namespace outrigger
