#pragma once

// The What-if comparison for stakeholders, in one go: a PDF report, a PNG of each chart and a
// CSV of every number, side by side ("report.pdf", "report_wait_cdf.png", ..., "report.csv").
// The PDF (A4, text that can be searched and copied) holds the title, the question in the user's
// words, what was replayed, the config diff, the metric table, the per-credential tables, the
// charts with what they show, the SHA-256 digests of the workload and of both configurations,
// the date, and the definition of every metric. The CSV is the core's (write_whatif_csv): the
// numbers `orsim compare --csv` writes for the same comparison.

#include <QDateTime>
#include <QImage>
#include <QString>
#include <QStringList>
#include <vector>

#include "gui/charts/chart_spec.hpp"
#include "session/whatif_comparison.hpp"

namespace outrigger::gui::whatif {

struct ReportChart {
    QString stem;  // file name part: "wait_cdf"
    charts::ChartSpec spec;
};

struct ReportContent {
    QString title;
    QString question;  // the user's words; may be empty
    WhatIfComparison comparison;
    std::vector<ReportChart> charts;
    QDateTime date;
};

struct ReportFiles {
    QString error;  // empty on success; else what went wrong, naming the file
    QString pdf;
    QString csv;
    QStringList pngs;
};

// The charts of a comparison as the report draws them: the CDF, utilization and queue length,
// and the per-credential bars of `kind`.
[[nodiscard]] std::vector<ReportChart> report_charts(const WhatIfComparison& c, CredKind kind);

// Draws `spec` at `size` pixels, as the workbench's chart view shows it.
[[nodiscard]] QImage chart_image(const charts::ChartSpec& spec, QSize size);

// Writes the PDF at `pdf_path` and the PNGs and CSV beside it (its name without ".pdf", then
// "_<stem>.png" and ".csv").
[[nodiscard]] ReportFiles write_report(const ReportContent& content, const QString& pdf_path);

// The report's HTML (what the PDF prints), with the charts as images named "chart:<stem>".
[[nodiscard]] QString report_html(const ReportContent& content);

}  // namespace outrigger::gui::whatif
