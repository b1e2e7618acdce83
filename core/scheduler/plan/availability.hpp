#pragma once

// The availability calendar (guide 8.2, spec sections 4-5): what is in use on every node over
// time, and the questions a scheduler asks of it.
//
// What it holds: spans, each an amount of resources in use on one node over an interval of time,
// held by a job (running until its walltime limit, or its job reservation) or by a reservation
// instance (administrative or standing). Free = capacity - used while a node is Up, nothing while
// it is Down or Drained.
//
// What it answers (every query is const and cheap to ask again):
//   tasks_fit, avail_during        how much of a request fits on one node throughout an interval
//   fits_at                        whether a job fits on some set of nodes from an instant on
//   avail_time_first / _after      the earliest instant a job fits for its walltime
//   avail_time_before + SearchHints  the same for many searches of one plan, which share what
//                                  they learnt of full nodes (valid until something is released)
//   nodes_with_room                which nodes hold a task over an interval (with the hints)
//   may_fit_before                 whether a job may fit anywhere in a span of time (a bound)
//   free_procs_at / _during / _profile   the free processors of a partition (an upper bound for
//                                  any job; exact for single-processor tasks on shared nodes)
//   candidate_nodes, late_nodes    which nodes a placement needs to look at
//   changes_since, identity        what changed, for callers that keep answers between queries:
//   time_changes_since             by node, or by the time it covers and whether room was released
//   keep_full_stretches            (a switch, not a query) each node's first full stretch ahead,
//                                  kept for callers that search at every iteration: the searches
//                                  pass over nodes full in their windows without reading them
//
// Units: instants and durations are model/time.hpp values in seconds; amounts are Resources
// (processors, MB, generic resources); nodes and partitions are their strong ids.
//
// Failure modes: "never" is std::nullopt, not -1 (a job too large for every eligible node, or
// blocked for ever by unbounded reservations); a Checked span that does not fit is refused and
// nothing changes (nullopt / false); unknown or released span ids are ignored; a Forced span may
// over-commit a node, which then shows nothing free while it lasts. Bounds (free_procs_*,
// may_fit_before) never under-state what a job can get unless forced spans are live, and say so.
//
// How it is stored and why (node rows of change points, per-partition aggregates, the candidate
// index, span slots and their free lists, the change journal, prefetching):
// plan/availability_storage.hpp. API in the spirit of flux-sched's planner (add_span, rem_span,
// avail_during, avail_time_first) with strong types.

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "model/allocation.hpp"
#include "model/cluster.hpp"
#include "model/ids.hpp"
#include "model/job.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"
#include "plan/availability_storage.hpp"
#include "plan/span.hpp"
#include "plan/step_function.hpp"

namespace outrigger {

// Whether a span may be placed over resources already in use. Checked refuses an over-commit;
// Forced accepts it (a HOSTLIST reservation takes whole hosts "whatever runs there", and a
// resource manager's reality is never refused): the node then shows nothing free while it lasts.
// Placed: the allocation comes from a placement (plan/placement.hpp) on the calendar as it stands
// (version() unchanged since), which fitted every task it took: the rows are not read again to
// check it. A caller that cannot tell that the calendar is unchanged commits Checked.
enum class Commit : std::uint8_t { Checked, Forced, Placed };

// How a job may use a reservation's resources, as the reservation's ACL decides (the reservation
// engine's evaluate_access answers; tests use a trivial oracle). Denied: the reservation's
// resources stay unavailable to the job. The affinities steer placement: positive first, negative last.
enum class Admission : std::uint8_t { Denied, Positive, Neutral, Negative };

// The hook a query uses to learn which reservations a job may use over a given span of time.
// Called only for nodes that carry reservation spans inside the asked interval.
class ReservationGate {
  public:
    virtual ~ReservationGate() = default;
    [[nodiscard]] virtual Admission admit(ReservationId reservation, Interval job_span) const = 0;
};

// What a job asks of the calendar: its task shape, duration, where it may run and who it is.
struct FitRequest {
    const TaskRequest* request = nullptr;
    Duration walltime;
    PartitionId partition;                  // invalid = any partition
    std::span<const FeatureId> features;    // all required, sorted
    JobId job;                              // spans of this job are its own (ignored)
    CredId user;                            // for SINGLEUSER
    const ReservationGate* gate = nullptr;  // nullptr = no reservation may be used
    // >= 0: the caller vouches that the job can use at most this many processors beyond what the
    // aggregate counts as free (reservation instances it is admitted to, jobs inside reservations),
    // so that the aggregate stays a bound with reservation spans and forced spans present.
    std::int64_t bound_slack = -1;

