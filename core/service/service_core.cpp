#include "service/service_core.hpp"

#include "engine/command.hpp"
#include "engine/query.hpp"
#include "model/atomic_write.hpp"
#include "outrigger/version.hpp"
#include "protocol/limits.hpp"
#include "protocol/reply.hpp"
#include "reservation/reservation.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger::service {

namespace {

using protocol::Error;
using protocol::ErrorCode;

nlohmann::json fail(const protocol::Request& r, ErrorCode code, std::string message,
                    nlohmann::json result = nullptr) {
    return protocol::error_reply(r.id, Error{code, std::move(message)}, std::move(result));
}

std::string_view scheduling_name(Engine::Scheduling s) {
    switch (s) {
        case Engine::Scheduling::Running:
            return "running";
        case Engine::Scheduling::Stopped:
            return "stopped";
        case Engine::Scheduling::OneIteration:
            break;
    }
    return "stepping";
}

// The first error among a command's findings: what a refusal's message says.
std::string first_error(const CommandResult& r) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Diagnostic::Severity::Error)
            return d.file + (d.line > 0 ? ":" + std::to_string(d.line) : std::string()) + ": " + d.message;
    return r.diagnostics.empty() ? std::string("the engine refused it") : r.diagnostics.front().message;
}

constexpr double kMaxSpeed = 1e6;

}  // namespace

ServiceCore::ServiceCore(Site& site, StateStore& store, uid_t service_uid, const Log& log)
    : site_(site), store_(store), service_uid_(service_uid), log_(log) {}

Level ServiceCore::level_for(uid_t uid, std::string_view user) const {
    return level_of(uid, user, Admins{site_.engine().policy().config().service.admins, service_uid_});
}

bool ServiceCore::recover(std::string& error) {
    const auto entries = store_.journal(error);
    if (!error.empty()) return false;
    if (const ConfigDocument* source = site_.engine().config_source()) in_force_ = source->text();
    before_last_ = in_force_;
    follow_server_mode();
    if (!carry_out_journal(entries, error)) return false;
    log_.info("recovered " + std::to_string(entries.size()) + " journaled changes; simulated time " +
              site_.engine().policy().calendar().format(site_.now()) + " after " +
              std::to_string(site_.steps()) + " steps");
    return true;
}

bool ServiceCore::recover_from(const nlohmann::json& snapshot, std::int64_t covers, std::string& error) {
    const auto field = [&](const char* key) -> const nlohmann::json* {
        const auto it = snapshot.find(key);
        return it == snapshot.end() ? nullptr : &*it;
    };
    const nlohmann::json* site = field("site");
    const nlohmann::json* submitted = field("submitted");
    const nlohmann::json* config = field("config");
    const nlohmann::json* before = field("before_last");
    const nlohmann::json* makers = field("makers");
    if (!site || !submitted || !submitted->is_array() || !config || !config->is_string() || !before ||
        !before->is_string() || !makers || !makers->is_object()) {
        error = "expected the keys site, submitted, config, before_last and makers";
        return false;
    }
    try {
        // The jobs submitted before the snapshot come back first, with their own ids and times.
        for (const auto& s : *submitted) {
            std::string why;
            const auto command = command_from_json(s.at("command"), why);
            if (!command || !std::holds_alternative<SubmitCommand>(*command)) {
                error = "submitted job: " + (why.empty() ? std::string("not a submission") : why);
                return false;
            }
            const CommandResult r =
                apply_command(site_.engine(), *command, Time::from_seconds(s.at("at").get<std::int64_t>()));
            if (!r.ok) {
                error = "submitted job " + r.subject + " does not come back: " + first_error(r);
                return false;
            }
        }
        if (!site_.restore(*site, error)) return false;
        // The restored site must be the saved one: anything the checkpoint does not carry back
        // shows here, and the caller re-runs the journal instead.
        if (site_.checkpoint() != *site) {
            error = "the site put back differs from the one saved";
            return false;
        }
        in_force_ = config->get<std::string>();
        before_last_ = before->get<std::string>();
        reservation_makers_.clear();
        for (const auto& [name, maker] : makers->items())
            reservation_makers_[name] = maker.get<std::string>();
        submitted_ = *submitted;
    } catch (const nlohmann::json::exception& e) {
        error = e.what();
        return false;
    }
    follow_server_mode();
    const auto entries = store_.journal(error, covers);
    if (!error.empty()) return false;
    if (!carry_out_journal(entries, error)) return false;
    snapshot_steps_ = site_.steps();
    snapshot_covers_ = covers;
    log_.info("recovered from the snapshot of step " + std::to_string(snapshot.value("steps", 0)) + " and " +
              std::to_string(entries.size()) + " journaled changes after it; simulated time " +
              site_.engine().policy().calendar().format(site_.now()) + " after " +
              std::to_string(site_.steps()) + " steps");
    return true;
}

