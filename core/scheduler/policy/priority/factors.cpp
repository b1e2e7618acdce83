#include "policy/priority/factors.hpp"

#include <algorithm>

#include "policy/fairshare/metric.hpp"

namespace outrigger {

namespace {

std::optional<double> resolve_priority(const CredentialSettings& creds, CredKind k, std::string_view name) {
    if (const auto* own = creds.find(k, name); own != nullptr && own->priority)
        return static_cast<double>(*own->priority);
    if (const auto* def = creds.find_default(k); def != nullptr && def->priority)
        return static_cast<double>(*def->priority);
    return std::nullopt;
}

template <class T>
std::optional<T> qos_attr(const CredentialSettings& creds, std::string_view name,
                          std::optional<T> CredentialConfig::*m) {
    if (const auto* own = creds.find(CredKind::Qos, name); own != nullptr && own->*m) return own->*m;
    if (const auto* def = creds.find_default(CredKind::Qos); def != nullptr && def->*m) return def->*m;
    return std::nullopt;
}

double secs(Duration d) {
    return static_cast<double>(d.count());
}

}  // namespace

double target_service_value(double x, double target) {
    if (target <= 0) return 0;
    const double e = 0.0001 * target;
    if (x < target - e) {
        const double gap = std::max(e, target - x);
        return 1.0 / (gap * gap);
    }
    return 1.0 / (e * e) * (1.0 + (x - target + e) / target);
}

FactorContext::FactorContext(const PrioritySettings& priority, const CredentialSettings& creds,
                             const Names& names, std::span<const Partition> partitions,
                             const FairshareSnapshot* fairshare)
    : priority_(priority), creds_(creds), names_(names), fairshare_(fairshare) {
    for (const auto& p : partitions) {
        if (p.id.value() >= partition_totals_.size()) partition_totals_.resize(p.id.value() + 1);
        partition_totals_[p.id.value()] = p.total;
        all_partitions_ += p.total;
    }
    for (const CredKind k : kAllCredKinds) {
        auto& v = cred_priority_[index(k)];
        v.resize(names.count(k));
        for (std::size_t i = 0; i < v.size(); ++i)
            v[i] = resolve_priority(creds, k, names.name(k, CredId(static_cast<CredId::Rep>(i))));
    }
    for (const CredKind k : kAllCredKinds) {
        if (const auto* def = creds.find_default(k); def != nullptr && def->priority)
            default_priority_[index(k)] = static_cast<double>(*def->priority);
    }
    const std::size_t qos_count = names.count(CredKind::Qos);
    qos_targets_.reserve(qos_count);
    for (std::size_t i = 0; i < qos_count; ++i)
        qos_targets_.push_back(resolve_qos_targets(CredId(static_cast<CredId::Rep>(i))));
    default_qos_targets_ = resolve_qos_targets(CredId{});
}

std::optional<double> FactorContext::cred_priority(CredKind k, CredId id) const {
    if (!id.valid()) return default_priority_[index(k)];
    const auto& v = cred_priority_[index(k)];
    if (id.value() < v.size()) return v[id.value()];
    return resolve_priority(creds_, k, names_.name(k, id));
}

FactorContext::QosTargets FactorContext::qos_targets(CredId id) const {
    if (!id.valid()) return default_qos_targets_;
    if (id.value() < qos_targets_.size()) return qos_targets_[id.value()];
    return resolve_qos_targets(id);
}

FactorContext::QosTargets FactorContext::resolve_qos_targets(CredId id) const {
    const std::string_view name = id.valid() ? std::string_view(names_.name(CredKind::Qos, id)) : "DEFAULT";
    QosTargets t;
    if (const auto qt = qos_attr(creds_, name, &CredentialConfig::qt_target)) t.qt = secs(*qt);
    if (const auto xf = qos_attr(creds_, name, &CredentialConfig::xf_target)) t.xf = *xf;
    return t;
}

const Resources& FactorContext::pe_basis(PartitionId p) const {
    if (p.valid() && p.value() < partition_totals_.size()) return partition_totals_[p.value()];
    return all_partitions_;
}

PriorityFactors FactorContext::compute(const PriorityInput& in, Time now) const {
    PriorityFactors f{};
    compute(in, now, f);
    return f;
}

void FactorContext::compute(const PriorityInput& in, Time now, std::span<double, kPrioritySubs> f) const {
    compute(in, now, f, kAllPriorityComponents);
}

void FactorContext::compute(const PriorityInput& in, Time now, std::span<double, kPrioritySubs> f,
                            std::uint32_t components) const {
    using S = PrioritySub;
    using C = PriorityComponent;
    const Job& job = in.job.get();
    const auto set = [&f](S s, double v) { f[sub_index(s)] = v; };
    const auto wanted = [components](C c) { return (components & (1U << component_index(c))) != 0; };

    // CRED
    if (wanted(C::Cred)) {
        for (const CredKind k : kAllCredKinds) {
            const auto p = cred_priority(k, job.creds[k]);
            const double fallback = k == CredKind::Class ? static_cast<double>(job.rm_queue_priority) : 0.0;
            f[sub_index(S::User) + index(k)] = p.value_or(fallback);
        }
    }

    // FS
    if (wanted(C::Fs)) {
        const auto deltas =
            fairshare_ != nullptr ? fairshare_->deltas(job.creds) : std::array<double, kCredKinds>{};
        for (const CredKind k : kAllCredKinds) f[sub_index(S::FsUser) + index(k)] = deltas[index(k)];
    }

    // RES
    const TaskRequest& r = job.request;
    const double wclimit = secs(job.walltime);
    const double procs = static_cast<double>(job.procs());
    if (wanted(C::Res)) {
        const double tasks = static_cast<double>(r.tasks);
        double nodes = 1;
        if (r.nodes > 0)
            nodes = static_cast<double>(r.nodes);
        else if (r.tasks_per_node > 0)
            nodes = static_cast<double>((r.tasks + r.tasks_per_node - 1) / r.tasks_per_node);
        set(S::Node, nodes);
        set(S::Proc, procs);
        set(S::Mem, tasks * static_cast<double>(r.per_task.memory_mb));
        set(S::Swap, tasks * static_cast<double>(r.per_task.swap_mb));
        set(S::Disk, tasks * static_cast<double>(r.per_task.disk_mb));
        set(S::Ps, procs * wclimit);
        set(S::Pe, processor_equivalents(r, pe_basis(job.partition)));
        set(S::Walltime, wclimit);
    }

    // SERV
    const double effq = std::max(0.0, secs(in.effective_queue_time));
    const double xfactor = (effq + wclimit) / std::max({secs(priority_.xf_min_wclimit), wclimit, 1.0});
    if (wanted(C::Serv)) {
        set(S::QueueTime, effq / 60.0);
        set(S::XFactor, xfactor);
        set(S::Bypass, static_cast<double>(in.bypass));
    }

    // TARG
    if (wanted(C::Targ)) {
        const QosTargets t = qos_targets(job.creds.qos());
        set(S::TargetQueueTime, target_service_value(effq, t.qt));
        set(S::TargetXFactor, target_service_value(xfactor, t.xf));
    }

    // USAGE
    if (wanted(C::Usage)) {
        double consumed = 0, remaining = 0, percent = 0, exec = 0;
        if (in.started && now > *in.started) {
            exec = secs(now - *in.started);
            consumed = procs * exec;
            remaining = procs * std::max(0.0, wclimit - exec);
            percent = wclimit > 0 ? 100.0 * exec / wclimit : 0.0;
        }
        set(S::Consumed, consumed);
        set(S::Remaining, in.started ? (exec > 0 ? remaining : procs * wclimit) : 0.0);
        set(S::Percent, percent);
        set(S::ExecutionTime, exec);
    }
}

}  // namespace outrigger
