#pragma once

// Damaged protocol lines for fuzzing (core/protocol): a valid request, then truncated, bytes
// flipped, replaced by binary, nested deep, given wrong types or unknown fields, made huge, or
// sprinkled with structure characters. Never holds a newline, so one line stays one line.

#include <cstddef>
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
