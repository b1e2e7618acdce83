#pragma once

// Builders for clusters and jobs constructed in code (kubernetes' scheduler testing wrappers
// style): each test says only what matters to it.

#include <string>
#include <vector>

#include "clusters.hpp"
#include "model/cluster.hpp"
#include "model/job.hpp"

namespace outrigger::testing {

class JobBuilder {
  public:
    explicit JobBuilder(std::string name) { job_.name = std::move(name); }
    JobBuilder& procs(std::int64_t p) {
        job_.request.tasks = p;
        job_.request.per_task = Resources::of_procs(1);
        return *this;
    }
    JobBuilder& tasks(std::int64_t t, std::int64_t procs_per_task) {
        job_.request.tasks = t;
        job_.request.per_task = Resources::of_procs(procs_per_task);
        return *this;
    }
    JobBuilder& submit(std::int64_t s) {
        job_.submit = Time::from_seconds(s);
        return *this;
    }
    JobBuilder& wall(std::int64_t s) {
        job_.walltime = Duration::seconds(s);
        if (!job_.runtime) job_.runtime = job_.walltime;
        return *this;
    }
    JobBuilder& run(std::int64_t s) {
        job_.runtime = Duration::seconds(s);
        return *this;
    }
    JobBuilder& hold() {
        job_.hold = Hold::User;
        return *this;
    }
    JobBuilder& after(JobId j) {
        job_.depends_on.push_back(j);
        return *this;
    }
    [[nodiscard]] Job build() const { return job_; }
    operator Job() const { return job_; }  // NOLINT: builders convert implicitly

  private:
    Job job_;
};

constexpr std::int64_t kHour = 3600;

}  // namespace outrigger::testing
