#include "gui/standing/week_view.hpp"

#include <QAccessible>
#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace outrigger::gui {

namespace {
constexpr double kHourLabel = 52;  // width of the hour column
constexpr double kHeader = 26;     // height of the day titles
constexpr double kEdge = 5;        // a block's lower edge, grabbed to resize
constexpr std::int64_t kDay = 86400;

// The pieces of a label a line may end after: a space, a comma or an '=' (CLASSLIST=q1,q2 breaks
// as the list reads).
QStringList words_of(const QString& text) {
    QStringList out;
    QString word;
    for (const QChar c : text) {
        word += c;
        if (c == QLatin1Char(' ') || c == QLatin1Char(',') || c == QLatin1Char('=')) {
            out << word;
            word.clear();
        }
    }
    if (!word.isEmpty()) out << word;
    return out;
}

// `text` in lines of at most `width` pixels, whole pieces per line; a piece wider than a line is
// elided.
QStringList wrapped(const QString& text, const QFontMetricsF& fm, double width) {
    QStringList lines;
    QString line;
    for (const QString& word : words_of(text)) {
        if (line.isEmpty() || fm.horizontalAdvance((line + word).trimmed()) <= width) {
            line += word;
            continue;
        }
        lines << line.trimmed();
        line = word;
    }
    if (!line.trimmed().isEmpty()) lines << line.trimmed();
    for (QString& l : lines)
        if (fm.horizontalAdvance(l) > width) l = fm.elidedText(l, Qt::ElideRight, width);
    return lines;
}
}  // namespace

WeekView::WeekView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setObjectName(QStringLiteral("standing_week_view"));
    setAccessibleName(tr("Standing reservations week calendar"));
}

QSize WeekView::sizeHint() const {
    return {900, static_cast<int>(kHeader + 24 * 26)};
}

QSize WeekView::minimumSizeHint() const {
    // Twelve pixels an hour at the least: with the conflicts and the impact under it, the panel
    // still fits the workbench's smallest window.
    return {420, static_cast<int>(kHeader + 24 * 12)};
}

void WeekView::set_week(std::shared_ptr<const StandingWeek> week) {
    QString focused_name;
    int focused_day = -1;
    if (week_ && focused_ >= 0 && focused_ < static_cast<int>(week_->blocks().size())) {
        focused_name = week_->blocks()[static_cast<std::size_t>(focused_)].name;
        focused_day = week_->blocks()[static_cast<std::size_t>(focused_)].day;
    }
    week_ = std::move(week);
    labels_.clear();
    laid_out_.clear();
    focused_ = -1;
    drag_ = Drag::None;
    if (!focused_name.isEmpty()) {
        // The same series keeps the focus, on the same day when it still has a block there.
        const auto& blocks = week_->blocks();
        for (std::size_t i = 0; i < blocks.size(); ++i)
            if (blocks[i].name == focused_name && (focused_ < 0 || blocks[i].day == focused_day))
                focused_ = static_cast<int>(i);
    }
    update_accessible();
    update();
}

void WeekView::set_focused(int block) {
    if (!week_ || block < -1 || block >= static_cast<int>(week_->blocks().size())) return;
    const int was = focused_;
    focused_ = block;
    update_accessible();
    for (const int b : {was, block})
        if (b >= 0) update(block_rect(b).toAlignedRect().adjusted(-3, -3, 3, 3));
    emit focus_changed(block);
}

void WeekView::focus_standing(const QString& name, int day) {
    if (!week_) return;
    const auto& blocks = week_->blocks();
    int first = -1;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        if (blocks[i].name != name) continue;
        if (blocks[i].day == day) return set_focused(static_cast<int>(i));
        if (first < 0) first = static_cast<int>(i);
    }
    if (first >= 0) set_focused(first);
}

void WeekView::set_working_hours(std::int64_t from, std::int64_t to) {
    work_from_ = from;
    work_to_ = to;
    update();
}

QRectF WeekView::grid() const {
    return QRectF(kHourLabel, kHeader, std::max(1.0, width() - kHourLabel - 1),
                  std::max(1.0, height() - kHeader - 1));
}

QPointF WeekView::point_at(int day, std::int64_t seconds) const {
    const QRectF g = grid();
    return {g.left() + g.width() * day / 7.0, g.top() + g.height() * static_cast<double>(seconds) / kDay};
}

