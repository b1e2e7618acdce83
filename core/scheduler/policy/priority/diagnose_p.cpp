#include "policy/priority/diagnose_p.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace outrigger {

namespace {

// Six characters wide where the value allows, as Maui's columns.
std::string num(double v) {
    const double a = std::fabs(v);
    if (a < 1e4) return fmt::format("{:>6.1f}", v);
    if (a < 1e6) return fmt::format("{:>6.0f}", v);
    return fmt::format("{:>6.1e}", v);
}

std::string cell(const std::string& head, const std::vector<std::string>& parts) {
    std::string s = head + "(";
    for (std::size_t i = 0; i < parts.size(); ++i) s += (i ? ":" : "") + parts[i];
    return s + ")";
}

std::string label(const std::string& text) {
    return fmt::format("{:>6}", text.substr(0, 6));
}

}  // namespace

DiagnosePriorityReport build_diagnose_p(const PriorityWeights& weights,
                                        std::span<const PriorityExplanation> explanations,
                                        std::span<const std::string> job_names) {
    const PrioritySettings& s = weights.settings();
    DiagnosePriorityReport r;
    for (std::size_t c = 0; c < kPriorityComponents; ++c) {
        if (s.component_weight[c] == 0) continue;
        DiagnosePriorityColumn col{static_cast<PriorityComponent>(c), s.component_weight[c], {}, {}};
        for (std::size_t i = 0; i < kPrioritySubs; ++i) {
            const auto sub = static_cast<PrioritySub>(i);
            if (component_index(priority_sub_info(sub).component) != c) continue;
            if (s.sub_weight[i] == 0 && !weights.has_qos_addition(sub)) continue;
            col.subs.push_back(sub);
            col.sub_weights.push_back(s.sub_weight[i]);
        }
        if (!col.subs.empty()) r.columns.push_back(std::move(col));
    }
    const std::size_t n = std::min(explanations.size(), job_names.size());
    double total = 0;
    r.component_percent.assign(r.columns.size(), 0.0);
    r.sub_percent.resize(r.columns.size());
    for (std::size_t c = 0; c < r.columns.size(); ++c) r.sub_percent[c].assign(r.columns[c].subs.size(), 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const PriorityExplanation& e = explanations[i];
        r.rows.push_back(DiagnosePriorityRow{job_names[i], e});
        total += e.computed;
        for (std::size_t c = 0; c < r.columns.size(); ++c) {
            r.component_percent[c] += e.component(r.columns[c].component).contribution;
            for (std::size_t k = 0; k < r.columns[c].subs.size(); ++k)
                r.sub_percent[c][k] += e.sub(r.columns[c].subs[k]).contribution;
        }
    }
    for (std::size_t c = 0; c < r.columns.size(); ++c) {
        r.component_percent[c] = total != 0 ? 100.0 * r.component_percent[c] / total : 0.0;
        for (double& p : r.sub_percent[c]) p = total != 0 ? 100.0 * p / total : 0.0;
    }
    return r;
}

std::string render_diagnose_p(const DiagnosePriorityReport& r) {
    std::string head = fmt::format("{:<20} {:>11}", "Job", "PRIORITY*");
    std::string weights = fmt::format("{:>20} {:>11}", "Weights", "--------");
    for (const auto& col : r.columns) {
        std::vector<std::string> labels, ws;
        for (std::size_t k = 0; k < col.subs.size(); ++k) {
            labels.push_back(label(priority_sub_info(col.subs[k]).label));
            ws.push_back(num(col.sub_weights[k]));
        }
        head += "  " + cell(label(priority_component_info(col.component).label), labels);
        weights += "  " + cell(num(col.weight), ws);
    }
    std::string out = head + "\n" + weights + "\n\n";
    for (const auto& row : r.rows) {
        const PriorityExplanation& e = row.explanation;
        std::string line =
            fmt::format("{:<20} {:>10.0f}{}", row.job, e.final.value, e.final.system ? '*' : ' ');
        for (const auto& col : r.columns) {
            std::vector<std::string> parts;
            for (const PrioritySub sub : col.subs) parts.push_back(num(e.sub(sub).weighted));
            line += "  " + cell(num(e.component(col.component).percent), parts);
        }
        out += line + "\n";
    }
    std::string foot = fmt::format("\n{:<20} {:>11}", "Percent Contribution", "--------");
    for (std::size_t c = 0; c < r.columns.size(); ++c) {
        std::vector<std::string> parts;
        for (const double p : r.sub_percent[c]) parts.push_back(num(p));
        foot += "  " + cell(num(r.component_percent[c]), parts);
    }
    out += foot + "\n\n* system priority set (setspri)\n";
    return out;
}

nlohmann::json diagnose_p_json(const DiagnosePriorityReport& r) {
    nlohmann::json j;
    j["schema"] = kDiagnosePrioritySchema;
    auto& cols = j["columns"] = nlohmann::json::array();
    for (std::size_t c = 0; c < r.columns.size(); ++c) {
        const auto& col = r.columns[c];
        nlohmann::json subs = nlohmann::json::array();
        for (std::size_t k = 0; k < col.subs.size(); ++k)
            subs.push_back({{"name", priority_sub_info(col.subs[k]).label},
                            {"weight_param", priority_sub_info(col.subs[k]).weight_param},
                            {"weight", col.sub_weights[k]},
                            {"percent_contribution", r.sub_percent[c][k]}});
        cols.push_back({{"name", priority_component_info(col.component).label},
                        {"weight_param", priority_component_info(col.component).weight_param},
                        {"weight", col.weight},
                        {"percent_contribution", r.component_percent[c]},
                        {"subcomponents", std::move(subs)}});
    }
    auto& jobs = j["jobs"] = nlohmann::json::array();
    for (const auto& row : r.rows) {
        const PriorityExplanation& e = row.explanation;
        nlohmann::json comps = nlohmann::json::array();
        for (const auto& col : r.columns) {
            const ComponentExplanation& ce = e.component(col.component);
            nlohmann::json subs = nlohmann::json::array();
            for (const PrioritySub sub : col.subs) {
                const SubcomponentExplanation& se = e.sub(sub);
                subs.push_back({{"name", priority_sub_info(sub).label},
                                {"raw", se.raw},
                                {"weight", se.weight},
                                {"cap", se.cap},
                                {"capped", se.capped},
                                {"value", se.weighted},
                                {"contribution", se.contribution},
                                {"percent", se.percent}});
            }
            comps.push_back({{"name", priority_component_info(col.component).label},
                             {"raw", ce.raw},
                             {"weight", ce.weight},
                             {"cap", ce.cap},
                             {"capped", ce.capped},
                             {"contribution", ce.contribution},
                             {"percent", ce.percent},
                             {"subcomponents", std::move(subs)}});
        }
        nlohmann::json jj{{"job", row.job},
                          {"priority", e.final.value},
                          {"computed", e.computed},
                          {"system_priority", e.final.system},
                          {"floored", e.final.floored},
                          {"clamped", e.final.clamped},
                          {"ineligible", e.ineligible ? nlohmann::json(reason_code_name(e.ineligible->code))
                                                      : nlohmann::json()},
                          {"components", std::move(comps)}};
        jobs.push_back(std::move(jj));
    }
    return j;
}

}  // namespace outrigger
