#pragma once

// The resource manager over a real Slurm (rm/resource_manager.hpp). Slurm keeps every job held
// (priority 0, by the site's job_submit.lua or sbatch -H) and launches; Outrigger decides. A start
// pins the held job to the chosen nodes and releases it; what Slurm then actually allocated is read
// back and booked, so the plan never drifts from the machine unnoticed.
//
// Slurm is the truth about jobs and nodes: refresh() reads it (squeue, sinfo) and brings the
// snapshot to what it says, whatever happened in between (jobs submitted, cancelled, started or
// released by hand, nodes down, drained or resumed, a restart of either side), and the news comes
// out of poll() as events. Outrigger's own decisions (holds, system priorities, reservations) live
// in the engine and the service's journal; reservation instances are mirrored as Slurm
// reservations so that Slurm enforces them even while Outrigger is down.

#include <functional>
#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "model/credentials.hpp"
#include "rm/resource_manager.hpp"
#include "service/slurm/last_runs.hpp"
#include "service/slurm/slurm_client.hpp"

namespace outrigger::slurm {

// Who may use a mirrored reservation, as far as Slurm can say it (users, or accounts); the rest of
// an access list (negations, QOS, class, TIMELIMIT, affinity) is Outrigger's to enforce.
struct MirrorAccess {
    std::vector<std::string> users;
    std::vector<std::string> accounts;
};

// One reading of Slurm's state (sinfo, squeue), taken wherever it is convenient (the service reads
// on a thread of its own, so that a slow controller never stalls its clients) and brought into the
// snapshot later by SlurmResourceManager::apply on the scheduler's thread.
struct SlurmReading {
    std::optional<std::vector<SlurmNode>> nodes;
    std::optional<std::vector<SlurmJob>> jobs;
    std::string error;  // why there is no reading
    [[nodiscard]] bool ok() const { return nodes && jobs; }
};

struct SlurmRmOptions {
    // A released job Slurm has not started after this goes back to the queue, held, with Slurm's
    // reason.
    Duration start_timeout = Duration::seconds(20);
    // A job with no time limit is planned with this one.
    Duration unlimited_walltime = Duration::days(365);
    // A start Slurm refused is tried again after this, then after twice as long each time it is
    // refused again, up to refused_retry_max; at once when a node's state or a mirrored
    // reservation changes. Slurm refuses for a reason that lasts (an account or reservation
    // setting, a node Slurm will not use) far more often than for a passing one.
    Duration refused_retry = Duration::seconds(15);
    Duration refused_retry_max = Duration::minutes(10);
};

class SlurmResourceManager final : public ResourceManager {
  public:
    SlurmResourceManager(const Cluster& cluster, SlurmClient& client, SlurmRmOptions options = {});

    [[nodiscard]] Snapshot& snapshot() override { return snapshot_; }
    [[nodiscard]] const Snapshot& snapshot() const override { return snapshot_; }

    // Slurm's jobs are queued as refresh() finds them.
    void enqueue(JobId job, Time now) override;
    // Refused: jobs reach Slurm through sbatch, where its accounting and limits see them.
    SubmitResult submit(Job job, Time now) override;
    bool start(JobId job, const Allocation& allocation, Time now) override;
    bool start_placed(JobId job, const Allocation& allocation, Time now,
                      std::span<const SpanId> spans) override;
    bool cancel(JobId job, Time now) override;
    bool requeue(JobId job, Time now) override;
    // Outrigger's holds: Slurm keeps the job held anyway until Outrigger starts it.
    bool set_hold(JobId job, Hold hold, bool on, Time now) override;
    void set_node_state(NodeId node, NodeState state, Time now) override;
    void mirror_reservations(Time now) override;
    void poll(Time now, std::vector<RmEvent>& events) override;

