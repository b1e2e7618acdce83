// A second resource manager, written here without touching the engine: a machine driven by a
// script. Starts are confirmed on the next poll (or refused), jobs end only when the script says,
// and jobs appear, leave and nodes fail outside the scheduler. The engine schedules it as it
// schedules the simulated one.

#include <gtest/gtest.h>

#include <set>

#include "../schedule/builders.hpp"
#include "engine/engine.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

class ScriptedResourceManager final : public ResourceManager {
  public:
    explicit ScriptedResourceManager(const Cluster& cluster) : snapshot_(cluster) {}

    Snapshot& snapshot() override { return snapshot_; }
    const Snapshot& snapshot() const override { return snapshot_; }

    void enqueue(JobId job, Time /*now*/) override { snapshot_.enqueue(job); }
    SubmitResult submit(Job job, Time now) override {
        job.submit = now;
        const JobId id = snapshot_.add_job(std::move(job));
        snapshot_.enqueue(id);
        outbox_.push_back({RmEvent::Kind::Submitted, now, id, NodeId::invalid(), false, {}});
        return {id, {}};
    }
    bool start(JobId job, const Allocation& allocation, Time now) override {
        requests.push_back(snapshot_.job(job).name);
        if (refuse_.erase(snapshot_.job(job).name) > 0) {
            outbox_.push_back(
                {RmEvent::Kind::StartFailed, now, job, NodeId::invalid(), false, "refused by the script"});
            return true;
        }
        pending_.push_back({job, allocation, now});
        return true;
    }
    bool cancel(JobId job, Time now) override {
        if (snapshot_.state(job) == JobState::Idle) {
            snapshot_.cancel_idle(job);
            outbox_.push_back({RmEvent::Kind::Withdrawn, now, job, NodeId::invalid(), false, {}});
            return true;
        }
        if (snapshot_.state(job) != JobState::Running) return false;
        snapshot_.finish(job, now, JobState::Cancelled);
        outbox_.push_back({RmEvent::Kind::Ended, now, job, NodeId::invalid(), false, {}});
        return true;
    }
    bool requeue(JobId job, Time /*now*/) override {
        if (snapshot_.state(job) != JobState::Running) return false;
        snapshot_.requeue(job);
        return true;
    }
    bool set_hold(JobId job, Hold hold, bool on, Time now) override {
        if (snapshot_.state(job) != JobState::Idle) return false;
        snapshot_.set_hold(job, on ? hold : Hold::None);
        outbox_.push_back({RmEvent::Kind::HoldChanged, now, job, NodeId::invalid(), false, {}});
        return true;
    }
    void set_node_state(NodeId node, NodeState state, Time now) override {
        snapshot_.set_node_state(node, state);
        outbox_.push_back({RmEvent::Kind::NodeChanged, now, JobId::invalid(), node, false, {}});
    }
    void poll(Time /*now*/, std::vector<RmEvent>& events) override {
        // Starts are carried out when the machine is next asked, not when requested.
        for (const Pending& p : pending_) {
            if (snapshot_.start(p.job, p.at, p.allocation))
                events.push_back({RmEvent::Kind::Started, p.at, p.job, NodeId::invalid(), false, {}});
            else
                events.push_back({RmEvent::Kind::StartFailed, p.at, p.job, NodeId::invalid(), false, "busy"});
        }
        pending_.clear();
        for (auto& e : outbox_) events.push_back(std::move(e));
        outbox_.clear();
    }

    // ---- the script
    JobId appear(Job job, Time at) { return *submit(std::move(job), at).job; }
    void finish(JobId job, Time at) {
        snapshot_.finish(job, at, JobState::Completed);
        outbox_.push_back({RmEvent::Kind::Ended, at, job, NodeId::invalid(), false, {}});
    }
    void refuse_next_start_of(const std::string& name) { refuse_.insert(name); }

    std::vector<std::string> requests;  // start requests, by job name

  private:
    struct Pending {
        JobId job;
        Allocation allocation;
        Time at;
    };
    Snapshot snapshot_;
    std::vector<Pending> pending_;
    std::vector<RmEvent> outbox_;
    std::set<std::string> refuse_;
};

Time at(std::int64_t s) {
    return Time::from_seconds(s);
}

