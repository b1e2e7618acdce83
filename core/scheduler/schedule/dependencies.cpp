#include "schedule/dependencies.hpp"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/strong_components.hpp>

namespace outrigger {

std::vector<std::size_t> jobs_with_bad_dependencies(std::span<const Job> jobs, std::size_t known_jobs) {
    // Most workloads have no dependency at all: no graph to build then.
    if (std::all_of(jobs.begin(), jobs.end(), [](const Job& j) { return j.depends_on.empty(); })) return {};
    // Vertices: the batch. Edge i -> k when job i depends on batch job k.
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    Graph g(jobs.size());
    std::vector<bool> bad(jobs.size(), false);
    bool any_edge = false;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        for (JobId d : jobs[i].depends_on) {
            if (!d.valid()) {
                bad[i] = true;
                continue;
            }
            if (d.value() < known_jobs) continue;
            const std::size_t k = d.value() - known_jobs;
            if (k >= jobs.size()) {
                bad[i] = true;
                continue;
            }
            boost::add_edge(i, k, g);
            any_edge = true;
        }
    }
    if (any_edge) {
        // A strongly connected component of more than one job, or a self-loop, is a cycle.
        std::vector<std::size_t> comp(jobs.size());
        const auto n = boost::strong_components(
            g, boost::make_iterator_property_map(comp.begin(), boost::get(boost::vertex_index, g)));
        std::vector<std::size_t> size(n, 0);
        for (std::size_t c : comp) ++size[c];
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            if (size[comp[i]] > 1) bad[i] = true;
            for (JobId d : jobs[i].depends_on)
                if (d.valid() && d.value() == known_jobs + i) bad[i] = true;
        }
    }
    // A job that depends on a refused job can never run either: propagate (reverse topological
    // order of the acyclic remainder is not needed; iterate to a fixed point over the edges).
    bool changed = true;
    while (changed) {
        changed = false;
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            if (bad[i]) continue;
            for (JobId d : jobs[i].depends_on) {
                if (d.valid() && d.value() >= known_jobs && d.value() - known_jobs < jobs.size() &&
                    bad[d.value() - known_jobs]) {
                    bad[i] = true;
                    changed = true;
                    break;
                }
            }
        }
    }
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < jobs.size(); ++i)
        if (bad[i]) out.push_back(i);
    return out;
}

}  // namespace outrigger