    // Reads Slurm and brings the snapshot to it; the news follows from poll(). false (nothing
    // changed) when Slurm does not answer: error() says why.
    bool refresh(Time now) { return apply(read(*client_), now); }
    // The two halves of refresh(). read() only calls Slurm's tools and parses what they print: it
    // touches nothing of this object and may run on any thread while this one carries on.
    [[nodiscard]] static SlurmReading read(SlurmClient& client);
    bool apply(SlurmReading reading, Time now);
    // The credentials of the reading's jobs that the cluster's names do not know yet (a user's
    // first job since outriggerd started): the policy learns them before the reading is applied.
    [[nodiscard]] std::vector<CredName> unknown_credentials(const SlurmReading& reading) const;
    [[nodiscard]] const std::string& error() const { return error_; }
    // What the service should log: refused starts, layouts Slurm chose differently, vanished jobs.
    [[nodiscard]] std::vector<std::string> take_notes() { return std::exchange(notes_, {}); }
    // Where the access lists of reservations come from (the policy's reservation book).
    void set_access_lookup(std::function<MirrorAccess(std::string_view reservation)> lookup) {
        access_ = std::move(lookup);
    }
    // The Slurm reservation a mirrored instance is called by.
    [[nodiscard]] static std::string mirror_name(std::string_view instance);
    [[nodiscard]] std::optional<JobId> job_of(std::string_view slurm_id) const;
    // The jobs that ran when outriggerd last looked (last_runs.hpp), before the first reading: one
    // that Slurm no longer knows at all is charged from its start to runs.seen_at, and said.
    void recall(LastRuns runs) { recalled_ = std::move(runs); }
    // The jobs running at the last reading, and whether that set changed at it.
    [[nodiscard]] const std::vector<SlurmJob>& running_records() const { return running_; }
    [[nodiscard]] bool running_changed() const { return running_changed_; }
    // Whether the last reading brought any news (a job found, started, ended or gone, a node's
    // state).
    [[nodiscard]] bool news() const { return news_; }
    // Jobs released to Slurm whose start it has not confirmed yet.
    [[nodiscard]] std::size_t starts_in_flight() const { return in_flight_.size(); }

  private:
    [[nodiscard]] Job job_from(const SlurmJob& s) const;
    // Slurm's allocation in Outrigger's terms: its nodes, the job's tasks laid out as Slurm's
    // default block distribution does (each node filled before the next).
    [[nodiscard]] Allocation allocation_from(const SlurmJob& s, const Job& job) const;
    // Books a running job on what Slurm gave it, whatever the plan said (Forced spans).
    void book(JobId id, Time start, const Allocation& actual);
    bool release_to_slurm(JobId job, const Allocation& allocation, Time now, std::string& why);
    // A start Slurm refused less than its backoff ago is not tried again yet, and the engine is not
    // told: it would decide again at once, and again. When the wait is over, the reading after it
    // says so (a StartFailed without a new reason), so that the engine decides again then.
    [[nodiscard]] bool deferred(JobId job, Time now);
    void refused(JobId job, const std::string& why, Time now);
    // Something that may end a refusal changed: every refused start may be tried at once.
    void retry_refused_now(Time now);
    void found_new(const SlurmJob& s, Time now);
    void follow(JobId id, const SlurmJob& s, Time now);
    void confirm(JobId id, const SlurmJob& s, Time now);
    void ended(JobId id, const SlurmJob& s, Time now);
    void refresh_nodes(const std::vector<SlurmNode>& nodes, Time now);
    void charge_recalled(const std::unordered_set<std::string>& seen, Time now);
    void sync_reservations(Time now);
    void event(RmEvent::Kind kind, Time at, JobId job, std::string message = {}, bool stopped = false);

    Snapshot snapshot_;
    SlurmClient* client_;
    SlurmRmOptions options_;
    std::vector<RmEvent> outbox_;
    std::unordered_map<std::string, JobId> by_slurm_id_;
    std::map<JobId, Time> in_flight_;  // released, not yet seen running
    std::function<MirrorAccess(std::string_view)> access_;
    std::map<std::string, ReservationRequest, std::less<>> mirrored_;  // by Slurm name
    bool reservations_read_ = false;
    bool first_read_done_ = false;
    bool reservations_dirty_ = false;
    std::vector<std::string> notes_;
    std::string error_;
    LastRuns recalled_;
    std::vector<SlurmJob> running_;
    bool running_changed_ = false;
    bool news_ = false;
    struct Refusal {
        std::string why;  // Slurm's words, logged once per job and reason
        Time next_try;
        Duration wait;
        bool deferred = false;  // a start was put off since the last try
    };
    std::map<JobId, Refusal> refusals_;
};

}  // namespace outrigger::slurm
