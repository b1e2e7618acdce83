// The Slurm adapter against a scripted Slurm (fake_slurm.hpp): what Outrigger reads from Slurm's
// tools and what it asks of them, without a cluster. The real thing is slurm_scenario_test.cpp.

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>

#include "config/document.hpp"
#include "engine/query.hpp"
#include "fake_slurm.hpp"
#include "service/slurm/cluster_text.hpp"
#include "service/slurm/last_runs.hpp"
#include "service/slurm/slurm_inputs.hpp"
#include "service/slurm/slurm_rm.hpp"
#include "service/slurm/slurm_site.hpp"
#include "service/state_store.hpp"
#include "workload/cluster_builder.hpp"

namespace outrigger::testing {
namespace {

using slurm::SlurmJob;
using slurm::SlurmNode;

std::string data(const std::string& name) {
    std::ifstream in(std::string(SLURM_TEST_DATA) + "/" + name);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(SlurmRecords, ReadsSqueueJsonAsSlurm2205PrintsIt) {
    const auto parsed = slurm::parse_squeue_json(data("squeue.json"));
    ASSERT_TRUE(parsed.error.empty()) << parsed.error;
    ASSERT_EQ(parsed.items.size(), 2u);
    const SlurmJob& running = parsed.items[0].id == "13" ? parsed.items[0] : parsed.items[1];
    const SlurmJob& pending = parsed.items[0].id == "14" ? parsed.items[0] : parsed.items[1];
    EXPECT_TRUE(running.running());
    EXPECT_EQ(running.user, "root");
    EXPECT_EQ(running.partition, "batch");
    EXPECT_EQ(running.node_count, 2);
    EXPECT_EQ(running.time_limit_minutes, 5);
    ASSERT_EQ(running.allocated.size(), 2u);
    EXPECT_EQ(running.allocated[0], (slurm::NodeCpus{"n1", 4}));
    EXPECT_TRUE(pending.pending());
    EXPECT_EQ(pending.priority, 0);
    EXPECT_EQ(pending.reason, "JobHeldUser");
    EXPECT_EQ(pending.tasks, 3);
    EXPECT_EQ(pending.cpus_per_task, 2);  // printed null; read from the request
    EXPECT_EQ(pending.memory_per_cpu_mb, 100);
    EXPECT_EQ(pending.features, "fast");
}

TEST(SlurmRecords, ReadsSinfoJsonWithStates) {
    const auto parsed = slurm::parse_sinfo_json(data("sinfo.json"));
    ASSERT_TRUE(parsed.error.empty()) << parsed.error;
    ASSERT_EQ(parsed.items.size(), 8u);
    EXPECT_EQ(parsed.items[0].cpus, 4);
    EXPECT_EQ(parsed.items[0].memory_mb, 1000);
    EXPECT_EQ(parsed.items[0].partitions, std::vector<std::string>{"batch"});
    EXPECT_EQ(parsed.items[4].usable(), SlurmNode::Usable::Drained);
    EXPECT_EQ(parsed.items[0].usable(), SlurmNode::Usable::Up);
}

TEST(SlurmRecords, SaysWhatIsWrongWithADocument) {
    EXPECT_NE(slurm::parse_squeue_json("{").error.find("squeue --json: not a JSON document"),
              std::string::npos);
    EXPECT_NE(slurm::parse_sinfo_json(R"({"nodes": 3})").error.find("\"nodes\": expected a list"),
              std::string::npos);
    EXPECT_NE(slurm::parse_squeue_json(R"({"errors": [{"error": "Unable to contact"}], "jobs": []})")
                  .error.find("Unable to contact"),
              std::string::npos);
}

TEST(SlurmClusterText, WritesNodecfgLinesOutriggerReadsBack) {
    const auto nodes = slurm::parse_sinfo_json(data("sinfo.json")).items;
    const auto text = slurm::cluster_text(nodes, "sinfo.json");
    EXPECT_NE(text.text.find("NODECFG[n[1-8]] PARTITION=batch PROCS=4 MEMORY=1000 FEATURES=fast\n"),
              std::string::npos)
        << text.text;
    const ClusterBuild built = build_cluster(ConfigDocument::parse(text.text, "cluster.cfg"));
    EXPECT_FALSE(built.has_errors());
    EXPECT_EQ(built.cluster.node_count(), 8u);
    EXPECT_EQ(built.cluster.total_procs(), 32);
    EXPECT_EQ(slurm::gres_text("gpu:tesla:4(S:0-1),mps:100"), "gpu:4,mps:100");
    EXPECT_EQ(slurm::gres_text(""), "");
}

// ---- the resource manager over the scripted Slurm

nlohmann::json node_json(const std::string& name, const std::string& state = "idle",
                         std::vector<std::string> flags = {}) {
    return {{"name", name},
            {"cpus", 4},
            {"real_memory", 1000},
            {"features", ""},
            {"partitions", {"batch"}},
            {"state", state},
            {"state_flags", flags},
            {"reason", ""}};
}

struct JobSpec {
    // Not an aggregate: each test names the leading fields it needs.
    JobSpec(std::string id_, std::string state_ = "PENDING", std::int64_t priority_ = 0,
            std::int64_t tasks_ = 1, std::int64_t nodes_ = 1, std::int64_t max_nodes_ = 0,
            std::int64_t limit_ = 10, std::vector<std::pair<std::string, int>> allocated_ = {},
            std::string reason_ = "JobHeldUser", std::int64_t start_ = 0, std::int64_t end_ = 0)
        : id(std::move(id_)),
          state(std::move(state_)),
          priority(priority_),
          tasks(tasks_),
          nodes(nodes_),
          max_nodes(max_nodes_),
          limit(limit_),
          allocated(std::move(allocated_)),
          reason(std::move(reason_)),
          start(start_),
          end(end_) {}
    std::string id;
    std::string state;
    std::int64_t priority;
    std::int64_t tasks;
    std::int64_t nodes;
    std::int64_t max_nodes;
    std::int64_t limit;
    std::vector<std::pair<std::string, int>> allocated;
    std::string reason;
    std::int64_t start;
    std::int64_t end;
};

nlohmann::json job_json(const JobSpec& s) {
    nlohmann::json alloc = nlohmann::json::array();
    for (const auto& [node, cpus] : s.allocated) {
        nlohmann::json sockets = nlohmann::json::object();
        for (int c = 0; c < cpus; ++c) sockets[std::to_string(c)] = {{"cores", {{"0", "allocated"}}}};
        alloc.push_back({{"nodename", node}, {"sockets", sockets}});
    }
    nlohmann::json j = {{"job_id", std::stoi(s.id)},
                        {"name", "wrap"},
                        {"user_name", "alice"},
                        {"group_name", "users"},
                        {"account", ""},
                        {"partition", "batch"},
                        {"qos", ""},
                        {"job_state", s.state},
                        {"state_reason", s.reason},
                        {"priority", s.priority},
                        {"submit_time", 1000},
                        {"start_time", s.start},
                        {"end_time", s.end},
                        {"time_limit", s.limit},
                        {"tasks", s.tasks},
                        {"cpus_per_task", nullptr},
                        {"cpus", s.tasks},
                        {"node_count", s.nodes},
                        {"max_nodes", s.max_nodes},
                        {"tasks_per_node", 0},
                        {"features", ""},
                        {"required_nodes", ""},
                        {"resv_name", ""}};
    if (!alloc.empty()) j["job_resources"] = {{"allocated_nodes", alloc}};
    return j;
}

class SlurmAdapter : public ::testing::Test {
  protected:
    SlurmAdapter() {
        ClusterBuild b =
            build_cluster(ConfigDocument::parse("NODECFG[n[1-4]] PARTITION=batch PROCS=4\n", "c.cfg"));
        b.cluster.names().intern(CredKind::User, "alice");
        b.cluster.names().intern(CredKind::Class, "batch");
        cluster_ = std::move(b.cluster);
        rm_ = std::make_unique<slurm::SlurmResourceManager>(cluster_, client_);
        nodes({node_json("n1"), node_json("n2"), node_json("n3"), node_json("n4")});
    }
    void nodes(nlohmann::json list) { fake_.reply("sinfo --json", nlohmann::json{{"nodes", list}}.dump()); }
    void jobs(const std::vector<JobSpec>& specs) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& s : specs) list.push_back(job_json(s));
        fake_.reply("squeue", nlohmann::json{{"jobs", list}}.dump());
    }
    std::vector<RmEvent> refresh(std::int64_t t) {
        EXPECT_TRUE(rm_->refresh(Time::from_seconds(t))) << rm_->error();
        std::vector<RmEvent> events;
        rm_->poll(Time::from_seconds(t), events);
        return events;
    }
    JobId id(const std::string& slurm_id) { return *rm_->job_of(slurm_id); }
    NodeId node(const std::string& name) { return *cluster_.find_node(name); }

