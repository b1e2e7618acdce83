#pragma once

// The "Throttling" panel (guide 6.2): every configured limit with what is in use and the headroom
// left (LimitsModel; credentials at or over a soft limit stand out), every job a limit holds back
// with every limit that does and when it can start at the earliest (BlockedModel), and a
// histogram of the limits that block jobs across the queue. Tables and chart export as PNG, PDF
// and CSV. Live: each new frame asks the engine for its throttling report (JSON) when the clock
// moved; "Hold still" keeps what is shown.

#include <QWidget>
#include <functional>
#include <optional>

#include "gui/charts/chart_export.hpp"
#include "gui/charts/chart_spec.hpp"
#include "gui/client/view_frame.hpp"
#include "gui/throttle/throttle_data.hpp"

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTreeView;

namespace outrigger {
struct Query;
struct QueryResult;
}  // namespace outrigger

namespace outrigger::gui {

namespace charts {
class ChartModel;
class ChartView;
class ExportButton;
}  // namespace charts
class BlockedModel;
class EngineClient;
class LimitsModel;
class ReportFollower;

// How many blocked jobs meet each limit ("USER MAXJOB"), most first: the histogram's bars.
[[nodiscard]] charts::ChartSpec blocking_histogram(const ThrottleData& data);

class ThrottlePanel final : public QWidget {
    Q_OBJECT
  public:
    using ClientSource = std::function<EngineClient*()>;

    explicit ThrottlePanel(QWidget* parent = nullptr);
    ~ThrottlePanel() override;

    void set_client_source(ClientSource source);
    void show_frame(const FramePtr& frame);
    void show_data(ThrottleData report);
    bool show_report_json(const nlohmann::json& json);
    void set_held(bool held);
    [[nodiscard]] bool held() const { return held_; }

    [[nodiscard]] LimitsModel* limits_model() const { return limits_; }
    [[nodiscard]] BlockedModel* blocked_model() const { return blocked_; }
    [[nodiscard]] QTableView* limits_table() const { return limits_view_; }
    [[nodiscard]] QTreeView* blocked_tree() const { return blocked_view_; }
    [[nodiscard]] QLineEdit* filter() const { return filter_; }
    [[nodiscard]] QSortFilterProxyModel* limits_proxy() const { return limits_proxy_; }
    [[nodiscard]] charts::ChartModel* histogram() const { return histogram_; }
    [[nodiscard]] charts::ChartView* histogram_view() const { return histogram_view_; }
    [[nodiscard]] QLabel* summary() const { return summary_; }

  signals:
    // A blocked job was chosen: the workbench's selection moves to it (by name).
    void job_chosen(const QString& name);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void report_arrived(const QueryResult& result);
    void update_summary();
    [[nodiscard]] charts::ExportCaption caption(const QString& title) const;

    ReportFollower* follower_;
    FramePtr frame_;
    ThrottleData data_;
    std::optional<ThrottleData> held_data_;
    bool has_data_ = false;
    bool held_ = false;

    LimitsModel* limits_;
    QSortFilterProxyModel* limits_proxy_;
    BlockedModel* blocked_;
    QSortFilterProxyModel* blocked_proxy_;
    QLabel* summary_;
    QLabel* filter_label_;
    QLineEdit* filter_;
    QCheckBox* hold_;
    QLabel* limits_title_;
    QTableView* limits_view_;
    QLabel* blocked_title_;
    QTreeView* blocked_view_;
    charts::ChartModel* histogram_;
    charts::ChartView* histogram_view_;
    charts::ExportButton* limits_export_;
    charts::ExportButton* blocked_export_;
    charts::ExportButton* histogram_export_;
};

}  // namespace outrigger::gui
