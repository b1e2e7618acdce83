#include "policy/fairshare/recovery.hpp"

#include <algorithm>
#include <numeric>

#include "policy/fairshare/target.hpp"

namespace outrigger {

FsProjection project_after_rolls(FsHistory history, double decay, int depth, std::size_t rolls,
                                 double future_total) {
    FsProjection p;
    const auto counted = static_cast<std::size_t>(std::max(depth, 1));
    double weight = 1;
    // The new windows come first (newest first, as diagnose -f sums them): only TOTAL.
    for (std::size_t i = 0; i < rolls && i < counted; ++i) {
        p.decayed_total += weight * future_total;
        weight *= decay;
    }
    for (std::size_t i = 0; i + rolls < counted && i < history.totals.size(); ++i) {
        p.decayed_usage += weight * (i < history.usage.size() ? history.usage[i] : 0.0);
        p.decayed_total += weight * history.totals[i];
        weight *= decay;
    }
    return p;
}

std::optional<std::size_t> rolls_until_under(FsHistory history, double decay, int depth,
                                             const FsTarget& target, double future_total) {
    const auto counted = static_cast<std::size_t>(std::max(depth, 1));
    // After FSDEPTH rolls every stored window is gone; nothing changes any more after that.
    for (std::size_t k = 0; k <= counted; ++k) {
        const FsProjection p = project_after_rolls(history, decay, depth, k, future_total);
        if (is_cap(target.type)) {
            const auto limit = cap_limit(target, p.decayed_total);
            if (!limit) return std::nullopt;
            if (p.decayed_usage < *limit) return k;
        } else if (p.usage_percent() < target.value) {
            return k;
        }
    }
    return std::nullopt;
}

Time roll_time(Time now, Time current_end, Duration interval, std::size_t rolls) {
    if (rolls == 0) return now;
    return current_end + interval * static_cast<std::int64_t>(rolls - 1);
}

double mean_total(std::span<const double> totals) {
    return totals.empty()
               ? 0.0
               : std::accumulate(totals.begin(), totals.end(), 0.0) / static_cast<double>(totals.size());
}

}  // namespace outrigger
