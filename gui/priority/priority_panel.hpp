#pragma once

// The "Priority" panel: tune the priority weights and caps of the running demo and watch the
// idle queue re-rank live.
//   left    a slider (fine_slider.hpp: Shift+drag, wheel and arrows move by one; zero at the
//           left end of every slider) with a spin box for every component weight; in an
//           expandable group every component cap and subcomponent weight and cap; a log-scale
//           switch; presets (the built-in ones of priority_presets.hpp, and the user's kept in
//           QSettings: save, load, delete, reset to the configuration); undo and redo (the
//           panel's own QUndoStack: tuning is a proposal, not an edit of maui.cfg until applied);
//   centre  the idle-job table (PriorityModel) with a column filter; jobs that would start next
//           are in bold; under it the selected job's full breakdown (PriorityTable::explain):
//           per component and per subcomponent the raw value, weight, cap, contribution and
//           percent.
// "Apply to config" writes the changed weights into the open maui.cfg through the workbench's
// model (one undoable step on the workbench's stack); "Compare" lists the top 50 under the
// configuration's and the proposed weights; "Send to What-if B" hands the open maui.cfg with the
// proposed weights to the What-if panel as its configuration B. Connected to a service, "Apply to
// config" also sends the configuration's changes to it (changeparam) and shows its answer under the
// button; what it refuses stays written in the open maui.cfg and in the sliders.

#include <QWidget>
#include <map>
#include <memory>
#include <vector>

#include "gui/client/view_frame.hpp"
#include "gui/config/service_apply.hpp"
#include "gui/priority/priority_tuning.hpp"
#include "gui/priority/slider_scale.hpp"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QTableView;
class QToolButton;
class QTreeWidget;
class QUndoStack;

namespace outrigger::gui {

class ConfigModel;
class PriorityModel;

class PriorityPanel final : public QWidget {
    Q_OBJECT
  public:
    explicit PriorityPanel(QWidget* parent = nullptr);
    ~PriorityPanel() override;

    // The frame to show; the first frame of a session also sets the baseline weights.
    void show_frame(const FramePtr& frame);
    // Where "Apply to config" writes: the workbench's model and the stack its edits go on.
    void set_config_model(ConfigModel* model, QUndoStack* stack) {
        config_model_ = model;
        config_stack_ = stack;
    }

    [[nodiscard]] PriorityTuning* tuning() const { return tuning_; }
    [[nodiscard]] PriorityModel* model() const { return model_; }
    [[nodiscard]] QTableView* table() const { return table_; }
    [[nodiscard]] QTreeWidget* breakdown() const { return breakdown_; }
    [[nodiscard]] QUndoStack* undo_stack() const { return undo_stack_; }
    [[nodiscard]] QSlider* slider(WeightKey key) const;
    [[nodiscard]] QDoubleSpinBox* spin_box(WeightKey key) const;
    [[nodiscard]] QCheckBox* log_scale_box() const { return log_scale_; }
    [[nodiscard]] QLineEdit* filter_box() const { return filter_; }
    [[nodiscard]] QComboBox* filter_column_box() const { return filter_column_; }
    [[nodiscard]] QCheckBox* exact_filter_box() const { return filter_exact_; }
    [[nodiscard]] QLabel* summary() const { return summary_; }
    [[nodiscard]] QPushButton* apply_button() const { return apply_; }
    // The service's answer to the last "Apply to config" (hidden in a local session).
    [[nodiscard]] QLabel* service_answer() const { return service_answer_; }
    // Where "Apply to config" also sends the changes (the window's connection to a service).
    void set_service_apply(ServiceApply apply) { service_apply_ = std::move(apply); }

    // Selects the job's row (clearing a filter that hides it) and shows its breakdown.
    void select_job(JobId job);
    [[nodiscard]] JobId selected_job() const { return selected_; }

    // Presets: the built-in ones (priority_presets.hpp; loaded by id or title, never deleted) and
    // the user's, by name, in QSettings ("priority/presets/<name>").
    void save_preset(const QString& name);
    bool load_preset(const QString& name);
    void delete_preset(const QString& name);
    // The user's presets.
    [[nodiscard]] static QStringList preset_names();
    [[nodiscard]] QComboBox* presets_box() const { return presets_; }
    // The preset chosen in the box: a built-in id or a user preset's name.
    [[nodiscard]] QString current_preset() const;
    void reset_to_config();
    // Writes every weight and cap that differs from the document's into it; the number written.
    // Connected to a service, then sends the configuration's changes to it (even when none of the
    // weights differ: changes it refused before go again).
    int apply_to_config();
    // The Compare dialog (modeless, owned by the panel).
    QWidget* show_comparison();
    // The open maui.cfg with every weight and cap the tuning changed written in (the open
    // configuration itself is left as it is); empty without one.
    [[nodiscard]] QString proposed_config() const;
    [[nodiscard]] QPushButton* send_to_whatif_button() const { return send_whatif_; }

  signals:
    void job_selected(qint64 job);
    // "Send to What-if B": proposed_config(), for the What-if panel's configuration B.
    void send_to_whatif_b(const QString& config_text);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    struct Editor {
        WeightKey key;
        QLabel* label;
        QSlider* slider;
        QDoubleSpinBox* spin;
        SliderScale scale;
    };
    void build_editors(QWidget* components, QWidget* details);
    void sync_editors();
    void rescale();
    void settings_changed();
    void refresh_breakdown();
    void update_summary();
    void fill_presets();
    void update_preset_buttons();
    void retranslate();

    QUndoStack* undo_stack_;
    PriorityTuning* tuning_;
    PriorityModel* model_;
    QTableView* table_;
    QTreeWidget* breakdown_;
    QLabel* summary_;
    QCheckBox* log_scale_;
    QGroupBox* details_;
    QComboBox* presets_;
    QPushButton* load_preset_;
    QPushButton* save_preset_;
    QPushButton* delete_preset_;
    QPushButton* reset_;
    QPushButton* apply_;
    QLabel* service_answer_;
    ServiceApply service_apply_;
    QPushButton* compare_;
    QPushButton* send_whatif_;
    QToolButton* undo_;
    QToolButton* redo_;
    QComboBox* filter_column_;
    QLineEdit* filter_;
    QLabel* filter_label_;
    QCheckBox* filter_exact_;
    QWidget* comparison_ = nullptr;
    std::vector<Editor> editors_;
    ConfigModel* config_model_ = nullptr;
    QUndoStack* config_stack_ = nullptr;
    std::shared_ptr<const ViewStatics> statics_;  // the session whose baseline the tuning holds
    JobId selected_;
};

}  // namespace outrigger::gui
