#include "gui/app/job_actions.hpp"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QWidget>

namespace outrigger::gui {

namespace {
std::optional<std::int64_t> ask_priority(QWidget* parent, const QString& job) {
    bool ok = false;
    const int p = QInputDialog::getInt(
        parent, JobActions::tr("System priority"),
        JobActions::tr("System priority of job %1 (it replaces the computed one):").arg(job), 1000,
        -1000000000, 1000000000, 1, &ok);
    if (!ok) return std::nullopt;
    return p;
}

void warn(QWidget* parent, const QString& text) {
    QMessageBox::warning(parent, JobActions::tr("Job command refused"), text);
}
}  // namespace

JobActions::JobActions(QWidget* window)
    : QObject(window),
      window_(window),
      menu_(new QMenu(window)),
      hold_(new QAction(this)),
      release_(new QAction(this)),
      cancel_(new QAction(this)),
      priority_(new QAction(this)),
      clear_priority_(new QAction(this)),
      priority_prompt_(ask_priority),
      refusal_notice_(warn) {
    menu_->setObjectName(QStringLiteral("jobMenu"));
    menu_->addAction(hold_);
    menu_->addAction(release_);
    menu_->addSeparator();
    menu_->addAction(priority_);
    menu_->addAction(clear_priority_);
    menu_->addSeparator();
    menu_->addAction(cancel_);
    connect(hold_, &QAction::triggered, this, [this] {
        if (const auto name = focused_name()) send(HoldCommand{*name, Hold::User, true});
    });
    connect(release_, &QAction::triggered, this, [this] {
        if (const auto name = focused_name()) send(HoldCommand{*name, Hold::User, false});
    });
    connect(cancel_, &QAction::triggered, this, [this] {
        if (const auto name = focused_name()) send(CancelCommand{*name});
    });
    connect(priority_, &QAction::triggered, this, [this] {
        const auto name = focused_name();
        if (!name) return;
        if (const auto p = priority_prompt_(window_, QString::fromStdString(*name)))
            send(SetspriCommand{*name, *p});
    });
    connect(clear_priority_, &QAction::triggered, this, [this] {
        if (const auto name = focused_name()) send(SetspriCommand{*name, std::nullopt});
    });
    retranslate();
    refresh();
}

void JobActions::retranslate() {
    menu_->setTitle(tr("&Job"));
    hold_->setText(tr("&Hold"));
    hold_->setToolTip(tr("Keep the selected job out of scheduling (sethold)"));
    release_->setText(tr("&Release Hold"));
    release_->setToolTip(tr("Let the selected job be scheduled again (releasehold)"));
    priority_->setText(tr("Set System &Priority..."));
    priority_->setToolTip(tr("Fix the selected job's priority (setspri)"));
    clear_priority_->setText(tr("C&lear System Priority"));
    cancel_->setText(tr("&Cancel Job"));
    cancel_->setToolTip(tr("Remove the selected job, waiting or running (canceljob)"));
}

void JobActions::attach(EngineClient* client) {
    if (answers_) disconnect(answers_);
    client_ = client;
    sent_.clear();
    if (client) answers_ = connect(client, &EngineClient::command_done, this, &JobActions::answered);
    refresh();
}

void JobActions::focus(qint64 job) {
    job_ = job;
    refresh();
}

const Job* JobActions::focused_job(JobState& state) const {
    const EngineClient* client = client_.data();
    if (client == nullptr || job_ < 0) return nullptr;
    const ViewFrame* frame = client->frame().get();
    const ClusterView* view = frame != nullptr ? frame->view.get() : nullptr;
    const ViewJobs* jobs = view != nullptr ? view->jobs.get() : nullptr;
    if (jobs == nullptr || static_cast<std::size_t>(job_) >= jobs->size()) return nullptr;
    state = view->states[static_cast<std::size_t>(job_)];
    return &(*jobs)[static_cast<std::size_t>(job_)];
}

std::optional<std::string> JobActions::focused_name() const {
    JobState state{};
    if (const Job* job = focused_job(state)) return job->name;
    return std::nullopt;
}

void JobActions::refresh() {
    JobState state = JobState::Completed;
    const Job* job = focused_job(state);
    const bool idle = job != nullptr && state == JobState::Idle;
    const auto holds = job != nullptr ? static_cast<int>(job->hold) : 0;
    hold_->setEnabled(idle && holds == 0);
    release_->setEnabled(idle && (holds & static_cast<int>(Hold::User)) != 0);
    priority_->setEnabled(idle);
    clear_priority_->setEnabled(idle && job->system_priority.has_value());
    cancel_->setEnabled(job != nullptr && (idle || state == JobState::Running));
}

void JobActions::send(const Command& command) {
    if (EngineClient* client = client_.data()) sent_.insert(client->apply(command));
}

void JobActions::answered(quint64 request, const CommandResult& result) {
    if (sent_.erase(request) == 0) return;
    const QString subject = QString::fromStdString(result.subject);
    if (job_ >= 0) emit job_changed(job_);
    if (result.ok) {
        emit message(tr("%1: done").arg(subject));
        return;
    }
    QStringList lines;
    for (const Diagnostic& d : result.diagnostics) lines << QString::fromStdString(format_diagnostic(d));
    emit message(tr("%1: refused").arg(subject));
    refusal_notice_(window_, lines.join(QLatin1Char('\n')));
}

}  // namespace outrigger::gui
