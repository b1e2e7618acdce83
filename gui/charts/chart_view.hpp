#pragma once

// Draws a ChartModel (chart_model.hpp) with Qt Charts: lines (long ones decimated per pixel column,
// decimate.hpp), side-by-side or stacked bars over categories, and horizontal bands. Colours come
// from a colour-blind-safe set and lines differ in dash pattern too, and every series is named in
// the legend (or, past a dozen, in the accessible description), so colour is never the only way
// to tell them apart. The accessible name is the chart's title, its description the spec's.
//
// A new spec with the same shape (series names and styles, categories) updates the series in
// place; any other change rebuilds the chart.
//
// Keyboard: the chart takes focus (Tab); Left and Right (Up and Down for horizontal bars) step
// through its categories, or through the x positions of its first series, Home and End jump to
// the ends, Page Up and Page Down a tenth of the way. The place is marked (the bars there
// selected, or a vertical line), and a readout under the chart says every value there in words;
// the readout is also the chart's accessible description while it shows, so a screen reader
// hears what a sighted user sees.

#include <QBrush>
#include <QWidget>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "gui/charts/chart_spec.hpp"

class QPainter;

namespace outrigger::gui::charts {

class ChartModel;

class ChartView final : public QWidget {
    Q_OBJECT
  public:
    explicit ChartView(QWidget* parent = nullptr);
    ~ChartView() override;

    // Shows `model` (not owned; null shows nothing).
    void set_model(ChartModel* model);
    [[nodiscard]] ChartModel* model() const { return model_; }
    // Renders the chart as vectors into `target` of `painter` (PDF export, printing).
    void render_to(QPainter& painter, const QRectF& target);
    // Points handed to Qt Charts for line series at the last update (after decimation).
    [[nodiscard]] qsizetype drawn_points() const { return drawn_points_; }
    // Rebuilds from the model now (normally on the model's changed()).
    void refresh();

    // How many places the keyboard steps through, the one marked (none before a key), marking
    // one (clamped), and what the readout says there.
    [[nodiscard]] int positions() const;
    [[nodiscard]] std::optional<int> cursor() const { return cursor_; }
    void set_cursor(int position);
    [[nodiscard]] QString readout() const;
    // What the legend shows: each visible entry's label and its marker's brush.
    [[nodiscard]] std::vector<std::pair<QString, QBrush>> legend_entries() const;

  protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    struct Impl;
    void rebuild(const ChartSpec& spec);
    void update_data(const ChartSpec& spec);
    [[nodiscard]] bool same_shape(const ChartSpec& spec) const;
    [[nodiscard]] int plot_columns() const;
    [[nodiscard]] std::vector<double> x_positions() const;
    void place_cursor();

    ChartModel* model_ = nullptr;
    std::unique_ptr<Impl> impl_;
    qsizetype drawn_points_ = 0;
    std::optional<int> cursor_;
};

}  // namespace outrigger::gui::charts