QRectF WeekView::block_rect(int i) const {
    if (!week_ || i < 0 || i >= static_cast<int>(week_->blocks().size())) return {};
    const WeekBlock& b = week_->blocks()[static_cast<std::size_t>(i)];
    const double column = grid().width() / 7.0;
    const double lane = (column - 4) / std::max(1, b.place.lanes);
    const QPointF top = point_at(b.day, b.from);
    const QPointF bottom = point_at(b.day, b.to);
    return {top.x() + 2 + lane * b.place.lane, top.y(), lane - 1, std::max(3.0, bottom.y() - top.y())};
}

WeekView::Cell WeekView::cell_at(QPointF p, bool snap) const {
    const QRectF g = grid();
    Cell c;
    c.day = std::clamp(static_cast<int>(std::floor((p.x() - g.left()) / g.width() * 7)), 0, 6);
    double s = (p.y() - g.top()) / g.height() * kDay;
    s = std::clamp(s, 0.0, static_cast<double>(kDay));
    c.seconds = snap ? std::llround(s / kStep) * kStep : static_cast<std::int64_t>(s);
    return c;
}

int WeekView::block_at(QPointF p) const {
    if (!week_) return -1;
    for (int i = static_cast<int>(week_->blocks().size()) - 1; i >= 0; --i)
        if (block_rect(i).contains(p)) return i;
    return -1;
}

void WeekView::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    // Only what the update asked for: a drag step repaints two outlines, not the week.
    const QRectF dirty = QRectF(event->rect()).adjusted(-4, -4, 4, 4);
    const QPalette& pal = palette();
    p.fillRect(event->rect(), pal.base());
    const QRectF g = grid();
    const double column = g.width() / 7;

    // Working hours, Monday to Friday.
    QColor work = pal.alternateBase().color();
    for (int d = 1; d <= 5; ++d) {
        const QPointF a = point_at(d, work_from_);
        const QPointF b = point_at(d, work_to_);
        p.fillRect(QRectF(a.x(), a.y(), column, b.y() - a.y()).intersected(dirty), work);
    }
    // Hours and days.
    QPen line(pal.mid().color());
    line.setWidth(0);
    const QFontMetrics fm(font());
    const auto [now_day, now_seconds] =
        week_ ? week_->place_of(week_->inputs().now) : std::pair<int, std::int64_t>{-1, 0};
    p.setPen(line);
    for (int h = 0; h <= 24; ++h) {
        const double y = point_at(0, h * 3600LL).y();
        if (y >= dirty.top() && y <= dirty.bottom())
            p.drawLine(QPointF(std::max(g.left(), dirty.left()), y),
                       QPointF(std::min(g.right(), dirty.right()), y));
    }
    for (int d = 0; d <= 7; ++d) {
        const double x = g.left() + column * d;
        if (x >= dirty.left() && x <= dirty.right())
            p.drawLine(QPointF(x, std::max(0.0, dirty.top())),
                       QPointF(x, std::min(g.bottom(), dirty.bottom())));
    }
    if (dirty.left() < kHourLabel) {
        p.setPen(pal.text().color());
        for (int h = 0; h < 24; ++h) {
            const double y = point_at(0, h * 3600LL).y();
            const QRectF cell(0, y, kHourLabel - 6, fm.height());
            if (cell.intersects(dirty))
                p.drawText(cell, Qt::AlignRight | Qt::AlignTop, StandingWeek::clock_text(h * 3600LL));
        }
    }
    if (week_ && dirty.top() < kHeader) {
        p.setPen(pal.text().color());
        for (int d = 0; d < 7; ++d) {
            const QRectF cell(g.left() + column * d, 0, column, kHeader);
            if (!cell.intersects(dirty)) continue;
            QString title = week_->day_title(d);
            if (d == now_day) {
                // Today in words and in bold: the now line is not the only mark of it.
                title = tr("%1 (today)").arg(title);
                QFont bold = font();
                bold.setBold(true);
                p.setFont(bold);
            }
            p.drawText(
                cell.adjusted(2, 0, -2, 0), Qt::AlignCenter,
                QFontMetrics(p.font()).elidedText(title, Qt::ElideRight, static_cast<int>(column) - 4));
            p.setFont(font());
        }
    }
    if (!week_) return;

    // The now line, behind the blocks so that it never crosses their labels.
    const QColor now_colour(213, 94, 0);
    QPointF now_at;
    if (now_day >= 0) {
        now_at = point_at(now_day, now_seconds);
        p.setPen(QPen(now_colour, 2));
        p.drawLine(now_at, QPointF(now_at.x() + column, now_at.y()));
    }
    for (int i = 0; i < static_cast<int>(week_->blocks().size()); ++i)
        if (block_rect(i).intersects(dirty)) paint_block(p, i);
    if (now_day >= 0) {
        // Over the blocks, only a dot at the day's left edge and a tick in the hour column.
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(now_colour);
        p.drawEllipse(now_at, 4, 4);
        p.setBrush(Qt::NoBrush);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(now_colour, 2));
        p.drawLine(QPointF(g.left() - 8, now_at.y()), QPointF(g.left(), now_at.y()));
    }

    // The gesture under way.
    if (drag_ == Drag::Create) {
        QColor c = pal.highlight().color();
        c.setAlpha(90);
        const Cell& s = anchor_.day * kDay + anchor_.seconds <= current_.day * kDay + current_.seconds
                            ? anchor_
                            : current_;
        const Cell& e = &s == &anchor_ ? current_ : anchor_;
        for (int d = s.day; d <= e.day; ++d) {
            const std::int64_t from = d == s.day ? s.seconds : 0;
            const std::int64_t to = d == e.day ? e.seconds : kDay;
            const QPointF a = point_at(d, from);
            p.fillRect(QRectF(a.x() + 1, a.y(), column - 2, point_at(d, to).y() - a.y()), c);
        }
    } else if (const QRectF r = drag_outline(); !r.isEmpty()) {
        QPen dash(pal.highlight().color(), 2, Qt::DashLine);
        p.setPen(dash);
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
    }
}

