#include "policy/fairshare/usage.hpp"

#include <algorithm>

namespace outrigger {

namespace {
template <class F>
double decayed_sum(std::span<const FsWindow> w, FsDecay d, F value) {
    const std::size_t n = std::min(w.size(), static_cast<std::size_t>(std::max(d.depth, 0)));
    double weight = 1.0;
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sum += weight * value(w[i]);
        weight *= d.decay;
    }
    return sum;
}
}  // namespace

double decayed_usage(std::span<const FsWindow> newest_first, CredRef cred, FsDecay d) {
    return decayed_sum(newest_first, d, [cred](const FsWindow& w) { return w.usage_of(cred); });
}

double decayed_total(std::span<const FsWindow> newest_first, FsDecay d) {
    return decayed_sum(newest_first, d, [](const FsWindow& w) { return w.total; });
}

double usage_percent(std::span<const FsWindow> newest_first, CredRef cred, FsDecay d) {
    const double total = decayed_total(newest_first, d);
    return total > 0 ? decayed_usage(newest_first, cred, d) / total * 100.0 : 0.0;
}

}  // namespace outrigger