struct ScriptedMachine {
    explicit ScriptedMachine(int nodes, std::int64_t procs)
        : policy(ComposedPolicy::compose(PolicySetup{
              Config{}, testing::uniform_cluster(nodes, procs), LocalCalendar::utc(), {}, false})),
          rm(policy.cluster()),
          engine(rm, std::move(policy), EngineOptions{std::nullopt, 16}) {}
    ComposedPolicy policy;
    ScriptedResourceManager rm;
    Engine engine;
};

TEST(ScriptedResourceManager, TheEngineStartsJobsItDiscoversAndBackfillsAroundTheHead) {
    ScriptedMachine m(2, 4);
    const JobId a = m.rm.appear(JobBuilder("a").procs(4).wall(100), at(0));
    const JobId b = m.rm.appear(JobBuilder("b").procs(8).wall(100), at(0));
    const JobId c = m.rm.appear(JobBuilder("c").procs(4).wall(200), at(0));
    m.engine.advance(at(0), {});
    // a runs; b (the whole machine) waits for a; c would delay b, so it waits too.
    EXPECT_EQ(m.rm.requests, (std::vector<std::string>{"a"}));
    EXPECT_EQ(m.engine.snapshot().state(a), JobState::Running);
    EXPECT_EQ(m.engine.outcomes()[a.value()].start, at(0));
    EXPECT_EQ(m.engine.snapshot().state(b), JobState::Idle);
    ASSERT_NE(m.engine.state().reservation_of(b), nullptr);
    EXPECT_EQ(m.engine.state().reservation_of(b)->when.start, at(100));

    m.rm.finish(a, at(40));  // earlier than its limit: b may start now
    m.engine.advance(at(40), {});
    EXPECT_EQ(m.engine.snapshot().state(b), JobState::Running);
    EXPECT_EQ(m.engine.outcomes()[b.value()].start, at(40));
    EXPECT_EQ(m.engine.snapshot().state(c), JobState::Idle);
    EXPECT_EQ(m.engine.finished_totals().jobs, 1);
    ASSERT_EQ(m.engine.recent_finished().size(), 1u);
    EXPECT_EQ(m.engine.recent_finished().front().allocation.size(), 1u);  // a's node, kept for views
}

TEST(ScriptedResourceManager, AStartTheMachineRefusesIsTriedAgainAtTheNextInstant) {
    ScriptedMachine m(1, 4);
    m.rm.refuse_next_start_of("a");
    const JobId a = m.rm.appear(JobBuilder("a").procs(2).wall(100), at(0));
    m.engine.advance(at(0), {});
    EXPECT_EQ(m.engine.snapshot().state(a), JobState::Idle);
    EXPECT_TRUE(m.engine.outcomes()[a.value()].start.is_never());
    m.engine.advance(at(5), {});
    EXPECT_EQ(m.rm.requests, (std::vector<std::string>{"a", "a"}));
    EXPECT_EQ(m.engine.snapshot().state(a), JobState::Running);
    EXPECT_EQ(m.engine.outcomes()[a.value()].start, at(5));
}

TEST(ScriptedResourceManager, NewsFromOutsideTheSchedulerIsScheduledAtTheNextInstant) {
    ScriptedMachine m(2, 2);
    const JobId big = m.rm.appear(JobBuilder("big").procs(4).wall(100), at(0));
    m.engine.advance(at(0), {});
    ASSERT_EQ(m.engine.snapshot().state(big), JobState::Running);
    // While it runs, a job appears and another is withdrawn by its owner before it could run.
    const JobId late = m.rm.appear(JobBuilder("late").procs(2).wall(50), at(10));
    const JobId gone = m.rm.appear(JobBuilder("gone").procs(2).wall(50), at(10));
    m.engine.advance(at(10), {});
    ASSERT_TRUE(m.engine.rm().cancel(gone, at(20)));
    m.engine.advance(at(20), {});
    EXPECT_EQ(m.engine.snapshot().state(gone), JobState::Cancelled);
    EXPECT_EQ(m.engine.finished_totals().cancelled, 1);
    // A node fails: when big ends, late gets the node that is still up.
    m.rm.set_node_state(NodeId(0), NodeState::Down, at(30));
    m.rm.finish(big, at(60));
    m.engine.advance(at(60), {});
    ASSERT_EQ(m.engine.snapshot().state(late), JobState::Running);
    const RunningJob* r = m.engine.snapshot().running(late);
    ASSERT_NE(r, nullptr);
    ASSERT_EQ(r->allocation.size(), 1u);
    EXPECT_EQ(r->allocation.front().node, NodeId(1));
}

}  // namespace
}  // namespace outrigger
