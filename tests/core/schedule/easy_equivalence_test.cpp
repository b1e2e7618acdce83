// On homogeneous one-processor nodes the node-based EASY (reservation-aware placement) makes the
// same choices as the processor-count formulation of EASY (Mu'alem & Feitelson 2001). Pinned by an
// independent processor-count EASY written here, over slices of the shared workloads.

#include <gtest/gtest.h>

#include <algorithm>
#include <queue>

#include "builders.hpp"
#include "sim/simulator.hpp"
#include "workload/swf_reader.hpp"
#include "workloads.hpp"

namespace outrigger {
namespace {

// Processor-count EASY: FCFS order; start the head while it fits; then compute the head's shadow
// time (earliest instant enough processors are released, by walltime limits) and the extra
// processors at that time; start any later job that fits now and ends by the shadow time or fits in
// the extra processors. At each instant: completions, then submissions, then one pass.
std::vector<std::int64_t> processor_count_easy(const std::vector<Job>& jobs, std::int64_t procs) {
    struct Running {
        std::int64_t limit_end, real_end, procs;
    };
    std::vector<std::size_t> arrival(jobs.size());
    for (std::size_t i = 0; i < jobs.size(); ++i) arrival[i] = i;
    std::stable_sort(arrival.begin(), arrival.end(), [&](std::size_t a, std::size_t b) {
        return jobs[a].submit != jobs[b].submit ? jobs[a].submit < jobs[b].submit : a < b;
    });
    std::vector<std::int64_t> start(jobs.size(), -1);
    std::vector<Running> running;
    std::vector<std::size_t> queue;  // FCFS
    std::size_t next = 0;
    std::int64_t free = procs;
    const auto run = [&](std::size_t j, std::int64_t now) {
        const std::int64_t wall = jobs[j].walltime.count();
        const std::int64_t real = std::min(wall, jobs[j].runtime->count());
        running.push_back({now + wall, now + real, jobs[j].procs()});
        free -= jobs[j].procs();
        start[j] = now;
    };
    while (next < arrival.size() || !queue.empty()) {
        std::int64_t now = std::numeric_limits<std::int64_t>::max();
        if (next < arrival.size()) now = jobs[arrival[next]].submit.seconds();
        for (const auto& r : running) now = std::min(now, r.real_end);
        for (std::size_t i = 0; i < running.size();) {
            if (running[i].real_end == now) {
                free += running[i].procs;
                running[i] = running.back();
                running.pop_back();
            } else {
                ++i;
            }
        }
        while (next < arrival.size() && jobs[arrival[next]].submit.seconds() == now)
            queue.push_back(arrival[next++]);
        std::size_t k = 0;
        while (k < queue.size() && jobs[queue[k]].procs() <= free) run(queue[k++], now);
        queue.erase(queue.begin(), queue.begin() + static_cast<std::ptrdiff_t>(k));
        if (queue.empty()) continue;
        const std::int64_t need = jobs[queue[0]].procs();
        std::vector<Running> by_limit = running;
        std::sort(by_limit.begin(), by_limit.end(),
                  [](const Running& a, const Running& b) { return a.limit_end < b.limit_end; });
        std::int64_t avail = free;
        std::int64_t shadow = now;
        for (const auto& r : by_limit) {
            // Every processor released at the shadow time counts (jobs ending together).
            if (avail >= need && r.limit_end > shadow) break;
            avail += r.procs;
            shadow = r.limit_end;
        }
        std::int64_t extra = avail - need;
        for (std::size_t i = 1; i < queue.size();) {
            const std::size_t j = queue[i];
            const std::int64_t p = jobs[j].procs();
            const bool ends_by_shadow = now + jobs[j].walltime.count() <= shadow;
            if (p <= free && (ends_by_shadow || p <= extra)) {
                if (!ends_by_shadow) extra -= p;
                run(j, now);
                queue.erase(queue.begin() + static_cast<std::ptrdiff_t>(i));
            } else {
                ++i;
            }
        }
    }
    return start;
}

void compare_on(const std::filesystem::path& path, WalltimeEstimate estimate, std::int64_t first,
                std::int64_t count) {
    Names names;
    SwfImportOptions opts;
    opts.estimate = estimate;
    opts.first = first;
    opts.count = count;
    ImportedWorkload w = import_swf(path, opts, names);
    ASSERT_FALSE(w.report.error);
    ASSERT_EQ(static_cast<std::int64_t>(w.jobs.size()), count);
    const std::int64_t procs = w.header.max_procs.value_or(w.header.max_nodes.value_or(0));
    ASSERT_GT(procs, 0);
    const auto expected = processor_count_easy(w.jobs, procs);

    const Cluster cluster = testing::uniform_cluster(static_cast<int>(procs), 1);
    SchedulerPolicy p;
    p.apply(NamedPolicy::Easy);
    Scheduler s(p, std::make_unique<QueueTimePriority>(PrioritySettings{}));
    Simulator sim(cluster, w.jobs, s);
    sim.run();
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto got = sim.outcomes()[i].start;
        if (got.seconds() != expected[i] && ++mismatches <= 5)
            ADD_FAILURE() << "job " << w.jobs[i].name << ": node-based EASY starts it at " << got.seconds()
                          << ", processor-count EASY at " << expected[i];
    }
    EXPECT_EQ(mismatches, 0u);
}

TEST(EasyEquivalence, KthSliceStartsEveryJobWhereProcessorCountEasyDoes) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, "KTH-SP2-1996-2.1-cln.swf.gz");
    compare_on(path, WalltimeEstimate::none(), 0, 3000);
    compare_on(path, WalltimeEstimate::none(), 12000, 3000);
}

TEST(EasyEquivalence, Lublin256SliceStartsEveryJobWhereProcessorCountEasyDoes) {
    OUTRIGGER_REQUIRE_WORKLOAD(path, "lublin_256.swf.gz");
    compare_on(path, WalltimeEstimate::run_time(), 0, 3000);
}

}  // namespace
}  // namespace outrigger
