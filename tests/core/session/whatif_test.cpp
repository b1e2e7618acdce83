// What-if comparisons: the table two configs give on a workload small enough to compute by hand,
// per-credential rows and fairshare on a generated workload, two sides at once on two threads,
// progress and stop, and the spread over several replicas.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <map>
#include <sstream>
#include <stop_token>

#include "session/whatif_comparison.hpp"
#include "test_names.hpp"
#include "workload/generator.hpp"
#include "workload/swf_writer.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

WhatIfSideRequest swf_side(const std::filesystem::path& swf, std::string config, std::string name) {
    WhatIfSideRequest r;
    r.workload.kind = WhatIfWorkload::Kind::Swf;
    r.workload.swf = swf;
    r.config_text = std::move(config);
    r.config_name = std::move(name);
    return r;
}

const WhatIfMetricRow& row(const WhatIfComparison& c, std::string_view key) {
    for (const WhatIfMetricRow& m : c.metrics)
        if (m.key == key) return m;
    throw std::runtime_error("no metric " + std::string(key));
}

// Five jobs on 4 one-processor nodes (tests/cli/data/five_jobs, where orsim run's expected
// schedules are computed by hand). A is Maui's default (EASY: FIRSTFIT, depth 1): starts 0, 100,
// 303, 3 (backfilled), 100 (backfilled). B switches backfill off: the pass stops at the reserved
// job, so starts are 0, 100, 200, 300, 300.
TEST(WhatIf, TwoConfigsOnFiveJobsGiveTheTableComputedByHand) {
    const auto swf = testing::source_dir() / "tests/cli/data/five_jobs/workload.swf";
    const WhatIfRun run =
        run_whatif(swf_side(swf, "# Maui's defaults\n", "A"), swf_side(swf, "BACKFILLPOLICY NONE\n", "B"));
    ASSERT_TRUE(run.comparison) << (run.a.errors.empty() ? "" : run.a.errors[0]);
    const WhatIfComparison& c = *run.comparison;

    // metric             A: waits 0 99 301 0 96      B: waits 0 99 198 297 296
    struct Expect {
        std::string_view key;
        double a, b;
        Better better;
        std::optional<char> winner;
    };
    const Expect expected[] = {
        {"mean_wait_s", 99.2, 178, Better::Lower, 'A'},  // 496/5, 890/5
        {"median_wait_s", 96, 198, Better::Lower, 'A'},  // 3rd of 5
        {"p95_wait_s", 301, 297, Better::Lower, 'B'},    // 5th of 5
        {"max_wait_s", 301, 297, Better::Lower, 'B'},
        {"mean_bsld", 2.184, 2.976, Better::Lower, 'A'},     // e.g. job 5: (96 + 50) / 50
        {"mean_xfactor", 2.184, 2.976, Better::Lower, 'A'},  // walltime = run time here
        {"utilization", 1250.0 / (4 * 403), 1250.0 / (4 * 600), Better::Higher, 'A'},
        {"makespan_s", 403, 600, Better::Lower, 'A'},
        {"backfilled_share", 0.4, 0, Better::Neither, std::nullopt},
        {"started", 5, 5, Better::Higher, std::nullopt},
        {"rejected", 0, 0, Better::Lower, std::nullopt},
        {"never_started", 0, 0, Better::Lower, std::nullopt},
    };
    ASSERT_EQ(c.metrics.size(), std::size(expected));
    for (std::size_t i = 0; i < std::size(expected); ++i) {
        const Expect& e = expected[i];
        const WhatIfMetricRow& m = c.metrics[i];
        SCOPED_TRACE(std::string(e.key));
        EXPECT_EQ(m.key, e.key);
        EXPECT_NEAR(m.a, e.a, 1e-9);
        EXPECT_NEAR(m.b, e.b, 1e-9);
        EXPECT_NEAR(m.delta, e.b - e.a, 1e-9);
        EXPECT_EQ(m.better, e.better);
        EXPECT_EQ(m.winner, e.winner);
        EXPECT_FALSE(m.label.empty());
        EXPECT_FALSE(m.definition.empty());
        if (e.a != 0) {
            ASSERT_TRUE(m.delta_percent.has_value());
            EXPECT_NEAR(*m.delta_percent, 100 * (e.b - e.a) / e.a, 1e-9);
        } else {
            EXPECT_FALSE(m.delta_percent.has_value());
        }
        EXPECT_EQ(m.spread_a.min, m.a);  // one replica: no spread
        EXPECT_EQ(m.spread_a.max, m.a);
    }
    EXPECT_NE(row(c, "mean_bsld").definition.find("τ = 10 s"), std::string::npos);

    // Users u1..u5 submit one job each; all share group g1 and class q1.
    std::map<std::string, std::pair<double, double>> user_waits;
    for (const WhatIfCredentialRow& r : c.credentials) {
        if (r.kind == CredKind::User) user_waits[r.name] = {*r.mean_wait_a, *r.mean_wait_b};
        if (r.kind == CredKind::Group) {
            EXPECT_EQ(r.name, "g1");
            EXPECT_EQ(r.delivered_a, 1250);
            EXPECT_EQ(r.delivered_b, 1250);
        }
    }
    EXPECT_EQ(
        user_waits,
        (std::map<std::string, std::pair<double, double>>{
            {"u1", {0, 0}}, {"u2", {99, 99}}, {"u3", {301, 198}}, {"u4", {0, 297}}, {"u5", {96, 296}}}));

    ASSERT_EQ(c.config_diff.size(), 1u);
    EXPECT_EQ(c.config_diff[0].parameter, "BACKFILLPOLICY");
    EXPECT_EQ(c.config_diff[0].a, std::nullopt);
    EXPECT_EQ(c.config_diff[0].b, "NONE");

    // The wait CDF: every distinct wait once, with the share of jobs at or below it.
    ASSERT_EQ(c.series_a.wait_cdf.size(), 4u);
    EXPECT_EQ(c.series_a.wait_cdf[0].wait_s, 0);
    EXPECT_DOUBLE_EQ(c.series_a.wait_cdf[0].fraction, 0.4);
    EXPECT_DOUBLE_EQ(c.series_a.wait_cdf[3].fraction, 1.0);
    EXPECT_EQ(c.series_a.utilization.size(), 1u);  // one hour from the first submission
    EXPECT_EQ(c.series_a.start.seconds(), 0);
    EXPECT_EQ(c.series_a.step_s, 3600);
    EXPECT_EQ(c.digest_algorithm, "SHA-256");
    ASSERT_EQ(c.workload_sha256.size(), 1u);
    EXPECT_EQ(c.workload_sha256[0].size(), 64u);
    EXPECT_NE(c.config_a_sha256, c.config_b_sha256);
    EXPECT_TRUE(c.notes.empty());
}

