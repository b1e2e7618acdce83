#include "schedule/bypass_counts.hpp"

#include <algorithm>
#include <bit>
#include <memory>

namespace outrigger {

namespace {
bool same_snapshot(const std::weak_ptr<const void>& a, const std::weak_ptr<const void>& b) {
    return !a.expired() && !a.owner_before(b) && !b.owner_before(a);
}
}  // namespace

std::int32_t BypassCounts::of(JobId job) const {
    const std::size_t j = job.value();
    if (j >= written_.size()) return 0;
    if (!following_ || followed_[j] == 0) return written_[j];
    return static_cast<std::int32_t>(written_[j] + passes_above(job) - base_[j]);
}

void BypassCounts::grow(std::size_t jobs) {
    if (written_.size() >= jobs) return;
    written_.resize(jobs, 0);
    if (!following_) return;
    base_.resize(jobs, 0);
    followed_.resize(jobs, 0);
    passed_.resize(jobs, 0);
    if (tree_.size() < jobs + 1) build_tree(jobs);
}

void BypassCounts::build_tree(std::size_t jobs) {
    const std::size_t capacity = std::bit_ceil(std::max<std::size_t>(jobs, 1));
    tree_.assign(capacity + 1, 0);
    // Each node i holds the sum of (i - lowbit(i), i]: built in one sweep from the points.
    for (std::size_t i = 1; i <= capacity; ++i) {
        if (i <= passed_.size()) tree_[i] += passed_[i - 1];
        const std::size_t up = i + (i & (~i + 1));
        if (up <= capacity) tree_[up] += tree_[i];
    }
}

void BypassCounts::set(JobId job, std::int32_t count) {
    stop_following();
    if (job.value() >= written_.size()) grow(job.value() + 1);
    written_[job.value()] = count;
}

bool BypassCounts::operator==(const BypassCounts& other) const {
    const std::size_t n = std::max(size(), other.size());
    for (std::size_t j = 0; j < n; ++j) {
        const JobId id(static_cast<JobId::Rep>(j));
        if (of(id) != other.of(id)) return false;
    }
    return true;
}

std::int64_t BypassCounts::passes_above(JobId job) const {
    std::int64_t through = 0;  // passes at JobIds up to and including job's
    for (std::size_t i = job.value() + 1; i > 0; i -= i & (~i + 1)) through += tree_[i];
    return total_ - through;
}

void BypassCounts::start(JobId job) {
    base_[job.value()] = passes_above(job);
    followed_[job.value()] = 1;
    ++followed_count_;
}

void BypassCounts::settle(JobId job) {
    const std::size_t j = job.value();
    written_[j] = static_cast<std::int32_t>(written_[j] + passes_above(job) - base_[j]);
    followed_[j] = 0;
    --followed_count_;
}

bool BypassCounts::follow(std::span<const JobId> queue, const IdleQueueChanges& changes) {
    const std::size_t n = queue.size();
    bool known = following_ && same_snapshot(changes.of, seen_.of);
    if (known) {
        // Every change accounted for: the jobs that left are those this counter saw start, and
        // every job queued since went to the end; then the queue is the jobs followed plus those.
        const std::uint64_t joined = changes.joined - seen_.joined;
        known = joined == changes.joined_at_end - seen_.joined_at_end &&
                changes.left - seen_.left == left_.size() && joined <= n && followed_count_ + joined == n;
        const std::size_t first_new = n - static_cast<std::size_t>(joined);
        const auto followed_part = queue.first(known ? first_new : 0);
        for (std::size_t i = 0; known && i < left_.size(); ++i)
            known = !std::binary_search(followed_part.begin(), followed_part.end(), left_[i]);
        for (std::size_t i = first_new; known && i < n; ++i) {
            const JobId before = i > 0 ? queue[i - 1] : JobId::invalid();
            known = queue[i].value() < followed_.size() && followed_[queue[i].value()] == 0 &&
                    (!before.valid() || before < queue[i]);
        }
        if (known)
            for (std::size_t i = first_new; i < n; ++i) start(queue[i]);
    }
    if (!known) {
        // Read the whole queue: its JobIds must ascend, and every job in it is followed, no other.
        for (std::size_t i = 1; i < n; ++i) {
            if (!(queue[i - 1] < queue[i])) {
                stop_following();
                seen_ = changes;
                return false;
            }
        }
        if (!following_) {
            following_ = true;
            base_.assign(written_.size(), 0);
            followed_.assign(written_.size(), 0);
            passed_.assign(written_.size(), 0);
            total_ = 0;
            followed_count_ = 0;
            build_tree(written_.size());
        }
        std::vector<std::uint8_t> queued(written_.size(), 0);
        for (const JobId j : queue) queued[j.value()] = 1;
        for (std::size_t j = 0; j < written_.size(); ++j) {
            const JobId id(static_cast<JobId::Rep>(j));
            if (followed_[j] != 0 && queued[j] == 0) settle(id);
            if (followed_[j] == 0 && queued[j] != 0) start(id);
        }
    }
    seen_ = changes;
    left_.clear();
    return true;
}

void BypassCounts::leave(JobId job) {
    if (!following_) return;
    if (followed_[job.value()] != 0) settle(job);
    left_.push_back(job);
}

void BypassCounts::pass(JobId backfilled) {
    ++passed_[backfilled.value()];
    ++total_;
    for (std::size_t i = backfilled.value() + 1; i < tree_.size(); i += i & (~i + 1)) ++tree_[i];
}

void BypassCounts::spare(JobId job, std::int64_t passes) {
    if (following_ && followed_[job.value()] != 0) base_[job.value()] += passes;
}

void BypassCounts::stop_following() {
    if (!following_) return;
    for (std::size_t j = 0; j < written_.size(); ++j)
        if (followed_[j] != 0) settle(JobId(static_cast<JobId::Rep>(j)));
    following_ = false;
    base_ = {};
    followed_ = {};
    passed_ = {};
    tree_ = {};
    total_ = 0;
    followed_count_ = 0;
    seen_ = IdleQueueChanges{};
    left_.clear();
}

}  // namespace outrigger
