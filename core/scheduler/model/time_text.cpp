#include "model/time_text.hpp"

#include <fmt/format.h>

namespace outrigger {

std::string format_hms(Duration d) {
    if (d.is_infinite()) return "INFINITY";
    std::int64_t s = d.count();
    const bool neg = s < 0;
    if (neg) s = -s;
    return fmt::format("{}{}:{:02}:{:02}", neg ? "-" : "", s / 3600, (s / 60) % 60, s % 60);
}

}  // namespace outrigger
