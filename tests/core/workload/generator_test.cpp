#include "workload/generator.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "workload/cluster_builder.hpp"
#include "workload/swf_reader.hpp"
#include "workload/swf_writer.hpp"

namespace outrigger {
namespace {

GeneratorParams small(std::uint64_t seed) {
    GeneratorParams p;
    p.jobs = 5000;
    p.nodes = 64;
    p.procs_per_node = 16;
    p.seed = seed;
    return p;
}

TEST(Generator, TheSameSeedGivesTheSameJobs) {
    Names na;
    Names nb;
    const auto a = generate_workload(small(7), na);
    const auto b = generate_workload(small(7), nb);
    ASSERT_EQ(a.jobs.size(), 5000u);
    EXPECT_EQ(a.records, b.records);
    for (std::size_t i = 0; i < a.jobs.size(); ++i) {
        EXPECT_EQ(a.jobs[i].submit, b.jobs[i].submit);
        EXPECT_EQ(a.jobs[i].request, b.jobs[i].request);
        EXPECT_EQ(a.jobs[i].walltime, b.jobs[i].walltime);
        EXPECT_EQ(a.jobs[i].runtime, b.jobs[i].runtime);
        EXPECT_EQ(a.jobs[i].creds, b.jobs[i].creds);
    }
}

TEST(Generator, ADifferentSeedGivesDifferentJobs) {
    Names na;
    Names nb;
    EXPECT_NE(generate_workload(small(1), na).records, generate_workload(small(2), nb).records);
}

TEST(Generator, OfferedLoadMatchesTheRequestOverTheArrivalSpan) {
    for (const double load : {0.5, 0.9, 1.3}) {
        auto p = small(3);
        p.load = load;
        Names names;
        const auto w = generate_workload(p, names);
        double ps = 0;
        Time last = Time::from_seconds(0);
        for (const auto& j : w.jobs) {
            ps += static_cast<double>(j.proc_seconds());
            last = max(last, j.submit);
        }
        const double offered = ps / (64.0 * 16.0 * static_cast<double>(last.seconds()));
        EXPECT_NEAR(offered, load, load * 0.02) << load;
    }
}

TEST(Generator, LoadOnTheRunTimeBasisUsesUsedProcSeconds) {
    auto p = small(4);
    p.load_basis = LoadBasis::RunTime;
    Names names;
    const auto w = generate_workload(p, names);
    double ps = 0;
    for (const auto& j : w.jobs) ps += static_cast<double>(j.procs() * j.runtime->count());
    const double offered = ps / (1024.0 * static_cast<double>(w.jobs.back().submit.seconds()));
    EXPECT_NEAR(offered, 0.9, 0.02);
}

TEST(Generator, JobsHaveTheShapesOfARealWorkload) {
    Names names;
    const auto w = generate_workload(small(5), names);
    std::size_t serial = 0;
    std::size_t pow2 = 0;
    std::size_t hit = 0;
    std::vector<std::size_t> per_user(41);
    for (std::size_t i = 0; i < w.jobs.size(); ++i) {
        const Job& j = w.jobs[i];
        EXPECT_EQ(j.id, JobId(static_cast<JobId::Rep>(i)));
        EXPECT_EQ(j.name, std::to_string(i + 1));
        if (i > 0) {
            EXPECT_LE(w.jobs[i - 1].submit, j.submit);
        }
        EXPECT_GE(j.procs(), 1);
        EXPECT_LE(j.procs(), 1024);
        EXPECT_GE(*j.runtime, Duration::seconds(1));
        EXPECT_LE(*j.runtime, j.walltime);
        EXPECT_LE(j.walltime, Duration::hours(48));
        EXPECT_TRUE(j.walltime.count() % 60 == 0) << j.walltime.count();  // a round value
        EXPECT_TRUE(j.creds.user().valid() && j.creds.group().valid() && j.creds.account().valid() &&
                    j.creds.qos().valid() && j.creds.job_class().valid());
        serial += j.procs() == 1;
        pow2 += j.procs() > 1 && (j.procs() & (j.procs() - 1)) == 0;
        hit += *j.runtime == j.walltime;
        ++per_user[std::stoul(names.name(CredKind::User, j.creds.user()).substr(1))];
    }
    const double n = static_cast<double>(w.jobs.size());
    EXPECT_NEAR(static_cast<double>(serial) / n, 0.2, 0.03);
    EXPECT_GT(static_cast<double>(pow2) / (n - static_cast<double>(serial)), 0.7);
    EXPECT_NEAR(static_cast<double>(hit) / n, 0.08, 0.03);
    EXPECT_GT(per_user[1], 3 * per_user[10]);  // Zipf-like: u1 is busiest
    EXPECT_EQ(names.count(CredKind::User), 40u);
    EXPECT_EQ(names.count(CredKind::Qos), 3u);
}

TEST(Generator, ArrivalsFollowADailyCycle) {
    auto p = small(6);
    p.jobs = 20000;
    Names names;
    const auto w = generate_workload(p, names);
    std::size_t afternoon = 0;
    std::size_t night = 0;
    for (const auto& j : w.jobs) {
        const auto hour = (j.submit.seconds() % 86400) / 3600;
        afternoon += hour >= 12 && hour < 16;
        night += hour >= 0 && hour < 4;
    }
    EXPECT_GT(afternoon, 2 * night);
}

TEST(Generator, ItsSwfReplaysOnItsOwnDefaultCluster) {
    Names names;
    const auto w = generate_workload(small(8), names);
    EXPECT_EQ(w.header.max_nodes, 64);
    EXPECT_EQ(w.header.max_procs, 1024);
    EXPECT_EQ(w.header.unix_start_time, 1'704'067'200);
    const auto cluster = default_cluster(w.header);
    EXPECT_EQ(cluster.cluster.node_count(), 64u);
    EXPECT_EQ(cluster.cluster.node(NodeId(0)).capacity.procs, 16);

    Names back_names;
    SwfImportOptions opt;
    opt.cluster = &cluster.cluster;
    const auto back = import_swf_text(swf_text(w.header, w.records), opt, back_names);
    EXPECT_TRUE(back.report.clean());
    ASSERT_EQ(back.jobs.size(), w.jobs.size());
    EXPECT_EQ(back.records, w.records);
    for (std::size_t i = 0; i < w.jobs.size(); ++i) {
        EXPECT_EQ(back.jobs[i].submit, w.jobs[i].submit);
        EXPECT_EQ(back.jobs[i].request, w.jobs[i].request);
        EXPECT_EQ(back.jobs[i].walltime, w.jobs[i].walltime);
        EXPECT_EQ(back_names.name(CredKind::User, back.jobs[i].creds.user()),
                  names.name(CredKind::User, w.jobs[i].creds.user()));
        EXPECT_EQ(back_names.name(CredKind::Class, back.jobs[i].creds.job_class()),
                  names.name(CredKind::Class, w.jobs[i].creds.job_class()));
    }
}

TEST(Generator, BadParametersAreNamedAndGiveNoJobs) {
    auto p = small(1);
    p.load = 0;
    EXPECT_EQ(generator_params_error(p), "load must be > 0");
    Names names;
    EXPECT_TRUE(generate_workload(p, names).jobs.empty());
    p = small(1);
    p.nodes = 0;
    EXPECT_EQ(generator_params_error(p), "nodes must be >= 1");
    EXPECT_EQ(generator_params_error(small(1)), "");
}

TEST(Generator, OneNodeOfOneProcessorGivesSerialJobs) {
    auto p = small(2);
    p.nodes = 1;
    p.procs_per_node = 1;
    p.jobs = 100;
    Names names;
    const auto w = generate_workload(p, names);
    EXPECT_TRUE(std::all_of(w.jobs.begin(), w.jobs.end(), [](const Job& j) { return j.procs() == 1; }));
}

}  // namespace
}  // namespace outrigger
