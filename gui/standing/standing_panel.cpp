#include "gui/standing/standing_panel.hpp"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include "config/typed_config.hpp"
#include "engine/command.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/diagnostic_text.hpp"
#include "gui/standing/impact_list.hpp"
#include "gui/standing/srcfg_dialog.hpp"
#include "gui/standing/srcfg_edit.hpp"
#include "gui/standing/week_planner.hpp"
#include "gui/standing/week_view.hpp"
#include "reservation/standing_period.hpp"

namespace outrigger::gui {

namespace {

constexpr std::int64_t kDay = 86400;

// One gesture on the calendar: the document's text before and after, swapped whole so that undo
// gives back the very bytes; `applied` hands the text now in force to the running engine.
class StandingEditCommand final : public QUndoCommand {
  public:
    StandingEditCommand(ConfigModel* model, std::string before, std::string after, const QString& label,
                        std::function<void(const std::string&)> applied)
        : model_(model), before_(std::move(before)), after_(std::move(after)), applied_(std::move(applied)) {
        setText(label);
    }
    void redo() override { set(after_); }
    void undo() override { set(before_); }

  private:
    void set(const std::string& text) {
        if (!model_) return;
        model_->apply_text(text);
        if (applied_) applied_(text);
    }
    QPointer<ConfigModel> model_;
    std::string before_;
    std::string after_;
    std::function<void(const std::string&)> applied_;
};

}  // namespace

StandingPanel::StandingPanel(ConfigModel* config, QUndoStack* undo_stack, QWidget* parent)
    : QWidget(parent), config_(config), undo_stack_(undo_stack) {
    setObjectName(QStringLiteral("standing_panel"));
    pair_prompt_ = [](QWidget* parent_widget, const QString& question) {
        return QMessageBox::question(parent_widget, tr("Window across midnight"), question) ==
               QMessageBox::Yes;
    };
    editor_runner_ = [](SrcfgDialog& dialog) { return dialog.exec() == QDialog::Accepted; };

    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    previous_ = new QPushButton(this);
    today_ = new QPushButton(this);
    next_ = new QPushButton(this);
    week_label_ = new QLabel(this);
    week_label_->setWordWrap(true);  // a long sentence in any language must not widen the window
    scope_label_ = new QLabel(this);
    scope_ = new QComboBox(this);
    scope_->addItems({QString(), QString(), QString(), QString()});
    scope_label_->setBuddy(scope_);
    bar->addWidget(previous_);
    bar->addWidget(today_);
    bar->addWidget(next_);
    bar->addWidget(week_label_, 1);
    bar->addWidget(scope_label_);
    bar->addWidget(scope_);
    layout->addLayout(bar);

    // The calendar takes the whole width (seven day columns need it); what an edit does (the
    // capacity conflicts, who waits longer) sits under it, side by side, in a splitter the user can
    // move.
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("standing_split"));
    view_ = new WeekView(split);
    auto* below = new QSplitter(Qt::Horizontal, split);
    auto* side = new QWidget(below);
    auto* side_layout = new QVBoxLayout(side);
    side_layout->setContentsMargins(0, 0, 0, 0);
    conflicts_title_ = new QLabel(side);
    conflicts_ = new QListWidget(side);
    conflicts_->setWordWrap(true);
    conflicts_title_->setBuddy(conflicts_);
    side_layout->addWidget(conflicts_title_);
    side_layout->addWidget(conflicts_, 1);
    impact_ = new ImpactList(below);
    planner_ = new WeekPlanner(this);
    connect(planner_, &WeekPlanner::ready, this, &StandingPanel::placed);
    below->addWidget(side);
    below->addWidget(impact_);
    below->setStretchFactor(0, 2);
    below->setStretchFactor(1, 5);
    below->setChildrenCollapsible(false);
    split->addWidget(view_);
    split->addWidget(below);
    // About two thirds of the height for the calendar, the rest for what an edit does; a third of
    // the width below for the conflicts, the rest for the impact's facts and jobs.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setSizes({420, 210});
    below->setSizes({230, 770});
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setObjectName(QStringLiteral("standing_status"));
    layout->addWidget(status_);