    FakeSlurm fake_;
    slurm::SlurmClient client_{fake_};
    Cluster cluster_;
    std::unique_ptr<slurm::SlurmResourceManager> rm_;
};

TEST_F(SlurmAdapter, AHeldJobJoinsTheQueueAndAnUnheldOneIsHeldFirst) {
    jobs({JobSpec{"7"}, JobSpec{"8", "PENDING", 4294901758, 1, 1, 0, 10, {}, "None"}});
    const auto events = refresh(2000);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].kind, RmEvent::Kind::Submitted);
    EXPECT_EQ(rm_->snapshot().idle().size(), 2u);
    EXPECT_EQ(fake_.called("scontrol hold"), std::vector<std::string>{"scontrol hold 8"});
    const Job& j = rm_->snapshot().job(id("7"));
    EXPECT_EQ(j.walltime, Duration::minutes(10));
    EXPECT_EQ(cluster_.names().name(CredKind::User, j.creds.user()), "alice");
    EXPECT_EQ(cluster_.names().name(CredKind::Class, j.creds.job_class()), "batch");
}

TEST_F(SlurmAdapter, AStartPinsAndReleasesAndIsConfirmedWhenSlurmRunsIt) {
    jobs({JobSpec{"7", "PENDING", 0, 2, 2, 2}});
    refresh(2000);
    const JobId j = id("7");
    EXPECT_EQ(rm_->snapshot().job(j).request.tasks, 2);  // -N2: two whole-node bundles
    EXPECT_EQ(rm_->snapshot().job(j).request.per_task.procs, 4);
    ASSERT_TRUE(rm_->start(j, Allocation{{node("n3"), 1}, {node("n4"), 1}}, Time::from_seconds(2001)));
    EXPECT_EQ(fake_.called("scontrol update JobId=7"),
              std::vector<std::string>{"scontrol update JobId=7 ReqNodeList=n[3-4] NumNodes=2"});
    EXPECT_EQ(fake_.called("scontrol release"), std::vector<std::string>{"scontrol release 7"});
    EXPECT_EQ(rm_->snapshot().state(j), JobState::Running);
    EXPECT_EQ(rm_->starts_in_flight(), 1u);
    jobs({JobSpec{"7", "RUNNING", 1, 2, 2, 2, 10, {{"n3", 4}, {"n4", 4}}, "None", 2001}});
    const auto events = refresh(2002);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, RmEvent::Kind::Started);
    EXPECT_EQ(rm_->starts_in_flight(), 0u);
    EXPECT_TRUE(rm_->take_notes().empty());
}

