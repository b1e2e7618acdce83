#pragma once

// What stands between one's own inputs and a run, or what does not fit between them, as a list a
// user can act on: the errors that stop a session ("N errors: fix them to run") and the
// mismatches between config, workload and cluster found before a run
// (session/input_mismatches.hpp). Each finding that names a line of the open configuration leads
// there: a click (or Return) on it emits line_chosen, and the workbench opens the Configuration
// panel at that line.

#include <QDialog>
#include <QList>
#include <QString>
#include <string_view>
#include <vector>

#include "config/diagnostic.hpp"

class QLabel;
class QListWidget;

namespace outrigger {
struct InputsResult;
}

namespace outrigger::gui {

struct InputFinding {
    QString text;  // as shown: where, how bad, what
    Diagnostic::Severity severity = Diagnostic::Severity::Error;
    int line = 0;  // in the open configuration; 0: the finding names no line of it
    int column = 0;
};

// A diagnostic in words: "Line 3, column 5: warning: ..." when it is about `config_file`, else
// with its own place ("cluster.cfg:2:1: ...").
[[nodiscard]] InputFinding finding_of(const Diagnostic& d, std::string_view config_file);
// The errors of a result that could not start: each with its line when it is a finding about
// `config_file` (result.diagnostics), else its text alone.
[[nodiscard]] QList<InputFinding> error_findings(const InputsResult& result, std::string_view config_file);
[[nodiscard]] QList<InputFinding> findings_of(const std::vector<Diagnostic>& found,
                                              std::string_view config_file);

class InputFindingsDialog final : public QDialog {
    Q_OBJECT
  public:
    explicit InputFindingsDialog(QWidget* parent = nullptr);

    void set_findings(const QString& title, const QString& summary, const QList<InputFinding>& findings);
    [[nodiscard]] QListWidget* list() const { return list_; }
    [[nodiscard]] QLabel* summary() const { return summary_; }
    [[nodiscard]] const QList<InputFinding>& findings() const { return findings_; }
    // As a click on finding i does.
    void choose(int i);

  signals:
    void line_chosen(int line, int column);

  private:
    QLabel* summary_;
    QLabel* hint_;
    QListWidget* list_;
    QList<InputFinding> findings_;
};

}  // namespace outrigger::gui
