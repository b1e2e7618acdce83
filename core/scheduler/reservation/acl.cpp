#include "reservation/acl.hpp"

#include <fmt/format.h>

#include "reservation/maui_time.hpp"

namespace outrigger {

namespace {

std::optional<CredKind> cred_kind_of(AclType t) {
    switch (t) {
        case AclType::User:
            return CredKind::User;
        case AclType::Group:
            return CredKind::Group;
        case AclType::Account:
            return CredKind::Account;
        case AclType::Qos:
            return CredKind::Qos;
        case AclType::Class:
            return CredKind::Class;
        case AclType::JobAttr:
        case AclType::TimeLimit:
            return std::nullopt;
    }
    return std::nullopt;
}

// Does the job carry what the entry names (ignoring the entry's NOT mark)?
bool matches(const AclEntry& e, const Job& job, Duration overlap, const Names& names) {
    if (e.type == AclType::TimeLimit) return overlap <= e.time_limit;
    if (e.type == AclType::JobAttr)
        return e.name == "PREEMPTEE" || e.name == "preemptee" ? job.preemptee : false;
    const CredKind kind = *cred_kind_of(e.type);
    const CredId have = job.creds[kind];
    if (!have.valid()) return false;
    const auto want = names.find(kind, e.name);
    return want.has_value() && *want == have;
}

// A job that names the standing reservation ("interactive") may use any of its instances.
bool names_reservation(const Reservation& r, const Job& job) {
    return !job.reservation.empty() &&
           (job.reservation == r.name || (!r.standing_name.empty() && job.reservation == r.standing_name));
}

}  // namespace

AccessDecision check_access(const Reservation& r, const Job& job, Interval job_span, const Names& names) {
    AccessDecision d;
    d.reservation = r.id;
    d.overlap = job_span.overlap(r.span);
    if (r.acl.empty()) {
        d.verdict = AccessVerdict::RefusedSystem;
        return d;
    }
    if (r.has(ReservationFlag::ByName) && !names_reservation(r, job)) {
        d.verdict = AccessVerdict::RefusedByName;
        return d;
    }
    // 1. A matching NOT entry excludes the job outright.
    for (std::size_t i = 0; i < r.acl.size(); ++i) {
        const AclEntry& e = r.acl[i];
        if (e.negated && matches(e, job, d.overlap, names)) {
            d.verdict = AccessVerdict::RefusedExcluded;
            d.entry = i;
            return d;
        }
    }
    // 2. Every required entry must match.
    std::optional<std::size_t> first_required;
    for (std::size_t i = 0; i < r.acl.size(); ++i) {
        const AclEntry& e = r.acl[i];
        if (e.negated || !e.required) continue;
        if (!matches(e, job, d.overlap, names)) {
            d.verdict = AccessVerdict::RefusedRequired;
            d.entry = i;
            return d;
        }
        if (!first_required) first_required = i;
    }
    // 3. At least one plain entry (or a NOT list, which the job now satisfies) when any exist.
    //    An explicit match decides the affinity before a NOT list does: QOSLIST=special- keeps its
    //    negative affinity even though ACCOUNTLIST=!projectX also admits the job.
    bool any_plain = false;
    std::optional<std::size_t> first_exclusion_list;
    for (std::size_t i = 0; i < r.acl.size(); ++i) {
        const AclEntry& e = r.acl[i];
        if (e.required && !e.negated) continue;
        any_plain = true;
        if (e.negated) {
            if (!first_exclusion_list) first_exclusion_list = i;
            continue;
        }
        if (matches(e, job, d.overlap, names)) {
            d.verdict = AccessVerdict::AdmittedByEntry;
            d.entry = i;
            d.affinity = e.affinity;
            return d;
        }
    }
    if (first_exclusion_list) {
        d.verdict = AccessVerdict::AdmittedByExclusion;
        d.entry = first_exclusion_list;
        d.affinity = r.acl[*first_exclusion_list].affinity;
        return d;
    }
    if (!any_plain && first_required) {
        d.verdict = AccessVerdict::AdmittedByEntry;
        d.entry = first_required;
        d.affinity = r.acl[*first_required].affinity;
        return d;
    }
    d.verdict = AccessVerdict::RefusedNoMatch;
    return d;
}

StackedAccess check_stacked(std::span<const Reservation* const> covering, const Job& job, Interval job_span,
                            const Names& names) {
    StackedAccess out;
    out.decisions.reserve(covering.size());
    for (const Reservation* r : covering) {
        out.decisions.push_back(check_access(*r, job, job_span, names));
        if (!out.decisions.back().admitted() && !out.first_refusal) {
            out.admitted = false;
            out.first_refusal = out.decisions.size() - 1;
        }
    }
    return out;
}

std::string_view affinity_name(Affinity a) {
    switch (a) {
        case Affinity::Positive:
            return "positive";
        case Affinity::Negative:
            return "negative";
        case Affinity::Neutral:
            return "neutral";
    }
    return "neutral";
}

std::string_view access_verdict_name(AccessVerdict v) {
    switch (v) {
        case AccessVerdict::AdmittedByEntry:
            return "admitted_by_entry";
        case AccessVerdict::AdmittedByExclusion:
            return "admitted_by_exclusion";
        case AccessVerdict::RefusedSystem:
            return "refused_system";
        case AccessVerdict::RefusedByName:
            return "refused_byname";
        case AccessVerdict::RefusedExcluded:
            return "refused_excluded";
        case AccessVerdict::RefusedRequired:
            return "refused_required";
        case AccessVerdict::RefusedNoMatch:
            return "refused_no_match";
    }
    return "refused_no_match";
}

std::string describe_access(const AccessDecision& d, const Reservation& r) {
    const auto entry_text = [&]() -> std::string {
        if (!d.entry || *d.entry >= r.acl.size()) return {};
        const AclEntry& e = r.acl[*d.entry];
        return fmt::format("{}={}", acl_type_keyword(e.type), acl_entry_text(e));
    };
    const auto overlap_note = [&]() -> std::string {
        if (!d.entry || *d.entry >= r.acl.size() || r.acl[*d.entry].type != AclType::TimeLimit) return {};
        return fmt::format(" (the job overlaps the reservation by {})", format_maui_duration(d.overlap));
    };
    switch (d.verdict) {
        case AccessVerdict::AdmittedByEntry:
            return fmt::format("admitted by {}{} ({} affinity)", entry_text(), overlap_note(),
                               affinity_name(d.affinity));
        case AccessVerdict::AdmittedByExclusion: {
            const AclEntry& e = r.acl[*d.entry];
            return fmt::format("admitted by {}: not excluded by its NOT entries ({} affinity)",
                               acl_type_keyword(e.type), affinity_name(d.affinity));
        }
        case AccessVerdict::RefusedSystem:
            return "refused: SYSTEM reservation (no access list) admits no job";
        case AccessVerdict::RefusedByName:
            return fmt::format("refused: BYNAME reservation and the job does not request '{}'", r.name);
        case AccessVerdict::RefusedExcluded:
            return fmt::format("refused: excluded by NOT entry {}{}", entry_text(), overlap_note());
        case AccessVerdict::RefusedRequired:
            return fmt::format("refused: required entry {} not met{}", entry_text(), overlap_note());
        case AccessVerdict::RefusedNoMatch:
            return "refused: no access list entry matches the job";
    }
    return "refused";
}

}  // namespace outrigger