// A generated log (no shared workload needed): 400 jobs of 12 users on 8 nodes x 4 processors.
std::filesystem::path generated_log() {
    // One file per test: ctest runs the tests of this file in parallel processes.
    const auto path = testing::output_dir() / ("whatif_" + testing::current_test_stem() + ".swf");
    GeneratorParams p;
    p.jobs = 400;
    p.nodes = 8;
    p.procs_per_node = 4;
    p.users = 12;
    p.seed = 11;
    p.max_walltime_s = 4 * 3600;
    Names names;
    const GeneratedWorkload w = generate_workload(p, names);
    EXPECT_FALSE(write_swf_file(path, w.header, w.records).has_value());
    return path;
}

constexpr std::string_view kFairshareA =
    "FSPOLICY DEDICATEDPS\nFSINTERVAL 12:00:00\nFSDEPTH 4\nFSWEIGHT 1\nFSUSERWEIGHT 10\n"
    "USERCFG[u1] FSTARGET=10\nUSERCFG[DEFAULT] FSTARGET=8\n";

TEST(WhatIf, CredentialRowsCarryWaitsDeliveredWorkAndFairshareAgainstTarget) {
    const auto swf = generated_log();
    std::string b(kFairshareA);
    b += "FSWEIGHT 100\nUSERCFG[u1] FSTARGET=40\n";
    const WhatIfRun run = run_whatif(swf_side(swf, std::string(kFairshareA), "A"), swf_side(swf, b, "B"));
    ASSERT_TRUE(run.comparison);
    const WhatIfComparison& c = *run.comparison;
    double usage_a = 0, delivered_a = 0;
    std::array<int, kCredKinds> kinds{};
    const WhatIfCredentialRow* u1 = nullptr;
    for (const WhatIfCredentialRow& r : c.credentials) {
        ++kinds[index(r.kind)];
        if (r.kind != CredKind::User) continue;
        usage_a += r.fairshare_usage_a.value_or(0);
        delivered_a += r.delivered_a.value_or(0);
        if (r.name == "u1") u1 = &r;
    }
    for (const CredKind k : {CredKind::User, CredKind::Group, CredKind::Class}) EXPECT_GT(kinds[index(k)], 0);
    EXPECT_NEAR(usage_a, 100, 1e-6);  // usage percents of all users add up to the whole
    ASSERT_NE(u1, nullptr);
    EXPECT_EQ(u1->fairshare_target_a, 10);
    EXPECT_EQ(u1->fairshare_target_b, 40);
    EXPECT_EQ(u1->fairshare_target_type_a, "target");
    // Every finished job's work counted once per kind: the users' sum is the groups' sum.
    double delivered_groups = 0;
    for (const WhatIfCredentialRow& r : c.credentials)
        if (r.kind == CredKind::Group) delivered_groups += r.delivered_a.value_or(0);
    EXPECT_DOUBLE_EQ(delivered_a, delivered_groups);
    // Both parameters of B appear in the diff.
    std::vector<std::string> changed;
    for (const ConfigDifference& d : c.config_diff) changed.push_back(d.parameter + " " + d.attribute);
    EXPECT_EQ(changed, (std::vector<std::string>{"FSWEIGHT ", "USERCFG[u1] FSTARGET"}));
    // The JSON carries the side's own orsim run metrics and every row.
    const nlohmann::json j = whatif_json(c);
    EXPECT_EQ(j.at("schema"), "outrigger.whatif/1");
    EXPECT_EQ(j.at("runs").at("a").at(0), run.a.replicas.at(0).metrics);
    EXPECT_EQ(j.at("metrics").size(), c.metrics.size());
    std::ostringstream csv;
    write_whatif_csv(csv, c);
    EXPECT_NE(csv.str().find("\nuser,u1:fairshare_target,u1 fairshare target,10,40,30,300,"),
              std::string::npos);
}

