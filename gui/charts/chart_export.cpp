#include "gui/charts/chart_export.hpp"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QTextStream>
#include <QWidget>

#include "gui/charts/chart_spec.hpp"
#include "gui/charts/chart_view.hpp"

namespace outrigger::gui::charts {

namespace {

// The exports' words, in one translation context.
class ChartExportText {
    Q_DECLARE_TR_FUNCTIONS(ChartExportText)
};

QString write_text(const QString& path, const QString& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return ChartExportText::tr("Cannot write %1: %2").arg(path, file.errorString());
    file.write(text.toUtf8());
    if (!file.commit()) return ChartExportText::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString number(double v) {
    return QString::number(v, 'g', 15);
}

void csv_rows(const QAbstractItemModel& model, const QModelIndex& parent, const QString& path, QString& out) {
    for (int r = 0; r < model.rowCount(parent); ++r) {
        QStringList cells;
        QString first;
        for (int c = 0; c < model.columnCount(parent); ++c) {
            QString cell = model.index(r, c, parent).data(Qt::DisplayRole).toString();
            if (c == 0) {
                first = path.isEmpty() ? cell : path + QLatin1Char('/') + cell;
                cell = first;
            }
            cells << csv_field(cell);
        }
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
        const QModelIndex child = model.index(r, 0, parent);
        if (model.hasChildren(child)) csv_rows(model, child, first, out);
    }
}

void html_rows(const QAbstractItemModel& model, const QModelIndex& parent, int depth, QString& out) {
    for (int r = 0; r < model.rowCount(parent); ++r) {
        out += QStringLiteral("<tr>");
        for (int c = 0; c < model.columnCount(parent); ++c) {
            const QString cell = model.index(r, c, parent).data(Qt::DisplayRole).toString().toHtmlEscaped();
            const QString indent = c == 0 ? QString(depth * 4, QChar(0xa0)) : QString();
            out += QStringLiteral("<td>") + indent + cell + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
        const QModelIndex child = model.index(r, 0, parent);
        if (model.hasChildren(child)) html_rows(model, child, depth + 1, out);
    }
}

}  // namespace

QString ExportCaption::text() const {
    return ChartExportText::tr("Source: %1 · Configuration: %2 · Exported: %3")
        .arg(source, config, QLocale().toString(date, QLocale::LongFormat));
}

QString csv_field(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString export_png(QWidget& widget, const QString& path) {
    if (!widget.grab().save(path, "PNG"))
        return ChartExportText::tr("Cannot write %1 as a PNG image").arg(path);
    return {};
}

QString export_chart_pdf(ChartView& chart, const QString& path, const ExportCaption& caption) {
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setTitle(caption.title);
    pdf.setCreator(QStringLiteral("Outrigger"));
    QPainter painter;
    if (!painter.begin(&pdf)) return ChartExportText::tr("Cannot write %1 as a PDF document").arg(path);
    const QRectF page(0, 0, pdf.width(), pdf.height());
    QFont font = painter.font();
    font.setPointSizeF(14);
    painter.setFont(font);
    const double line = painter.fontMetrics().height();
    painter.drawText(QRectF(0, 0, page.width(), line * 1.5), Qt::AlignLeft | Qt::AlignVCenter, caption.title);
    font.setPointSizeF(9);
    painter.setFont(font);
    const double small = painter.fontMetrics().height();
    painter.drawText(QRectF(0, page.height() - small * 2.5, page.width(), small * 2.5),
                     Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, caption.text());
    // The chart keeps its on-screen proportions inside the space left.
    const QRectF space(0, line * 2, page.width(), page.height() - line * 2 - small * 3);
    const QSizeF size = QSizeF(chart.size()).scaled(space.size(), Qt::KeepAspectRatio);
    chart.render_to(painter, QRectF(space.topLeft(), size));
    painter.end();
    return {};
}

QString export_chart_csv(const ChartSpec& spec, const QString& path) {
    QString out = QStringLiteral("series,x,y\n");
    for (const ChartSeries& s : spec.series)
        for (const ChartPoint& p : s.points) {
            const auto i = static_cast<qsizetype>(p.x);
            const bool categories = s.style == SeriesStyle::Bars || s.style == SeriesStyle::StackedBars;
            const QString x =
                categories && i >= 0 && i < spec.x.categories.size() ? spec.x.categories[i] : number(p.x);
            out += csv_field(s.name) + QLatin1Char(',') + csv_field(x) + QLatin1Char(',') + number(p.y) +
                   QLatin1Char('\n');
        }
    if (!spec.bands.empty()) {
        out += QStringLiteral("band,low,high\n");
        for (const ChartBand& b : spec.bands)
            out += csv_field(b.name) + QLatin1Char(',') + number(b.low) + QLatin1Char(',') + number(b.high) +
                   QLatin1Char('\n');
    }
    return write_text(path, out);
}

QString export_table_csv(const QAbstractItemModel& model, const QString& path) {
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << csv_field(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    csv_rows(model, QModelIndex(), QString(), out);
    return write_text(path, out);
}

QString export_table_pdf(const QAbstractItemModel& model, const QString& path, const ExportCaption& caption) {
    QString html = QStringLiteral("<h2>") + caption.title.toHtmlEscaped() + QStringLiteral("</h2>\n<p>") +
                   caption.text().toHtmlEscaped() +
                   QStringLiteral("</p>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
    for (int c = 0; c < model.columnCount(); ++c)
        html += QStringLiteral("<th>") +
                model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString().toHtmlEscaped() +
                QStringLiteral("</th>");
    html += QStringLiteral("</tr>\n");
    html_rows(model, QModelIndex(), 0, html);
    html += QStringLiteral("</table>");
    QPdfWriter pdf(path);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setTitle(caption.title);
    pdf.setCreator(QStringLiteral("Outrigger"));
    QTextDocument doc;
    doc.setHtml(html);
    doc.print(&pdf);
    if (!QFile::exists(path)) return ChartExportText::tr("Cannot write %1 as a PDF document").arg(path);
    return {};
}

}  // namespace outrigger::gui::charts
