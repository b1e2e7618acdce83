#include "service/slurm/slurm_inputs.hpp"

#include <grp.h>
#include <pwd.h>

#include "service/slurm/cluster_text.hpp"

namespace outrigger::service {

LoadedInputs load_slurm_inputs(slurm::SlurmClient& client, std::string_view config_text,
                               std::string_view config_name) {
    LoadedInputs out;
    // The state directory belongs to the site's Slurm, whatever its jobs: they are read anew.
    out.digest = "slurm";
    auto nodes = client.nodes();
    if (!nodes.items) {
        out.errors.push_back("cannot read the cluster from Slurm: " + nodes.error);
        return out;
    }
    auto jobs = client.jobs();
    if (!jobs.items) {
        out.errors.push_back("cannot read the jobs from Slurm: " + jobs.error);
        return out;
    }
    const slurm::ClusterText cluster = slurm::cluster_text(*nodes.items, "sinfo --json");
    for (const std::string& n : cluster.notes) out.notes.push_back(n);
    InputsResult r =
        live_run_inputs(ConfigText{config_text, config_name}, cluster.text, "slurm (sinfo --json)");
    for (std::string& n : r.notes) out.notes.push_back(std::move(n));
    out.errors = std::move(r.errors);
    if (!r.inputs) return out;
    Names& names = r.inputs->cluster.names();
    setpwent();
    while (const passwd* p = getpwent()) names.intern(CredKind::User, p->pw_name);
    endpwent();
    setgrent();
    while (const group* g = getgrent()) names.intern(CredKind::Group, g->gr_name);
    endgrent();
    for (const slurm::SlurmNode& n : *nodes.items)
        for (const std::string& p : n.partitions) names.intern(CredKind::Class, p);
    for (const slurm::SlurmJob& j : *jobs.items) {
        names.intern(CredKind::User, j.user);
        names.intern(CredKind::Group, j.group);
        if (!j.account.empty()) names.intern(CredKind::Account, j.account);
        if (!j.qos.empty()) names.intern(CredKind::Qos, j.qos);
    }
    out.inputs = std::move(r.inputs);
    return out;
}

}  // namespace outrigger::service
