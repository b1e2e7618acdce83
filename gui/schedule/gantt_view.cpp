#include "gui/schedule/gantt_view.hpp"

#include <QEvent>
#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "gui/schedule/reservation_plan.hpp"
#include "model/time_text.hpp"

namespace outrigger::gui {

namespace {
constexpr double kZoomStep = 1.25;
QString local(const ViewStatics& st, Time t) {
    return t.is_never() ? GanttView::tr("no end") : QString::fromStdString(st.calendar.format(t));
}
}  // namespace

GanttView::GanttView(QWidget* parent) : QAbstractScrollArea(parent) {
    setObjectName(QStringLiteral("ganttView"));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    style_.palette = palette();
    style_.ruler_height = fontMetrics().height() + 8;
    rows_.set_row_height(fontMetrics().height() + 4, fontMetrics().height() + 4);
    setAccessibleName(tr("Schedule of nodes over time"));
    setAccessibleDescription(
        tr("Jobs, job reservations and reservations on each node over time. Plus and minus "
           "zoom, 0 fits all, arrow keys pan, a click on a job shows its checkjob."));
}

int GanttView::plot_width() const {
    return std::max(1, viewport()->width() - style_.label_width);
}

GanttPainter GanttView::painter() const {
    return GanttPainter(frame_.get(), items_, index_, grid_, rows_, style_, verticalScrollBar()->value(),
                        selected_, &overlay_);
}

void GanttView::rebuild_items() {
    if (!frame_) {
        items_ = GanttItems();
        index_.build(items_, 0, Time{});
        return;
    }
    items_ = gantt_items(*frame_, past_);
    index_.build(items_, frame_->statics().nodes.size(), frame_->at);
}

void GanttView::set_past_window(Duration past) {
    past_ = max(Duration::zero(), past);
    rebuild_items();
    sync_scroll_bars();
    viewport()->update();
}

void GanttView::select(std::optional<GanttKey> key) {
    selected_ = key;
    viewport()->update();
}

void GanttView::select_job(JobId job) {
    if (!job.valid()) {
        select(std::nullopt);
        return;
    }
    // The job's first bar when it has one now; any node names the job all the same.
    GanttKey key = GanttKey::bar(job, NodeId::invalid());
    for (const GanttBar& bar : items_.bars)
        if (bar.job == job) {
            key = bar.key();
            break;
        }
    select(key);
}

void GanttView::set_frame(FramePtr frame) {
    const bool new_statics = !frame_ || !frame || frame_->view->statics != frame->view->statics;
    if (new_statics) selected_.reset();  // another session: its ids name other things
    frame_ = std::move(frame);
    if (frame_ && new_statics) rows_.set_nodes(frame_->statics());
    rebuild_items();
    if (frame_) {
        if (!fitted_) {
            fit_when_shown();
        } else if (follow_) {
            keep_now_in_view();
        }
    }
    sync_scroll_bars();
    viewport()->update();
}

void GanttView::keep_now_in_view() {
    const double now = static_cast<double>(frame_->at.seconds());
    const double x = grid_.x(now);
    if (x < 0 || x > plot_width() * 0.85) grid_.left = now - plot_width() * 0.33 * grid_.seconds_per_pixel;
}

void GanttView::fit_all() {
    if (!frame_) return;
    const double start = static_cast<double>(index_.earliest());
    const double end =
        std::max(static_cast<double>(index_.latest()), static_cast<double>(frame_->at.seconds()) + 3600);
    grid_.seconds_per_pixel = std::max(0.5, (end - start) * 1.04 / plot_width());
    grid_.left = start - (end - start) * 0.02;
    follow_ = true;
    sync_scroll_bars();
    viewport()->update();
    emit view_changed();
}

void GanttView::bring_into_view(Interval when, NodeId node) {
    if (!frame_) return;
    const int plot = std::max(1, plot_width());
    const double now = static_cast<double>(frame_->at.seconds());
    const double start = static_cast<double>(when.start.seconds());
    const double end = when.end.is_never() ? start + 0.25 * plot * grid_.seconds_per_pixel
                                           : static_cast<double>(when.end.seconds());
    const double lo = std::min(now, start);
    const double hi = std::max(now, end);
    if (grid_.x(start) < 0 || grid_.x(end) > plot) {
        // A margin of a twentieth on either side, so that the edges of the span are seen as edges.
        grid_.seconds_per_pixel = std::max(grid_.seconds_per_pixel, (hi - lo) * 1.1 / plot);
        grid_.left = lo - 0.05 * plot * grid_.seconds_per_pixel;
        clamp_time();
    }
    if (const auto y = rows_.y_of(node)) {
        const int top = verticalScrollBar()->value();
        const int plot_h = std::max(1, viewport()->height() - style_.ruler_height);
        if (*y < top || *y + rows_.row_height() > top + plot_h)
            verticalScrollBar()->setValue(std::max(0, *y - rows_.row_height()));
    }
    sync_scroll_bars();
    viewport()->update();
    emit view_changed();
}

bool GanttView::reveal_reservation(std::string_view name) {
    std::optional<Interval> span;
    std::optional<GanttKey> first;
    std::optional<int> top;
    NodeId top_node;
    for (const GanttBlock& b : items_.blocks) {
        if (items_.reservation_names[b.name] != name) continue;
        span = span ? Interval{min(span->start, b.when.start), max(span->end, b.when.end)} : b.when;
        if (!first) first = b.key();
        if (const auto y = rows_.y_of(b.node); y && (!top || *y < *top)) {
            top = y;
            top_node = b.node;
        }
    }
    if (!span) return false;
    select(first);
    bring_into_view(*span, top_node);
    return true;
}

double GanttView::max_seconds_per_pixel() const {
    if (!frame_) return 86400.0;
    const double start = static_cast<double>(index_.earliest());
    const double end =
        std::max(static_cast<double>(index_.latest()), static_cast<double>(frame_->at.seconds())) + 86400;
    return std::clamp(2.0 * (end - start) / plot_width(), 1.0, 86400.0 * 7);
}

void GanttView::clamp_time() {
    // Nothing happened before the data: the view never starts more than a little before it.
    if (!frame_) return;
    const double earliest =
        static_cast<double>(index_.earliest()) - 0.05 * plot_width() * grid_.seconds_per_pixel;
    grid_.left = std::max(grid_.left, earliest);
}

void GanttView::zoom(double factor) {
    grid_.zoom(factor, frame_ ? grid_.x(static_cast<double>(frame_->at.seconds())) : plot_width() / 2.0, 0.5,
               max_seconds_per_pixel());
    clamp_time();
    sync_scroll_bars();
    viewport()->update();
    emit view_changed();
}

void GanttView::set_colour_by(ColourBy by) {
    style_.colour_by = by;
    viewport()->update();
}

void GanttView::set_backfill_overlay(bool on) {
    style_.backfill_overlay = on;
    viewport()->update();
}

void GanttView::set_follow_now(bool on) {
    follow_ = on;
    if (on && frame_) keep_now_in_view();
    sync_scroll_bars();
    viewport()->update();
}

void GanttView::set_row_height(int pixels) {
    rows_.set_row_height(pixels, std::max(pixels, fontMetrics().height() + 4));
    sync_scroll_bars();
    viewport()->update();
}

void GanttView::sync_scroll_bars() {
    syncing_ = true;
    const double spp = grid_.seconds_per_pixel;
    double start = grid_.left;
    double end = grid_.left + plot_width() * spp;
    if (frame_) {
        start = std::min(start, static_cast<double>(index_.earliest()) - 3600);
        end = std::max(
            end, std::max(static_cast<double>(index_.latest()), static_cast<double>(frame_->at.seconds())) +
                     86400);
    }
    extent_start_ = start;
    const auto span = static_cast<int>(std::min(1e9, (end - start) / spp));
    horizontalScrollBar()->setRange(0, std::max(0, span - plot_width()));
    horizontalScrollBar()->setPageStep(plot_width());
    horizontalScrollBar()->setSingleStep(std::max(1, plot_width() / 20));
    horizontalScrollBar()->setValue(static_cast<int>(std::lround((grid_.left - start) / spp)));
    const int plot_h = std::max(1, viewport()->height() - style_.ruler_height);
    verticalScrollBar()->setRange(0, std::max(0, rows_.total_height() - plot_h));
    verticalScrollBar()->setPageStep(plot_h);
    verticalScrollBar()->setSingleStep(rows_.row_height());
    syncing_ = false;
}

void GanttView::scrollContentsBy(int, int) {
    if (syncing_) return;
    grid_.left = extent_start_ + horizontalScrollBar()->value() * grid_.seconds_per_pixel;
    viewport()->update();
}

void GanttView::pan_time(double pixels) {
    follow_ = false;
    grid_.left += pixels * grid_.seconds_per_pixel;
    clamp_time();
    sync_scroll_bars();
    viewport()->update();
    emit view_changed();
}

void GanttView::render_to(QImage& image) const {
    QPainter p(&image);
    p.setFont(font());
    painter().paint(p, image.size());
}

void GanttView::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    painter().paint(p, viewport()->size());
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(viewport()->rect().adjusted(1, 1, -1, -1));
    }
}

