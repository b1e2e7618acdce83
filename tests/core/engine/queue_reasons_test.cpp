// Every waiting job in the view says why, as the last iteration found it: a reserved job is
// waiting its turn, one short of processors says how many are free, a held job is blocked, a job
// no node set can hold was rejected when it came, and the reason reads in checkjob's words
// through the engine.

#include <gtest/gtest.h>

#include "../schedule/builders.hpp"
#include "engine/cluster_view.hpp"
#include "engine/reason_words.hpp"
#include "engine/view_json.hpp"
#include "sim/simulator.hpp"

namespace outrigger {
namespace {

using testing::JobBuilder;

const ViewQueued& row_of(const ClusterView& v, const std::string& name) {
    for (const ViewQueued& q : v.queue)
        if (v.job(q.job).name == name) return q;
    throw std::runtime_error("no queue row for " + name);
}

TEST(QueueReasons, EveryWaitingJobCarriesItsReasonAndBlockedOnesStandApart) {
    Cluster cluster = testing::uniform_cluster(2, 2);
    std::vector<Job> jobs{
        JobBuilder("a").procs(2).wall(100).run(60).submit(0), JobBuilder("b").procs(4).wall(100).submit(0),
        JobBuilder("c").procs(3).wall(100).submit(0), JobBuilder("held").procs(1).wall(100).submit(0).hold(),
        JobBuilder("huge").procs(64).wall(100).submit(0)};
    Simulator sim(
        ComposedPolicy::compose(PolicySetup{Config{}, std::move(cluster), LocalCalendar::utc(), {}, true}),
        std::move(jobs), SimOptions{});
    sim.run(Time::from_seconds(0));
    const ViewPtr v = sim.engine().publish_view();
    const Names& names = v->statics->names;

    const ViewQueued& b = row_of(*v, "b");
    ASSERT_TRUE(b.reason);
    EXPECT_FALSE(b.blocked);
    EXPECT_EQ(b.reason->code(), ReasonCode::Reserved);
    EXPECT_NE(reason_words(b.reason->reason(), names).find("reserved to start"), std::string::npos);

    // Turned down by backfill for processors alone: the free processors and its request.
    const ViewQueued& c = row_of(*v, "c");
    ASSERT_TRUE(c.reason);
    EXPECT_FALSE(c.blocked);
    const Reason short_of = c.reason->reason();
    EXPECT_EQ(short_of.code, ReasonCode::InsufficientResources);
    EXPECT_EQ(reason_words(short_of, names), reason_words(Reason{ReasonCode::InsufficientResources, {}}
                                                              .with("procs", std::int64_t{2})
                                                              .with("request", std::int64_t{3}),
                                                          names));

    const ViewQueued& held = row_of(*v, "held");
    ASSERT_TRUE(held.reason);
    EXPECT_TRUE(held.blocked);
    EXPECT_EQ(reason_words(held.reason->reason(), names), "the job is held");

    ASSERT_EQ(v->rejected.size(), 1u);
    EXPECT_EQ(v->job(v->rejected.front().job).name, "huge");
    EXPECT_EQ(v->rejected.front().reason.code, ReasonCode::NeverFits);

    const nlohmann::json j = to_json(*v);
    EXPECT_EQ(j.at("rejected").at(0).at("job"), "huge");
    EXPECT_EQ(j.at("rejected").at(0).at("reason").at("code"), "NeverFits");
    for (const nlohmann::json& q : j.at("queue")) {
        EXPECT_TRUE(q.at("reason").is_object()) << q.dump();
        EXPECT_EQ(q.at("blocked"), q.at("job") == "held");
    }
}

}  // namespace
}  // namespace outrigger
