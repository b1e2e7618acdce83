#pragma once

// The Fairshare panel's table: one branch per credential kind (user, group, account, QOS, class)
// holding its credentials with a target or usage, as diagnose -f reports them
// (policy/fairshare/diagnose_f.hpp). Columns: the name; the target as written and what it means
// in words; the effective (decayed) usage %; the FS factor it gives; the usage of each of the
// windows counted, newest first; a sparkline of the usage % over the windows. Under a what-if
// (another FSDECAY, FSDEPTH or target, policy/fairshare/report_whatif.hpp) the model shows the
// recomputed report and, beside it, the configured usage % and factor.
//
// Sorting goes through a QSortFilterProxyModel on SortRole (numbers as numbers); a credential
// row's kind and name are in KindRole and NameRole; the sparkline's points (usage % per window,
// oldest first) in SparklineRole.

#include <QAbstractItemModel>
#include <optional>

#include "policy/fairshare/diagnose_f.hpp"

namespace outrigger::gui {

class FairshareModel final : public QAbstractItemModel {
    Q_OBJECT
  public:
    enum Column : int {
        NameColumn,
        TargetColumn,
        MeaningColumn,
        UsageColumn,
        FactorColumn,
        RecoveryColumn,  // when it is back under its target if it is charged nothing more
        ConfiguredUsageColumn,
        ConfiguredFactorColumn,
        TrendColumn,
        FirstWindowColumn,  // then one per window, newest first
    };
    enum Role : int {
        SortRole = Qt::UserRole + 1,
        KindRole,       // int(CredKind)
        NameRole,       // the credential's name
        SparklineRole,  // QList<qreal>: usage % per window, oldest first
    };

    explicit FairshareModel(QObject* parent = nullptr);

    // The report as configured and what the table shows (the same, or a what-if of it).
    void set_reports(FsReport configured, FsReport shown);
    [[nodiscard]] const FsReport& configured() const { return configured_; }
    [[nodiscard]] const FsReport& shown() const { return shown_; }
    [[nodiscard]] bool has_report() const { return has_report_; }
    // The row of credential `name` of `kind` in the shown report, or null.
    [[nodiscard]] const FsReportRow* find(CredKind kind, const std::string& name) const;
    [[nodiscard]] QModelIndex index_of(CredKind kind, const std::string& name, int column = 0) const;
    [[nodiscard]] int window_count() const { return static_cast<int>(shown_.windows.size()); }
    // The session's local wall time of scheduler second 0 (its calendar's epoch plus UTC offset),
    // for the dates shown.
    void set_clock(std::int64_t clock) { clock_ = clock; }
    // "under now", "in 2 windows, 3 Dec 12:00", "never", or empty for no target or a floor.
    [[nodiscard]] QString recovery_text(const FsRecovery& recovery) const;
    // The date and time of a scheduler instant, in the session's local time.
    [[nodiscard]] QString date_text(Time t) const;

    // What a target means, in words: "usage is steered towards 25%", "priority rises while usage
    // is under 10%" (translated).
    [[nodiscard]] static QString target_meaning(const std::optional<FsTarget>& target, bool ratio);
    // What each column holds, in plain words (the header's tooltip and the panel's help).
    [[nodiscard]] QString column_help(int column) const;

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

  private:
    [[nodiscard]] QVariant kind_data(CredKind kind, int column, int role) const;
    [[nodiscard]] QVariant row_data(CredKind kind, int row, int column, int role) const;
    [[nodiscard]] std::vector<CredKind> kinds() const;  // kinds with rows, in Maui order

    FsReport configured_;
    FsReport shown_;
    std::vector<CredKind> kinds_;
    bool has_report_ = false;
    std::int64_t clock_ = 0;
};

}  // namespace outrigger::gui
