#include "gui/priority/priority_model.hpp"

#include <QFont>
#include <algorithm>

#include "gui/app/date_text.hpp"
#include "model/time_text.hpp"

namespace outrigger::gui {

namespace {

CredKind cred_of(int column) {
    switch (column) {
        case PriorityModel::GroupColumn:
            return CredKind::Group;
        case PriorityModel::AccountColumn:
            return CredKind::Account;
        case PriorityModel::QosColumn:
            return CredKind::Qos;
        case PriorityModel::ClassColumn:
            return CredKind::Class;
        default:
            return CredKind::User;
    }
}

bool is_cred_column(int column) {
    return column >= PriorityModel::UserColumn && column <= PriorityModel::ClassColumn;
}

}  // namespace

PriorityModel::PriorityModel(QObject* parent) : QAbstractTableModel(parent) {}

const Job& PriorityModel::job_of(std::uint32_t row) const {
    return frame_->job(table_.job(row));
}

void PriorityModel::set_frame(FramePtr frame) {
    if (frame && frame_ && frame->view == frame_->view) {
        frame_ = std::move(frame);  // the same view at a later instant shown: the same rows
        return;
    }
    beginResetModel();
    frame_ = std::move(frame);
    if (frame_) {
        table_ = frame_->view->priorities;
        if (!has_settings_) {
            settings_ = frame_->statics().priority;
            has_settings_ = true;
        }
        baseline_rank_.resize(frame_->view->jobs->size(), 0);
        rerank();
        components_ = shown_components();
        rebuild_rows();
    } else {
        table_ = PriorityTable();
        rows_.clear();
        components_.clear();
    }
    endResetModel();
}

void PriorityModel::set_settings(const PrioritySettings& settings, bool new_baseline) {
    settings_ = settings;
    has_settings_ = true;
    if (!frame_) return;
    // The ranks before this change are what the arrows compare against.
    if (new_baseline)
        for (std::uint32_t r = 0; r < rank_.size(); ++r) baseline_rank_[table_.job(r).value()] = rank_[r];
    rerank();
    const std::vector<PriorityComponent> shown = shown_components();
    if (shown != components_) {
        beginResetModel();
        components_ = shown;
        rebuild_rows();
        endResetModel();
        return;
    }
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<JobId> jobs;
    jobs.reserve(static_cast<std::size_t>(before.size()));
    for (const QModelIndex& i : before) jobs.push_back(job_at(i.row()));
    rebuild_rows();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype k = 0; k < before.size(); ++k) {
        const int row = row_of(jobs[static_cast<std::size_t>(k)]);
        after.push_back(row < 0 ? QModelIndex() : index(row, before[k].column()));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    emit dataChanged(index(0, 0), index(std::max(0, rowCount() - 1), columnCount() - 1));
}

void PriorityModel::set_filter(int column, const QString& text, bool exact) {
    beginResetModel();
    filter_column_ = column;
    filter_ = text;
    filter_exact_ = exact;
    if (frame_) rebuild_rows();
    endResetModel();
}

void PriorityModel::rerank() {
    const ViewStatics& st = frame_->statics();
    weights_.emplace(settings_, st.credentials, st.names);
    table_.reweight(*weights_);
    const auto ranking = table_.ranking();
    rank_.assign(table_.size(), 0);
    next_.assign(table_.size(), 0);
    std::int64_t free = frame_->view->free_procs;
    bool fitting = true;
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const std::uint32_t row = ranking[i];
        rank_[row] = static_cast<int>(i) + 1;
        if (frame_->view->queue[row].reserved_start) {
            next_[row] = 2;
        } else if (frame_->view->queue[row].blocked) {
            continue;  // not considered at all (held, over a limit, ...): it neither starts nor stops others
        } else if (fitting) {
            const std::int64_t procs = job_of(row).procs();
            if (procs <= free && !table_.rejected(row)) {
                next_[row] = 1;
                free -= procs;
            } else {
                fitting = false;  // strict priority order: nothing below it starts before it
            }
        }
    }
}

