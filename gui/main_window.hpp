#pragma once

// The workbench window: a navigation list on the left choosing the panel on the right
// ("Configuration" first; later panels join the same stack), the File / Edit / View / Help menus,
// the undo stack every edit goes through, the dirty indicator in the title, and the
// save/discard/cancel question before unsaved changes are lost.

#include <QMainWindow>
#include <QString>

#include "close_prompt.hpp"

class QAction;
class QActionGroup;
class QListWidget;
class QMenu;
class QStackedWidget;
class QUndoStack;

namespace outrigger::gui {

class ConfigPanel;
class Language;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a maui.cfg (after asking about unsaved changes); false with a message box on failure
    // or when the user cancels.
    bool open_file(const QString& path);
    // Opens the demo configuration embedded in the program.
    void open_demo();
    // Saves to the current file (asks for a name when there is none, as for the demo).
    bool save();
    // Saves to `path` and makes it the current file.
    bool save_to(const QString& path);

    // How unsaved changes are decided; the default asks with a message box.
    void set_unsaved_prompt(UnsavedPrompt prompt) { prompt_ = std::move(prompt); }

    [[nodiscard]] ConfigPanel* config_panel() const { return config_panel_; }
    [[nodiscard]] QUndoStack* undo_stack() const { return undo_stack_; }
    [[nodiscard]] Language* language() const { return language_; }
    [[nodiscard]] QString current_file() const { return path_; }
    [[nodiscard]] QMenu* file_menu() const { return file_menu_; }

    // Asks about unsaved changes; true when it is fine to go on (saved, discarded or clean).
    bool maybe_save();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void create_actions();
    void create_menus();
    void retranslate();
    void update_title();
    void update_undo_texts();
    void set_document_source(const QString& path, const QString& display_name);
    void remember_recent(const QString& path);
    void fill_recent_menu();
    void add_parameter();
    void choose_open_file();
    bool choose_save_file();

    QUndoStack* undo_stack_;
    Language* language_;
    QListWidget* navigation_;
    QStackedWidget* panels_;
    ConfigPanel* config_panel_;
    UnsavedPrompt prompt_;
    QString path_;          // empty for the embedded demo
    QString display_name_;  // file name shown in the title

    QMenu* file_menu_ = nullptr;
    QMenu* recent_menu_ = nullptr;
    QMenu* edit_menu_ = nullptr;
    QMenu* view_menu_ = nullptr;
    QMenu* language_menu_ = nullptr;
    QMenu* help_menu_ = nullptr;
    QAction* open_action_ = nullptr;
    QAction* open_demo_action_ = nullptr;
    QAction* save_action_ = nullptr;
    QAction* save_as_action_ = nullptr;
    QAction* quit_action_ = nullptr;
    QAction* undo_action_ = nullptr;
    QAction* redo_action_ = nullptr;
    QAction* add_parameter_action_ = nullptr;
    QAction* about_action_ = nullptr;
    QAction* language_note_action_ = nullptr;
    QActionGroup* language_group_ = nullptr;
};

}  // namespace outrigger::gui
