#include "plan/failed_fits.hpp"

#include <algorithm>

namespace outrigger {

bool FailedFits::same_shape(const Failure& f, const FitRequest& fit) const {
    const TaskRequest& r = *fit.request;
    return r.per_task == f.request.per_task && r.nodes == f.request.nodes &&
           r.tasks_per_node == f.request.tasks_per_node && fit.partition == f.partition &&
           std::equal(fit.features.begin(), fit.features.end(), f.features.begin(), f.features.end()) &&
           (!users_matter_ || fit.user == f.user);
}

bool FailedFits::known_to_fail(const FitRequest& fit, Time now, const Availability& calendar) const {
    if (!remembered(fit) || failed_.empty() || !current(now, calendar)) return false;
    return std::any_of(failed_.begin(), failed_.end(), [&](const Failure& f) {
        return fit.request->tasks >= f.request.tasks && fit.walltime >= f.walltime && same_shape(f, fit);
    });
}

void FailedFits::note_failure(const FitRequest& fit, Time now, const Availability& calendar) {
    if (!remembered(fit)) return;
    // Failures noted on an older calendar or at another instant settle nothing any more.
    if (!current(now, calendar)) {
        failed_.clear();
        version_ = calendar.version();
        now_ = now;
        users_matter_ = calendar.cluster().access_policy != NodeAccessPolicy::Shared;
    }
    // Those this one covers add nothing to it.
    std::erase_if(failed_, [&](const Failure& f) {
        return f.request.tasks >= fit.request->tasks && f.walltime >= fit.walltime && same_shape(f, fit);
    });
    failed_.push_back(Failure{
        *fit.request, fit.walltime, fit.partition, {fit.features.begin(), fit.features.end()}, fit.user});
}

}  // namespace outrigger