bool ServiceCore::carry_out_journal(const std::vector<JournalEntry>& entries, std::string& error) {
    const auto wall = WallClock::now();
    for (const JournalEntry& e : entries) {
        if (!site_.step_to(e.steps)) {
            error = "journal entry " + std::to_string(e.sequence) + " was made at step " +
                    std::to_string(e.steps) + ", but the simulation ends at step " +
                    std::to_string(site_.steps());
            return false;
        }
        config_changed(carry_out(e.kind, e.body, wall).result);
    }
    const ClockMark mark = store_.clock();
    if (mark.steps > site_.steps() && !site_.step_to(mark.steps)) {
        error = "the clock was marked at step " + std::to_string(mark.steps) +
                ", but the simulation ends at step " + std::to_string(site_.steps());
        return false;
    }
    site_.anchor(WallClock::now());
    marked_steps_ = site_.steps();
    marked_at_ = WallClock::now();
    snapshot_at_ = WallClock::now();
    logged_iterations_ = site_.engine().iterations();
    return true;
}

bool ServiceCore::take_snapshot() {
    snapshot_at_ = WallClock::now();
    const std::int64_t covers = store_.last_sequence();
    if (site_.steps() == snapshot_steps_ && covers == snapshot_covers_) return true;
    nlohmann::json site = site_.checkpoint();
    if (site.is_null()) return true;
    nlohmann::json makers = nlohmann::json::object();
    for (const auto& [name, maker] : reservation_makers_) makers[name] = maker;
    const nlohmann::json body = {{"format", "outriggerd-snapshot/1"},
                                 {"steps", site_.steps()},
                                 {"covers", covers},
                                 {"config", in_force_},
                                 {"before_last", before_last_},
                                 {"makers", std::move(makers)},
                                 {"submitted", submitted_},
                                 {"site", std::move(site)}};
    const StoredSnapshot stored{0, covers, site_.steps(),
                                body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)};
    if (!store_.save_snapshot(stored)) {
        log_.error("state store: cannot save a snapshot: " + store_.error());
        return false;
    }
    snapshot_steps_ = site_.steps();
    snapshot_covers_ = covers;
    log_.debug("snapshot at step " + std::to_string(site_.steps()) + " after journal entry " +
               std::to_string(covers) + " (" + std::to_string(stored.body.size()) + " bytes)");
    return true;
}

void ServiceCore::write_fairshare_files(std::filesystem::path dir) {
    fairshare_files_.emplace(std::move(dir));
    follow_fairshare_files();
}

void ServiceCore::follow_fairshare_files() {
    if (!fairshare_files_) return;
    for (const std::string& failure : fairshare_files_->follow(site_.engine()))
        log_.error("fairshare statistics: " + failure);
}

void ServiceCore::snapshot_if_due(WallClock::time_point wall) {
    if (wall - snapshot_at_ < snapshot_interval_) return;
    take_snapshot();
}

bool ServiceCore::journal_stop(std::string& error) {
    const nlohmann::json body = to_json(Command{SchedctlCommand{SchedctlCommand::Action::Stop}});
    if (!store_.append(site_.steps(), "command", body)) {
        error = store_.error();
        return false;
    }
    (void)carry_out("command", body, WallClock::now());
    return true;
}

