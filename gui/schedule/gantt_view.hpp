#pragma once

// The Schedule view: nodes (rows, grouped by partition, collapsible by clicking a header) over
// time (columns), painting only what is visible through GanttPainter over a GanttIndex of the
// current frame. Zoom: Ctrl+wheel (as most timelines), +/- keys, 0 or Home for fit-all; never
// out beyond the data's extent. Pan: drag, the scroll bars, arrow keys, Page Up/Down; the wheel
// scrolls the rows, Shift+wheel the time. Hovering shows a job's or reservation's details; a click
// on a job selects it and emits job_clicked, on a reservation reservation_clicked. While
// following, the now line stays in view as the demo plays.
//
// Planning a reservation (plan mode): a drag draws a rectangle over node rows x time, snapped to
// whole rows and to a round time step of the zoom level (plan_drawn, as it moves and when it is
// let go); a drag on the selected reservation moves it in time, or from its right end resizes it
// (plan_drawn with `moving` set); a drag on the plan's ghost moves it over rows and time, or from
// its right end resizes it (plan_drawn with `ghost` set). The plan itself (its ghost and the jobs
// it delays) comes back through set_overlay. Enter asks to commit, Escape to cancel, Delete to release the
// selected reservation.
//
// Each frame becomes GanttItems (gantt_items.hpp) and their index; the selection is an item's key
// (GanttKey), so that it stays on the same job or reservation as new frames arrive.

#include <QAbstractScrollArea>
#include <QHash>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gui/client/view_frame.hpp"
#include "gui/schedule/gantt_geometry.hpp"
#include "gui/schedule/gantt_index.hpp"
#include "gui/schedule/gantt_items.hpp"
#include "gui/schedule/gantt_painter.hpp"

namespace outrigger::gui {

// A rectangle drawn (or a reservation moved) on the view: the node rows and the snapped span.
struct PlanRect {
    std::vector<NodeId> nodes;  // in row order
    Time start;
    Time end;
    std::string moving;  // the reservation moved or resized, empty for a new rectangle
    bool ghost = false;  // the plan's own ghost was moved or resized: the plan keeps what it is
};

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
    // Scrolls (and zooms out, when it is wider than the view) so that `when` shows whole beside
    // now, with `node`'s row in sight (an invalid node keeps the rows where they are). An end of
    // Time::never() shows the start. Does nothing to what already shows.
    void bring_into_view(Interval when, NodeId node);
    // Selects the reservation named `name` and brings it into view; false when this frame has
    // none of that name.
    bool reveal_reservation(std::string_view name);
    // Plan mode: a drag draws a reservation instead of panning.
    void set_plan_mode(bool on);
    [[nodiscard]] bool plan_mode() const { return plan_mode_; }
    // The ghost and the delayed jobs' markers (empty overlay: none).
    void set_overlay(GanttOverlay overlay);
    [[nodiscard]] const GanttOverlay& overlay() const { return overlay_; }
    // Each reservation's access list as text ("USER==alice GROUP==staff"; empty: a system
    // reservation), for the tooltip.
    void set_reservation_access(QHash<QString, QString> access);
    // The rectangle a drag between two viewport points draws, snapped (nodes empty outside rows).
    [[nodiscard]] PlanRect plan_rect(QPointF from, QPointF to) const;
    // The viewport point of a node row's middle at an instant (for tests and keyboard planning).
    [[nodiscard]] QPointF point_of(NodeId node, Time t) const;

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
    // A rectangle being drawn (finished: the button was let go).
    void plan_drawn(const outrigger::gui::PlanRect& rect, bool finished);
    void commit_requested();
    void cancel_requested();
    void release_requested(const QString& reservation);

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
    // The widest zoom: the whole data (and a day from now) fits twice over.
    [[nodiscard]] double max_seconds_per_pixel() const;
    void clamp_time();
    [[nodiscard]] std::optional<NodeId> node_at(double y) const;
    [[nodiscard]] QString reservation_name(const GanttKey& key) const;
    // Whether a viewport point lies on the plan's ghost (and on its right end).
    [[nodiscard]] bool on_ghost(QPointF p) const;
    [[nodiscard]] bool on_ghost_end(QPointF p) const;
    // The ghost's rectangle after a drag from the press to `pos` (MoveGhost, ResizeGhost).
    [[nodiscard]] PlanRect ghost_rect(QPoint pos) const;
    // The reservation block's rectangle after a drag from the press to `pos` (Move, Resize).
    [[nodiscard]] PlanRect block_rect(QPoint pos) const;

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
    bool plan_mode_ = false;
    enum class Drag : std::uint8_t { Pan, Draw, Move, Resize, MoveGhost, ResizeGhost };
    Drag drag_ = Drag::Pan;
    GanttOverlay drag_ghost_;                  // the ghost as it was when a MoveGhost or ResizeGhost began
    std::optional<std::uint32_t> drag_block_;  // the reservation block a Move or Resize started on
    GanttOverlay overlay_;
    QHash<QString, QString> access_;
    double extent_start_ = 0;  // scroll bar 0 in seconds
};

}  // namespace outrigger::gui