    // The request of `job` as submitted: its tasks, walltime, partition, features, id and user (no
    // gate). `job` must outlive the request, which points into it.
    static FitRequest for_job(const Job& job) {
        FitRequest fit;
        fit.request = &job.request;
        fit.walltime = job.walltime;
        fit.partition = job.partition;
        fit.features = job.features;
        fit.job = job.id;
        fit.user = job.creds.user();
        return fit;
    }
};

// What the searches of one plan tell one another on a calendar that only grows (spans added, none
// released, no node state changed), as a conservative plan's calendar does: for each node, the
// last stretch of time a search found too full for its request, and how long its gaps are. Spans
// only added, that stays so, and a later search passes over a node whose stretch or gaps leave no
// room for its own request. The last search's answer also tells the placement there
// (nodes_with_room) which nodes it found busy at that instant. Bound to one calendar; a release
// or a node state change there makes it start afresh.
class SearchHints {
  public:
    // The order the plan's placements walk the nodes in (LASTAVAILABLE: descending NodeId). The
    // searches look at nodes in that order too, which changes no answer but leaves a placement at
    // an answer knowing which of its nodes are busy there.
    void walk_descending(bool descending) { descending_ = descending; }

  private:
    friend class Availability;
    availability_storage::HintTable table_;
    bool descending_ = false;
};

// The buffers of start_beside_own's searches, kept between them by a caller that asks often.
class OwnSearchScratch {
  private:
    friend class Availability;
    availability_storage::OwnSpans own_;
    availability_storage::SearchScratch search_;
};

// Whether the calendar keeps its candidate index (see above). Auto: from kIndexedNodes nodes on.
enum class NodeIndex : std::uint8_t { Auto, On, Off };
inline constexpr std::size_t kIndexedNodes = 64;

class Availability {
  public:
    explicit Availability(const Cluster& cluster, NodeIndex index = NodeIndex::Auto);

    // Adds `amount` in use on `node` during `when` (start < end; end may be Time::never()).
    // Checked: nullopt when the amount is not free throughout `when` (nothing is changed).
    std::optional<SpanId> add_span(NodeId node, Interval when, const Resources& amount, SpanOwner owner,
                                   Commit commit = Commit::Checked);
    // Releases a span. Unknown or already removed ids are ignored (returns false).
    bool rem_span(SpanId id);
    // One job's allocation at once (tasks x per_task on each node, all over `when`), touching each
    // partition aggregate once instead of once per node. Checked: false and nothing changed when a
    // node lacks room. Ids are appended to `out` in allocation order.
    bool add_spans(std::span<const NodeTasks> allocation, const Resources& per_task, Interval when,
                   SpanOwner owner, Commit commit, std::vector<SpanId>& out);
    // Releases spans added together by add_spans (any ids are accepted).
    void rem_spans(std::span<const SpanId> ids);
    // The span, or nullopt when the id is unknown or released.
    [[nodiscard]] std::optional<Span> span(SpanId id) const;

    // Up / Down / Drained. A node that is not Up offers nothing; spans on it are kept.
    void set_node_state(NodeId node, NodeState state);
    [[nodiscard]] NodeState node_state(NodeId node) const { return nodes_[node.value()].state; }
    // Whether every node is Up: then no allocation needs its nodes' states looked at one by one.
    [[nodiscard]] bool all_up() const {
        return aggregates_.back().up_nodes == static_cast<std::int64_t>(nodes_.size());
    }

