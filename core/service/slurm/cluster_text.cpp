#include "service/slurm/cluster_text.hpp"

#include <algorithm>

#include "model/host_expression.hpp"

namespace outrigger::slurm {

std::string gres_text(std::string_view slurm_gres) {
    std::string out;
    std::size_t start = 0;
    while (start < slurm_gres.size()) {
        // Commas inside "(S:0-1)" belong to the socket list, not to the GRES list.
        std::size_t end = start;
        int depth = 0;
        for (; end < slurm_gres.size(); ++end) {
            const char c = slurm_gres[end];
            if (c == '(') ++depth;
            if (c == ')') --depth;
            if (c == ',' && depth == 0) break;
        }
        std::string_view item = slurm_gres.substr(start, end - start);
        start = end + 1;
        if (const auto paren = item.find('('); paren != std::string_view::npos) item = item.substr(0, paren);
        const auto first = item.find(':');
        const auto last = item.rfind(':');
        if (item.empty() || first == std::string_view::npos) continue;
        const std::string_view name = item.substr(0, first);
        const std::string_view count = item.substr(last + 1);
        if (count.empty() ||
            !std::all_of(count.begin(), count.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        out += (out.empty() ? "" : ",") + std::string(name) + ":" + std::string(count);
    }
    return out;
}

namespace {

std::string attributes(const SlurmNode& n) {
    std::string a;
    if (!n.partitions.empty()) a += " PARTITION=" + n.partitions.front();
    a += " PROCS=" + std::to_string(std::max<std::int64_t>(1, n.cpus));
    if (n.memory_mb > 0) a += " MEMORY=" + std::to_string(n.memory_mb);
    if (n.disk_mb > 0) a += " DISK=" + std::to_string(n.disk_mb);
    if (const std::string g = gres_text(n.gres); !g.empty()) a += " GRES=" + g;
    if (!n.features.empty()) {
        std::vector<std::string> f = n.features;
        std::sort(f.begin(), f.end());
        std::string list;
        for (const std::string& x : f) list += (list.empty() ? "" : ",") + x;
        a += " FEATURES=" + list;
    }
    // Slurm prefers the lowest weight; NODEALLOCATIONPOLICY PRIORITY prefers the highest priority.
    if (n.weight != 1) a += " PRIORITY=" + std::to_string(-n.weight);
    return a;
}

}  // namespace

ClusterText cluster_text(std::span<const SlurmNode> nodes, std::string_view source) {
    ClusterText out;
    out.text = "# The machine as Slurm describes it (" + std::string(source) +
               "): " + std::to_string(nodes.size()) + " nodes.\n";
    std::vector<std::string> group;
    std::string current;
    const auto flush = [&] {
        if (group.empty()) return;
        out.text += "NODECFG[" + compress_hosts(group) + "]" + current + "\n";
        group.clear();
    };
    for (const SlurmNode& n : nodes) {
        if (n.partitions.size() > 1)
            out.notes.push_back("node " + n.name + " is in " + std::to_string(n.partitions.size()) +
                                " Slurm partitions; Outrigger puts it in the first, " + n.partitions.front());
        const std::string a = attributes(n);
        if (a != current) flush();
        current = a;
        group.push_back(n.name);
    }
    flush();
    return out;
}

}  // namespace outrigger::slurm
