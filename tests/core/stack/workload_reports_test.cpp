// Every report prints, as text and as JSON, for a slice of each shared workload replayed under the
// demo configuration (resources/demo/maui.cfg) on the machine its header describes. Skips a
// workload that is absent.

#include <gtest/gtest.h>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "sim/simulator.hpp"
#include "stack/stack_reports.hpp"
#include "stack/swf_calendar.hpp"
#include "workload/cluster_builder.hpp"
#include "workload/swf_reader.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

class WorkloadReports : public ::testing::TestWithParam<const char*> {};

TEST_P(WorkloadReports, EveryReportPrintsUnderTheDemoConfig) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, GetParam());
    std::string error;
    const auto doc = ConfigDocument::load(testing::source_dir() / "resources/demo/maui.cfg", error);
    ASSERT_TRUE(doc.has_value()) << error;
    TypedConfig typed = build_config(*doc);
    ASSERT_FALSE(typed.has_errors());

    SwfImportOptions opts;
    opts.first = 1000;
    opts.count = 2500;
    opts.estimate = *parse_walltime_estimate("runtime");
    Names names;
    ImportedWorkload w = import_swf(path, opts, names);
    ASSERT_FALSE(w.report.error.has_value()) << *w.report.error;
    ClusterBuild b = default_cluster(w.header);
    ASSERT_FALSE(b.has_errors());
    Cluster cluster = std::move(b.cluster);
    cluster.names() = std::move(names);
    cluster.access_policy = typed.config.nodes.access;

    PolicyStack stack(typed.config, cluster, swf_calendar(w.header));
    const std::size_t n = w.jobs.size();
    ASSERT_GT(n, 1000u);
    const Time until = w.jobs[n / 2].submit;
    const std::string probe = w.jobs[n / 2].name;
    Simulator sim(cluster, std::move(w.jobs), stack.scheduler(), SimOptions{}, &stack);
    stack.bind(sim.state());
    sim.run(until);

    Snapshot& snap = sim.rm().snapshot();
    const ReportContext ctx{
        snap, sim.state(), stack.scheduler().last_report(), stack.scheduler(), stack.calendar(), until};
    EXPECT_NE(diagnose_p_text(stack, ctx).find("Weights"), std::string::npos);
    EXPECT_EQ(diagnose_p_json(stack, ctx)["schema"], "outrigger.diagnose-p/1");
    EXPECT_NE(diagnose_f_text(stack, until).find("FS Policy: DEDICATEDPS"), std::string::npos);
    EXPECT_EQ(diagnose_f_json(stack, until)["schema"], "outrigger.diagnose-f/1");
    EXPECT_NE(stack_showres_text(stack, ctx).find("reservations located"), std::string::npos);
    EXPECT_EQ(stack_showres_json(stack, ctx)["schema"], "outrigger.showres/1");
    EXPECT_NE(showq_text(ctx).find("Total Jobs:"), std::string::npos);
    JobId job = JobId::invalid();
    for (const Job& j : snap.jobs())
        if (j.name == probe) job = j.id;
    ASSERT_TRUE(job.valid());
    const auto text = stack_checkjob_text(stack, ctx, job);
    ASSERT_TRUE(text.has_value());
    EXPECT_NE(text->find("Priority:"), std::string::npos) << *text;
    const auto json = stack_checkjob_json(stack, ctx, job);
    ASSERT_TRUE(json.has_value());
    EXPECT_TRUE(json->contains("priority"));
    EXPECT_TRUE(json->contains("reservation_access"));
    // The fairshare history builds up as the replay goes.
    EXPECT_GT(stack.ledger().windows().size(), 1u);
    EXPECT_GT(stack.ledger().windows()[1].total, 0.0);
}

INSTANTIATE_TEST_SUITE_P(SharedWorkloads, WorkloadReports,
                         ::testing::Values("KTH-SP2-1996-2.1-cln.swf.gz", "SDSC-BLUE-2000-4.2-cln.swf.gz",
                                           "lublin_256.swf.gz"));

}  // namespace
}  // namespace outrigger
