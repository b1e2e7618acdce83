#pragma once

// The "Configuration" panel: the maui.cfg tree (ConfigModel in a QTreeView with typed editors)
// above the list of every diagnostic; clicking a diagnostic selects and reveals its row.

#include <QWidget>

class QLabel;
class QListWidget;
class QTreeView;
class QUndoStack;

namespace outrigger::gui {

class ConfigModel;

class ConfigPanel final : public QWidget {
    Q_OBJECT
  public:
    explicit ConfigPanel(QUndoStack* undo_stack, QWidget* parent = nullptr);

    [[nodiscard]] ConfigModel* model() const { return model_; }
    [[nodiscard]] QTreeView* view() const { return view_; }
    [[nodiscard]] QListWidget* diagnostics_list() const { return diagnostics_; }

    // Selects and reveals the row of diagnostic i (as a click on the list does).
    void show_diagnostic(int i);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void refresh_diagnostics();

    ConfigModel* model_;
    QTreeView* view_;
    QLabel* diagnostics_label_;
    QListWidget* diagnostics_;
};

}  // namespace outrigger::gui
