#include "gui/priority/priority_panel.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "config/typed_config.hpp"
#include "gui/app/header_fit.hpp"
#include "gui/client/processor_counts.hpp"
#include "gui/config/config_model.hpp"
#include "gui/priority/fine_slider.hpp"
#include "gui/priority/priority_model.hpp"
#include "gui/priority/priority_presets.hpp"
#include "gui/queue/checkjob_words.hpp"

namespace outrigger::gui {

namespace {

constexpr auto kPresetGroup = "priority/presets";

QString number_text(double v) {
    return QString::number(v, 'g', 7);
}

}  // namespace

PriorityPanel::PriorityPanel(QWidget* parent)
    : QWidget(parent),
      undo_stack_(new QUndoStack(this)),
      tuning_(new PriorityTuning(undo_stack_, this)),
      model_(new PriorityModel(this)),
      table_(new QTableView(this)),
      breakdown_(new QTreeWidget(this)),
      summary_(new QLabel(this)),
      log_scale_(new QCheckBox(this)),
      details_(new QGroupBox(this)),
      presets_(new QComboBox(this)),
      load_preset_(new QPushButton(this)),
      save_preset_(new QPushButton(this)),
      delete_preset_(new QPushButton(this)),
      reset_(new QPushButton(this)),
      apply_(new QPushButton(this)),
      service_answer_(new QLabel(this)),
      compare_(new QPushButton(this)),
      send_whatif_(new QPushButton(this)),
      undo_(new QToolButton(this)),
      redo_(new QToolButton(this)),
      filter_column_(new QComboBox(this)),
      filter_(new QLineEdit(this)),
      filter_label_(new QLabel(this)),
      filter_exact_(new QCheckBox(this)) {
    setObjectName(QStringLiteral("priorityPanel"));

    // Left: the weight editors.
    auto* components = new QWidget;
    details_->setCheckable(true);
    details_->setChecked(false);
    auto* detail_body = new QWidget;
    auto* detail_layout = new QVBoxLayout(details_);
    detail_layout->addWidget(detail_body);
    detail_body->setVisible(false);
    connect(details_, &QGroupBox::toggled, detail_body, &QWidget::setVisible);
    build_editors(components, detail_body);

    auto* tools = new QHBoxLayout;
    undo_->setObjectName(QStringLiteral("priorityUndo"));
    redo_->setObjectName(QStringLiteral("priorityRedo"));
    undo_->setEnabled(false);
    redo_->setEnabled(false);
    connect(undo_, &QToolButton::clicked, undo_stack_, &QUndoStack::undo);
    connect(redo_, &QToolButton::clicked, undo_stack_, &QUndoStack::redo);
    connect(undo_stack_, &QUndoStack::canUndoChanged, undo_, &QToolButton::setEnabled);
    connect(undo_stack_, &QUndoStack::canRedoChanged, redo_, &QToolButton::setEnabled);
    tools->addWidget(undo_);
    tools->addWidget(redo_);
    tools->addWidget(log_scale_);
    tools->addStretch(1);

    // The preset's name on a row of its own: "Fair shares first" must not be cut to "Fair sh...".
    auto* preset_row = new QHBoxLayout;
    presets_->setObjectName(QStringLiteral("presets"));
    presets_->setMinimumContentsLength(18);
    presets_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto* preset_name_row = new QHBoxLayout;
    preset_name_row->addWidget(presets_, 1);
    preset_row->addWidget(load_preset_);
    preset_row->addWidget(save_preset_);
    preset_row->addWidget(delete_preset_);
    // Two buttons a row: the French and German labels ("Appliquer à la configuration") are long,
    // and three of them side by side widened the pane beyond the default window.
    preset_row->addWidget(compare_);
    auto* action_row = new QHBoxLayout;
    action_row->addWidget(reset_);
    action_row->addWidget(apply_);

    auto* left = new QWidget;
    auto* left_layout = new QVBoxLayout(left);
    left_layout->addLayout(tools);
    left_layout->addWidget(components);
    left_layout->addWidget(details_);
    left_layout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(left);
    auto* left_box = new QWidget;
    auto* left_box_layout = new QVBoxLayout(left_box);
    left_box_layout->setContentsMargins(0, 0, 0, 0);
    left_box_layout->addWidget(scroll, 1);
    left_box_layout->addLayout(preset_name_row);
    left_box_layout->addLayout(preset_row);
    left_box_layout->addLayout(action_row);
    service_answer_->setObjectName(QStringLiteral("serviceAnswer"));
    service_answer_->setWordWrap(true);
    service_answer_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    service_answer_->hide();
    left_box_layout->addWidget(service_answer_);
    send_whatif_->setObjectName(QStringLiteral("sendToWhatIfB"));
    left_box_layout->addWidget(send_whatif_);

    // Centre: the table.
    table_->setObjectName(QStringLiteral("idleJobs"));
    table_->setModel(model_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(PriorityModel::RankColumn, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->setVisible(false);
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setDefaultSectionSize(72);
    table_->setAlternatingRowColors(true);
    auto* filter_row = new QHBoxLayout;
    filter_row->addWidget(filter_label_);
    filter_row->addWidget(filter_column_);
    filter_row->addWidget(filter_, 1);
    filter_row->addWidget(filter_exact_);
    filter_exact_->setObjectName(QStringLiteral("filterExact"));
    filter_->setClearButtonEnabled(true);
    const auto apply_filter = [this] {
        model_->set_filter(filter_column_->currentIndex(), filter_->text(), filter_exact_->isChecked());
        update_summary();
    };
    connect(filter_, &QLineEdit::textChanged, this, apply_filter);
    connect(filter_exact_, &QCheckBox::toggled, this, apply_filter);
    connect(filter_column_, &QComboBox::currentIndexChanged, this, apply_filter);
    auto* ranking = new QWidget;
    auto* ranking_layout = new QVBoxLayout(ranking);
    ranking_layout->setContentsMargins(0, 0, 0, 0);
    ranking_layout->addWidget(summary_);
    ranking_layout->addLayout(filter_row);
    ranking_layout->addWidget(table_, 1);

    breakdown_->setObjectName(QStringLiteral("breakdown"));
    breakdown_->setColumnCount(6);
    breakdown_->setRootIsDecorated(true);
    breakdown_->setUniformRowHeights(true);

    // The breakdown under the ranking, as wide as it: six columns of numbers beside a table of
    // jobs did not fit the default width (the last columns were cut off).
    auto* centre = new QSplitter(Qt::Vertical);
    centre->setObjectName(QStringLiteral("rankingSplitter"));
    centre->addWidget(ranking);
    centre->addWidget(breakdown_);
    centre->setStretchFactor(0, 3);
    centre->setStretchFactor(1, 2);
    centre->setChildrenCollapsible(false);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(left_box);
    splitter->addWidget(centre);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({340, 760});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(tuning_, &PriorityTuning::changed, this, &PriorityPanel::settings_changed);
    connect(log_scale_, &QCheckBox::toggled, this, &PriorityPanel::rescale);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                const JobId job = model_->job_at(current.row());
                if (!job.valid() || job == selected_) return;
                selected_ = job;
                refresh_breakdown();
                emit job_selected(static_cast<qint64>(job.value()));
            });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        const int row = model_->row_of(selected_);
        if (row >= 0)
            table_->selectionModel()->setCurrentIndex(
                model_->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        else
            table_->clearSelection();  // the job left the queue: no other row stands for it
        refresh_breakdown();
    });
    connect(load_preset_, &QPushButton::clicked, this, [this] { load_preset(current_preset()); });
    connect(presets_, &QComboBox::currentIndexChanged, this, [this] { update_preset_buttons(); });
    connect(save_preset_, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString own = preset_names().contains(current_preset()) ? current_preset() : QString();
        const QString name =
            QInputDialog::getText(this, tr("Save Preset"), tr("Preset name:"), QLineEdit::Normal, own, &ok);
        if (ok && !name.trimmed().isEmpty()) save_preset(name.trimmed());
    });
    connect(delete_preset_, &QPushButton::clicked, this, [this] { delete_preset(current_preset()); });
    connect(reset_, &QPushButton::clicked, this, &PriorityPanel::reset_to_config);
    connect(apply_, &QPushButton::clicked, this, &PriorityPanel::apply_to_config);
    connect(compare_, &QPushButton::clicked, this, &PriorityPanel::show_comparison);
    connect(send_whatif_, &QPushButton::clicked, this, [this] { emit send_to_whatif_b(proposed_config()); });

    retranslate();
}

