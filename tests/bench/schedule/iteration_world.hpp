#pragma once

// The machine and queue of one scheduling iteration at scale, shared by the iteration benchmarks
// (schedule/ under Maui's defaults, stack/ under the full policy stack): `nodes` nodes of
// `procs_per_node` processors, `running` jobs that fill all but `idle_nodes` of them, and `queued`
// idle jobs of 1-256 nodes' worth of processors. Users u0-u999 and groups g0-g9 take turns, so
// that fairshare and per-user limits have credentials to read.

#include <memory>
#include <random>
#include <string>

#include "clusters.hpp"
#include "schedule/snapshot.hpp"

namespace outrigger::testing {

struct IterationWorld {
    // Running jobs end no earlier than this: far past any instant a benchmark reaches (one per
    // repetition from 20,000 s), however many repetitions a faster iteration lets it run, so that
    // no job ends and every repetition meets the same machine.
    static constexpr std::int64_t kRunFrom = 100'000'000;
    static constexpr int kUsers = 1000;  // few enough running jobs each to stay within MAXJOB=16
    Cluster cluster;
    std::unique_ptr<Snapshot> snap;

    IterationWorld(int nodes, int procs_per_node, int running, int queued, int idle_nodes) {
        cluster = uniform_cluster(nodes, procs_per_node);
        for (int u = 0; u < kUsers; ++u) cluster.names().intern(CredKind::User, "u" + std::to_string(u));
        for (int g = 0; g < 10; ++g) cluster.names().intern(CredKind::Group, "g" + std::to_string(g));
        snap = std::make_unique<Snapshot>(cluster);
        std::mt19937_64 rng(3);
        std::uniform_int_distribution<std::int64_t> wall(600, 48 * 3600), size(1, 256);
        const int per_job = (nodes - idle_nodes) / running;
        int serial = 0;
        const auto creds_of = [&serial]() {
            Credentials c;
            c[CredKind::User] = CredId(static_cast<CredId::Rep>(serial % kUsers));
            c[CredKind::Group] = CredId(static_cast<CredId::Rep>(serial % 10));
            ++serial;
            return c;
        };
        for (int j = 0; j < running; ++j) {
            Job job;
            job.name = "r" + std::to_string(j);
            job.creds = creds_of();
            job.request.tasks = per_job * procs_per_node;
            // Started at 0, they run past every instant the benchmarks iterate at (see kRunFrom).
            job.walltime = Duration::seconds(kRunFrom + wall(rng));
            const JobId id = snap->add_job(job);
            snap->enqueue(id);
            Allocation a;
            for (int k = 0; k < per_job; ++k)
                a.push_back(NodeTasks{NodeId(static_cast<NodeId::Rep>(j * per_job + k)), procs_per_node});
            snap->start(id, Time{}, a);
        }
        for (int j = 0; j < queued; ++j) {
            Job job;
            job.name = "i" + std::to_string(j);
            job.creds = creds_of();
            job.submit = Time::from_seconds(j % 20000);
            job.request.tasks = size(rng) * procs_per_node;
            job.walltime = Duration::seconds(wall(rng));
            snap->enqueue(snap->add_job(job));
        }
    }
};

}  // namespace outrigger::testing
