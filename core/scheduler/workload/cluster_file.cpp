#include <iterator>
#include <utility>

#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "workload/cluster_builder.hpp"

namespace outrigger {

ClusterBuild build_cluster(const ConfigDocument& document) {
    TypedConfig typed = build_config(document);
    const auto locate = [&document](std::string_view key, std::string_view attr) {
        Diagnostic d;
        d.file = document.file_name();
        d.line = 0;
        d.column = 0;
        for (const auto& e : document.entries()) {
            if (e.parameter != "NODECFG" || e.index != key) continue;
            d.line = e.line;
            d.column = e.column;
            for (const auto& a : e.attributes) {
                if (!attr.empty() && a.name == attr) {
                    d.line = a.value_line;
                    d.column = a.value_column;
                }
            }
        }
        return d;
    };
    Names names;
    ClusterBuild b = build_cluster(typed.config.nodes, names, locate);
    b.cluster.names() = std::move(names);
    // The config's own findings (syntax, bad values) first, then the cluster's.
    typed.diagnostics.insert(typed.diagnostics.end(), std::make_move_iterator(b.diagnostics.begin()),
                             std::make_move_iterator(b.diagnostics.end()));
    b.diagnostics = std::move(typed.diagnostics);
    return b;
}

ClusterBuild load_cluster_file(const std::filesystem::path& path) {
    std::string error;
    auto doc = ConfigDocument::load(path, error);
    if (!doc) {
        ClusterBuild b;
        b.diagnostics.push_back(subject_finding(Diagnostic::Severity::Error, path.string(), error));
        return b;
    }
    return build_cluster(*doc);
}

}  // namespace outrigger
