#pragma once

// Small builders for priority tests: jobs, and the context (settings, names, partitions) that
// factor computation reads.

#include <string>
#include <vector>

#include "config/settings.hpp"
#include "model/job.hpp"
#include "model/node.hpp"

namespace outrigger::test {

inline Job make_job(std::uint32_t id, std::int64_t submit, std::int64_t procs, Duration walltime) {
    Job j;
    j.id = JobId(id);
    j.name = std::to_string(id);
    j.submit = Time::from_seconds(submit);
    j.request.tasks = procs;
    j.request.per_task = Resources::of_procs(1);
    j.walltime = walltime;
    return j;
}

// Settings with every weight at 0, so a test turns on exactly what it pins.
inline PrioritySettings zero_weights() {
    PrioritySettings s;
    s.component_weight.fill(0);
    s.sub_weight.fill(0);
    return s;
}

struct World {
    Names names;
    CredentialSettings creds;
    std::vector<Partition> partitions;
    PrioritySettings priority = zero_weights();

    CredentialConfig& cfg(CredKind k, const std::string& name) { return creds.by_kind[index(k)][name]; }
    Credentials creds_of(const std::string& user, const std::string& group = "",
                         const std::string& account = "", const std::string& qos = "",
                         const std::string& cls = "") {
        Credentials c;
        const std::string* n[] = {&user, &group, &account, &qos, &cls};
        for (const CredKind k : kAllCredKinds)
            if (!n[index(k)]->empty()) c[k] = names.intern(k, *n[index(k)]);
        return c;
    }
};

}  // namespace outrigger::test
