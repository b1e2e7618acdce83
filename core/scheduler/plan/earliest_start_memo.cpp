#include "plan/earliest_start_memo.hpp"

#include <algorithm>

namespace outrigger {

bool EarliestStartMemo::Kind::matches(const FitRequest& fit, Time at) const {
    const TaskRequest& r = *fit.request;
    return after == at && r.per_task == per_task && r.nodes == nodes && r.tasks_per_node == tasks_per_node &&
           fit.partition == partition &&
           std::equal(fit.features.begin(), fit.features.end(), features.begin(), features.end());
}

bool EarliestStartMemo::usable(const Availability& calendar, const FitRequest& fit) {
    return fit.request != nullptr && fit.gate == nullptr && calendar.all_up() &&
           calendar.cluster().access_policy == NodeAccessPolicy::Shared;
}

bool EarliestStartMemo::knows(const Availability& calendar) const {
    const std::weak_ptr<const void> id = calendar.identity();
    return !calendar_.expired() && !calendar_.owner_before(id) && !id.owner_before(calendar_);
}

void EarliestStartMemo::forget(const Availability& calendar) {
    calendar_ = calendar.identity();
    version_ = calendar.version();
    kinds_.clear();
}

void EarliestStartMemo::added(const Availability& calendar) {
    // One add_spans call moves the version by one; anything more was a change not reported.
    if (!knows(calendar) || calendar.version() != version_ + 1) {
        forget(calendar);
        return;
    }
    version_ = calendar.version();
}

bool EarliestStartMemo::Found::covers(const Found& other) const {
    return tasks <= other.tasks && walltime <= other.walltime && !(start < other.start);
}

const EarliestStartMemo::Found* EarliestStartMemo::bound(const KindStarts& starts,
                                                         const FitRequest& fit) const {
    const Found* best = nullptr;
    for (const Found& f : starts.found)
        if (f.tasks <= fit.request->tasks && f.walltime <= fit.walltime &&
            (best == nullptr || best->start < f.start))
            best = &f;
    return best;
}

void EarliestStartMemo::note(KindStarts& starts, const Found& found) {
    // Only the starts no other one covers can be the best bound of a later search: the rest go.
    for (const Found& f : starts.found)
        if (f.covers(found)) return;
    std::erase_if(starts.found, [&](const Found& f) { return found.covers(f); });
    starts.found.push_back(found);
}

std::optional<Time> EarliestStartMemo::earliest_start(const Availability& calendar, const FitRequest& fit,
                                                      Time after) {
    const auto search = [&]() -> std::optional<Time> {
        return calendar.fits_at(fit, after) ? std::optional<Time>(after)
                                            : calendar.avail_time_before(fit, after, Time::never(), hints_);
    };
    if (!usable(calendar, fit)) return search();
    if (!knows(calendar) || calendar.version() != version_) forget(calendar);
    auto kind = std::find_if(kinds_.begin(), kinds_.end(),
                             [&](const KindStarts& k) { return k.kind.matches(fit, after); });
    if (kind == kinds_.end()) {
        const TaskRequest& r = *fit.request;
        kinds_.push_back(KindStarts{Kind{r.per_task,
                                         r.nodes,
                                         r.tasks_per_node,
                                         fit.partition,
                                         {fit.features.begin(), fit.features.end()},
                                         after},
                                    {}});
        kind = kinds_.end() - 1;
    }
    const Found* known = bound(*kind, fit);
    std::optional<Time> start;
    if (known == nullptr || !(after < known->start)) {
        start = search();
    } else {
        ++shortened_;
        // From the known start on: it is a candidate, the instants after the second before it.
        start = known->start.is_never() ? std::nullopt
                                        : calendar.avail_time_before(fit, known->start - Duration::seconds(1),
                                                                     Time::never(), hints_);
    }
    note(*kind, Found{fit.request->tasks, fit.walltime, start.value_or(Time::never())});
    return start;
}

}  // namespace outrigger