void GanttView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    if (!fitted_) fit_when_shown();
    sync_scroll_bars();
}

void GanttView::fit_when_shown() {
    // Fitting needs the plot's real width: a frame that arrives before the window shows (a warm
    // start) is fitted when the view is laid out.
    if (!frame_ || !isVisible()) return;
    fit_all();
    fitted_ = true;
}

void GanttView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) style_.palette = palette();
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Schedule of nodes over time"));
        setAccessibleDescription(
            tr("Jobs, job reservations and reservations on each node over time. Plus and minus "
               "zoom, 0 fits all, arrow keys pan, a click on a job shows its checkjob."));
    }
    QAbstractScrollArea::changeEvent(event);
}

QString GanttView::tooltip(const GanttHit& hit) const {
    const ViewStatics& st = frame_->statics();
    const Names& names = st.names;
    const auto cred = [&names](CredKind k, CredId id) {
        return id.valid() ? QString::fromStdString(names.name(k, id)) : QStringLiteral("-");
    };
    switch (hit.kind) {
        case GanttItemKind::Bar: {
            const GanttBar& bar = items_.bars[hit.index];
            const Job& job = frame_->job(bar.job);
            const QString state = bar.kind == BarKind::Running     ? tr("running")
                                  : bar.kind == BarKind::Completed ? tr("completed")
                                                                   : tr("job reservation");
            return tr("Job %1 (%2)\nUser %3, group %4, account %5, QOS %6, class %7\n%8 processors, walltime "
                      "%9\n"
                      "From %10\nTo %11\nOn %12 (%13 processors)")
                .arg(QString::fromStdString(job.name), state, cred(CredKind::User, job.creds.user()),
                     cred(CredKind::Group, job.creds.group()), cred(CredKind::Account, job.creds.account()),
                     cred(CredKind::Qos, job.creds.qos()), cred(CredKind::Class, job.creds.job_class()))
                .arg(job.procs())
                .arg(QString::fromStdString(format_hms(job.walltime)), local(st, bar.when.start),
                     local(st, bar.when.end), QString::fromStdString(st.nodes[bar.node.value()].name))
                .arg(bar.procs);
        }
        case GanttItemKind::Reservation: {
            const GanttBlock& r = items_.blocks[hit.index];
            const QString name = QString::fromStdString(items_.reservation_names[r.name]);
            const auto access = access_.find(name);
            const QString who = access == access_.end() ? tr("Access: not known yet")
                                : access->isEmpty()     ? tr("Access: no job (a system reservation)")
                                                        : tr("Access: %1").arg(*access);
            return tr("Reservation %1\nFrom %2\nTo %3\nOn %4 (%5 processors)\n%6")
                .arg(name, local(st, r.when.start), local(st, r.when.end),
                     QString::fromStdString(st.nodes[r.node.value()].name))
                .arg(r.procs)
                .arg(who);
        }
        case GanttItemKind::Backfill: {
            const GanttLane& lane = items_.lanes[hit.index];
            const QString node = QString::fromStdString(st.nodes[lane.node.value()].name);
            if (lane.when.end.is_never())
                return tr("Backfill window on %1: %2 processors free, with no time limit")
                    .arg(node)
                    .arg(lane.procs);
            return tr("Backfill window on %1: %2 processors free until %3")
                .arg(node)
                .arg(lane.procs)
                .arg(local(st, lane.when.end));
        }
    }
    return {};
}