    connect(previous_, &QPushButton::clicked, this, &StandingPanel::previous_week);
    connect(next_, &QPushButton::clicked, this, &StandingPanel::next_week);
    connect(today_, &QPushButton::clicked, this, &StandingPanel::today);
    connect(view_, &WeekView::create_requested, this,
            [this](int fd, qint64 f, int td, qint64 t) { create(fd, f, td, t); });
    connect(view_, &WeekView::move_requested, this, [this](int b, int d, qint64 s) { move_block(b, d, s); });
    connect(view_, &WeekView::resize_requested, this, [this](int b, qint64 s) { resize_block(b, s); });
    connect(view_, &WeekView::edit_requested, this, [this](int b) { edit(b); });
    connect(view_, &WeekView::remove_requested, this, [this](int b) { remove(b); });
    connect(view_, &WeekView::preview_changed, this, &StandingPanel::preview);
    connect(view_, &WeekView::preview_ended, this, &StandingPanel::show_conflicts);
    if (config_) connect(config_, &ConfigModel::documentChanged, this, &StandingPanel::rebuild);
    retranslate();
}

StandingPanel::~StandingPanel() = default;

void StandingPanel::set_client_source(std::function<EngineClient*()> source) {
    client_source_ = source;
    impact_->set_client_source(std::move(source));
}

void StandingPanel::retranslate() {
    previous_->setText(tr("&Previous week"));
    today_->setText(tr("&Today"));
    next_->setText(tr("&Next week"));
    scope_label_->setText(tr("&Edits apply to:"));
    scope_->setItemText(0, tr("All instances"));
    scope_->setItemText(1, tr("Only this instance"));
    scope_->setItemText(2, tr("This and following"));
    scope_->setItemText(3, tr("This weekday, every week"));
    scope_->setToolTip(
        tr("All instances changes the SRCFG entry. This weekday, every week splits the block's weekday off "
           "into an SRCFG entry of its own. This and following works on the series' next instance. Only "
           "this instance cannot be written in maui.cfg."));
    scope_->setAccessibleName(tr("Edits apply to"));
    conflicts_title_->setText(tr("&Capacity conflicts this week"));
    conflicts_->setAccessibleName(tr("Capacity conflicts this week"));
    rebuild();
}

void StandingPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void StandingPanel::show_frame(const FramePtr& frame) {
    if (!frame || !frame->view || !frame->view->statics) return;
    const ViewStatics& s = *frame->view->statics;
    if (!s.cluster) return;
    set_machine(s.cluster, s.calendar, s.allocation, frame->at);
}

void StandingPanel::set_machine(std::shared_ptr<const Cluster> cluster, const LocalCalendar& calendar,
                                NodeAllocationPolicy allocation, Time now) {
    const bool same = cluster_ == cluster && allocation_ == allocation &&
                      calendar_.zone_name() == calendar.zone_name() && calendar_.epoch() == calendar.epoch();
    now_ = now;
    // A clock that moved less than a minute changes nothing the calendar shows.
    if (same && week_ && std::abs((now - built_now_).count()) < 60) return;
    cluster_ = std::move(cluster);
    calendar_ = calendar;
    impact_->set_calendar(calendar);
    allocation_ = allocation;
    rebuild();
}

Time StandingPanel::shown_week_start() const {
    const Time base = week_of(calendar_, now_);
    // Noon of a day in the wanted week: a DST hour never moves it into a neighbouring week.
    return week_of(calendar_, base + Duration::days(7LL * week_offset_ + 3) + Duration::hours(12));
}

void StandingPanel::previous_week() {
    --week_offset_;
    rebuild();
}

void StandingPanel::next_week() {
    ++week_offset_;
    rebuild();
}

void StandingPanel::today() {
    week_offset_ = 0;
    rebuild();
}

void StandingPanel::rebuild() {
    if (!config_ || !cluster_) {
        week_.reset();
        view_->set_week(nullptr);
        week_label_->setText(tr("No session: start one to place the standing reservations on its machine."));
        conflicts_->clear();
        return;
    }
    WeekInputs in;
    in.standing = build_config(config_->document()).config.standing_reservations;
    in.cluster = cluster_;
    in.calendar = calendar_;
    in.allocation = allocation_;
    in.now = now_;
    in.week_start = shown_week_start();
    built_now_ = now_;
    week_ = std::make_shared<const StandingWeek>(std::move(in));
    view_->set_week(week_);
    week_label_->setText(
        tr("Week of %1 (%2)").arg(week_->day_title(0), QString::fromStdString(calendar_.zone_name())));
    show_conflicts();
    emit week_changed();
}

const WeekBlock* StandingPanel::block(int i) const {
    if (!week_ || i < 0 || i >= static_cast<int>(week_->blocks().size())) return nullptr;
    return &week_->blocks()[static_cast<std::size_t>(i)];
}

StandingPanel::Scope StandingPanel::current_scope() const {
    return static_cast<Scope>(std::clamp(scope_->currentIndex(), 0, 3));
}

