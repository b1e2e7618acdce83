#pragma once

// Who waits longer: the impact of a tentative standing-reservation change on the queue, beside the
// calendar. The engine plans its frozen view twice (engine/impact_plan.hpp: without and with the
// change) on its own thread, asked through the session's EngineClient; this widget asks, debounced
// (a drag asks many times a second, the engine answers the last), and shows only the answer to
// its latest request: each request gets a generation number and an older answer is dropped. While
// an answer is on its way the list says so and greys out the previous one.
//
// Shown: the jobs whose start moves, sortable (job, user, account, start before and after, delay),
// the delays totalled (count, maximum, total) by user and by account, the node-hours moved, the
// running jobs whose walltime limit passes the start of a reservation the change makes, and the
// jobs that could run before the change and never after it.

#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "engine/impact_plan.hpp"
#include "model/calendar.hpp"

class QLabel;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;
class QTreeWidget;

namespace outrigger {
struct Query;
struct QueryResult;
}  // namespace outrigger

namespace outrigger::gui {

class EngineClient;

class ImpactList final : public QWidget {
    Q_OBJECT
  public:
    static constexpr int kDebounceMs = 120;

    explicit ImpactList(QWidget* parent = nullptr);

    void set_client_source(std::function<EngineClient*()> source) { client_source_ = std::move(source); }
    void set_calendar(const LocalCalendar& calendar) { calendar_ = calendar; }
    // Plans the queue with `standing_config` in place of the standing reservations, after the
    // debounce; a later request replaces a pending one.
    void request(std::string standing_config);
    // Sends the pending request now rather than after the debounce.
    void flush();
    // Forgets the request pending, any answer on its way and the answer shown (the change is no
    // longer under way).
    void cancel();

    [[nodiscard]] std::uint64_t generation() const { return generation_; }
    [[nodiscard]] const std::optional<ImpactReport>& report() const { return report_; }
    // The answer shown is the latest request's (nothing on its way).
    [[nodiscard]] bool current() const;
    [[nodiscard]] QTableView* jobs() const { return jobs_; }
    [[nodiscard]] QStandardItemModel* job_model() const { return model_; }
    [[nodiscard]] QTreeWidget* totals() const { return totals_; }
    [[nodiscard]] QLabel* summary() const { return summary_; }

  signals:
    // A report for the latest request was shown.
    void shown(quint64 generation);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void send();
    void answered(quint64 request, const Query& query, const QueryResult& result);
    void show_report();
    // false: the answer shown is not the latest request's (one is on its way).
    void set_current(bool current);
    void retranslate();

    std::function<EngineClient*()> client_source_;
    QPointer<EngineClient> answering_;
    LocalCalendar calendar_ = LocalCalendar::utc();
    QTimer debounce_;
    std::string pending_;
    std::uint64_t generation_ = 0;            // of the latest request sent
    std::map<quint64, std::uint64_t> asked_;  // requests in flight -> their generation
    std::optional<ImpactReport> report_;
    QString error_;

    QLabel* title_;
    QLabel* summary_;
    QTableView* jobs_;
    QStandardItemModel* model_;
    QSortFilterProxyModel* sorted_;
    QTreeWidget* totals_;
};

}  // namespace outrigger::gui
