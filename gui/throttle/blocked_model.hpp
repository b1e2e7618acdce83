#pragma once

// Every job a throttling limit holds back, with every limit that does (all of them, not the first
// the scheduler met): a job's row gives how many limits and its "no earlier than", the time its
// last limit has room when the running jobs end at their walltime limits; its children give each
// limit in words, the level it binds at (soft or hard) and when it has room.

#include <QAbstractItemModel>

#include "gui/client/view_frame.hpp"
#include "gui/throttle/throttle_data.hpp"

namespace outrigger::gui {

class BlockedModel final : public QAbstractItemModel {
    Q_OBJECT
  public:
    enum Column : int { WhatColumn, LevelColumn, WhenColumn, ColumnCount };
    enum Role : int { SortRole = Qt::UserRole + 1, JobRole };

    explicit BlockedModel(QObject* parent = nullptr);
    // `frame` words the times on the session's calendar (null: UTC).
    void set_jobs(std::vector<BlockedJobRow> jobs, FramePtr frame);
    [[nodiscard]] const std::vector<BlockedJobRow>& jobs() const { return jobs_; }
    // A limit in words, translated: "USER steve: MAXJOB 2 reached (2 running, 1 asked)".
    [[nodiscard]] static QString limit_text(const BlockingRow& row);
    [[nodiscard]] QString time_text(std::optional<std::int64_t> seconds) const;

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  private:
    std::vector<BlockedJobRow> jobs_;
    FramePtr frame_;
};

}  // namespace outrigger::gui