PriorityPanel::~PriorityPanel() = default;

void PriorityPanel::build_editors(QWidget* components, QWidget* details) {
    // Labels above their sliders: every slider spans the pane from the same left edge (zero in
    // the same place on each), and long subcomponent names (FSACCOUNTWEIGHT) stay readable at the
    // default width.
    auto* component_form = new QFormLayout(components);
    auto* detail_form = new QFormLayout(details);
    for (QFormLayout* form : {component_form, detail_form}) {
        form->setRowWrapPolicy(QFormLayout::WrapAllRows);
        form->setContentsMargins(0, 0, 0, 0);
    }
    for (const WeightKey key : all_weight_keys()) {
        Editor e{key, new QLabel(key.parameter()), new FineSlider(Qt::Horizontal), new QDoubleSpinBox, {}};
        e.slider->setObjectName(QStringLiteral("slider_%1").arg(key.parameter()));
        e.spin->setObjectName(QStringLiteral("spin_%1").arg(key.parameter()));
        e.spin->setDecimals(2);
        e.spin->setRange(key.is_cap() ? 0.0 : -1e9, 1e9);
        e.spin->setKeyboardTracking(false);
        e.spin->setMinimumWidth(90);
        e.slider->setMinimumWidth(100);
        e.slider->setToolTip(
            tr("Drag; Shift+drag, the wheel or the arrow keys move by one; Page Up and "
               "Page Down by a tenth. A negative weight is typed in the box."));
        e.label->setBuddy(e.spin);
        auto* row = new QHBoxLayout;
        row->addWidget(e.slider, 1);
        row->addWidget(e.spin);
        (key.kind == WeightKind::ComponentWeight ? component_form : detail_form)->addRow(e.label, row);
        const std::size_t at = editors_.size();
        connect(e.slider, &QSlider::valueChanged, this, [this, at](int position) {
            const Editor& ed = editors_[at];
            tuning_->change(ed.key, ed.scale.value(position));
        });
        connect(e.spin, &QDoubleSpinBox::valueChanged, this,
                [this, at](double v) { tuning_->change(editors_[at].key, v); });
        editors_.push_back(e);
    }
    rescale();
}