    // The resources free on `node` throughout `when` (component-wise minimum over the interval),
    // counting as free what admitted reservations hold when a gate is given. Never negative.
    [[nodiscard]] Resources avail_during(NodeId node, Interval when,
                                         const ReservationGate* gate = nullptr) const;
    // How many of the request's tasks fit on `node` throughout `when`, under the cluster's
    // NODEACCESSPOLICY (SHARED packs tasks of different jobs; SINGLEJOB and SINGLETASK need the
    // node free of other jobs; SINGLEUSER free of other users' jobs). 0 when the node is unusable.
    // Inline: the innermost call of every placement, and most requests take the first path.
    [[nodiscard, gnu::always_inline]] std::int64_t tasks_fit(NodeId node, Interval when,
                                                             const FitRequest& fit) const {
        const NodeRow& row = nodes_[node.value()];
        if (procs_only(row, fit)) return tasks_fit_plain(node, when, fit);
        if (!placeable(row, node, fit)) return 0;
        return tasks_fit_general(node, when, fit);
    }
    // Whether the request takes that first path on every node: processors-only tasks, no gate,
    // SHARED nodes. A walk over many nodes asks once and then calls the _plain forms below, rather
    // than reading the request's whole resource shape again at every node.
    [[nodiscard]] bool plain(const FitRequest& fit) const {
        return fit.request->per_task.procs_only() && fit.gate == nullptr &&
               cluster_->access_policy == NodeAccessPolicy::Shared;
    }
    // tasks_fit for a plain request (see plain()), as if `extra_procs` more processors were in use
    // on the node throughout `when` (a span not yet in the calendar, such as a pending reservation's).
    [[nodiscard, gnu::always_inline]] std::int64_t tasks_fit_plain(NodeId node, Interval when,
                                                                   const FitRequest& fit,
                                                                   std::int64_t extra_procs = 0) const {
        const NodeRow& row = nodes_[node.value()];
        if (!placeable(row, node, fit)) return 0;
        return tasks_in_procs(row.capacity_procs - steps::max_procs_during(row.steps, when) - extra_procs,
                              fit);
    }
    // tasks_fit over `when` and over [from, when.end) (from <= when.start) at once: what a
    // reservation placement asks of every node (the tasks that fit at its start, and those of them
    // that are free already from `from` on). One walk over the node's change points when the
    // request takes the common path of tasks_fit.
    struct FitPair {
        std::int64_t when = 0;
        std::int64_t from = 0;  // <= when
    };
    [[nodiscard, gnu::always_inline]] FitPair tasks_fit_from(NodeId node, Interval when, Time from,
                                                             const FitRequest& fit) const {
        const NodeRow& row = nodes_[node.value()];
        if (procs_only(row, fit)) return tasks_fit_from_plain(node, when, from, fit);
        if (!placeable(row, node, fit)) return {};
        return tasks_fit_from_general(node, when, from, fit);
    }
    // tasks_fit_from for a plain request (see plain()).
    [[nodiscard, gnu::always_inline]] FitPair tasks_fit_from_plain(NodeId node, Interval when, Time from,
                                                                   const FitRequest& fit) const {
        const NodeRow& row = nodes_[node.value()];
        if (!placeable(row, node, fit)) return {};
        // `when` first: on a busy node nothing fits there, and the wider walk back to `from` (many
        // change points when a plan reaches far ahead) is not needed.
        const auto& st = row.steps;
        const std::size_t at = steps::step_index(st, when.start);
        std::int64_t here = st[at].used;  // most in use over `when`
        for (std::size_t i = at + 1; i < st.size() && st[i].at < when.end; ++i)
            here = std::max(here, st[i].used);
        const std::int64_t tasks = tasks_in_procs(row.capacity_procs - here, fit);
        if (tasks == 0) return {};
        // Then over [from, when.end): the steps in force from `from` on, back from `when` until
        // one leaves no room (a plan reaching far ahead has many, and a busy node fills up soon).
        const std::int64_t full_above = row.capacity_procs - procs_for_a_task(fit);
        std::int64_t wide = here;
        for (std::size_t i = at; i-- > 0 && from < st[i + 1].at;) {
            wide = std::max(wide, st[i].used);
            if (wide > full_above) return {tasks, 0};
        }
        return {tasks, tasks_in_procs(row.capacity_procs - wide, fit)};
    }
    // The best reservation admission among reservation spans on `node` overlapping `when`
    // (Positive < Neutral < Negative), or nullopt when none overlaps.
    [[nodiscard]] std::optional<Admission> node_affinity(NodeId node, Interval when,
                                                         const FitRequest& fit) const;