bool GanttView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip && frame_) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto hit = painter().hit(help->pos(), viewport()->size())) {
            QToolTip::showText(help->globalPos(), tooltip(*hit), viewport());
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void GanttView::wheelEvent(QWheelEvent* event) {
    // As most timelines: Ctrl+wheel zooms at the pointer, the wheel scrolls the rows, Shift+wheel
    // (or a horizontal wheel) scrolls the time.
    const double notches = event->angleDelta().y() / 120.0;
    const double sideways = event->angleDelta().x() / 120.0;
    if (event->modifiers() & Qt::ControlModifier) {
        if (notches != 0) {
            follow_ = false;
            grid_.zoom(std::pow(kZoomStep, notches), event->position().x() - style_.label_width, 0.5,
                       max_seconds_per_pixel());
            clamp_time();
            sync_scroll_bars();
            viewport()->update();
            emit view_changed();
        }
    } else if (event->modifiers() & Qt::ShiftModifier) {
        pan_time(-(notches + sideways) * plot_width() / 10.0);
    } else {
        if (sideways != 0) pan_time(-sideways * plot_width() / 10.0);
        verticalScrollBar()->setValue(verticalScrollBar()->value() -
                                      static_cast<int>(notches * 3 * rows_.row_height()));
    }
    event->accept();
}

void GanttView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoom(kZoomStep);
            break;
        case Qt::Key_Minus:
            zoom(1.0 / kZoomStep);
            break;
        case Qt::Key_0:
        case Qt::Key_Home:
            fit_all();
            break;
        case Qt::Key_Left:
            pan_time(-plot_width() / 10.0);
            break;
        case Qt::Key_Right:
            pan_time(plot_width() / 10.0);
            break;
        case Qt::Key_Up:
            verticalScrollBar()->setValue(verticalScrollBar()->value() - rows_.row_height());
            break;
        case Qt::Key_Down:
            verticalScrollBar()->setValue(verticalScrollBar()->value() + rows_.row_height());
            break;
        case Qt::Key_PageUp:
            verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepSub);
            break;
        case Qt::Key_PageDown:
            verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepAdd);
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            emit commit_requested();
            break;
        case Qt::Key_Escape:
            emit cancel_requested();
            break;
        case Qt::Key_Delete:
            if (selected_ && selected_->kind == GanttItemKind::Reservation)
                emit release_requested(reservation_name(*selected_));
            break;
        default:
            QAbstractScrollArea::keyPressEvent(event);
            return;
    }
    event->accept();
}