void PriorityPanel::rescale() {
    for (Editor& e : editors_) {
        e.scale.logarithmic = log_scale_->isChecked();
        e.scale.range =
            SliderScale::range_for(std::max(e.key.get(tuning_->baseline()), e.key.get(tuning_->settings())));
        const QSignalBlocker block(e.slider);
        e.slider->setRange(SliderScale::minimum(), e.scale.maximum());
        e.slider->setPageStep(std::max(1, e.scale.maximum() / 10));
    }
    sync_editors();
}

void PriorityPanel::sync_editors() {
    for (Editor& e : editors_) {
        const double v = e.key.get(tuning_->settings());
        const QSignalBlocker block_slider(e.slider);
        const QSignalBlocker block_spin(e.spin);
        // A value set by the slider keeps the slider where the user holds it.
        if (e.scale.value(e.slider->value()) != v) e.slider->setValue(e.scale.position(v));
        e.spin->setValue(v);
    }
}

void PriorityPanel::settings_changed() {
    sync_editors();
    model_->set_settings(tuning_->settings(), !tuning_->continuing());
    refresh_breakdown();
}

void PriorityPanel::show_frame(const FramePtr& frame) {
    if (frame && frame->view->statics != statics_) {
        statics_ = frame->view->statics;
        tuning_->set_baseline(statics_->priority);
        rescale();
        model_->set_settings(tuning_->settings(), true);
    }
    model_->set_frame(frame);
    fit_header_labels(table_->horizontalHeader());
    update_summary();
}

void PriorityPanel::update_summary() {
    const FramePtr& frame = model_->frame();
    if (!frame) {
        summary_->clear();
        return;
    }
    const JobCounts jobs = JobCounts::of(*frame->view);
    QString text = tr("%L1 idle and %L2 blocked jobs ranked; processors: %3")
                       .arg(jobs.idle)
                       .arg(jobs.blocked)
                       .arg(ProcessorCountsText::of(ProcessorCounts::of(*frame->view)));
    // The count follows the filter: how many of the ranked jobs the table shows.
    if (!filter_->text().isEmpty())
        text = tr("%1 (%L2 shown by the filter)").arg(text).arg(model_->rowCount());
    summary_->setText(text);
    summary_->setToolTip(ProcessorCountsText::explanation());
}

