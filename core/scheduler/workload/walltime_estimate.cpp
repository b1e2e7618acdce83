#include "workload/walltime_estimate.hpp"

#include <cctype>

#include "config/duration.hpp"
#include "model/ascii.hpp"

namespace outrigger {
namespace {}  // namespace

std::optional<Duration> WalltimeEstimate::apply(Duration run_time) const {
    switch (kind) {
        case Kind::None:
            return std::nullopt;
        case Kind::RunTime:
            return run_time;
        case Kind::Fixed:
            return fixed;
    }
    return std::nullopt;
}

std::string describe(const WalltimeEstimate& e) {
    switch (e.kind) {
        case WalltimeEstimate::Kind::None:
            return "none";
        case WalltimeEstimate::Kind::RunTime:
            return "runtime";
        case WalltimeEstimate::Kind::Fixed:
            return format_duration(e.fixed);
    }
    return "none";
}

std::optional<WalltimeEstimate> parse_walltime_estimate(std::string_view text) {
    if (iequals_ascii(text, "runtime")) return WalltimeEstimate::run_time();
    const auto d = parse_duration(text);
    if (d && !d->is_infinite() && d->count() > 0) return WalltimeEstimate::fixed_duration(*d);
    return std::nullopt;
}

}  // namespace outrigger
