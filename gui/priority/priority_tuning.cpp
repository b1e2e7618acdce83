#include "gui/priority/priority_tuning.hpp"

#include <QCoreApplication>
#include <QUndoStack>

namespace outrigger::gui {

namespace {

PriorityComponent component_at(std::uint8_t i) {
    return static_cast<PriorityComponent>(i);
}
PrioritySub sub_at(std::uint8_t i) {
    return static_cast<PrioritySub>(i);
}

class SetValueCommand final : public QUndoCommand {
  public:
    SetValueCommand(PriorityTuning* tuning, WeightKey key, double before, double after)
        : tuning_(tuning), key_(key), before_(before), after_(after) {
        update_text();
    }
    void undo() override { tuning_->assign(key_, before_); }
    void redo() override { tuning_->assign(key_, after_); }
    [[nodiscard]] int id() const override { return 0x5057; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = dynamic_cast<const SetValueCommand*>(other);
        if (!o || !(o->key_ == key_)) return false;
        after_ = o->after_;
        update_text();
        return true;
    }

  private:
    void update_text() {
        setText(QCoreApplication::translate("PriorityTuning", "Set %1 to %2")
                    .arg(key_.parameter(), QString::number(after_, 'g', 12)));
    }
    PriorityTuning* tuning_;
    WeightKey key_;
    double before_;
    double after_;
};

class ReplaceCommand final : public QUndoCommand {
  public:
    ReplaceCommand(PriorityTuning* tuning, PrioritySettings before, PrioritySettings after,
                   const QString& text)
        : tuning_(tuning), before_(std::move(before)), after_(std::move(after)) {
        setText(text);
    }
    void undo() override { tuning_->assign_all(before_); }
    void redo() override { tuning_->assign_all(after_); }

  private:
    PriorityTuning* tuning_;
    PrioritySettings before_;
    PrioritySettings after_;
};

}  // namespace

QString WeightKey::parameter() const {
    switch (kind) {
        case WeightKind::ComponentWeight:
            return QLatin1String(priority_component_info(component_at(index)).weight_param);
        case WeightKind::ComponentCap:
            return QLatin1String(priority_component_info(component_at(index)).cap_param);
        case WeightKind::SubWeight:
            return QLatin1String(priority_sub_info(sub_at(index)).weight_param);
        case WeightKind::SubCap:
            return QLatin1String(priority_sub_info(sub_at(index)).cap_param);
    }
    return {};
}

double WeightKey::get(const PrioritySettings& s) const {
    switch (kind) {
        case WeightKind::ComponentWeight:
            return s.component_weight[index];
        case WeightKind::ComponentCap:
            return s.component_cap[index];
        case WeightKind::SubWeight:
            return s.sub_weight[index];
        case WeightKind::SubCap:
            return s.sub_cap[index];
    }
    return 0;
}

void WeightKey::set(PrioritySettings& s, double value) const {
    switch (kind) {
        case WeightKind::ComponentWeight:
            s.component_weight[index] = value;
            break;
        case WeightKind::ComponentCap:
            s.component_cap[index] = value;
            break;
        case WeightKind::SubWeight:
            s.sub_weight[index] = value;
            break;
        case WeightKind::SubCap:
            s.sub_cap[index] = value;
            break;
    }
}

std::vector<WeightKey> all_weight_keys() {
    std::vector<WeightKey> keys;
    for (std::uint8_t c = 0; c < kPriorityComponents; ++c) keys.push_back({WeightKind::ComponentWeight, c});
    for (std::uint8_t c = 0; c < kPriorityComponents; ++c) {
        keys.push_back({WeightKind::ComponentCap, c});
        for (std::uint8_t s = 0; s < kPrioritySubs; ++s) {
            if (priority_sub_info(sub_at(s)).component != component_at(c)) continue;
            keys.push_back({WeightKind::SubWeight, s});
            keys.push_back({WeightKind::SubCap, s});
        }
    }
    return keys;
}

PriorityTuning::PriorityTuning(QUndoStack* undo_stack, QObject* parent)
    : QObject(parent), undo_stack_(undo_stack) {}

void PriorityTuning::set_baseline(const PrioritySettings& settings) {
    baseline_ = settings;
    settings_ = settings;
    undo_stack_->clear();
    last_key_.reset();
    emit changed();
}

void PriorityTuning::change(WeightKey key, double value) {
    const double before = key.get(settings_);
    if (before == value) return;
    continuing_ = last_key_ == key && undo_stack_->index() == last_index_;
    undo_stack_->push(new SetValueCommand(this, key, before, value));
    continuing_ = false;
    last_key_ = key;
    last_index_ = undo_stack_->index();
}

void PriorityTuning::replace(const PrioritySettings& settings, const QString& text) {
    undo_stack_->push(new ReplaceCommand(this, settings_, settings, text));
}

void PriorityTuning::assign(WeightKey key, double value) {
    key.set(settings_, value);
    emit changed();
}

void PriorityTuning::assign_all(const PrioritySettings& settings) {
    settings_ = settings;
    emit changed();
}

}  // namespace outrigger::gui
