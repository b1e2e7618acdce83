#include "policy/fairshare/target.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace outrigger {

double fs_delta(const std::optional<FsTarget>& target, double usage_percent, bool ratio) {
    if (!target || is_cap(target->type)) return 0;
    const double n = target->value;
    double delta = 0;
    if (ratio)
        delta = n != 0 ? 1.0 - usage_percent / n : 0.0;
    else
        delta = n - usage_percent;
    switch (target->type) {
        case FsTargetType::Floor:
            return std::max(delta, 0.0);
        case FsTargetType::Ceiling:
            return std::min(delta, 0.0);
        default:
            return delta;
    }
}

std::optional<double> cap_limit(const FsTarget& target, double decayed_total) {
    switch (target.type) {
        case FsTargetType::CapAbsolute:
            return target.value;
        case FsTargetType::CapRelative:
            if (decayed_total <= 0) return std::nullopt;
            return target.value / 100.0 * decayed_total;
        default:
            return std::nullopt;
    }
}

std::string format_fs_target(const FsTarget& target) {
    const char* suffix = "";
    switch (target.type) {
        case FsTargetType::Target:
            break;
        case FsTargetType::Floor:
            suffix = "+";
            break;
        case FsTargetType::Ceiling:
            suffix = "-";
            break;
        case FsTargetType::CapAbsolute:
            suffix = "^";
            break;
        case FsTargetType::CapRelative:
            suffix = "%";
            break;
    }
    return fmt::format("{}{}", target.value, suffix);
}

const char* fs_target_type_name(FsTargetType t) {
    switch (t) {
        case FsTargetType::Target:
            return "target";
        case FsTargetType::Floor:
            return "floor";
        case FsTargetType::Ceiling:
            return "ceiling";
        case FsTargetType::CapAbsolute:
            return "cap";
        case FsTargetType::CapRelative:
            return "relative-cap";
    }
    return "target";
}

}  // namespace outrigger
