#pragma once

// Rewrites the Maui 3.0 forms of a document into the modern lines they stand for
// (config/legacy.hpp), keeping every other byte: each legacy line becomes its SRCFG/QOSCFG/
// USERCFG[DEFAULT]... line in place, with its indentation and trailing comment; lines that carry
// nothing of their own (SRNAME, a POLICY ON, a soft count folded into its hard one) go, leaving
// their comment when they had one; FSPOLICY PSDEDICATED becomes DEDICATEDPS. The result builds
// the same Config as the original. A limit whose POLICY is OFF is left as written.

#include <cstddef>
#include <string>

#include "config/document.hpp"

namespace outrigger {

struct Modernized {
    std::string text;
    std::size_t rewritten = 0;  // lines replaced by a modern line or value
    std::size_t removed = 0;    // lines whose legacy text was dropped
};

Modernized modernize(const ConfigDocument& doc);

}  // namespace outrigger
