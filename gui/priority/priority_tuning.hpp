#pragma once

// The weights and caps being tuned in the Priority panel: a PrioritySettings value, its baseline
// (the configuration the session runs with), and the undo commands that change it. Every change
// goes through the panel's QUndoStack; consecutive changes of the same value (a slider drag)
// merge into one step. Names and parameters come from config/settings.hpp's
// priority_component_info / priority_sub_info tables.

#include <QObject>
#include <QString>
#include <QUndoCommand>
#include <cstdint>
#include <optional>
#include <vector>

#include "config/settings.hpp"

class QUndoStack;

namespace outrigger::gui {

enum class WeightKind : std::uint8_t { ComponentWeight, ComponentCap, SubWeight, SubCap };

struct WeightKey {
    WeightKind kind = WeightKind::ComponentWeight;
    std::uint8_t index = 0;  // component or subcomponent index
    bool operator==(const WeightKey&) const = default;

    [[nodiscard]] bool is_cap() const {
        return kind == WeightKind::ComponentCap || kind == WeightKind::SubCap;
    }
    // The maui.cfg parameter: "CREDWEIGHT", "FSUSERCAP", ...
    [[nodiscard]] QString parameter() const;
    [[nodiscard]] double get(const PrioritySettings& s) const;
    void set(PrioritySettings& s, double value) const;
};

// Every tunable value: the component weights, then per component its cap and its subcomponents'
// weights and caps.
std::vector<WeightKey> all_weight_keys();

class PriorityTuning final : public QObject {
    Q_OBJECT
  public:
    explicit PriorityTuning(QUndoStack* undo_stack, QObject* parent = nullptr);

    [[nodiscard]] const PrioritySettings& settings() const { return settings_; }
    [[nodiscard]] const PrioritySettings& baseline() const { return baseline_; }
    [[nodiscard]] QUndoStack* undo_stack() const { return undo_stack_; }

    // A new session's configuration: the baseline and the current values, history cleared.
    void set_baseline(const PrioritySettings& settings);
    // A user change, pushed on the undo stack (no command when the value is unchanged).
    void change(WeightKey key, double value);
    // Replaces every weight and cap at once (a preset, reset to config): one command.
    void replace(const PrioritySettings& settings, const QString& text);

    // True while a change continues the previous one (the same value moved again, merging into the
    // same undo step): views keep comparing against the state before the first of them.
    [[nodiscard]] bool continuing() const { return continuing_; }

    // Used by the commands.
    void assign(WeightKey key, double value);
    void assign_all(const PrioritySettings& settings);

  signals:
    void changed();

  private:
    QUndoStack* undo_stack_;
    PrioritySettings baseline_;
    PrioritySettings settings_;
    bool continuing_ = false;
    std::optional<WeightKey> last_key_;
    int last_index_ = -1;
};

}  // namespace outrigger::gui
