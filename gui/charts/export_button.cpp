#include "gui/charts/export_button.hpp"

#include <QAbstractItemView>
#include <QEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>

#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"

namespace outrigger::gui::charts {

namespace {

QString choose_file(QWidget* parent, const QString& filter, const QString& suggested) {
    return QFileDialog::getSaveFileName(parent, QString(), suggested, filter);
}

void show_error(QWidget* parent, const QString& error) {
    QMessageBox::warning(parent, QString(), error);
}

QString file_stem(QString title) {
    title.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("_"));
    return title.isEmpty() ? QStringLiteral("export") : title.toLower();
}

}  // namespace

ExportButton::ExportButton(ChartView* chart, CaptionSource caption, QWidget* parent)
    : QToolButton(parent),
      chart_(chart),
      caption_(std::move(caption)),
      chooser_(choose_file),
      notice_(show_error) {
    build_menu();
}

ExportButton::ExportButton(QAbstractItemView* table, CaptionSource caption, QWidget* parent)
    : QToolButton(parent),
      table_(table),
      caption_(std::move(caption)),
      chooser_(choose_file),
      notice_(show_error) {
    build_menu();
}

void ExportButton::build_menu() {
    auto* menu = new QMenu(this);
    png_ = menu->addAction(QString(), this, [this] { export_as(Format::Png); });
    pdf_ = menu->addAction(QString(), this, [this] { export_as(Format::Pdf); });
    csv_ = menu->addAction(QString(), this, [this] { export_as(Format::Csv); });
    setMenu(menu);
    setPopupMode(QToolButton::InstantPopup);
    retranslate();
}

void ExportButton::retranslate() {
    setText(tr("Export"));
    setToolTip(tr("Save what is shown as a PNG image, a PDF document or the numbers as CSV"));
    png_->setText(tr("PNG Image…"));
    pdf_->setText(tr("PDF Document…"));
    csv_->setText(tr("CSV Numbers…"));
}

void ExportButton::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QToolButton::changeEvent(event);
}

QString ExportButton::export_to(Format format, const QString& path) {
    ExportCaption caption = caption_ ? caption_() : ExportCaption{};
    if (!caption.date.isValid()) caption.date = QDateTime::currentDateTime();
    QWidget* shown = chart_ != nullptr ? static_cast<QWidget*>(chart_) : static_cast<QWidget*>(table_);
    switch (format) {
        case Format::Png:
            return export_png(*shown, path);
        case Format::Pdf:
            if (chart_ != nullptr) return export_chart_pdf(*chart_, path, caption);
            return export_table_pdf(*table_->model(), path, caption);
        case Format::Csv:
            if (chart_ != nullptr) {
                const ChartSpec empty;
                return export_chart_csv(chart_->model() != nullptr ? chart_->model()->spec() : empty, path);
            }
            return export_table_csv(*table_->model(), path);
    }
    return {};
}

void ExportButton::export_as(Format format) {
    const ExportCaption caption = caption_ ? caption_() : ExportCaption{};
    const QString stem = file_stem(caption.title);
    QString filter;
    QString suggested;
    switch (format) {
        case Format::Png:
            filter = tr("PNG images (*.png)");
            suggested = stem + QStringLiteral(".png");
            break;
        case Format::Pdf:
            filter = tr("PDF documents (*.pdf)");
            suggested = stem + QStringLiteral(".pdf");
            break;
        case Format::Csv:
            filter = tr("CSV files (*.csv)");
            suggested = stem + QStringLiteral(".csv");
            break;
    }
    const QString path = chooser_(this, filter, suggested);
    if (path.isEmpty()) return;
    if (const QString error = export_to(format, path); !error.isEmpty()) notice_(this, error);
}

}  // namespace outrigger::gui::charts
