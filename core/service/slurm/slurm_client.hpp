#pragma once

// The one class through which every Slurm call goes. It speaks to Slurm through its command-line
// tools (squeue --json, sinfo --json, scontrol, scancel) rather than the C API: libslurm is GPL, and
// linking it into an MIT-licensed service would bind the whole program to the GPL; running the
// tools keeps them separate programs. The tools' JSON output is stable within a release series,
// each call is a short process (milliseconds on a site's controller), and a tool that hangs is
// killed at the runner's timeout instead of blocking the service.
//
// Every call returns a value: what Slurm answered, or its error in words (the tool's own message).

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "service/slurm/command_runner.hpp"
#include "service/slurm/slurm_records.hpp"

namespace outrigger::slurm {

// A change Slurm carried out, or why not.
struct SlurmReply {
    bool ok = false;
    std::string error;
};

template <typename T>
struct SlurmRead {
    std::optional<std::vector<T>> items;
    std::string error;  // why there are none (unreachable controller, unreadable output)
};

// A reservation as Outrigger asks Slurm to hold it.
struct ReservationRequest {
    std::string name;
    std::int64_t start = 0;  // Unix seconds
    std::int64_t end = 0;
    std::vector<std::string> nodes;
    std::vector<std::string> users;     // empty: root only (Slurm wants an access list)
    std::vector<std::string> accounts;  // Users and Accounts AND in Slurm: given alone
};

class SlurmClient {
  public:
    explicit SlurmClient(CommandRunner& runner) : runner_(&runner) {}

    // Every job Slurm still knows, finished ones too (kept for MinJobAge).
    [[nodiscard]] SlurmRead<SlurmJob> jobs();
    [[nodiscard]] SlurmRead<SlurmNode> nodes();
    [[nodiscard]] SlurmRead<SlurmReservation> reservations();

    // Pins a held job to `nodes` (NumNodes = their count), names `reservation` when not empty, and
    // releases it: Slurm starts it there at its next pass.
    SlurmReply start(std::string_view job, std::span<const std::string> nodes, std::string_view reservation);
    // Holds a pending job again (priority 0): Slurm's own scheduler leaves it to Outrigger.
    SlurmReply hold(std::string_view job);
    SlurmReply cancel(std::string_view job);
    SlurmReply requeue(std::string_view job);
    // State=DOWN, DRAIN or RESUME, with the reason Slurm asks for.
    SlurmReply set_node_state(std::string_view node, std::string_view state, std::string_view reason);
    SlurmReply create_reservation(const ReservationRequest& r);
    SlurmReply update_reservation(const ReservationRequest& r);
    SlurmReply delete_reservation(std::string_view name);

  private:
    CommandOutput call(const std::vector<std::string>& argv);
    SlurmReply change(const std::vector<std::string>& argv);
    CommandRunner* runner_;
};

// The tool's message without Slurm's prefixes, on one line: what a user is shown.
[[nodiscard]] std::string slurm_message(const CommandOutput& out);

}  // namespace outrigger::slurm