QRectF WeekView::drag_outline() const {
    if ((drag_ != Drag::Move && drag_ != Drag::Resize) || drag_block_ < 0) return {};
    QRectF r = block_rect(drag_block_);
    const double dy = grid().height() * static_cast<double>(current_.seconds - anchor_.seconds) / kDay;
    if (drag_ == Drag::Move)
        r.translate(grid().width() / 7 * (current_.day - anchor_.day), dy);
    else
        r.setBottom(r.bottom() + dy);
    return r.normalized();
}

QRectF WeekView::create_area() const {
    if (drag_ != Drag::Create || anchor_.day < 0) return {};
    const bool forward = anchor_.day * kDay + anchor_.seconds <= current_.day * kDay + current_.seconds;
    const Cell& s = forward ? anchor_ : current_;
    const Cell& e = forward ? current_ : anchor_;
    const QPointF a = point_at(s.day, s.day == e.day ? s.seconds : 0);
    const QPointF b = point_at(e.day + 1, s.day == e.day ? e.seconds : kDay);
    return QRectF(a, b).normalized();
}

void WeekView::update_drag(const QRectF& before) {
    const QRectF after = drag_ == Drag::Create ? create_area() : drag_outline();
    for (const QRectF& r : {before, after})
        if (!r.isEmpty()) update(r.toAlignedRect().adjusted(-3, -3, 3, 3));
}

void WeekView::resizeEvent(QResizeEvent* event) {
    labels_.clear();  // laid out afresh at the new size
    laid_out_.clear();
    QWidget::resizeEvent(event);
}

const std::vector<QStaticText>& WeekView::label(int i) const {
    const std::size_t n = week_->blocks().size();
    if (labels_.size() != n) {
        labels_.assign(n, {});
        laid_out_.assign(n, false);
    }
    const auto k = static_cast<std::size_t>(i);
    if (laid_out_[k]) return labels_[k];
    laid_out_[k] = true;
    const WeekBlock& b = week_->blocks()[k];
    const QRectF r = block_rect(i).adjusted(3, 2, -2, -1);
    const QFontMetricsF fm(font());
    QString title = b.name;
    if (!b.conflicts.isEmpty()) title = QStringLiteral("! ") + title;
    if (b.state == InstanceState::Ghost) title += QLatin1Char(' ') + tr("(ghost)");
    QStringList lines;
    for (const QString& part : {title, b.nodes, b.access}) lines << wrapped(part, fm, r.width());
    // At least one line: a block shorter than a line still shows the start of its name.
    const auto room =
        static_cast<qsizetype>(std::max(1.0, std::floor((r.height() + fm.leading()) / fm.lineSpacing())));
    if (lines.size() > room) {
        lines.resize(room);
        lines.back() = fm.elidedText(lines.back() + QChar(0x2026), Qt::ElideRight, r.width());
    }
    for (const QString& text : lines) {
        QStaticText st(text);
        st.setTextFormat(Qt::PlainText);
        st.prepare(QTransform(), font());
        labels_[k].push_back(std::move(st));
    }
    return labels_[k];
}

