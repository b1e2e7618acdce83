#pragma once

// One chart's content as the panels publish it: a ChartSpec (chart_spec.hpp) behind a QObject that
// says when it changed. Views (chart_view.hpp) and exports read it; several views may show one
// model. Holding it still (set_frozen) keeps every view of it as it is while updates keep coming:
// the latest spec is kept and shown when it is released.

#include <QObject>

#include "gui/charts/chart_spec.hpp"

namespace outrigger::gui::charts {

class ChartModel final : public QObject {
    Q_OBJECT
  public:
    explicit ChartModel(QObject* parent = nullptr);

    [[nodiscard]] const ChartSpec& spec() const { return shown_; }
    // The newest spec, shown at once unless the model is frozen.
    void set_spec(ChartSpec spec);
    [[nodiscard]] bool frozen() const { return frozen_; }
    void set_frozen(bool frozen);

  signals:
    void changed();

  private:
    ChartSpec shown_;
    ChartSpec pending_;
    bool frozen_ = false;
    bool has_pending_ = false;
};

}  // namespace outrigger::gui::charts