QSlider* PriorityPanel::slider(WeightKey key) const {
    for (const Editor& e : editors_)
        if (e.key == key) return e.slider;
    return nullptr;
}

QDoubleSpinBox* PriorityPanel::spin_box(WeightKey key) const {
    for (const Editor& e : editors_)
        if (e.key == key) return e.spin;
    return nullptr;
}

void PriorityPanel::select_job(JobId job) {
    if (!job.valid()) {  // the selection was cleared
        selected_ = JobId::invalid();
        table_->clearSelection();
        refresh_breakdown();
        return;
    }
    int row = model_->row_of(job);
    if (row < 0 && !filter_->text().isEmpty()) {
        filter_->clear();
        row = model_->row_of(job);
    }
    selected_ = job;
    if (row >= 0) {
        const QModelIndex index = model_->index(row, 0);
        table_->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        table_->scrollTo(index);
    }
    refresh_breakdown();
}

void PriorityPanel::refresh_breakdown() {
    breakdown_->clear();
    const FramePtr& frame = model_->frame();
    if (!frame || !frame->has_job(selected_)) return;
    const auto e = model_->explain(selected_);
    const QString job = QString::fromStdString(frame->job(selected_).name);
    if (!e) {
        auto* item = new QTreeWidgetItem(breakdown_, {tr("Job %1 is not waiting").arg(job)});
        item->setFirstColumnSpanned(true);
        return;
    }
    auto* total = new QTreeWidgetItem(breakdown_, {tr("Job %1").arg(job), QString(), QString(), QString(),
                                                   number_text(e->final.value), QStringLiteral("100")});
    total->setToolTip(0, tr("Computed %1").arg(number_text(e->computed)));
    for (const ComponentExplanation& c : e->components) {
        const auto& info = priority_component_info(c.component);
        auto* item =
            new QTreeWidgetItem(total, {QLatin1String(info.label), number_text(c.raw), number_text(c.weight),
                                        c.cap > 0 ? number_text(c.cap) : QStringLiteral("-"),
                                        number_text(c.contribution), QString::number(c.percent, 'f', 1)});
        for (const SubcomponentExplanation& s : e->subs) {
            if (priority_sub_info(s.sub).component != c.component) continue;
            new QTreeWidgetItem(item,
                                {QLatin1String(priority_sub_info(s.sub).label), number_text(s.raw),
                                 number_text(s.weight), s.cap > 0 ? number_text(s.cap) : QStringLiteral("-"),
                                 number_text(s.contribution), QString::number(s.percent, 'f', 1)});
        }
        item->setExpanded(c.weight != 0 && c.contribution != 0);
    }
    total->setExpanded(true);
    if (e->ineligible) new QTreeWidgetItem(breakdown_, {tr("Ineligible: negative priority")});
    // Subcomponent labels (FSACCOUNT, QTIME, ...) must stay readable next to their numbers.
    for (int c = 0; c < breakdown_->columnCount(); ++c) breakdown_->resizeColumnToContents(c);
    // A negative part makes the others' shares add up to more than 100 %: say so, under the table
    // (after sizing the columns, which a line spanning them would widen).
    QStringList negative;
    for (const ComponentExplanation& c : e->components)
        if (c.contribution < 0)
            negative << QStringLiteral("%1 (%2 %)")
                            .arg(QLatin1String(priority_component_info(c.component).label),
                                 QString::number(c.percent, 'f', 1));
    if (const QString note = CheckjobWords::percent_note(negative); !note.isEmpty()) {
        auto* item = new QTreeWidgetItem(breakdown_, {note});
        item->setFirstColumnSpanned(true);
        item->setToolTip(0, note);
    }
}

void PriorityPanel::save_preset(const QString& name) {
    QSettings settings;
    settings.beginGroup(QLatin1String(kPresetGroup));
    settings.beginGroup(name);
    for (const WeightKey key : all_weight_keys())
        settings.setValue(key.parameter(), key.get(tuning_->settings()));
    settings.endGroup();
    settings.endGroup();
    fill_presets();
    presets_->setCurrentIndex(presets_->findData(name));
    update_preset_buttons();
}