void WeekView::paint_block(QPainter& p, int i) const {
    const WeekBlock& b = week_->blocks()[static_cast<std::size_t>(i)];
    const QRectF r = block_rect(i);
    const QPalette& pal = palette();
    QColor fill = b.state == InstanceState::Held ? QColor(0, 114, 178) : QColor(86, 180, 233);
    QColor text = b.state == InstanceState::Held ? QColor(Qt::white) : QColor(Qt::black);
    if (b.state == InstanceState::Past) {
        fill = pal.mid().color();
        text = pal.text().color();
    }
    if (b.state == InstanceState::Ghost) fill.setAlpha(110);
    p.fillRect(r, fill);
    if (!b.conflicts.isEmpty()) p.fillRect(r, QBrush(QColor(213, 94, 0), Qt::BDiagPattern));
    QPen border(b.conflicts.isEmpty() ? fill.darker(150) : QColor(213, 94, 0),
                i == focused_ ? 3 : (b.conflicts.isEmpty() ? 1 : 2),
                b.state == InstanceState::Ghost ? Qt::DashLine : Qt::SolidLine);
    if (i == focused_) border.setColor(pal.highlight().color().darker(130));
    p.setPen(border);
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    p.setPen(text);
    p.save();
    p.setClipRect(r.adjusted(2, 1, -2, -1), Qt::IntersectClip);
    const double line_height = QFontMetricsF(font()).lineSpacing();
    QPointF at(r.left() + 3, r.top() + 2);
    for (const QStaticText& line : label(i)) {
        p.drawStaticText(at, line);
        at.ry() += line_height;
    }
    p.restore();
}

void WeekView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !week_) return QWidget::mousePressEvent(event);
    setFocus(Qt::MouseFocusReason);
    const QPointF pos = event->position();
    if (!grid().contains(pos)) return;
    anchor_ = cell_at(pos);
    current_ = anchor_;
    const int hit = block_at(pos);
    if (hit >= 0) {
        set_focused(hit);
        drag_block_ = hit;
        const QRectF r = block_rect(hit);
        const WeekBlock& b = week_->blocks()[static_cast<std::size_t>(hit)];
        drag_ = (pos.y() >= r.bottom() - kEdge && !b.continues_after) ? Drag::Resize : Drag::Move;
        // A resize puts the end where the pointer is let go (snapped), wherever on the edge it was
        // grabbed.
        if (drag_ == Drag::Resize) anchor_ = current_ = Cell{b.day, b.to};
    } else {
        drag_ = Drag::Create;
        drag_block_ = -1;
    }
    update();
}

void WeekView::mouseMoveEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    if (drag_ == Drag::None) {
        const int hit = block_at(pos);
        const bool edge = hit >= 0 && pos.y() >= block_rect(hit).bottom() - kEdge;
        setCursor(edge ? Qt::SizeVerCursor : Qt::ArrowCursor);
        return;
    }
    const Cell was = current_;
    const QRectF before = drag_ == Drag::Create ? create_area() : drag_outline();
    current_ = cell_at(pos);
    if (was.day == current_.day && was.seconds == current_.seconds) return;  // the same snapped cell
    update_drag(before);
    if (drag_ == Drag::Move || drag_ == Drag::Resize)
        emit preview_changed(drag_block_, drag_ == Drag::Move ? current_.day - anchor_.day : 0,
                             current_.seconds - anchor_.seconds, drag_ == Drag::Resize);
}

void WeekView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || drag_ == Drag::None) return QWidget::mouseReleaseEvent(event);
    current_ = cell_at(event->position());
    const Drag drag = drag_;
    drag_ = Drag::None;
    update();
    if (drag == Drag::Move || drag == Drag::Resize) emit preview_ended();
    const int days = current_.day - anchor_.day;
    const std::int64_t seconds = current_.seconds - anchor_.seconds;
    switch (drag) {
        case Drag::Create: {
            Cell s = anchor_;
            Cell e = current_;
            if (e.day * kDay + e.seconds < s.day * kDay + s.seconds) std::swap(s, e);
            if (e.day * kDay + e.seconds - (s.day * kDay + s.seconds) >= kStep)
                emit create_requested(s.day, s.seconds, e.day, e.seconds);
            break;
        }
        case Drag::Move:
            if (days != 0 || seconds != 0) emit move_requested(drag_block_, days, seconds);
            break;
        case Drag::Resize:
            if (seconds != 0) emit resize_requested(drag_block_, seconds);
            break;
        case Drag::None:
            break;
    }
}

