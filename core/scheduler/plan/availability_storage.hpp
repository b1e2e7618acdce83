#pragma once

// Internal to the availability calendar (plan/availability.hpp): how it stores its spans and
// why it answers fast. Only plan/availability.* use these types; everyone else asks the API.
//
// Structure, and why: each node keeps a sorted array of change points (time, processors used
// after that time; all resources only while a span on it holds more than processors), starting
// with a sentinel at Time::min(), the first three inside the node's row (plan/small_steps.hpp). A
// node carries only the spans of the jobs and reservations on it, so its array is short; a query
// finds the first step and scans only the change points inside the asked interval. Cost grows
// with the change points touched, never with the length of time covered. One more step function
// per partition (and one for the whole machine) sums used processors: the "aggregate" that rejects a start
// time in O(change points in the window) before any node is looked at, and supplies the only instants at
// which a job's earliest start can lie (the instants where processors are released).
// Contiguous vectors beat node-based trees here: no allocation per change point once warmed, and
// scans stay in cache.
//
// The candidate index, and why: on a large machine most nodes are full, and a query that visits
// every node of the partition costs O(nodes) per start. The calendar therefore knows a "present"
// (set_present: the instant the scheduler works at, only moving forward in a replay) and keeps
// one bit per node: clear when the node is closed, i.e. Up, holds no reservation span, and is
// filled to its processor count at the present (spans still to come, such as job reservations,
// only take more later). A closed node offers no processor at any instant before the earliest end
// of the spans in use at the present, so a query over
// [a, b) with a >= present visits the open nodes plus the nodes of spans that end by a (found
// through the spans' end times, grouped per add_spans call: one ordered entry per job, not per
// node). Queries before the present, or for tasks without processors, visit every node as before;
// so does a query where more spans end by `a` than there are nodes (job reservations ahead on
// most nodes, as under conservative backfill), because there the walk would cost more than it
// saves. Maintenance is O(1) per span added (a search of the row's change points on a node with
// spans to come) and O(spans on the node) per span released; below
// kIndexedNodes nodes a scan is cheaper than that upkeep, and only the late nodes are tracked.
//
// Span slots and their free lists: a span takes a 24-byte slot in one block per add_spans call
// (a group: one job's allocation), blocks of power-of-two sizes reused from free lists, so that a
// replay's slots stay as many as its live spans need. The change journal names every node whose
// row changed, for callers that keep answers per node (ReservationFit). Prefetching asks for the
// rows and change points of walks over many nodes ahead of use (see NodeWalkAhead).

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "model/ids.hpp"
#include "model/node.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"
#include "plan/small_steps.hpp"
#include "plan/span.hpp"