void GanttView::mousePressEvent(QMouseEvent* event) {
    press_ = event->position().toPoint();
    last_drag_ = press_;
    dragging_ = false;
    drag_ = Drag::Pan;
    drag_block_.reset();
    setFocus(Qt::MouseFocusReason);
    if (!plan_mode_ || !frame_ || event->button() != Qt::LeftButton) return;
    drag_ = Drag::Draw;
    // On the plan's ghost: move it, or resize it from its right end.
    if (on_ghost(event->position())) {
        drag_ = on_ghost_end(event->position()) ? Drag::ResizeGhost : Drag::MoveGhost;
        drag_ghost_ = overlay_;
        return;
    }
    // On the selected reservation: move it, or resize it from its right end.
    if (const auto hit = painter().hit(event->position(), viewport()->size());
        hit && hit->kind == GanttItemKind::Reservation && selected_ &&
        selected_->same_subject(items_.key(*hit))) {
        const QRectF r = painter().reservation_rect(hit->index);
        drag_ = event->position().x() > r.right() - 6 ? Drag::Resize : Drag::Move;
        drag_block_ = hit->index;
    }
}

bool GanttView::on_ghost(QPointF p) const {
    if (!overlay_.has_ghost()) return false;
    const auto node = node_at(p.y());
    if (!node || std::find(overlay_.ghost_nodes.begin(), overlay_.ghost_nodes.end(), *node) ==
                     overlay_.ghost_nodes.end())
        return false;
    const double x0 = style_.label_width + grid_.x(overlay_.ghost.start);
    const double x1 = overlay_.ghost.end.is_never() ? viewport()->width()
                                                    : style_.label_width + grid_.x(overlay_.ghost.end);
    return p.x() >= x0 && p.x() <= x1;
}

