#include "gui/queue/queue_model.hpp"

#include <QFont>
#include <algorithm>

#include "gui/queue/wait_reason_text.hpp"
#include "model/time_text.hpp"

namespace outrigger::gui {

namespace {

QString cred(const Names& names, CredKind kind, CredId id) {
    return id.valid() && id.value() < names.count(kind) ? QString::fromStdString(names.name(kind, id))
                                                        : QStringLiteral("-");
}

QString hms(Duration d) {
    return QString::fromStdString(format_hms(d));
}

QString accrual_text(PrioAccrualPolicy policy) {
    switch (policy) {
        case PrioAccrualPolicy::Always:
            return QueueModel::tr(
                "The queue time the priority counts. JOBPRIOACCRUALPOLICY ALWAYS: it runs from submission, "
                "whatever holds the job back.");
        case PrioAccrualPolicy::QueuePolicy:
            return QueueModel::tr(
                "The queue time the priority counts. JOBPRIOACCRUALPOLICY QUEUEPOLICY: it starts again "
                "whenever a throttling limit blocks the job, so that queue stuffers gain nothing from jobs "
                "they cannot run.");
        case PrioAccrualPolicy::FullPolicy:
            return QueueModel::tr(
                "The queue time the priority counts. JOBPRIOACCRUALPOLICY FULLPOLICY: it starts again "
                "whenever anything blocks the job (a limit, a hold, a dependency, a fairshare cap).");
    }
    return {};
}

}  // namespace

QueueModel::QueueModel(QueueSection section, QObject* parent)
    : QAbstractTableModel(parent), section_(section) {}

void QueueModel::set_frame(FramePtr frame) {
    if (frame && frame_ && frame->view == frame_->view) {
        frame_ = std::move(frame);  // the same state later: only the time since submission moved
        if (!rows_.empty())
            emit dataChanged(index(0, QueuedColumn), index(static_cast<int>(rows_.size()) - 1, QueuedColumn));
        return;
    }
    beginResetModel();
    frame_ = std::move(frame);
    rebuild();
    endResetModel();
}

void QueueModel::rebuild() {
    build_rows();
    counts_ = {};
    fitting_ = 0;
    for (const Row& row : rows_) {
        ++counts_[static_cast<std::size_t>(row.state)];
        fitting_ += row.fits_now ? 1 : 0;
    }
}

void QueueModel::build_rows() {
    rows_.clear();
    if (!frame_) return;
    const ClusterView& v = *frame_->view;
    if (section_ == QueueSection::Eligible) {
        // The core's priority order when it ranked the queue, else the queue's own (submission).
        std::vector<std::uint32_t> order;
        if (v.priorities.size() == v.queue.size()) {
            const auto ranking = v.priorities.ranking();
            order.assign(ranking.begin(), ranking.end());
        } else {
            order.resize(v.queue.size());
            for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint32_t>(i);
        }
        std::int64_t free = v.free_procs;
        bool fitting = true;  // strict priority order: nothing below a job that does not fit starts first
        for (const std::uint32_t i : order) {
            const ViewQueued& q = v.queue[i];
            if (q.blocked) continue;
            Row row{q.job, WaitState::Idle, static_cast<std::int32_t>(i), -1, false};
            if (fitting && !q.reserved_start) {
                const std::int64_t procs = v.job(q.job).procs();
                if (procs <= free) {
                    row.fits_now = true;
                    free -= procs;
                } else {
                    fitting = false;
                }
            }
            rows_.push_back(row);
        }
        return;
    }
    for (std::size_t i = 0; i < v.queue.size(); ++i) {
        const ViewQueued& q = v.queue[i];
        if (!q.blocked) continue;
        const bool held = q.reason && q.reason->code() == ReasonCode::Held;
        rows_.push_back(
            Row{q.job, held ? WaitState::Held : WaitState::Blocked, static_cast<std::int32_t>(i), -1});
    }
    std::stable_partition(rows_.begin(), rows_.end(),
                          [](const Row& r) { return r.state == WaitState::Blocked; });
    for (std::size_t i = 0; i < v.rejected.size(); ++i)
        rows_.push_back(Row{v.rejected[i].job, WaitState::Rejected, -1, static_cast<std::int32_t>(i)});
}

JobId QueueModel::job_at(int row) const {
    return row >= 0 && static_cast<std::size_t>(row) < rows_.size() ? rows_[static_cast<std::size_t>(row)].job
                                                                    : JobId::invalid();
}

int QueueModel::row_of(JobId job) const {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].job == job) return static_cast<int>(i);
    return -1;
}