TEST_F(SlurmAdapter, WhatSlurmAllocatedIsBookedWhenItLaysTasksOutDifferently) {
    jobs({JobSpec{"9", "PENDING", 0, 6}});
    refresh(2000);
    const JobId j = id("9");
    ASSERT_TRUE(rm_->start(j, Allocation{{node("n1"), 2}, {node("n2"), 4}}, Time::from_seconds(2001)));
    // Slurm fills the first node before the next (block distribution).
    jobs({JobSpec{"9", "RUNNING", 1, 6, 2, 0, 10, {{"n1", 4}, {"n2", 2}}, "None", 2001}});
    refresh(2002);
    const RunningJob* r = rm_->snapshot().running(j);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->allocation, (Allocation{{node("n1"), 4}, {node("n2"), 2}}));
    EXPECT_EQ(r->start, Time::from_seconds(2001));
    const auto notes = rm_->take_notes();
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_NE(notes[0].find("Slurm placed it as n1:4,n2:2 where Outrigger chose n1:2,n2:4"),
              std::string::npos);
}

TEST_F(SlurmAdapter, ARunIsBookedFromTheStartSlurmReportsNotFromTheRelease) {
    jobs({JobSpec{"7"}});
    refresh(2000);
    ASSERT_TRUE(rm_->start(id("7"), Allocation{{node("n1"), 1}}, Time::from_seconds(2001)));
    jobs({JobSpec{"7", "RUNNING", 1, 1, 1, 0, 10, {{"n1", 1}}, "None", 2003}});
    const auto events = refresh(2004);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, RmEvent::Kind::Started);
    EXPECT_EQ(events[0].at, Time::from_seconds(2003));  // fairshare charges from here
    ASSERT_NE(rm_->snapshot().running(id("7")), nullptr);
    EXPECT_EQ(rm_->snapshot().running(id("7"))->start, Time::from_seconds(2003));
}

