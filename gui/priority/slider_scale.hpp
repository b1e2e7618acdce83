#pragma once

// How a weight slider's integer position maps to a value. Linear: one step per unit over
// [-range, range] (caps: [0, range]). Logarithmic, for weights spanning many decades:
// value = sign(p) x (10^(|p| / 100) - 1), so 600 steps reach a million.

#include <algorithm>
#include <cmath>

namespace outrigger::gui {

struct SliderScale {
    bool logarithmic = false;
    bool non_negative = false;  // caps
    int range = 1000;           // linear: the largest value reachable

    static constexpr int kLogSteps = 600;

    [[nodiscard]] int minimum() const { return non_negative ? 0 : -maximum(); }
    [[nodiscard]] int maximum() const { return logarithmic ? kLogSteps : range; }

    [[nodiscard]] double value(int position) const {
        if (!logarithmic) return position;
        const double magnitude = std::pow(10.0, std::abs(position) / 100.0) - 1.0;
        return position < 0 ? -magnitude : magnitude;
    }
    [[nodiscard]] int position(double value) const {
        double p = value;
        if (logarithmic) {
            const double magnitude = std::log10(std::abs(value) + 1.0) * 100.0;
            p = value < 0 ? -magnitude : magnitude;
        }
        return static_cast<int>(
            std::lround(std::clamp(p, static_cast<double>(minimum()), static_cast<double>(maximum()))));
    }
    // A linear range that shows `value` with room to grow: at least 100, at most 1e6.
    static int range_for(double value) {
        return static_cast<int>(std::clamp(std::ceil(std::abs(value) * 4.0 / 100.0) * 100.0, 100.0, 1e6));
    }
};

}  // namespace outrigger::gui