nlohmann::json ServiceCore::status() const {
    const Engine& e = site_.engine();
    nlohmann::json s = {{"sim_time", site_.now().seconds()},
                        {"sim_time_text", e.policy().calendar().format(site_.now())},
                        {"scheduling", std::string(scheduling_name(e.scheduling()))},
                        {"speed", site_.speed()},
                        {"steps", site_.steps()},
                        {"iterations", e.iterations()},
                        {"mode", server_mode()},
                        {"sequence", store_.last_sequence()}};
    s.update(site_.rm_status());
    return s;
}

nlohmann::json ServiceCore::handle(const protocol::Request& r, Session& s) {
    s.peer.level = level_for(s.peer.uid, s.peer.user);
    if (r.type == "hello") return hello(r, s);
    if (!s.greeted)
        return fail(r, ErrorCode::HelloRequired, "say hello first: {\"type\":\"hello\",\"protocol\":1}");
    if (r.type == "status") return protocol::ok_reply(r.id, status());
    if (r.type == "query") return query(r, s);
    if (r.type == "command" || r.type == "speed") return change(r, s, r.type);
    return fail(r, ErrorCode::UnknownType,
                "type: \"" + r.type + "\" is not hello, status, query, command or speed");
}

nlohmann::json ServiceCore::hello(const protocol::Request& r, Session& s) {
    const auto v = r.message.find("protocol");
    if (v == r.message.end() || !v->is_number_integer())
        return fail(r, ErrorCode::InvalidRequest, "protocol: expected the protocol version, an integer");
    if (v->get<std::int64_t>() != protocol::kVersion)
        return fail(r, ErrorCode::UnsupportedVersion,
                    "protocol " + v->dump() + " is not spoken here; this service speaks " +
                        std::to_string(protocol::kVersion));
    s.greeted = true;
    return protocol::ok_reply(r.id, {{"service", "outriggerd"},
                                     {"version", kVersion},
                                     {"protocol", protocol::kVersion},
                                     {"user", s.peer.user},
                                     {"level", std::string(level_name(s.peer.level))},
                                     {"status", status()}});
}

std::optional<std::string> ServiceCore::owner_of(const nlohmann::json& job) const {
    if (!job.is_string()) return std::nullopt;
    const Engine& e = site_.engine();
    const auto id = e.job_named(job.get<std::string>());
    if (!id) return std::nullopt;
    const CredId user = e.snapshot().job(*id).creds.user();
    if (!user.valid()) return std::nullopt;
    return e.cluster().names().name(CredKind::User, user);
}

std::optional<std::string> ServiceCore::reservation_owner(const nlohmann::json& name) const {
    if (!name.is_string()) return std::nullopt;
    const PolicyStack* stack = site_.engine().policy().stack();
    if (stack == nullptr) return std::nullopt;
    const auto& wanted = name.get_ref<const std::string&>();
    for (const Reservation& r : stack->book().reservations()) {
        if (r.name != wanted || r.kind != ReservationKind::Administrative) continue;
        if (r.owner && r.owner->kind == CredKind::User) return r.owner->name;
        if (const auto maker = reservation_makers_.find(wanted); maker != reservation_makers_.end())
            return maker->second;
        return std::nullopt;
    }
    return std::nullopt;
}