    // The earliest instant t >= after at which the job's tasks fit on some set of nodes for the
    // whole [t, t + walltime). nullopt when it never fits (too large for every eligible node even
    // when everything is released, or blocked for ever by unbounded reservations).
    [[nodiscard]] std::optional<Time> avail_time_first(const FitRequest& fit, Time after) const;
    // The same for a caller that already knows the job does not fit at `after` (it just failed to
    // place it there): the earliest later instant.
    [[nodiscard]] std::optional<Time> avail_time_after(const FitRequest& fit, Time after) const;
    // The same with the caller's own test at each candidate instant instead of fits_at (placing
    // the job there, say, so that the search's last test is also the placement). The test must
    // hold exactly where fits_at does for the answer to stay the earliest start.
    [[nodiscard]] std::optional<Time> avail_time_after(const FitRequest& fit, Time after,
                                                       const std::function<bool(Time)>& fits_here) const;
    // avail_time_after over the candidate instants before `before` only: the earliest instant in
    // (after, before) at which the job fits, or nullopt when it fits at none of them (whether or
    // not it fits later). For a caller that keeps what it has unless something earlier turns up:
    // the search stops at `before` instead of walking on to the first fit.
    [[nodiscard]] std::optional<Time> avail_time_before(const FitRequest& fit, Time after, Time before) const;
    // avail_time_before (avail_time_after with `before` never) with hints from and for the other
    // searches of a plan on this calendar (see SearchHints): the same answer, found sooner.
    [[nodiscard]] std::optional<Time> avail_time_before(const FitRequest& fit, Time after, Time before,
                                                        SearchHints& hints) const;
    // For a job whose reservation's spans are in the calendar, on `own` over [before, before +
    // walltime): the earliest start in [from, before) it would have were those spans to leave the
    // calendar. The answer of taking them out and asking fits_at(from), then avail_time_before(from,
    // before), without taking them out: the search counts them free.
    struct StartBesideOwn {
        bool known = false;         // false: it cannot tell (a request that is not plain(), see below)
        std::optional<Time> start;  // none: no start before `before`
    };
    // `scratch`, when given, lends the search its buffers (a caller asking at every kept
    // reservation of every iteration): the answer does not depend on it. `tried_before`, when
    // before `before`, ends the candidate instants tried there, for a caller that knows that no
    // start from then on fits (JobReserver::search_again_before); the windows are whole.
    [[nodiscard]] StartBesideOwn start_beside_own(const FitRequest& fit, Time from, Time before,
                                                  std::span<const NodeTasks> own,
                                                  OwnSearchScratch* scratch = nullptr,
                                                  Time tried_before = Time::never()) const;
    // True when the job fits throughout [t, t + walltime).
    [[nodiscard]] bool fits_at(const FitRequest& fit, Time t) const;
    // False only when the aggregate proves that the job fits at no instant t in [from, before):
    // no candidate start (from, or an instant where processors are released) leaves its processors
    // free over [t, min(t + walltime, before)). Spans after `before` play no part, so a job whose
    // own spans start at `before` may ask with them in the calendar. True (cannot tell) when the
    // aggregate is no bound: forced spans, a gate with reservation spans present, a node not Up.
    // `tried_before`, when before `before`, ends the candidate starts there, as in
    // start_beside_own (the windows still reach `before`). O(change points of the aggregate in
    // [from, before)).
    [[nodiscard]] bool may_fit_before(const FitRequest& fit, Time from, Time before,
                                      Time tried_before = Time::never()) const;

    // Processors free at `t` in a partition (invalid = the whole machine), from the aggregate: an
    // upper bound for what any job can use there (exact on SHARED single-processor tasks).
    [[nodiscard]] std::int64_t free_procs_at(PartitionId partition, Time t) const;
    // Minimum of the aggregate over `when`: an upper bound on the processors a job can get there.
    [[nodiscard]] std::int64_t free_procs_during(PartitionId partition, Interval when) const;
    // The free processors of the partition as a step function from `from` on: (instant, free)
    // pairs, the first at `from`, ascending. For callers that answer many window queries at once.
    void free_procs_profile(PartitionId partition, Time from,
                            std::vector<std::pair<Time, std::int64_t>>& out) const;

    // Nodes of a partition (invalid = all), in NodeId order.
    [[nodiscard]] std::span<const NodeId> partition_nodes(PartitionId partition) const;
    [[nodiscard]] const Cluster& cluster() const { return *cluster_; }
    // Every node's processor count, by NodeId, packed: for callers that read it for many nodes.
    [[nodiscard]] std::span<const std::int64_t> node_procs() const { return node_procs_; }
    [[nodiscard]] bool has_reservation_spans() const { return reserved_live_ > 0; }
    [[nodiscard]] std::size_t span_count() const { return live_spans_; }
    // Incremented by every change; lets callers cache answers.
    [[nodiscard]] std::uint64_t version() const { return version_; }

