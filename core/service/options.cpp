#include "service/options.hpp"

#include <charconv>

#include "outrigger/version.hpp"

namespace outrigger::service {

std::string usage_text() {
    return "usage: outriggerd (--demo [--config maui.cfg] | --config maui.cfg --cluster cluster.cfg\n"
           "                  --workload log.swf | --rm slurm --config maui.cfg) --state DIR\n"
           "                  [--socket PATH] [--socket-group GROUP]\n"
           "                  [--start-stopped] [--max-clients N] [--idle-timeout SECONDS]\n"
           "                  [--max-unread-mb N] [--snapshot-interval SECONDS]\n"
           "                  [--log-level debug|info|warn|error]\n"
           "\n"
           "The Outrigger scheduler service, in the foreground: it schedules on the simulated\n"
           "resource manager in simulated time, or a live Slurm cluster (--rm slurm), and serves\n"
           "orctl and the workbench on a local socket.\n"
           "\n"
           "  --demo           the demo site: its cluster and generated workload (and its maui.cfg\n"
           "                   unless --config names another)\n"
           "  --config FILE    maui.cfg (ADMIN1/ADMIN2/ADMIN3 say who may do what)\n"
           "  --cluster FILE   the machine, as NODECFG lines, when the workload's header names none\n"
           "  --workload FILE  a Standard Workload Format log replayed on the simulated machine\n"
           "  --state DIR      where the state lives (SQLite); made when absent, refused when damaged\n"
           "                   or written by other inputs\n"
           "  --socket PATH    default: $OUTRIGGER_SOCKET, else $XDG_RUNTIME_DIR/outrigger/outriggerd.sock,\n"
           "                   else /run/outrigger/outriggerd.sock\n"
           "  --socket-group G only members of group G may connect (default: every local user)\n"
           "  --rm simulated|slurm  the resource manager: the simulated one (default), or the Slurm\n"
           "                   cluster its tools reach (squeue, sinfo, scontrol on PATH, SLURM_CONF);\n"
           "                   the machine and the jobs are Slurm's (core/service/slurm/README.md)\n"
           "  --start-stopped  a new state directory starts with scheduling stopped (orctl schedctl -r)\n"
           "  --max-unread-mb N  a client whose unread replies pass N MiB is dropped (default 64)\n"
           "  --snapshot-interval SECONDS  the whole state is saved at most this often while it changes\n"
           "                   (default 60; 0: at every change), and at a clean stop; a restart\n"
           "                   re-runs only the journal after the last snapshot\n"
           "\n"
           "Exit codes: 0 stopped cleanly (SIGTERM, SIGINT); 1 could not serve (socket, state store);\n"
           "2 bad command line; 3 state directory refused; 4 config, cluster or workload does not load.\n";
}

namespace {

OptionsExit bad(std::string message) {
    return {kExitUsage, "outriggerd: " + message + " (outriggerd --help lists the options)\n"};
}

std::optional<int> positive(const std::string& text) {
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || end != text.data() + text.size() || v < 1) return std::nullopt;
    return v;
}

}  // namespace

OptionsResult parse_options(const std::vector<std::string>& args) {
    ServiceOptions o;
    bool have_state = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--help" || a == "-h") return OptionsExit{kExitOk, usage_text()};
        if (a == "--version") return OptionsExit{kExitOk, std::string("outriggerd ") + kVersion + "\n"};
        if (a == "--demo") {
            o.demo = true;
            continue;
        }
        if (a == "--start-stopped") {
            o.start_stopped = true;
            continue;
        }
        static constexpr std::string_view kWithValue[] = {
            "--config",    "--cluster",      "--workload",      "--state",
            "--socket",    "--socket-group", "--max-clients",   "--idle-timeout",
            "--log-level", "--rm",           "--max-unread-mb", "--snapshot-interval"};
        bool known = false;
        for (std::string_view k : kWithValue) known = known || k == a;
        if (!known) return bad("unknown argument '" + a + "'");
        if (i + 1 >= args.size() || args[i + 1].empty()) return bad(a + " needs a value");
        const std::string& v = args[++i];
        if (a == "--config") {
            o.config = v;
        } else if (a == "--cluster") {
            o.cluster = v;
        } else if (a == "--workload") {
            o.workload = v;
        } else if (a == "--state") {
            o.state_dir = v;
            have_state = true;
        } else if (a == "--socket") {
            o.socket = v;
        } else if (a == "--socket-group") {
            o.socket_group = v;
        } else if (a == "--rm") {
            if (v == "simulated")
                o.rm = RmKind::Simulated;
            else if (v == "slurm")
                o.rm = RmKind::Slurm;
            else
                return bad("--rm '" + v + "': expected simulated or slurm");
        } else if (a == "--max-clients") {
            const auto n = positive(v);
            if (!n) return bad("--max-clients '" + v + "': expected a whole number >= 1");
            o.max_clients = *n;
        } else if (a == "--max-unread-mb") {
            const auto n = positive(v);
            if (!n) return bad("--max-unread-mb '" + v + "': expected a whole number of MiB >= 1");
            o.max_unread_mb = *n;
        } else if (a == "--snapshot-interval") {
            const auto n = positive(v == "0" ? std::string("1") : v);
            if (!n) return bad("--snapshot-interval '" + v + "': expected whole seconds >= 0");
            o.snapshot_interval_s = v == "0" ? 0 : *n;
        } else if (a == "--idle-timeout") {
            const auto n = positive(v);
            if (!n) return bad("--idle-timeout '" + v + "': expected seconds >= 1");
            o.idle_timeout_s = *n;
        } else {
            const auto level = log_level_named(v);
            if (!level) return bad("--log-level '" + v + "': expected debug, info, warn or error");
            o.log_level = *level;
        }
    }
    if (!have_state) return bad("--state DIR is required: the service keeps its state there");
    if (o.rm == RmKind::Slurm) {
        if (o.demo || o.workload || o.cluster)
            return bad(
                "--rm slurm: the machine and the jobs are Slurm's; drop --demo, --cluster and --workload");
        if (!o.config) return bad("--config is required with --rm slurm");
        return o;
    }
    if (!o.demo) {
        if (!o.config) return bad("--config is required without --demo");
        if (!o.workload) return bad("--workload is required without --demo (the simulated resource manager)");
    } else if (o.workload || o.cluster) {
        return bad("--demo brings its own cluster and workload: drop --cluster and --workload");
    }
    return o;
}

}  // namespace outrigger::service
