#pragma once

// "Export" beside a chart or a table: a menu of PNG image, PDF document and CSV numbers, each
// asking for a file name and writing it (chart_export.hpp). The PDF caption comes from the
// panel, which knows the source and the configuration.

#include <QToolButton>
#include <functional>

#include "gui/charts/chart_export.hpp"

class QAbstractItemView;

namespace outrigger::gui::charts {

class ChartView;

class ExportButton final : public QToolButton {
    Q_OBJECT
  public:
    enum class Format : std::uint8_t { Png, Pdf, Csv };
    using CaptionSource = std::function<ExportCaption()>;
    // Asked for the file to write: the parent, the dialog's filter and a suggested name; an empty
    // answer cancels. The default is a save dialog.
    using FileChooser =
        std::function<QString(QWidget* parent, const QString& filter, const QString& suggested)>;
    // Told what went wrong; the default is a message box.
    using ErrorNotice = std::function<void(QWidget* parent, const QString& error)>;

    ExportButton(ChartView* chart, CaptionSource caption, QWidget* parent = nullptr);
    ExportButton(QAbstractItemView* table, CaptionSource caption, QWidget* parent = nullptr);

    void set_file_chooser(FileChooser chooser) { chooser_ = std::move(chooser); }
    void set_error_notice(ErrorNotice notice) { notice_ = std::move(notice); }
    // Writes `path` in `format`; empty on success, else the error.
    QString export_to(Format format, const QString& path);
    // Asks for a file and writes it (the menu's actions).
    void export_as(Format format);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void build_menu();
    void retranslate();

    ChartView* chart_ = nullptr;
    QAbstractItemView* table_ = nullptr;
    CaptionSource caption_;
    FileChooser chooser_;
    ErrorNotice notice_;
    QAction* png_ = nullptr;
    QAction* pdf_ = nullptr;
    QAction* csv_ = nullptr;
};

}  // namespace outrigger::gui::charts