namespace outrigger::availability_storage {

struct ProcStep {
    Time at;
    std::int64_t used;  // processors in use from `at` until the next step
};
struct Step {
    Time at;
    Resources used;  // in use from `at` until the next step
};
// The spans on one node owned alike (by jobs, or by reservations), linked through their
// slots (SpanSlot::next): the row keeps only the first.
struct SpanChain {
    SpanId head;
    [[nodiscard]] bool empty() const { return !head.valid(); }
};
// Two cache lines, on a 128-byte boundary so that the hardware fetches them as a pair: all that
// a fit reads and that adding or releasing a span changes. A large job visits hundreds of rows
// at its start and again at its end, and a reservation's placement thousands, each a cache
// miss; what a row needs less often (its spans' owners, all resources) is elsewhere.
struct alignas(128) NodeRow {
    std::int64_t capacity_procs = 0;  // the node's, kept here for the innermost loops
    std::int64_t load = 0;            // processors of all its live spans, whenever they are
    Time latest_start = Time::min();  // latest start among its live spans
    std::uint32_t aggregate = 0;      // index of its partition's aggregate (the machine's for a
                                      // partition that holds every node)
    std::uint32_t rich_spans = 0;     // live spans holding more than processors (see rich_)
    PartitionId partition;
    SpanChain jobs;      // spans owned by jobs (SINGLEUSER / SINGLEJOB checks)
    SpanChain reserved;  // spans owned by reservations (usually none)
    NodeState state = NodeState::Up;
    bool late = false;  // listed in late_
    // Late and open: the row's first change point after the present, where it may close.
    Time recheck = Time::never();
    // Processors in use, sorted by `at`; steps[0].at == Time::min(). Every query of the hot
    // loops reads processors only, so they get a trivially copyable 16-byte step, and a
    // change point inserted by one memmove. The second line: three steps in place.
    SmallSteps<ProcStep, 3> steps;
};
static_assert(sizeof(SmallSteps<ProcStep, 3>) == 64);
static_assert(sizeof(NodeRow) == 128);
// A node's first stretch with no processor free, from the present (as it was when the row last
// changed) on: full throughout [from, until), and not full anywhere between that present and
// `from` (never: it is not full again). A search passes over a node whose stretch meets its
// window without reading the row; a stretch that ended before the instant asked about says
// nothing, and the row is read. Packed by node, apart from the rows: the first instant of a
// search tests every node of a busy machine, most of them full somewhere ahead.
struct FullStretch {
    Time from = Time::never();
    Time until = Time::min();
    // Whether the node holds no task of any request over [t, end): full somewhere in it.
    [[nodiscard]] bool meets(Time t, Time end) const { return (from < end) & (t < until); }
};
// Every node's FullStretch, once a caller asked the calendar to keep them
// (Availability::keep_full_stretches). A copy of the calendar starts without them: its searches
// need not pay for their upkeep (the impact preview plans on copies), and a caller that keeps them
// asks again.
class FullStretches {
  public:
    FullStretches() = default;
    FullStretches(const FullStretches& /*other*/) {}
    FullStretches(FullStretches&&) noexcept = default;
    FullStretches& operator=(const FullStretches& other) {
        if (this != &other) at_.clear();
        return *this;
    }
    FullStretches& operator=(FullStretches&&) noexcept = default;
    ~FullStretches() = default;
    [[nodiscard]] bool kept() const { return !at_.empty(); }
    void keep(std::size_t nodes) { at_.resize(nodes); }
    [[nodiscard]] FullStretch& operator[](std::size_t node) { return at_[node]; }
    [[nodiscard]] const FullStretch& operator[](std::size_t node) const { return at_[node]; }

  private:
    std::vector<FullStretch> at_;
};
// Where each row's change points are, packed by node (80 KB for 10,000 nodes, so it stays in
// cache): prefetching them needs no read of the row first, which is itself a miss. Written
// wherever a row's steps may move (add_procs). Only a hint: a copy of the calendar starts
// with none (its rows' steps are its own), and they come back as rows change.
class StepAddresses {
  public:
    StepAddresses() = default;
    StepAddresses(const StepAddresses& other) : at_(other.at_.size(), nullptr) {}
    StepAddresses(StepAddresses&&) noexcept = default;
    StepAddresses& operator=(const StepAddresses& other) {
        if (this != &other) at_.assign(other.at_.size(), nullptr);
        return *this;
    }
    StepAddresses& operator=(StepAddresses&&) noexcept = default;
    ~StepAddresses() = default;
    void resize(std::size_t nodes) { at_.resize(nodes, nullptr); }
    void set(std::size_t node, const ProcStep* at) { at_[node] = at; }
    [[nodiscard]] const ProcStep* of(std::size_t node) const { return at_[node]; }