TEST(WhatIf, SidesOnTwoThreadsEqualSidesReplayedOneAfterTheOther) {
    const auto swf = generated_log();
    const auto a = swf_side(swf, std::string(kFairshareA), "A");
    const auto b = swf_side(swf, "BACKFILLPOLICY BESTFIT\nRESERVATIONDEPTH[0] 4\n", "B");
    const WhatIfRun together = run_whatif(a, b);
    const WhatIfSide alone_a = replay_whatif_side(a);
    const WhatIfSide alone_b = replay_whatif_side(b);
    ASSERT_EQ(together.a.status, WhatIfSide::Status::Done);
    EXPECT_EQ(together.a.replicas.at(0).metrics, alone_a.replicas.at(0).metrics);
    EXPECT_EQ(together.b.replicas.at(0).metrics, alone_b.replicas.at(0).metrics);
    EXPECT_EQ(together.a.replicas.at(0).waits_s, alone_a.replicas.at(0).waits_s);
    EXPECT_NE(alone_a.replicas.at(0).metrics, alone_b.replicas.at(0).metrics);
}

TEST(WhatIf, ProgressCountsUpToEveryJobAndAStopEndsTheSide) {
    const auto swf = generated_log();
    const auto req = swf_side(swf, "", "A");
    std::vector<WhatIfProgress> seen;
    const WhatIfSide done = replay_whatif_side(req, [&seen](const WhatIfProgress& p) { seen.push_back(p); });
    ASSERT_EQ(done.status, WhatIfSide::Status::Done);
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.back().jobs_done, 400);
    EXPECT_EQ(seen.back().jobs_total, 400);
    EXPECT_FALSE(seen.back().simulated_date.empty());

    std::stop_source stop;
    stop.request_stop();
    const WhatIfSide stopped = replay_whatif_side(req, {}, stop.get_token());
    EXPECT_EQ(stopped.status, WhatIfSide::Status::Cancelled);
    EXPECT_TRUE(stopped.replicas.empty());

    // A stop while both sides run ends both, and there is no comparison.
    std::stop_source mid;
    std::atomic<int> reports{0};
    const WhatIfRun run = run_whatif(
        req, req, [&](char, const WhatIfProgress&) { ++reports; }, mid.get_token());
    EXPECT_TRUE(run.comparison.has_value());  // unstopped: done
    mid.request_stop();
    const WhatIfRun cut = run_whatif(req, req, {}, mid.get_token());
    EXPECT_FALSE(cut.comparison.has_value());
    EXPECT_EQ(cut.a.status, WhatIfSide::Status::Cancelled);
    EXPECT_EQ(cut.b.status, WhatIfSide::Status::Cancelled);
}