ServiceCore::QueryAnswer ServiceCore::answer_query(const protocol::Request& r, const Session& s) {
    const auto failed = [&r](ErrorCode code, const std::string& message) {
        return QueryAnswer{fail(r, code, message), nullptr};
    };
    const auto body = r.message.find("query");
    if (body == r.message.end())
        return failed(ErrorCode::BadQuery, "query: expected an outrigger.query object");
    std::string error;
    const auto q = query_from_json(*body, error);
    if (!q) return failed(ErrorCode::BadQuery, "query." + error);
    ReportFormat format = ReportFormat::Text;
    if (const auto f = r.message.find("format"); f != r.message.end()) {
        if (*f == "json")
            format = ReportFormat::Json;
        else if (*f != "text")
            return failed(ErrorCode::BadQuery, "format: expected \"text\" or \"json\"");
    }
    const std::string_view kind = query_entry(q->kind).name;
    const auto owner = owner_of(nlohmann::json(q->job));
    if (const auto why = refusal(s.peer, kind, query_rule(kind), owner, std::nullopt))
        return failed(ErrorCode::Refused, *why);
    const Engine& engine = site_.engine();
    reports_.follow(ReportCache::State{store_.last_sequence(), engine.policy_generation(),
                                       engine.monitoring(), site_.steps(), engine.iterations()},
                    WallClock::now());
    const bool json = format == ReportFormat::Json;
    const std::string key = std::string(kind) + '\n' + q->job + '\n' + (json ? "json" : "text");
    const ReportCache::Kept* kept = reports_.find(key);
    if (kept == nullptr) {
        QueryResult result = run_query(site_.engine(), *q, format);
        if (!result.report) return failed(ErrorCode::Failed, result.error);
        kept = &reports_.keep(
            key, json ? nlohmann::json{{"format", "json"}, {"report", std::move(result.report->json)}}
                      : nlohmann::json{{"format", "text"}, {"text", std::move(result.report->text)}});
    }
    // In TEST or MONITOR mode showq and checkjob also say what would have started, and where.
    if (!engine.monitoring() || (q->kind != QueryKind::Showq && q->kind != QueryKind::Checkjob))
        return QueryAnswer{nullptr, kept};
    nlohmann::json result = kept->result;
    if (json)
        result["would_start"] = would_start_json();
    else
        result["text"] = result["text"].get<std::string>() +
                         would_start_text(q->kind == QueryKind::Checkjob ? q->job : std::string());
    return QueryAnswer{protocol::ok_reply(r.id, std::move(result)), nullptr};
}

nlohmann::json ServiceCore::query(const protocol::Request& r, const Session& s) {
    QueryAnswer a = answer_query(r, s);
    return a.kept != nullptr ? protocol::ok_reply(r.id, a.kept->result) : std::move(a.reply);
}

std::string ServiceCore::handle_line(const protocol::Request& r, Session& s) {
    if (r.type != "query" || !s.greeted) return protocol::encode_line(handle(r, s));
    s.peer.level = level_for(s.peer.uid, s.peer.user);
    QueryAnswer a = answer_query(r, s);
    if (a.kept == nullptr) return protocol::encode_line(a.reply);
    // ok_reply's object as encode_line writes it (keys in order: id, ok, result), around the
    // result encoded once.
    std::string line = "{\"id\":";
    line += r.id.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    line += ",\"ok\":true,\"result\":";
    line += a.kept->encoded;
    line += "}\n";
    return line;
}

nlohmann::json ServiceCore::change(const protocol::Request& r, const Session& s, const std::string& kind) {
    nlohmann::json body;
    std::string verb = kind;
    std::optional<std::string> owner;
    std::optional<std::string> submit_as;
    if (kind == "command") {
        const auto c = r.message.find("command");
        if (c == r.message.end())
            return fail(r, ErrorCode::BadCommand, "command: expected an outrigger.command object");
        std::string error;
        const auto command = command_from_json(*c, error);
        if (!command) return fail(r, ErrorCode::BadCommand, "command." + error);
        // The canonical form is journaled: what recovery reads back is what was carried out.
        body = to_json(*command);
        verb = body.value("command", std::string());
        if (const auto job = body.find("job"); job != body.end()) owner = owner_of(*job);
        if (verb == "submit") submit_as = body.value("user", std::string());
        // Who made a reservation is journaled with it: its owner may release it later.
        if (verb == "setres") body["made_by"] = s.peer.user;
        if (verb == "releaseres") owner = reservation_owner(body.value("reservation", nlohmann::json()));
    } else {
        const auto v = r.message.find("speed");
        if (v == r.message.end() || !v->is_number() || !(v->get<double>() > 0) ||
            v->get<double>() > kMaxSpeed)
            return fail(r, ErrorCode::BadCommand,
                        "speed: expected simulated seconds per second, above 0 and at most 1e6");
        body = {{"speed", v->get<double>()}};
    }
    if (const auto why = refusal(s.peer, verb, command_rule(verb), owner, submit_as))
        return fail(r, ErrorCode::Refused, *why);
    // The configuration already in force changes nothing, and is not journaled again (a workbench
    // may send the text its edit produced after the edit's own changeparams).
    if (verb == "config" && body.value("text", std::string()) == in_force_) {
        nlohmann::json same = to_json(CommandResult{true, "config", {}, in_force_});
        same["status"] = status();
        same["sequence"] = store_.last_sequence();
        return protocol::ok_reply(r.id, std::move(same));
    }
    // Journaled first: once committed the change survives a kill, and recovery carries it out at
    // this same step; the reply goes only after both.
    const auto sequence = store_.append(site_.steps(), kind, body);
    if (!sequence) {
        log_.error("state store: cannot journal a change: " + store_.error());
        return fail(r, ErrorCode::Internal,
                    "the state store could not record the change; nothing was changed");
    }
    auto [result, ok] = carry_out(kind, body, WallClock::now());
    follow_fairshare_files();
    result["sequence"] = *sequence;
    if (ok && result.contains("config_text")) {
        config_changed(result);
        // After the journal, before the reply: a kill in between leaves the file one change
        // behind, which the restart writes again (reconcile_config_file).
        if (const auto failed = write_config_file()) {
            log_.error(*failed);
            result["warning"] = "in force, but the file was not written: " + *failed;
        }
    }
    // A parameter changed is named, and one put back to its default says so: the log is where a
    // site looks for who changed what.
    std::string what = verb;
    if (verb == "changeparam") {
        what += " " + body.value("parameter", std::string());
        if (body.value("reset", false))
            what += body.value("value", std::string()).empty() ? " back to its default" : " replaced";
    }
    log_.info(s.peer.user + ": " + what + " (sequence " + std::to_string(*sequence) +
              (ok ? ")" : ", refused by the engine)"));
    log_would_start();
    if (!ok) {
        std::string message = result.value("message", std::string("the engine refused it"));
        return fail(r, ErrorCode::Failed, message, std::move(result));
    }
    return protocol::ok_reply(r.id, std::move(result));
}

