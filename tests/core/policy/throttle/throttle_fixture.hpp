#pragma once

// Builders for throttling tests: settings written as the guide's maui.cfg lines would fill them,
// jobs by credential names, and a ThrottlePolicy compiled from both.

#include <gtest/gtest.h>

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/job.hpp"
#include "policy/throttle/reason_text.hpp"
#include "policy/throttle/throttle_policy.hpp"

namespace outrigger::throttle_test {

// MAXJOB=hard, MAXJOB=soft,hard, and the I / O / [CRED[:name]] forms.
inline LimitSpec max(LimitKind kind, std::int64_t hard) {
    return LimitSpec{kind, false, false, {}, {}, {hard, hard}};
}
inline LimitSpec max(LimitKind kind, std::int64_t soft, std::int64_t hard) {
    return LimitSpec{kind, false, false, {}, {}, {soft, hard}};
}
inline LimitSpec idle(LimitSpec s) {
    s.idle = true;
    return s;
}
inline LimitSpec override_(LimitSpec s) {
    s.override_ = true;
    return s;
}
inline LimitSpec per(LimitSpec s, CredKind kind, std::optional<std::string> name = std::nullopt) {
    s.per = kind;
    s.per_name = std::move(name);
    return s;
}

struct JobSpec {
    std::string user = "someone";
    std::string group{};
    std::string account{};
    std::string qos{};
    std::string cls{};
    std::int64_t procs = 1;
    std::int64_t nodes = 0;  // 0: one node per task
    Duration walltime = Duration::hours(1);
    std::int64_t memory_mb = 0;
};

class Fixture {
  public:
    CredentialSettings settings;
    Names names;
    Resources capacity = [] {
        Resources r = Resources::of_procs(1024);
        r.memory_mb = 1024 * 1024;
        return r;
    }();

    Fixture& add(CredKind k, const std::string& name, LimitSpec spec) {
        settings.by_kind[index(k)][name].limits.push_back(std::move(spec));
        return *this;
    }
    Fixture& system(LimitSpec spec) {
        settings.system.limits.push_back(std::move(spec));
        return *this;
    }
    JobLimits& job_limits(CredKind k, const std::string& name) {
        return settings.by_kind[index(k)][name].job_limits;
    }

    // Compiles the settings; the test fails when they produce a diagnostic.
    ThrottlePolicy policy() {
        auto compiled = LimitTable::compile(settings, names);
        for (const auto& d : compiled.diagnostics) ADD_FAILURE() << d.file << ": " << d.message;
        return ThrottlePolicy(std::move(compiled.table), capacity);
    }

    const Job& job(const JobSpec& s) {
        Job j;
        j.id = JobId(static_cast<JobId::Rep>(jobs_.size()));
        j.name = std::to_string(jobs_.size());
        j.request.tasks = s.procs;
        j.request.per_task = Resources::of_procs(1);
        j.request.per_task.memory_mb = 0;
        j.request.nodes = s.nodes;
        j.walltime = s.walltime;
        const auto set = [&](CredKind k, const std::string& n) {
            if (!n.empty()) j.creds[k] = names.intern(k, n);
        };
        set(CredKind::User, s.user);
        set(CredKind::Group, s.group);
        set(CredKind::Account, s.account);
        set(CredKind::Qos, s.qos);
        set(CredKind::Class, s.cls);
        jobs_.push_back(std::move(j));
        if (s.memory_mb > 0) {
            // Memory is requested per task; the total is what MAXMEM counts.
            EXPECT_EQ(s.memory_mb % s.procs, 0) << "memory must split evenly over the tasks";
            jobs_.back().request.per_task.memory_mb = s.memory_mb / s.procs;
        }
        return jobs_.back();
    }

    // A job of `s` that has run since `start` on the nodes it requested.
    ActiveJob running(const JobSpec& s, Time start = Time::from_seconds(0)) {
        const Job& j = job(s);
        return ActiveJob{&j, start, requested_footprint(j)};
    }

    CredRef cred(CredKind k, const std::string& name) { return CredRef{k, names.intern(k, name)}; }
    std::string text(const std::optional<Reason>& r) const {
        return r ? throttle_reason_text(*r, names) : std::string("passes");
    }

  private:
    std::deque<Job> jobs_;
};

}  // namespace outrigger::throttle_test
