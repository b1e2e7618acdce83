#pragma once

// A small replay under the whole policy stack: a maui.cfg text, a cluster and jobs built in code
// (credentials by name), the stack and the simulator wired as orsim run wires them.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "../schedule/builders.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "sim/simulator.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger::testing {

inline Config parse_config(const std::string& text) {
    const ConfigDocument doc = ConfigDocument::parse(text, "test.cfg");
    TypedConfig typed = build_config(doc);
    for (const auto& d : typed.diagnostics)
        EXPECT_NE(d.severity, Diagnostic::Severity::Error) << format_diagnostic(d);
    return typed.config;
}

// A job with credentials given by name ("" = none).
struct CredJob {
    Job job;
    std::string user, group, account, qos, job_class;
};

inline CredJob as(std::string user, Job job, std::string group = "", std::string qos = "",
                  std::string account = "", std::string job_class = "") {
    return CredJob{std::move(job),     std::move(user), std::move(group),
                   std::move(account), std::move(qos),  std::move(job_class)};
}

class StackReplay {
  public:
    StackReplay(const std::string& config, Cluster cluster, const std::vector<CredJob>& jobs,
                StackOptions options = {}, LocalCalendar calendar = LocalCalendar::utc())
        : cluster_(std::make_unique<Cluster>(std::move(cluster))) {
        Names& names = cluster_->names();
        std::vector<Job> list;
        for (const CredJob& cj : jobs) {
            Job j = cj.job;
            const auto set = [&names, &j](CredKind k, const std::string& n) {
                if (!n.empty()) j.creds[k] = names.intern(k, n);
            };
            set(CredKind::User, cj.user);
            set(CredKind::Group, cj.group);
            set(CredKind::Account, cj.account);
            set(CredKind::Qos, cj.qos);
            set(CredKind::Class, cj.job_class);
            list.push_back(std::move(j));
        }
        jobs_ = list;
        stack_ = std::make_unique<PolicyStack>(parse_config(config), *cluster_, std::move(calendar),
                                               std::move(options));
        sim_ = std::make_unique<Simulator>(*cluster_, std::move(list), stack_->scheduler(), SimOptions{},
                                           stack_.get());
        stack_->bind(sim_->state());
    }

    PolicyStack& stack() { return *stack_; }
    Simulator& sim() { return *sim_; }
    Snapshot& snapshot() { return sim_->rm().snapshot(); }
    const Cluster& cluster() const { return *cluster_; }
    const std::vector<Job>& jobs() const { return jobs_; }

    [[nodiscard]] JobId id(const std::string& name) const {
        for (const Job& j : sim_->rm().snapshot().jobs())
            if (j.name == name) return j.id;
        ADD_FAILURE() << "no job " << name;
        return JobId::invalid();
    }
    [[nodiscard]] std::int64_t start(const std::string& name) const {
        const Time t = sim_->outcomes()[id(name).value()].start;
        return t.is_never() ? -1 : t.seconds();
    }
    // Why a job was rejected at submission (nullopt when it was not).
    [[nodiscard]] std::optional<Reason> rejection(const std::string& name) const {
        if (const Reason* why = sim_->rm().snapshot().rejection(id(name))) return *why;
        return std::nullopt;
    }
    // The reason the last iteration gave for a waiting job (nullopt when it gave none).
    [[nodiscard]] std::optional<Reason> reason(const std::string& name) const {
        const IterationReport& r = stack_->scheduler().last_report();
        if (const auto n = r.note_of(id(name))) return r.reason(*n);
        return std::nullopt;
    }

  private:
    std::unique_ptr<Cluster> cluster_;
    std::vector<Job> jobs_;
    std::unique_ptr<PolicyStack> stack_;
    std::unique_ptr<Simulator> sim_;
};

}  // namespace outrigger::testing
