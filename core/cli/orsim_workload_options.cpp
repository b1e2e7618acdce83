#include "orsim_workload_options.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace outrigger::cli {

namespace {

OptionStep taken(std::size_t used) {
    return OptionStep{used, std::nullopt};
}

OptionStep refused(std::string message) {
    return OptionStep{0, std::move(message)};
}

}  // namespace

std::optional<std::int64_t> parse_int(std::string_view s) {
    std::int64_t v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

OptionStep take_workload_option(WorkloadOptions& o, Args args, std::size_t i) {
    const std::string_view a = args[i];
    if (a == "--demo") {
        o.demo = true;
        return taken(1);
    }
    if (a == "--quiet") {
        o.quiet = true;
        return taken(1);
    }
    static constexpr std::string_view kValued[] = {"--workload", "--cluster",  "--first",
                                                   "--count",    "--estimate", "--node-memory"};
    if (std::find(std::begin(kValued), std::end(kValued), a) == std::end(kValued)) return taken(0);
    if (i + 1 >= args.size()) return refused(fmt::format("option '{}' needs a value", a));
    const std::string_view v = args[i + 1];
    if (a == "--workload") {
        o.workload = std::string(v);
    } else if (a == "--cluster") {
        o.cluster_file = std::string(v);
    } else if (a == "--first") {
        const auto n = parse_int(v);
        if (!n || *n < 0) return refused(fmt::format("--first '{}': expected a count >= 0", v));
        o.first = *n;
    } else if (a == "--count") {
        const auto n = parse_int(v);
        if (!n || *n < 1) return refused(fmt::format("--count '{}': expected a count >= 1", v));
        o.count = *n;
    } else if (a == "--estimate") {
        const auto e = parse_walltime_estimate(v);
        if (!e)
            return refused(fmt::format("--estimate '{}': expected runtime or a duration HH:MM:SS > 0", v));
        o.estimate = *e;
    } else {  // --node-memory
        const auto n = parse_int(v);
        if (!n || *n < 1) return refused(fmt::format("--node-memory '{}': expected megabytes >= 1", v));
        o.node_memory = *n;
    }
    return taken(2);
}

std::optional<std::string> workload_choice_error(const WorkloadOptions& o, bool demo_takes_cluster,
                                                 std::string_view demo_conflict) {
    if (o.demo && o.workload) return "--demo replays the demo's own workload: drop --workload";
    if (o.demo && (o.narrows_log() || (!demo_takes_cluster && o.cluster_file)))
        return std::string(demo_conflict);
    if (!o.workload && !o.demo) return "--workload (or --demo) is required";
    return std::nullopt;
}

}  // namespace outrigger::cli
