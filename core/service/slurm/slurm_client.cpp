#include "service/slurm/slurm_client.hpp"

#include "model/host_expression.hpp"

namespace outrigger::slurm {

namespace {

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : ",") + s;
    return out;
}

std::vector<std::string> reservation_fields(const ReservationRequest& r) {
    std::vector<std::string> f{"ReservationName=" + r.name, "StartTime=" + slurm_time_text(r.start),
                               "EndTime=" + slurm_time_text(r.end), "Nodes=" + compress_hosts(r.nodes),
                               // Jobs already on the nodes keep running: Outrigger placed the
                               // reservation knowing them.
                               "Flags=IGNORE_JOBS"};
    if (!r.accounts.empty())
        f.push_back("Accounts=" + joined(r.accounts));
    else
        f.push_back("Users=" + (r.users.empty() ? std::string("root") : joined(r.users)));
    return f;
}

}  // namespace

std::string slurm_message(const CommandOutput& out) {
    std::string text = out.err.empty() ? out.out : out.err;
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    for (char& c : text)
        if (c == '\n') c = ' ';
    if (text.empty())
        text = out.ran ? "exit status " + std::to_string(out.exit_code) : std::string("it did not run");
    return text;
}

CommandOutput SlurmClient::call(const std::vector<std::string>& argv) {
    return runner_->run(argv);
}

SlurmReply SlurmClient::change(const std::vector<std::string>& argv) {
    const CommandOutput out = call(argv);
    if (out.ok()) return SlurmReply{true, {}};
    return SlurmReply{false, argv[0] + ": " + slurm_message(out)};
}

SlurmRead<SlurmJob> SlurmClient::jobs() {
    const CommandOutput out = call({"squeue", "--all", "--states=all", "--json"});
    if (!out.ok()) return {std::nullopt, "squeue: " + slurm_message(out)};
    auto parsed = parse_squeue_json(out.out);
    if (!parsed.error.empty()) return {std::nullopt, parsed.error};
    return {std::move(parsed.items), {}};
}

SlurmRead<SlurmNode> SlurmClient::nodes() {
    const CommandOutput out = call({"sinfo", "--json"});
    if (!out.ok()) return {std::nullopt, "sinfo: " + slurm_message(out)};
    auto parsed = parse_sinfo_json(out.out);
    if (!parsed.error.empty()) return {std::nullopt, parsed.error};
    return {std::move(parsed.items), {}};
}

SlurmRead<SlurmReservation> SlurmClient::reservations() {
    const CommandOutput out = call({"scontrol", "show", "reservation", "-o"});
    if (!out.ok()) return {std::nullopt, "scontrol: " + slurm_message(out)};
    auto parsed = parse_reservations(out.out);
    if (!parsed.error.empty()) return {std::nullopt, parsed.error};
    return {std::move(parsed.items), {}};
}

SlurmReply SlurmClient::start(std::string_view job, std::span<const std::string> nodes,
                              std::string_view reservation) {
    std::vector<std::string> argv{"scontrol", "update", "JobId=" + std::string(job),
                                  "ReqNodeList=" + compress_hosts({nodes.begin(), nodes.end()}),
                                  "NumNodes=" + std::to_string(nodes.size())};
    if (!reservation.empty()) argv.push_back("Reservation=" + std::string(reservation));
    if (SlurmReply pinned = change(argv); !pinned.ok) return pinned;
    return change({"scontrol", "release", std::string(job)});
}

SlurmReply SlurmClient::hold(std::string_view job) {
    return change({"scontrol", "hold", std::string(job)});
}

SlurmReply SlurmClient::cancel(std::string_view job) {
    return change({"scancel", std::string(job)});
}

SlurmReply SlurmClient::requeue(std::string_view job) {
    // requeuehold: back in the queue held, so that Outrigger decides when it runs again.
    return change({"scontrol", "requeuehold", std::string(job)});
}

SlurmReply SlurmClient::set_node_state(std::string_view node, std::string_view state,
                                       std::string_view reason) {
    std::vector<std::string> argv{"scontrol", "update", "NodeName=" + std::string(node),
                                  "State=" + std::string(state)};
    if (state != "RESUME") argv.push_back("Reason=" + std::string(reason));
    return change(argv);
}

SlurmReply SlurmClient::create_reservation(const ReservationRequest& r) {
    std::vector<std::string> argv{"scontrol", "create", "reservation"};
    for (std::string& f : reservation_fields(r)) argv.push_back(std::move(f));
    return change(argv);
}

SlurmReply SlurmClient::update_reservation(const ReservationRequest& r) {
    std::vector<std::string> argv{"scontrol", "update"};
    for (std::string& f : reservation_fields(r)) argv.push_back(std::move(f));
    return change(argv);
}

SlurmReply SlurmClient::delete_reservation(std::string_view name) {
    return change({"scontrol", "delete", "ReservationName=" + std::string(name)});
}

}  // namespace outrigger::slurm
