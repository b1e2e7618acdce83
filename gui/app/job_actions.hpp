#pragma once

// The Job menu: Maui's job commands (sethold, releasehold, canceljob, setspri) on the job the
// workbench points at (MainWindow::focus_job), sent to the running engine through its client.
// Each action is enabled only where the engine would accept it (holds and priorities on idle jobs,
// cancel on idle or running ones); the engine's answer goes to the status bar, or to a message box
// when it refused.

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>
#include <set>
#include <string>

#include "gui/client/engine_client.hpp"

class QAction;
class QMenu;
class QWidget;

namespace outrigger::gui {

// Asks for a system priority for `job`; nullopt when the user cancels.
using PriorityPrompt = std::function<std::optional<std::int64_t>(QWidget* parent, const QString& job)>;
// Shows a command's refusal; the default is a warning message box.
using RefusalNotice = std::function<void(QWidget* parent, const QString& text)>;

class JobActions final : public QObject {
    Q_OBJECT
  public:
    explicit JobActions(QWidget* window);

    [[nodiscard]] QMenu* menu() const { return menu_; }
    [[nodiscard]] QAction* hold_action() const { return hold_; }
    [[nodiscard]] QAction* release_action() const { return release_; }
    [[nodiscard]] QAction* cancel_action() const { return cancel_; }
    [[nodiscard]] QAction* priority_action() const { return priority_; }
    [[nodiscard]] QAction* clear_priority_action() const { return clear_priority_; }

    // The running engine's client (null when none); its answers are shown from now on.
    void attach(EngineClient* client);
    // The job the workbench points at (-1: none).
    void focus(qint64 job);
    // A new frame: the focused job's state may have changed.
    void refresh();
    void retranslate();

    void set_priority_prompt(PriorityPrompt prompt) { priority_prompt_ = std::move(prompt); }
    void set_refusal_notice(RefusalNotice notice) { refusal_notice_ = std::move(notice); }

  signals:
    // One line about the engine's answer, for the status bar.
    void message(const QString& text);
    // A command on `job` was answered: what is shown of it (its checkjob) is out of date.
    void job_changed(qint64 job);

  private:
    void send(const Command& command);
    void answered(quint64 request, const CommandResult& result);
    // The focused job as the latest frame has it (null when none), and its state.
    [[nodiscard]] const Job* focused_job(JobState& state) const;
    [[nodiscard]] std::optional<std::string> focused_name() const;

    QWidget* window_;
    QMenu* menu_;
    QAction* hold_;
    QAction* release_;
    QAction* cancel_;
    QAction* priority_;
    QAction* clear_priority_;
    QPointer<EngineClient> client_;
    // Its own commands in flight: the answers to others' (a reservation, a configuration) are theirs.
    std::set<quint64> sent_;
    QMetaObject::Connection answers_;
    qint64 job_ = -1;
    PriorityPrompt priority_prompt_;
    RefusalNotice refusal_notice_;
};

}  // namespace outrigger::gui
