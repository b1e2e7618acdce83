#pragma once

// What opening a workload did, in the user's language: how many records were read, imported and
// skipped (and why, with the first line of each reason), what was adjusted, the rule that gave
// limits to jobs without a requested time, and whether memory requests constrain placement.
// Rendered from the import report's data (workload/import_report.hpp), not from its English text.

#include <QDialog>
#include <QString>

#include "workload/import_report.hpp"

class QLabel;
class QTextBrowser;

namespace outrigger::gui {

class ImportSummary final : public QDialog {
    Q_OBJECT
  public:
    explicit ImportSummary(QWidget* parent = nullptr);

    // Shows the report of the workload `name`.
    void set_report(const QString& name, const ImportReport& report);
    [[nodiscard]] QTextBrowser* text() const { return text_; }
    [[nodiscard]] QLabel* headline() const { return headline_; }

    // The report in words, one paragraph per item (plain text).
    [[nodiscard]] static QString headline_of(const ImportReport& report);
    [[nodiscard]] static QString describe(const ImportReport& report);
    // One reason a record was skipped or adjusted.
    [[nodiscard]] static QString issue_text(ImportIssue issue);
    // The estimate rule: none, each job's own run time, or a fixed limit.
    [[nodiscard]] static QString estimate_text(const WalltimeEstimate& estimate);
    // "Walltime estimates: none needed, ..." with what the rule would have done to a job without a
    // requested time.
    [[nodiscard]] static QString unneeded_estimate_text(const WalltimeEstimate& estimate);

  private:
    QLabel* headline_;
    QTextBrowser* text_;
};

}  // namespace outrigger::gui
