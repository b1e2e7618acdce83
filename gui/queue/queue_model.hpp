#pragma once

// The waiting jobs of a frame as a table, one section at a time, as Maui's showq parts them:
//   Eligible  idle jobs the scheduler considers, in the core's priority order (rank 1 first);
//             "fits now" marks only those that would start at the next iteration (in rank
//             order, not reserved, their processors within what is still free);
//   Blocked   jobs it does not consider until something changes: Blocked (a limit, a fairshare
//             cap, a dependency, a node shape), Held, then Rejected (refused at submission).
// Columns: job, state, user, class, QOS, processors, walltime, queued (since submission), the
// effective queue time the priority counts (JOBPRIOACCRUALPOLICY; its header tooltip says which
// policy), and the reason in words (WaitReasonText, rendered only for the rows shown).

#include <QAbstractTableModel>
#include <array>
#include <vector>

#include "gui/client/view_frame.hpp"

namespace outrigger::gui {

enum class QueueSection : std::uint8_t { Eligible, Blocked };
enum class WaitState : std::uint8_t { Idle, Blocked, Held, Rejected };

class QueueModel final : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        JobColumn,
        StateColumn,
        UserColumn,
        ClassColumn,
        QosColumn,
        ProcsColumn,
        WalltimeColumn,
        QueuedColumn,
        EffectiveColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role {
        JobIdRole = Qt::UserRole + 1,  // qint64: JobId value
        FitsNowRole,                   // bool
    };

    explicit QueueModel(QueueSection section, QObject* parent = nullptr);

    void set_frame(FramePtr frame);
    [[nodiscard]] const FramePtr& frame() const { return frame_; }
    [[nodiscard]] JobId job_at(int row) const;
    [[nodiscard]] int row_of(JobId job) const;  // -1 when not in this section
    [[nodiscard]] WaitState state_at(int row) const;
    [[nodiscard]] static QString state_text(WaitState state);
    // Rows in `state`, and rows that fit now, counted as the rows were built.
    [[nodiscard]] int count(WaitState state) const { return counts_[static_cast<std::size_t>(state)]; }
    [[nodiscard]] int fitting_now() const { return fitting_; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  private:
    struct Row {
        JobId job;
        WaitState state = WaitState::Idle;
        std::int32_t queue_row = -1;     // into view->queue; -1 for a rejected job
        std::int32_t rejected_row = -1;  // into view->rejected
        bool fits_now = false;
    };
    void rebuild();
    void build_rows();
    [[nodiscard]] QString text(const Row& row, int column) const;
    [[nodiscard]] QString reason_text(const Row& row) const;

    QueueSection section_;
    FramePtr frame_;
    std::vector<Row> rows_;
    std::array<int, 4> counts_{};  // by WaitState
    int fitting_ = 0;
};

}  // namespace outrigger::gui
