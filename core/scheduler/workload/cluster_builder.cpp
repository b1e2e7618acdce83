#include "workload/cluster_builder.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <string>
#include <unordered_map>

#include "model/ascii.hpp"
#include "model/host_expression.hpp"

namespace outrigger {
namespace {

std::optional<NodeState> parse_state(std::string_view s) {
    const std::string u = ascii_upper(s);
    if (u == "UP" || u == "IDLE" || u == "BUSY" || u == "RUNNING" || u == "ACTIVE") return NodeState::Up;
    if (u == "DOWN") return NodeState::Down;
    if (u == "DRAINED" || u == "DRAINING" || u == "DRAIN") return NodeState::Drained;
    return std::nullopt;
}

std::optional<std::uint32_t> parse_u32(std::string_view s) {
    std::uint32_t v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

// Values that are known to be good, ready to merge: a NodeConfig whose bad attributes were removed
// (each with a diagnostic), plus the parsed forms of the text attributes.
struct CleanEntry {
    std::string key;
    NodeConfig cfg;
    std::optional<NodeState> state;
    std::optional<std::uint32_t> rack;
    std::vector<std::string> hosts;
    bool is_default = false;
};

class Builder {
  public:
    Builder(Names& names, const NodeCfgLocator* locate) : names_(names), locate_(locate) {}

    ClusterBuild run(const NodeSettings& settings) {
        out_.cluster.access_policy = settings.access;
        std::vector<CleanEntry> entries;
        for (const auto& [key, cfg] : settings.nodes) {
            if (auto e = clean(key, cfg)) entries.push_back(std::move(*e));
        }

        // Node order: entries in key order, each in its expansion order.
        std::unordered_map<std::string, std::size_t> index;
        std::vector<std::string> order;
        std::vector<const CleanEntry*> origin;
        for (const auto& e : entries) {
            for (const auto& h : e.hosts) {
                if (index.emplace(h, order.size()).second) {
                    order.push_back(h);
                    origin.push_back(&e);
                }
            }
        }

        // Precedence: DEFAULT first, then entries naming more nodes, so that the most specific
        // entry is applied last and wins; equal sizes keep key order.
        std::vector<const CleanEntry*> by_precedence;
        for (const auto& e : entries) by_precedence.push_back(&e);
        std::stable_sort(
            by_precedence.begin(), by_precedence.end(), [](const CleanEntry* a, const CleanEntry* b) {
                const auto size = [](const CleanEntry* e) {
                    return e->is_default ? std::numeric_limits<std::size_t>::max() : e->hosts.size();
                };
                return size(a) > size(b);
            });

        std::vector<CleanEntry> merged(order.size());
        for (const CleanEntry* e : by_precedence) {
            if (e->is_default) {
                for (auto& m : merged) merge(m, *e);
            } else {
                for (const auto& h : e->hosts) merge(merged[index.at(h)], *e);
            }
        }

        std::vector<std::string> warned_no_procs;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const auto& m = merged[i];
            Node node;
            node.name = order[i];
            if (m.cfg.procs) {
                node.capacity.procs = *m.cfg.procs;
            } else {
                node.capacity.procs = 1;
                const std::string& key = origin[i]->key;
                if (std::find(warned_no_procs.begin(), warned_no_procs.end(), key) == warned_no_procs.end()) {
                    warned_no_procs.push_back(key);
                    add(Diagnostic::Severity::Warning, key, "", DiagnosticCode::NodeWithoutProcs,
                        {std::string(key), node.name});
                }
            }
            node.capacity.memory_mb = m.cfg.memory_mb.value_or(0);
            node.capacity.swap_mb = m.cfg.swap_mb.value_or(0);
            node.capacity.disk_mb = m.cfg.disk_mb.value_or(0);
            for (const auto& [g, n] : m.cfg.gres) node.capacity.set_gres(names_.intern_gres(g), n);
            for (const auto& f : m.cfg.features) node.features.push_back(names_.intern_feature(f));
            std::sort(node.features.begin(), node.features.end());
            node.features.erase(std::unique(node.features.begin(), node.features.end()), node.features.end());
            if (m.cfg.partition) node.partition = out_.cluster.add_partition(*m.cfg.partition);
            node.priority = m.cfg.priority.value_or(0);
            node.speed = m.cfg.speed.value_or(1.0);
            node.state = m.state.value_or(NodeState::Up);
            node.rack = m.rack.value_or(0);
            node.slot = static_cast<std::uint32_t>(m.cfg.slot.value_or(0));
            out_.cluster.add_node(std::move(node));
        }
        return std::move(out_);
    }

  private:
    void add(Diagnostic::Severity sev, std::string_view key, std::string_view attr, DiagnosticCode code,
             std::vector<std::string> args) {
        Diagnostic d;
        if (locate_ && *locate_) d = (*locate_)(key, attr);
        d.severity = sev;
        d.message = diagnostic_english(code, args);
        d.code = code;
        d.args = std::move(args);
        out_.diagnostics.push_back(std::move(d));
    }

    std::optional<CleanEntry> clean(const std::string& key, const NodeConfig& cfg) {
        CleanEntry e;
        e.key = key;
        e.cfg = cfg;
        e.is_default = ascii_upper(key) == "DEFAULT";
        if (!e.is_default) {
            auto x = expand_hosts(key);
            if (!x.error.empty()) {
                CodedText t = host_expression_fault(x, key, "NODECFG");
                add(Diagnostic::Severity::Error, key, "", t.code, std::move(t.args));
                return std::nullopt;
            }
            e.hosts = std::move(x.hosts);
        }
        const auto non_negative = [&](std::optional<std::int64_t>& v, const char* attr) {
            if (v && *v < 0) {
                add(Diagnostic::Severity::Error, key, attr, DiagnosticCode::NodeValueNegative,
                    {std::string(key), attr, std::to_string(*v)});
                v.reset();
            }
        };
        non_negative(e.cfg.procs, "PROCS");
        non_negative(e.cfg.memory_mb, "MEMORY");
        non_negative(e.cfg.swap_mb, "SWAP");
        non_negative(e.cfg.disk_mb, "DISK");
        non_negative(e.cfg.slot, "SLOT");
        if (e.cfg.slot && *e.cfg.slot > std::numeric_limits<std::uint32_t>::max()) {
            add(Diagnostic::Severity::Error, key, "SLOT", DiagnosticCode::NodeSlotTooLarge,
                {std::string(key), std::to_string(*e.cfg.slot)});
            e.cfg.slot.reset();
        }
        for (auto it = e.cfg.gres.begin(); it != e.cfg.gres.end();) {
            if (it->second < 0) {
                add(Diagnostic::Severity::Error, key, "GRES", DiagnosticCode::NodeGresNegative,
                    {std::string(key), it->first, std::to_string(it->second)});
                it = e.cfg.gres.erase(it);
            } else {
                ++it;
            }
        }
        if (e.cfg.speed && !(*e.cfg.speed > 0)) {
            add(Diagnostic::Severity::Error, key, "SPEED", DiagnosticCode::NodeSpeedNotPositive,
                {std::string(key), fmt::format("{}", *e.cfg.speed)});
            e.cfg.speed.reset();
        }
        if (e.cfg.state) {
            e.state = parse_state(*e.cfg.state);
            if (!e.state)
                add(Diagnostic::Severity::Error, key, "STATE", DiagnosticCode::NodeStateUnknown,
                    {std::string(key), *e.cfg.state});
        }
        if (e.cfg.rack) {
            e.rack = parse_u32(*e.cfg.rack);
            if (!e.rack)
                add(Diagnostic::Severity::Error, key, "RACK", DiagnosticCode::NodeRackNegative,
                    {std::string(key), *e.cfg.rack});
        }
        if (e.cfg.partition && e.cfg.partition->empty()) e.cfg.partition.reset();
        return e;
    }

    static void merge(CleanEntry& into, const CleanEntry& from) {
        const auto& f = from.cfg;
        auto& t = into.cfg;
        if (f.partition) t.partition = f.partition;
        if (!f.features.empty()) t.features = f.features;
        if (f.procs) t.procs = f.procs;
        if (f.memory_mb) t.memory_mb = f.memory_mb;
        if (f.swap_mb) t.swap_mb = f.swap_mb;
        if (f.disk_mb) t.disk_mb = f.disk_mb;
        for (const auto& [g, n] : f.gres) t.gres[g] = n;
        if (f.priority) t.priority = f.priority;
        if (f.speed) t.speed = f.speed;
        if (from.state) into.state = from.state;
        if (from.rack) into.rack = from.rack;
        if (f.slot) t.slot = f.slot;
    }

    Names& names_;
    const NodeCfgLocator* locate_;
    ClusterBuild out_;
};

}  // namespace

bool ClusterBuild::has_errors() const {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

ClusterBuild build_cluster(const NodeSettings& settings, Names& names, const NodeCfgLocator& locate) {
    return Builder(names, &locate).run(settings);
}

ClusterBuild build_cluster(const NodeSettings& settings, Names& names) {
    return Builder(names, nullptr).run(settings);
}

ClusterBuild build_cluster(const NodeSettings& settings) {
    // The features and gres must live in the returned cluster's own names: intern into a local
    // table first, then move it in (interning is first-seen order, so ids are the same).
    Names names;
    ClusterBuild b = Builder(names, nullptr).run(settings);
    b.cluster.names() = std::move(names);
    return b;
}

ClusterBuild default_cluster(const SwfHeader& header) {
    ClusterBuild b;
    b.cluster.access_policy = NodeAccessPolicy::Shared;
    const auto positive = [](const std::optional<std::int64_t>& v) { return v && *v > 0 ? v : std::nullopt; };
    const auto max_nodes = positive(header.max_nodes);
    const auto max_procs = positive(header.max_procs);
    if (!max_nodes && !max_procs) {
        b.diagnostics.push_back(
            coded_finding(Diagnostic::Severity::Error, {}, 0, 0, DiagnosticCode::SwfHeaderNoMachine, {}));
        return b;
    }
    const std::int64_t nodes = max_nodes ? *max_nodes : *max_procs;
    const std::int64_t total = max_procs ? *max_procs : nodes;
    std::int64_t per_node = total / nodes;
    std::int64_t extra = total % nodes;
    if (per_node == 0) {  // fewer procs than nodes: one each, the header's MaxProcs cannot hold
        per_node = 1;
        extra = 0;
        b.diagnostics.push_back(coded_finding(Diagnostic::Severity::Warning, {}, 0, 0,
                                              DiagnosticCode::MaxProcsBelowMaxNodes,
                                              {std::to_string(total), std::to_string(nodes)}));
    } else if (extra != 0) {
        b.diagnostics.push_back(
            coded_finding(Diagnostic::Severity::Warning, {}, 0, 0, DiagnosticCode::MaxProcsNotMultiple,
                          {std::to_string(total), std::to_string(nodes), std::to_string(extra),
                           std::to_string(per_node + 1), std::to_string(per_node)}));
    }
    const int width = static_cast<int>(std::to_string(nodes).size());
    const PartitionId partition = b.cluster.add_partition("DEFAULT");
    for (std::int64_t i = 0; i < nodes; ++i) {
        Node n;
        n.name = fmt::format("n{:0{}}", i + 1, width);
        n.partition = partition;
        n.capacity.procs = per_node + (i < extra ? 1 : 0);
        b.cluster.add_node(std::move(n));
    }
    return b;
}

}  // namespace outrigger
