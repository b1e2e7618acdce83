#pragma once

// `diagnose -p` (guide 5.1.2; spec section 6): a header naming each component with its
// subcomponents, a Weights row, one row per idle job (job, priority, then per component its
// percent of the job's total and, in parentheses, its weighted subcomponent values), and a
// Percent Contribution footer (each component's and subcomponent's share of all the rows'
// totals). Only components and subcomponents with a non-zero weight are shown (a subcomponent
// whose base weight is 0 but that some QOS raises with QTWEIGHT/XFWEIGHT is shown). Text in
// Maui's layout, and JSON (schema "outrigger.diagnose-p/1").

#include <nlohmann/json_fwd.hpp>
#include <span>
#include <string>
#include <vector>

#include "policy/priority/explain.hpp"

namespace outrigger {

inline constexpr const char* kDiagnosePrioritySchema = "outrigger.diagnose-p/1";

struct DiagnosePriorityColumn {
    PriorityComponent component{};
    double weight = 0;
    std::vector<PrioritySub> subs;
    std::vector<double> sub_weights;  // base weights (QOS additions not included)
};

struct DiagnosePriorityRow {
    std::string job;
    PriorityExplanation explanation;
};

struct DiagnosePriorityReport {
    std::vector<DiagnosePriorityColumn> columns;
    std::vector<DiagnosePriorityRow> rows;  // in the order given (normally the queue order)
    // Footer: per column, the component's share, then per sub its share, of the sum of totals.
    std::vector<double> component_percent;
    std::vector<std::vector<double>> sub_percent;
};

// `explanations[i]` belongs to the job named `job_names[i]` (sizes must match; extra entries of
// the longer span are ignored).
[[nodiscard]] DiagnosePriorityReport build_diagnose_p(const PriorityWeights& weights,
                                                      std::span<const PriorityExplanation> explanations,
                                                      std::span<const std::string> job_names);
[[nodiscard]] std::string render_diagnose_p(const DiagnosePriorityReport& report);
[[nodiscard]] nlohmann::json diagnose_p_json(const DiagnosePriorityReport& report);

}  // namespace outrigger
