#include "engine/reason_words.hpp"

#include <vector>

#include "stack/stack_reports.hpp"

namespace outrigger {

std::string reason_words(const Reason& reason, const Names& names) {
    std::vector<std::string> lines = reason_lines(std::vector<Reason>{reason}, names);
    return lines.empty() ? std::string() : std::move(lines.front());
}

}  // namespace outrigger