    // The change journal, for callers that keep an answer per node from one query to the next
    // (ReservationFit): every node whose row changed (a span added or released, its state set), in
    // order, duplicates allowed. Only the recent past is kept (a few times the node count), so a
    // mark taken long ago may be lost.
    [[nodiscard]] std::uint64_t change_mark() const { return journal_base_ + journal_.size(); }
    // The nodes changed since `mark`, or nullopt when the journal no longer reaches back that far.
    [[nodiscard]] std::optional<std::span<const NodeId>> changes_since(std::uint64_t mark) const;
    // The time journal, for callers that keep an answer of the form "no start before S" from one
    // iteration to the next (JobReserver::stays): every change in order, as the interval it
    // covers and whether it released room there (spans removed; a node's state set, over the whole
    // of time) or took it (spans added, whose end may become an instant where processors are
    // released). A removal and the addition that puts the same spans back can be marked undone
    // (mark_undone): readers then see no change. Only the recent past is kept.
    struct TimeChange {
        Interval when;
        bool released = false;
        bool undone = false;
    };
    // The journal is kept from the first call on, and for good (a reader's marks must see every
    // change after them): a calendar nobody reads it of pays nothing for it.
    void keep_time_journal() { times_kept_ = true; }
    [[nodiscard]] bool keeps_time_journal() const { return times_kept_; }
    // From the first call on, the calendar keeps each node's first stretch with no processor free
    // from the present on (found again where a change to the row meets it, or once the present
    // has passed it), and the searches (avail_time_before, start_beside_own) pass over the nodes
    // full somewhere in their windows without reading their rows. Worth its upkeep to a caller
    // that searches at every kept reservation of every iteration (JobReserver under HIGHEST), not
    // to one that places and searches little; a copy of the calendar starts without. Answers are
    // the same either way.
    void keep_full_stretches();
    [[nodiscard]] std::uint64_t time_mark() const { return times_base_ + times_.size(); }
    // The changes since `mark`, or nullopt when the journal no longer reaches back that far.
    [[nodiscard]] std::optional<std::span<const TimeChange>> time_changes_since(std::uint64_t mark) const;
    // Marks the change at `change` (the time_mark() taken just before it) undone; ignored when
    // the journal no longer holds it.
    void mark_undone(std::uint64_t change);
    // Tells this calendar apart from every other one, even one built later at the same address: a
    // weak_ptr taken from it never matches another calendar's.
    [[nodiscard]] std::weak_ptr<const void> identity() const { return identity_.token; }
    // Whether some live span ends within (after, until]. False is certain; true may be spurious
    // (an unindexed calendar keeps no ends). O(live and released groups ending by `until`).
    [[nodiscard]] bool ends_within(Time after, Time until) const;

    // The instant queries will mostly ask about (see the candidate index above). Moving it forward
    // costs O(nodes whose spans start after the old present); moving it back O(nodes).
    void set_present(Time present);
    [[nodiscard]] Time present() const { return present_; }
    // Every node of the partition (invalid = all) that may hold a task of `fit` during an interval
    // starting at `from`, as a bit set by NodeId (bit n of word n / 64): a superset of the nodes
    // where tasks_fit is non-zero. Nodes outside the partition may be set too.
    void candidate_nodes(const FitRequest& fit, Time from, std::vector<std::uint64_t>& bits) const;
    // candidate_nodes for an interval `when`, from what `hints` know instead of the candidate
    // index: every node of the partition but those the hints show without room for a task of `fit`
    // during `when` (all of them for a request that is not plain(), see above). A superset of the
    // nodes where tasks_fit is non-zero, as candidate_nodes gives.
    void nodes_with_room(const FitRequest& fit, Interval when, SearchHints& hints,
                         std::vector<std::uint64_t>& bits) const;
    // Asks the memory system early for what a fit on `node` reads: its row's first cache line and
    // its change points. For walks over many nodes, whose rows and change points lie far apart in
    // memory (see NodeWalkAhead).
    [[gnu::always_inline]] void prefetch_node(NodeId node) const {
        __builtin_prefetch(&nodes_[node.value()]);
        __builtin_prefetch(step_addresses_.of(node.value()));
    }
    // Nodes whose spans may start after the present: the only ones where the capacity free over
    // [t, t + d) can shrink later than t + d for t >= present. Unordered; may hold a few extra.
    [[nodiscard]] std::span<const NodeId> late_nodes() const { return late_; }

