#include "gui/whatif/whatif_setup.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace outrigger::gui::whatif {

namespace {

constexpr int kMostSeeds = 20;

enum EstimateChoice { EstimateNone, EstimateRunTime, EstimateFixed };
enum ConfigChoice { ConfigOpen, ConfigFile };

QString open_file(QWidget* parent, const QString& title, const QString& filter) {
    return QFileDialog::getOpenFileName(parent, title, QString(), filter);
}

// A config file's text, or why it cannot be read.
std::pair<std::optional<std::string>, QString> read_config(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, WhatIfSetup::tr("Cannot read %1: %2").arg(path, file.errorString())};
    return {file.readAll().toStdString(), QString()};
}

}  // namespace

WhatIfSetup::WhatIfSetup(QWidget* parent)
    : QWidget(parent),
      chooser_(open_file),
      workload_box_(new QGroupBox(this)),
      demo_(new QRadioButton(this)),
      swf_(new QRadioButton(this)),
      seeds_label_(new QLabel(this)),
      seeds_(new QSpinBox(this)),
      swf_label_(new QLabel(this)),
      swf_path_(new QLineEdit(this)),
      swf_browse_(new QPushButton(this)),
      estimate_label_(new QLabel(this)),
      estimate_(new QComboBox(this)),
      fixed_(new QLineEdit(this)),
      first_label_(new QLabel(this)),
      first_(new QSpinBox(this)),
      count_label_(new QLabel(this)),
      count_(new QSpinBox(this)),
      a_box_(new QGroupBox(this)),
      a_kind_(new QComboBox(this)),
      a_path_(new QLineEdit(this)),
      a_browse_(new QPushButton(this)),
      b_box_(new QGroupBox(this)),
      b_kind_(new QComboBox(this)),
      b_path_(new QLineEdit(this)),
      b_browse_(new QPushButton(this)),
      copy_a_(new QPushButton(this)),
      b_text_(new QPlainTextEdit(this)) {
    demo_->setObjectName(QStringLiteral("whatifDemo"));
    swf_->setObjectName(QStringLiteral("whatifSwf"));
    seeds_->setObjectName(QStringLiteral("whatifSeeds"));
    swf_path_->setObjectName(QStringLiteral("whatifSwfPath"));
    estimate_->setObjectName(QStringLiteral("whatifEstimate"));
    fixed_->setObjectName(QStringLiteral("whatifFixedEstimate"));
    first_->setObjectName(QStringLiteral("whatifFirst"));
    count_->setObjectName(QStringLiteral("whatifCount"));
    a_kind_->setObjectName(QStringLiteral("whatifAKind"));
    a_path_->setObjectName(QStringLiteral("whatifAPath"));
    b_kind_->setObjectName(QStringLiteral("whatifBKind"));
    b_path_->setObjectName(QStringLiteral("whatifBPath"));
    b_text_->setObjectName(QStringLiteral("whatifBText"));
    copy_a_->setObjectName(QStringLiteral("whatifCopyA"));

    auto* group = new QButtonGroup(this);
    group->addButton(demo_);
    group->addButton(swf_);
    demo_->setChecked(true);
    seeds_->setRange(1, kMostSeeds);
    first_->setRange(0, 1 << 30);
    count_->setRange(0, 1 << 30);
    fixed_->setText(QStringLiteral("01:00:00"));
    for (int i = 0; i < 3; ++i) estimate_->addItem(QString());
    for (QComboBox* kind : {a_kind_, b_kind_})
        for (int i = 0; i < 2; ++i) kind->addItem(QString());
    // Long choices ("The open configuration as last opened or saved") must not widen the form
    // beyond its pane: the box shrinks, its list shows them whole.
    for (QComboBox* box : {estimate_, a_kind_, b_kind_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
    }
    fixed_->setFixedWidth(fixed_->fontMetrics().horizontalAdvance(QStringLiteral("00:00:00:00")) + 20);
    b_text_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    b_text_->setLineWrapMode(QPlainTextEdit::NoWrap);
    b_text_->setTabChangesFocus(true);  // Tab leaves the editor: the form stays keyboard reachable

    auto* workload = new QFormLayout(workload_box_);
    workload->addRow(demo_);
    seeds_label_->setBuddy(seeds_);
    workload->addRow(seeds_label_, seeds_);
    workload->addRow(swf_);
    auto* swf_row = new QHBoxLayout;
    swf_row->addWidget(swf_path_, 1);
    swf_row->addWidget(swf_browse_);
    swf_label_->setBuddy(swf_path_);
    workload->addRow(swf_label_, swf_row);
    auto* estimate_row = new QHBoxLayout;
    estimate_row->addWidget(estimate_, 1);
    estimate_row->addWidget(fixed_);
    estimate_label_->setBuddy(estimate_);
    workload->addRow(estimate_label_, estimate_row);
    first_label_->setBuddy(first_);
    workload->addRow(first_label_, first_);
    count_label_->setBuddy(count_);
    workload->addRow(count_label_, count_);

    auto* a_layout = new QVBoxLayout(a_box_);
    a_layout->addWidget(a_kind_);
    auto* a_row = new QHBoxLayout;
    a_row->addWidget(a_path_, 1);
    a_row->addWidget(a_browse_);
    a_layout->addLayout(a_row);

    auto* b_layout = new QVBoxLayout(b_box_);
    b_layout->addWidget(b_kind_);
    auto* b_row = new QHBoxLayout;
    b_row->addWidget(b_path_, 1);
    b_row->addWidget(b_browse_);
    b_layout->addLayout(b_row);
    b_layout->addWidget(copy_a_);
    b_layout->addWidget(b_text_, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(workload_box_);
    layout->addWidget(a_box_);
    layout->addWidget(b_box_, 1);

    connect(demo_, &QRadioButton::toggled, this, &WhatIfSetup::update_enabled);
    connect(estimate_, &QComboBox::currentIndexChanged, this, &WhatIfSetup::update_enabled);
    connect(a_kind_, &QComboBox::currentIndexChanged, this, &WhatIfSetup::update_enabled);
    connect(b_kind_, &QComboBox::currentIndexChanged, this, &WhatIfSetup::update_enabled);
    connect(swf_browse_, &QPushButton::clicked, this, [this] {
        const QString path =
            chooser_(this, tr("Workload"), tr("Standard Workload Format (*.swf *.swf.gz);;All files (*)"));
        if (!path.isEmpty()) choose_swf(path, QString(), first_->value(), count_->value());
    });
    const auto browse_config = [this](QLineEdit* edit, const QString& title) {
        const QString path = chooser_(this, title, tr("Maui configuration (*.cfg);;All files (*)"));
        if (!path.isEmpty()) edit->setText(path);
    };
    connect(a_browse_, &QPushButton::clicked, this, [this, browse_config] {
        a_kind_->setCurrentIndex(ConfigFile);
        browse_config(a_path_, tr("Configuration A"));
    });
    connect(b_browse_, &QPushButton::clicked, this, [this, browse_config] {
        b_kind_->setCurrentIndex(ConfigFile);
        browse_config(b_path_, tr("Configuration B"));
    });
    connect(copy_a_, &QPushButton::clicked, this, &WhatIfSetup::copy_a_into_b);
    for (QLineEdit* edit : {swf_path_, fixed_, a_path_, b_path_})
        connect(edit, &QLineEdit::textChanged, this, &WhatIfSetup::changed);
    connect(b_text_, &QPlainTextEdit::textChanged, this, &WhatIfSetup::changed);
    retranslate();
    update_enabled();
}

void WhatIfSetup::retranslate() {
    workload_box_->setTitle(tr("Workload"));
    demo_->setText(tr("The demo's generated workload"));
    seeds_label_->setText(tr("Seeds:"));
    seeds_->setToolTip(
        tr("Replay this many variants of the demo workload (seeds) under each configuration; "
           "the table shows the median and the spread"));
    swf_->setText(tr("An SWF log"));
    swf_label_->setText(tr("Log:"));
    swf_browse_->setText(tr("Browse…"));
    estimate_label_->setText(tr("Estimate:"));
    estimate_->setItemText(EstimateNone, tr("None: skip jobs without a requested time"));
    estimate_->setItemText(EstimateRunTime, tr("Each job's own run time"));
    estimate_->setItemText(EstimateFixed, tr("A fixed duration"));
    estimate_->setToolTip(tr("What a job without a requested time gets as its walltime"));
    fixed_->setToolTip(tr("The fixed walltime, [[DD:]HH:]MM:SS"));
    fixed_->setAccessibleName(tr("Fixed walltime estimate"));
    first_label_->setText(tr("Skip records:"));
    first_->setToolTip(tr("Pass over this many job records at the start of the log"));
    count_label_->setText(tr("Keep jobs:"));
    count_->setSpecialValueText(tr("all"));
    count_->setToolTip(tr("Then keep this many jobs (all: the rest of the log)"));
    a_box_->setTitle(tr("Configuration A"));
    a_kind_->setItemText(ConfigOpen, tr("The open configuration as last opened or saved"));
    a_kind_->setItemText(ConfigFile, tr("A maui.cfg file"));
    a_path_->setPlaceholderText(tr("maui.cfg file"));
    a_path_->setAccessibleName(tr("Configuration A file"));
    a_browse_->setText(tr("Browse…"));
    a_browse_->setAccessibleName(tr("Browse for configuration A"));
    b_box_->setTitle(tr("Configuration B"));
    b_kind_->setItemText(ConfigOpen, tr("An edited copy (below)"));
    b_kind_->setItemText(ConfigFile, tr("A maui.cfg file"));
    b_path_->setPlaceholderText(tr("maui.cfg file"));
    b_path_->setAccessibleName(tr("Configuration B file"));
    b_browse_->setText(tr("Browse…"));
    b_browse_->setAccessibleName(tr("Browse for configuration B"));
    copy_a_->setText(tr("Copy A into B"));
    copy_a_->setToolTip(tr("Replace B's text with configuration A's, to edit from there"));
    b_text_->setAccessibleName(tr("Configuration B text"));
    a_kind_->setAccessibleName(tr("Where configuration A comes from"));
    b_kind_->setAccessibleName(tr("Where configuration B comes from"));
    swf_path_->setAccessibleName(tr("SWF log file"));
    b_text_->setPlaceholderText(
        tr("B's maui.cfg: Copy A into B and edit it, or use \"Send to What-if B\" in the Configuration or "
           "Priority panel"));
}

void WhatIfSetup::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void WhatIfSetup::update_enabled() {
    const bool demo = demo_->isChecked();
    seeds_->setEnabled(demo);
    for (QWidget* w : std::initializer_list<QWidget*>{swf_path_, swf_browse_, estimate_, first_, count_})
        w->setEnabled(!demo);
    fixed_->setEnabled(!demo && estimate_->currentIndex() == EstimateFixed);
    a_path_->setEnabled(a_kind_->currentIndex() == ConfigFile);
    b_path_->setEnabled(b_kind_->currentIndex() == ConfigFile);
    b_text_->setEnabled(b_kind_->currentIndex() == ConfigOpen);
    copy_a_->setEnabled(b_kind_->currentIndex() == ConfigOpen);
    emit changed();
}

void WhatIfSetup::choose_demo(int seeds) {
    demo_->setChecked(true);
    seeds_->setValue(seeds);
}

void WhatIfSetup::choose_swf(const QString& path, const QString& estimate, int first, int count) {
    swf_->setChecked(true);
    swf_path_->setText(path);
    first_->setValue(first);
    count_->setValue(count);
    if (estimate.isEmpty()) return;
    if (estimate.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0) {
        estimate_->setCurrentIndex(EstimateNone);
    } else if (estimate.compare(QLatin1String("runtime"), Qt::CaseInsensitive) == 0) {
        estimate_->setCurrentIndex(EstimateRunTime);
    } else {
        estimate_->setCurrentIndex(EstimateFixed);
        fixed_->setText(estimate);
    }
}

void WhatIfSetup::choose_a_open() {
    a_kind_->setCurrentIndex(ConfigOpen);
}

void WhatIfSetup::choose_a_file(const QString& path) {
    a_kind_->setCurrentIndex(ConfigFile);
    a_path_->setText(path);
}

void WhatIfSetup::set_b_text(const QString& text, const QString& name) {
    b_kind_->setCurrentIndex(ConfigOpen);
    b_text_->setPlainText(text);
    b_name_ = name;
}

void WhatIfSetup::choose_b_file(const QString& path) {
    b_kind_->setCurrentIndex(ConfigFile);
    b_path_->setText(path);
}

QString WhatIfSetup::b_text() const {
    return b_text_->toPlainText();
}

void WhatIfSetup::copy_a_into_b() {
    if (a_kind_->currentIndex() == ConfigFile) {
        const auto [text, error] = read_config(a_path_->text().trimmed());
        if (text)
            set_b_text(QString::fromStdString(*text),
                       tr("copy of %1").arg(QFileInfo(a_path_->text()).fileName()));
        return;
    }
    if (open_config_) {
        const ConfigSource a = open_config_();
        set_b_text(QString::fromStdString(a.text), tr("copy of %1").arg(a.name));
    }
}

SetupRequests WhatIfSetup::requests() const {
    SetupRequests out;
    WhatIfWorkload workload;
    if (demo_->isChecked()) {
        workload.kind = WhatIfWorkload::Kind::Demo;
        if (seeds_->value() > 1) workload.seeds = demo_seeds(seeds_->value());
    } else {
        workload.kind = WhatIfWorkload::Kind::Swf;
        const QString path = swf_path_->text().trimmed();
        if (path.isEmpty())
            out.errors << tr("Workload: choose an SWF log.");
        else if (!QFileInfo(path).isFile())
            out.errors << tr("Workload: %1 is not a file.").arg(path);
        workload.swf = path.toStdString();
        switch (estimate_->currentIndex()) {
            case EstimateRunTime:
                workload.estimate = WalltimeEstimate::run_time();
                break;
            case EstimateFixed: {
                const auto e = parse_walltime_estimate(fixed_->text().trimmed().toStdString());
                if (!e || e->kind != WalltimeEstimate::Kind::Fixed)
                    out.errors << tr("Estimate: '%1' is not a duration greater than zero ([[DD:]HH:]MM:SS).")
                                      .arg(fixed_->text());
                else
                    workload.estimate = *e;
                break;
            }
            default:
                workload.estimate = WalltimeEstimate::none();
        }
        workload.first = first_->value();
        if (count_->value() > 0) workload.count = count_->value();
    }

    const auto side = [&](bool open, const QString& path,
                          const QString& label) -> std::optional<ConfigSource> {
        if (!open) {
            const QString file = path.trimmed();
            if (file.isEmpty()) {
                out.errors << tr("Configuration %1: choose a maui.cfg file.").arg(label);
                return std::nullopt;
            }
            const auto [text, error] = read_config(file);
            if (!text) {
                out.errors << tr("Configuration %1: %2").arg(label, error);
                return std::nullopt;
            }
            return ConfigSource{file, *text};
        }
        if (label == QLatin1String("A")) {
            if (!open_config_) {
                out.errors << tr("Configuration A: no configuration is open.");
                return std::nullopt;
            }
            return open_config_();
        }
        if (b_text_->toPlainText().trimmed().isEmpty()) {
            out.errors << tr(
                "Configuration B: the edited copy is empty (Copy A into B, or send one from the "
                "Configuration or Priority panel).");
            return std::nullopt;
        }
        return ConfigSource{b_name_.isEmpty() ? tr("edited copy") : b_name_,
                            b_text_->toPlainText().toStdString()};
    };
    const auto a = side(a_kind_->currentIndex() == ConfigOpen, a_path_->text(), QStringLiteral("A"));
    const auto b = side(b_kind_->currentIndex() == ConfigOpen, b_path_->text(), QStringLiteral("B"));
    if (!out.errors.isEmpty() || !a || !b) return out;

    WhatIfSideRequest request;
    request.workload = workload;
    if (cluster_) {
        if (auto cluster = cluster_()) {
            request.cluster = cluster->first;
            request.cluster_name = cluster->second;
        }
    }
    request.config_text = a->text;
    request.config_name = QStringLiteral("A: %1").arg(a->name).toStdString();
    out.a = request;
    request.config_text = b->text;
    request.config_name = QStringLiteral("B: %1").arg(b->name).toStdString();
    out.b = std::move(request);
    return out;
}

}  // namespace outrigger::gui::whatif
