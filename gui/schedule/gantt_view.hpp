#pragma once

// The Schedule view: nodes (rows, grouped by partition, collapsible by clicking a header) over
// time (columns), painting only what is visible through GanttPainter over a GanttIndex of the
// current frame. Zoom: mouse wheel, +/- keys, 0 or Home for fit-all. Pan: drag, the scroll bars,
// arrow keys, Page Up/Down, Shift+wheel. Hovering shows a job's or reservation's details; a click
// on a job selects it and emits job_clicked. While following, the now line stays in view as the
// demo plays.
//
// Each frame becomes GanttItems (gantt_items.hpp) and their index; the selection is an item's key
// (GanttKey), so that it stays on the same job or reservation as new frames arrive.

#include <QAbstractScrollArea>
#include <memory>

#include "gui/client/view_frame.hpp"
#include "gui/schedule/gantt_geometry.hpp"
#include "gui/schedule/gantt_index.hpp"
#include "gui/schedule/gantt_items.hpp"
#include "gui/schedule/gantt_painter.hpp"

namespace outrigger::gui {

class GanttView final : public QAbstractScrollArea {
    Q_OBJECT
  public:
    explicit GanttView(QWidget* parent = nullptr);

    void set_frame(FramePtr frame);
    // How long completed jobs stay: those that ended within `past` before the instant shown.
    void set_past_window(Duration past);
    // Selects the item of `key` (every bar of its job, every block of its reservation); nullopt
    // clears the selection. The selection stays when new frames arrive.
    void select(std::optional<GanttKey> key);
    // Selects a job's bars (on whatever nodes it has them now or later).
    void select_job(JobId job);
    void set_colour_by(ColourBy by);
    void set_backfill_overlay(bool on);
    void set_follow_now(bool on);
    void set_row_height(int pixels);
    void fit_all();
    void zoom(double factor);

    [[nodiscard]] const FramePtr& frame() const { return frame_; }
    [[nodiscard]] const GanttItems& items() const { return items_; }
    [[nodiscard]] const std::optional<GanttKey>& selected() const { return selected_; }
    [[nodiscard]] Duration past_window() const { return past_; }
    [[nodiscard]] TimeGrid& grid() { return grid_; }
    [[nodiscard]] RowLayout& rows() { return rows_; }
    [[nodiscard]] const GanttStyle& style() const { return style_; }
    [[nodiscard]] bool follow_now() const { return follow_; }
    // A painter over the current state (geometry and hit tests for tests and tooltips).
    [[nodiscard]] GanttPainter painter() const;
    // Renders what the viewport shows into `image` (its size is the viewport's).
    void render_to(QImage& image) const;
    // Toggles the partition header at a viewport y (as a click on it does).
    bool toggle_header_at(int y);
    // Scrolls the scroll bars to the grid and rows (after changing them directly).
    void sync_scroll_bars();

  signals:
    void job_clicked(qint64 job);
    void reservation_clicked(const QString& name);
    void view_changed();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent* event) override;

  private:
    [[nodiscard]] int plot_width() const;
    [[nodiscard]] QString tooltip(const GanttHit& hit) const;
    void keep_now_in_view();
    void fit_when_shown();
    void pan_time(double pixels);
    void rebuild_items();

    FramePtr frame_;
    Duration past_ = Duration::hours(12);
    GanttItems items_;
    GanttIndex index_;
    std::optional<GanttKey> selected_;
    TimeGrid grid_;
    RowLayout rows_;
    GanttStyle style_;
    bool follow_ = true;
    bool fitted_ = false;
    bool syncing_ = false;
    QPoint press_;
    QPoint last_drag_;
    bool dragging_ = false;
    double extent_start_ = 0;  // scroll bar 0 in seconds
};

}  // namespace outrigger::gui
