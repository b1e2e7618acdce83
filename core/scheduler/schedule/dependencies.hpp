#pragma once

// Job dependencies (afterok): a dependency graph over a batch of jobs, checked with Boost.Graph's
// strongly connected components (a topological order exists exactly when every component is one
// job without a self-loop). A cycle is a rejected submission (spec section 5 step 3).

#include <span>
#include <vector>

#include "model/job.hpp"

namespace outrigger {

// The jobs (indices into `jobs`) that lie on a dependency cycle or depend on such a job, plus jobs
// that name a dependency outside the batch and outside [0, known_jobs). `jobs[i]` has id
// known_jobs + i; depends_on holds ids. Empty when every dependency is well founded.
std::vector<std::size_t> jobs_with_bad_dependencies(std::span<const Job> jobs, std::size_t known_jobs);

}  // namespace outrigger
