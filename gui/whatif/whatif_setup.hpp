#pragma once

// The What-if panel's choices, as a form: what to replay and under which two configurations.
//   Workload    the demo's generated workload (optionally several seeds, shown as a spread), or
//               an SWF log with its estimate rule for records without a requested time and a
//               slice (skip the first N records, then keep M jobs);
//   A           the open configuration as last opened or saved, or any maui.cfg file;
//   B           an edited copy (its text right here; the Configuration and Priority panels send
//               theirs with "Send to What-if B"), or any maui.cfg file.
// requests() turns the form into the two sides' requests (session/whatif_side.hpp), or says
// which field is wrong and why.

#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <optional>
#include <string>

#include "session/whatif_side.hpp"

class QButtonGroup;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace outrigger::gui::whatif {

// A configuration's text and the name the comparison gives it.
struct ConfigSource {
    QString name;
    std::string text;
};

struct SetupRequests {
    std::optional<WhatIfSideRequest> a;
    std::optional<WhatIfSideRequest> b;
    QStringList errors;  // why there are none: each names the field
};

class WhatIfSetup final : public QWidget {
    Q_OBJECT
  public:
    using ConfigProvider = std::function<ConfigSource()>;
    // The machine the session runs on: NODECFG text and its name; none for the default (the demo's
    // cluster for the demo workload, the log's header for an SWF).
    using ClusterProvider = std::function<std::optional<std::pair<std::string, std::string>>()>;
    // Asked for a file to open: the parent, the dialog's title and filter; empty cancels.
    using FileChooser = std::function<QString(QWidget* parent, const QString& title, const QString& filter)>;

    explicit WhatIfSetup(QWidget* parent = nullptr);

    void set_open_config(ConfigProvider provider) { open_config_ = std::move(provider); }
    void set_cluster(ClusterProvider provider) { cluster_ = std::move(provider); }
    void set_file_chooser(FileChooser chooser) { chooser_ = std::move(chooser); }

    // The demo's generated workload with `seeds` replicas (1: the demo's own seed alone).
    void choose_demo(int seeds = 1);
    // An SWF log, its estimate rule ("none", "runtime" or a duration) and slice (count 0: all).
    void choose_swf(const QString& path, const QString& estimate = QStringLiteral("none"), int first = 0,
                    int count = 0);
    // A is the open configuration (true) or the file at `path`.
    void choose_a_open();
    void choose_a_file(const QString& path);
    // B is an edited copy with this text (the panels' "Send to What-if B"), or the file at `path`.
    void set_b_text(const QString& text, const QString& name = {});
    void choose_b_file(const QString& path);
    // B becomes a copy of A as it is now.
    void copy_a_into_b();
    [[nodiscard]] QString b_text() const;

    // The two sides' requests, or the errors of the form.
    [[nodiscard]] SetupRequests requests() const;

    [[nodiscard]] QPlainTextEdit* b_editor() const { return b_text_; }
    [[nodiscard]] QSpinBox* seeds_box() const { return seeds_; }
    [[nodiscard]] QLineEdit* swf_path_box() const { return swf_path_; }

  signals:
    void changed();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void update_enabled();

    ConfigProvider open_config_;
    ClusterProvider cluster_;
    FileChooser chooser_;
    QString b_name_;

    QGroupBox* workload_box_;
    QRadioButton* demo_;
    QRadioButton* swf_;
    QLabel* seeds_label_;
    QSpinBox* seeds_;
    QLabel* swf_label_;
    QLineEdit* swf_path_;
    QPushButton* swf_browse_;
    QLabel* estimate_label_;
    QComboBox* estimate_;
    QLineEdit* fixed_;
    QLabel* first_label_;
    QSpinBox* first_;
    QLabel* count_label_;
    QSpinBox* count_;

    QGroupBox* a_box_;
    QComboBox* a_kind_;
    QLineEdit* a_path_;
    QPushButton* a_browse_;
    QGroupBox* b_box_;
    QComboBox* b_kind_;
    QLineEdit* b_path_;
    QPushButton* b_browse_;
    QPushButton* copy_a_;
    QPlainTextEdit* b_text_;
};

}  // namespace outrigger::gui::whatif
