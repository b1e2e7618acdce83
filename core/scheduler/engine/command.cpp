#include "engine/command.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <string_view>

#include "config/catalogue.hpp"
#include "config/typed_config.hpp"
#include "engine/engine.hpp"
#include "engine/schema.hpp"
#include "reservation/setres.hpp"

namespace outrigger {

namespace {

constexpr const char* kCommandName = "outrigger.command";

Diagnostic finding(std::string subject, std::string message,
                   Diagnostic::Severity severity = Diagnostic::Severity::Error) {
    return subject_finding(severity, std::move(subject), std::move(message));
}

CommandResult failed(std::string subject, std::string message) {
    CommandResult r;
    r.subject = subject;
    r.diagnostics.push_back(finding(std::move(subject), std::move(message)));
    return r;
}

// What a new configuration changes that the running engine keeps until it restarts: the machine
// (NODECFG, NODEACCESSPOLICY) and the clock (TIMEZONE, RMPOLLINTERVAL) were fixed when it was
// assembled. Said, not refused: a front end that saves the file gets them at its next start.
std::vector<std::string> restart_only(const Config& was, const Config& is) {
    std::vector<std::string> out;
    if (was.service.time_zone != is.service.time_zone) out.emplace_back("TIMEZONE");
    if (was.service.poll_interval != is.service.poll_interval) out.emplace_back("RMPOLLINTERVAL");
    if (was.nodes.nodes != is.nodes.nodes) out.emplace_back("NODECFG");
    if (was.nodes.access != is.nodes.access) out.emplace_back("NODEACCESSPOLICY");
    return out;
}

// "USERCFG[bob]" -> {"USERCFG", "bob"}; nullopt when the brackets are malformed.
std::optional<std::pair<std::string, std::string>> split_index(std::string_view parameter) {
    const auto open = parameter.find('[');
    if (open == std::string_view::npos) return std::pair{std::string(parameter), std::string()};
    if (parameter.back() != ']' || open == 0 || open + 2 > parameter.size() - 1) return std::nullopt;
    return std::pair{std::string(parameter.substr(0, open)),
                     std::string(parameter.substr(open + 1, parameter.size() - open - 2))};
}

struct Applier {
    Engine& engine;
    Time now;

    CommandResult operator()(const SubmitCommand& c) const {
        const std::string subject = "submit " + c.name;
        if (c.name.empty()) return failed("submit", "name: a job needs a name");
        if (engine.job_named(c.name))
            return failed(subject, "name: a job named " + c.name + " exists already");
        if (c.tasks < 1) return failed(subject, "tasks: at least 1");
        if (c.procs_per_task < 1) return failed(subject, "procs_per_task: at least 1");
        if (c.walltime.count() <= 0) return failed(subject, "walltime: a positive duration");
        Job job;
        job.name = c.name;
        job.request.tasks = c.tasks;
        job.request.per_task = Resources::of_procs(c.procs_per_task);
        job.walltime = c.walltime;
        job.runtime = c.runtime;
        const Names& names = engine.cluster().names();
        struct Field {
            CredKind kind;
            std::string_view field;
            const std::string* name;
        };
        const std::array<Field, 5> creds{{{CredKind::User, "user", &c.user},
                                          {CredKind::Group, "group", &c.group},
                                          {CredKind::Account, "account", &c.account},
                                          {CredKind::Qos, "qos", &c.qos},
                                          {CredKind::Class, "class", &c.job_class}}};
        for (const auto& [kind, field, name] : creds) {
            if (name->empty()) continue;
            const auto id = names.find(kind, *name);
            // The policy's tables are compiled for the credentials it knows.
            if (!id)
                return failed(subject, std::string(field) + ": '" + *name +
                                           "' is not a credential this scheduler knows");
            job.creds[kind] = *id;
        }
        const SubmitResult s = engine.rm().submit(std::move(job), now);
        if (!s.job) return failed(subject, s.error);
        engine.jobs_added();
        engine.job_changed();
        engine.mark_dirty();
        CommandResult r{true, c.name, {}, std::nullopt};
        if (auto why = engine.refusal(*s.job)) {
            r.diagnostics.push_back(finding(subject,
                                            "held: it can never run under this configuration (" +
                                                std::string(reason_code_name(why->code)) +
                                                "); change the configuration and release it",
                                            Diagnostic::Severity::Warning));
            engine.hold_refused(*s.job, std::move(why), now);
        }
        return r;
    }