TEST_F(SlurmAdapter, CredentialsSlurmNamesForTheFirstTimeAreListedForThePolicyToLearn) {
    jobs({JobSpec{"7"}});
    const slurm::SlurmReading reading = slurm::SlurmResourceManager::read(client_);
    ASSERT_TRUE(reading.ok()) << reading.error;
    const auto fresh = rm_->unknown_credentials(reading);
    // alice is known; her group is not.
    ASSERT_EQ(fresh.size(), 1u);
    EXPECT_EQ(fresh[0].kind, CredKind::Group);
    EXPECT_EQ(fresh[0].name, "users");
    ASSERT_TRUE(rm_->apply(reading, Time::from_seconds(2000)));
    EXPECT_TRUE(rm_->unknown_credentials(reading).empty());  // a known job is not looked at again
}

// outriggerd stopped while jobs 5 and 6 ran; 5 ended and Slurm forgot it before outriggerd came
// back, 6 still runs. 5 is charged from its start to when it was last seen running; 6 is read as
// Slurm has it.
TEST_F(SlurmAdapter, AJobThatRanWhileOutriggerdWasDownAndLeftSlurmIsChargedUntilLastSeen) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("outrigger-runs-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    slurm::SlurmJob five;
    five.id = "5";
    five.user = "alice";
    five.partition = "batch";
    five.state = "RUNNING";
    five.start = 1500;
    five.time_limit_minutes = 60;
    five.allocated = {{"n2", 1}};
    slurm::SlurmJob six = five;
    six.id = "6";
    six.allocated = {{"n3", 1}};
    std::string error;
    ASSERT_TRUE(slurm::save_last_runs(dir / "runs.json", slurm::LastRuns{{five, six}, 1900}, error)) << error;
    auto runs = slurm::load_last_runs(dir / "runs.json", error);
    std::filesystem::remove_all(dir);
    ASSERT_TRUE(runs) << error;
    ASSERT_EQ(runs->jobs.size(), 2u);
    EXPECT_EQ(runs->jobs[0].allocated, five.allocated);
    rm_->recall(std::move(*runs));

    jobs({JobSpec{"6", "RUNNING", 1, 1, 1, 0, 60, {{"n3", 1}}, "None", 1500}});
    const auto events = refresh(2000);
    std::vector<RmEvent::Kind> kinds;
    for (const auto& e : events) kinds.push_back(e.kind);
    ASSERT_EQ(kinds, (std::vector<RmEvent::Kind>{RmEvent::Kind::Submitted, RmEvent::Kind::Started,
                                                 RmEvent::Kind::Submitted, RmEvent::Kind::Started,
                                                 RmEvent::Kind::Ended}));
    EXPECT_EQ(events[3].at, Time::from_seconds(1500));
    EXPECT_EQ(events[4].at, Time::from_seconds(1900));
    EXPECT_EQ(rm_->snapshot().state(id("5")), JobState::Completed);
    EXPECT_EQ(rm_->snapshot().state(id("6")), JobState::Running);
    const auto notes = rm_->take_notes();
    ASSERT_FALSE(notes.empty());
    EXPECT_NE(notes.back().find("job 5 ran while outriggerd was stopped"), std::string::npos) << notes.back();
    EXPECT_EQ(rm_->running_records().size(), 1u);
    EXPECT_TRUE(rm_->running_changed());
}

TEST_F(SlurmAdapter, ARefusedStartPutsTheJobBackWithSlurmsReason) {
    jobs({JobSpec{"7"}});
    refresh(2000);
    fake_.reply("scontrol update JobId=7", "", 1,
                "scontrol: error: Requested node configuration is not available\n");
    ASSERT_TRUE(rm_->start(id("7"), Allocation{{node("n1"), 1}}, Time::from_seconds(2001)));
    std::vector<RmEvent> events;
    rm_->poll(Time::from_seconds(2001), events);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, RmEvent::Kind::StartFailed);
    EXPECT_NE(events[0].message.find("Requested node configuration is not available"), std::string::npos);
    EXPECT_EQ(rm_->snapshot().state(id("7")), JobState::Idle);
    EXPECT_TRUE(fake_.called("scontrol release").empty());
}

