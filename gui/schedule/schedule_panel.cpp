#include "gui/schedule/schedule_panel.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <map>

#include "engine/impact_report.hpp"
#include "gui/app/credential_palette.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "gui/schedule/impact_pane.hpp"
#include "gui/schedule/impact_preview.hpp"
#include "gui/schedule/reservation_dialog.hpp"

namespace outrigger::gui {

SchedulePanel::SchedulePanel(QWidget* parent)
    : QWidget(parent),
      view_(new GanttView(this)),
      colour_by_(new QComboBox(this)),
      backfill_(new QCheckBox(this)),
      follow_(new QCheckBox(this)),
      past_hours_(new QSpinBox(this)),
      colour_label_(new QLabel(this)),
      past_label_(new QLabel(this)),
      zoom_in_(new QToolButton(this)),
      zoom_out_(new QToolButton(this)),
      fit_(new QToolButton(this)),
      legend_(new CredentialLegend(this)),
      checkjob_title_(new QLabel(this)),
      checkjob_(new QPlainTextEdit(this)),
      plan_toggle_(new QToolButton(this)),
      pane_(new ImpactPane(this)),
      preview_(new ImpactPreview(this)),
      own_undo_(new QUndoStack(this)),
      undo_(own_undo_) {
    setObjectName(QStringLiteral("schedulePanel"));
    colour_by_->addItems({QString(), QString(), QString(), QString(), QString()});
    colour_label_->setBuddy(colour_by_);
    past_hours_->setRange(0, 168);
    past_hours_->setValue(12);
    past_label_->setBuddy(past_hours_);
    follow_->setChecked(true);
    legend_->setObjectName(QStringLiteral("legend"));
    checkjob_->setReadOnly(true);
    checkjob_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    checkjob_->setObjectName(QStringLiteral("checkjob"));

    auto* controls = new QHBoxLayout;
    controls->addWidget(colour_label_);
    controls->addWidget(colour_by_);
    controls->addWidget(backfill_);
    controls->addWidget(follow_);
    controls->addWidget(past_label_);
    controls->addWidget(past_hours_);
    controls->addStretch(1);
    // The planning and zoom buttons share the legend's row: one row of every control would not fit
    // the narrowest window (1100 px) in German or French.
    auto* legend_row = new QHBoxLayout;
    legend_row->addWidget(legend_, 1);
    legend_row->addWidget(plan_toggle_, 0, Qt::AlignTop);
    legend_row->addWidget(zoom_out_, 0, Qt::AlignTop);
    legend_row->addWidget(zoom_in_, 0, Qt::AlignTop);
    legend_row->addWidget(fit_, 0, Qt::AlignTop);

    auto* lower = new QWidget;
    auto* lower_layout = new QVBoxLayout(lower);
    lower_layout->setContentsMargins(0, 0, 0, 0);
    lower_layout->addWidget(checkjob_title_);
    lower_layout->addWidget(checkjob_, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(view_);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    auto* sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(splitter);
    sides->addWidget(pane_);
    sides->setStretchFactor(0, 3);
    sides->setStretchFactor(1, 1);
    sides_ = sides;
    pane_->hide();
    pane_->installEventFilter(this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addLayout(legend_row);
    layout->addWidget(sides, 1);

    plan_toggle_->setCheckable(true);
    plan_toggle_->setObjectName(QStringLiteral("planReservation"));
    connect(plan_toggle_, &QToolButton::toggled, this, [this](bool on) {
        view_->set_plan_mode(on);
        pane_->setVisible(on || plan_.has_value());
        if (on) {
            ensure_answers();
            ask_showres();
        }
    });
    connect(view_, &GanttView::plan_drawn, this, &SchedulePanel::drawn);
    connect(view_, &GanttView::commit_requested, this, [this] { commit_plan(); });
    connect(view_, &GanttView::cancel_requested, this, &SchedulePanel::cancel_plan);
    connect(view_, &GanttView::release_requested, this, [this](const QString& name) { plan_release(name); });
    connect(view_, &GanttView::reservation_clicked, this, &SchedulePanel::show_reservation);
    connect(pane_, &ImpactPane::form_planned, this, &SchedulePanel::form_planned);
    connect(pane_, &ImpactPane::commit_clicked, this, [this] { commit_plan(); });
    connect(pane_, &ImpactPane::cancel_clicked, this, &SchedulePanel::cancel_plan);
    connect(pane_, &ImpactPane::options_clicked, this, &SchedulePanel::edit_options);
    connect(preview_, &ImpactPreview::ready, this,
            [this](const ImpactReport& report, quint64) { impact_arrived(report); });
    connect(preview_, &ImpactPreview::failed, this, [this](const QString& error, quint64) {
        pane_->show_error(error);
        emit impact_shown();
    });

    connect(colour_by_, &QComboBox::currentIndexChanged, this, [this](int i) {
        view_->set_colour_by(static_cast<ColourBy>(std::clamp(i, 0, 4)));
        update_legend();
    });
    connect(backfill_, &QCheckBox::toggled, view_, &GanttView::set_backfill_overlay);
    connect(follow_, &QCheckBox::toggled, view_, &GanttView::set_follow_now);
    connect(view_, &GanttView::view_changed, this, [this] {
        const QSignalBlocker block(follow_);
        follow_->setChecked(view_->follow_now());
    });
    connect(past_hours_, &QSpinBox::valueChanged, this, [this](int h) {
        view_->set_past_window(Duration::hours(h));
        update_legend();
    });
    connect(zoom_in_, &QToolButton::clicked, view_, [this] { view_->zoom(1.25); });
    connect(zoom_out_, &QToolButton::clicked, view_, [this] { view_->zoom(0.8); });
    connect(fit_, &QToolButton::clicked, view_, &GanttView::fit_all);
    connect(view_, &GanttView::job_clicked, this, [this](qint64 job) {
        shown_job_ = job;
        shown_reservation_.clear();
        emit checkjob_requested(job);
    });
    retranslate();
}

void SchedulePanel::show_frame(const FramePtr& frame) {
    view_->set_frame(frame);
    update_legend();
    if (!frame) return;
    QStringList partitions;
    for (const auto& p : frame->statics().partitions) partitions << QString::fromStdString(p);
    pane_->set_partitions(partitions);
    // A reservation made or released since: its attributes and access list are asked for again.
    std::vector<std::string> names;
    for (const ViewReservation& r : frame->view->reservations) names.push_back(r.name);
    if (names != reservation_names_seen_) {
        reservation_names_seen_ = std::move(names);
        if (plan_toggle_->isChecked() || !reservations_.empty()) ask_showres();
    }
    if (plan_) update_overlay();
    // A reservation just made shows where it is, once the view has it.
    if (!reveal_.empty() && view_->reveal_reservation(reveal_)) {
        show_reservation(QString::fromStdString(reveal_));
        reveal_.clear();
    }
}

void SchedulePanel::show_reservation(const QString& name) {
    shown_reservation_ = name;
    shown_job_ = -1;
    checkjob_title_->setText(tr("Reservation %1").arg(name));
    checkjob_->setPlainText(reservation_details(name));
    ensure_answers();
    ask_showres();
}

EngineClient* SchedulePanel::client() const {
    return client_source_ ? client_source_() : nullptr;
}

void SchedulePanel::set_undo_stack(QUndoStack* stack) {
    undo_ = stack != nullptr ? stack : own_undo_;
}

void SchedulePanel::ensure_answers() {
    EngineClient* c = client();
    preview_->attach(c);
    if (c == answered_client_) return;
    disconnect(reports_);
    disconnect(commands_);
    answered_client_ = c;
    reservations_.clear();
    if (c == nullptr) return;
    reports_ = connect(c, &EngineClient::report_ready, this, &SchedulePanel::report_arrived);
    commands_ = connect(c, &EngineClient::command_done, this, &SchedulePanel::command_answered);
}

void SchedulePanel::ask_showres() {
    if (EngineClient* c = client())
        showres_request_ = c->query(Query{QueryKind::Showres, {}}, ReportFormat::Json);
}

namespace {
QString acl_option(const std::string& list) {
    if (list == "USERLIST") return QStringLiteral("-u");
    if (list == "GROUPLIST") return QStringLiteral("-g");
    if (list == "ACCOUNTLIST") return QStringLiteral("-a");
    if (list == "QOSLIST") return QStringLiteral("-q");
    if (list == "CLASSLIST") return QStringLiteral("-c");
    return {};
}
}  // namespace

void SchedulePanel::report_arrived(quint64 request, const Query& /*query*/, const QueryResult& result) {
    if (request != showres_request_ || !result.report) return;
    const FramePtr& f = view_->frame();
    if (!f) return;
    const LocalCalendar& cal = f->statics().calendar;
    reservations_.clear();
    QHash<QString, QString> access;
    const nlohmann::json& j = result.report->json;
    if (!j.contains("reservations") || !j["reservations"].is_array()) return;
    for (const auto& r : j["reservations"]) {
        Known k;
        const std::string name = r.value("name", std::string());
        const std::string kind = r.value("kind", std::string());
        k.administrative = kind == "administrative";
        if (kind == "job") continue;
        ReservationPlan plan;
        plan.name = name;
        plan.start = Time::from_seconds(r.value("start", std::int64_t{0}));
        plan.end = r["end"].is_number() ? Time::from_seconds(r["end"].get<std::int64_t>()) : Time::never();
        for (const auto& a : r["allocation"]) {
            const auto node = a.value("node", std::uint32_t{0});
            if (node < f->statics().nodes.size()) plan.hosts.push_back(f->statics().nodes[node].name);
        }
        std::map<QString, std::vector<std::string>> lists;
        QStringList who;
        for (const auto& e : r["acl"]) {
            const std::string list = e.value("list", std::string());
            const std::string value = e.value("value", std::string());
            const QString opt = acl_option(list);
            if (opt == QLatin1String("-u")) plan.users.push_back(value);
            if (opt == QLatin1String("-g")) plan.groups.push_back(value);
            if (opt == QLatin1String("-a")) plan.accounts.push_back(value);
            if (opt == QLatin1String("-q")) plan.qos.push_back(value);
            if (opt == QLatin1String("-c")) plan.classes.push_back(value);
            who << QStringLiteral("%1==%2").arg(QString::fromStdString(list), QString::fromStdString(value));
        }
        for (const auto& flag : r["flags"]) plan.flags.push_back(flag.get<std::string>());
        k.args = ReservationArgs{name, plan.setres_arguments(cal)};
        k.access = who.join(QLatin1Char(' '));
        QStringList flags;
        for (const auto& flag : plan.flags) flags << QString::fromStdString(flag);
        k.details =
            tr("Reservation %1 (%2)\nFrom %3\nTo %4\n%n node(s): %5\nAccess: %6\nFlags: %7", nullptr,
               static_cast<int>(plan.hosts.size()))
                .arg(QString::fromStdString(name), QString::fromStdString(kind),
                     QString::fromStdString(cal.format(plan.start)),
                     plan.end.is_never() ? tr("no end") : QString::fromStdString(cal.format(plan.end)),
                     QString::fromStdString([&plan] {
                         std::string h;
                         for (const auto& x : plan.hosts) h += (h.empty() ? "" : ",") + x;
                         return h;
                     }()),
                     k.access.isEmpty() ? tr("no job (a system reservation)") : k.access,
                     flags.isEmpty() ? tr("none") : flags.join(QStringLiteral(", ")));
        if (k.administrative)
            k.details +=
                QLatin1Char('\n') + tr("Administrative: with Plan reservation on, drag it to move it, "
                                       "drag its right end to resize it, or press Delete to release it.");
        access.insert(QString::fromStdString(name), k.access);
        reservations_[name] = std::move(k);
    }
    view_->set_reservation_access(std::move(access));
    if (!shown_reservation_.isEmpty()) checkjob_->setPlainText(reservation_details(shown_reservation_));
}

QString SchedulePanel::reservation_details(const QString& name) const {
    const auto it = reservations_.find(name.toStdString());
    return it == reservations_.end() ? tr("Asking the engine about reservation %1\u2026").arg(name)
                                     : it->second.details;
}

std::string SchedulePanel::fresh_name() const {
    const FramePtr& f = view_->frame();
    for (int n = planned_ + 1;; ++n) {
        const std::string name = "plan." + std::to_string(n);
        const bool taken = (f && std::any_of(f->view->reservations.begin(), f->view->reservations.end(),
                                             [&name](const ViewReservation& r) { return r.name == name; })) ||
                           reservations_.count(name) > 0;
        if (!taken) return name;
    }
}

void SchedulePanel::drawn(const PlanRect& rect, bool /*finished*/) {
    const FramePtr& f = view_->frame();
    if (!f || rect.nodes.empty()) return;
    ReservationPlan p;
    if (rect.ghost && plan_ && !plan_->empty()) {
        // The plan's ghost moved or resized: the same plan (new, or a reservation moved) there.
        p = *plan_;
        p.node_count = 0;
        p.partition.clear();
    } else if (!rect.moving.empty()) {
        const auto it = reservations_.find(rect.moving);
        if (it == reservations_.end() || !it->second.administrative) {
            pane_->set_status(
                tr("Only administrative reservations can be moved or resized here; %1 is not one.")
                    .arg(QString::fromStdString(rect.moving)));
            return;
        }
        // The same reservation with its new span: released, then made again under its name.
        p = plan_ && plan_->replaces == rect.moving ? *plan_ : ReservationPlan{};
        if (p.replaces.empty()) {
            // Its access list and flags from showres, its name kept.
            const auto& args = it->second.args.setres;
            p.name = rect.moving;
            for (std::size_t i = 0; i + 1 < args.size(); ++i) {
                const auto& a = args[i];
                const auto& v = args[i + 1];
                if (a == "-u") p.users = split_list(v);
                if (a == "-g") p.groups = split_list(v);
                if (a == "-a") p.accounts = split_list(v);
                if (a == "-q") p.qos = split_list(v);
                if (a == "-c") p.classes = split_list(v);
                if (a == "-x") p.flags = split_list(v);
            }
            p.replaces = rect.moving;
        }
    } else if (plan_ && plan_->replaces.empty()) {
        p = *plan_;  // a new rectangle keeps the name, access list and flags chosen
        p.node_count = 0;
        p.partition.clear();
    } else {
        p.name = fresh_name();
    }
    p.hosts.clear();
    for (NodeId n : rect.nodes) p.hosts.push_back(f->statics().nodes[n.value()].name);
    p.start = max(rect.start, f->view->now);
    p.end = rect.end;
    set_plan(std::move(p));
}

void SchedulePanel::form_planned(const QString& partition, int nodes, qint64 start_seconds,
                                 qint64 duration_seconds) {
    const FramePtr& f = view_->frame();
    if (!f) return;
    ReservationPlan p = plan_ && plan_->replaces.empty() ? *plan_ : ReservationPlan{};
    if (p.name.empty()) p.name = fresh_name();
    p.hosts.clear();
    p.node_count = nodes;
    p.partition = partition.toStdString();
    p.start = f->view->now + Duration::seconds(start_seconds);
    p.end = p.start + Duration::seconds(duration_seconds);
    const Interval when{p.start, p.end};
    set_plan(std::move(p));
    // A plan typed in the form may lie beyond what shows; drawn ones are where the user looks.
    view_->bring_into_view(when, NodeId::invalid());
}

bool SchedulePanel::plan_release(const QString& name) {
    const auto it = reservations_.find(name.toStdString());
    if (it == reservations_.end() || !it->second.administrative) {
        pane_->setVisible(true);
        pane_->set_status(
            tr("Only administrative reservations can be released here; %1 is not one.").arg(name));
        return false;
    }
    ReservationPlan p;
    p.name = name.toStdString();
    p.replaces = name.toStdString();
    set_plan(std::move(p));
    return true;
}

void SchedulePanel::set_plan(std::optional<ReservationPlan> plan) {
    plan_ = std::move(plan);
    impact_.reset();
    ensure_answers();
    const FramePtr& f = view_->frame();
    if (!plan_ || !f) {
        preview_->cancel();
        view_->set_overlay({});
        pane_->clear();
        pane_->setVisible(plan_toggle_->isChecked());
        return;
    }
    pane_->setVisible(true);
    const LocalCalendar& cal = f->statics().calendar;
    pane_->set_command_line(plan_->empty()
                                ? QStringLiteral("releaseres %1").arg(QString::fromStdString(plan_->replaces))
                                : QString::fromStdString(setres_command_line(plan_->setres_arguments(cal))));
    if (!plan_->empty() && !plan_->end.is_never())
        pane_->show_plan_shape(QString::fromStdString(plan_->partition), plan_->nodes(),
                               (max(plan_->start, f->view->now) - f->view->now).count(),
                               (plan_->end - plan_->start).count());
    pane_->show_waiting();
    update_overlay();
    preview_->request(plan_->change(cal));
}

void SchedulePanel::update_overlay() {
    const FramePtr& f = view_->frame();
    if (!plan_ || !f) return;
    GanttOverlay o;
    std::vector<std::string> hosts = plan_->hosts;
    // A node count is placed by the engine: the ghost shows where, once it answers.
    if (hosts.empty() && impact_ && !impact_->reservations.empty())
        hosts = impact_->reservations.front().hosts;
    for (const auto& h : hosts)
        for (const auto& n : f->statics().nodes)
            if (n.name == h) o.ghost_nodes.push_back(n.node);
    if (!plan_->empty()) o.ghost = Interval{plan_->start, plan_->end};
    o.ghost_label = plan_->empty() ? QString()
                                   : tr("%1: %n node(s)", nullptr, static_cast<int>(o.ghost_nodes.size()))
                                         .arg(QString::fromStdString(plan_->name));
    if (impact_) {
        std::map<std::string, JobId> ids;
        if (f->view->jobs)
            for (const Job& j : *f->view->jobs) ids.emplace(j.name, j.id);
        o.delayed.assign(f->view->jobs ? f->view->jobs->size() : 0, 0);
        for (const JobImpact& j : impact_->jobs)
            if (j.delayed())
                if (const auto it = ids.find(j.job); it != ids.end() && it->second.value() < o.delayed.size())
                    o.delayed[it->second.value()] = 1;
    }
    view_->set_overlay(std::move(o));
}

void SchedulePanel::impact_arrived(const ImpactReport& report) {
    impact_ = report;
    const FramePtr& f = view_->frame();
    if (f) pane_->show_report(report, f->statics().calendar);
    update_overlay();
    emit impact_shown();
}

void SchedulePanel::edit_options() {
    if (!plan_ || plan_->empty()) return;
    ReservationDialog dialog(*plan_, this);
    if (dialog.exec() != QDialog::Accepted) return;
    ReservationPlan p = dialog.plan();
    if (p.name.empty()) p.name = plan_->name;
    set_plan(std::move(p));
}

bool SchedulePanel::commit_plan() {
    const FramePtr& f = view_->frame();
    EngineClient* c = client();
    if (!plan_ || !f || c == nullptr) return false;
    ensure_answers();
    const LocalCalendar& cal = f->statics().calendar;
    std::optional<ReservationArgs> made;
    std::optional<ReservationArgs> released;
    if (!plan_->empty()) made = ReservationArgs{plan_->name, plan_->setres_arguments(cal)};
    reveal_ = made ? made->name : std::string();
    if (!plan_->replaces.empty()) {
        const auto it = reservations_.find(plan_->replaces);
        if (it != reservations_.end()) released = it->second.args;
    }
    const QString text = !released ? tr("Make reservation %1").arg(QString::fromStdString(plan_->name))
                         : made    ? tr("Move reservation %1").arg(QString::fromStdString(plan_->replaces))
                                : tr("Release reservation %1").arg(QString::fromStdString(plan_->replaces));
    undo_->push(new ReservationCommand(c, std::move(made), std::move(released), text));
    ++planned_;
    pane_->set_status(tr("Sent: %1").arg(pane_->command_line()->text()));
    set_plan(std::nullopt);
    return true;
}

void SchedulePanel::cancel_plan() {
    set_plan(std::nullopt);
}

void SchedulePanel::command_answered(quint64 /*request*/, const CommandResult& result) {
    QStringList lines;
    for (const Diagnostic& d : result.diagnostics) lines << QString::fromStdString(format_diagnostic(d));
    const QString text = result.ok ? tr("The engine did it: %1").arg(QString::fromStdString(result.subject))
                                   : tr("The engine refused: %1").arg(lines.join(QStringLiteral("; ")));
    pane_->set_status(text);
    if (!result.ok) reveal_.clear();
    emit reservation_answered(result.ok, text);
    ask_showres();
}

void SchedulePanel::select_job(JobId job) {
    if (!view_->selected() || view_->selected()->kind != GanttItemKind::Bar ||
        view_->selected()->subject != job.value())
        view_->select_job(job);
}

void SchedulePanel::show_checkjob(qint64 job, const QString& text) {
    shown_job_ = job;
    if (job < 0) {  // nothing selected (a new session)
        checkjob_->clear();
        retranslate();
        return;
    }
    const FramePtr& f = view_->frame();
    const JobId id(static_cast<JobId::Rep>(job));
    const QString name =
        f && job >= 0 && f->has_job(id) ? QString::fromStdString(f->job(id).name) : QString::number(job);
    checkjob_title_->setText(tr("checkjob %1").arg(name));
    checkjob_->setPlainText(text.isEmpty() ? tr("No such job.") : text);
}

void SchedulePanel::update_legend() {
    const FramePtr& f = view_->frame();
    if (!f) {
        legend_->clear();
        return;
    }
    const ViewStatics& statics = f->statics();
    const CredKind kind = cred_kind(static_cast<ColourBy>(std::clamp(colour_by_->currentIndex(), 0, 4)));
    // The credentials drawn now, busiest first (by processors), at most a dozen named.
    std::map<std::uint32_t, std::int64_t> procs;
    for (const GanttBar& b : view_->items().bars) procs[f->job(b.job).creds[kind].value()] += b.procs;
    std::vector<std::pair<std::int64_t, std::uint32_t>> order;
    for (const auto& [id, p] : procs) order.emplace_back(-p, id);
    std::sort(order.begin(), order.end());
    const CredentialPalette looks = CredentialPalette::for_palette(palette());
    std::vector<CredentialLegend::Entry> entries;
    for (std::size_t i = 0; i < order.size() && i < 12; ++i) {
        const CredId id(order[i].second);
        entries.push_back(
            {looks.look(id), id.valid() ? QString::fromStdString(statics.names.name(kind, id)) : tr("none")});
    }
    QString note;
    if (order.size() > 12)
        note = tr("and %n more", nullptr, static_cast<int>(order.size() - 12)) + QLatin1Char(' ');
    note += tr("(hatched: job reservation; dashed outline: reservation; faded: completed)");
    legend_->set_entries(std::move(entries), note);
}

bool SchedulePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == pane_ && event->type() == QEvent::Show && !pane_sized_ && sides_ != nullptr) {
        pane_sized_ = true;
        const int total = sides_->width();
        const int pane = std::min(pane_->sizeHint().width(), total / 2);
        sides_->setSizes({total - pane, pane});
    }
    return QWidget::eventFilter(watched, event);
}

void SchedulePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void SchedulePanel::retranslate() {
    colour_label_->setText(tr("Colour by:"));
    colour_by_->setItemText(0, tr("User"));
    colour_by_->setItemText(1, tr("Group"));
    colour_by_->setItemText(2, tr("Account"));
    colour_by_->setItemText(3, tr("QOS"));
    colour_by_->setItemText(4, tr("Class"));
    backfill_->setText(tr("Backfill windows"));
    backfill_->setToolTip(tr("Show the free node x time rectangles of showbf"));
    follow_->setText(tr("Follow now"));
    past_label_->setText(tr("Completed jobs (hours):"));
    // "+" and "-" (said in words to tooltips and screen readers): the row of controls above the
    // Gantt must fit the narrowest window in every language.
    zoom_in_->setText(QStringLiteral("+"));
    zoom_in_->setToolTip(tr("Zoom in"));
    zoom_in_->setAccessibleName(tr("Zoom in"));
    zoom_out_->setText(QStringLiteral("\u2212"));
    zoom_out_->setToolTip(tr("Zoom out"));
    zoom_out_->setAccessibleName(tr("Zoom out"));
    fit_->setText(tr("Fit all"));
    if (shown_job_ < 0 && shown_reservation_.isEmpty())
        checkjob_title_->setText(
            tr("Click a job to see its checkjob, or a reservation to see its attributes."));
    plan_toggle_->setText(tr("Plan reservation"));
    plan_toggle_->setToolTip(
        tr("Draw a reservation over nodes and time to see which jobs would wait longer; Enter makes it, "
           "Escape drops it"));
    update_legend();
}

}  // namespace outrigger::gui