  private:
    // The storage (plan/availability_storage.hpp).
    using ProcStep = availability_storage::ProcStep;
    using AggregateStep = availability_storage::AggregateStep;
    using Step = availability_storage::Step;
    using SpanChain = availability_storage::SpanChain;
    using NodeRow = availability_storage::NodeRow;
    using FullStretch = availability_storage::FullStretch;
    using FullStretches = availability_storage::FullStretches;
    using StepAddresses = availability_storage::StepAddresses;
    using Aggregate = availability_storage::Aggregate;
    using SpanSlot = availability_storage::SpanSlot;
    using Group = availability_storage::Group;
    using NodeWord = availability_storage::NodeWord;
    using GroupEnd = availability_storage::GroupEnd;
    using ChainIds = availability_storage::ChainIds;
    using Identity = availability_storage::Identity;

    [[nodiscard]] Resources max_used(const NodeRow& row, Interval when) const;
    [[nodiscard]] std::size_t index_of(const NodeRow& row) const {
        return static_cast<std::size_t>(&row - nodes_.data());
    }
    [[nodiscard]] ChainIds ids_of(SpanChain chain) const { return ChainIds(spans_, chain); }
    void link(SpanChain& chain, SpanId id);
    void unlink(SpanChain& chain, SpanId id);
    // A span in the next slot of `group`'s block. `rich_amount`: the amount when it holds more
    // than the `procs` processors, else nullptr.
    SpanId new_span(std::uint32_t group, NodeId node, std::int64_t procs, const Resources* rich_amount,
                    Commit commit);
    [[nodiscard]] Resources amount_of(SpanId id) const;
    // A group for `spans` spans, with a block of slots for them: the smallest power of two that
    // holds them, reused from the free blocks of that size, so that a replay's slots stay as many
    // as its live spans need (at most twice over) whatever it runs.
    std::uint32_t new_group(Interval when, SpanOwner owner, std::size_t spans);
    // Gives back a group and its block once no span of it is live (or none was ever added).
    void free_group(std::uint32_t group);
    [[nodiscard]] const Group& group_of(SpanId id) const { return groups_[spans_[id.value()].group]; }
    void reclassify(NodeId node);
    [[nodiscard]] bool ever_fits_by_bound(const FitRequest& fit) const;
    // Whether the aggregate bounds what `fit` can get (may_fit_before): not with forced
    // spans, a gate with reservation spans present, or a node not Up.
    [[nodiscard]] bool aggregate_bounds(const FitRequest& fit) const {
        return forced_ == 0 && (fit.gate == nullptr || reserved_live_ == 0) && all_up();
    }
    [[nodiscard]] bool ever_fits(const FitRequest& fit) const;
    // The earliest instant where spans end (see AggregateStep::ending) after `after` (and before
    // `before`) at which the job fits for its walltime; with `from_after`, `after` itself is tried
    // first, in the same search.
    [[nodiscard]] std::optional<Time> later_fit(const FitRequest& fit, Time after,
                                                const std::function<bool(Time)>* fits_here,
                                                Time before = Time::never(), SearchHints* hints = nullptr,
                                                const availability_storage::OwnSpans* own = nullptr,
                                                bool from_after = false,
                                                availability_storage::SearchScratch* reuse = nullptr) const;
    // Whether the aggregate alone proves that `fit` does not fit over `when` (fits_at's first test).
    [[nodiscard]] bool excluded_by_bound(const FitRequest& fit, Interval when) const;
    // fits_at for the instants of one search, asked in ascending order on an unchanged calendar,
    // at instants the aggregate's bound has already let through (later_fit's scan of the aggregate):
    // `search` carries from one instant to the next the nodes that cannot hold a task of `fit`
    // before a later instant, which are then not looked at. `fresh`: the search's first instant.
    [[nodiscard]] bool fits_at_in_search(const FitRequest& fit, Time t,
                                         availability_storage::SearchScratch& search, bool fresh,
                                         SearchHints* hints) const;
    // For a search's first instant t: marks in search.unread the nodes the candidate index shows
    // closed at t, which need not be read until a span in use on them ends. False (nothing marked)
    // where the index cannot tell (before the present, on a partition that is not every node, or
    // where more spans end by t than there are nodes) or where there are more span ends to walk at
    // each instant than nodes to read.
    bool unread_closed_from(const FitRequest& fit, Time t, availability_storage::SearchScratch& search) const;
    // At a later instant t of the same search: the unread nodes of spans ending by t are read again.
    void wake_unread_closed(Time t, availability_storage::SearchScratch& search) const;
    // The tasks of a plain `fit` a node of `own` holds over `when`, its spans counted free, or 0
    // with the instant until which it holds none noted in busy_until (fits_at_in_search's reading
    // of a row, for the request's own nodes).
    [[nodiscard]] std::int64_t tasks_beside_own(const NodeRow& row, NodeId node, Interval when,
                                                const FitRequest& fit,
                                                const availability_storage::OwnSpans& own,
                                                std::vector<Time>& busy_until) const;
    // What a walk over the whole row says of its gaps from the present on (see RowGaps).
    [[nodiscard]] availability_storage::RowGaps row_gaps(const NodeRow& row) const;
    // The hints' stretches and gaps by node, empty again when they were found on another
    // calendar or before something was released here.
    availability_storage::HintTable& hint_table(SearchHints& hints) const;
    void release_row(SpanId id);  // the node row and bookkeeping; not the aggregates
    // How many spans ahead add_spans and rem_spans ask for the rows they will change: about one
    // memory latency of work per span.
    static constexpr std::size_t kSpansAhead = 8;
    void prefetch_release(std::span<const SpanId> ids, std::size_t i) const;
    void prefetch_add(std::span<const NodeTasks> allocation, std::size_t i) const;
    // A row's two lines and its change points, to be written.
    void prefetch_for_change(NodeId node) const;
    // Writes the nodes of `allocation` (in NodeId order) to `words` as words of a node bit set,
    // and returns how many it wrote (at most one per node).
    static std::uint32_t note_words(std::span<const NodeTasks> allocation, NodeWord* words);
    // Takes back the spans add_spans placed in `group` (out[mark...]) before a node lacked room.
    void undo_add(std::uint32_t group, std::vector<SpanId>& out, std::size_t mark);
    // tasks_fit and tasks_fit_from for requests of more than processors, gated ones on reserved
    // nodes, and nodes not SHARED.
    [[nodiscard]] std::int64_t tasks_fit_general(NodeId node, Interval when, const FitRequest& fit) const;
    [[nodiscard]] FitPair tasks_fit_from_general(NodeId node, Interval when, Time from,
                                                 const FitRequest& fit) const;
    // The fewest free processors that hold a task of a processors-only request of one task or
    // more: tasks_in_procs(free, fit) == 0 exactly when free is below it.
    [[gnu::always_inline]] static std::int64_t procs_for_a_task(const FitRequest& fit) {
        return fit.request->per_task.procs * std::max<std::int64_t>(1, fit.request->tasks_per_node);
    }
    // Tasks of a processors-only request that `free` processors hold (0 below TPN).
    [[gnu::always_inline]] static std::int64_t tasks_in_procs(std::int64_t free, const FitRequest& fit) {
        if (free <= 0) return 0;
        const std::int64_t tasks = free / fit.request->per_task.procs;
        if (fit.request->tasks_per_node > 0 && tasks < fit.request->tasks_per_node) return 0;
        return std::min(tasks, fit.request->tasks);
    }
    [[nodiscard]] bool fits_shape(const NodeRow& row, const Resources& free, Interval when,
                                  const FitRequest& fit) const;
    [[nodiscard]] bool node_eligible(NodeId node, const FitRequest& fit) const;
    // Up, in the request's partition, with its features (inline: every fit asks it first).
    [[nodiscard]] bool placeable(const NodeRow& row, NodeId node, const FitRequest& fit) const {
        return row.state == NodeState::Up && !(fit.partition.valid() && row.partition != fit.partition) &&
               (fit.features.empty() || has_features(node, fit));
    }
    [[nodiscard]] bool has_features(NodeId node, const FitRequest& fit) const;
    // The common case of tasks_fit: processors only, no reservation to count back, shared nodes.
    [[nodiscard]] bool procs_only(const NodeRow& row, const FitRequest& fit) const {
        return fit.request->per_task.procs_only() && (fit.gate == nullptr || row.reserved.empty()) &&
               cluster_->access_policy == NodeAccessPolicy::Shared;
    }
    void add_used(NodeRow& row, Interval when, const Resources& amount, bool subtract);
    // The processor steps alone: for a row that keeps no rich steps.
    void add_procs(NodeRow& row, Interval when, std::int64_t procs);
    void add_aggregate(Aggregate& agg, Interval when, std::int64_t procs);
    // Takes `procs` out of aggregate `agg` and the whole machine's over `when`.
    void remove_from_aggregates(std::uint32_t agg, Interval when, std::int64_t procs);
    [[nodiscard]] const Aggregate& aggregate_of(PartitionId p) const;
    // full_ahead_ for the row, after its processor steps changed.
    void note_full_ahead(const NodeRow& row);
    [[nodiscard]] std::size_t reserved_live() const { return reserved_live_; }
    // The node journal and the time journal (change_mark(), time_mark()).
    void note_change(NodeId node) {
        if (journal_.size() >= journal_limit_) {
            journal_base_ += journal_.size();
            journal_.clear();
        }
        journal_.push_back(node);
    }
    void note_times(Interval when, bool released) {
        if (!times_kept_) return;
        if (times_.size() >= kTimesKept) {
            times_base_ += times_.size();
            times_.clear();
        }
        times_.push_back(TimeChange{when, released, false});
    }
    // The index of group ends (group_ends_).
    void push_group_end(std::uint32_t group);
    // Calls f(group) for every live group ending by `until` until f returns false.
    template <class F>
    void groups_ending_by(Time until, F&& f) const;
    // Calls f(word, nodes) with the nodes of `group`'s live spans as words of a node bit set.
    template <class F>
    void for_each_node_word(const Group& group, F&& f) const;
    void drop_group_end();