ServiceCore::Outcome ServiceCore::carry_out(const std::string& kind, const nlohmann::json& body,
                                            WallClock::time_point wall) {
    if (kind == "speed") {
        site_.set_speed(body.value("speed", 1.0), wall);
        return {{{"speed", site_.speed()}}, true};
    }
    std::string error;
    const auto command = command_from_json(body, error);
    if (!command) return {{{"message", error}}, false};
    const bool was_running = site_.clock_running();
    const Time at = site_.engine().report_time();
    const CommandResult result = apply_command(site_.engine(), *command);
    if (result.ok && std::holds_alternative<SubmitCommand>(*command))
        submitted_.push_back({{"command", body}, {"at", at.seconds()}});
    if (const auto maker = body.value("made_by", std::string());
        result.ok && !maker.empty() && std::holds_alternative<SetresCommand>(*command))
        reservation_makers_[result.subject] = maker;
    if (result.ok && std::holds_alternative<ReleaseresCommand>(*command))
        reservation_makers_.erase(result.subject);
    if (result.ok && (std::holds_alternative<ChangeparamCommand>(*command) ||
                      std::holds_alternative<ConfigCommand>(*command)))
        follow_server_mode();
    if (const auto* sc = std::get_if<SchedctlCommand>(&*command);
        sc && sc->action == SchedctlCommand::Action::Step)
        site_.step_iteration();
    if (!was_running && site_.clock_running()) site_.anchor(wall);
    nlohmann::json j = to_json(result);
    if (!result.ok) j["message"] = first_error(result);
    j["status"] = status();
    return {std::move(j), result.ok};
}

std::string ServiceCore::server_mode() const {
    return site_.engine().policy().config().service.mode.value_or("NORMAL");
}

void ServiceCore::follow_server_mode() {
    const std::string mode = server_mode();
    site_.engine().set_monitoring(mode == "TEST" || mode == "MONITOR");
}

namespace {

std::string nodes_text(const Engine& e, const Allocation& allocation) {
    std::string nodes;
    for (const NodeTasks& n : allocation) {
        if (!nodes.empty()) nodes += ',';
        nodes += e.cluster().node(n.node).name;
        if (n.tasks > 1) nodes += "*" + std::to_string(n.tasks);
    }
    return nodes;
}

}  // namespace