bool GanttView::on_ghost_end(QPointF p) const {
    return !overlay_.ghost.end.is_never() && p.x() > style_.label_width + grid_.x(overlay_.ghost.end) - 6;
}

PlanRect GanttView::ghost_rect(QPoint pos) const {
    PlanRect rect;
    rect.ghost = true;
    const Duration step = snap_step(grid_.seconds_per_pixel);
    const auto shift =
        Duration::seconds(snap_time((pos.x() - press_.x()) * grid_.seconds_per_pixel, step).seconds());
    const Interval was = drag_ghost_.ghost;
    rect.start = drag_ == Drag::MoveGhost ? was.start + shift : was.start;
    rect.end = was.end.is_never() ? Time::never() : was.end + shift;
    if (!(rect.start < rect.end)) rect.end = rect.start + step;
    if (drag_ == Drag::ResizeGhost) {
        rect.nodes = drag_ghost_.ghost_nodes;
        return rect;
    }
    // Over the rows: every node moves by the rows the pointer moved, as far as the rows go.
    std::vector<NodeId> order;
    std::map<std::uint32_t, std::ptrdiff_t> row_of;
    for (const RowLayout::Line& line : rows_.lines())
        if (!line.header) {
            row_of[line.node.value()] = static_cast<std::ptrdiff_t>(order.size());
            order.push_back(line.node);
        }
    std::ptrdiff_t rows = 0;
    const auto from = node_at(press_.y());
    const auto to = node_at(pos.y());
    if (from && to && row_of.count(from->value()) && row_of.count(to->value()))
        rows = row_of[to->value()] - row_of[from->value()];
    std::ptrdiff_t lowest = std::numeric_limits<std::ptrdiff_t>::max();
    std::ptrdiff_t highest = -1;
    for (NodeId n : drag_ghost_.ghost_nodes)
        if (const auto it = row_of.find(n.value()); it != row_of.end()) {
            lowest = std::min(lowest, it->second);
            highest = std::max(highest, it->second);
        }
    if (highest < 0) {
        rect.nodes = drag_ghost_.ghost_nodes;
        return rect;
    }
    rows = std::clamp(rows, -lowest, static_cast<std::ptrdiff_t>(order.size()) - 1 - highest);
    for (NodeId n : drag_ghost_.ghost_nodes)
        if (const auto it = row_of.find(n.value()); it != row_of.end())
            rect.nodes.push_back(order[static_cast<std::size_t>(it->second + rows)]);
    return rect;
}

PlanRect GanttView::block_rect(QPoint pos) const {
    const GanttBlock& block = items_.blocks[*drag_block_];
    PlanRect rect;
    rect.moving = items_.reservation_names[block.name];
    for (const GanttBlock& b : items_.blocks)
        if (b.reservation == block.reservation) rect.nodes.push_back(b.node);
    const Duration step = snap_step(grid_.seconds_per_pixel);
    const auto shift =
        Duration::seconds(snap_time((pos.x() - press_.x()) * grid_.seconds_per_pixel, step).seconds());
    rect.start = drag_ == Drag::Move ? block.when.start + shift : block.when.start;
    rect.end = block.when.end.is_never() ? Time::never() : block.when.end + shift;
    if (!(rect.start < rect.end)) rect.end = rect.start + step;
    return rect;
}

QPointF GanttView::point_of(NodeId node, Time t) const {
    const auto y = rows_.y_of(node);
    const double top = y ? *y - verticalScrollBar()->value() + style_.ruler_height : -1.0;
    return {style_.label_width + grid_.x(t), top + rows_.row_height() / 2.0};
}

std::optional<NodeId> GanttView::node_at(double y) const {
    const auto li = rows_.line_at(static_cast<int>(y) - style_.ruler_height + verticalScrollBar()->value());
    if (!li || rows_.lines()[*li].header) return std::nullopt;
    return rows_.lines()[*li].node;
}