    const Cluster* cluster_;
    std::vector<NodeRow> nodes_;
    std::vector<std::int64_t> node_procs_;  // each row's capacity_procs again, packed (node_procs())
    StepAddresses step_addresses_;
    // By node: its first stretch with no processor free from the present on, kept by add_procs
    // once keep_full_stretches() was called (until then, none: no node is passed over for it).
    FullStretches full_ahead_;
    // By node: all resources in use as a step function, kept only while some span on the node
    // holds more than processors (memory, swap, disk, generic resources); empty otherwise.
    std::vector<std::vector<Step>> rich_;
    std::vector<Aggregate> aggregates_;  // one per partition, then the whole machine last
    // By partition: the index of its aggregate in aggregates_. A partition that holds every node
    // (a workload log's one partition) reads the whole machine's: the two would hold the same
    // steps, and every span added or released would change both.
    std::vector<std::uint32_t> partition_aggregate_;
    std::vector<SpanSlot> spans_;
    std::vector<availability_storage::NodeWord> node_words_;  // by slot, as spans_ (Group::words)
    std::vector<Resources> rich_amounts_;                     // by SpanId, read only where the slot is rich
    std::vector<std::vector<std::uint32_t>> free_blocks_;     // first slots of free blocks, by block class
    std::size_t live_spans_ = 0;
    std::uint64_t version_ = 0;
    std::int64_t forced_ = 0;        // live forced spans: the aggregate is then not a safe bound
    std::uint64_t shrinks_ = 0;      // releases and node state changes: SearchHints found before are void
    std::size_t reserved_live_ = 0;  // live reservation spans: with a gate the aggregate is not a bound

    Identity identity_;
    std::vector<NodeId> journal_;
    std::uint64_t journal_base_ = 0;  // the mark of journal_[0]
    std::size_t journal_limit_ = 0;   // cleared when it reaches this: a reader so far behind re-reads all

    std::vector<TimeChange> times_;
    std::uint64_t times_base_ = 0;  // the mark of times_[0]
    static constexpr std::size_t kTimesKept = 4096;
    bool times_kept_ = false;

    bool indexed_ = false;
    Time present_ = Time::min();
    std::vector<std::uint64_t> open_;  // bit per node: Up and not closed (when indexed_)
    std::vector<NodeId> late_;         // nodes with latest_start > present_ (and maybe a few stale)
    std::vector<Group> groups_;        // of every calendar; their ends are only indexed when indexed_
    std::vector<std::uint32_t> free_groups_;
    // Min-heap by end of the groups, with lazy deletion: an entry is live while its group is live
    // with the same generation. Rebuilt when dead entries outnumber live groups.
    std::vector<GroupEnd> group_ends_;
    std::size_t live_groups_ = 0;
};

}  // namespace outrigger