void ServiceCore::log_would_start() {
    const Engine& e = site_.engine();
    if (!e.monitoring() || e.iterations() == logged_iterations_) return;
    logged_iterations_ = e.iterations();
    for (const WouldStart& w : e.would_start())
        log_.info("SERVERMODE " + server_mode() + ": would start job " + e.snapshot().job(w.job).name +
                  " on " + nodes_text(e, w.allocation) + " at " + e.policy().calendar().format(w.at) +
                  (w.backfilled ? " (backfill)" : "") + "; not sent to the resource manager");
}

nlohmann::json ServiceCore::would_start_json() const {
    const Engine& e = site_.engine();
    nlohmann::json list = nlohmann::json::array();
    for (const WouldStart& w : e.would_start()) {
        nlohmann::json nodes = nlohmann::json::array();
        for (const NodeTasks& n : w.allocation)
            nodes.push_back({{"node", e.cluster().node(n.node).name}, {"tasks", n.tasks}});
        list.push_back({{"job", e.snapshot().job(w.job).name},
                        {"at", w.at.seconds()},
                        {"backfilled", w.backfilled},
                        {"nodes", std::move(nodes)}});
    }
    return {{"mode", server_mode()}, {"starts", std::move(list)}};
}

std::string ServiceCore::would_start_text(const std::string& job) const {
    const Engine& e = site_.engine();
    std::string text = "\nSERVERMODE " + server_mode() + ": nothing is sent to the resource manager; ";
    std::string lines;
    for (const WouldStart& w : e.would_start()) {
        const std::string& name = e.snapshot().job(w.job).name;
        if (!job.empty() && name != job) continue;
        lines += "  " + name + " on " + nodes_text(e, w.allocation) + " at " +
                 e.policy().calendar().format(w.at) + (w.backfilled ? " (backfill)" : "") + "\n";
    }
    if (lines.empty())
        return text + (job.empty() ? "the last iteration would have started no job\n"
                                   : "the last iteration would not have started this job\n");
    return text +
           (job.empty() ? "the last iteration would have started:\n"
                        : "the last iteration would have started it:\n") +
           lines;
}

void ServiceCore::config_changed(const nlohmann::json& result) {
    const auto text = result.find("config_text");
    if (text == result.end() || !text->is_string() || !result.value("ok", false)) return;
    before_last_ = in_force_;
    in_force_ = text->get<std::string>();
}

std::optional<std::string> ServiceCore::write_config_file() {
    if (!config_file_) return std::nullopt;
    return write_file_atomically(*config_file_, in_force_);
}

bool ServiceCore::reconcile_config_file(const std::string& file_text, std::string& error) {
    if (!config_file_ || file_text == in_force_) return true;
    const std::string where = config_file_->string();
    if (file_text == before_last_) {
        log_.info(where + " was one change behind the journal (stopped between the two): written again");
        if (const auto failed = write_config_file()) {
            error = *failed;
            return false;
        }
        return true;
    }
    const nlohmann::json body = to_json(Command{ConfigCommand{file_text, where}});
    const auto sequence = store_.append(site_.steps(), "command", body);
    if (!sequence) {
        error = "state store: " + store_.error();
        return false;
    }
    const auto [result, ok] = carry_out("command", body, WallClock::now());
    if (!ok) {
        error = where + " changed while the service was down and does not take over: " +
                result.value("message", std::string("refused"));
        return false;
    }
    config_changed(result);
    log_.info(where + " changed while the service was down: it takes over (sequence " +
              std::to_string(*sequence) + ")");
    return true;
}

void ServiceCore::tick(WallClock::time_point wall, WallClock::duration budget) {
    site_.catch_up(wall, budget);
    follow_fairshare_files();
    log_would_start();
    if (site_.steps() != marked_steps_ && wall - marked_at_ >= std::chrono::seconds(1)) mark_clock();
    snapshot_if_due(wall);
}

bool ServiceCore::mark_clock() {
    marked_at_ = WallClock::now();
    if (site_.steps() == marked_steps_) return true;
    if (!store_.mark_clock(ClockMark{site_.steps(), site_.now().seconds()})) {
        log_.error("state store: cannot mark the clock: " + store_.error());
        return false;
    }
    marked_steps_ = site_.steps();
    return true;
}

}  // namespace outrigger::service
