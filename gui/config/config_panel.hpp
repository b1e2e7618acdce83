#pragma once

// The "Configuration" panel: the maui.cfg tree (ConfigModel in a QTreeView with typed editors)
// above the list of every diagnostic; clicking a diagnostic selects and reveals its row. Its
// "Modernize legacy parameters" action rewrites the Maui 3.0 forms (config/modernize.hpp) as one
// undoable step; it is enabled while the document has any. "Remove" (Delete on the tree) takes the
// selected parameter, or attribute of a *CFG line, out of the file as one undoable step. "Send to What-if B"
// hands the document as edited to the What-if panel as its configuration B. The model is the window's (the
// open configuration); the panel shows and edits it, and pushes its own commands on `undo_stack`. Connected
// to a service, a line above the tree says whose configuration it shows (the service's in force, once it has
// arrived), "Apply to Service" sends the edits made since then to it as changeparam commands, and the
// service's answer is shown above the diagnostics.

#include <QWidget>

#include "gui/config/service_apply.hpp"

class QAction;
class QLabel;
class QListWidget;
class QTreeView;
class QUndoStack;

namespace outrigger::gui {

class ConfigModel;

class ConfigPanel final : public QWidget {
    Q_OBJECT
  public:
    explicit ConfigPanel(ConfigModel* model, QUndoStack* undo_stack, QWidget* parent = nullptr);

    [[nodiscard]] ConfigModel* model() const { return model_; }
    [[nodiscard]] QTreeView* view() const { return view_; }
    [[nodiscard]] QListWidget* diagnostics_list() const { return diagnostics_; }

    [[nodiscard]] QAction* modernize_action() const { return modernize_action_; }
    [[nodiscard]] QAction* remove_action() const { return remove_action_; }
    [[nodiscard]] QAction* send_to_whatif_action() const { return send_whatif_action_; }
    [[nodiscard]] QAction* apply_to_service_action() const { return apply_service_action_; }
    // The service's answer to the last "Apply to Service".
    [[nodiscard]] QLabel* service_answer() const { return service_answer_; }

    // Where "Apply to Service" sends the edits; shown only while the session is a service's.
    void set_service_apply(ServiceApply apply) { service_apply_ = std::move(apply); }
    void set_service_session(bool service);
    // Says above the tree whose configuration is shown (connected to a service); hidden once the
    // session is local again.
    void show_source(const QString& text);
    [[nodiscard]] QLabel* source_label() const { return source_; }
    // Sends the edits to the service; false in a local session.
    bool apply_to_service();

    // Selects and reveals the row of diagnostic i (as a click on the list does).
    void show_diagnostic(int i);
    // Selects and reveals the row written on `line` (a finding elsewhere pointing at the file);
    // false when no parameter is written there.
    bool show_line(int line, int column = 0);
    // Rewrites the legacy forms through the undo stack; false when there was nothing to rewrite.
    bool modernize_legacy();
    // Removes the parameter or attribute of the current row through the undo stack; false when the
    // row is an area (or none is current).
    bool remove_current();

  signals:
    // "Send to What-if B": the document as edited, for the What-if panel's configuration B.
    void send_to_whatif_b(const QString& config_text);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void refresh_diagnostics();
    void refresh_modernize();
    void refresh_remove();

    ConfigModel* model_;
    QTreeView* view_;
    QLabel* diagnostics_label_;
    QListWidget* diagnostics_;
    QUndoStack* undo_stack_;
    QAction* modernize_action_;
    QAction* remove_action_;
    QAction* send_whatif_action_;
    QAction* apply_service_action_;
    QLabel* service_answer_;
    QLabel* source_;
    ServiceApply service_apply_;
};

}  // namespace outrigger::gui