    CommandResult operator()(const SetresCommand& c) const {
        PolicyStack* stack = engine.policy().stack();
        if (!stack) return failed("setres", "reservations need the policy stack: run with a configuration");
        const std::vector<std::string_view> words(c.args.begin(), c.args.end());
        const SetresParse parsed = parse_setres_arguments(words);
        CommandResult r;
        r.subject = "setres";
        for (const auto& d : parsed.diagnostics) r.diagnostics.push_back(d);
        if (!parsed.ok()) return r;
        const SetresResult placed = stack->add_reservation(parsed.request, engine.snapshot(), now);
        for (const auto& d : placed.diagnostics) r.diagnostics.push_back(d);
        if (!placed.id) return r;
        for (const Reservation& res : stack->book().reservations())
            if (res.id == *placed.id) r.subject = res.name;
        r.ok = true;
        // A resource manager with reservations of its own (Slurm) holds the nodes from now on,
        // not from the next iteration, which an empty queue never runs.
        engine.rm().mirror_reservations(now);
        engine.mark_dirty();
        return r;
    }

    CommandResult operator()(const ReleaseresCommand& c) const {
        const std::string subject = "releaseres " + c.reservation;
        PolicyStack* stack = engine.policy().stack();
        if (!stack) return failed(subject, "reservations need the policy stack: run with a configuration");
        if (auto refused = stack->release_reservation(c.reservation, engine.snapshot())) {
            CommandResult r;
            r.subject = c.reservation;
            refused->file = subject;
            r.diagnostics.push_back(std::move(*refused));
            return r;
        }
        engine.rm().mirror_reservations(now);
        engine.mark_dirty();
        return {true, c.reservation, {}, std::nullopt};
    }

    CommandResult operator()(const SetspriCommand& c) const {
        const auto id = engine.job_named(c.job);
        if (!id) return failed("setspri " + c.job, "no job " + c.job);
        if (engine.snapshot().state(*id) != JobState::Idle)
            return failed("setspri " + c.job, "job " + c.job + " is not idle");
        engine.snapshot().set_system_priority(*id, c.priority);
        engine.job_changed();
        engine.mark_dirty();
        return {true, c.job, {}, std::nullopt};
    }

    CommandResult operator()(const HoldCommand& c) const {
        const std::string verb = c.on ? "sethold " : "releasehold ";
        const auto id = engine.job_named(c.job);
        if (!id) return failed(verb + c.job, "no job " + c.job);
        // A job held because it could never run is released only once it can.
        if (!c.on && engine.snapshot().held_refusal(*id) != nullptr) {
            if (auto why = engine.refusal(*id)) {
                engine.snapshot().hold_refused(*id, why);
                return failed(verb + c.job, "job " + c.job +
                                                " still can never run under this configuration (" +
                                                std::string(reason_code_name(why->code)) + ")");
            }
            engine.snapshot().clear_held_refusal(*id);
        }
        if (!engine.rm().set_hold(*id, c.hold, c.on, now))
            return failed(verb + c.job, "job " + c.job + " is not idle");
        engine.job_changed();
        engine.mark_dirty();
        return {true, c.job, {}, std::nullopt};
    }

    CommandResult operator()(const CancelCommand& c) const {
        const auto id = engine.job_named(c.job);
        if (!id) return failed("canceljob " + c.job, "no job " + c.job);
        if (!engine.rm().cancel(*id, now))
            return failed("canceljob " + c.job, "job " + c.job + " has already finished");
        engine.mark_dirty();
        return {true, c.job, {}, std::nullopt};
    }

