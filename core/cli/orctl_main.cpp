// orctl: Maui's commands against a running outriggerd. Reports print in Maui's layouts (the
// engine's own renderers, as orsim --report prints them) or as JSON; changes print one line each.
// Exit 0 done, 1 refused or failed or no service, 2 a bad command line.

#include <QCoreApplication>
#include <cstdio>
#include <string>
#include <vector>

#include "orctl_requests.hpp"
#include "outrigger/version.hpp"
#include "protocol/client/service_client.hpp"
#include "protocol/socket_path.hpp"

namespace {

using namespace outrigger;
using outrigger::orctl::Shape;

constexpr int kTimeoutMs = 30000;

void out(const std::string& text) {
    std::fputs(text.c_str(), stdout);
    if (!text.empty() && text.back() != '\n') std::fputc('\n', stdout);
}

void err(const std::string& text) {
    std::fputs(("orctl: " + text + "\n").c_str(), stderr);
}

void print_status(const nlohmann::json& s) {
    out("scheduling: " + s.value("scheduling", std::string()) + "\n" +
        "simulated time: " + s.value("sim_time_text", std::string()) + "\n" +
        "speed: " + nlohmann::json(s.value("speed", 0.0)).dump() + " simulated seconds per second\n" +
        "iterations: " + std::to_string(s.value("iterations", std::int64_t{0})) + "\n" +
        "sequence: " + std::to_string(s.value("sequence", std::int64_t{0})));
    const std::string rm = s.value("resource_manager", std::string("simulated"));
    if (rm == "simulated") return;
    if (s.contains("rm_unreachable_since"))
        out("resource manager: " + rm + " unreachable since " +
            s.value("rm_unreachable_since", std::string()) + ": " + s.value("rm_error", std::string()));
    else
        out("resource manager: " + rm + " reachable");
}

// One line per change, as Maui's commands answer; the engine's findings follow.
void print_change(const nlohmann::json& request, const nlohmann::json& result) {
    const nlohmann::json& c = request.at("command");
    const std::string verb = c.value("command", std::string());
    const std::string subject = result.value("subject", std::string());
    if (verb == "submit")
        out("job " + subject + " submitted");
    else if (verb == "setres")
        out("reservation " + subject + " created");
    else if (verb == "releaseres")
        out("reservation " + subject + " released");
    else if (verb == "changeparam" && c.value("reset", false) && c.value("value", std::string()).empty())
        out("parameter " + c.value("parameter", std::string()) +
            " back to its default from the next iteration");
    else if (verb == "changeparam")
        out("parameter " + c.value("parameter", std::string()) +
            (c.value("reset", false) ? " replaced by " : " set to ") + c.value("value", std::string()) +
            " from the next iteration");
    else if (verb == "setspri")
        out("job " + subject + " system priority " +
            (c.at("priority").is_null() ? std::string("cleared") : "set to " + c.at("priority").dump()));
    else if (verb == "sethold")
        out("job " + subject + " held (" + c.value("hold", std::string("user")) + ")");
    else if (verb == "releasehold")
        out("job " + subject + " released (" + c.value("hold", std::string("user")) + ")");
    else if (verb == "canceljob")
        out("job " + subject + " cancelled");
    else
        out(verb + " " + subject + ": done");
}

// The engine's findings, but for the one the error line said already.
void print_findings(const nlohmann::json& result, const std::string& said = {}) {
    if (!result.is_object() || !result.contains("diagnostics")) return;
    for (const auto& d : result.at("diagnostics")) {
        const std::string where = d.contains("file")
                                      ? d.value("file", std::string()) + ":" + d.at("line").dump()
                                      : d.value("subject", std::string());
        if (!said.empty() && said.find(d.value("message", std::string())) != std::string::npos) continue;
        std::fputs((d.value("severity", std::string("note")) + ": " + where + ": " +
                    d.value("message", std::string()) + "\n")
                       .c_str(),
                   stderr);
    }
}

int run(int argc, char** argv) {
    std::vector<std::string> words;
    std::optional<std::string> socket;
    bool json = false;
    int i = 1;
    for (; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--help" || a == "-h") {
            out(orctl::usage_text());
            return 0;
        }
        if (a == "--version") {
            out(std::string("orctl ") + kVersion);
            return 0;
        }
        if (a == "--json") {
            json = true;
        } else if (a == "--socket") {
            if (i + 1 >= argc) {
                err("--socket needs a path");
                return 2;
            }
            socket = argv[++i];
        } else {
            break;
        }
    }
    for (; i < argc; ++i) words.emplace_back(argv[i]);
    const orctl::Planned plan = orctl::plan_requests(words, json);
    if (!plan.error.empty()) {
        err(plan.error + " (orctl --help lists the commands)");
        return 2;
    }

    std::vector<protocol::SocketPlace> places =
        socket ? std::vector<protocol::SocketPlace>{{*socket, "--socket"}} : protocol::socket_places();
    protocol::ServiceClient client;
    std::string looked;
    bool connected = false;
    for (const auto& place : places) {
        if (client.connect(place.path, "orctl", kTimeoutMs)) {
            connected = true;
            break;
        }
        if (client.reached()) {
            err("outriggerd at " + place.path + " refused: " + client.error());
            return 1;
        }
        looked += (looked.empty() ? "" : "; ") + place.path + " (" + place.why + "): " + client.error();
    }
    if (!connected) {
        err("no outriggerd answers: looked at " + looked);
        return 1;
    }

    int status = 0;
    for (const auto& request : plan.requests) {
        const protocol::CallResult r = client.call(request, kTimeoutMs);
        if (!r.reply) {
            err(r.error);
            return 1;
        }
        const protocol::Reply& reply = *r.reply;
        if (!reply.ok) {
            status = 1;
            if (json) {
                out(nlohmann::json{{"error",
                                    {{"code", std::string(protocol::error_code_name(reply.error->code))},
                                     {"message", reply.error->message}}},
                                   {"result", reply.result}}
                        .dump(2));
            } else {
                err(std::string(protocol::error_code_name(reply.error->code)) + ": " + reply.error->message);
                print_findings(reply.result, reply.error->message);
            }
            continue;
        }
        if (json) {
            out((plan.shape == Shape::Report ? reply.result.at("report") : reply.result).dump(2));
            continue;
        }
        switch (plan.shape) {
            case Shape::Report:
                out(reply.result.value("text", std::string()));
                break;
            case Shape::Status:
                if (reply.result.contains("speed") && !reply.result.contains("status") &&
                    !reply.result.contains("scheduling"))
                    out("speed: " + reply.result.at("speed").dump() + " simulated seconds per second");
                else
                    print_status(reply.result.contains("status") ? reply.result.at("status") : reply.result);
                break;
            case Shape::Command:
                print_change(request, reply.result);
                print_findings(reply.result);
                break;
        }
    }
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    return run(argc, argv);
}
