#include "gui/schedule/gantt_painter.hpp"

#include <QBrush>
#include <QFontMetrics>
#include <QPainter>
#include <QPen>
#include <array>
#include <cmath>

#include "gui/app/credential_palette.hpp"

namespace outrigger::gui {

namespace {

QColor text_on(const QColor& c) {
    const double luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

// Tick spacing of the ruler: the smallest of these that leaves at least 90 pixels between labels.
std::int64_t tick_step(double seconds_per_pixel) {
    static constexpr std::array<std::int64_t, 14> steps = {
        60,        300,   900,       1800,      3600,       3 * 3600,   6 * 3600,
        12 * 3600, 86400, 2 * 86400, 7 * 86400, 14 * 86400, 28 * 86400, 91 * 86400};
    for (std::int64_t s : steps)
        if (static_cast<double>(s) / seconds_per_pixel >= 90) return s;
    return steps.back();
}

}  // namespace

QColor okabe_ito(std::size_t i) {
    return CredentialPalette().colour(i);
}

QColor credential_colour(CredId id) {
    return CredentialPalette().look(id).fill;
}

CredKind cred_kind(ColourBy by) {
    switch (by) {
        case ColourBy::Group:
            return CredKind::Group;
        case ColourBy::Account:
            return CredKind::Account;
        case ColourBy::Qos:
            return CredKind::Qos;
        case ColourBy::Class:
            return CredKind::Class;
        case ColourBy::User:
            break;
    }
    return CredKind::User;
}

QColor GanttPainter::bar_colour(const GanttBar& bar) const {
    return CredentialPalette::for_palette(style_.palette)
        .look(frame_->job(bar.job).creds[cred_kind(style_.colour_by)])
        .fill;
}

QRectF GanttPainter::span_rect(std::int64_t start, std::int64_t end, double top, double height) const {
    const double x0 = plot_x(static_cast<double>(start));
    const double x1 = plot_x(static_cast<double>(end));
    return QRectF(x0, top, std::max(1.0, x1 - x0), height);
}

QRectF GanttPainter::bar_rect(const GanttRef& ref, double top) const {
    const GanttBar& bar = items_.bars[ref.index];
    const double node_procs =
        static_cast<double>(std::max<std::int64_t>(1, frame_->statics().nodes[bar.node.value()].procs));
    const double usable = std::max(1, rows_.row_height() - 2);
    const double height = std::max(2.0, usable * std::min(1.0, static_cast<double>(bar.procs) / node_procs));
    const double below = usable * std::min(1.0, static_cast<double>(ref.below) / node_procs);
    const double y = top + 1 + std::max(0.0, usable - below - height);
    return span_rect(ref.start, ref.end, y, height);
}

QRectF GanttPainter::rect(const GanttKey& key) const {
    const auto ref = items_.find(key);
    if (!ref) return {};
    switch (ref->kind) {
        case GanttItemKind::Bar:
            return bar_rect(ref->index);
        case GanttItemKind::Reservation:
            return reservation_rect(ref->index);
        case GanttItemKind::Backfill:
            break;
    }
    const GanttLane& lane = items_.lanes[ref->index];
    const auto y = rows_.y_of(lane.node);
    if (!y) return {};
    const std::int64_t end =
        lane.when.end.is_never() ? static_cast<std::int64_t>(grid_.seconds_at(1e7)) : lane.when.end.seconds();
    return span_rect(lane.when.start.seconds(), end, line_top(*y), rows_.row_height());
}

QRectF GanttPainter::bar_rect(std::uint32_t bar) const {
    if (!frame_ || bar >= items_.bars.size()) return {};
    const GanttBar& b = items_.bars[bar];
    const auto y = rows_.y_of(b.node);
    if (!y) return {};
    QRectF out;
    index_.visit(b.node, GanttItemKind::Bar, b.when.start.seconds(), b.when.start.seconds() + 1,
                 [&](const GanttRef& r) {
                     if (r.index == bar) out = bar_rect(r, line_top(*y));
                 });
    return out;
}

QRectF GanttPainter::reservation_rect(std::uint32_t block) const {
    if (!frame_ || block >= items_.blocks.size()) return {};
    const GanttBlock& r = items_.blocks[block];
    const auto y = rows_.y_of(r.node);
    if (!y) return {};
    const std::int64_t end =
        r.when.end.is_never() ? static_cast<std::int64_t>(grid_.seconds_at(1e7)) : r.when.end.seconds();
    return span_rect(r.when.start.seconds(), end, line_top(*y), rows_.row_height());
}

void GanttPainter::paint(QPainter& p, QSize size) const {
    const QPalette& pal = style_.palette;
    p.fillRect(QRect(QPoint(0, 0), size), pal.color(QPalette::Base));
    const int plot_w = size.width() - style_.label_width;
    const int plot_h = size.height() - style_.ruler_height;
    if (!frame_ || plot_w <= 0 || plot_h <= 0) return;
    const ViewStatics& statics = frame_->statics();
    const ClusterView& view = *frame_->view;
    const auto t0 = static_cast<std::int64_t>(std::floor(grid_.seconds_at(0)));
    const auto t1 = static_cast<std::int64_t>(std::ceil(grid_.seconds_at(plot_w))) + 1;
    const QRectF plot(style_.label_width, style_.ruler_height, plot_w, plot_h);
    const QFontMetrics fm(p.font());
    const bool labels = rows_.row_height() >= fm.height() - 2;

    const auto& lines = rows_.lines();
    const int bottom = scroll_y_ + plot_h;
    p.save();
    p.setClipRect(plot);
    QPen outline(pal.color(QPalette::Text));
    outline.setWidthF(1);
    for (std::size_t li = rows_.first_line_from(scroll_y_); li < lines.size() && lines[li].y < bottom; ++li) {
        const RowLayout::Line& line = lines[li];
        const double top = line_top(line.y);
        if (line.header) {
            p.fillRect(QRectF(plot.left(), top, plot_w, line.height), pal.color(QPalette::Button));
            continue;
        }
        const QRectF row(plot.left(), top, plot_w, line.height);
        if (line.node.value() % 2 == 1) p.fillRect(row, pal.color(QPalette::AlternateBase));
        if (line.node.value() < view.node_states.size() &&
            view.node_states[line.node.value()] != NodeState::Up)
            p.fillRect(row, QBrush(pal.color(QPalette::Mid), Qt::Dense6Pattern));

        if (style_.backfill_overlay) {
            index_.visit(line.node, GanttItemKind::Backfill, t0, t1, [&](const GanttRef& r) {
                p.fillRect(span_rect(r.start, std::min(r.end, t1 + 1), top, line.height),
                           QColor(0, 158, 115, 70));
            });
        }
        index_.visit(line.node, GanttItemKind::Reservation, t0, t1, [&](const GanttRef& r) {
            const QRectF rect =
                span_rect(std::max(r.start, t0 - 1), std::min(r.end, t1 + 1), top + 0.5, line.height - 1);
            const GanttBlock& block = items_.blocks[r.index];
            const bool chosen = selected(block.key());
            QPen pen(chosen ? pal.color(QPalette::Highlight) : QColor(0xCC, 0x79, 0xA7));
            pen.setWidthF(chosen ? 2.5 : 1.5);
            pen.setStyle(Qt::DashLine);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawRect(rect);
        });
        index_.visit(line.node, GanttItemKind::Bar, t0, t1, [&](const GanttRef& r) {
            const GanttBar& bar = items_.bars[r.index];
            const QRectF rect = bar_rect(r, top);
            QColor colour = bar_colour(bar);
            if (bar.kind == BarKind::Completed) colour.setAlpha(90);
            if (bar.kind == BarKind::Reserved) {
                p.fillRect(rect, QBrush(colour, Qt::BDiagPattern));
                p.setPen(QPen(colour.darker(130), 1));
                p.setBrush(Qt::NoBrush);
                p.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
            } else {
                p.fillRect(rect, colour);
                // The credential's pattern (credential_palette.hpp): 48 distinct looks, not 8 colours.
                const CredentialLook look = CredentialPalette::for_palette(pal).look(
                    frame_->job(bar.job).creds[cred_kind(style_.colour_by)]);
                if (look.pattern != Qt::NoBrush) {
                    QColor ink = look.ink;
                    ink.setAlpha(bar.kind == BarKind::Completed ? 60 : 140);
                    p.fillRect(rect, QBrush(ink, look.pattern));
                }
            }
            if (selected(bar.key())) {
                QPen pen(pal.color(QPalette::Highlight), 2);
                p.setPen(pen);
                p.setBrush(Qt::NoBrush);
                p.drawRect(rect.adjusted(1, 1, -1, -1));
            }
            if (labels && rect.width() > 34 && rect.height() >= fm.height() - 3) {
                // The job, and whose it is when there is room: seven colours cannot tell forty users
                // apart, a name can.
                const Job& job = frame_->job(bar.job);
                QString text = QString::fromStdString(job.name);
                const CredKind kind = cred_kind(style_.colour_by);
                const CredId cred = job.creds[kind];
                if (cred.valid() && cred.value() < frame_->statics().names.count(kind)) {
                    const QString both =
                        QStringLiteral("%1 \u00B7 %2")
                            .arg(text, QString::fromStdString(frame_->statics().names.name(kind, cred)));
                    if (fm.horizontalAdvance(both) + 5 <= rect.width()) text = both;
                }
                p.setPen(bar.kind == BarKind::Running ? text_on(colour) : pal.color(QPalette::Text));
                p.drawText(rect.adjusted(3, 0, -2, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
            }
            if (overlay_ != nullptr && overlay_->is_delayed(bar.job)) {
                // Delayed by the planned reservation: a thick outline and a triangle at the start.
                QPen pen(pal.color(QPalette::Text), 2, Qt::DotLine);
                p.setPen(pen);
                p.setBrush(Qt::NoBrush);
                p.drawRect(rect.adjusted(1, 1, -1, -1));
                const double h = std::min(rect.height(), 10.0);
                const QPointF tri[3] = {rect.topLeft(), rect.topLeft() + QPointF(h, 0),
                                        rect.topLeft() + QPointF(0, h)};
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0xD5, 0x5E, 0x00));
                p.drawPolygon(tri, 3);
            }
        });
        // Reservation names last, on their own background: never drawn through a job's label.
        if (labels)
            index_.visit(line.node, GanttItemKind::Reservation, t0, t1, [&](const GanttRef& r) {
                const QRectF rect =
                    span_rect(std::max(r.start, t0 - 1), std::min(r.end, t1 + 1), top + 0.5, line.height - 1);
                const QString name =
                    QString::fromStdString(items_.reservation_names[items_.blocks[r.index].name]);
                const double w =
                    std::min(rect.width() - 4, static_cast<double>(fm.horizontalAdvance(name) + 6));
                if (w < 24) return;
                const QRectF tag(rect.left() + 2, top + 1, w, std::min<double>(line.height - 2, fm.height()));
                p.fillRect(tag, pal.color(QPalette::Base));
                p.setPen(pal.color(QPalette::Text));
                p.drawText(tag.adjusted(3, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                           fm.elidedText(name, Qt::ElideRight, static_cast<int>(w) - 4));
            });
    }
    // The ghost of a planned reservation over its rows.
    if (overlay_ != nullptr && overlay_->has_ghost()) {
        const QColor ghost(0x00, 0x72, 0xB2);
        std::optional<QRectF> first;
        for (NodeId n : overlay_->ghost_nodes) {
            const auto y = rows_.y_of(n);
            if (!y) continue;
            const std::int64_t end = overlay_->ghost.end.is_never() ? t1 + 1 : overlay_->ghost.end.seconds();
            const QRectF rect = span_rect(std::max(overlay_->ghost.start.seconds(), t0 - 1),
                                          std::min(end, t1 + 1), line_top(*y), rows_.row_height());
            QColor fill = ghost;
            fill.setAlpha(70);
            p.fillRect(rect, QBrush(fill));
            p.fillRect(rect, QBrush(ghost, Qt::FDiagPattern));
            p.setPen(QPen(ghost, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRect(rect.adjusted(1, 1, -1, -1));
            if (!first || rect.top() < first->top()) first = rect;
        }
        if (first && !overlay_->ghost_label.isEmpty()) {
            const QRectF tag(first->left() + 2, first->top() + 1,
                             std::min(first->width() - 4,
                                      static_cast<double>(fm.horizontalAdvance(overlay_->ghost_label) + 8)),
                             fm.height());
            if (tag.width() > 20) {
                p.fillRect(tag, pal.color(QPalette::Base));
                p.setPen(pal.color(QPalette::Text));
                p.drawText(
                    tag.adjusted(3, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                    fm.elidedText(overlay_->ghost_label, Qt::ElideRight, static_cast<int>(tag.width()) - 4));
            }
        }
    }
    // The now line.
    const double now_x = plot_x(static_cast<double>(frame_->at.seconds()));
    p.setPen(QPen(QColor(0xD5, 0x5E, 0x00), 2));
    p.drawLine(QPointF(now_x, plot.top()), QPointF(now_x, plot.bottom()));
    p.restore();

    // Node names and partition headers.
    p.save();
    p.setClipRect(QRectF(0, style_.ruler_height, style_.label_width, plot_h));
    p.fillRect(QRectF(0, style_.ruler_height, style_.label_width, plot_h), pal.color(QPalette::Window));
    for (std::size_t li = rows_.first_line_from(scroll_y_); li < lines.size() && lines[li].y < bottom; ++li) {
        const RowLayout::Line& line = lines[li];
        const double top = line_top(line.y);
        const QRectF cell(4, top, style_.label_width - 6, line.height);
        if (line.header) {
            p.fillRect(QRectF(0, top, style_.label_width, line.height), pal.color(QPalette::Button));
            p.setPen(pal.color(QPalette::ButtonText));
            const std::size_t g = rows_.group_of(line);
            const QString name = line.partition.valid()
                                     ? QString::fromStdString(statics.partitions[line.partition.value()])
                                     : QStringLiteral("-");
            p.drawText(cell, Qt::AlignLeft | Qt::AlignVCenter,
                       (rows_.collapsed(g) ? QStringLiteral("\u25B8 ") : QStringLiteral("\u25BE ")) + name);
        } else if (labels) {
            p.setPen(pal.color(QPalette::WindowText));
            p.drawText(cell, Qt::AlignLeft | Qt::AlignVCenter,
                       QString::fromStdString(statics.nodes[line.node.value()].name));
        }
    }
    p.restore();
    paint_ruler(p, size);
}

std::vector<RulerTick> GanttPainter::ruler_ticks(QSize size, const QFontMetrics& fm) const {
    std::vector<RulerTick> ticks;
    if (size.width() - style_.label_width <= 0 || !frame_) return ticks;
    const std::int64_t step = tick_step(grid_.seconds_per_pixel);
    const LocalCalendar& cal = frame_->statics().calendar;
    const auto first = static_cast<std::int64_t>(std::floor(grid_.seconds_at(0)));
    const Time first_t = Time::from_seconds(first);
    // Ticks on local multiples of the step (from local midnight for steps up to a day).
    const Time base = step <= 86400 ? cal.midnight_at_or_before(first_t) : cal.week_start(first_t);
    std::int64_t t = base.seconds() + ((first - base.seconds()) / step) * step;
    double free_from = style_.label_width;  // labels never overlap one another or the node names
    for (; plot_x(static_cast<double>(t)) < size.width(); t += step) {
        const double x = plot_x(static_cast<double>(t));
        if (x < style_.label_width) continue;  // a tick left of the plot: its label would be cut
        RulerTick tick;
        tick.x = x;
        const std::string text = cal.format(Time::from_seconds(t));  // "Thu Jan 01 00:00:00 1970"
        const bool midnight = cal.seconds_into_day(Time::from_seconds(t)) == 0;
        QString label = QString::fromStdString(text);
        if (label.size() >= 16) label = midnight || step >= 86400 ? label.left(10) : label.mid(11, 5);
        if (x + 3 >= free_from) {
            tick.label = label;
            tick.label_x = x + 3;
            tick.label_end = tick.label_x + fm.horizontalAdvance(label);
            free_from = tick.label_end + 8;
        }
        ticks.push_back(std::move(tick));
    }
    return ticks;
}

void GanttPainter::paint_ruler(QPainter& p, QSize size) const {
    const QPalette& pal = style_.palette;
    p.fillRect(QRect(0, 0, size.width(), style_.ruler_height), pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(0, style_.ruler_height - 1, size.width(), style_.ruler_height - 1);
    const int plot_w = size.width() - style_.label_width;
    if (plot_w <= 0 || !frame_) return;
    p.save();
    p.setClipRect(QRect(style_.label_width, 0, plot_w, style_.ruler_height));
    for (const RulerTick& tick : ruler_ticks(size, QFontMetrics(p.font()))) {
        p.setPen(pal.color(QPalette::Mid));
        p.drawLine(QPointF(tick.x, style_.ruler_height - 6), QPointF(tick.x, style_.ruler_height - 1));
        if (tick.label.isEmpty()) continue;
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QPointF(tick.label_x, style_.ruler_height - 7), tick.label);
    }
    p.restore();
}

std::optional<GanttHit> GanttPainter::hit(QPointF point, QSize size) const {
    if (!frame_ || point.x() < style_.label_width || point.y() < style_.ruler_height) return std::nullopt;
    if (point.x() >= size.width() || point.y() >= size.height()) return std::nullopt;
    const auto content_y = static_cast<int>(point.y()) - style_.ruler_height + scroll_y_;
    const auto li = rows_.line_at(content_y);
    if (!li) return std::nullopt;
    const RowLayout::Line& line = rows_.lines()[*li];
    if (line.header) return std::nullopt;
    const double top = line_top(line.y);
    const auto t = static_cast<std::int64_t>(std::floor(grid_.seconds_at(point.x() - style_.label_width)));
    std::optional<GanttHit> found;
    index_.visit(line.node, GanttItemKind::Bar, t, t + 1, [&](const GanttRef& r) {
        if (bar_rect(r, top).adjusted(0, -1, 0, 1).contains(point))
            found = GanttHit{GanttItemKind::Bar, r.index};
    });
    if (found) return found;
    index_.visit(line.node, GanttItemKind::Reservation, t, t + 1, [&](const GanttRef& r) {
        found = GanttHit{GanttItemKind::Reservation, r.index};
    });
    if (found || !style_.backfill_overlay) return found;
    index_.visit(line.node, GanttItemKind::Backfill, t, t + 1, [&](const GanttRef& r) {
        found = GanttHit{GanttItemKind::Backfill, r.index};
    });
    return found;
}

}  // namespace outrigger::gui
