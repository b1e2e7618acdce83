// outriggerd: the scheduler service in the foreground. Startup is a sequence of checks, each with
// its own exit code (options.hpp): the command line, the inputs, the state directory, recovery,
// the socket. Then the event loop serves clients and moves the simulated clock in short slices;
// SIGTERM or SIGINT ends it between two slices, so at an iteration boundary.

#include <signal.h>
#include <sys/signalfd.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimer>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "outrigger/version.hpp"
#include "protocol/socket_path.hpp"
#include "service/control_server.hpp"
#include "service/inputs.hpp"
#include "service/options.hpp"
#include "service/service_core.hpp"
#include "service/simulated_site.hpp"
#include "service/slurm/slurm_inputs.hpp"
#include "service/slurm/slurm_site.hpp"
#include "service/state_store.hpp"

namespace {

using namespace outrigger;
using namespace outrigger::service;

// The signals that stop the service arrive on a descriptor the event loop watches, so that the
// stop happens in the loop and never inside a slice of scheduling.
class StopSignals {
  public:
    StopSignals() {
        sigemptyset(&mask_);
        sigaddset(&mask_, SIGTERM);
        sigaddset(&mask_, SIGINT);
        sigprocmask(SIG_BLOCK, &mask_, nullptr);
        fd_ = signalfd(-1, &mask_, SFD_CLOEXEC | SFD_NONBLOCK);
    }
    ~StopSignals() {
        if (fd_ >= 0) ::close(fd_);
    }
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;
    [[nodiscard]] int fd() const { return fd_; }
    // The signal that came, or 0.
    int take() const {
        signalfd_siginfo info{};
        return ::read(fd_, &info, sizeof info) == static_cast<ssize_t>(sizeof info)
                   ? static_cast<int>(info.ssi_signo)
                   : 0;
    }

