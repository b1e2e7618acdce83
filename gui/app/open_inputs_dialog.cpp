#include "gui/app/open_inputs_dialog.hpp"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace outrigger::gui {

namespace {

// A group of two choices, the second with a path and a Browse button.
QGroupBox* choice_group(QWidget* parent, const QString& title, QRadioButton* first, QRadioButton* second,
                        QLineEdit* path, const QString& filter) {
    auto* box = new QGroupBox(title, parent);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(first);
    auto* row = new QHBoxLayout;
    row->addWidget(second);
    row->addWidget(path, 1);
    auto* browse = new QPushButton(OpenInputsDialog::tr("Browse..."), box);
    row->addWidget(browse);
    layout->addLayout(row);
    auto* group = new QButtonGroup(box);
    group->addButton(first);
    group->addButton(second);
    QObject::connect(browse, &QPushButton::clicked, box, [box, second, path, filter] {
        const QString chosen =
            QFileDialog::getOpenFileName(box, box->title(), QFileInfo(path->text()).path(), filter);
        if (chosen.isEmpty()) return;
        path->setText(chosen);
        second->setChecked(true);
    });
    QObject::connect(path, &QLineEdit::textEdited, second, [second] { second->setChecked(true); });
    return box;
}

}  // namespace

OpenInputsDialog::OpenInputsDialog(const InputsChoice& current, QWidget* parent)
    : QDialog(parent),
      open_config_(new QRadioButton(tr("The configuration open now"), this)),
      own_config_(new QRadioButton(tr("A maui.cfg:"), this)),
      config_path_(new QLineEdit(current.config, this)),
      demo_cluster_(new QRadioButton(tr("The demo's cluster (64 nodes in two partitions)"), this)),
      own_cluster_(new QRadioButton(tr("A cluster file (NODECFG lines):"), this)),
      cluster_path_(new QLineEdit(current.cluster, this)),
      demo_workload_(new QRadioButton(tr("The demo's workload (generated; sized to the cluster)"), this)),
      own_workload_(new QRadioButton(tr("A workload log (SWF):"), this)),
      workload_path_(new QLineEdit(current.workload, this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("openInputs"));
    setWindowTitle(tr("Open Inputs"));
    config_path_->setObjectName(QStringLiteral("inputsConfig"));
    cluster_path_->setObjectName(QStringLiteral("inputsCluster"));
    workload_path_->setObjectName(QStringLiteral("inputsWorkload"));
    (current.config.isEmpty() ? open_config_ : own_config_)->setChecked(true);
    (current.cluster.isEmpty() ? demo_cluster_ : own_cluster_)->setChecked(true);
    (current.workload.isEmpty() ? demo_workload_ : own_workload_)->setChecked(true);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Run"));
    problem_->setWordWrap(true);

    auto* intro = new QLabel(tr("Choose what to run. Each part left to the demo's is taken from it; "
                                "the inputs are checked against each other before the run starts."),
                             this);
    intro->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(choice_group(this, tr("Configuration"), open_config_, own_config_, config_path_,
                                   tr("Maui configuration (*.cfg);;All files (*)")));
    layout->addWidget(choice_group(this, tr("Cluster"), demo_cluster_, own_cluster_, cluster_path_,
                                   tr("Cluster file (*.cfg);;All files (*)")));
    layout->addWidget(choice_group(this, tr("Workload"), demo_workload_, own_workload_, workload_path_,
                                   tr("Standard Workload Format (*.swf *.swf.gz);;All files (*)")));
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QRadioButton* b :
         {open_config_, own_config_, demo_cluster_, own_cluster_, demo_workload_, own_workload_})
        connect(b, &QRadioButton::toggled, this, &OpenInputsDialog::update_state);
    for (QLineEdit* e : {config_path_, cluster_path_, workload_path_})
        connect(e, &QLineEdit::textChanged, this, &OpenInputsDialog::update_state);
    update_state();
    resize(640, sizeHint().height());
}

InputsChoice OpenInputsDialog::choice() const {
    InputsChoice c;
    if (own_config_->isChecked()) c.config = config_path_->text().trimmed();
    if (own_cluster_->isChecked()) c.cluster = cluster_path_->text().trimmed();
    if (own_workload_->isChecked()) c.workload = workload_path_->text().trimmed();
    return c;
}

QString OpenInputsDialog::problem() const {
    const auto missing = [](QRadioButton* own, QLineEdit* path, const QString& choose) -> QString {
        if (!own->isChecked()) return {};
        const QString p = path->text().trimmed();
        if (p.isEmpty()) return choose;
        if (!QFileInfo(p).isReadable()) return tr("%1 cannot be read.").arg(p);
        return {};
    };
    for (const QString& p : {missing(own_config_, config_path_, tr("Choose the configuration file.")),
                             missing(own_cluster_, cluster_path_, tr("Choose the cluster file.")),
                             missing(own_workload_, workload_path_, tr("Choose the workload file."))})
        if (!p.isEmpty()) return p;
    return {};
}

void OpenInputsDialog::update_state() {
    const QString p = problem();
    problem_->setText(p);
    problem_->setVisible(!p.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

}  // namespace outrigger::gui
