#pragma once

// Seeded random small workloads for property tests.

#include <random>
#include <vector>

#include "builders.hpp"

namespace outrigger::testing {

inline std::vector<Job> random_workload(std::uint64_t seed, int jobs, std::int64_t max_procs) {
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::int64_t> gap(0, 40), procs(1, max_procs), wall(10, 400);
    std::uniform_real_distribution<double> accuracy(0.2, 1.0);
    std::vector<Job> out;
    std::int64_t t = 0;
    for (int i = 0; i < jobs; ++i) {
        t += gap(rng);
        const std::int64_t w = wall(rng);
        const auto r =
            std::max<std::int64_t>(1, static_cast<std::int64_t>(static_cast<double>(w) * accuracy(rng)));
        out.push_back(JobBuilder(std::to_string(i + 1)).procs(procs(rng)).submit(t).wall(w).run(r));
    }
    return out;
}

}  // namespace outrigger::testing
