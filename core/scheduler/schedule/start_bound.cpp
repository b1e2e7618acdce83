#include "schedule/start_bound.hpp"

#include <algorithm>
#include <iterator>

namespace outrigger {

void StartBound::begin(const Snapshot& snap, const Availability& calendar, Time now) {
    now_ = now;
    instances_.clear();
    reserved_procs_ = 0;
    horizon_dirty_ = true;
    free_seen_version_.reset();
    if (!calendar.has_reservation_spans()) return;
    if (node_instance_.size() < snap.cluster().node_count())
        node_instance_.resize(snap.cluster().node_count(), kNoInstance);
    const AccessOracle* oracle = snap.access_oracle();
    for (const auto& inst : snap.reservations()) {
        if (inst.when.end <= now) continue;
        std::int64_t procs = 0;
        const auto k = static_cast<std::int32_t>(instances_.size());
        for (const auto& b : inst.blocks) {
            procs += b.amount.procs;
            std::int32_t& slot = node_instance_[b.node.value()];
            if (slot == kNoInstance) reserved_nodes_.push_back(b.node);
            slot = slot == kNoInstance || slot == k ? k : kSeveralInstances;
        }
        reserved_procs_ += procs;
        const bool any_span = oracle == nullptr || oracle->span_dependent(inst.id);
        instances_.push_back(
            Instance{.id = inst.id, .when = inst.when, .procs = procs, .any_span = any_span});
    }
}

void StartBound::end() {
    for (NodeId n : reserved_nodes_) node_instance_[n.value()] = kNoInstance;
    reserved_nodes_.clear();
}

// Only overlaps in time count: a job on an instance's nodes that ends before it starts is not inside.
void StartBound::count(const Allocation& allocation, std::int64_t procs_per_task, Interval span, Count into) {
    if (instances_.empty()) return;
    for (const auto& nt : allocation) {
        const std::int32_t k = node_instance_[nt.node.value()];
        if (k == kSeveralInstances) {
            for (auto& inst : instances_)
                if (inst.when.overlaps(span)) inst.*into += nt.tasks * procs_per_task;
        } else if (k >= 0 && instances_[static_cast<std::size_t>(k)].when.overlaps(span)) {
            instances_[static_cast<std::size_t>(k)].*into += nt.tasks * procs_per_task;
        }
    }
}

void StartBound::set_pending(const Allocation& allocation, std::int64_t procs_per_task, Interval span) {
    for (auto& inst : instances_) inst.pending = 0;
    count(allocation, procs_per_task, span, &Instance::pending);
}

namespace {
// Keeps the entries of a free profile (or of its record lows, some lowered) that fall below
// every earlier one: the first, then strictly falling.
void keep_record_lows(std::vector<std::pair<Time, std::int64_t>>& profile) {
    std::size_t kept = 0;
    for (const auto& entry : profile)
        if (kept == 0 || entry.second < profile[kept - 1].second) profile[kept++] = entry;
    profile.resize(kept);
}
}  // namespace

void StartBound::took(std::int64_t procs, Interval span) {
    if (horizon_dirty_) return;  // read in full at the next question anyway
    if (span.start != now_) {
        horizon_dirty_ = true;
        return;
    }
    // The records inside the span stay records once lowered (subtracting the same amount, floored
    // at zero, keeps their order; two may meet at zero); one after the span stays a record only
    // below the last inside.
    for (auto& [at, free] : horizon_)
        if (at < span.end) free = std::max<std::int64_t>(0, free - procs);
    keep_record_lows(horizon_);
}

// Free processors over windows starting now: the last record low before the window's end. An
// upper bound for any job (exact on SHARED single-processor tasks).
std::int64_t StartBound::free_over(const Availability& calendar, Duration walltime) {
    if (horizon_dirty_) {
        calendar.free_procs_profile(PartitionId::invalid(), now_, horizon_);
        keep_record_lows(horizon_);
        horizon_dirty_ = false;
    }
    const Time end = now_ + walltime;
    constexpr std::size_t kScanned = 16;  // records are usually few: a forward scan
    if (horizon_.size() <= kScanned) {
        std::size_t i = 1;
        while (i < horizon_.size() && horizon_[i].first < end) ++i;
        return horizon_[i - 1].second;
    }
    const auto it = std::lower_bound(horizon_.begin() + 1, horizon_.end(), end,
                                     [](const auto& p, Time t) { return p.first < t; });
    return std::prev(it)->second;
}

bool StartBound::rejects_beside(const Job& job, const Snapshot& snap, std::int64_t room) const {
    const std::int64_t procs = job.procs();
    return procs > room && (instances_.empty() || slack_below(job, Interval{now_, now_ + job.walltime},
                                                              snap.access_oracle(), procs - room, true));
}

std::int64_t StartBound::slack(const Job& job, Interval when, const AccessOracle* oracle,
                               bool pending) const {
    std::int64_t slack = 0;
    for (const auto& inst : instances_) {
        if (!inst.when.overlaps(when)) continue;  // outside the window the aggregate is exact
        if (oracle == nullptr || inst.any_span || oracle->admit(inst.id, job, when) != Admission::Denied)
            slack += inst.procs;
        else
            slack += std::min(inst.procs, inst.inside + (pending ? inst.pending : 0));
    }
    return slack;
}

bool StartBound::slack_below(const Job& job, Interval when, const AccessOracle* oracle, std::int64_t need,
                             bool pending) const {
    std::int64_t lo = 0;
    std::int64_t hi = 0;
    for (const auto& inst : instances_) {
        if (!inst.when.overlaps(when)) continue;
        lo += std::min(inst.procs, inst.inside + (pending ? inst.pending : 0));
        hi += inst.procs;
    }
    if (hi < need) return true;
    if (lo >= need) return false;
    return slack(job, when, oracle, pending) < need;
}

bool StartBound::may_be_admitted(const Job& job, Interval span, const AccessOracle& oracle) const {
    bool admitted = instances_.empty();
    for (const auto& inst : instances_)
        admitted = admitted || inst.any_span || oracle.admit(inst.id, job, span) != Admission::Denied;
    return admitted;
}

}  // namespace outrigger