// A start Slurm refuses is said once per job and reason and tried again less and less often (15,
// 30, 60 s ...), at once when something that may end the refusal changes (a node's state, a
// mirrored reservation). A start put off is not news for the engine (it would decide again at
// once); the reading after the wait is over is.
TEST_F(SlurmAdapter, ARefusedStartIsSaidOnceAndTriedAgainLessAndLessOften) {
    jobs({JobSpec{"7"}});
    refresh(2000);
    (void)rm_->take_notes();
    fake_.reply("scontrol update JobId=7", "", 1,
                "scontrol: error: Access denied to requested reservation\n");
    const auto tries = [&] { return fake_.called("scontrol update JobId=7").size(); };
    std::vector<std::string> said;
    std::vector<std::int64_t> tried_at;
    for (std::int64_t t = 2001; t <= 2120; ++t) {
        const std::size_t before = tries();
        const bool started = rm_->start(id("7"), Allocation{{node("n1"), 1}}, Time::from_seconds(t));
        if (tries() != before) tried_at.push_back(t);
        EXPECT_EQ(started, tries() != before) << "at " << t;
        std::vector<RmEvent> events;
        rm_->poll(Time::from_seconds(t), events);
        ASSERT_EQ(events.size(), tries() != before ? 1u : 0u) << "at " << t;
        for (const RmEvent& e : events) EXPECT_EQ(e.kind, RmEvent::Kind::StartFailed);
        for (auto& n : rm_->take_notes()) said.push_back(std::move(n));
    }
    EXPECT_EQ(tried_at, (std::vector<std::int64_t>{2001, 2016, 2046, 2106}));
    EXPECT_TRUE(refresh(2225).empty());
    const auto due = refresh(2226);  // 2106 + 120 s
    ASSERT_EQ(due.size(), 1u);
    EXPECT_EQ(due[0].kind, RmEvent::Kind::StartFailed);
    EXPECT_TRUE(due[0].message.empty());
    ASSERT_EQ(said.size(), 1u);
    EXPECT_NE(said[0].find("Access denied to requested reservation"), std::string::npos) << said[0];
    EXPECT_EQ(rm_->snapshot().state(id("7")), JobState::Idle);

    // Another reason is said again; a node coming back ends the wait.
    fake_.reply("scontrol update JobId=7", "", 1,
                "scontrol: error: Requested node configuration is not available\n");
    nodes({node_json("n1"), node_json("n2"), node_json("n3"), node_json("n4", "DOWN")});
    refresh(2300);
    ASSERT_TRUE(rm_->start(id("7"), Allocation{{node("n1"), 1}}, Time::from_seconds(2301)));
    EXPECT_EQ(rm_->take_notes().size(), 1u);
    EXPECT_FALSE(rm_->start(id("7"), Allocation{{node("n1"), 1}}, Time::from_seconds(2302)));
    nodes({node_json("n1"), node_json("n2"), node_json("n3"), node_json("n4")});
    refresh(2303);
    fake_.reply("scontrol update JobId=7", "");
    ASSERT_TRUE(rm_->start(id("7"), Allocation{{node("n1"), 1}}, Time::from_seconds(2304)));
    EXPECT_EQ(rm_->snapshot().state(id("7")), JobState::Running);
}

TEST_F(SlurmAdapter, AReleasedJobSlurmDoesNotStartGoesBackHeld) {
    jobs({JobSpec{"7"}});
    refresh(2000);
    ASSERT_TRUE(rm_->start(id("7"), Allocation{{node("n1"), 1}}, Time::from_seconds(2001)));
    jobs({JobSpec{"7", "PENDING", 1, 1, 1, 0, 10, {}, "ReqNodeNotAvail"}});
    EXPECT_TRUE(refresh(2005).empty());
    const auto events = refresh(2030);
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].kind, RmEvent::Kind::StartFailed);
    EXPECT_NE(events[0].message.find("ReqNodeNotAvail"), std::string::npos);
    EXPECT_EQ(rm_->snapshot().state(id("7")), JobState::Idle);
    EXPECT_EQ(fake_.called("scontrol hold"), std::vector<std::string>{"scontrol hold 7"});
}

