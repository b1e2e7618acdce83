#include "gui/app/import_summary.hpp"

#include <QDialogButtonBox>
#include <QLabel>
#include <QStringList>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <array>

#include "config/duration.hpp"

namespace outrigger::gui {

namespace {

constexpr std::array kIssues{
    ImportIssue::Malformed,
    ImportIssue::RunTimeNotPositive,
    ImportIssue::NoProcs,
    ImportIssue::NegativeSubmit,
    ImportIssue::ProcsAboveMachine,
    ImportIssue::WalltimeMissing,
    ImportIssue::RunTimeAboveWalltime,
    ImportIssue::AllocatedUnknown,
    ImportIssue::AllocatedDiffers,
    ImportIssue::WalltimeEstimated,
    ImportIssue::FractionRounded,
    ImportIssue::UnknownPartition,
};

QString where(const ImportTally& t) {
    if (t.examples.empty()) return {};
    const ImportExample& e = t.examples.front();
    return ImportSummary::tr("first at line %L1").arg(e.line) +
           (e.value.empty() ? QString() : QStringLiteral(" (%1)").arg(QString::fromStdString(e.value)));
}

}  // namespace

ImportSummary::ImportSummary(QWidget* parent)
    : QDialog(parent), headline_(new QLabel(this)), text_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("importSummary"));
    headline_->setObjectName(QStringLiteral("importHeadline"));
    text_->setObjectName(QStringLiteral("importSummaryText"));
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    headline_->setWordWrap(true);
    text_->setAccessibleName(tr("Import report"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(headline_);
    layout->addWidget(text_, 1);
    layout->addWidget(buttons);
    resize(680, 420);
}

void ImportSummary::set_report(const QString& name, const ImportReport& report) {
    setWindowTitle(tr("Imported %1").arg(name));
    headline_->setText(headline_of(report));
    text_->setPlainText(describe(report));
}

QString ImportSummary::headline_of(const ImportReport& r) {
    return tr("%L1 of %L2 job records imported, %L3 skipped.")
        .arg(r.imported)
        .arg(r.records_read)
        .arg(r.skipped);
}

QString ImportSummary::issue_text(ImportIssue issue) {
    switch (issue) {
        case ImportIssue::Malformed:
            return tr("malformed record (wrong number of fields, or a field that is not a number)");
        case ImportIssue::RunTimeNotPositive:
            return tr("run time of zero or less: nothing to replay");
        case ImportIssue::NoProcs:
            return tr("no processors requested or allocated");
        case ImportIssue::NegativeSubmit:
            return tr("submit time before the start of the log");
        case ImportIssue::ProcsAboveMachine:
            return tr("more processors than the machine has: could never run");
        case ImportIssue::WalltimeMissing:
            return tr("no requested time, and no estimate rule");
        case ImportIssue::RunTimeAboveWalltime:
            return tr("ran longer than its requested time: stopped at its limit");
        case ImportIssue::AllocatedUnknown:
            return tr("allocated processors unknown: the request is used");
        case ImportIssue::AllocatedDiffers:
            return tr("allocated and requested processors differ: the request is used");
        case ImportIssue::WalltimeEstimated:
            return tr("no requested time: the estimate rule gave the limit");
        case ImportIssue::FractionRounded:
            return tr("a field with a fraction: rounded to a whole number");
        case ImportIssue::UnknownPartition:
            return tr("a partition the cluster lacks: any partition is used");
    }
    return {};
}

QString ImportSummary::estimate_text(const WalltimeEstimate& e) {
    switch (e.kind) {
        case WalltimeEstimate::Kind::None:
            return tr("none: jobs without a requested time are skipped");
        case WalltimeEstimate::Kind::RunTime:
            return tr("each job's own run time (a perfect estimate)");
        case WalltimeEstimate::Kind::Fixed:
            return tr("a fixed limit of %1 for every such job")
                .arg(QString::fromStdString(format_duration(e.fixed)));
    }
    return {};
}

// One sentence per rule: the rule's own words ("none: jobs without ... are skipped") do not fit
// inside a sentence that says what would happen to such a job.
QString ImportSummary::unneeded_estimate_text(const WalltimeEstimate& e) {
    switch (e.kind) {
        case WalltimeEstimate::Kind::None:
            return tr(
                "Walltime estimates: none needed, every imported job states its requested time (a job "
                "without one would be skipped).");
        case WalltimeEstimate::Kind::RunTime:
            return tr(
                "Walltime estimates: none needed, every imported job states its requested time (a job "
                "without one would get its own run time as its limit).");
        case WalltimeEstimate::Kind::Fixed:
            return tr("Walltime estimates: none needed, every imported job states its requested time (a job "
                      "without one would get a fixed limit of %1).")
                .arg(QString::fromStdString(format_duration(e.fixed)));
    }
    return {};
}

QString ImportSummary::describe(const ImportReport& r) {
    QStringList out;
    if (r.error) return tr("The log could not be read: %1").arg(QString::fromStdString(*r.error));
    out << tr("Job records read: %L1, from %2.").arg(r.records_read).arg(QString::fromStdString(r.source));
    if (r.passed_over > 0) out << tr("Passed over unexamined (the first records): %L1.").arg(r.passed_over);
    out << tr("Jobs imported: %L1.").arg(r.imported);
    if (r.stopped_at_count)
        out << tr("The rest of the file was not read: the chosen number of jobs was reached.");

    QStringList skipped;
    QStringList adjusted;
    for (const ImportIssue issue : kIssues) {
        const ImportTally& t = r.tally(issue);
        if (t.records == 0) continue;
        QString line = QStringLiteral("  - %1: %L2").arg(issue_text(issue)).arg(t.records);
        if (const QString at = where(t); !at.isEmpty()) line += QStringLiteral(", ") + at;
        (is_skip(issue) ? skipped : adjusted) << line;
    }
    if (r.skipped == 0) {
        out << tr("Records skipped: none.");
    } else {
        out << tr("Records skipped: %L1, because of:").arg(r.skipped);
        out << skipped;
    }
    if (!adjusted.isEmpty()) {
        out << tr("Imported with an adjustment:");
        out << adjusted;
    }
    if (r.machine_procs)
        out << tr("The machine: %L1 processors (from %2); larger jobs are skipped.")
                   .arg(*r.machine_procs)
                   .arg(QString::fromStdString(r.machine_procs_from));

    if (const std::int64_t estimated = r.tally(ImportIssue::WalltimeEstimated).records; estimated == 0)
        out << unneeded_estimate_text(r.estimate);
    else
        out << tr("Walltime estimates: %L1 of the imported jobs had no requested time and got one by the "
                  "rule: %2.")
                   .arg(estimated)
                   .arg(estimate_text(r.estimate));
    if (r.memory_requests == 0)
        out << tr("Memory rule: no job requests memory.");
    else if (r.memory_constrains)
        out << tr("Memory rule: jobs that request memory: %L1; the nodes state theirs, so the requests "
                  "constrain placement.")
                   .arg(r.memory_requests);
    else
        out << tr("Memory rule: jobs that request memory: %L1, but the machine states no node memory: the "
                  "requests are left out and do not constrain placement.")
                   .arg(r.memory_requests);
    if (!r.header_problems.empty())
        out << tr("Header lines with a value that is not a number: %L1 (first at line %L2).")
                   .arg(static_cast<qint64>(r.header_problems.size()))
                   .arg(r.header_problems.front().line);
    return out.join(QLatin1Char('\n'));
}

}  // namespace outrigger::gui
