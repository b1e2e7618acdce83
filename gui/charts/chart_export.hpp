#pragma once

// Every chart and table of the workbench as a file: PNG (what is on screen), PDF (vectors where Qt
// allows, under a caption that names the source, the configuration and the date) and CSV (every
// number shown, from the model or the spec rather than the pixels). Each function returns an
// empty string on success and otherwise what went wrong, naming the file.

#include <QDateTime>
#include <QString>

class QAbstractItemModel;
class QWidget;

namespace outrigger::gui::charts {

class ChartView;
struct ChartSpec;

// What a PDF says under its title: where the numbers come from, under which configuration, when.
struct ExportCaption {
    QString title;
    QString source;  // "demo replay at 2024-03-02 06:00", "outriggerd on /run/outrigger.sock"
    QString config;  // the configuration file, or "demo configuration"
    QDateTime date;  // when the export was made
    // "Source: ... · Configuration: ... · Exported: ..." (translated).
    [[nodiscard]] QString text() const;
};

[[nodiscard]] QString export_png(QWidget& widget, const QString& path);
[[nodiscard]] QString export_chart_pdf(ChartView& chart, const QString& path, const ExportCaption& caption);
// series,x,y rows (bars: their category as x), then band,low,high rows.
[[nodiscard]] QString export_chart_csv(const ChartSpec& spec, const QString& path);
// The header row, then every row (a tree's children after their parent, the first column
// prefixed with the path of its parents) with the text each cell shows.
[[nodiscard]] QString export_table_csv(const QAbstractItemModel& model, const QString& path);
// The same cells as a table in a PDF, under the caption.
[[nodiscard]] QString export_table_pdf(const QAbstractItemModel& model, const QString& path,
                                       const ExportCaption& caption);
// One CSV field: quoted when it holds a comma, a quote or a line break.
[[nodiscard]] QString csv_field(const QString& text);

}  // namespace outrigger::gui::charts