StandingPanel::Target StandingPanel::target(const WeekBlock& b) const {
    Target t;
    t.entry = week_->inputs().standing[b.standing];
    auto document = std::make_shared<const ConfigDocument>(config_->document());
    t.document = document;
    const CalendarInstance& instance = week_->calendar().instances[static_cast<std::size_t>(b.instance)];
    const QString when =
        QStringLiteral("%1 %2").arg(week_->day_title(b.day), StandingWeek::clock_text(b.from));
    switch (current_scope()) {
        case Scope::AllInstances:
            break;
        case Scope::ThisWeekday: {
            const std::uint8_t bit = static_cast<std::uint8_t>(1U << b.day);
            // One instance a period, or this weekday alone: the entry is that weekday already.
            if (t.entry.period != SrPeriod::Day || (t.entry.days & 0x7f) == bit || b.continues_before) break;
            const std::string name = weekday_name(*document, t.entry.name, b.day);
            t.document = std::make_shared<const ConfigDocument>(ConfigDocument::parse(
                split_weekday_text(*document, t.entry.name, b.day, name), document->file_name()));
            t.entry.name = name;
            t.entry.days = bit;
            t.split = true;
            break;
        }
        case Scope::ThisAndFollowing: {
            if (instance.state == InstanceState::Past) break;  // every instance not yet past follows it
            // The series' next instance (the first window not yet ended) is the only one a change of
            // the entry leaves nothing before.
            StandingReservationConfig reach = t.entry;
            const std::int64_t periods = (instance.span.start - week_->inputs().now).count() /
                                         (t.entry.period == SrPeriod::Week ? 7 * kDay : kDay);
            reach.depth = static_cast<int>(std::max<std::int64_t>(periods + 2, 2));
            const auto windows = standing_windows(reach, week_->inputs().now, week_->inputs().calendar);
            if (windows.empty() || windows.front().span.start == instance.span.start) break;
            const Time next = windows.front().span.start;
            const auto [day, seconds] = week_->place_of(next);
            const QString next_text =
                day >= 0
                    ? QStringLiteral("%1 %2").arg(week_->day_title(day), StandingWeek::clock_text(seconds))
                    : QLocale().toString(
                          QDateTime::fromSecsSinceEpoch(next.seconds() + week_->inputs().calendar.epoch() +
                                                            week_->inputs().calendar.utc_offset(next),
                                                        Qt::UTC),
                          QLocale::ShortFormat);
            t.refusal = tr("Refused: an SRCFG entry has no start date, so a change cannot wait until %1; it "
                           "would change the instance of %2 and every one in between as well. Choose "
                           "\"This and following\" on the next instance (%2), or \"All instances\".")
                            .arg(when, next_text);
            break;
        }
        case Scope::ThisInstance:
            if (t.entry.period == SrPeriod::Infinity) break;  // its one instance
            t.refusal =
                tr("Refused: an SRCFG entry has no dates, so every change to it repeats %1; changing the "
                   "instance of %2 alone would need that one instance masked, and neither maui.cfg nor "
                   "setres can mask an instance of a standing reservation. Choose \"This weekday, every "
                   "week\" to change every %3, or \"All instances\".")
                    .arg(t.entry.period == SrPeriod::Week ? tr("every week") : tr("on every day of its DAYS"),
                         when, QLocale().dayName(b.day == 0 ? 7 : b.day));
            break;
    }
    return t;
}

bool StandingPanel::refused(const Target& t) {
    if (t.refusal.isEmpty()) return false;
    status_->setText(t.refusal);
    return true;
}

bool StandingPanel::create(int from_day, qint64 from, int to_day, qint64 to) {
    if (!config_ || !week_) return false;
    if (to_day == from_day + 1 && to == 0) {
        to_day = from_day;
        to = kDay;
    }
    const ConfigDocument& doc = config_->document();
    if (to_day == from_day) {
        const std::string name = fresh_name(doc);
        const auto edits = new_daily(from_day, from, to);
        commit(edited_text(doc, name, edits),
               tr("Create standing reservation %1").arg(QString::fromStdString(name)),
               QString::fromStdString(name), from_day);
        return true;
    }
    if (to_day == from_day + 1 && to <= from) {
        // The guide's 8:00 PM to 6:00 AM: two daily reservations, evening and the next morning.
        const std::string evening = fresh_name(doc);
        const std::string morning = fresh_name(doc, 1);
        const QString question = tr("A daily reservation cannot cross midnight. Make the complementary pair, "
                                    "as the guide does for "
                                    "8:00 PM to 6:00 AM?\n%1: %2 from %3 to 24:00\n%4: %5 from 00:00 to %6")
                                     .arg(QString::fromStdString(evening), week_->day_title(from_day),
                                          StandingWeek::clock_text(from), QString::fromStdString(morning),
                                          week_->day_title(to_day), StandingWeek::clock_text(to));
        if (!pair_prompt_ || !pair_prompt_(this, question)) {
            status_->setText(tr("Nothing made: a window across midnight needs two standing reservations."));
            return false;
        }
        const ConfigDocument first = ConfigDocument::parse(
            edited_text(doc, evening, new_daily(from_day, from, kDay)), doc.file_name());
        const std::string both = edited_text(first, morning, new_daily(to_day, 0, to));
        commit(both,
               tr("Create standing reservations %1 and %2")
                   .arg(QString::fromStdString(evening), QString::fromStdString(morning)),
               QString::fromStdString(evening), from_day);
        return true;
    }
    // Over several days: one weekly window.
    const std::string name = fresh_name(doc);
    commit(edited_text(doc, name, new_weekly(from_day * kDay + from, to_day * kDay + to)),
           tr("Create standing reservation %1").arg(QString::fromStdString(name)),
           QString::fromStdString(name));
    return true;
}