std::vector<PriorityComponent> PriorityModel::shown_components() const {
    std::vector<PriorityComponent> out;
    for (std::size_t c = 0; c < kPriorityComponents; ++c) {
        if (settings_.component_weight[c] == 0) continue;
        bool any = false;
        for (std::size_t s = 0; s < kPrioritySubs; ++s)
            if (priority_sub_info(static_cast<PrioritySub>(s)).component ==
                    static_cast<PriorityComponent>(c) &&
                settings_.sub_weight[s] != 0)
                any = true;
        if (any) out.push_back(static_cast<PriorityComponent>(c));
    }
    return out;
}

void PriorityModel::rebuild_rows() {
    rows_.clear();
    const auto ranking = table_.ranking();
    rows_.reserve(ranking.size());
    for (std::uint32_t row : ranking)
        if (filter_column_ < 0 || filter_.isEmpty() ||
            (filter_exact_ ? text(row, filter_column_).compare(filter_, Qt::CaseInsensitive) == 0
                           : text(row, filter_column_).contains(filter_, Qt::CaseInsensitive)))
            rows_.push_back(row);
    if (sort_column_ == RankColumn && sort_order_ == Qt::AscendingOrder) return;

    // Typed keys, computed once per row.
    const int col = sort_column_;
    std::vector<double> numeric(table_.size(), 0);
    std::vector<std::string> strings;
    if (is_cred_column(col)) {
        strings.resize(table_.size());
        const ViewStatics& st = frame_->statics();
        for (std::uint32_t r : rows_) {
            const CredId id = job_of(r).creds[cred_of(col)];
            strings[r] = id.valid() ? st.names.name(cred_of(col), id) : std::string();
        }
    } else {
        for (std::uint32_t r : rows_) {
            double v = 0;
            switch (col) {
                case RankColumn:
                    v = rank_[r];
                    break;
                case ChangeColumn: {
                    const int base = baseline_rank_[table_.job(r).value()];
                    v = base > 0 ? base - rank_[r] : 0;
                    break;
                }
                case JobColumn:
                    v = table_.job(r).value();
                    break;
                case ProcsColumn:
                    v = static_cast<double>(job_of(r).procs());
                    break;
                case WalltimeColumn:
                    v = static_cast<double>(job_of(r).walltime.count());
                    break;
                case QueuedColumn:
                    v = static_cast<double>(frame_->view->queue[r].queued.count());
                    break;
                case PriorityColumn:
                    v = table_.priority(r);
                    break;
                case NextColumn:
                    v = next_[r];
                    break;
                default: {
                    const auto c = static_cast<std::size_t>(col - FixedColumns);
                    if (c < components_.size())
                        v = table_.explain(r, *weights_).component(components_[c]).percent;
                }
            }
            numeric[r] = v;
        }
    }
    const bool ascending = sort_order_ == Qt::AscendingOrder;
    std::stable_sort(rows_.begin(), rows_.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (!strings.empty()) return ascending ? strings[a] < strings[b] : strings[b] < strings[a];
        return ascending ? numeric[a] < numeric[b] : numeric[b] < numeric[a];
    });
}

void PriorityModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= columnCount()) return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<JobId> jobs;
    for (const QModelIndex& i : before) jobs.push_back(job_at(i.row()));
    sort_column_ = column;
    sort_order_ = order;
    if (frame_) rebuild_rows();
    QModelIndexList after;
    for (qsizetype k = 0; k < before.size(); ++k) {
        const int row = row_of(jobs[static_cast<std::size_t>(k)]);
        after.push_back(row < 0 ? QModelIndex() : index(row, before[k].column()));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

std::vector<JobId> PriorityModel::ranked_jobs() const {
    std::vector<JobId> out;
    for (std::uint32_t r : table_.ranking()) out.push_back(table_.job(r));
    return out;
}

JobId PriorityModel::job_at(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return JobId::invalid();
    return table_.job(rows_[static_cast<std::size_t>(row)]);
}

int PriorityModel::row_of(JobId job) const {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (table_.job(rows_[i]) == job) return static_cast<int>(i);
    return -1;
}

std::optional<PriorityExplanation> PriorityModel::explain(JobId job) const {
    if (!weights_) return std::nullopt;
    for (std::uint32_t r = 0; r < table_.size(); ++r)
        if (table_.job(r) == job) return table_.explain(r, *weights_);
    return std::nullopt;
}

std::vector<PriorityModel::Comparison> PriorityModel::compare_top(std::size_t n) const {
    std::vector<Comparison> out;
    if (!frame_) return out;
    const ViewStatics& st = frame_->statics();
    PriorityTable current = table_;
    current.reweight(PriorityWeights(st.priority, st.credentials, st.names));
    std::vector<int> current_rank(table_.size(), 0);
    const auto cr = current.ranking();
    for (std::size_t i = 0; i < cr.size(); ++i) current_rank[cr[i]] = static_cast<int>(i) + 1;
    for (std::uint32_t r : table_.ranking()) {
        if (out.size() >= n) break;
        out.push_back({table_.job(r), current_rank[r], rank_[r]});
    }
    return out;
}

int PriorityModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int PriorityModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FixedColumns + static_cast<int>(components_.size());
}