bool PriorityPanel::load_preset(const QString& name) {
    if (const BuiltinPreset* builtin = find_builtin_preset(name); builtin && !preset_names().contains(name)) {
        PrioritySettings loaded = tuning_->settings();
        const PrioritySettings weights = builtin->weights();
        for (const WeightKey key : all_weight_keys()) key.set(loaded, key.get(weights));
        tuning_->replace(loaded, tr("Load preset %1").arg(preset_title(*builtin)));
        return true;
    }
    if (name.isEmpty() || !preset_names().contains(name)) return false;
    QSettings settings;
    settings.beginGroup(QLatin1String(kPresetGroup));
    settings.beginGroup(name);
    PrioritySettings loaded = tuning_->settings();
    for (const WeightKey key : all_weight_keys()) {
        bool ok = false;
        const double v = settings.value(key.parameter()).toDouble(&ok);
        if (ok) key.set(loaded, v);
    }
    tuning_->replace(loaded, tr("Load preset %1").arg(name));
    return true;
}

void PriorityPanel::delete_preset(const QString& name) {
    if (name.isEmpty() || !preset_names().contains(name)) return;  // the built-in ones stay
    QSettings settings;
    settings.beginGroup(QLatin1String(kPresetGroup));
    settings.remove(name);
    settings.endGroup();
    fill_presets();
}

QStringList PriorityPanel::preset_names() {
    QSettings settings;
    settings.beginGroup(QLatin1String(kPresetGroup));
    return settings.childGroups();
}

void PriorityPanel::fill_presets() {
    const QString current = presets_->currentData().toString();
    const QSignalBlocker block(presets_);
    presets_->clear();
    // The built-in presets first (their ids as data), then the user's (their names).
    for (const BuiltinPreset& p : builtin_presets()) {
        presets_->addItem(preset_title(p), QLatin1String(p.id));
        presets_->setItemData(presets_->count() - 1, preset_description(p), Qt::ToolTipRole);
    }
    const QStringList own = preset_names();
    if (!own.isEmpty()) presets_->insertSeparator(presets_->count());
    for (const QString& name : own) presets_->addItem(name, name);
    const int at = presets_->findData(current);
    presets_->setCurrentIndex(at >= 0 ? at : 0);
    update_preset_buttons();
}

void PriorityPanel::update_preset_buttons() {
    // A built-in preset can be loaded, not deleted or overwritten.
    delete_preset_->setEnabled(preset_names().contains(presets_->currentData().toString()));
}

QString PriorityPanel::current_preset() const {
    return presets_->currentData().toString();
}

void PriorityPanel::reset_to_config() {
    tuning_->replace(tuning_->baseline(), tr("Reset weights to the configuration"));
}

int PriorityPanel::apply_to_config() {
    if (!config_model_) return 0;
    const PrioritySettings written = build_config(config_model_->document()).config.priority;
    std::vector<WeightKey> changed;
    for (const WeightKey key : all_weight_keys())
        if (key.get(written) != key.get(tuning_->settings())) changed.push_back(key);
    if (!changed.empty()) {
        // ConfigModel::edit_value pushes on the workbench's stack; a macro makes them one step.
        if (config_stack_) config_stack_->beginMacro(tr("Apply priority weights"));
        for (const WeightKey key : changed)
            config_model_->edit_value(key.parameter(), QString(), number_text(key.get(tuning_->settings())));
        if (config_stack_) config_stack_->endMacro();
    }
    // The open maui.cfg now has the weights; a connected service is sent what it lacks of it.
    QPointer<QLabel> answer = service_answer_;
    if (service_apply_ && service_apply_([answer](bool, const QString& text) {
            if (answer) answer->setText(text);
        })) {
        service_answer_->setText(tr("Sent to the service; waiting for its answer..."));
        service_answer_->show();
    } else {
        service_answer_->hide();
    }
    return static_cast<int>(changed.size());
}