namespace {
QString refusal_text(EditRefusal r, const QString& name) {
    switch (r) {
        case EditRefusal::CrossesMidnight:
            return StandingPanel::tr("%1 would cross midnight: a daily reservation stays within its day. %2")
                .arg(name, midnight_advice());
        case EditRefusal::LeavesWeek:
            return StandingPanel::tr(
                       "%1 would leave its week: PERIOD=WEEK offsets run from Sunday 00:00 to the next "
                       "Sunday 00:00.")
                .arg(name);
        case EditRefusal::TooShort:
            return StandingPanel::tr("%1: ENDTIME must stay after STARTTIME.").arg(name);
        case EditRefusal::PermanentHasNoTime:
            return StandingPanel::tr("%1 is permanent (PERIOD=INFINITY): it has no time to move.").arg(name);
        case EditRefusal::None:
            break;
    }
    return {};
}
}  // namespace

StandingPanel::Tentative StandingPanel::tentative(int i, int days, qint64 seconds, bool resize) const {
    Tentative t;
    const WeekBlock* b = block(i);
    if (!b || !config_) return t;
    const Target at = target(*b);
    if (!at.refusal.isEmpty()) {
        t.refusal = at.refusal;
        return t;
    }
    const TimeEdit e = resize ? resize_series(at.entry, seconds) : move_series(at.entry, days, seconds);
    if (e.refusal != EditRefusal::None)
        t.refusal = refusal_text(e.refusal, QString::fromStdString(at.entry.name));
    else if (!e.edits.empty())
        t.text = edited_text(*at.document, at.entry.name, e.edits);
    t.name = QString::fromStdString(at.entry.name);
    return t;
}

bool StandingPanel::move_block(int i, int days, qint64 seconds) {
    const WeekBlock* b = block(i);
    if (!b) return false;
    const Tentative t = tentative(i, days, seconds, false);
    if (!t.refusal.isEmpty()) status_->setText(t.refusal);
    if (t.text.empty()) return false;
    commit(t.text, tr("Move standing reservation %1").arg(t.name), t.name, b->day + days);
    return true;
}

bool StandingPanel::resize_block(int i, qint64 end_seconds) {
    const WeekBlock* b = block(i);
    if (!b) return false;
    const Tentative t = tentative(i, 0, end_seconds, true);
    if (!t.refusal.isEmpty()) status_->setText(t.refusal);
    if (t.text.empty()) return false;
    commit(t.text, tr("Resize standing reservation %1").arg(t.name), t.name, b->day);
    return true;
}

void StandingPanel::preview(int i, int days, qint64 seconds, bool resize) {
    const Tentative t = tentative(i, days, seconds, resize);
    if (!t.refusal.isEmpty()) {
        impact_->cancel();
        planner_->cancel();
        set_conflict_lines({t.refusal});
        return;
    }
    if (t.text.empty()) {
        impact_->cancel();
        return show_conflicts();
    }
    impact_->request(t.text);
    planner_->request(week_->inputs(), t.text);
    // Until the week with the change is placed, the list says so rather than show what an earlier
    // position would have left.
    set_conflict_lines({tr("If dropped here:"), tr("Placing the week with the change...")});
}

void StandingPanel::placed(quint64 /*generation*/) {
    // Only the newest request's answer arrives here (the planner drops older ones).
    QStringList lines = planner_->answer()->conflicts;
    if (lines.isEmpty()) lines.push_back(tr("None: every instance of the week is placed whole."));
    lines.prepend(tr("If dropped here:"));
    set_conflict_lines(lines);
}