TEST_F(SlurmAdapter, CompletionsTimeoutsCancellationsAndVanishedJobsEnd) {
    jobs({JobSpec{"1", "RUNNING", 1, 1, 1, 0, 10, {{"n1", 4}}, "None", 1500},
          JobSpec{"2", "RUNNING", 1, 1, 1, 0, 10, {{"n2", 4}}, "None", 1500},
          JobSpec{"3", "RUNNING", 1, 1, 1, 0, 10, {{"n3", 4}}, "None", 1500}, JobSpec{"4"}});
    auto events = refresh(2000);
    EXPECT_EQ(rm_->snapshot().running_jobs().size(), 3u);  // started before Outrigger: booked as they run
    jobs({JobSpec{"1", "COMPLETED", 1, 1, 1, 0, 10, {{"n1", 4}}, "None", 1500, 2010},
          JobSpec{"2", "TIMEOUT", 1, 1, 1, 0, 10, {{"n2", 4}}, "None", 1500, 2100},
          JobSpec{"4", "CANCELLED", 0, 1, 1, 0, 10, {}, "None", 0, 2050}});
    events = refresh(2200);
    ASSERT_EQ(events.size(), 4u);
    EXPECT_EQ(events[0].kind, RmEvent::Kind::Ended);
    EXPECT_FALSE(events[0].stopped_at_limit);
    EXPECT_EQ(events[0].at, Time::from_seconds(2010));
    EXPECT_TRUE(events[1].stopped_at_limit);
    EXPECT_EQ(events[2].kind, RmEvent::Kind::Withdrawn);
    EXPECT_EQ(events[3].kind, RmEvent::Kind::Ended);  // job 3: gone from Slurm's records
    EXPECT_EQ(events[3].message, "no longer known to Slurm");
    EXPECT_TRUE(rm_->snapshot().running_jobs().empty());
}

// A job that ran and ended while nothing watched still used the machine: charged from Slurm's
// record, at the first read as at any later one (started by hand between two reads).
TEST_F(SlurmAdapter, JobsThatRanAndEndedUnseenAreChargedFromSlurmsRecord) {
    jobs({JobSpec{"1", "COMPLETED", 1, 1, 1, 0, 10, {{"n1", 4}}, "None", 1500, 1800}});
    auto events = refresh(2000);
    ASSERT_EQ(events.size(), 3u);
    EXPECT_EQ(events[1].kind, RmEvent::Kind::Started);
    EXPECT_EQ(events[1].at, Time::from_seconds(1500));
    EXPECT_EQ(events[2].kind, RmEvent::Kind::Ended);
    EXPECT_EQ(events[2].at, Time::from_seconds(1800));
    EXPECT_TRUE(rm_->snapshot().running_jobs().empty());
    jobs({JobSpec{"1", "COMPLETED", 1, 1, 1, 0, 10, {{"n1", 4}}, "None", 1500, 1800},
          JobSpec{"2", "COMPLETED", 1, 1, 1, 0, 10, {{"n1", 4}}, "None", 2000, 2004}});
    events = refresh(2010);
    ASSERT_EQ(events.size(), 3u);
    EXPECT_EQ(events[1].kind, RmEvent::Kind::Started);
    EXPECT_EQ(events[1].at, Time::from_seconds(2000));
    EXPECT_EQ(events[2].kind, RmEvent::Kind::Ended);
    EXPECT_EQ(events[2].at, Time::from_seconds(2004));
    const auto notes = rm_->take_notes();
    ASSERT_FALSE(notes.empty());
    EXPECT_NE(notes.back().find("job 2 ran and ended between two readings"), std::string::npos)
        << notes.back();
    // Known from then on: not charged again.
    EXPECT_TRUE(refresh(2020).empty());
}

TEST_F(SlurmAdapter, NodeStatesFollowSlurm) {
    jobs({});
    refresh(2000);
    nodes({node_json("n1", "down"), node_json("n2", "idle", {"DRAIN"}), node_json("n3"), node_json("n4")});
    const auto events = refresh(2001);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(rm_->snapshot().calendar().node_state(node("n1")), NodeState::Down);
    EXPECT_EQ(rm_->snapshot().calendar().node_state(node("n2")), NodeState::Drained);
    nodes({node_json("n1"), node_json("n2"), node_json("n3"), node_json("n4")});
    EXPECT_EQ(refresh(2002).size(), 2u);
    EXPECT_EQ(rm_->snapshot().calendar().node_state(node("n1")), NodeState::Up);
}