  private:
    sigset_t mask_{};
    int fd_ = -1;
};

int run(const ServiceOptions& options, int argc, char** argv) {
    const Log log(options.log_level);
    StopSignals stop;
    if (stop.fd() < 0) {
        log.error("cannot watch for SIGTERM");
        return kExitFailure;
    }
    QCoreApplication app(argc, argv);

    log.info(std::string("outriggerd ") + kVersion + " starting");
    std::string error;
    const auto file_config = read_config_text(options, error);
    if (!file_config) {
        log.error(error);
        return kExitInputs;
    }
    // Slurm is reached through its tools (slurm/slurm_client.hpp); used only with --rm slurm.
    slurm::ProcessRunner runner;
    slurm::SlurmClient slurm_client(runner);
    const bool on_slurm = options.rm == RmKind::Slurm;
    const auto load = [&](std::string_view config_text) {
        return on_slurm ? load_slurm_inputs(slurm_client, config_text, options.config.value_or("maui.cfg"))
                        : load_inputs(options, config_text);
    };
    // The machine and workload are known before the configuration: the state directory is tied
    // to them, and holds the configuration text its journal starts from.
    LoadedInputs probe = load(*file_config);
    for (const auto& n : probe.notes) log.info(n);
    if (!probe.inputs) {
        for (const auto& e : probe.errors) log.error(e);
        return kExitInputs;
    }
    const std::optional<std::string> start_mode = probe.inputs->config.service.mode;
    // FS.<epoch> files go to STATDIR, inside the state directory when the path is relative (as
    // Maui's is inside its home directory).
    const std::filesystem::path stat_dir = probe.inputs->config.fairshare.stat_dir;
    const std::filesystem::path statistics =
        stat_dir.is_absolute() ? stat_dir : std::filesystem::path(options.state_dir) / stat_dir;
    const std::string statistics_entry =
        stat_dir.is_absolute() || stat_dir.empty() ? std::string() : stat_dir.begin()->string();
    OpenedStore opened = StateStore::open(options.state_dir, probe.digest, statistics_entry);
    StateStore* store = opened.store.get();
    if (store == nullptr) {
        log.error(opened.error);
        return kExitStateRefused;
    }
    log.info(std::string(opened.fresh ? "new state directory " : "state directory ") + options.state_dir);
    const auto base_config = store->base_config();
    if (!base_config && !store->set_base_config(*file_config)) {
        log.error("state store: " + store->error());
        return kExitFailure;
    }
    const std::string journal_config = base_config.value_or(*file_config);
    bool probe_used = false;
    // The site built from the inputs under one configuration text (the journal's first, or a
    // snapshot's); nullptr after logging why when they do not load or Slurm does not answer.
    const auto build_site = [&](const std::string& config_text) -> std::unique_ptr<Site> {
        LoadedInputs loaded;
        if (config_text == *file_config && !probe_used) {
            probe_used = true;
            loaded = std::move(probe);
        } else {
            loaded = load(config_text);
        }
        if (!loaded.inputs) {
            for (const auto& e : loaded.errors) log.error(e);
            return nullptr;
        }
        const ServiceSettings settings = loaded.inputs->config.service;
        log.info(loaded.inputs->description);
        if (on_slurm) {
            auto live = std::make_unique<SlurmSite>(std::move(*loaded.inputs), slurm_client, log, store);
            if (!live->ready()) {
                log.error("Slurm does not answer: " + live->error());
                return nullptr;
            }
            return live;
        }
        return std::make_unique<SimulatedSite>(std::move(*loaded.inputs), settings.poll_interval);
    };
    // MONITOR and TEST promise that no job is started, cancelled or changed: the engine keeps its
    // decisions to itself (ServiceCore::follow_server_mode).
    if (on_slurm && start_mode && *start_mode != "NORMAL") {
        // MONITOR and TEST promise that no job is touched, SIMULATION that none is real; this
        // adapter starts real jobs.
        log.error("SERVERMODE " + *start_mode + " is not available with --rm slurm: use NORMAL");
        return kExitInputs;
    }
    if (start_mode && (*start_mode == "TEST" || *start_mode == "MONITOR"))
        log.info(
            "SERVERMODE " + *start_mode +
            ": iterations decide and report what would start, but nothing is sent to the resource manager");

    std::unique_ptr<Site> site;
    std::unique_ptr<ServiceCore> recovered;
    // Recovery starts from the newest snapshot that reads back whole; a damaged one is said and
    // passed over for the older one, and without any the whole journal is re-run.
    if (!on_slurm) {
        std::string why;
        const auto snapshots = store->snapshots(why);
        if (!why.empty())
            log.error("state store: cannot read the snapshots: " + why + "; re-running the journal");
        for (const StoredSnapshot& stored : snapshots) {
            const std::string name = "snapshot " + std::to_string(stored.id) + " (after journal entry " +
                                     std::to_string(stored.covers) + ", step " +
                                     std::to_string(stored.steps) + ")";
            const auto body = nlohmann::json::parse(stored.body, nullptr, false);
            if (!body.is_object() || body.value("format", std::string()) != "outriggerd-snapshot/1" ||
                !body.value("config", nlohmann::json()).is_string()) {
                log.error("state directory " + options.state_dir + ": " + name +
                          " does not read back (damaged or of another format); passing it over");
                continue;
            }
            site = build_site(body["config"].get<std::string>());
            if (!site) return kExitStateRefused;
            auto attempt = std::make_unique<ServiceCore>(*site, *store, getuid(), log);
            if (attempt->recover_from(body, stored.covers, why)) {
                recovered = std::move(attempt);
                break;
            }
            log.error("state directory " + options.state_dir + ": " + name + " does not come back: " + why +
                      "; passing it over");
            site.reset();
        }
    }
    if (!recovered) {
        site = build_site(journal_config);
        if (!site) return on_slurm ? kExitInputs : kExitStateRefused;
        recovered = std::make_unique<ServiceCore>(*site, *store, getuid(), log);
        if (!recovered->recover(error)) {
            log.error("state directory " + options.state_dir + ": cannot recover: " + error);
            return kExitStateRefused;
        }
    }
    ServiceCore& core = *recovered;
    if (options.config) core.set_config_file(*options.config);
    core.set_snapshot_interval(std::chrono::seconds(options.snapshot_interval_s));
    core.write_fairshare_files(statistics);
    if (!core.reconcile_config_file(*file_config, error)) {
        log.error(error);
        return kExitInputs;
    }
    if (opened.fresh && options.start_stopped && !core.journal_stop(error)) {
        log.error("state store: " + error);
        return kExitFailure;
    }

    ControlServer server(core, log,
                         ServerLimits{.max_clients = options.max_clients,
                                      .idle_timeout_s = options.idle_timeout_s,
                                      .max_unread_bytes = qint64{options.max_unread_mb} << 20});
    const protocol::SocketPlace place = options.socket ? protocol::SocketPlace{*options.socket, "--socket"}
                                                       : protocol::default_socket_place();
    if (!server.listen(place.path, options.socket_group, error)) {
        log.error(error);
        return kExitFailure;
    }

    QTimer clock;
    clock.setInterval(20);
    QObject::connect(&clock, &QTimer::timeout,
                     [&core] { core.tick(WallClock::now(), std::chrono::milliseconds(15)); });
    clock.start();

    QSocketNotifier stopping(stop.fd(), QSocketNotifier::Read);
    QObject::connect(&stopping, &QSocketNotifier::activated, [&] {
        const int signal = stop.take();
        log.info(std::string("stopping on ") + (signal == SIGINT ? "SIGINT" : "SIGTERM"));
        app.quit();
    });
    const int status = app.exec();
    clock.stop();
    server.close();
    QLocalServer::removeServer(QString::fromStdString(place.path));
    const bool marked = core.mark_clock() && core.take_snapshot();
    log.info("stopped");
    return marked && status == 0 ? kExitOk : kExitFailure;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    const OptionsResult parsed = parse_options(args);
    if (const auto* exit = std::get_if<OptionsExit>(&parsed)) {
        std::fputs(exit->text.c_str(), exit->code == 0 ? stdout : stderr);
        return exit->code;
    }
    return run(std::get<ServiceOptions>(parsed), argc, argv);
}