void WeekView::mouseDoubleClickEvent(QMouseEvent* event) {
    const int hit = block_at(event->position());
    drag_ = Drag::None;
    if (hit >= 0) emit edit_requested(hit);
}

void WeekView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    const auto mods = event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier);
    if (key == Qt::Key_Escape && drag_ != Drag::None) {
        const bool previewing = drag_ == Drag::Move || drag_ == Drag::Resize;
        drag_ = Drag::None;
        update();
        if (previewing) emit preview_ended();
        return;
    }
    const bool arrow =
        key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    if (arrow && mods == Qt::NoModifier) return move_focus(key);
    if (focused_ < 0 || !week_) return QWidget::keyPressEvent(event);
    if (arrow && mods == Qt::ShiftModifier) {
        if (key == Qt::Key_Left || key == Qt::Key_Right)
            emit move_requested(focused_, key == Qt::Key_Left ? -1 : 1, 0);
        else
            emit move_requested(focused_, 0, key == Qt::Key_Up ? -kStep : kStep);
        return;
    }
    if (arrow && mods == (Qt::ShiftModifier | Qt::ControlModifier)) {
        if (key == Qt::Key_Up || key == Qt::Key_Down)
            emit resize_requested(focused_, key == Qt::Key_Up ? -kStep : kStep);
        return;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) return emit edit_requested(focused_);
    if (key == Qt::Key_Delete || key == Qt::Key_Backspace) return emit remove_requested(focused_);
    QWidget::keyPressEvent(event);
}

void WeekView::move_focus(int key) {
    if (!week_ || week_->blocks().empty()) return;
    const auto& blocks = week_->blocks();
    const int n = static_cast<int>(blocks.size());
    if (focused_ < 0) return set_focused(0);
    const WeekBlock& at = blocks[static_cast<std::size_t>(focused_)];
    auto earlier = [&](const WeekBlock& a, const WeekBlock& b) {
        return a.from != b.from ? a.from < b.from : a.place.lane < b.place.lane;
    };
    int best = -1;
    if (key == Qt::Key_Up || key == Qt::Key_Down) {
        // The neighbour in time within the same day.
        for (int i = 0; i < n; ++i) {
            const WeekBlock& b = blocks[static_cast<std::size_t>(i)];
            if (i == focused_ || b.day != at.day) continue;
            const bool after = earlier(at, b);
            if (key == Qt::Key_Down && after &&
                (best < 0 || earlier(b, blocks[static_cast<std::size_t>(best)])))
                best = i;
            if (key == Qt::Key_Up && !after &&
                (best < 0 || earlier(blocks[static_cast<std::size_t>(best)], b)))
                best = i;
        }
    } else {
        // The nearest day in that direction that has blocks, the block closest in time there.
        const int step = key == Qt::Key_Left ? -1 : 1;
        for (int d = at.day + step; d >= 0 && d < 7 && best < 0; d += step)
            for (int i = 0; i < n; ++i) {
                const WeekBlock& b = blocks[static_cast<std::size_t>(i)];
                if (b.day != d) continue;
                if (best < 0 || std::llabs(b.from - at.from) <
                                    std::llabs(blocks[static_cast<std::size_t>(best)].from - at.from))
                    best = i;
            }
    }
    if (best >= 0) set_focused(best);
}

void WeekView::update_accessible() {
    const QString text = week_ && focused_ >= 0
                             ? week_->describe(week_->blocks()[static_cast<std::size_t>(focused_)])
                         : week_ ? tr("%n block(s) this week; arrows move between them", nullptr,
                                      static_cast<int>(week_->blocks().size()))
                                 : tr("no session: nothing to place");
    setAccessibleDescription(text);
    setToolTip(text);
    if (QAccessible::isActive()) {
        QAccessibleEvent e(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&e);
    }
}

void WeekView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Standing reservations week calendar"));
        update_accessible();
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        labels_.clear();
        laid_out_.clear();
    }
    QWidget::changeEvent(event);
}

}  // namespace outrigger::gui
