#include "gui/charts/chart_view.hpp"

#include <QAbstractBarSeries>
#include <QAccessible>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QKeyEvent>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QPen>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "gui/charts/chart_model.hpp"
#include "gui/charts/decimate.hpp"

namespace outrigger::gui::charts {

namespace {

// Okabe and Ito's colour-blind-safe set.
constexpr std::array<QRgb, 8> kColours{0xff0072b2, 0xffe69f00, 0xff009e73, 0xffcc79a7,
                                       0xff56b4e9, 0xffd55e00, 0xfff0e442, 0xff000000};
constexpr std::array<Qt::PenStyle, 4> kDashes{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
constexpr int kMostInLegend = 12;

QColor colour(std::size_t i) {
    return QColor::fromRgba(kColours[i % kColours.size()]);
}

QList<QPointF> to_points(std::span<const ChartPoint> points, bool time) {
    QList<QPointF> out;
    out.reserve(static_cast<qsizetype>(points.size()));
    for (const ChartPoint& p : points) out.append(QPointF(time ? p.x * 1000.0 : p.x, p.y));
    return out;
}

QList<qreal> bar_values(const ChartSeries& s, qsizetype categories) {
    QList<qreal> out(categories, 0.0);
    for (const ChartPoint& p : s.points) {
        const auto i = static_cast<qsizetype>(p.x);
        if (i >= 0 && i < categories) out[i] = p.y;
    }
    return out;
}

}  // namespace

struct ChartView::Impl {
    QChart* chart = nullptr;
    QChartView* view = nullptr;
    QAbstractAxis* x_axis = nullptr;
    QValueAxis* y_axis = nullptr;
    std::vector<QLineSeries*> lines;  // one per Line series of the spec, in spec order
    std::vector<QBarSet*> sets;       // one per bar series of the spec, in spec order
    std::vector<std::pair<QLineSeries*, QLineSeries*>> bands;  // upper, lower (null: a line)
    std::vector<std::pair<QLineSeries*, QLineSeries*>> areas;  // one per StackedArea series: upper, lower
    ChartSpec shape;                                           // names, styles and categories built
    QLineSeries* cursor_line = nullptr;                        // the keyboard's place on x axes
    QLabel* readout = nullptr;
};

ChartView::ChartView(QWidget* parent) : QWidget(parent), impl_(std::make_unique<Impl>()) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    impl_->chart = new QChart();
    impl_->chart->setAnimationOptions(QChart::NoAnimation);
    impl_->view = new QChartView(impl_->chart, this);  // takes the chart
    impl_->view->setRenderHint(QPainter::Antialiasing);
    impl_->view->setFocusPolicy(Qt::StrongFocus);
    impl_->view->installEventFilter(this);
    setFocusProxy(impl_->view);
    layout->addWidget(impl_->view, 1);
    impl_->readout = new QLabel(this);
    impl_->readout->setWordWrap(true);
    impl_->readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    impl_->readout->hide();
    layout->addWidget(impl_->readout);
}

ChartView::~ChartView() = default;

void ChartView::set_model(ChartModel* model) {
    if (model_ != nullptr) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    if (model_ != nullptr) connect(model_, &ChartModel::changed, this, &ChartView::refresh);
    refresh();
}

void ChartView::refresh() {
    const ChartSpec empty;
    const ChartSpec& spec = model_ != nullptr ? model_->spec() : empty;
    if (same_shape(spec))
        update_data(spec);
    else
        rebuild(spec);
    impl_->view->setAccessibleName(spec.title);
    setAccessibleName(spec.title);
    if (cursor_ && positions() == 0) cursor_.reset();
    if (cursor_) *cursor_ = std::min(*cursor_, positions() - 1);
    place_cursor();
}

bool ChartView::same_shape(const ChartSpec& spec) const {
    const ChartSpec& built = impl_->shape;
    if (spec.x.kind != built.x.kind || spec.x.categories != built.x.categories) return false;
    if (spec.horizontal != built.horizontal) return false;
    if (spec.series.size() != built.series.size() || spec.bands.size() != built.bands.size()) return false;
    if (impl_->chart->series().isEmpty() && !spec.series.empty()) return false;
    for (std::size_t i = 0; i < spec.series.size(); ++i)
        if (spec.series[i].name != built.series[i].name || spec.series[i].style != built.series[i].style)
            return false;
    for (std::size_t i = 0; i < spec.bands.size(); ++i)
        if (spec.bands[i].name != built.bands[i].name) return false;
    return true;
}

int ChartView::plot_columns() const {
    const int w = static_cast<int>(impl_->chart->plotArea().width());
    return std::max(w > 0 ? w : width(), 100);
}

void ChartView::rebuild(const ChartSpec& spec) {
    Impl& d = *impl_;
    d.chart->removeAllSeries();
    d.cursor_line = nullptr;
    for (QAbstractAxis* axis : d.chart->axes()) {
        d.chart->removeAxis(axis);
        delete axis;  // removeAxis hands ownership back
    }
    d.lines.clear();
    d.sets.clear();
    d.bands.clear();
    d.areas.clear();
    d.shape = ChartSpec{spec.title, spec.x, spec.y, {}, {}, {}, spec.horizontal};
    for (const ChartSeries& s : spec.series) d.shape.series.push_back(ChartSeries{s.name, s.style, {}});
    for (const ChartBand& b : spec.bands) d.shape.bands.push_back(ChartBand{b.name, 0, 0});

    if (spec.x.kind == AxisKind::Category) {
        auto* axis = new QBarCategoryAxis();
        // Down the side Qt Charts puts the first category at the bottom: the list goes in reversed,
        // so that it reads from the top (displayed() maps a category to its place).
        QStringList shown = spec.x.categories;
        if (spec.horizontal) std::reverse(shown.begin(), shown.end());
        axis->append(shown);
        // Long names slant rather than shrink to dots.
        const bool long_names = std::any_of(spec.x.categories.begin(), spec.x.categories.end(),
                                            [](const QString& c) { return c.size() > 6; });
        if (long_names && !spec.horizontal) axis->setLabelsAngle(-40);
        d.x_axis = axis;
    } else if (spec.x.kind == AxisKind::Time) {
        auto* axis = new QDateTimeAxis();
        axis->setFormat(QStringLiteral("MMM d hh:mm"));
        axis->setTickCount(5);
        d.x_axis = axis;
    } else {
        d.x_axis = new QValueAxis();
    }
    d.y_axis = new QValueAxis();
    const bool horizontal = spec.horizontal && spec.x.kind == AxisKind::Category;
    d.chart->addAxis(d.x_axis, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    d.chart->addAxis(d.y_axis, horizontal ? Qt::AlignBottom : Qt::AlignLeft);

    QAbstractBarSeries* bars = nullptr;
    QAbstractBarSeries* stacked = nullptr;
    std::size_t line_count = 0;
    for (std::size_t i = 0; i < spec.series.size(); ++i) {
        const ChartSeries& s = spec.series[i];
        if (s.style == SeriesStyle::Line) {
            auto* line = new QLineSeries();
            line->setName(s.name);
            QPen pen(colour(i));
            pen.setWidthF(2);
            pen.setStyle(kDashes[line_count++ % kDashes.size()]);
            line->setPen(pen);
            d.chart->addSeries(line);
            line->attachAxis(d.x_axis);
            line->attachAxis(d.y_axis);
            d.lines.push_back(line);
            continue;
        }
        if (s.style == SeriesStyle::StackedArea) {
            auto* upper = new QLineSeries();
            auto* lower = new QLineSeries();
            auto* area = new QAreaSeries(upper, lower);
            area->setName(s.name);
            QColor fill = colour(i);
            area->setPen(QPen(fill.darker(130), 1));
            // Neighbours differ in pattern as well as colour.
            area->setBrush(i % 2 == 0 ? QBrush(fill) : QBrush(fill, Qt::Dense3Pattern));
            d.chart->addSeries(area);
            area->attachAxis(d.x_axis);
            area->attachAxis(d.y_axis);
            d.areas.emplace_back(upper, lower);
            continue;
        }
        QAbstractBarSeries*& group = s.style == SeriesStyle::Bars ? bars : stacked;
        if (group == nullptr) {
            if (horizontal)
                group = s.style == SeriesStyle::Bars
                            ? static_cast<QAbstractBarSeries*>(new QHorizontalBarSeries())
                            : static_cast<QAbstractBarSeries*>(new QHorizontalStackedBarSeries());
            else
                group = s.style == SeriesStyle::Bars
                            ? static_cast<QAbstractBarSeries*>(new QBarSeries())
                            : static_cast<QAbstractBarSeries*>(new QStackedBarSeries());
            d.chart->addSeries(group);
            group->attachAxis(d.x_axis);
            group->attachAxis(d.y_axis);
        }
        auto* set = new QBarSet(s.name);
        set->setColor(colour(i));
        // A pattern as well as a colour: neighbours differ in more than hue.
        if (i % 3 == 1) set->setBrush(QBrush(colour(i), Qt::BDiagPattern));
        if (i % 3 == 2) set->setBrush(QBrush(colour(i), Qt::Dense4Pattern));
        group->append(set);
        d.sets.push_back(set);
    }
    for (std::size_t i = 0; i < spec.bands.size(); ++i) {
        QColor fill = colour(spec.series.size() + i);
        QPen pen(fill);
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.5);
        if (spec.bands[i].low == spec.bands[i].high) {
            // A band of no height is a line: drawn as one, its legend marker shows its colour.
            auto* line = new QLineSeries();
            line->setName(spec.bands[i].name);
            pen.setWidthF(2);
            line->setPen(pen);
            d.chart->addSeries(line);
            line->attachAxis(d.x_axis);
            line->attachAxis(d.y_axis);
            d.bands.emplace_back(line, nullptr);
            continue;
        }
        auto* upper = new QLineSeries();
        auto* lower = new QLineSeries();
        auto* area = new QAreaSeries(upper, lower);
        area->setName(spec.bands[i].name);
        area->setPen(pen);
        QColor faint = fill;
        faint.setAlpha(60);
        area->setBrush(QBrush(faint, Qt::FDiagPattern));
        d.chart->addSeries(area);
        area->attachAxis(d.x_axis);
        area->attachAxis(d.y_axis);
        // The faint hatching reads as an empty square in the legend: the marker gets it solid.
        for (QLegendMarker* marker : d.chart->legend()->markers(area)) {
            marker->setBrush(QBrush(fill, Qt::FDiagPattern));
            marker->setPen(pen);
        }
        d.bands.emplace_back(upper, lower);
    }
    // One series and no band: the title and axis titles name it, and the legend would only take
    // room from the plot.
    const std::size_t named = spec.series.size() + spec.bands.size();
    d.chart->legend()->setVisible(named <= kMostInLegend && named > 1);
    d.chart->legend()->setAlignment(Qt::AlignBottom);
    update_data(spec);
}

void ChartView::update_data(const ChartSpec& spec) {
    Impl& d = *impl_;
    d.chart->setTitle(spec.title);
    if (d.x_axis != nullptr) d.x_axis->setTitleText(spec.x.title);
    if (d.y_axis != nullptr) d.y_axis->setTitleText(spec.y.title);
    const bool time = spec.x.kind == AxisKind::Time;
    double x_min = std::numeric_limits<double>::max();
    double x_max = std::numeric_limits<double>::lowest();
    double y_min = 0;
    double y_max = 0;
    const auto see_y = [&](double y) {
        y_min = std::min(y_min, y);
        y_max = std::max(y_max, y);
    };
    drawn_points_ = 0;
    const int columns = plot_columns();
    std::size_t line = 0;
    std::size_t set = 0;
    std::size_t area = 0;
    QList<QPointF> stacked_top;  // the StackedArea series so far, summed
    std::vector<double> stack_heights(static_cast<std::size_t>(spec.x.categories.size()), 0.0);
    for (const ChartSeries& s : spec.series) {
        if (s.style == SeriesStyle::Line) {
            const std::vector<ChartPoint> shown = decimate_per_column(s.points, columns);
            for (const ChartPoint& p : shown) {
                x_min = std::min(x_min, p.x);
                x_max = std::max(x_max, p.x);
                see_y(p.y);
            }
            d.lines[line++]->replace(to_points(shown, time));
            drawn_points_ += static_cast<qsizetype>(shown.size());
            continue;
        }
        if (s.style == SeriesStyle::StackedArea) {
            QList<QPointF> top = to_points(s.points, time);
            QList<QPointF> bottom = top;
            for (qsizetype k = 0; k < top.size(); ++k) {
                const qreal below = k < stacked_top.size() ? stacked_top[k].y() : 0.0;
                bottom[k].setY(below);
                top[k].setY(top[k].y() + below);
                x_min = std::min(x_min, s.points[static_cast<std::size_t>(k)].x);
                x_max = std::max(x_max, s.points[static_cast<std::size_t>(k)].x);
                see_y(top[k].y());
            }
            d.areas[area].first->replace(top);
            d.areas[area].second->replace(bottom);
            ++area;
            stacked_top = std::move(top);
            continue;
        }
        QList<qreal> values = bar_values(s, spec.x.categories.size());
        if (spec.horizontal) std::reverse(values.begin(), values.end());
        QBarSet* bar = d.sets[set++];
        bar->remove(0, bar->count());
        bar->append(values);
        for (qsizetype c = 0; c < values.size(); ++c) {
            if (s.style == SeriesStyle::StackedBars)
                see_y(stack_heights[static_cast<std::size_t>(c)] += values[c]);
            else
                see_y(values[c]);
        }
    }
    for (const ChartBand& b : spec.bands) {
        see_y(b.low);
        see_y(b.high);
    }
    if (x_min > x_max) {
        x_min = 0;
        x_max = 1;
    }
    if (spec.x.min) x_min = *spec.x.min;
    if (spec.x.max) x_max = *spec.x.max;
    for (std::size_t i = 0; i < spec.bands.size(); ++i) {
        const ChartBand& b = spec.bands[i];
        const double left = spec.x.kind == AxisKind::Category ? -0.5 : x_min;
        const double right = spec.x.kind == AxisKind::Category ? spec.x.categories.size() - 0.5 : x_max;
        const double scale = time ? 1000.0 : 1.0;
        d.bands[i].first->replace(QList<QPointF>{{left * scale, b.high}, {right * scale, b.high}});
        if (d.bands[i].second != nullptr)
            d.bands[i].second->replace(QList<QPointF>{{left * scale, b.low}, {right * scale, b.low}});
    }
    if (spec.y.min) y_min = *spec.y.min;
    if (spec.y.max) y_max = *spec.y.max;
    if (y_max <= y_min) y_max = y_min + 1;
    if (d.y_axis != nullptr) {
        d.y_axis->setRange(y_min, y_max * (spec.y.max ? 1.0 : 1.05));
        d.y_axis->applyNiceNumbers();
        if (spec.y.max) d.y_axis->setMax(*spec.y.max);
    }
    if (auto* axis = qobject_cast<QDateTimeAxis*>(d.x_axis))
        axis->setRange(
            QDateTime::fromSecsSinceEpoch(static_cast<qint64>(x_min), Qt::UTC),
            QDateTime::fromSecsSinceEpoch(static_cast<qint64>(std::max(x_max, x_min + 1)), Qt::UTC));
    else if (auto* values = qobject_cast<QValueAxis*>(d.x_axis))
        values->setRange(x_min, std::max(x_max, x_min + 1e-9));
}

std::vector<double> ChartView::x_positions() const {
    std::vector<double> out;
    if (model_ == nullptr) return out;
    const ChartSpec& spec = model_->spec();
    if (spec.x.kind == AxisKind::Category) {
        for (qsizetype i = 0; i < spec.x.categories.size(); ++i) out.push_back(static_cast<double>(i));
        return out;
    }
    for (const ChartSeries& s : spec.series)
        if (!s.points.empty()) {
            for (const ChartPoint& p : s.points) out.push_back(p.x);
            break;
        }
    return out;
}

int ChartView::positions() const {
    return static_cast<int>(x_positions().size());
}

void ChartView::set_cursor(int position) {
    const int n = positions();
    if (n == 0) {
        cursor_.reset();
    } else {
        cursor_ = std::clamp(position, 0, n - 1);
    }
    place_cursor();
}

QString ChartView::readout() const {
    if (!cursor_ || model_ == nullptr) return {};
    const ChartSpec& spec = model_->spec();
    const std::vector<double> xs = x_positions();
    if (*cursor_ >= static_cast<int>(xs.size())) return {};
    const double x = xs[static_cast<std::size_t>(*cursor_)];
    const QLocale locale;
    const auto number = [&locale](double v) { return locale.toString(v, 'g', 6); };
    QString where;
    if (spec.x.kind == AxisKind::Category)
        where = spec.x.categories.value(*cursor_);
    else if (spec.x.kind == AxisKind::Time)
        where = locale.toString(QDateTime::fromSecsSinceEpoch(static_cast<qint64>(x), Qt::UTC),
                                QLocale::ShortFormat);
    else
        where = number(x);
    QStringList values;
    for (const ChartSeries& s : spec.series) {
        const ChartPoint* at = nullptr;
        for (const ChartPoint& p : s.points)
            if (at == nullptr || std::abs(p.x - x) < std::abs(at->x - x)) at = &p;
        if (spec.x.kind == AxisKind::Category) {
            double v = 0;
            for (const ChartPoint& p : s.points)
                if (static_cast<int>(p.x) == *cursor_) v = p.y;
            values << tr("%1: %2").arg(s.name, number(v));
        } else if (at != nullptr) {
            values << tr("%1: %2").arg(s.name, number(at->y));
        }
    }
    for (const ChartBand& b : spec.bands)
        values << (b.low == b.high ? tr("%1: %2").arg(b.name, number(b.low))
                                   : tr("%1: %2 to %3").arg(b.name, number(b.low), number(b.high)));
    return tr("%1 (%2 of %3): %4")
        .arg(where)
        .arg(*cursor_ + 1)
        .arg(xs.size())
        .arg(values.join(QStringLiteral("; ")));
}

void ChartView::place_cursor() {
    Impl& d = *impl_;
    for (QBarSet* set : d.sets) set->deselectAllBars();
    if (d.cursor_line != nullptr) d.cursor_line->clear();
    const ChartSpec empty;
    const ChartSpec& spec = model_ != nullptr ? model_->spec() : empty;
    if (!cursor_) {
        d.readout->hide();
        d.view->setAccessibleDescription(spec.description);
        return;
    }
    if (spec.x.kind == AxisKind::Category) {
        for (QBarSet* set : d.sets) {
            set->setSelectedColor(palette().color(QPalette::Highlight));
            set->selectBar(spec.horizontal ? static_cast<int>(spec.x.categories.size()) - 1 - *cursor_
                                           : *cursor_);
        }
    } else if (d.x_axis != nullptr && d.y_axis != nullptr) {
        if (d.cursor_line == nullptr) {
            d.cursor_line = new QLineSeries();
            QPen pen(palette().color(QPalette::WindowText));
            pen.setStyle(Qt::DotLine);
            pen.setWidthF(1.5);
            d.cursor_line->setPen(pen);
            d.chart->addSeries(d.cursor_line);
            d.cursor_line->attachAxis(d.x_axis);
            d.cursor_line->attachAxis(d.y_axis);
            for (QLegendMarker* marker : d.chart->legend()->markers(d.cursor_line)) marker->setVisible(false);
        }
        const std::vector<double> xs = x_positions();
        const double x =
            xs[static_cast<std::size_t>(*cursor_)] * (spec.x.kind == AxisKind::Time ? 1000.0 : 1.0);
        d.cursor_line->replace(QList<QPointF>{{x, d.y_axis->min()}, {x, d.y_axis->max()}});
    }
    const QString text = readout();
    d.readout->setText(text);
    d.readout->show();
    d.view->setAccessibleDescription(text);
    QAccessibleEvent changed(d.view, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

bool ChartView::eventFilter(QObject* watched, QEvent* event) {
    if (watched != impl_->view || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int n = positions();
    if (n == 0) return false;
    const bool horizontal = model_ != nullptr && model_->spec().horizontal;
    const int at = cursor_.value_or(-1);
    const int page = std::max(1, n / 10);
    std::optional<int> next;
    switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Right:
            if (!horizontal) next = at + 1;
            break;
        case Qt::Key_Left:
            if (!horizontal) next = std::max(0, at - 1);
            break;
        case Qt::Key_Down:
            if (horizontal) next = at + 1;
            break;
        case Qt::Key_Up:
            if (horizontal) next = std::max(0, at - 1);
            break;
        case Qt::Key_Home:
            next = 0;
            break;
        case Qt::Key_End:
            next = n - 1;
            break;
        case Qt::Key_PageDown:
            next = at + page;
            break;
        case Qt::Key_PageUp:
            next = std::max(0, at - page);
            break;
        case Qt::Key_Escape:
            if (!cursor_) return false;
            cursor_.reset();
            place_cursor();
            return true;
        default:
            break;
    }
    if (!next) return false;
    set_cursor(*next);
    return true;
}

std::vector<std::pair<QString, QBrush>> ChartView::legend_entries() const {
    std::vector<std::pair<QString, QBrush>> out;
    if (!impl_->chart->legend()->isVisible()) return out;
    for (const QLegendMarker* marker : impl_->chart->legend()->markers())
        if (marker->isVisible()) out.emplace_back(marker->label(), marker->brush());
    return out;
}

void ChartView::render_to(QPainter& painter, const QRectF& target) {
    impl_->view->render(&painter, target);
}

void ChartView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // Decimation follows the plot's width.
    if (model_ != nullptr && impl_->lines.size() > 0) update_data(model_->spec());
}

}  // namespace outrigger::gui::charts