  private:
    std::vector<const ProcStep*> at_;
};
// An aggregate's step also counts the processors of the spans that end at it: a step is kept
// wherever spans end, even where another starts as much as ends (the processors in use do not
// fall there), for a job may fit from there on the node freed.
struct AggregateStep {
    Time at;
    std::int64_t used;    // processors in use from `at` until the next step
    std::int64_t ending;  // processors of the spans that end at `at`
};
struct Aggregate {
    std::vector<AggregateStep> steps;  // sorted; steps[0].at == Time::min()
    std::int64_t capacity = 0;         // procs of Up nodes
    std::vector<NodeId> nodes;
    std::vector<std::uint64_t> node_bits;  // the same nodes as a bit set by NodeId
    std::int64_t up_nodes = 0;
    std::int64_t min_node_procs = 0;  // over all its nodes, whatever their state
};
// A span as the calendar keeps it, in 24 bytes: a large job adds and releases thousands at
// once. Its interval and owner are its group's. An amount of more than processors lives in
// rich_amounts_.
struct SpanSlot {
    NodeId node;
    std::uint32_t group = 0;
    std::int64_t procs = 0;
    SpanId next;  // the next span of its node's chain (NodeRow::jobs or reserved)
    bool live = false;
    bool forced = false;
    bool rich = false;  // its amount is rich_amounts_[id]
};
// Spans added together (one job's allocation, or one add_span): they share one interval and
// one owner, and take consecutive slots of one block (see new_group), so that adding or
// releasing a job's spans walks its slots in order instead of one cache miss a node.
struct Group {
    Interval when;
    SpanOwner owner;
    std::uint32_t first = 0;  // its block: slots [first, first + 2^block_class)
    std::uint32_t size = 0;   // slots taken, from `first` on
    std::uint32_t live = 0;
    std::uint32_t generation = 0;  // bumped on reuse: tells stale end entries apart
    // Its nodes as words of a node bit set, in NodeWords [first, first + words), while every span
    // it got is live; 0 once one has left alone (its nodes are then read from its live slots).
    std::uint32_t words = 0;
    std::uint8_t block_class = 0;
};
// One 64-node word of a group's nodes (see Group::words). The candidate index sets the nodes of
// every group ending by an instant: a job on neighbouring nodes sets a word at a time instead of
// reading a slot per node (a 2,000-node job on 100,000 nodes: about 32 words for 2,000 slots).
// Kept beside the span slots, in the same blocks: a group's words never outnumber its spans.
struct NodeWord {
    std::uint64_t bits = 0;
    std::uint32_t word = 0;  // bits stand for nodes [64 * word, 64 * word + 64)
};
struct GroupEnd {
    Time end;
    std::uint32_t group = 0;
    std::uint32_t generation = 0;
};
// The ids of a chain's spans, for range-for.
class ChainIds {
  public:
    class iterator {
      public:
        iterator(const std::vector<SpanSlot>* table, SpanId at) : slots_(table), at_(at) {}
        SpanId operator*() const { return at_; }
        iterator& operator++() {
            at_ = (*slots_)[at_.value()].next;
            return *this;
        }
        bool operator!=(const iterator& other) const { return !(at_ == other.at_); }

      private:
        const std::vector<SpanSlot>* slots_;
        SpanId at_;
    };
    ChainIds(const std::vector<SpanSlot>& table, SpanChain chain) : slots_(&table), head_(chain.head) {}
    [[nodiscard]] iterator begin() const { return {slots_, head_}; }
    [[nodiscard]] iterator end() const { return {slots_, SpanId::invalid()}; }

