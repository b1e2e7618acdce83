#pragma once

// How a weight slider's integer position maps to a value. Linear: one step per unit over
// [0, range]. Logarithmic, for weights spanning many decades: value = 10^(p / 100) - 1, so 600
// steps reach a million. Every slider starts at zero on its left end, weights and caps alike, so
// that zero sits in the same place on each; a negative weight (rare, and allowed by Maui) is
// typed in the spin box beside the slider, which then rests at zero.

#include <algorithm>
#include <cmath>

namespace outrigger::gui {

struct SliderScale {
    bool logarithmic = false;
    int range = 1000;  // linear: the largest value reachable

    static constexpr int kLogSteps = 600;

    [[nodiscard]] static int minimum() { return 0; }
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