    CommandResult operator()(const ChangeparamCommand& c) const {
        const std::string subject = "changeparam " + c.parameter;
        const ConfigDocument* current = engine.config_source();
        if (current == nullptr) return failed(subject, "this engine was given no maui.cfg to change");
        const auto split = split_index(c.parameter);
        if (!split || split->first.empty())
            return failed(subject, "parameter: '" + c.parameter + "' is not NAME or NAME[index]");
        const auto& [name, index] = *split;
        const ParameterInfo* info = find_parameter(name);
        if (info == nullptr) return failed(subject, "parameter: " + name + " is not a Maui parameter");
        if (info->indexed != !index.empty())
            return failed(subject, info->indexed ? "parameter: " + name + " takes an index: " + name + "[...]"
                                                 : "parameter: " + name + " takes no index");
        ConfigDocument doc = *current;
        if (c.reset) {
            const bool written = doc.remove_value(name, index);
            if (c.value.find_first_not_of(" \t") == std::string::npos) {
                // Nothing to remove is no error: the service already runs the default.
                if (!written)
                    return {true,
                            c.parameter,
                            {finding(c.parameter,
                                     c.parameter + " is not written in " + doc.file_name() +
                                         ": it already has its default",
                                     Diagnostic::Severity::Warning)},
                            std::nullopt};
                return reconfigure(std::move(doc), c.parameter);
            }
        }
        if (info->kind == ValueKind::Attributes) {
            std::size_t pos = 0;
            bool any = false;
            const std::string_view v = c.value;
            while (pos < v.size()) {
                const auto start = v.find_first_not_of(" \t", pos);
                if (start == std::string_view::npos) break;
                const auto end = std::min(v.find_first_of(" \t", start), v.size());
                const std::string_view pair = v.substr(start, end - start);
                const auto eq = pair.find('=');
                if (eq == std::string_view::npos || eq == 0)
                    return failed(subject, "value: '" + std::string(pair) + "' is not ATTRIBUTE=VALUE");
                doc.set_attribute(name, index, pair.substr(0, eq), pair.substr(eq + 1));
                any = true;
                pos = end;
            }
            if (!any) return failed(subject, "value: " + name + " needs ATTRIBUTE=VALUE pairs");
        } else {
            if (c.value.find_first_of("\n\r") != std::string::npos)
                return failed(subject, "value: one line only");
            doc.set_value(name, index, c.value);
        }
        return reconfigure(std::move(doc), c.parameter);
    }

    CommandResult operator()(const ConfigCommand& c) const {
        return reconfigure(ConfigDocument::parse(c.text, c.name.empty() ? std::string("maui.cfg") : c.name),
                           c.name.empty() ? std::string("maui.cfg") : c.name);
    }

    // A changed maui.cfg takes over when it has no error (its findings, with file and line, say
    // what to fix otherwise, and nothing changes).
    CommandResult reconfigure(ConfigDocument doc, std::string subject) const {
        TypedConfig typed = build_config(doc);
        CommandResult r;
        r.subject = std::move(subject);
        std::vector<std::string> known;
        if (const ConfigDocument* current = engine.config_source())
            for (const Diagnostic& d : build_config(*current).diagnostics) known.push_back(d.message);
        for (const Diagnostic& d : typed.diagnostics)
            if (d.severity == Diagnostic::Severity::Error ||
                std::find(known.begin(), known.end(), d.message) == known.end())
                r.diagnostics.push_back(d);
        if (typed.has_errors()) return r;
        const std::vector<std::string> later = restart_only(engine.policy().config(), typed.config);
        std::string text = doc.text();
        Engine::Reconfigured done = engine.reconfigure(std::move(typed.config), std::move(doc));
        if (!done.ok) {
            r.diagnostics.push_back(finding(r.subject, done.error));
            return r;
        }
        for (const std::string& p : later)
            r.diagnostics.push_back(finding(
                r.subject,
                p + " takes effect when the scheduler restarts: the machine and its clock are fixed at start",
                Diagnostic::Severity::Warning));
        for (std::string& note : done.notes)
            r.diagnostics.push_back(finding(r.subject, std::move(note), Diagnostic::Severity::Warning));
        engine.job_changed();
        engine.mark_dirty();
        r.ok = true;
        r.config_text = std::move(text);
        return r;
    }

