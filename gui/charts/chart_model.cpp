#include "gui/charts/chart_model.hpp"

namespace outrigger::gui::charts {

ChartModel::ChartModel(QObject* parent) : QObject(parent) {}

void ChartModel::set_spec(ChartSpec spec) {
    if (frozen_) {
        pending_ = std::move(spec);
        has_pending_ = true;
        return;
    }
    shown_ = std::move(spec);
    emit changed();
}

void ChartModel::set_frozen(bool frozen) {
    if (frozen == frozen_) return;
    frozen_ = frozen;
    if (!frozen_ && has_pending_) {
        has_pending_ = false;
        shown_ = std::move(pending_);
        pending_ = ChartSpec{};
        emit changed();
    }
}

}  // namespace outrigger::gui::charts
