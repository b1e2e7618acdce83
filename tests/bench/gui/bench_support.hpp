#pragma once

// Shared by the GUI benchmarks: the demo inputs with a burst of jobs so that about 10,000 wait
// in the queue, and a synthetic schedule of a given size for the Gantt.

#include <fstream>
#include <random>
#include <stdexcept>
#include <string>

#include "gui/client/replay_pacer.hpp"
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

// A frame of `nodes` nodes (16 processors each, two partitions) whose view carries `bars` job
// bars over two days: per node, back-to-back jobs of random length and size, those ended before
// now finished, a tenth of the others job reservations, and one reservation instance per 50 nodes.
inline gui::FramePtr synthetic_frame(std::size_t nodes, std::size_t bars, std::uint32_t seed = 7) {
    auto st = std::make_shared<ViewStatics>();
    st->partitions = {"batch", "large"};
    for (std::size_t n = 0; n < nodes; ++n)
        st->nodes.push_back({NodeId(static_cast<NodeId::Rep>(n)), "n" + std::to_string(n + 1),
                             PartitionId(n < nodes * 3 / 4 ? 0 : 1), 16});
    for (int u = 0; u < 30; ++u) st->names.intern(CredKind::User, "u" + std::to_string(u + 1));
    std::mt19937 rng(seed);
    auto jobs = std::make_shared<ViewJobs>();
    auto v = std::make_shared<ClusterView>();
    const std::int64_t t0 = 1'000'000;
    const std::int64_t span = 2 * 86400;
    v->now = Time::from_seconds(t0 + span / 2);
    v->node_states.assign(nodes, NodeState::Up);
    const std::size_t per_node = bars / nodes;
    for (std::size_t n = 0; n < nodes; ++n) {
        const NodeId node(static_cast<NodeId::Rep>(n));
        std::int64_t t = t0;
        const std::int64_t step = span / static_cast<std::int64_t>(per_node);
        for (std::size_t k = 0; k < per_node; ++k) {
            Job job;
            job.id = JobId(static_cast<JobId::Rep>(jobs->size()));
            job.name = std::to_string(jobs->size() + 1);
            job.creds[CredKind::User] = CredId(static_cast<CredId::Rep>(rng() % 30));
            job.walltime = Duration::seconds(step);
            job.request.per_task.procs = 1;
            jobs->push_back(job);
            const std::int64_t len =
                step / 2 + static_cast<std::int64_t>(rng() % static_cast<std::uint32_t>(step / 2));
            const Time start = Time::from_seconds(t);
            const Time end = Time::from_seconds(t + len);
            const Allocation where{{node, static_cast<std::int64_t>(4 + rng() % 13)}};
            if (end < v->now)
                v->finished.push_back({job.id, start, end, where});
            else if (rng() % 10 == 0)
                v->job_reservations.push_back({job.id, Interval{start, end}, where});
            else
                v->running.push_back({job.id, start, end, where});
            t += step;
        }
        if (n % 50 == 0) {
            ViewReservation r{ReservationId(static_cast<ReservationId::Rep>(n / 50)),
                              "maint." + std::to_string(n / 50),
                              Interval{v->now + Duration::hours(6), v->now + Duration::hours(10)},
                              {}};
            for (std::size_t m = n; m < std::min(nodes, n + 8); ++m)
                r.blocks.push_back({NodeId(static_cast<NodeId::Rep>(m)), 16});
            v->reservations.push_back(std::move(r));
        }
    }
    v->statics = std::move(st);
    v->jobs = std::move(jobs);
    auto f = std::make_shared<gui::ViewFrame>();
    f->at = v->now;
    f->view = std::move(v);
    return f;
}

}  // namespace outrigger::bench