    CommandResult operator()(const SchedctlCommand& c) const {
        switch (c.action) {
            case SchedctlCommand::Action::Stop:
                engine.set_scheduling(Engine::Scheduling::Stopped);
                break;
            case SchedctlCommand::Action::Resume:
                engine.set_scheduling(Engine::Scheduling::Running);
                break;
            case SchedctlCommand::Action::Step:
                engine.set_scheduling(Engine::Scheduling::OneIteration);
                break;
        }
        return {true, "schedctl", {}, std::nullopt};
    }
};

constexpr std::array<std::pair<Hold, std::string_view>, 3> kHolds{
    {{Hold::User, "user"}, {Hold::System, "system"}, {Hold::Batch, "batch"}}};
constexpr std::array<std::pair<SchedctlCommand::Action, std::string_view>, 3> kActions{
    {{SchedctlCommand::Action::Stop, "stop"},
     {SchedctlCommand::Action::Resume, "resume"},
     {SchedctlCommand::Action::Step, "step"}}};

template <class T>
std::string_view name_of(const auto& table, T value) {
    for (const auto& [v, n] : table)
        if (v == value) return n;
    return table.front().second;
}

bool read_int(const nlohmann::json& j, std::string_view key, std::int64_t& out, std::string& error) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer()) {
        error = std::string(key) + ": expected an integer";
        return false;
    }
    out = it->get<std::int64_t>();
    return true;
}

}  // namespace

CommandResult apply_command(Engine& engine, const Command& command, std::optional<Time> at) {
    const Time now = at ? *at : engine.report_time();
    return std::visit(Applier{engine, now}, command);
}

nlohmann::json to_json(const Command& command) {
    nlohmann::json j = {{"schema", schema_tag(kCommandName, kCommandSchema)}};
    std::visit(
        [&j](const auto& c) {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, SubmitCommand>) {
                j["command"] = "submit";
                j["name"] = c.name;
                for (const auto& [key, value] : {std::pair{"user", &c.user},
                                                 {"group", &c.group},
                                                 {"account", &c.account},
                                                 {"qos", &c.qos},
                                                 {"class", &c.job_class}})
                    if (!value->empty()) j[key] = *value;
                j["tasks"] = c.tasks;
                j["procs_per_task"] = c.procs_per_task;
                j["walltime_s"] = c.walltime.count();
                if (c.runtime) j["runtime_s"] = c.runtime->count();
            } else if constexpr (std::is_same_v<T, SetresCommand>) {
                j["command"] = "setres";
                j["args"] = c.args;
            } else if constexpr (std::is_same_v<T, ReleaseresCommand>) {
                j["command"] = "releaseres";
                j["reservation"] = c.reservation;
            } else if constexpr (std::is_same_v<T, SetspriCommand>) {
                j["command"] = "setspri";
                j["job"] = c.job;
                j["priority"] = c.priority ? nlohmann::json(*c.priority) : nlohmann::json(nullptr);
            } else if constexpr (std::is_same_v<T, HoldCommand>) {
                j["command"] = c.on ? "sethold" : "releasehold";
                j["job"] = c.job;
                j["hold"] = name_of(kHolds, c.hold);
            } else if constexpr (std::is_same_v<T, CancelCommand>) {
                j["command"] = "canceljob";
                j["job"] = c.job;
            } else if constexpr (std::is_same_v<T, ChangeparamCommand>) {
                j["command"] = "changeparam";
                j["parameter"] = c.parameter;
                j["value"] = c.value;
                if (c.reset) j["reset"] = true;
            } else if constexpr (std::is_same_v<T, ConfigCommand>) {
                j["command"] = "config";
                j["name"] = c.name;
                j["text"] = c.text;
            } else {
                j["command"] = "schedctl";
                j["action"] = name_of(kActions, c.action);
            }
        },
        command);
    return j;
}

