#pragma once

// The idle-job table of the Priority panel. It holds the core's order: the view's PriorityTable
// (factors cached by the engine) re-weighted with the tuned weights, ranked by the core
// (PriorityTable::ranking, ties by submission then id). Sorting by another column is done here
// on typed keys (never through QVariant comparisons); filtering keeps rows whose column text
// contains the filter text, or is it exactly. A weight change re-ranks in place (layoutChanged, persistent
// indexes follow their jobs); a new frame resets the model.
//
// Columns: rank, rank change since the last weight change (arrows), job, user, group, account,
// QOS, class, procs, walltime, queue time, total priority, what starts next (a job reservation,
// or "fits now": among the first ranked jobs the scheduler considers (blocked ones are passed
// over), those whose processors fit the free processors in turn), then one column per component with a
// non-zero weight, as its percent of the total.

#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "gui/client/view_frame.hpp"
#include "policy/priority/explain.hpp"
#include "policy/priority/weights.hpp"

namespace outrigger::gui {

class PriorityModel final : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        RankColumn,
        ChangeColumn,
        JobColumn,
        UserColumn,
        GroupColumn,
        AccountColumn,
        QosColumn,
        ClassColumn,
        ProcsColumn,
        WalltimeColumn,
        QueuedColumn,
        PriorityColumn,
        NextColumn,
        FixedColumns
    };
    enum Role {
        JobIdRole = Qt::UserRole + 1,  // qint64: JobId value
        RankRole,                      // int: 1-based rank under the tuned weights
        RankChangeRole,                // int: places gained since the last weight change (0 when new)
        PriorityRole,                  // double
        NextRole,                      // int: 0 nothing, 1 fits now, 2 holds a job reservation
    };

    explicit PriorityModel(QObject* parent = nullptr);

    void set_frame(FramePtr frame);
    // Re-ranks under `settings`. With new_baseline the current ranks become what the arrows compare
    // against (a new change); without, the baseline stays (the same slider still moving).
    void set_settings(const PrioritySettings& settings, bool new_baseline = true);
    // Keeps the rows whose `column` text contains `text` (case-insensitive), or with `exact` whose
    // text is `text` itself: "u1" then matches u1 and not u10-u19.
    void set_filter(int column, const QString& text, bool exact = false);

    [[nodiscard]] const FramePtr& frame() const { return frame_; }
    // Jobs in the core's ranking under the tuned weights.
    [[nodiscard]] std::vector<JobId> ranked_jobs() const;
    [[nodiscard]] JobId job_at(int row) const;
    [[nodiscard]] int row_of(JobId job) const;  // -1 when not shown
    [[nodiscard]] std::optional<PriorityExplanation> explain(JobId job) const;
    // Components shown as columns after FixedColumns.
    [[nodiscard]] const std::vector<PriorityComponent>& component_columns() const { return components_; }

    struct Comparison {
        JobId job;
        int current = 0;   // rank under the configuration's weights
        int proposed = 0;  // rank under the tuned weights
    };
    // The first `n` jobs under the tuned weights with both ranks.
    [[nodiscard]] std::vector<Comparison> compare_top(std::size_t n) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

  private:
    void rerank();
    void rebuild_rows();
    [[nodiscard]] std::vector<PriorityComponent> shown_components() const;
    [[nodiscard]] QString text(std::uint32_t row, int column) const;
    [[nodiscard]] const Job& job_of(std::uint32_t row) const;

    FramePtr frame_;
    PriorityTable table_;
    PrioritySettings settings_;
    bool has_settings_ = false;
    std::optional<PriorityWeights> weights_;
    std::vector<int> rank_;            // by table row, 1-based
    std::vector<int> baseline_rank_;   // by JobId value, 0 = unknown: ranks before the last weight change
    std::vector<std::uint8_t> next_;   // by table row: NextRole
    std::vector<std::uint32_t> rows_;  // table rows in display order
    std::vector<PriorityComponent> components_;
    int sort_column_ = RankColumn;
    Qt::SortOrder sort_order_ = Qt::AscendingOrder;
    int filter_column_ = -1;
    QString filter_;
    bool filter_exact_ = false;
};

}  // namespace outrigger::gui
