#pragma once

// Reads the Maui 3.0 forms of a document (config/legacy_forms.hpp) as the modern attributes they
// stand for, so that the typed view builds from a legacy line exactly what it builds from its
// modern rewrite, and `--modernize` writes that rewrite. Rules:
//   - SR*[i] is an attribute of SRCFG[name], name being SRNAME[i]'s value when given, else i (an
//     SR* line without an index is index 0). Lists written with blanks (SRDAYS MON TUE) are lists.
//   - QOS*[q] is an attribute of QOSCFG[name], name being QOSNAME[q]'s value when given, else q.
//   - MAX<X>PER<CRED>COUNT (hard) and SMAX<X>PER<CRED>COUNT (soft) are one limit of
//     <CRED>CFG[DEFAULT], written soft,hard at the place of the pair's last line; their
//     MAX<X>PER<CRED>POLICY OFF turns both off (Maui 3.0 needed the policy ON; a count written
//     without a policy shows the limit was meant, and is honoured).

#include <string>
#include <vector>

#include "config/diagnostic.hpp"
#include "config/document.hpp"

namespace outrigger {

// One legacy line, or a throttling pair, read as one attribute of a *CFG object.
struct ModernAttribute {
    CfgKind kind = CfgKind::Standing;
    std::string object;               // the *CFG index: "pm", "DEFAULT", "high"
    std::string attribute;            // "STARTTIME", "MAXJOB"
    std::string value;                // as the modern attribute reads it ("MON,TUE", "2,4")
    std::string written;              // as --modernize writes it (blank runs collapsed)
    const ConfigEntry* at = nullptr;  // the line whose place it takes
    bool same_columns = false;        // value's bytes match at->value's one for one
};

struct LegacyReading {
    std::vector<ModernAttribute> attributes;   // in the order of their lines
    std::vector<const ConfigEntry*> absorbed;  // lines that carry no attribute of their own (names,
                                               // policies, a soft count folded into its hard one)
    std::vector<Diagnostic> diagnostics;
};

LegacyReading read_legacy(const ConfigDocument& doc);

}  // namespace outrigger