  private:
    const std::vector<SpanSlot>* slots_;
    SpanId head_;
};
// A stretch of one node's time with no more than `free` processors free throughout [from,
// until), as a search found it (SearchHints): spans only added since, no more are free there still.
struct BusyStretch {
    Time from = Time::never();
    Time until = Time::min();
    std::int64_t free = 0;  // rather than those in use: tested without reading the node's row
};
// One node's row as a plan's searches last read it whole: from `since` on, no gap between its
// steps with no processor free is longer than `longest` seconds, and the last of those steps
// ends at `tail`. A window longer than every gap, starting in [since, tail), meets one of those
// steps: no task fits there. Spans only added since, the gaps have only shrunk and the tail only
// moved on, so what was read stays true.
struct RowGaps {
    Time since = Time::never();
    Time tail = Time::min();
    std::int64_t longest = std::numeric_limits<std::int64_t>::max();
    [[nodiscard]] bool rules_out(Time t, Duration walltime) const {
        return (since <= t) & (t < tail) & (longest < walltime.count());
    }
};
// The instant a search answered and the request it answered for: a placement there may pass over
// the nodes that search found busy at it (SearchScratch::open, below). Only requests without
// features are kept (the nodes passed over depend on them).
struct SearchAnswer {
    Time at;
    Duration walltime;
    std::int64_t one_task = 0;  // Availability::procs_for_a_task
    PartitionId partition;
    [[nodiscard]] bool operator==(const SearchAnswer&) const = default;
};
// A request's own reservation, counted free by a search (Availability::start_beside_own):
// its spans over `when`, `procs` processors in all, on the nodes of `bits` (by NodeId), with their
// processors by node, sorted by node.
struct OwnSpans {
    Interval when;
    std::int64_t procs = 0;
    std::vector<std::uint64_t> bits;
    std::vector<std::pair<NodeId, std::int64_t>> by_node;
    [[nodiscard]] bool holds(NodeId n) const {
        return ((bits[n.value() / 64] >> (n.value() % 64)) & 1U) != 0;
    }
    [[nodiscard]] std::int64_t procs_on(NodeId n) const {
        const auto it = std::lower_bound(by_node.begin(), by_node.end(), n,
                                         [](const auto& e, NodeId id) { return e.first < id; });
        return it != by_node.end() && it->first == n ? it->second : 0;
    }
};
// One search's state from one candidate instant to the next (Availability::later_fit and
// fits_at_in_search); the hints keep it between searches only to reuse its buffers, and to tell
// the placement at the answer what the search knew there.
struct SearchScratch {
    // By NodeId: no window of the request's walltime starting in [the instant this was learnt,
    // busy_until) holds a task there (Time::min(): not known to be busy).
    std::vector<Time> busy_until;
    // By block of 64 positions in the partition's node list: its nodes not busy as of its last
    // pass (a bit each) and the earliest busy_until of the others. Until then the block's nodes to
    // look at are `open` alone: a candidate instant passes over a block without reading it. A
    // block's wake is mostly far off, as most of a busy machine's nodes are full for long.
    std::vector<std::uint64_t> open;
    std::vector<Time> wake;
    // The blocks [first, second) reached at the current instant: the search walks them in order,
    // up or down, and may stop early.
    std::pair<std::size_t, std::size_t> reached;
    // Counted free by this search, or nullptr.
    const OwnSpans* own = nullptr;
    // Without hints, from the present on, over every node: the nodes closed at the present (the
    // candidate index) not read yet, by NodeId, and the instant up to which the ends of spans in
    // use were looked at. A closed node holds no task before one of its spans ends.
    bool skips_closed = false;
    std::vector<std::uint64_t> unread;
    Time ends_read_to;
};
struct HintTable {
    std::weak_ptr<const void> calendar;  // the calendar's identity
    std::uint64_t shrinks = 0;           // its count of releases and node state changes then
    std::vector<BusyStretch> by_node;
    std::vector<RowGaps> gaps_by_node;
    SearchScratch search;
    std::optional<SearchAnswer> answered;  // the instant where `search` stopped with an answer
};
// A fresh token for every calendar, a copy included (its journal tells nothing about the
// original's); a move keeps it, with the contents it names.
struct Identity {
    std::shared_ptr<const char> token = std::make_shared<const char>('\0');
    Identity() = default;
    Identity(const Identity& /*other*/) {}
    Identity(Identity&&) noexcept = default;
    Identity& operator=(const Identity& other) {
        if (this != &other) token = std::make_shared<const char>('\0');
        return *this;
    }
    Identity& operator=(Identity&&) noexcept = default;
    ~Identity() = default;
};
}  // namespace outrigger::availability_storage
