#pragma once

// Seeded uniform integers for property tests: the same seed replays the same random history.

#include <cstdint>
#include <random>

namespace outrigger::testing {

class Pick {
  public:
    explicit Pick(unsigned seed) : rng_(seed) {}
    // A uniform integer in [lo, hi].
    std::int64_t operator()(std::int64_t lo, std::int64_t hi) {
        return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng_);
    }

  private:
    std::mt19937 rng_;
};

}  // namespace outrigger::testing
