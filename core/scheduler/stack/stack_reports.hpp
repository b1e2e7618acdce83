#pragma once

// The reports of a run under the whole policy stack, at a simulated instant (spec section 6), as
// text and as JSON, built on demand from the stack, the snapshot, the loop's state and its last
// iteration report:
//   diagnose -p  every idle job's priority breakdown, in queue order (policy/priority/diagnose_p)
//   diagnose -f  the fairshare windows, targets and usage (policy/fairshare/diagnose_f)
//   showres      administrative and standing instances plus the loop's job reservations
//   checkjob     the loop's checkjob, its blocking reasons rendered with the throttle's reason text
//                where they are throttling reasons, the priority breakdown and the reservation
//                part (which reservations admit the job, which refuse it and why).
// JSON schemas: diagnose-p and diagnose-f as their libraries define them; showres
// "outrigger.showres/1"; checkjob "outrigger.checkjob/1" extended with "priority"
// {schema "outrigger.priority/1", value, computed, floored, system, components:[{component, weight,
// raw, contribution, percent, subs:[{sub, weight, raw, weighted, contribution, percent}]}]},
// "reason_text" [lines] and "reservation_access" (schema "outrigger.checkjob.reservations/1").

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "schedule/reports.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger {

std::string diagnose_p_text(const PolicyStack& stack, const ReportContext& ctx);
nlohmann::json diagnose_p_json(const PolicyStack& stack, const ReportContext& ctx);
// diagnose -f at `now`, with each credential's recovery; with `job`, also the usage that job adds
// (its FSPOLICY rate over its walltime) and its credentials' rows with it counted.
std::string diagnose_f_text(const PolicyStack& stack, Time now, const Job* job = nullptr);
nlohmann::json diagnose_f_json(const PolicyStack& stack, Time now, const Job* job = nullptr);

// Non-job reservations of the book followed by the loop's job reservations.
std::vector<Reservation> all_reservations(const PolicyStack& stack, const ReportContext& ctx);
std::string stack_showres_text(const PolicyStack& stack, const ReportContext& ctx);
nlohmann::json stack_showres_json(const PolicyStack& stack, const ReportContext& ctx);

// One line per reason: throttling reasons in the throttle's words, the rest in the loop's.
// In words; times as local dates when `calendar` is given.
std::vector<std::string> reason_lines(const std::vector<Reason>& reasons, const Names& names,
                                      const LocalCalendar* calendar = nullptr);
nlohmann::json priority_explanation_json(const PriorityExplanation& e);
std::string priority_explanation_text(const PriorityExplanation& e);

// nullopt when the job is unknown.
std::optional<std::string> stack_checkjob_text(const PolicyStack& stack, const ReportContext& ctx, JobId job);
std::optional<nlohmann::json> stack_checkjob_json(const PolicyStack& stack, const ReportContext& ctx,
                                                  JobId job);

}  // namespace outrigger
