#include "plan/failed_fits.hpp"

#include <algorithm>

namespace outrigger {

bool FailedFits::remembered(const FitRequest& fit) { return fit.gate == nullptr && fit.request != nullptr; }

bool FailedFits::covers(const Failure& f, const Failure& larger, const Availability& calendar) {
    const TaskRequest& r = larger.request;
    return f.version == larger.version && f.now == larger.now && r.tasks >= f.request.tasks &&
           larger.walltime >= f.walltime && r.per_task == f.request.per_task && r.nodes == f.request.nodes &&
           r.tasks_per_node == f.request.tasks_per_node && larger.partition == f.partition &&
           larger.features == f.features &&
           (calendar.cluster().access_policy == NodeAccessPolicy::Shared || larger.user == f.user);
}

FailedFits::Failure FailedFits::failure_of(const FitRequest& fit, Time now, const Availability& calendar) {
    return Failure{calendar.version(), now, *fit.request, fit.walltime, fit.partition,
                   {fit.features.begin(), fit.features.end()}, fit.user};
}

bool FailedFits::known_to_fail(const FitRequest& fit, Time now, const Availability& calendar) const {
    if (!remembered(fit) || failed_.empty()) return false;
    const Failure asked = failure_of(fit, now, calendar);
    return std::any_of(failed_.begin(), failed_.end(), [&](const Failure& f) { return covers(f, asked, calendar); });
}

void FailedFits::note_failure(const FitRequest& fit, Time now, const Availability& calendar) {
    if (!remembered(fit)) return;
    Failure next = failure_of(fit, now, calendar);
    // Failures noted on an older calendar or at another instant settle nothing any more, and
    // those the new one covers add nothing to it.
    std::erase_if(failed_, [&](const Failure& f) {
        return f.version != next.version || f.now != next.now || covers(next, f, calendar);
    });
    failed_.push_back(std::move(next));
}

}  // namespace outrigger
