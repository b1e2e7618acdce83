#include "reservation/reservation_book.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "reservation/standing_build.hpp"
#include "reservation/standing_period.hpp"

namespace outrigger {

ReservationBook::ReservationBook(std::vector<StandingReservationConfig> standing, const Cluster& cluster,
                                 LocalCalendar calendar, NodeAllocationPolicy policy)
    : calendar_(std::move(calendar)), order_(node_less(policy)) {
    for (auto& sr : standing) {
        StandingTemplate t = build_standing_template(sr, cluster);
        diagnostics_.insert(diagnostics_.end(), t.diagnostics.begin(), t.diagnostics.end());
        standing_.push_back(Standing{std::move(sr), std::move(t.prototype), 0});
    }
}

const Reservation* ReservationBook::find(ReservationId id) const {
    for (const auto& r : reservations_)
        if (r.id == id) return &r;
    return nullptr;
}

const Reservation* ReservationBook::find(std::string_view name) const {
    for (const auto& r : reservations_)
        if (r.name == name) return &r;
    return nullptr;
}

std::vector<const Reservation*> ReservationBook::covering(NodeId n, Interval span) const {
    std::vector<const Reservation*> out;
    for (const auto& r : reservations_)
        if (r.span.overlaps(span) && r.covers(n)) out.push_back(&r);
    return out;
}

PartialInstance ReservationBook::partial_of(std::size_t i) const {
    const Reservation& r = reservations_[i];
    const Meta& m = meta_[i];
    return PartialInstance{r.id,          r.name,
                           r.task_count,  r.tasks_held(),
                           m.passed_over, m.standing ? standing_[*m.standing].config.depth : 0};
}

std::vector<PartialInstance> ReservationBook::partial() const {
    std::vector<PartialInstance> out;
    for (std::size_t i = 0; i < reservations_.size(); ++i)
        if (reservations_[i].partial()) out.push_back(partial_of(i));
    return out;
}

RollReport ReservationBook::roll(Time now, const CapacityView& view) {
    RollReport report;
    // Expired reservations go.
    for (std::size_t i = reservations_.size(); i-- > 0;) {
        if (reservations_[i].span.end <= now) {
            report.removed.push_back(reservations_[i].id);
            reservations_.erase(reservations_.begin() + static_cast<std::ptrdiff_t>(i));
            meta_.erase(meta_.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    std::reverse(report.removed.begin(), report.removed.end());

    std::vector<std::size_t> order(standing_.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return standing_[a].config.priority > standing_[b].config.priority;
    });

    std::vector<Reservation> fresh;
    std::vector<Meta> fresh_meta;
    for (const std::size_t s : order) {
        Standing& sr = standing_[s];
        if (!sr.prototype) continue;
        for (const PeriodWindow& w : standing_windows(sr.config, now, calendar_)) {
            const bool exists = std::any_of(meta_.begin(), meta_.end(), [&](const Meta& m) {
                return m.standing == s && m.period_start == w.period_start;
            });
            if (exists) continue;
            Reservation r = *sr.prototype;
            r.id = take_id();
            r.name = fmt::format("{}.{}", sr.config.name, sr.next_instance++);
            r.span = w.span;
            PlacementOptions opt;
            opt.order = order_;
            opt.pending = fresh;
            Placement p = place_reservation(r, view, opt);
            r.allocation = std::move(p.allocation);
            report.created.push_back(r.id);
            fresh.push_back(std::move(r));
            fresh_meta.push_back(Meta{s, w.period_start, p.passed_over, std::nullopt});
        }
    }
    for (std::size_t i = 0; i < fresh.size(); ++i) {
        reservations_.push_back(std::move(fresh[i]));
        meta_.push_back(fresh_meta[i]);
    }
    for (std::size_t i = 0; i < reservations_.size(); ++i)
        if (reservations_[i].partial()) report.partial.push_back(partial_of(i));
    return report;
}

namespace {
std::int64_t tasks_on_usable_nodes(const Reservation& r, std::span<const Node> nodes) {
    std::int64_t n = 0;
    for (const auto& h : r.allocation)
        if (h.node.value() < nodes.size() && nodes[h.node.value()].usable()) n += h.tasks;
    return n;
}
}  // namespace

GrowReport ReservationBook::grow(Time now, const CapacityView& view) {
    GrowReport report;
    const auto nodes = view.nodes();
    for (std::size_t i = 0; i < reservations_.size(); ++i) {
        Reservation& r = reservations_[i];
        if (r.kind != ReservationKind::Standing || !r.floating() || r.span.end <= now) continue;
        PlacementOptions opt;
        opt.order = order_;
        if (r.has(ReservationFlag::SpaceFlex)) {
            const std::int64_t usable = tasks_on_usable_nodes(r, nodes);
            const bool holds_lost_node = usable < r.tasks_held();
            if (!r.partial() && !holds_lost_node) continue;
            Placement p = place_reservation(r, view, opt);
            if (p.tasks_placed > usable || (holds_lost_node && p.tasks_placed >= usable)) {
                r.allocation = std::move(p.allocation);
                meta_[i].passed_over = p.passed_over;
                report.moved.push_back(r.id);
            }
        } else if (r.partial()) {
            const std::int64_t before = r.tasks_held();
            opt.keep_current = true;
            // A partial reservation on a full machine is grown at every iteration, a search of
            // every node, and mostly places nothing: then only the nodes changed since are asked.
            Meta& m = meta_[i];
            if (still_fruitless(i, view, opt)) {
                m.fruitless->mark = *view.mark();
            } else {
                Placement p = place_reservation(r, view, opt);
                m.passed_over = p.passed_over;
                if (p.tasks_placed > before) {
                    r.allocation = std::move(p.allocation);
                    report.grown.push_back(r.id);
                    m.fruitless.reset();
                } else if (auto mark = view.mark()) {
                    m.fruitless = FruitlessGrow{std::move(*mark), r.span, r.allocation};
                }
            }
        }
        if (r.partial()) report.partial.push_back(partial_of(i));
    }
    return report;
}

bool ReservationBook::still_fruitless(std::size_t i, const CapacityView& view,
                                      const PlacementOptions& options) const {
    const Reservation& r = reservations_[i];
    const std::optional<FruitlessGrow>& f = meta_[i].fruitless;
    if (!f || f->span != r.span || f->allocation != r.allocation) return false;
    const auto changed = view.changed_since(f->mark);
    return changed && !places_on(r, view, *changed, options);
}

SetresResult ReservationBook::setres(const SetresRequest& request, Time now, const Cluster& cluster,
                                     const CapacityView& view) {
    SetresResult out;
    SetresBuild b = build_setres(request, now, calendar_, cluster);
    out.diagnostics = std::move(b.diagnostics);
    if (!b.reservation) return out;
    Reservation r = std::move(*b.reservation);
    if (!r.name.empty() && find(r.name) != nullptr) {
        out.diagnostics.push_back(
            reservation_error("setres -n", fmt::format("a reservation named '{}' exists", r.name)));
        return out;
    }
    r.id = ReservationId(next_id_);
    if (r.name.empty()) r.name = fmt::format("{}.{}", r.is_system() ? "SYSTEM" : "res", r.id.value());
    PlacementOptions opt;
    opt.order = order_;
    out.placement = place_reservation(r, view, opt);
    if (!out.placement.complete() || out.placement.tasks_placed == 0) {
        const PlacementTally& t = out.placement.passed_over;
        out.diagnostics.push_back(reservation_error(
            "setres",
            fmt::format(
                "only {} of {} tasks are free from {} to {} (nodes passed over: {} not up, {} without the "
                "features, {} in another partition, {} without room)",
                out.placement.tasks_placed, out.placement.tasks_wanted, calendar_.format(r.span.start),
                r.span.end.is_never() ? std::string("INFINITY") : calendar_.format(r.span.end), t.not_up,
                t.missing_features, t.other_partition, t.no_room)));
        return out;
    }
    r.allocation = out.placement.allocation;
    take_id();
    out.id = r.id;
    reservations_.push_back(std::move(r));
    meta_.push_back(Meta{std::nullopt, Time{}, out.placement.passed_over, std::nullopt});
    return out;
}

std::optional<Diagnostic> ReservationBook::release(ReservationId id) {
    for (std::size_t i = 0; i < reservations_.size(); ++i) {
        if (reservations_[i].id != id) continue;
        if (reservations_[i].kind == ReservationKind::Standing)
            return reservation_error(
                "releaseres",
                fmt::format("'{}' is an instance of SRCFG[{}]; change the configuration instead",
                            reservations_[i].name, reservations_[i].standing_name));
        reservations_.erase(reservations_.begin() + static_cast<std::ptrdiff_t>(i));
        meta_.erase(meta_.begin() + static_cast<std::ptrdiff_t>(i));
        return std::nullopt;
    }
    return reservation_error("releaseres", fmt::format("no reservation with id {}", id.value()));
}

ReservationBook::State ReservationBook::save_state() const {
    State s;
    s.reservations = reservations_;
    for (const Meta& m : meta_) {
        s.standing.push_back(m.standing);
        s.period_start.push_back(m.period_start);
        s.passed_over.push_back(m.passed_over);
    }
    for (const Standing& sr : standing_) s.next_instance.push_back(sr.next_instance);
    s.next_id = next_id_;
    return s;
}

std::vector<const StandingReservationConfig*> ReservationBook::standing_configs() const {
    std::vector<const StandingReservationConfig*> out;
    out.reserve(standing_.size());
    for (const Standing& s : standing_) out.push_back(&s.config);
    return out;
}

bool ReservationBook::load_state(State s) {
    const std::size_t n = s.reservations.size();
    if (s.standing.size() != n || s.period_start.size() != n || s.passed_over.size() != n ||
        s.next_instance.size() != standing_.size())
        return false;
    for (const auto& i : s.standing)
        if (i && *i >= standing_.size()) return false;
    reservations_ = std::move(s.reservations);
    meta_.clear();
    for (std::size_t i = 0; i < n; ++i)
        meta_.push_back(Meta{s.standing[i], s.period_start[i], s.passed_over[i], std::nullopt});
    for (std::size_t i = 0; i < standing_.size(); ++i) standing_[i].next_instance = s.next_instance[i];
    next_id_ = s.next_id;
    return true;
}

}  // namespace outrigger
