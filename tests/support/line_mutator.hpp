#pragma once

// Damaged protocol lines for fuzzing (core/protocol): a valid request, then truncated, bytes
// flipped, replaced by binary, nested deep, given wrong types or unknown fields, made huge, or
// sprinkled with structure characters; or well-formed requests whose fields hold random values.
// Never holds a newline, so one line stays one line.

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "protocol/limits.hpp"

namespace outrigger::testing {

inline std::string mutated_line(std::mt19937_64& rng, std::size_t huge_every = 50) {
    using protocol::kMaxDepth;
    using protocol::kMaxLineBytes;
    static const std::vector<std::string> seeds = {
        R"({"id":1,"type":"hello","protocol":1,"client":"fuzz"})",
        R"({"id":2,"type":"query","query":{"schema":"outrigger.query/1","kind":"checkjob","job":"3"}})",
        R"({"id":3,"type":"command","command":{"schema":"outrigger.command/1","command":"setspri","job":"2","priority":5}})",
        R"({"id":4,"type":"query","query":{"schema":"outrigger.query/1","kind":"showq"},"format":"json"})",
        R"({"id":"x","type":"speed","speed":10.5})",
    };
    std::string s = seeds[rng() % seeds.size()];
    const auto pick = [&rng](std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng() % n); };
    switch (rng() % 8) {
        case 0:  // truncated
            s.resize(pick(s.size()));
            break;
        case 1:  // bytes flipped, including NUL and invalid UTF-8
            for (int i = 0; i < 1 + static_cast<int>(rng() % 8); ++i)
                s[pick(s.size())] = static_cast<char>(rng() & 0xff);
            break;
        case 2:  // binary
            s.assign(1 + pick(512), '\0');
            for (auto& c : s) c = static_cast<char>(rng() & 0xff);
            break;
        case 3: {  // deep
            const std::size_t depth = 1 + pick(4 * kMaxDepth);
            s = "{\"type\":\"query\",\"d\":" + std::string(depth, '[') + std::string(pick(depth + 1), ']') +
                "}";
            break;
        }
        case 4:  // wrong types for known fields
            s = R"({"id":)" + std::to_string(rng() % 100000) + R"(,"type":)" +
                (rng() % 2 ? std::string("null") : std::string("[\"hello\"]")) +
                R"(,"query":7,"command":"x"})";
            break;
        case 5:  // unknown fields
            s.insert(1, "\"zz" + std::to_string(rng() % 1000) + "\":{\"a\":[1,2,{}]},");
            break;
        case 6:  // huge
            if (huge_every > 0 && rng() % huge_every == 0)
                s = std::string(kMaxLineBytes + 1 + pick(1000), 'a');
            else
                s.insert(s.size() / 2, std::string(pick(20000), ' '));
            break;
        default:  // inserted structure characters
            for (int i = 0; i < 1 + static_cast<int>(rng() % 6); ++i)
                s.insert(pick(s.size() + 1), 1, "{}[]\",:\\"[pick(8)]);
            break;
    }
    for (auto& c : s)
        if (c == '\n') c = ' ';
    return s;
}

}  // namespace outrigger::testing

namespace outrigger::testing {

// A request that is valid JSON of the right shape, with its fields given random values of random
// types: it passes the decoder and reaches the request handlers (query, command, speed, ...).
inline std::string mutated_request(std::mt19937_64& rng) {
    const auto pick = [&rng](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
    const auto any_value = [&](int depth, auto& self) -> nlohmann::json {
        switch (pick(depth > 2 ? 6 : 8)) {
            case 0:
                return nullptr;
            case 1:
                return static_cast<std::int64_t>(rng());
            case 2:
                return -1.5e300 * static_cast<double>(pick(3));
            case 3:
                return std::string(pick(40), static_cast<char>('a' + pick(26)));
            case 4:
                return pick(2) == 0;
            case 5:
                return "9999999999999999999999";
            case 6: {
                nlohmann::json a = nlohmann::json::array();
                for (std::size_t i = 0; i < pick(4); ++i) a.push_back(self(depth + 1, self));
                return a;
            }
            default: {
                nlohmann::json o = nlohmann::json::object();
                for (std::size_t i = 0; i < pick(4); ++i)
                    o["k" + std::to_string(pick(5))] = self(depth + 1, self);
                return o;
            }
        }
    };
    static const std::vector<std::string> types = {"hello",   "status", "query",
                                                   "command", "speed",  "subscribe"};
    static const std::vector<std::string> kinds = {"showq",      "showbf",    "showstart",  "checkjob",
                                                   "showres",    "showstats", "diagnose-p", "diagnose-f",
                                                   "diagnose-j", "nope"};
    static const std::vector<std::string> verbs = {"submit",      "setres",    "setspri",  "sethold",
                                                   "releasehold", "canceljob", "schedctl", "nope"};
    static const std::vector<std::string> fields = {
        "job",      "name", "user",   "tasks", "procs_per_task", "walltime_s", "runtime_s",
        "priority", "hold", "action", "args",  "class",          "qos"};
    nlohmann::json r = {{"id", static_cast<std::int64_t>(pick(1000))}, {"type", types[pick(types.size())]}};
    const std::string& type = r["type"].get_ref<const std::string&>();
    if (type == "query") {
        nlohmann::json q = {{"schema", "outrigger.query/1"}, {"kind", kinds[pick(kinds.size())]}};
        if (pick(2))
            q["job"] = pick(2) ? nlohmann::json(std::to_string(1 + pick(6))) : any_value(0, any_value);
        if (pick(4) == 0) q["schema"] = any_value(0, any_value);
        r["query"] = pick(8) ? q : any_value(0, any_value);
        if (pick(3) == 0) r["format"] = pick(2) ? nlohmann::json("json") : any_value(0, any_value);
    } else if (type == "command") {
        nlohmann::json c = {{"schema", "outrigger.command/1"}, {"command", verbs[pick(verbs.size())]}};
        // Never resume: the service under test keeps its clock still.
        for (std::size_t i = 0; i < 1 + pick(5); ++i)
            c[fields[pick(fields.size())]] = any_value(0, any_value);
        if (c["command"] == "schedctl") c["action"] = pick(2) ? "step" : "stop";
        r["command"] = pick(8) ? c : any_value(0, any_value);
    } else if (type == "speed" || type == "hello" || type == "subscribe") {
        r[type == "speed" ? "speed" : type == "hello" ? "protocol" : "since"] = any_value(0, any_value);
    }
    for (std::size_t i = 0; i < pick(3); ++i) r["unknown" + std::to_string(i)] = any_value(0, any_value);
    return r.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace outrigger::testing