WaitState QueueModel::state_at(int row) const {
    return row >= 0 && static_cast<std::size_t>(row) < rows_.size()
               ? rows_[static_cast<std::size_t>(row)].state
               : WaitState::Idle;
}

QString QueueModel::state_text(WaitState state) {
    switch (state) {
        case WaitState::Idle:
            return tr("Idle");
        case WaitState::Blocked:
            return tr("Blocked");
        case WaitState::Held:
            return tr("Held");
        case WaitState::Rejected:
            return tr("Rejected");
    }
    return {};
}

int QueueModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int QueueModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString QueueModel::reason_text(const Row& row) const {
    const ClusterView& v = *frame_->view;
    if (row.rejected_row >= 0)
        return WaitReasonText::of(v.rejected[static_cast<std::size_t>(row.rejected_row)].reason, *frame_);
    if (row.fits_now) return WaitReasonText::fits_now();
    const ViewQueued& q = v.queue[static_cast<std::size_t>(row.queue_row)];
    return q.reason ? WaitReasonText::of(q.reason->reason(), *frame_) : WaitReasonText::not_yet_seen();
}

QString QueueModel::text(const Row& row, int column) const {
    const Job& job = frame_->job(row.job);
    const Names& names = frame_->statics().names;
    switch (column) {
        case JobColumn:
            return QString::fromStdString(job.name);
        case StateColumn:
            return state_text(row.state);
        case UserColumn:
            return cred(names, CredKind::User, job.creds.user());
        case ClassColumn:
            return cred(names, CredKind::Class, job.creds.job_class());
        case QosColumn:
            return cred(names, CredKind::Qos, job.creds.qos());
        case ProcsColumn:
            return QString::number(job.procs());
        case WalltimeColumn:
            return hms(job.walltime);
        case QueuedColumn:
            return hms(max(Duration::zero(), frame_->at - job.submit));
        case EffectiveColumn:
            return row.queue_row >= 0
                       ? hms(frame_->view->queue[static_cast<std::size_t>(row.queue_row)].queued)
                       : QStringLiteral("-");
        case ReasonColumn:
            return reason_text(row);
        default:
            return {};
    }
}

QVariant QueueModel::data(const QModelIndex& index, int role) const {
    if (!frame_ || !index.isValid() || static_cast<std::size_t>(index.row()) >= rows_.size()) return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            return text(row, index.column());
        case Qt::ToolTipRole:
            return index.column() == ReasonColumn ? reason_text(row) : QVariant();
        case Qt::TextAlignmentRole:
            if (index.column() >= ProcsColumn && index.column() <= EffectiveColumn)
                return QVariant(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        case Qt::FontRole:
            if (row.fits_now) {
                QFont bold;
                bold.setBold(true);
                return bold;
            }
            return {};
        case JobIdRole:
            return static_cast<qint64>(row.job.value());
        case FitsNowRole:
            return row.fits_now;
        default:
            return {};
    }
}

QVariant QueueModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case QueuedColumn:
                return tr("Time since the job was submitted");
            case EffectiveColumn:
                return frame_ ? accrual_text(frame_->statics().priority.accrual)
                              : accrual_text(PrioAccrualPolicy::QueuePolicy);
            case ReasonColumn:
                return tr("Why the job is not running, as the last scheduling iteration found it");
            default:
                return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
        case JobColumn:
            return tr("Job");
        case StateColumn:
            return tr("State");
        case UserColumn:
            return tr("User");
        case ClassColumn:
            return tr("Class");
        case QosColumn:
            return tr("QOS");
        case ProcsColumn:
            return tr("Procs");
        case WalltimeColumn:
            return tr("Walltime");
        case QueuedColumn:
            return tr("Queued");
        case EffectiveColumn:
            return tr("Effective queue time");
        case ReasonColumn:
            return tr("Why it waits");
        default:
            return {};
    }
}

}  // namespace outrigger::gui
