#include "config/legacy_forms.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "model/ascii.hpp"

namespace outrigger {

namespace {

using F = LegacyFamily;
using R = LegacyRole;
using K = CfgKind;

constexpr LegacyForm sr(std::string_view name, std::string_view attribute) {
    return LegacyForm{name, F::StandingReservation, attribute.empty() ? R::Name : R::Attribute, K::Standing,
                      attribute};
}
constexpr LegacyForm qos(std::string_view name, std::string_view attribute) {
    return LegacyForm{name, F::Qos, attribute.empty() ? R::Name : R::Attribute, K::Qos, attribute};
}
constexpr LegacyForm limit(std::string_view name, R role, K kind, std::string_view attribute) {
    return LegacyForm{name, F::Throttling, role, kind, attribute};
}

constexpr std::array kForms{
    sr("SRNAME", ""),
    sr("SRACCESS", "ACCESS"),
    sr("SRACCOUNTLIST", "ACCOUNTLIST"),
    sr("SRCHARGEACCOUNT", "CHARGEACCOUNT"),
    sr("SRCLASSLIST", "CLASSLIST"),
    sr("SRDAYS", "DAYS"),
    sr("SRDEPTH", "DEPTH"),
    sr("SRENDTIME", "ENDTIME"),
    sr("SRFEATURES", "NODEFEATURES"),
    sr("SRFLAGS", "FLAGS"),
    sr("SRGROUPLIST", "GROUPLIST"),
    sr("SRHOSTLIST", "HOSTLIST"),
    sr("SRIDLETIME", "IDLETIME"),
    sr("SRMAXTIME", "MAXTIME"),
    sr("SRPARTITION", "PARTITION"),
    sr("SRPERIOD", "PERIOD"),
    sr("SRPRIORITY", "PRIORITY"),
    sr("SRQOSLIST", "QOSLIST"),
    sr("SRRESOURCES", "RESOURCES"),
    sr("SRSTARTTIME", "STARTTIME"),
    sr("SRTASKCOUNT", "TASKCOUNT"),
    sr("SRTIMELOGIC", "TIMELOGIC"),
    sr("SRTPN", "TPN"),
    sr("SRUSERLIST", "USERLIST"),
    sr("SRWENDTIME", "WENDTIME"),
    sr("SRWSTARTTIME", "WSTARTTIME"),

    qos("QOSNAME", ""),
    qos("QOSPRIORITY", "PRIORITY"),
    qos("QOSQTWEIGHT", "QTWEIGHT"),
    qos("QOSXFWEIGHT", "XFWEIGHT"),
    qos("QOSTARGETQT", "QTTARGET"),
    qos("QOSTARGETXF", "XFTARGET"),
    qos("QOSFLAGS", "FLAGS"),

    limit("MAXJOBPERUSERCOUNT", R::HardCount, K::User, "MAXJOB"),
    limit("SMAXJOBPERUSERCOUNT", R::SoftCount, K::User, "MAXJOB"),
    limit("MAXJOBPERUSERPOLICY", R::Policy, K::User, "MAXJOB"),
    limit("MAXPROCPERUSERCOUNT", R::HardCount, K::User, "MAXPROC"),
    limit("SMAXPROCPERUSERCOUNT", R::SoftCount, K::User, "MAXPROC"),
    limit("MAXPROCPERUSERPOLICY", R::Policy, K::User, "MAXPROC"),
    limit("MAXNODEPERUSERCOUNT", R::HardCount, K::User, "MAXNODE"),
    limit("SMAXNODEPERUSERCOUNT", R::SoftCount, K::User, "MAXNODE"),
    limit("MAXNODEPERUSERPOLICY", R::Policy, K::User, "MAXNODE"),
    limit("MAXPROCSECONDPERUSERCOUNT", R::HardCount, K::User, "MAXPS"),
    limit("SMAXPROCSECONDPERUSERCOUNT", R::SoftCount, K::User, "MAXPS"),
    limit("MAXPROCSECONDPERUSERPOLICY", R::Policy, K::User, "MAXPS"),
    limit("MAXPEPERUSERCOUNT", R::HardCount, K::User, "MAXPE"),
    limit("SMAXPEPERUSERCOUNT", R::SoftCount, K::User, "MAXPE"),
    limit("MAXPEPERUSERPOLICY", R::Policy, K::User, "MAXPE"),
    limit("MAXJOBQUEUEDPERUSERCOUNT", R::HardCount, K::User, "MAXIJOB"),
    limit("SMAXJOBQUEUEDPERUSERCOUNT", R::SoftCount, K::User, "MAXIJOB"),
    limit("MAXJOBQUEUEDPERUSERPOLICY", R::Policy, K::User, "MAXIJOB"),

    limit("MAXJOBPERGROUPCOUNT", R::HardCount, K::Group, "MAXJOB"),
    limit("SMAXJOBPERGROUPCOUNT", R::SoftCount, K::Group, "MAXJOB"),
    limit("MAXJOBPERGROUPPOLICY", R::Policy, K::Group, "MAXJOB"),
    limit("MAXPROCPERGROUPCOUNT", R::HardCount, K::Group, "MAXPROC"),
    limit("SMAXPROCPERGROUPCOUNT", R::SoftCount, K::Group, "MAXPROC"),
    limit("MAXPROCPERGROUPPOLICY", R::Policy, K::Group, "MAXPROC"),
    limit("MAXPROCSECONDPERGROUPCOUNT", R::HardCount, K::Group, "MAXPS"),
    limit("SMAXPROCSECONDPERGROUPCOUNT", R::SoftCount, K::Group, "MAXPS"),
    limit("MAXPROCSECONDPERGROUPPOLICY", R::Policy, K::Group, "MAXPS"),
    limit("MAXJOBQUEUEDPERGROUPCOUNT", R::HardCount, K::Group, "MAXIJOB"),
    limit("SMAXJOBQUEUEDPERGROUPCOUNT", R::SoftCount, K::Group, "MAXIJOB"),
    limit("MAXJOBQUEUEDPERGROUPPOLICY", R::Policy, K::Group, "MAXIJOB"),

    limit("MAXJOBPERACCOUNTCOUNT", R::HardCount, K::Account, "MAXJOB"),
    limit("SMAXJOBPERACCOUNTCOUNT", R::SoftCount, K::Account, "MAXJOB"),
    limit("MAXJOBPERACCOUNTPOLICY", R::Policy, K::Account, "MAXJOB"),
    limit("MAXPROCPERACCOUNTCOUNT", R::HardCount, K::Account, "MAXPROC"),
    limit("SMAXPROCPERACCOUNTCOUNT", R::SoftCount, K::Account, "MAXPROC"),
    limit("MAXPROCPERACCOUNTPOLICY", R::Policy, K::Account, "MAXPROC"),
    limit("MAXPROCSECONDPERACCOUNTCOUNT", R::HardCount, K::Account, "MAXPS"),
    limit("SMAXPROCSECONDPERACCOUNTCOUNT", R::SoftCount, K::Account, "MAXPS"),
    limit("MAXPROCSECONDPERACCOUNTPOLICY", R::Policy, K::Account, "MAXPS"),
    limit("MAXJOBQUEUEDPERACCOUNTCOUNT", R::HardCount, K::Account, "MAXIJOB"),
    limit("SMAXJOBQUEUEDPERACCOUNTCOUNT", R::SoftCount, K::Account, "MAXIJOB"),
    limit("MAXJOBQUEUEDPERACCOUNTPOLICY", R::Policy, K::Account, "MAXIJOB"),
};

}  // namespace

std::span<const LegacyForm> legacy_forms() {
    return kForms;
}

const LegacyForm* find_legacy_form(std::string_view name) {
    const auto it = std::find_if(kForms.begin(), kForms.end(),
                                 [&](const LegacyForm& f) { return iequals_ascii(f.name, name); });
    return it == kForms.end() ? nullptr : &*it;
}

std::optional<std::string_view> legacy_value_replacement(std::string_view parameter, std::string_view value) {
    struct Replaced {
        std::string_view parameter, value, replacement;
    };
    static constexpr std::array kValues{
        Replaced{"FSPOLICY", "PSDEDICATED", "DEDICATEDPS"},
        Replaced{"FSPOLICY", "PSUTILIZED", "UTILIZEDPS"},
    };
    for (const Replaced& r : kValues)
        if (iequals_ascii(r.parameter, parameter) && iequals_ascii(r.value, value)) return r.replacement;
    return std::nullopt;
}

std::span<const NearestValue> nearest_values() {
    static constexpr std::array kValues{
        NearestValue{"BACKFILLPOLICY", "BESTTIMEFIT", "BESTFIT",
                     "picked the backfill job that best fills a window's time"},
        NearestValue{"BACKFILLPOLICY", "LAZY", "FIRSTFIT",
                     "backfilled only jobs that would otherwise wait long"},
        NearestValue{"BACKFILLPOLICY", "PREEMPT", "FIRSTFIT",
                     "backfilled preemptible jobs into reserved space; Outrigger has no preemption yet"},
        NearestValue{"BACKFILLMETRIC", "NODES", "PROCS", "measured backfill fit in nodes"},
        NearestValue{"RESERVATIONPOLICY", "DEFAULT", "CURRENTHIGHEST",
                     "was Maui's name for its default policy"},
        NearestValue{"NODEALLOCATIONPOLICY", "MINLOCAL", "MINRESOURCE",
                     "chose nodes with the fewest resources left per node"},
        NearestValue{"NODEALLOCATIONPOLICY", "MINGLOBAL", "MINRESOURCE",
                     "chose nodes with the fewest resources left overall"},
        NearestValue{"NODEALLOCATIONPOLICY", "FIRSTSET", "FIRSTAVAILABLE",
                     "took the first node set that fits"},
        NearestValue{"NODEALLOCATIONPOLICY", "LOCAL", "LASTAVAILABLE",
                     "called a site-written allocation function"},
        NearestValue{"NODEALLOCATIONPOLICY", "FASTEST", "LASTAVAILABLE",
                     "took the fastest nodes first; Outrigger runs every job for its recorded time"},
        NearestValue{"SERVERMODE", "PROFILE", "SIMULATION", "simulated a workload to profile it"},
        NearestValue{"SERVERMODE", "SINGLESTEP", "SIMULATION", "simulated one iteration per command"},
    };
    return kValues;
}

const NearestValue* nearest_value(std::string_view parameter, std::string_view value) {
    for (const NearestValue& n : nearest_values())
        if (iequals_ascii(n.parameter, parameter) && iequals_ascii(n.value, value)) return &n;
    return nullptr;
}

}  // namespace outrigger