TEST_F(SlurmAdapter, AnUnreachableControllerChangesNothingAndSaysWhy) {
    jobs({JobSpec{"7"}});
    refresh(2000);
    fake_.down = true;
    EXPECT_FALSE(rm_->refresh(Time::from_seconds(2001)));
    EXPECT_NE(rm_->error().find("Unable to contact slurm controller"), std::string::npos);
    EXPECT_EQ(rm_->snapshot().state(id("7")), JobState::Idle);
    fake_.down = false;
    EXPECT_TRUE(rm_->refresh(Time::from_seconds(2002)));
    EXPECT_TRUE(rm_->error().empty());
}

TEST_F(SlurmAdapter, SubmissionsGoThroughSbatch) {
    const SubmitResult r = rm_->submit(Job{}, Time::from_seconds(1));
    EXPECT_FALSE(r.job);
    EXPECT_NE(r.error.find("submit with sbatch"), std::string::npos);
}

TEST_F(SlurmAdapter, ReservationInstancesAreMirroredAndRemoved) {
    jobs({});
    fake_.reply("scontrol show reservation", "No reservations in the system\n");
    refresh(2000);
    rm_->set_access_lookup([](std::string_view) { return slurm::MirrorAccess{{"bob"}, {}}; });
    rm_->snapshot().add_reservation(ReservationId(0), "keep.0",
                                    Interval{Time::from_seconds(1000), Time::from_seconds(90000)},
                                    {ReservedBlock{node("n1"), Resources::of_procs(4)},
                                     ReservedBlock{node("n2"), Resources::of_procs(4)}});
    rm_->mirror_reservations(Time::from_seconds(2001));
    const auto created = fake_.called("scontrol create reservation");
    ASSERT_EQ(created.size(), 1u);
    EXPECT_NE(created[0].find("ReservationName=outrigger.keep.0"), std::string::npos);
    EXPECT_NE(created[0].find("Nodes=n[1-2]"), std::string::npos);
    EXPECT_NE(created[0].find("Users=bob"), std::string::npos);
    rm_->mirror_reservations(Time::from_seconds(2002));
    EXPECT_EQ(fake_.called("scontrol create reservation").size(), 1u);  // unchanged: left alone
    rm_->snapshot().remove_reservation(ReservationId(0));
    rm_->mirror_reservations(Time::from_seconds(2003));
    EXPECT_EQ(fake_.called("scontrol delete"),
              std::vector<std::string>{"scontrol delete ReservationName=outrigger.keep.0"});
}

// Fairshare usage on Slurm lives in the service's state store (LiveState): after a restart it is
// the same whether Slurm still remembers the jobs that made it or has forgotten them, a remembered
// job is not charged twice, and a job that ran while outriggerd was down is charged once.
class SlurmUsage : public ::testing::Test {
  protected:
    SlurmUsage() {
        fake_.reply("sinfo --json", nlohmann::json{{"nodes", {node_json("n1"), node_json("n2")}}}.dump());
        now_ = std::chrono::duration_cast<std::chrono::seconds>(
                   std::chrono::system_clock::now().time_since_epoch())
                   .count();
        // The whole story (the last 900 s) in one fairshare window, so that each figure is one
        // column of diagnose -f: windows are aligned on multiples of FSINTERVAL.
        while (interval_hours_ > 1 && now_ % (interval_hours_ * 3600) < 1800) --interval_hours_;
        char pattern[] = "/tmp/outrigger-usage-XXXXXX";
        dir_ = ::mkdtemp(pattern);
    }
    ~SlurmUsage() override {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    // Ended ten minutes ago after five minutes on four processors (1200 processor-seconds).
    [[nodiscard]] JobSpec done(const std::string& id, std::int64_t start, std::int64_t end) const {
        return JobSpec{id, "COMPLETED", 1, 4, 1, 0, 10, {{"n1", 4}}, "None", now_ + start, now_ + end};
    }
    // One life of outriggerd on what Slurm remembers, with the state directory `state` (none: a
    // site that keeps nothing).
    std::unique_ptr<service::SlurmSite> site(const std::vector<JobSpec>& remembered,
                                             const std::string& state) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& j : remembered) list.push_back(job_json(j));
        // A waiting job keeps the fairshare figures current.
        list.push_back(job_json(JobSpec{"99", "PENDING", 0, 4, 1, 0, 10}));
        fake_.reply("squeue", nlohmann::json{{"jobs", list}}.dump());
        fake_.reply("scontrol update JobId=99", "", 1, "scontrol: error: not now\n");
        service::LoadedInputs in =
            service::load_slurm_inputs(client_,
                                       "FSPOLICY DEDICATEDPS\nFSINTERVAL " + std::to_string(interval_hours_) +
                                           ":00:00\nFSDEPTH 3\nFSWEIGHT 1\n",
                                       "maui.cfg");
        EXPECT_TRUE(in.inputs.has_value()) << (in.errors.empty() ? "" : in.errors.front());
        store_.reset();
        if (!state.empty()) {
            service::OpenedStore opened = service::StateStore::open(dir_ / state, "inputs");
            EXPECT_TRUE(opened.store) << opened.error;
            store_ = std::move(opened.store);
        }
        auto out = std::make_unique<service::SlurmSite>(std::move(*in.inputs), client_, log_, store_.get());
        EXPECT_TRUE(out->ready()) << out->error();
        return out;
    }
    // alice's usage row of diagnose -f.
    static std::string usage(service::SlurmSite& s) {
        const QueryResult r = run_query(s.engine(), Query{QueryKind::DiagnoseF, {}}, ReportFormat::Text);
        const std::string text = r.report ? r.report->text : r.error;
        const auto at = text.find("\nalice ");
        return at == std::string::npos ? text : text.substr(at + 1, text.find('\n', at + 1) - at - 1);
    }

    FakeSlurm fake_;
    slurm::SlurmClient client_{fake_};
    service::Log log_{service::LogLevel::Error};
    std::int64_t now_ = 0;
    std::int64_t interval_hours_ = 24;
    std::filesystem::path dir_;
    std::unique_ptr<service::StateStore> store_;
};