QString PriorityPanel::proposed_config() const {
    if (!config_model_) return {};
    // A copy: the open configuration itself changes only through "Apply to config".
    ConfigDocument copy = config_model_->document();
    const PrioritySettings written = build_config(copy).config.priority;
    for (const WeightKey key : all_weight_keys())
        if (key.get(written) != key.get(tuning_->settings()))
            copy.set_value(key.parameter().toStdString(), {},
                           number_text(key.get(tuning_->settings())).toStdString());
    return QString::fromStdString(copy.text());
}

QWidget* PriorityPanel::show_comparison() {
    delete comparison_;
    auto* dialog = new QDialog(this);
    comparison_ = dialog;
    dialog->setObjectName(QStringLiteral("comparison"));
    dialog->setWindowTitle(tr("Compare Rankings"));
    auto* table = new QTableWidget(dialog);
    table->setObjectName(QStringLiteral("comparisonTable"));
    table->setColumnCount(4);
    table->setHorizontalHeaderLabels({tr("Job"), tr("Current rank"), tr("Proposed rank"), tr("Change")});
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const auto rows = model_->compare_top(50);
    table->setRowCount(static_cast<int>(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const int r = static_cast<int>(i);
        const int gained = rows[i].current - rows[i].proposed;
        table->setItem(r, 0,
                       new QTableWidgetItem(QString::fromStdString(model_->frame()->job(rows[i].job).name)));
        table->setItem(r, 1, new QTableWidgetItem(QString::number(rows[i].current)));
        table->setItem(r, 2, new QTableWidgetItem(QString::number(rows[i].proposed)));
        table->setItem(r, 3,
                       new QTableWidgetItem(gained > 0   ? QStringLiteral("\u25B2 %1").arg(gained)
                                            : gained < 0 ? QStringLiteral("\u25BC %1").arg(-gained)
                                                         : QStringLiteral("=")));
    }
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(new QLabel(tr("The first 50 jobs under the proposed weights, with their rank under the "
                                    "configuration's weights."),
                                 dialog));
    layout->addWidget(table);
    dialog->resize(460, 520);
    dialog->show();
    return dialog;
}

void PriorityPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void PriorityPanel::retranslate() {
    undo_->setText(tr("Undo"));
    redo_->setText(tr("Redo"));
    undo_->setToolTip(tr("Undo the last weight change"));
    redo_->setToolTip(tr("Redo the weight change"));
    log_scale_->setText(tr("Logarithmic sliders"));
    details_->setTitle(tr("Subcomponents and caps"));
    load_preset_->setText(tr("Load"));
    save_preset_->setText(tr("Save..."));
    delete_preset_->setText(tr("Delete"));
    presets_->setToolTip(tr("Weight presets: the built-in ones, then those you saved"));
    fill_presets();  // the built-in titles follow the language
    reset_->setText(tr("Reset to config"));
    apply_->setText(tr("Apply to config"));
    apply_->setToolTip(tr("Write the changed weights into the open maui.cfg (undoable)"));
    compare_->setText(tr("Compare"));
    send_whatif_->setText(tr("Send to What-if B"));
    send_whatif_->setToolTip(
        tr("Make the open maui.cfg with these weights configuration B of the What-if panel, to replay a "
           "workload under both"));
    filter_label_->setText(tr("Filter:"));
    filter_->setPlaceholderText(tr("Text in the chosen column"));
    filter_exact_->setText(tr("Exact"));
    filter_exact_->setToolTip(tr("Only rows whose value is the text itself: u1 matches u1, not u10 to u19"));
    breakdown_->setHeaderLabels(
        {tr("Factor"), tr("Raw"), tr("Weight"), tr("Cap"), tr("Contribution"), tr("Percent")});
    table_->setAccessibleName(tr("Idle jobs by priority"));
    breakdown_->setAccessibleName(tr("Priority breakdown of the selected job"));
    const int column = filter_column_->currentIndex();
    {
        const QSignalBlocker block(filter_column_);
        filter_column_->clear();
        for (int c = 0; c < PriorityModel::FixedColumns; ++c)
            filter_column_->addItem(model_->headerData(c, Qt::Horizontal).toString());
        filter_column_->setCurrentIndex(column < 0 ? PriorityModel::UserColumn : column);
    }
    fit_header_labels(table_->horizontalHeader());
    update_summary();
}

}  // namespace outrigger::gui