TEST(WhatIf, AnUnusableInputFailsTheSideWithAMessageNamingIt) {
    const WhatIfSide missing = replay_whatif_side(swf_side("/nonexistent/log.swf", "", "A"));
    EXPECT_EQ(missing.status, WhatIfSide::Status::Failed);
    ASSERT_FALSE(missing.errors.empty());
    EXPECT_NE(missing.errors[0].find("/nonexistent/log.swf"), std::string::npos);

    const auto swf = testing::source_dir() / "tests/cli/data/five_jobs/workload.swf";
    const WhatIfSide bad = replay_whatif_side(swf_side(swf, "BACKFILLPOLICY SOMETIMES\n", "B.cfg"));
    EXPECT_EQ(bad.status, WhatIfSide::Status::Failed);
    ASSERT_FALSE(bad.errors.empty());
    EXPECT_NE(bad.errors[0].find("B.cfg"), std::string::npos);
}

// Three replicas per side with known waits: each metric is the median, with min and max beside it.
TEST(WhatIf, SeveralReplicasGiveMediansWithTheirSpread) {
    const auto side = [](std::vector<double> mean_waits) {
        WhatIfSide s;
        s.status = WhatIfSide::Status::Done;
        std::uint64_t seed = 1;
        for (const double w : mean_waits) {
            WhatIfReplica r;
            r.seed = seed++;
            r.mean_wait_s = w;
            r.waits_s = {0, static_cast<std::int64_t>(w)};
            r.utilization_series = {0.5, w / 1000};
            r.queue_length_series = {1, 3};
            s.replicas.push_back(std::move(r));
        }
        return s;
    };
    const WhatIfComparison c = compare_whatif(side({300, 100, 200}), side({50, 400, 90}));
    const WhatIfMetricRow& m = row(c, "mean_wait_s");
    EXPECT_EQ(m.a, 200);
    EXPECT_EQ(m.b, 90);
    EXPECT_EQ(m.spread_a.min, 100);
    EXPECT_EQ(m.spread_a.max, 300);
    EXPECT_EQ(m.spread_b.min, 50);
    EXPECT_EQ(m.spread_b.max, 400);
    EXPECT_EQ(m.winner, 'B');
    EXPECT_EQ(c.seeds, (std::vector<std::uint64_t>{1, 2, 3}));
    // The CDF pools the replicas' waits; the hourly series are the replicas' mean.
    EXPECT_DOUBLE_EQ(c.series_a.wait_cdf.front().fraction, 0.5);
    EXPECT_DOUBLE_EQ(c.series_a.utilization[1], 0.2);
    EXPECT_DOUBLE_EQ(c.series_a.queue_length[1], 3);
}

}  // namespace
}  // namespace outrigger