void StandingPanel::show_conflicts() {
    planner_->cancel();  // the drag ended: a placement on its way is for a position no longer shown
    if (!week_) return set_conflict_lines({});
    QStringList lines = week_->conflict_lines();
    if (lines.isEmpty()) lines.push_back(tr("None: every instance of the week is placed whole."));
    set_conflict_lines(lines);
}

void StandingPanel::set_conflict_lines(const QStringList& lines) {
    // A drag step that leaves the same conflicts changes nothing on screen: no new items to lay out.
    bool same = conflicts_->count() == lines.size();
    for (int k = 0; same && k < lines.size(); ++k) same = conflicts_->item(k)->text() == lines[k];
    if (same) return;
    conflicts_->clear();
    conflicts_->addItems(lines);
}

bool StandingPanel::remove(int i) {
    const WeekBlock* b = block(i);
    if (!b || !config_) return false;
    const Target t = target(*b);
    if (refused(t)) return false;
    if (t.split) {
        // That weekday taken out of DAYS: nothing to split off.
        const StandingReservationConfig& sr = week_->inputs().standing[b->standing];
        const auto days = static_cast<std::uint8_t>(sr.days & ~(1U << b->day));
        const std::vector<AttributeEdit> edits{{"DAYS", days_text(days)}};
        commit(edited_text(config_->document(), sr.name, edits),
               tr("Remove standing reservation %1 on %2")
                   .arg(b->name, QLocale().dayName(b->day == 0 ? 7 : b->day)),
               b->name);
        return true;
    }
    commit(removed_text(config_->document(), t.entry.name), tr("Remove standing reservation %1").arg(b->name),
           QString());
    return true;
}

bool StandingPanel::edit(int i) {
    const WeekBlock* b = block(i);
    if (!b || !config_) return false;
    const Target t = target(*b);
    if (refused(t)) return false;
    SrcfgDialog dialog(*t.document, t.entry.name, this);
    if (!editor_runner_ || !editor_runner_(dialog)) return false;
    const auto edits = dialog.edits();
    if (edits.empty()) return false;
    const QString name = QString::fromStdString(t.entry.name);
    commit(edited_text(*t.document, t.entry.name, edits), tr("Edit standing reservation %1").arg(name), name,
           b->day);
    return true;
}

void StandingPanel::commit(const std::string& text, const QString& label, const QString& focus,
                           int focus_day) {
    ConfigModel* model = config_.data();
    if (model == nullptr) return;
    auto applied = [this](const std::string& now) { send_to_engine(now); };
    std::string before = model->document().bytes();
    auto* command = new StandingEditCommand(model, std::move(before), text, label, applied);
    if (undo_stack_)
        undo_stack_->push(command);
    else {
        command->redo();
        delete command;
    }
    if (!focus.isEmpty()) view_->focus_standing(focus, focus_day);
    view_->setFocus(Qt::OtherFocusReason);
}

void StandingPanel::send_to_engine(const std::string& text) {
    // A service is sent what changed, not this whole file: its maui.cfg keeps its own bytes.
    QPointer<QLabel> status = status_;
    if (service_apply_ && service_apply_([status](bool, const QString& answer) {
            if (status) status->setText(answer);
        })) {
        status_->setText(tr("Sent to the scheduler..."));
        return;
    }
    EngineClient* client = client_source_ ? client_source_() : nullptr;
    if (!client) {
        status_->setText(tr("Changed in maui.cfg (no session runs: save the file to keep it)."));
        return;
    }
    if (answering_ != client) {
        if (answering_) disconnect(answering_, &EngineClient::command_done, this, &StandingPanel::answered);
        answering_ = client;
        connect(client, &EngineClient::command_done, this, &StandingPanel::answered);
    }
    ConfigCommand command{text, "maui.cfg"};
    if (const ConfigModel* model = config_.data(); model != nullptr && !model->document().file_name().empty())
        command.name = model->document().file_name();
    pending_.insert(client->apply(command));
    status_->setText(tr("Sent to the scheduler..."));
}

void StandingPanel::answered(quint64 request, const CommandResult& result) {
    if (pending_.erase(request) == 0) return;
    QStringList lines;
    for (const Diagnostic& d : result.diagnostics) lines.push_back(DiagnosticText::of(d));
    if (result.ok)
        status_->setText(lines.isEmpty()
                             ? tr("The scheduler took the change.")
                             : tr("The scheduler took the change: %1").arg(lines.join(QStringLiteral("; "))));
    else
        status_->setText(tr("The scheduler refused the change: %1").arg(lines.join(QStringLiteral("; "))));
}

}  // namespace outrigger::gui
