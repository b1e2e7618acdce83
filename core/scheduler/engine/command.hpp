#pragma once

// What a front end asks the engine to change (Maui's commands, guide chapter 11): each command a
// value with a JSON form, carried out by apply() at the engine's now() and answered with a
// CommandResult whose findings are config Diagnostics (the one finding type of the seam; a
// finding with no file line names its subject in `file` and has line 0).
//
//   submit       a new job (credentials must be names the engine already knows)
//   setres       an administrative reservation, from setres's own arguments
//   releaseres   an administrative reservation, by name (standing instances belong to SRCFG)
//   setspri      a system priority that overrides the computed one (none clears it)
//   sethold / releasehold   a user, system or batch hold on an idle job
//   canceljob    an idle or running job
//   changeparam  one parameter of the maui.cfg the engine runs (NAME or NAME[index], and a value;
//                for a *CFG line, ATTR=VALUE pairs that are set one by one), from the next iteration;
//                with `reset`, every line of it is removed first: no value returns it to its
//                default, a value replaces what was written (a *CFG line keeps only its pairs)
//   config       a whole new maui.cfg, from the next iteration
//   schedctl     stop scheduling (jobs still end), resume it, or step one iteration while stopped
//
// Jobs are named by their name, reservations by theirs: never by a process-local id.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "config/diagnostic.hpp"
#include "model/job.hpp"

namespace outrigger {

class Engine;

struct SubmitCommand {
    std::string name;
    std::string user, group, account, qos, job_class;  // empty: none
    std::int64_t tasks = 1;
    std::int64_t procs_per_task = 1;
    Duration walltime;
    std::optional<Duration> runtime;  // how long it runs on a simulated machine (default: its walltime)
};
struct SetresCommand {
    std::vector<std::string> args;  // as setres takes them: -u alice -d 4:00:00 TASKS==16
};
struct ReleaseresCommand {
    std::string reservation;
};
struct SetspriCommand {
    std::string job;
    std::optional<std::int64_t> priority;  // nullopt: back to the computed priority
};
struct HoldCommand {
    std::string job;
    Hold hold = Hold::User;
    bool on = true;  // sethold; false: releasehold
};
struct CancelCommand {
    std::string job;
};
struct ChangeparamCommand {
    std::string parameter;  // RESERVATIONDEPTH, USERCFG[bob]
    std::string value;      // 4, or MAXJOB=4 MAXPROC=64 for a *CFG line; empty with `reset`: none
    bool reset = false;     // the parameter's lines go first (a removal, or a *CFG line replaced)
};
struct ConfigCommand {
    std::string text;
    std::string name = "maui.cfg";  // what the findings call it
};
struct SchedctlCommand {
    enum class Action : std::uint8_t { Stop, Resume, Step };
    Action action = Action::Stop;
};

using Command = std::variant<SubmitCommand, SetresCommand, ReleaseresCommand, SetspriCommand, HoldCommand,
                             CancelCommand, ChangeparamCommand, ConfigCommand, SchedctlCommand>;

struct CommandResult {
    bool ok = false;
    std::string subject;  // what it made or changed: the job's or the reservation's name
    std::vector<Diagnostic> diagnostics;
    // A command that changed the configuration: the text now in force, for a front end to save.
    std::optional<std::string> config_text;
};

// Carries `command` out on `engine` at its now(), or at `at` (a replay seeding a reservation at its
// first submission, before the engine's clock has started).
CommandResult apply_command(Engine& engine, const Command& command, std::optional<Time> at = std::nullopt);

inline constexpr int kCommandSchema = 1;
// {"schema": "outrigger.command/1", "command": "setspri", "job": "1234", "priority": 100}
[[nodiscard]] nlohmann::json to_json(const Command& command);
// nullopt with `error` naming the field when malformed; a newer schema version is refused.
[[nodiscard]] std::optional<Command> command_from_json(const nlohmann::json& j, std::string& error);

// {"schema": "outrigger.command-result/1", "ok": true, "subject": "...", "diagnostics": [...]}
[[nodiscard]] nlohmann::json to_json(const CommandResult& result);
[[nodiscard]] nlohmann::json to_json(const Diagnostic& d);
// nullopt with `error` naming the field ("diagnostics[1].severity: ...") when malformed; a newer
// schema version is refused.
[[nodiscard]] std::optional<CommandResult> command_result_from_json(const nlohmann::json& j,
                                                                    std::string& error);
[[nodiscard]] std::optional<Diagnostic> diagnostic_from_json(const nlohmann::json& j, std::string& error);

}  // namespace outrigger