TEST_F(SlurmUsage, UsageComesBackFromTheStateStoreNotFromWhatSlurmRemembers) {
    const JobSpec first = done("41", -900, -600);
    const std::string charged = usage(*site({first}, "state"));
    // Ended before outriggerd first read Slurm: charged all the same.
    EXPECT_NE(charged.find("1200.0"), std::string::npos) << charged;

    // Slurm still remembers the job: charged once, not twice.
    EXPECT_EQ(usage(*site({first}, "state")), charged);
    // Slurm has forgotten it: the usage is still there.
    EXPECT_EQ(usage(*site({}, "state")), charged);

    // Say outriggerd last saved 400 s ago and then died: a job that ran after that is charged once,
    // whether Slurm still remembers the first job or not: 1200 + 400.
    std::string error;
    auto live = store_->live_state(error);
    ASSERT_TRUE(live) << error;
    live->as_of = now_ - 400;
    ASSERT_TRUE(store_->save_live_state(*live)) << store_->error();
    const JobSpec second = done("42", -300, -200);
    const std::string both = usage(*site({second}, "state"));
    EXPECT_NE(both.find("1600.0"), std::string::npos) << both;
    EXPECT_EQ(usage(*site({first, second}, "state")), both);
    EXPECT_EQ(usage(*site({}, "state")), both);

    // Without the saved state it would be gone.
    EXPECT_EQ(usage(*site({}, "")).find("1200.0"), std::string::npos);
}

TEST_F(SlurmUsage, AtTheFirstStartJobsThatEndedInEarlierWindowsAreChargedThereWithinFsdepth) {
    interval_hours_ = 1;
    const std::int64_t into_window = now_ % 3600;
    // Half an hour into the window before the current one (1200 processor-seconds), and in the
    // window FSDEPTH (3) back, which has rolled out (2000).
    const JobSpec last_hour = done("51", -into_window - 1800, -into_window - 1500);
    const JobSpec rolled_out = done("52", -into_window - 3 * 3600 - 1800, -into_window - 3 * 3600 - 1300);
    const std::string row = usage(*site({last_hour, rolled_out}, "state"));
    std::istringstream cells(row);
    std::vector<std::string> cell{std::istream_iterator<std::string>(cells), {}};
    // alice, usage %, target, then the windows newest first.
    ASSERT_EQ(cell.size(), 6U) << row;
    EXPECT_EQ(cell[3], "0.000") << row;
    EXPECT_EQ(cell[4], "1200.000") << row;
    EXPECT_EQ(cell[5], "0.000") << row;
}

}  // namespace
}  // namespace outrigger::testing