QString PriorityModel::text(std::uint32_t row, int column) const {
    const ViewStatics& st = frame_->statics();
    const Job& job = job_of(row);
    if (is_cred_column(column)) {
        const CredId id = job.creds[cred_of(column)];
        return id.valid() ? QString::fromStdString(st.names.name(cred_of(column), id)) : QStringLiteral("-");
    }
    switch (column) {
        case RankColumn:
            return QString::number(rank_[row]);
        case ChangeColumn: {
            const int base = baseline_rank_[job.id.value()];
            if (base == 0) return {};
            const int gained = base - rank_[row];
            if (gained > 0) return QStringLiteral("\u25B2 %1").arg(gained);
            if (gained < 0) return QStringLiteral("\u25BC %1").arg(-gained);
            return QStringLiteral("=");
        }
        case JobColumn:
            return QString::fromStdString(job.name);
        case ProcsColumn:
            return QString::number(job.procs());
        case WalltimeColumn:
            return QString::fromStdString(format_hms(job.walltime));
        case QueuedColumn:
            return QString::fromStdString(format_hms(frame_->view->queue[row].queued));
        case PriorityColumn:
            return QString::number(table_.priority(row), 'f', 1);
        case NextColumn:
            if (next_[row] == 2)
                return tr("reserved %1")
                    .arg(date_text(st.calendar, *frame_->view->queue[row].reserved_start));
            if (next_[row] == 1) return tr("fits now");
            return {};
        default:
            break;
    }
    const auto c = static_cast<std::size_t>(column - FixedColumns);
    if (c < components_.size() && weights_)
        return QString::number(table_.explain(row, *weights_).component(components_[c]).percent, 'f', 1);
    return {};
}

QVariant PriorityModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !frame_ || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const std::uint32_t row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            return text(row, index.column());
        case Qt::TextAlignmentRole:
            if (index.column() == JobColumn || is_cred_column(index.column()) || index.column() == NextColumn)
                return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::FontRole:
            if (next_[row] != 0) {
                QFont f;
                f.setBold(true);
                return f;
            }
            return {};
        case Qt::ToolTipRole:
            if (index.column() == ChangeColumn) return tr("Places gained since the last weight change");
            if (index.column() == NextColumn && next_[row] == 1)
                return tr("Among the first jobs in priority order whose processors fit the free processors");
            return {};
        case JobIdRole:
            return static_cast<qint64>(table_.job(row).value());
        case RankRole:
            return rank_[row];
        case RankChangeRole: {
            const int base = baseline_rank_[table_.job(row).value()];
            return base > 0 ? base - rank_[row] : 0;
        }
        case PriorityRole:
            return table_.priority(row);
        case NextRole:
            return static_cast<int>(next_[row]);
        default:
            return {};
    }
}

QVariant PriorityModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    switch (section) {
        case RankColumn:
            return tr("Rank");
        case ChangeColumn:
            return tr("Change");
        case JobColumn:
            return tr("Job");
        case UserColumn:
            return tr("User");
        case GroupColumn:
            return tr("Group");
        case AccountColumn:
            return tr("Account");
        case QosColumn:
            return tr("QOS");
        case ClassColumn:
            return tr("Class");
        case ProcsColumn:
            return tr("Procs");
        case WalltimeColumn:
            return tr("Walltime");
        case QueuedColumn:
            return tr("Queued");
        case PriorityColumn:
            return tr("Priority");
        case NextColumn:
            return tr("Next");
        default:
            break;
    }
    const auto c = static_cast<std::size_t>(section - FixedColumns);
    return tr("%1 %").arg(QLatin1String(priority_component_info(components_[c]).label));
}

}  // namespace outrigger::gui