std::optional<Command> command_from_json(const nlohmann::json& j, std::string& error) {
    if (!check_schema(j, kCommandName, kCommandSchema, error)) return std::nullopt;
    std::string verb;
    if (!read_string(j, "command", verb, error)) return std::nullopt;
    if (verb == "submit") {
        SubmitCommand c;
        if (!read_string(j, "name", c.name, error)) return std::nullopt;
        for (const auto& [key, value] : {std::pair{"user", &c.user},
                                         {"group", &c.group},
                                         {"account", &c.account},
                                         {"qos", &c.qos},
                                         {"class", &c.job_class}})
            if (j.contains(key) && !read_string(j, key, *value, error)) return std::nullopt;
        std::int64_t wall = 0;
        if (!read_int(j, "tasks", c.tasks, error) || !read_int(j, "walltime_s", wall, error))
            return std::nullopt;
        if (j.contains("procs_per_task") && !read_int(j, "procs_per_task", c.procs_per_task, error))
            return std::nullopt;
        c.walltime = Duration::seconds(wall);
        if (j.contains("runtime_s")) {
            std::int64_t run = 0;
            if (!read_int(j, "runtime_s", run, error)) return std::nullopt;
            c.runtime = Duration::seconds(run);
        }
        return c;
    }
    if (verb == "setres") {
        const auto it = j.find("args");
        if (it == j.end() || !it->is_array()) {
            error = "args: expected an array of strings";
            return std::nullopt;
        }
        SetresCommand c;
        for (const auto& a : *it) {
            if (!a.is_string()) {
                error = "args: expected an array of strings";
                return std::nullopt;
            }
            c.args.push_back(a.get<std::string>());
        }
        return c;
    }
    if (verb == "releaseres") {
        ReleaseresCommand c;
        if (!read_string(j, "reservation", c.reservation, error)) return std::nullopt;
        return c;
    }
    if (verb == "setspri") {
        SetspriCommand c;
        if (!read_string(j, "job", c.job, error)) return std::nullopt;
        const auto it = j.find("priority");
        if (it == j.end() || !(it->is_null() || it->is_number_integer())) {
            error = "priority: expected an integer or null";
            return std::nullopt;
        }
        if (!it->is_null()) c.priority = it->get<std::int64_t>();
        return c;
    }
    if (verb == "sethold" || verb == "releasehold") {
        HoldCommand c;
        c.on = verb == "sethold";
        if (!read_string(j, "job", c.job, error)) return std::nullopt;
        std::string hold = "user";
        if (j.contains("hold") && !read_string(j, "hold", hold, error)) return std::nullopt;
        bool found = false;
        for (const auto& [h, n] : kHolds)
            if (n == hold) {
                c.hold = h;
                found = true;
            }
        if (!found) {
            error = "hold: \"" + hold + "\" is not user, system or batch";
            return std::nullopt;
        }
        return c;
    }
    if (verb == "canceljob") {
        CancelCommand c;
        if (!read_string(j, "job", c.job, error)) return std::nullopt;
        return c;
    }
    if (verb == "changeparam") {
        ChangeparamCommand c;
        if (!read_string(j, "parameter", c.parameter, error)) return std::nullopt;
        if (const auto reset = j.find("reset"); reset != j.end()) {
            if (!reset->is_boolean()) {
                error = "reset: expected true or false";
                return std::nullopt;
            }
            c.reset = reset->get<bool>();
        }
        // A reset may leave the value out: the parameter returns to its default.
        if ((!c.reset || j.contains("value")) && !read_string(j, "value", c.value, error))
            return std::nullopt;
        return c;
    }
    if (verb == "config") {
        ConfigCommand c;
        if (!read_string(j, "text", c.text, error)) return std::nullopt;
        if (j.contains("name") && !read_string(j, "name", c.name, error)) return std::nullopt;
        return c;
    }
    if (verb == "schedctl") {
        std::string action;
        if (!read_string(j, "action", action, error)) return std::nullopt;
        for (const auto& [a, n] : kActions)
            if (n == action) return SchedctlCommand{a};
        error = "action: \"" + action + "\" is not stop, resume or step";
        return std::nullopt;
    }
    error = "command: \"" + verb +
            "\" is not submit, setres, releaseres, setspri, sethold, releasehold, canceljob, changeparam, "
            "config or "
            "schedctl";
    return std::nullopt;
}

nlohmann::json to_json(const Diagnostic& d) {
    nlohmann::json j = {{"severity", std::string(severity_name(d.severity))}, {"message", d.message}};
    if (d.line > 0) {
        j["file"] = d.file;
        j["line"] = d.line;
        j["column"] = d.column;
    } else {
        j["subject"] = d.file;
    }
    if (!d.suggestion.empty()) j["suggestion"] = d.suggestion;
    if (d.code != DiagnosticCode::Other) {
        j["code"] = std::string(diagnostic_code_name(d.code));
        j["args"] = d.args;
    }
    return j;
}

