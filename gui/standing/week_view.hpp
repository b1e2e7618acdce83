#pragma once

// The week calendar: seven day columns (Sunday first) by 24 local hours, working hours shaded, a
// now line, and the standing reservations' blocks side by side where they overlap (the
// StandingWeek it is given). Ghosts (beyond DEPTH) are drawn dashed and say so; conflicts are
// hatched and marked with "!" and their reason, so colour never carries the meaning alone.
//
// Mouse: a drag on the empty grid asks to create (create_requested); a drag on a block asks to
// move it, a drag on its lower edge to resize it (move_requested, resize_requested); Esc during a
// drag cancels it. Keyboard: arrows move the focus between blocks (up/down within the day,
// left/right to the neighbouring days), shift+arrows move the focused block one step (up/down
// STEP minutes, left/right a day), ctrl+shift+up/down resize it, Enter asks for the editor,
// Delete asks to remove it. The view changes nothing itself: the panel turns the requests into
// edits of maui.cfg. The accessible description is the focused block's.
//
// Painting stays cheap while a block is dragged: each block's label is laid out once per week and
// size (whole words per line, each line elided to the block's width, the last line that fits
// ending in an ellipsis when more would follow) and kept as static text; a drag repaints only the
// outline it leaves and the one it draws. The now line runs behind the blocks, so that it never
// crosses a label; a dot at the day's left edge and the day's title ("today") mark it over them.

#include <QStaticText>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "gui/standing/standing_week.hpp"

namespace outrigger::gui {

class WeekView final : public QWidget {
    Q_OBJECT
  public:
    static constexpr std::int64_t kStep = 15 * 60;  // the grid the mouse snaps to and a key moves by

    explicit WeekView(QWidget* parent = nullptr);

    void set_week(std::shared_ptr<const StandingWeek> week);
    [[nodiscard]] const StandingWeek* week() const { return week_.get(); }
    // Index into week()->blocks() of the focused block, -1 when none.
    [[nodiscard]] int focused() const { return focused_; }
    void set_focused(int block);
    // Focuses the block of SRCFG `name` in column `day`, else its first block (after an edit put a
    // new week in place).
    void focus_standing(const QString& name, int day = -1);

    // Geometry (widget coordinates), for painting, hit tests and tests that drive the mouse.
    [[nodiscard]] QRectF block_rect(int block) const;
    [[nodiscard]] QPointF point_at(int day, std::int64_t seconds) const;
    // Working hours: shaded Monday to Friday between these local times.
    void set_working_hours(std::int64_t from, std::int64_t to);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

  signals:
    // A drag on the grid from (day, seconds) to (day, seconds), in time order.
    void create_requested(int from_day, qint64 from, int to_day, qint64 to);
    void move_requested(int block, int days, qint64 seconds);
    void resize_requested(int block, qint64 end_seconds);
    void edit_requested(int block);
    void remove_requested(int block);
    void focus_changed(int block);
    // A move or resize under way would make this change if dropped now (what the panel previews
    // before anything is committed); preview_ended when it is dropped or cancelled.
    void preview_changed(int block, int days, qint64 seconds, bool resize);
    void preview_ended();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    enum class Drag { None, Create, Move, Resize };
    struct Cell {
        int day = -1;
        std::int64_t seconds = 0;
    };
    [[nodiscard]] QRectF grid() const;
    [[nodiscard]] Cell cell_at(QPointF p, bool snap = true) const;
    [[nodiscard]] int block_at(QPointF p) const;
    void move_focus(int key);
    void update_accessible();
    void paint_block(QPainter& p, int i) const;
    // The outline a move or resize under way draws (empty when none).
    [[nodiscard]] QRectF drag_outline() const;
    // What a create drag under way covers (empty when none).
    [[nodiscard]] QRectF create_area() const;
    // Asks for a repaint of what a drag step changes: the area before and after it.
    void update_drag(const QRectF& before);
    // The label lines of block `i` at its current size (laid out once, kept until the week, the
    // size or the font changes).
    [[nodiscard]] const std::vector<QStaticText>& label(int i) const;

    std::shared_ptr<const StandingWeek> week_;
    int focused_ = -1;
    std::int64_t work_from_ = 8 * 3600;
    std::int64_t work_to_ = 17 * 3600;
    Drag drag_ = Drag::None;
    Cell anchor_;
    Cell current_;
    int drag_block_ = -1;
    mutable std::vector<std::vector<QStaticText>> labels_;  // per block; empty: not laid out yet
    mutable std::vector<bool> laid_out_;
};

}  // namespace outrigger::gui
