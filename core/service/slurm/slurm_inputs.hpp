#pragma once

// What the service schedules when it drives Slurm: the maui.cfg over the machine Slurm describes
// (sinfo, as `orsim import-cluster` writes it), with every credential a job may carry known before
// the policy is composed (its tables are compiled for the credentials it knows): the users and
// groups of this host's databases, Slurm's partitions as classes, and the accounts and QOS of the
// jobs Slurm holds now.

#include <string_view>

#include "service/inputs.hpp"
#include "service/slurm/slurm_client.hpp"

namespace outrigger::service {

[[nodiscard]] LoadedInputs load_slurm_inputs(slurm::SlurmClient& client, std::string_view config_text,
                                             std::string_view config_name);

}  // namespace outrigger::service
