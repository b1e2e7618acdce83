#include "orctl_requests.hpp"

#include <charconv>
#include <optional>

#include "config/duration.hpp"
#include "engine/command.hpp"
#include "engine/query.hpp"

namespace outrigger::orctl {

namespace {

nlohmann::json query_request(const Query& q, bool json) {
    return {{"type", "query"}, {"query", to_json(q)}, {"format", json ? "json" : "text"}};
}

nlohmann::json command_request(const Command& c) {
    return {{"type", "command"}, {"command", to_json(c)}};
}

std::optional<std::int64_t> whole(const std::string& text) {
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return v;
}

Planned usage(std::string message) {
    Planned p;
    p.error = std::move(message);
    return p;
}

Planned one(nlohmann::json request, Shape shape) {
    Planned p;
    p.requests.push_back(std::move(request));
    p.shape = shape;
    return p;
}

Planned report(const QueryEntry& entry, const std::vector<std::string>& args, bool json) {
    Query q;
    q.kind = entry.kind;
    if (entry.needs_job) {
        if (args.size() != 1)
            return usage(std::string(entry.name) + " takes one job: " + std::string(entry.name) + " JOB");
        q.job = args[0];
    } else if (!args.empty()) {
        return usage(std::string(entry.name) + " takes no argument ('" + args[0] + "')");
    }
    return one(query_request(q, json), Shape::Report);
}

Planned hold(bool on, const std::vector<std::string>& args) {
    const std::string verb = on ? "sethold" : "releasehold";
    HoldCommand c;
    c.on = on;
    std::size_t i = 0;
    if (i < args.size() && args[i] == "-h") {
        if (i + 1 >= args.size()) return usage(verb + " -h needs user, system or batch");
        const std::string& kind = args[i + 1];
        if (kind == "user")
            c.hold = Hold::User;
        else if (kind == "system")
            c.hold = Hold::System;
        else if (kind == "batch")
            c.hold = Hold::Batch;
        else
            return usage(verb + " -h '" + kind + "': expected user, system or batch");
        i += 2;
    }
    if (i >= args.size()) return usage(verb + " [-h user|system|batch] JOB...");
    Planned p;
    p.shape = Shape::Command;
    for (; i < args.size(); ++i) {
        c.job = args[i];
        p.requests.push_back(command_request(c));
    }
    return p;
}

Planned submit(const std::vector<std::string>& args) {
    SubmitCommand c;
    std::int64_t count = 1;
    std::optional<std::int64_t> procs, nodes, ppn;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (i + 1 >= args.size()) return usage("submit " + a + " needs a value");
        const std::string& v = args[++i];
        const auto number = [&](std::optional<std::int64_t>& out) {
            out = whole(v);
            return out && *out >= 1;
        };
        const auto duration = [&](Duration& out) {
            const auto d = parse_duration(v);
            if (!d || d->count() <= 0) return false;
            out = *d;
            return true;
        };
        std::optional<std::int64_t> n;
        if (a == "--name") {
            c.name = v;
        } else if (a == "--user") {
            c.user = v;
        } else if (a == "--group") {
            c.group = v;
        } else if (a == "--account") {
            c.account = v;
        } else if (a == "--class") {
            c.job_class = v;
        } else if (a == "--qos") {
            c.qos = v;
        } else if (a == "--procs") {
            if (!number(procs)) return usage("submit --procs '" + v + "': expected a whole number >= 1");
        } else if (a == "--nodes") {
            if (!number(nodes)) return usage("submit --nodes '" + v + "': expected a whole number >= 1");
        } else if (a == "--ppn") {
            if (!number(ppn)) return usage("submit --ppn '" + v + "': expected a whole number >= 1");
        } else if (a == "--count") {
            if (!number(n)) return usage("submit --count '" + v + "': expected a whole number >= 1");
            count = *n;
        } else if (a == "--walltime") {
            if (!duration(c.walltime))
                return usage("submit --walltime '" + v + "': expected [[DD:]HH:]MM:SS");
        } else if (a == "--runtime") {
            Duration d;
            if (!duration(d)) return usage("submit --runtime '" + v + "': expected [[DD:]HH:]MM:SS");
            c.runtime = d;
        } else {
            return usage("submit: unknown option '" + a + "'");
        }
    }
    if (c.name.empty()) return usage("submit needs --name NAME (with --count, NAME.1 ... NAME.N)");
    if (c.walltime.count() <= 0) return usage("submit needs --walltime [[DD:]HH:]MM:SS");
    if (procs && (nodes || ppn)) return usage("submit takes --procs, or --nodes with --ppn, not both");
    if (procs) {
        c.tasks = *procs;
    } else if (nodes) {
        c.tasks = *nodes;
        c.procs_per_task = ppn.value_or(1);
    } else if (ppn) {
        return usage("submit --ppn needs --nodes");
    }
    Planned p;
    p.shape = Shape::Command;
    const std::string base = c.name;
    for (std::int64_t k = 1; k <= count; ++k) {
        if (count > 1) c.name = base + "." + std::to_string(k);
        p.requests.push_back(command_request(c));
    }
    return p;
}

Planned schedctl(const std::vector<std::string>& args) {
    if (args.empty()) return one({{"type", "status"}}, Shape::Status);
    if (args.size() == 2 && args[0] == "--speed") {
        double speed = 0;
        const auto [end, ec] = std::from_chars(args[1].data(), args[1].data() + args[1].size(), speed);
        if (ec != std::errc{} || end != args[1].data() + args[1].size() || !(speed > 0))
            return usage("schedctl --speed '" + args[1] +
                         "': expected simulated seconds per second, above 0");
        return one({{"type", "speed"}, {"speed", speed}}, Shape::Status);
    }
    if (args.size() != 1) return usage("schedctl takes one of -s, -r, -S or --speed X");
    SchedctlCommand c;
    if (args[0] == "-s")
        c.action = SchedctlCommand::Action::Stop;
    else if (args[0] == "-r")
        c.action = SchedctlCommand::Action::Resume;
    else if (args[0] == "-S")
        c.action = SchedctlCommand::Action::Step;
    else
        return usage("schedctl '" + args[0] + "': expected -s (stop), -r (resume), -S (step) or --speed X");
    return one(command_request(c), Shape::Status);
}

}  // namespace

