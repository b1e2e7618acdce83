#pragma once

// Shared by the GUI benchmarks: the demo inputs with a burst of jobs so that about 10,000 wait
// in the queue, and a synthetic schedule of a given size for the Gantt.

#include <fstream>
#include <random>
#include <stdexcept>
#include <string>

#include "gui/client/demo_engine.hpp"
#include "session/demo_site.hpp"
#include "session/run_inputs.hpp"
#include "workloads.hpp"

namespace outrigger::bench {

// The demo configuration and cluster with `jobs` generated jobs all submitted within ten minutes:
// after the first iterations nearly all of them wait in the queue.
inline RunInputs burst_inputs(std::int64_t jobs) {
    GeneratorParams params = demo_generator_params();
    params.jobs = jobs;
    InputsResult r =
        generated_run_inputs(ConfigText{demo_config_text(), "maui.cfg"}, demo_cluster_text(), params);
    if (!r.inputs) throw std::runtime_error(r.errors.empty() ? "demo inputs failed" : r.errors.front());
    const Time first = r.inputs->jobs.front().submit;
    for (std::size_t i = 0; i < r.inputs->jobs.size(); ++i)
        r.inputs->jobs[i].submit = first + Duration::seconds(static_cast<std::int64_t>(i % 10) * 60);
    return std::move(*r.inputs);
}

// A frame of `nodes` nodes (16 processors each, two partitions) carrying `bars` job bars over two
// days: per node, back-to-back jobs of random length and size, a third of them completed, a
// tenth job reservations, and one reservation instance per 50 nodes.
inline gui::FramePtr synthetic_frame(std::size_t nodes, std::size_t bars, std::uint32_t seed = 7) {
    auto st = std::make_shared<gui::DemoStatics>();
    st->partitions = {"batch", "large"};
    for (std::size_t n = 0; n < nodes; ++n)
        st->nodes.push_back({NodeId(static_cast<NodeId::Rep>(n)), "n" + std::to_string(n + 1),
                             PartitionId(n < nodes * 3 / 4 ? 0 : 1), 16, NodeState::Up});
    for (int u = 0; u < 30; ++u) st->names.intern(CredKind::User, "u" + std::to_string(u + 1));
    std::mt19937 rng(seed);
    auto f = std::make_shared<gui::DemoFrame>();
    const std::int64_t t0 = 1'000'000;
    const std::int64_t span = 2 * 86400;
    f->now = Time::from_seconds(t0 + span / 2);
    const std::size_t per_node = bars / nodes;
    for (std::size_t n = 0; n < nodes; ++n) {
        std::int64_t t = t0;
        const std::int64_t step = span / static_cast<std::int64_t>(per_node);
        for (std::size_t k = 0; k < per_node; ++k) {
            Job job;
            job.id = JobId(static_cast<JobId::Rep>(st->jobs.size()));
            job.name = std::to_string(st->jobs.size() + 1);
            job.creds[CredKind::User] = CredId(static_cast<CredId::Rep>(rng() % 30));
            job.walltime = Duration::seconds(step);
            st->jobs.push_back(job);
            const std::int64_t len =
                step / 2 + static_cast<std::int64_t>(rng() % static_cast<std::uint32_t>(step / 2));
            const Time start = Time::from_seconds(t);
            const Time end = Time::from_seconds(t + len);
            const auto kind = end < f->now      ? gui::BarKind::Completed
                              : rng() % 10 == 0 ? gui::BarKind::Reserved
                                                : gui::BarKind::Running;
            f->bars.push_back({job.id, NodeId(static_cast<NodeId::Rep>(n)), Interval{start, end}, kind,
                               static_cast<std::int64_t>(4 + rng() % 13)});
            t += step;
        }
        if (n % 50 == 0) {
            f->reservation_names.push_back("maint." + std::to_string(n / 50));
            for (std::size_t m = n; m < std::min(nodes, n + 8); ++m)
                f->reservations.push_back(
                    {ReservationId(static_cast<ReservationId::Rep>(n / 50)),
                     static_cast<std::uint32_t>(f->reservation_names.size() - 1),
                     NodeId(static_cast<NodeId::Rep>(m)),
                     Interval{f->now + Duration::hours(6), f->now + Duration::hours(10)}, 16});
        }
    }
    f->statics = std::move(st);
    return f;
}

}  // namespace outrigger::bench