nlohmann::json to_json(const CommandResult& result) {
    auto ds = nlohmann::json::array();
    for (const Diagnostic& d : result.diagnostics) ds.push_back(to_json(d));
    nlohmann::json j = {{"schema", schema_tag("outrigger.command-result", 1)},
                        {"ok", result.ok},
                        {"subject", result.subject},
                        {"diagnostics", std::move(ds)}};
    if (result.config_text) j["config_text"] = *result.config_text;
    return j;
}

std::optional<Diagnostic> diagnostic_from_json(const nlohmann::json& j, std::string& error) {
    if (!j.is_object()) {
        error = "expected an object";
        return std::nullopt;
    }
    Diagnostic d;
    std::string severity;
    if (!read_string(j, "severity", severity, error) || !read_string(j, "message", d.message, error))
        return std::nullopt;
    bool known = false;
    for (const auto s :
         {Diagnostic::Severity::Error, Diagnostic::Severity::Warning, Diagnostic::Severity::Note})
        if (severity_name(s) == severity) {
            d.severity = s;
            known = true;
        }
    if (!known) {
        error = "severity: \"" + severity + "\" is not error, warning or note";
        return std::nullopt;
    }
    if (j.contains("line")) {
        std::int64_t line = 0, column = 0;
        if (!read_string(j, "file", d.file, error) || !read_int(j, "line", line, error) ||
            !read_int(j, "column", column, error))
            return std::nullopt;
        if (line < 1 || column < 0 || line > std::numeric_limits<int>::max() ||
            column > std::numeric_limits<int>::max()) {
            error = "line: expected a line number from 1";
            return std::nullopt;
        }
        d.line = static_cast<int>(line);
        d.column = static_cast<int>(column);
    } else {
        if (!read_string(j, "subject", d.file, error)) return std::nullopt;
        d.line = 0;
        d.column = 0;
    }
    if (j.contains("suggestion") && !read_string(j, "suggestion", d.suggestion, error)) return std::nullopt;
    if (j.contains("code")) {
        std::string name;
        if (!read_string(j, "code", name, error)) return std::nullopt;
        // A finding a newer engine knows and this one does not is still its English message.
        const auto code = diagnostic_code_from_name(name);
        const auto args = j.find("args");
        if (args == j.end() || !args->is_array()) {
            error = "args: expected an array of strings";
            return std::nullopt;
        }
        for (std::size_t i = 0; i < args->size(); ++i) {
            if (!(*args)[i].is_string()) {
                error = "args[" + std::to_string(i) + "]: expected a string";
                return std::nullopt;
            }
            d.args.push_back((*args)[i].get<std::string>());
        }
        if (code) {
            d.code = *code;
        } else {
            d.args.clear();
        }
    }
    return d;
}

std::optional<CommandResult> command_result_from_json(const nlohmann::json& j, std::string& error) {
    if (!check_schema(j, "outrigger.command-result", 1, error)) return std::nullopt;
    CommandResult r;
    const auto ok = j.find("ok");
    if (ok == j.end() || !ok->is_boolean()) {
        error = "ok: expected true or false";
        return std::nullopt;
    }
    r.ok = ok->get<bool>();
    if (!read_string(j, "subject", r.subject, error)) return std::nullopt;
    const auto ds = j.find("diagnostics");
    if (ds == j.end() || !ds->is_array()) {
        error = "diagnostics: expected an array";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < ds->size(); ++i) {
        auto d = diagnostic_from_json((*ds)[i], error);
        if (!d) {
            error = "diagnostics[" + std::to_string(i) + "]." + error;
            return std::nullopt;
        }
        r.diagnostics.push_back(std::move(*d));
    }
    if (j.contains("config_text")) {
        std::string text;
        if (!read_string(j, "config_text", text, error)) return std::nullopt;
        r.config_text = std::move(text);
    }
    return r;
}

}  // namespace outrigger