std::string usage_text() {
    return "usage: orctl [--socket PATH] [--json] COMMAND [ARGS]\n"
           "\n"
           "Reports (Maui's layouts, or JSON with --json):\n"
           "  showq | showbf | showres | showstats | showconfig | checkjob JOB | showstart JOB\n"
           "  throttling | blocking JOB | metrics\n"
           "  diagnose -p | -f | -j          (and any report the service's engine names: " +
           query_usage() +
           ")\n"
           "Changes:\n"
           "  setres ARGS...                 as setres takes them: -u USER -d 4:00:00 TASKS==16\n"
           "  releaseres RESERVATION...      an administrative reservation, by name\n"
           "  changeparam NAME VALUE         one maui.cfg parameter, from the next iteration\n"
           "  changeparam --reset NAME [VALUE]  its lines removed (back to its default), or replaced\n"
           "  setspri PRIORITY|none JOB      a system priority (none: back to the computed one)\n"
           "  sethold | releasehold [-h user|system|batch] JOB...\n"
           "  canceljob JOB...\n"
           "  schedctl [-s | -r | -S | --speed X]   stop, resume, step one iteration; the simulated\n"
           "                                 clock's speed; no option: the service's status\n"
           "  submit --name NAME [--user U] [--group G] [--account A] [--class C] [--qos Q]\n"
           "         (--procs N | --nodes N --ppn M) --walltime T [--runtime T] [--count K]\n"
           "\n"
           "The socket: --socket, else $OUTRIGGER_SOCKET, else $XDG_RUNTIME_DIR/outrigger/outriggerd.sock,\n"
           "else /run/outrigger/outriggerd.sock.\n"
           "Exit codes: 0 done; 1 refused, failed, or no service; 2 bad command line.\n";
}

Planned plan_requests(const std::vector<std::string>& words, bool json) {
    if (words.empty()) return usage("a command is needed");
    const std::string& verb = words[0];
    const std::vector<std::string> args(words.begin() + 1, words.end());
    if (verb == "diagnose") {
        if (args.size() != 1 || args[0].size() != 2 || args[0][0] != '-')
            return usage("diagnose takes one of -p, -f, -j");
        const QueryEntry* entry = find_query("diagnose-" + args[0].substr(1));
        if (entry == nullptr)
            return usage("diagnose " + args[0] + ": no such report (" + query_usage() + ")");
        return report(*entry, {}, json);
    }
    if (const QueryEntry* entry = find_query(verb)) return report(*entry, args, json);
    if (verb == "setres") {
        if (args.empty()) return usage("setres needs its arguments: setres -u USER -d 4:00:00 TASKS==16");
        return one(command_request(SetresCommand{args}), Shape::Command);
    }
    if (verb == "releaseres") {
        if (args.empty()) return usage("releaseres RESERVATION...");
        Planned p;
        p.shape = Shape::Command;
        for (const auto& name : args) p.requests.push_back(command_request(ReleaseresCommand{name}));
        return p;
    }
    if (verb == "changeparam") {
        // --reset: the parameter's lines go first; with no value it is back to its default.
        const bool reset = !args.empty() && args[0] == "--reset";
        const std::vector<std::string> rest(args.begin() + (reset ? 1 : 0), args.end());
        if (rest.empty() || (!reset && rest.size() < 2))
            return usage(
                "changeparam NAME VALUE (for a *CFG line: changeparam USERCFG[bob] MAXJOB=4), or "
                "changeparam --reset NAME [VALUE]");
        std::string value;
        for (std::size_t i = 1; i < rest.size(); ++i) value += (i > 1 ? " " : "") + rest[i];
        ChangeparamCommand c{rest[0], value};
        c.reset = reset;
        return one(command_request(c), Shape::Command);
    }
    if (verb == "setspri") {
        if (args.size() != 2) return usage("setspri PRIORITY|none JOB");
        SetspriCommand c;
        c.job = args[1];
        if (args[0] != "none") {
            c.priority = whole(args[0]);
            if (!c.priority) return usage("setspri '" + args[0] + "': expected a whole number or none");
        }
        return one(command_request(c), Shape::Command);
    }
    if (verb == "sethold" || verb == "releasehold") return hold(verb == "sethold", args);
    if (verb == "canceljob") {
        if (args.empty()) return usage("canceljob JOB...");
        Planned p;
        p.shape = Shape::Command;
        for (const auto& job : args) p.requests.push_back(command_request(CancelCommand{job}));
        return p;
    }
    if (verb == "schedctl") return schedctl(args);
    if (verb == "submit") return submit(args);
    if (verb == "status") return one({{"type", "status"}}, Shape::Status);
    return usage("unknown command '" + verb + "'");
}

}  // namespace outrigger::orctl
