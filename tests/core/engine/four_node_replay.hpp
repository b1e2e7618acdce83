#pragma once

// The engine's command tests run on one small machine: four single-processor nodes, and alice's
// jobs a (4 procs, running from 0 to 100), then b and c (2 procs) waiting, each with a walltime
// of 100. The replay stands at instant 0 with the maui.cfg given as the engine's configuration.

#include <string>
#include <string_view>

#include "../schedule/builders.hpp"
#include "config/document.hpp"
#include "config/typed_config.hpp"
#include "engine/command.hpp"
#include "sim/simulator.hpp"

namespace outrigger::testing {

inline Time at(std::int64_t s) {
    return Time::from_seconds(s);
}

struct FourNodeReplay {
    FourNodeReplay(std::string_view config, std::int64_t b_procs) : sim(make(b_procs, config)) {
        sim.engine().set_config_source(ConfigDocument::parse(std::string(config), "maui.cfg"));
        sim.run(at(0));
    }
    static Simulator make(std::int64_t b_procs, std::string_view config) {
        Cluster cluster = uniform_cluster(4, 1);
        Names& names = cluster.names();
        std::vector<Job> jobs;
        for (const auto& [name, procs] :
             {std::pair<const char*, std::int64_t>{"a", 4}, {"b", b_procs}, {"c", 2}}) {
            Job j = JobBuilder(name).procs(procs).wall(100).submit(0);
            j.creds[CredKind::User] = names.intern(CredKind::User, "alice");
            jobs.push_back(std::move(j));
        }
        const ConfigDocument doc = ConfigDocument::parse(std::string(config), "maui.cfg");
        PolicySetup setup{build_config(doc).config, std::move(cluster), LocalCalendar::utc(), {}, true};
        return Simulator(ComposedPolicy::compose(std::move(setup)), std::move(jobs));
    }
    [[nodiscard]] Time start_of(const std::string& name) const {
        for (const Job& j : sim.engine().snapshot().jobs())
            if (j.name == name) return sim.outcomes()[j.id.value()].start;
        return Time::min();
    }
    CommandResult apply(const Command& c) { return apply_command(sim.engine(), c); }
    Simulator sim;
};

}  // namespace outrigger::testing
