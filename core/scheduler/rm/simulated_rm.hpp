#pragma once

// The simulated resource manager: a machine that exists only in memory. Jobs run for their
// recorded run time, or are stopped at their walltime limit if they would pass it. Starts are
// carried out at once and confirmed on the next poll; a start fails (StartFailed) when a node of its
// allocation is not Up or the allocation no longer fits. The simulator (sim/) drives it; tests and
// demos use it as the embedded default resource manager.

#include <optional>
#include <queue>
#include <vector>

#include "rm/resource_manager.hpp"

namespace outrigger {

class SimulatedResourceManager final : public ResourceManager {
  public:
    explicit SimulatedResourceManager(const Cluster& cluster);

    [[nodiscard]] Snapshot& snapshot() override { return snapshot_; }
    [[nodiscard]] const Snapshot& snapshot() const override { return snapshot_; }

    // A job arrives (its submit time has come): it joins the idle queue.
    void enqueue(JobId job, Time now) override;
    SubmitResult submit(Job job, Time now) override;

    bool start(JobId job, const Allocation& allocation, Time now) override;
    // The spans become the running job's instead of being written a second time; on refusal
    // (false) or a failed start they are removed again.
    bool start_placed(JobId job, const Allocation& allocation, Time now,
                      std::span<const SpanId> spans) override;
    bool cancel(JobId job, Time now) override;
    bool requeue(JobId job, Time now) override;
    bool set_hold(JobId job, Hold hold, bool on, Time now) override;
    void set_node_state(NodeId node, NodeState state, Time now) override;
    void poll(Time now, std::vector<RmEvent>& events) override;
    [[nodiscard]] std::optional<Time> next_event() const override { return next_end(); }

    // When the job started now will end: start + min(run time, walltime limit); a job without a
    // recorded run time runs to its limit.
    [[nodiscard]] static Time end_of(const Job& job, Time start);
    // The earliest pending end of a running job, if any.
    [[nodiscard]] std::optional<Time> next_end() const;

  private:
    // Whether some node of `allocation` is not Up; if so, the start fails there (an event says so).
    bool refused_on_a_node_not_up(JobId job, const Allocation& allocation, Time now);
    struct Pending {
        Time at;
        JobId job;
        bool operator>(const Pending& o) const { return at != o.at ? at > o.at : job > o.job; }
    };
    Snapshot snapshot_;
    std::vector<RmEvent> outbox_;
    std::priority_queue<Pending, std::vector<Pending>, std::greater<>> ends_;
};

}  // namespace outrigger
