#pragma once

// File > Open Inputs: one's own maui.cfg, cluster file (NODECFG lines) and workload (an SWF log)
// chosen in one dialog. Each may be left to the demo's: the configuration open now, the demo's
// 64-node cluster, the demo's generated workload (sized to one's own cluster when it is not the
// demo's). What is chosen runs at once (MainWindow::open_inputs).

#include <QDialog>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace outrigger::gui {

// Empty paths stand for the demo's part (for `config`: the configuration open now).
struct InputsChoice {
    QString config;
    QString cluster;
    QString workload;
};

class OpenInputsDialog final : public QDialog {
    Q_OBJECT
  public:
    explicit OpenInputsDialog(const InputsChoice& current, QWidget* parent = nullptr);

    [[nodiscard]] InputsChoice choice() const;
    // What is missing or unreadable in the choice, empty when it can run.
    [[nodiscard]] QString problem() const;

    [[nodiscard]] QLineEdit* config_path() const { return config_path_; }
    [[nodiscard]] QLineEdit* cluster_path() const { return cluster_path_; }
    [[nodiscard]] QLineEdit* workload_path() const { return workload_path_; }
    [[nodiscard]] QRadioButton* own_cluster() const { return own_cluster_; }
    [[nodiscard]] QRadioButton* own_workload() const { return own_workload_; }

  private:
    void update_state();

    QRadioButton* open_config_;
    QRadioButton* own_config_;
    QLineEdit* config_path_;
    QRadioButton* demo_cluster_;
    QRadioButton* own_cluster_;
    QLineEdit* cluster_path_;
    QRadioButton* demo_workload_;
    QRadioButton* own_workload_;
    QLineEdit* workload_path_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

}  // namespace outrigger::gui
