#include "gui/whatif/whatif_report.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>
#include <sstream>

#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/whatif/credential_model.hpp"
#include "gui/whatif/diff_model.hpp"
#include "gui/whatif/metric_model.hpp"
#include "gui/whatif/metric_texts.hpp"
#include "gui/whatif/whatif_charts.hpp"

namespace outrigger::gui::whatif {

namespace {

// The report's words, in one translation context.
class WhatIfReportText {
    Q_DECLARE_TR_FUNCTIONS(WhatIfReportText)
};

constexpr QSize kChartSize(960, 540);

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

QString esc(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

// A table of a model's display texts, headers first.
QString table_html(const QAbstractItemModel& model) {
    QString out =
        QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr>");
    for (int c = 0; c < model.columnCount(); ++c)
        out += QStringLiteral("<th>") + esc(model.headerData(c, Qt::Horizontal).toString()) +
               QStringLiteral("</th>");
    out += QStringLiteral("</tr>\n");
    for (int r = 0; r < model.rowCount(); ++r) {
        out += QStringLiteral("<tr>");
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex i = model.index(r, c);
            const bool right = (model.data(i, Qt::TextAlignmentRole).toInt() & Qt::AlignRight) != 0;
            out += (right ? QStringLiteral("<td align=\"right\">") : QStringLiteral("<td>")) +
                   esc(model.data(i).toString()) + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</table>\n");
}

QString chart_url(const QString& stem) {
    return QStringLiteral("chart:") + stem;
}

QString write_bytes(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return WhatIfReportText::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

}  // namespace

std::vector<ReportChart> report_charts(const WhatIfComparison& c, CredKind kind) {
    return {ReportChart{QStringLiteral("wait_cdf"), wait_cdf(c)},
            ReportChart{QStringLiteral("utilization"), utilization_chart(c)},
            ReportChart{QStringLiteral("queue_length"), queue_chart(c)},
            ReportChart{QStringLiteral("wait_change"), wait_delta_bars(c, kind)},
            ReportChart{QStringLiteral("delivered_change"), delivered_delta_bars(c, kind)}};
}

QImage chart_image(const charts::ChartSpec& spec, QSize size) {
    charts::ChartModel model;
    model.set_spec(spec);
    charts::ChartView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    view.set_model(&model);
    view.show();  // lays the chart out at its size
    view.refresh();
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    view.render_to(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    return image;
}

QString report_html(const ReportContent& content) {
    const WhatIfComparison& c = content.comparison;
    const QLocale locale;
    QString html = QStringLiteral("<html><body>\n<h1>") + esc(content.title) + QStringLiteral("</h1>\n");
    if (!content.question.trimmed().isEmpty())
        html += QStringLiteral("<p><b>") + esc(WhatIfReportText::tr("The question:")) +
                QStringLiteral("</b> ") + esc(content.question.trimmed()) + QStringLiteral("</p>\n");
    html += QStringLiteral("<p>") +
            esc(WhatIfReportText::tr("Workload: %1").arg(QString::fromStdString(c.workload_label))) +
            QStringLiteral("<br>") + esc(QString::fromStdString(c.description)) + QStringLiteral("<br>") +
            esc(WhatIfReportText::tr("Configuration A: %1").arg(QString::fromStdString(c.config_a_name))) +
            QStringLiteral("<br>") +
            esc(WhatIfReportText::tr("Configuration B: %1").arg(QString::fromStdString(c.config_b_name))) +
            QStringLiteral("<br>") +
            esc(WhatIfReportText::tr("Made on %1").arg(locale.toString(content.date, QLocale::LongFormat))) +
            QStringLiteral("</p>\n");
    for (const std::string& note : c.notes)
        html += QStringLiteral("<p><i>") + esc(note) + QStringLiteral("</i></p>\n");

    html += QStringLiteral("<h2>") + esc(WhatIfReportText::tr("What differs between A and B")) +
            QStringLiteral("</h2>\n");
    if (c.config_diff.empty()) {
        html += QStringLiteral("<p>") +
                esc(WhatIfReportText::tr("The two configurations set every parameter alike.")) +
                QStringLiteral("</p>\n");
    } else {
        DiffModel diff;
        diff.set_differences(c.config_diff);
        html += table_html(diff);
    }

    html += QStringLiteral("<h2>") + esc(WhatIfReportText::tr("Metrics")) + QStringLiteral("</h2>\n");
    MetricModel metrics;
    metrics.set_comparison(c);
    html += table_html(metrics);
    if (c.seeds.size() > 1)
        html += QStringLiteral("<p>") +
                esc(WhatIfReportText::tr("A and B are medians over %n seed(s) of the demo workload.", nullptr,
                                         static_cast<int>(c.seeds.size()))) +
                QStringLiteral("</p>\n");

    for (const CredKind kind : kAllCredKinds) {
        CredentialModel rows;
        rows.set_rows(c, kind);
        if (rows.rowCount() == 0) continue;
        html += QStringLiteral("<h2>") +
                esc(WhatIfReportText::tr("Per credential: %1").arg(kinds_text(kind))) +
                QStringLiteral("</h2>\n") + table_html(rows);
    }

    html += QStringLiteral("<h2>") + esc(WhatIfReportText::tr("Charts")) + QStringLiteral("</h2>\n");
    // Two charts a row, each with its title and what it shows beneath it: an image and its words
    // stay on one page.
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"6\" width=\"100%\">");
    for (std::size_t i = 0; i < content.charts.size(); ++i) {
        const ReportChart& chart = content.charts[i];
        if (i % 2 == 0) html += QStringLiteral("<tr>");
        html += QStringLiteral("<td width=\"50%\" valign=\"top\"><img src=\"") + chart_url(chart.stem) +
                QStringLiteral("\" width=\"460\"><br><b>") + esc(chart.spec.title) +
                QStringLiteral("</b><br><i>") + esc(chart.spec.description) + QStringLiteral("</i></td>");
        if (i % 2 == 1 || i + 1 == content.charts.size()) html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n");

    html += QStringLiteral("<h2>") + esc(WhatIfReportText::tr("Inputs")) + QStringLiteral("</h2>\n<p>");
    QStringList workloads;
    for (const std::string& d : c.workload_sha256) workloads << QString::fromStdString(d);
    html += esc(WhatIfReportText::tr("Workload %1: %2")
                    .arg(QString::fromStdString(c.digest_algorithm), workloads.join(QStringLiteral(", ")))) +
            QStringLiteral("<br>");
    if (!c.seeds.empty()) {
        QStringList seeds;
        for (const std::uint64_t s : c.seeds) seeds << QString::number(s);
        html += esc(WhatIfReportText::tr("Seeds: %1").arg(seeds.join(QStringLiteral(", ")))) +
                QStringLiteral("<br>");
    }
    html += esc(WhatIfReportText::tr("Configuration A (%1) %2: %3")
                    .arg(QString::fromStdString(c.config_a_name), QString::fromStdString(c.digest_algorithm),
                         QString::fromStdString(c.config_a_sha256))) +
            QStringLiteral("<br>") +
            esc(WhatIfReportText::tr("Configuration B (%1) %2: %3")
                    .arg(QString::fromStdString(c.config_b_name), QString::fromStdString(c.digest_algorithm),
                         QString::fromStdString(c.config_b_sha256))) +
            QStringLiteral("</p>\n");

    html += QStringLiteral("<h2>") + esc(WhatIfReportText::tr("Definitions")) + QStringLiteral("</h2>\n<p>");
    for (const WhatIfMetricRow& row : c.metrics)
        html += QStringLiteral("<b>") + esc(metric_label(row, c.bsld_tau_s)) + QStringLiteral("</b>: ") +
                esc(metric_definition(row, c.bsld_tau_s)) + QStringLiteral(" ") +
                esc(direction_text(row.better)) + QStringLiteral(".<br>\n");
    html += esc(WhatIfReportText::tr(
                "Change is B minus A; change % is that as a percentage of A. Better names the configuration "
                "that does better on the metric in the direction stated.")) +
            QStringLiteral("</p>\n</body></html>\n");
    return html;
}

ReportFiles write_report(const ReportContent& content, const QString& pdf_path) {
    ReportFiles files;
    QString base = pdf_path;
    if (base.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) base.chop(4);
    files.pdf = base + QStringLiteral(".pdf");
    files.csv = base + QStringLiteral(".csv");

    QTextDocument doc;
    for (const ReportChart& chart : content.charts) {
        const QImage image = chart_image(chart.spec, kChartSize);
        const QString png = base + QLatin1Char('_') + chart.stem + QStringLiteral(".png");
        if (!image.save(png, "PNG")) {
            files.error = WhatIfReportText::tr("Cannot write %1 as a PNG image").arg(png);
            return files;
        }
        files.pngs << png;
        doc.addResource(QTextDocument::ImageResource, QUrl(chart_url(chart.stem)), image);
    }

    std::ostringstream csv;
    write_whatif_csv(csv, content.comparison);
    if (QString error = write_bytes(files.csv, QByteArray::fromStdString(csv.str())); !error.isEmpty()) {
        files.error = error;
        return files;
    }

    {
        QPdfWriter pdf(files.pdf);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        // Landscape: the per-credential tables have ten columns.
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        pdf.setTitle(content.title);
        pdf.setCreator(QStringLiteral("Outrigger"));
        // Letter spacing, however small, turns ligatures off: "fi" stays two letters that a reader
        // can search for and copy out of the PDF.
        QFont font = doc.defaultFont();
        font.setPointSizeF(10);
        font.setLetterSpacing(QFont::AbsoluteSpacing, 0.1);
        doc.setDefaultFont(font);
        doc.setHtml(report_html(content));
        doc.print(&pdf);
    }
    if (!QFileInfo(files.pdf).isFile() || QFileInfo(files.pdf).size() == 0)
        files.error = WhatIfReportText::tr("Cannot write %1 as a PDF document").arg(files.pdf);
    return files;
}

}  // namespace outrigger::gui::whatif
