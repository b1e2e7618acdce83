#pragma once

// Paints and hit-tests the Schedule view's items for the visible part only: for every visible
// node line the index is asked for the items overlapping the visible time span.
//   running jobs     filled bars coloured by user, group, account, QOS or class (Okabe-Ito, a
//                    colour-blind-safe palette), labelled with the job and, where there is room,
//                    the credential coloured by (seven colours repeat; the name does not), in
//                    black or white after the bar's luminance;
//   completed jobs   the same, faded;
//   job reservations hatched in the job's colour, labelled with the job;
//   reservation      administrative and standing instances: outlined, labelled with the name;
//   backfill overlay the showbf windows as translucent node x time rectangles (toggle);
//   the now line, the partition headers and the node names, the time ruler;
//   the selection   every bar of the selected job (or block of the selected reservation) outlined
//                   in the palette's highlight colour;
//   a planned reservation  its ghost (hatched, outlined, labelled) and a triangle with a thick
//                   outline on every bar of a job it delays (shape, not colour alone).
// A bar's height is its share of the node's processors, so idle capacity shows as the unfilled
// part of the row.

#include <QColor>
#include <QFontMetrics>
#include <QPalette>
#include <QRectF>
#include <QString>
#include <optional>
#include <vector>

#include "gui/schedule/gantt_geometry.hpp"
#include "gui/schedule/gantt_index.hpp"

class QPainter;

namespace outrigger::gui {

enum class ColourBy : std::uint8_t { User, Group, Account, Qos, Class };

// Okabe & Ito (2008): orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple.
QColor okabe_ito(std::size_t i);
// The colour of a credential (invalid: grey).
QColor credential_colour(CredId id);
CredKind cred_kind(ColourBy by);

struct GanttStyle {
    ColourBy colour_by = ColourBy::User;
    bool backfill_overlay = false;
    int label_width = 96;   // node names column
    int ruler_height = 22;  // time ruler at the top
    QPalette palette;
};

// What is drawn over the schedule while a reservation is planned: the ghost of the reservation
// (the nodes and span it would take) and a marker on the bars of the jobs it delays.
struct GanttOverlay {
    std::vector<NodeId> ghost_nodes;
    Interval ghost;                     // empty span: no ghost
    std::vector<std::uint8_t> delayed;  // by JobId value: 1 for a job the plan delays
    QString ghost_label;                // drawn in the ghost ("maint: 4 nodes")
    [[nodiscard]] bool has_ghost() const { return ghost.start < ghost.end && !ghost_nodes.empty(); }
    [[nodiscard]] bool is_delayed(JobId job) const {
        return job.valid() && job.value() < delayed.size() && delayed[job.value()] != 0;
    }
};

// A tick of the time ruler: where it is drawn and its label (empty when the label before it leaves
// no room).
struct RulerTick {
    double x = 0;  // viewport x of the tick
    QString label;
    double label_x = 0;  // where the label starts; it ends before label_end
    double label_end = 0;
};

// What a point hits: an item of the painter's GanttItems.
using GanttHit = GanttItemRef;

class GanttPainter {
  public:
    // `frame` may be null (nothing to draw but the empty plot).
    GanttPainter(const ViewFrame* frame, const GanttItems& items, const GanttIndex& index,
                 const TimeGrid& grid, const RowLayout& rows, const GanttStyle& style, int scroll_y,
                 std::optional<GanttKey> selected = std::nullopt, const GanttOverlay* overlay = nullptr)
        : frame_(frame),
          items_(items),
          index_(index),
          grid_(grid),
          rows_(rows),
          style_(style),
          scroll_y_(scroll_y),
          selected_(selected),
          overlay_(overlay) {}

    // Everything, into a viewport of `size`.
    void paint(QPainter& p, QSize size) const;
    // The item under a viewport point (bars over reservations over backfill lanes).
    [[nodiscard]] std::optional<GanttHit> hit(QPointF point, QSize size) const;
    // Where an item is drawn in viewport coordinates (empty when its row is hidden or the frame
    // has no such item).
    [[nodiscard]] QRectF rect(const GanttKey& key) const;
    [[nodiscard]] QRectF bar_rect(std::uint32_t bar) const;
    [[nodiscard]] QRectF reservation_rect(std::uint32_t block) const;
    // The ruler's ticks in a viewport of `size`, left to right, their labels measured with `fm`:
    // only ticks inside the plot (a label is never cut at its left edge, by the node names), and a
    // label only where it clears the one before.
    [[nodiscard]] std::vector<RulerTick> ruler_ticks(QSize size, const QFontMetrics& fm) const;

  private:
    [[nodiscard]] double line_top(int content_y) const { return content_y - scroll_y_ + style_.ruler_height; }
    [[nodiscard]] double plot_x(double seconds) const { return style_.label_width + grid_.x(seconds); }
    [[nodiscard]] QRectF bar_rect(const GanttRef& ref, double top) const;
    [[nodiscard]] QRectF span_rect(std::int64_t start, std::int64_t end, double top, double height) const;
    void paint_ruler(QPainter& p, QSize size) const;
    [[nodiscard]] QColor bar_colour(const GanttBar& bar) const;
    [[nodiscard]] bool selected(const GanttKey& key) const {
        return selected_ && selected_->same_subject(key);
    }

    const ViewFrame* frame_;
    const GanttItems& items_;
    const GanttIndex& index_;
    const TimeGrid& grid_;
    const RowLayout& rows_;
    const GanttStyle& style_;
    int scroll_y_;
    std::optional<GanttKey> selected_;
    const GanttOverlay* overlay_;
};

}  // namespace outrigger::gui