QString GanttView::reservation_name(const GanttKey& key) const {
    for (const GanttBlock& b : items_.blocks)
        if (b.key().same_subject(key)) return QString::fromStdString(items_.reservation_names[b.name]);
    return {};
}

PlanRect GanttView::plan_rect(QPointF from, QPointF to) const {
    PlanRect out;
    const Duration step = snap_step(grid_.seconds_per_pixel);
    const double a = grid_.seconds_at(std::min(from.x(), to.x()) - style_.label_width);
    const double b = grid_.seconds_at(std::max(from.x(), to.x()) - style_.label_width);
    out.start = snap_time(a, step);
    out.end = snap_time(b, step);
    if (!(out.start < out.end)) out.end = out.start + step;
    const double y0 = std::min(from.y(), to.y());
    const double y1 = std::max(from.y(), to.y());
    for (const RowLayout::Line& line : rows_.lines()) {
        if (line.header) continue;
        const double top = line.y - verticalScrollBar()->value() + style_.ruler_height;
        if (top + line.height > y0 && top <= y1) out.nodes.push_back(line.node);
    }
    return out;
}

void GanttView::mouseMoveEvent(QMouseEvent* event) {
    if (!(event->buttons() & Qt::LeftButton)) return;
    const QPoint pos = event->position().toPoint();
    if (!dragging_ && (pos - press_).manhattanLength() < 4) return;
    dragging_ = true;
    if (drag_ == Drag::Draw) {
        emit plan_drawn(plan_rect(press_, pos), false);
        return;
    }
    if ((drag_ == Drag::Move || drag_ == Drag::Resize) && drag_block_) {
        emit plan_drawn(block_rect(pos), false);
        return;
    }
    if (drag_ == Drag::MoveGhost || drag_ == Drag::ResizeGhost) {
        emit plan_drawn(ghost_rect(pos), false);
        return;
    }
    const QPoint delta = pos - last_drag_;
    last_drag_ = pos;
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    pan_time(-delta.x());
}

bool GanttView::toggle_header_at(int y) {
    const auto li = rows_.line_at(y - style_.ruler_height + verticalScrollBar()->value());
    if (!li || !rows_.lines()[*li].header) return false;
    rows_.toggle(rows_.group_of(rows_.lines()[*li]));
    sync_scroll_bars();
    viewport()->update();
    return true;
}

void GanttView::mouseReleaseEvent(QMouseEvent* event) {
    if (dragging_ && drag_ != Drag::Pan && event->button() == Qt::LeftButton) {
        dragging_ = false;
        const QPoint pos = event->position().toPoint();
        if (drag_ == Drag::Draw) {
            emit plan_drawn(plan_rect(press_, pos), true);
        } else if (drag_ == Drag::MoveGhost || drag_ == Drag::ResizeGhost) {
            emit plan_drawn(ghost_rect(pos), true);
        } else if (drag_block_) {
            // The last move already said where; say that the gesture is over.
            emit plan_drawn(block_rect(pos), true);
        }
        drag_ = Drag::Pan;
        return;
    }
    if (dragging_ || !frame_ || event->button() != Qt::LeftButton) {
        dragging_ = false;
        return;
    }
    const QPointF pos = event->position();
    if (toggle_header_at(static_cast<int>(pos.y()))) return;
    const auto hit = painter().hit(pos, viewport()->size());
    if (!hit || hit->kind == GanttItemKind::Backfill) {
        select(std::nullopt);
        return;
    }
    select(items_.key(*hit));
    if (hit->kind == GanttItemKind::Bar)
        emit job_clicked(static_cast<qint64>(items_.bars[hit->index].job.value()));
    if (hit->kind == GanttItemKind::Reservation)
        emit reservation_clicked(
            QString::fromStdString(items_.reservation_names[items_.blocks[hit->index].name]));
}

void GanttView::set_plan_mode(bool on) {
    plan_mode_ = on;
    viewport()->setCursor(on ? Qt::CrossCursor : Qt::ArrowCursor);
}

void GanttView::set_overlay(GanttOverlay overlay) {
    overlay_ = std::move(overlay);
    viewport()->update();
}

void GanttView::set_reservation_access(QHash<QString, QString> access) {
    access_ = std::move(access);
}

}  // namespace outrigger::gui
