#pragma once

// A small random source whose sequence is fixed by its seed on every platform: xoshiro256**
// seeded through splitmix64, with the few distributions the generator needs written out (the
// standard library's distributions are implementation-defined, so the same seed could give
// different workloads on another compiler).

#include <cmath>
#include <cstdint>

namespace outrigger {

class SeededRandom {
  public:
    explicit SeededRandom(std::uint64_t seed) {
        for (auto& s : s_) {
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, 1).
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    // Uniform integer in [0, n), 0 < n < 2^53.
    std::uint64_t below(std::uint64_t n) {
        const auto v = static_cast<std::uint64_t>(uniform() * static_cast<double>(n));
        return v < n ? v : n - 1;
    }
    bool chance(double p) { return uniform() < p; }
    // Standard normal (Box-Muller, one value per call).
    double normal() {
        const double u1 = 1.0 - uniform();  // (0, 1]
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
    }
    // Gamma(shape, scale), shape > 0 (Marsaglia and Tsang).
    double gamma(double shape, double scale) {
        if (shape < 1.0) return gamma(shape + 1.0, scale) * std::pow(1.0 - uniform(), 1.0 / shape);
        const double d = shape - 1.0 / 3.0;
        const double c = 1.0 / std::sqrt(9.0 * d);
        while (true) {
            double x = 0;
            double v = 0;
            do {
                x = normal();
                v = 1.0 + c * x;
            } while (v <= 0);
            v = v * v * v;
            const double u = 1.0 - uniform();
            if (std::log(u) < 0.5 * x * x + d - d * v + d * std::log(v)) return d * v * scale;
        }
    }

  private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4]{};
};

}  // namespace outrigger
