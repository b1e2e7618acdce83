#include "config/catalogue.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <deque>
#include <vector>

#include "config/legacy_forms.hpp"
#include "config/maui_unused.hpp"
#include "config/maui_unused_attributes.hpp"
#include "config/settings.hpp"
#include "model/ascii.hpp"

namespace outrigger {

namespace {

using namespace std::string_view_literals;

// ------------------------------------------------------------------ choices

constexpr std::array kAccrual{"ALWAYS"sv, "QUEUEPOLICY"sv, "FULLPOLICY"sv};
constexpr std::array kFsPolicy{"NONE"sv, "DEDICATEDPS"sv, "DEDICATEDPES"sv, "UTILIZEDPS"sv};
constexpr std::array kBackfillPolicy{"FIRSTFIT"sv, "BESTFIT"sv, "GREEDY"sv, "NONE"sv};
constexpr std::array kBackfillMetric{"PROCS"sv, "PROCSECONDS"sv, "SECONDS"sv};
constexpr std::array kReservationPolicy{"CURRENTHIGHEST"sv, "HIGHEST"sv, "NEVER"sv};
constexpr std::array kNodeAllocation{"FIRSTAVAILABLE"sv, "LASTAVAILABLE"sv, "MINRESOURCE"sv, "CPULOAD"sv,
                                     "PRIORITY"sv,       "CONTIGUOUS"sv,    "MAXBALANCE"sv};
constexpr std::array kNodeAccess{"SHARED"sv, "SINGLEJOB"sv, "SINGLETASK"sv, "SINGLEUSER"sv};
constexpr std::array kServerMode{"NORMAL"sv, "TEST"sv, "MONITOR"sv, "SIMULATION"sv};
constexpr std::array kAccess{"DEDICATED"sv, "SHARED"sv};
constexpr std::array kDays{"MON"sv, "TUE"sv, "WED"sv, "THU"sv, "FRI"sv, "SAT"sv, "SUN"sv, "ALL"sv};
// The first eight are the guide's; the rest are Maui 3.3's own (accepted, no effect).
constexpr std::array kFlags{"BYNAME"sv,      "OWNERPREEMPT"sv, "SPACEFLEX"sv,     "SINGLEUSE"sv,
                            "PREEMPTEE"sv,   "TIMEFLEX"sv,     "FORCE"sv,         "BESTEFFORT"sv,
                            "STANDINGRES"sv, "META"sv,         "DEDICATEDNODE"sv, "DEDICATEDRESOURCE"sv,
                            "ADVRES"sv};
// Maui 3.3's job flags (CLASSCFG[x] FLAGS=PREEMPTEE and the like).
constexpr std::array kJobFlags{"BENCHMARK"sv,       "BACKFILL"sv,        "SPAN"sv,
                               "ADVRES"sv,          "NOQUEUE"sv,         "HOSTLIST"sv,
                               "RESMAP"sv,          "SHAREDRESOURCES"sv, "BYNAME"sv,
                               "BESTEFFORT"sv,      "RESTARTABLE"sv,     "PREEMPTEE"sv,
                               "PREEMPTOR"sv,       "DEDICATEDNODE"sv,   "PRESTART"sv,
                               "REMOTE"sv,          "NASINGLETASK"sv,    "SPVIOLATION"sv,
                               "IGNNODEPOLICIES"sv, "NORMSTART"sv,       "GLOBALQUEUE"sv};
// Maui 3.3's QOS flags (QOSCFG[x] FLAGS=IGNUSER and the like); see throttle_exemption.hpp.
constexpr std::array kQosFlags{
    "IGNJOBPERUSER"sv, "IGNPROCPERUSER"sv, "IGNNODEPERUSER"sv, "IGNPSPERUSER"sv,  "IGNJOBQUEUEDPERUSER"sv,
    "IGNSYSMAXPROC"sv, "IGNSYSMAXTIME"sv,  "IGNSYSMAXPS"sv,    "IGNSRMAXTIME"sv,  "IGNUSER"sv,
    "IGNSYSTEM"sv,     "IGNALL"sv,         "PREEMPTOR"sv,      "PREEMPTEE"sv,     "DEDICATED"sv,
    "RESERVEALWAYS"sv, "USERESERVED"sv,    "NOBF"sv,           "NORESERVATION"sv, "RESTARTPREEMPT"sv,
    "NTR"sv,           "RUNNOW"sv,         "PREEMPTSPV"sv,     "IGNHOSTLIST"sv};
// Maui 3.0's *POLICY switches: OFF turns the limit off, the others leave it on.
constexpr std::array kPolicyMode{"ON"sv, "OFF"sv, "SOFT"sv, "HARD"sv, "DEFAULT"sv, "TRUE"sv, "FALSE"sv};
constexpr std::array kPeriod{"DAY"sv, "WEEK"sv, "INFINITY"sv};
constexpr std::array kTimeLogic{"AND"sv, "OR"sv};
constexpr std::array kNodeState{"UP"sv, "DOWN"sv, "DRAINED"sv};
constexpr std::array kJobAttr{"PREEMPTEE"sv};

constexpr ParameterInfo param(std::string_view name, ConfigArea area, ValueKind kind, std::string_view def,
                              std::string_view description, std::span<const std::string_view> choices = {},
                              bool indexed = false, Usage usage = Usage::Used,
                              std::optional<CfgKind> cfg_kind = std::nullopt) {
    ParameterInfo p;
    p.name = name;
    p.area = area;
    p.kind = kind;
    p.default_value = def;
    p.description = description;
    p.choices = choices;
    p.indexed = indexed;
    p.usage = usage;
    p.cfg_kind = cfg_kind;
    return p;
}

constexpr AttributeInfo attr(std::string_view name, ValueKind kind, std::string_view def,
                             std::string_view description, std::span<const std::string_view> choices = {},
                             bool indexed = false, Usage usage = Usage::Used) {
    AttributeInfo a;
    a.name = name;
    a.kind = kind;
    a.default_value = def;
    a.description = description;
    a.choices = choices;
    a.indexed = indexed;
    a.usage = usage;
    return a;
}
using VK = ValueKind;
using CA = ConfigArea;

// A Maui 3.3 attribute Outrigger keeps without effect; `note` says what it did and why.
constexpr AttributeInfo unused_attr(std::string_view name, std::string_view note) {
    AttributeInfo a =
        attr(name, VK::String, "", "A Maui attribute that Outrigger recognises and keeps but does not use.",
             {}, false, Usage::KnownUnused);
    a.note = note;
    return a;
}

// Parameters with a fixed name (the priority weights and caps are generated from settings.cpp's tables).
constexpr std::array kFixedParameters{
    // priority
    param("XFMINWCLIMIT", CA::Priority, VK::Duration, "00:02:00",
          "Smallest wallclock limit used in the expansion factor, so very short jobs cannot make their "
          "XFactor huge.",
          {}),
    param("JOBPRIOACCRUALPOLICY", CA::Priority, VK::Enum, "QUEUEPOLICY",
          "When an idle job accrues queue time: ALWAYS from submission, QUEUEPOLICY while it passes the idle "
          "limits, "
          "FULLPOLICY while it passes every policy.",
          kAccrual),
    param("ENABLENEGJOBPRIORITY", CA::Priority, VK::Boolean, "FALSE",
          "Allow job priorities below zero; otherwise a negative priority is raised to one.", {}),
    param("REJECTNEGPRIOJOBS", CA::Priority, VK::Boolean, "FALSE",
          "With negative priorities enabled, never start a job whose priority is below zero.", {}),
    param("QOSQTTARGET", CA::Priority, VK::Duration, "",
          "Queue time target of the QOS named in the index; the same as QOSCFG[qos] QTTARGET.", {}, true),
    param("QOSXFTARGET", CA::Priority, VK::Number, "",
          "Expansion factor target of the QOS named in the index; the same as QOSCFG[qos] XFTARGET.", {},
          true),
    // fairshare
    param("FSPOLICY", CA::Fairshare, VK::Enum, "NONE",
          "What fairshare usage measures: dedicated processor-seconds, dedicated processor-equivalent "
          "seconds or "
          "utilized processor-seconds. A trailing % makes targets relative to the total.",
          kFsPolicy),
    param("FSINTERVAL", CA::Fairshare, VK::Duration, "12:00:00", "Length of one fairshare window.", {}),
    param("FSDEPTH", CA::Fairshare, VK::Integer, "8", "Number of fairshare windows that count towards usage.",
          {}),
    param("FSDECAY", CA::Fairshare, VK::Number, "1.0",
          "Weight of each older fairshare window relative to the next newer one (between 0 and 1).", {}),
    param("STATDIR", CA::Fairshare, VK::String, "stats", "Directory that holds the fairshare usage files.",
          {}),
    // throttling
    param("USERCFG", CA::Throttling, VK::Attributes, "",
          "Priority, fairshare target and limits of a user (or DEFAULT).", {}, true, Usage::Used,
          CfgKind::User),
    param("GROUPCFG", CA::Throttling, VK::Attributes, "",
          "Priority, fairshare target and limits of a group (or DEFAULT).", {}, true, Usage::Used,
          CfgKind::Group),
    param("ACCOUNTCFG", CA::Throttling, VK::Attributes, "",
          "Priority, fairshare target and limits of an account (or DEFAULT).", {}, true, Usage::Used,
          CfgKind::Account),
    param("QOSCFG", CA::Throttling, VK::Attributes, "",
          "Priority, fairshare target, service targets, limits and limit overrides of a QOS (or DEFAULT).",
          {}, true, Usage::Used, CfgKind::Qos),
    param("CLASSCFG", CA::Throttling, VK::Attributes, "",
          "Priority, fairshare target and limits of a class or queue (or DEFAULT).", {}, true, Usage::Used,
          CfgKind::Class),
    param("SYSTEMCFG", CA::Throttling, VK::Attributes, "",
          "System-wide active and idle limits and per-job limits.", {}, true, Usage::Used, CfgKind::System),
    param("SYSTEMMAXPROCPERJOB", CA::Throttling, VK::Integer, "",
          "Largest number of processors any single job may use.", {}),
    param("SYSTEMMAXNODEPERJOB", CA::Throttling, VK::Integer, "",
          "Largest number of nodes any single job may use.", {}),
    param("SYSTEMMAXPROCSECONDPERJOB", CA::Throttling, VK::Integer, "",
          "Largest processor-seconds (processors times wallclock limit) any single job may request.", {}),
    param("SYSTEMMAXJOBWALLTIME", CA::Throttling, VK::Duration, "",
          "Longest wallclock limit any single job may request.", {}),
    // reservations
    param("SRCFG", CA::Reservations, VK::Attributes, "",
          "A standing reservation: resources set aside on a daily, weekly or permanent schedule for the jobs "
          "its access "
          "list admits.",
          {}, true, Usage::Used, CfgKind::Standing),
    // backfill and scheduling
    param("BACKFILLPOLICY", CA::Backfill, VK::Enum, "FIRSTFIT",
          "How lower priority jobs are started in the gaps without delaying reserved jobs.", kBackfillPolicy),
    param("BACKFILLMETRIC", CA::Backfill, VK::Enum, "PROCS",
          "What BESTFIT backfill maximises when it picks a job for a backfill window.", kBackfillMetric),
    param("RESERVATIONPOLICY", CA::Backfill, VK::Enum, "CURRENTHIGHEST",
          "Whether job reservations are rebuilt each iteration (CURRENTHIGHEST), kept and only moved earlier "
          "(HIGHEST) "
          "or never made (NEVER).",
          kReservationPolicy),
    param("RESERVATIONDEPTH", CA::Backfill, VK::Integer, "1",
          "How many blocked top priority jobs of the QOS group in the index get a job reservation.", {},
          true),
    param("RESERVATIONQOSLIST", CA::Backfill, VK::List, "",
          "The QOS names that share the reservation depth of the same index; empty means every QOS.", {},
          true),
    param("BFCHUNKSIZE", CA::Backfill, VK::Integer, "0",
          "After a job ends, freed processors serve only jobs of at least this many processors for "
          "BFCHUNKDURATION.",
          {}),
    param("BFCHUNKDURATION", CA::Backfill, VK::Duration, "00:00:00",
          "How long freed resources are kept for jobs of at least BFCHUNKSIZE processors.", {}),
    param("BFDEPTH", CA::Backfill, VK::Integer, "0",
          "How many idle jobs backfill considers; 0 means all of them.", {}),
    // nodes
    param("NODEALLOCATIONPOLICY", CA::Nodes, VK::Enum, "LASTAVAILABLE",
          "The order in which equally suitable nodes are given to a job.", kNodeAllocation),
    param("NODEACCESSPOLICY", CA::Nodes, VK::Enum, "SHARED",
          "Whether several jobs, tasks or users may share one node.", kNodeAccess),
    param("NODECFG", CA::Nodes, VK::Attributes, "",
          "Attributes of a node or of every node of a host range: partition, features, resources, priority, "
          "speed, "
          "state and position.",
          {}, true, Usage::Used, CfgKind::Node),
    // other
    param("RMPOLLINTERVAL", CA::Other, VK::Duration, "00:00:30",
          "Time between scheduling iterations when nothing else wakes the scheduler.", {}),
    param("ADMIN1", CA::Other, VK::List, "", "Users with full administrative rights.", {}),
    param("ADMIN2", CA::Other, VK::List, "",
          "Users who may change jobs and reservations but not the configuration.", {}),
    param("ADMIN3", CA::Other, VK::List, "", "Users who may run the information commands.", {}),
    param("SERVERMODE", CA::Other, VK::Enum, "NORMAL",
          "Whether the service schedules, only reports (TEST, MONITOR) or simulates.", kServerMode),
    param("TIMEZONE", CA::Other, VK::String, "",
          "The site's time zone (an IANA name) for midnight, DAYS and week offsets; UTC when not set.", {}),
    param("SERVERHOST", CA::Other, VK::String, "",
          "Host of the Maui server; kept for reference, Outrigger's service address is set elsewhere.", {},
          false, Usage::KnownUnused),
    param("SERVERPORT", CA::Other, VK::Integer, "",
          "Port of the Maui server; kept for reference, Outrigger's service address is set elsewhere.", {},
          false, Usage::KnownUnused),
};

struct Alias {
    std::string_view from;
    std::string_view to;
};
constexpr std::array kParameterAliases{
    Alias{"SERVWEIGHT", "SERVICEWEIGHT"},
    Alias{"SERVCAP", "SERVICECAP"},
    Alias{"TARGWEIGHT", "TARGETWEIGHT"},
    Alias{"TARGCAP", "TARGETCAP"},
    Alias{"SCHEDULINGCRITERIA", "BACKFILLMETRIC"},
    Alias{"ACCTCFG", "ACCOUNTCFG"},
    // Maui 3.3's own names where the guide's differ, and the Maui 3.0 names Maui 3.3 still reads.
    Alias{"SERVICEWCAP", "SERVICECAP"},
    Alias{"RESDEPTH", "RESERVATIONDEPTH"},
    Alias{"BACKFILLDEPTH", "BFDEPTH"},
    Alias{"ADMINS", "ADMIN1"},
    Alias{"CONSUMEDWEIGHT", "USAGECONSUMEDWEIGHT"},
    Alias{"CONSUMEDCAP", "USAGECONSUMEDCAP"},
    Alias{"REMAININGWEIGHT", "USAGEREMAININGWEIGHT"},
    Alias{"REMAININGCAP", "USAGEREMAININGCAP"},
    Alias{"PERCENTWEIGHT", "USAGEPERCENTWEIGHT"},
    Alias{"PERCENTCAP", "USAGEPERCENTCAP"},
    Alias{"SERVICETARGETWEIGHT", "SERVICEWEIGHT"},
    Alias{"QUEUETIMETARGETWEIGHT", "QUEUETIMEWEIGHT"},
    Alias{"XFACTORTARGETWEIGHT", "XFACTORWEIGHT"},
    Alias{"UFSWEIGHT", "FSUSERWEIGHT"},
    Alias{"GFSWEIGHT", "FSGROUPWEIGHT"},
    Alias{"AFSWEIGHT", "FSACCOUNTWEIGHT"},
};

// ------------------------------------------------------------------ attributes

constexpr std::array kLimitDescriptions{
    "jobs"sv,
    "nodes"sv,
    "processors"sv,
    "outstanding processor-seconds"sv,
    "processor equivalents"sv,
    "outstanding wallclock seconds"sv,
    "memory (MB)"sv,
};

constexpr std::array kSrAttributes{
    attr("ACCESS", VK::Enum, "DEDICATED",
         "SHARED lets the reservation use resources other non-job reservations hold; DEDICATED does not.",
         kAccess),
    attr("ACCOUNTLIST", VK::Acl, "", "Accounts whose jobs may use the reserved resources.", {}),
    attr("CHARGEACCOUNT", VK::String, "", "Account charged for the idle cycles inside the reservation.", {}),
    attr("CLASSLIST", VK::Acl, "", "Classes whose jobs may use the reserved resources.", {}),
    attr("DAYS", VK::List, "ALL", "Days of the week on which the reservation is active.", kDays),
    attr("DEPTH", VK::Integer, "2", "How many periods ahead reservations are made.", {}),
    attr("ENDTIME", VK::Duration, "24:00:00",
         "Time of day (or offset in the week for PERIOD=WEEK) at which the reservation ends.", {}),
    attr("FLAGS", VK::List, "", "Special reservation behaviours.", kFlags),
    attr("GROUPLIST", VK::Acl, "", "Groups whose jobs may use the reserved resources.", {}),
    attr("HOSTLIST", VK::List, "", "Hosts or host expressions the reservation takes its resources from.", {}),
    attr("JOBATTRLIST", VK::Acl, "", "Job attributes that grant access to the reservation.", kJobAttr),
    attr("NODEFEATURES", VK::List, "", "Features every reserved node must have.", {}),
    attr("OWNER", VK::TypedName, "", "The credential that owns the reservation, written TYPE:NAME.", {}),
    attr("PARTITION", VK::String, "", "Partition the reservation takes its resources from.", {}),
    attr("PERIOD", VK::Enum, "DAY", "How often the reservation repeats: daily, weekly or never (permanent).",
         kPeriod),
    attr("PRIORITY", VK::Integer, "0", "Priority of the reservation when resources are contended.", {}),
    attr("QOSLIST", VK::Acl, "", "QOS names whose jobs may use the reserved resources.", {}),
    attr("RESOURCES", VK::Resources, "PROCS=-1",
         "Resources of one reserved task; PROCS=-1 means every processor of the node.", {}),
    attr("STARTTIME", VK::Duration, "00:00:00",
         "Time of day (or offset in the week for PERIOD=WEEK, day 0 Sunday) at which the reservation starts.",
         {}),
    attr("TASKCOUNT", VK::Integer, "0", "Number of tasks to reserve; 0 reserves every listed host whole.",
         {}),
    attr("TIMELIMIT", VK::Duration, "",
         "Longest overlap a job may have with the reservation to be admitted by time alone.", {}),
    attr("TIMELOGIC", VK::Enum, "OR",
         "Retired in Maui 3.2.6: use a required TIMELIMIT (a trailing *) instead.", kTimeLogic, false,
         Usage::Behaviourless),
    attr("TPN", VK::Integer, "0", "Minimum number of tasks each reserved node must hold.", {}),
    attr("TRIGGER", VK::String, "", "Event triggers, a Moab 4 feature that Maui never had.", {}, false,
         Usage::Behaviourless),
    attr("USERLIST", VK::Acl, "", "Users whose jobs may use the reserved resources.", {}),
    attr("WSTARTTIME", VK::Duration, "",
         "Maui 3.2 week offset of the start (D:HH:MM:SS, day 0 Sunday); the same as STARTTIME with "
         "PERIOD=WEEK.",
         {}),
    attr("WENDTIME", VK::Duration, "",
         "Maui 3.2 week offset of the end (D:HH:MM:SS, day 0 Sunday); the same as ENDTIME with PERIOD=WEEK.",
         {}),
    attr("MAXTIME", VK::Duration, "",
         "Longest wallclock limit a job may have to use the reservation: a required TIMELIMIT (Maui's "
         "MAXTIME, "
         "the SRMAXTIME of Maui 3.0).",
         {}),

};

constexpr std::array kNodeAttributes{
    attr("PARTITION", VK::String, "", "Partition the node belongs to.", {}),
    attr("FEATURES", VK::List, "", "Features of the node that jobs and reservations may require.", {}),
    attr("PROCS", VK::Integer, "", "Number of processors of the node.", {}),
    attr("MEMORY", VK::Integer, "", "Real memory of the node in MB.", {}),
    attr("SWAP", VK::Integer, "", "Virtual memory of the node in MB.", {}),
    attr("DISK", VK::Integer, "", "Local disk of the node in MB.", {}),
    attr("GRES", VK::Resources, "", "Generic resources of the node, written NAME:COUNT (gpu:2).", {}),
    attr("PRIORITY", VK::Integer, "0", "Node priority used by NODEALLOCATIONPOLICY PRIORITY.", {}),
    attr("SPEED", VK::Number, "1.0", "Relative speed of the node.", {}),
    attr("STATE", VK::Enum, "UP", "Administrative state of the node.", kNodeState),
    attr("RACK", VK::Integer, "", "Rack number of the node, for contiguous placement.", {}),
    attr("SLOT", VK::Integer, "", "Slot of the node within its rack.", {}),
    attr("MAXJOB", VK::Integer, "", "Maui's per-node job limit; kept, not used by Outrigger.", {}, false,
         Usage::KnownUnused),
    attr("MAXLOAD", VK::Number, "", "Maui's per-node load limit; kept, not used by Outrigger.", {}, false,
         Usage::KnownUnused),

};

struct AttributeAlias {
    std::string_view from;
    std::string_view to;
};
constexpr std::array kAttributeAliases{
    AttributeAlias{"ACCTLIST", "ACCOUNTLIST"},
    AttributeAlias{"MEM", "MEMORY"},
    AttributeAlias{"FEATURE", "FEATURES"},
    // Maui 3.3's own spellings.
    AttributeAlias{"CFGMEM", "MEMORY"},
    AttributeAlias{"CFGSWAP", "SWAP"},
    AttributeAlias{"CFGDISK", "DISK"},
    AttributeAlias{"FRAME", "RACK"},
    AttributeAlias{"QFLAGS", "FLAGS"},
    AttributeAlias{"JOBFLAGS", "FLAGS"},
};

// ------------------------------------------------------------------ the catalogue

class Catalogue {
  public:
    Catalogue() {
        add_priority();
        for (const auto& p : kFixedParameters) params_.push_back(p);
        for (const UnusedMauiParameter& u : unused_maui_parameters()) {
            ParameterInfo p = param(u.name, CA::Other, VK::String, "",
                                    "A Maui parameter that Outrigger recognises and keeps but does not use.",
                                    {}, u.indexed, Usage::KnownUnused);
            p.note = keep(fmt::format("in Maui it {}; {}", u.did, u.why));
            params_.push_back(p);
        }
        add_credential_attributes();
        for (const auto& a : kSrAttributes) attrs_[static_cast<std::size_t>(CfgKind::Standing)].push_back(a);
        for (const auto& a : kNodeAttributes) attrs_[static_cast<std::size_t>(CfgKind::Node)].push_back(a);
        for (std::size_t k = 0; k < attrs_.size(); ++k)
            for (const UnusedMauiAttribute& u : unused_maui_attributes(static_cast<CfgKind>(k)))
                attrs_[k].push_back(unused_attr(u.name, u.note));
        add_legacy_forms();
    }

    std::span<const ParameterInfo> params() const { return params_; }
    std::span<const AttributeInfo> attrs(CfgKind k) const { return attrs_[static_cast<std::size_t>(k)]; }

  private:
    std::string_view keep(std::string s) { return strings_.emplace_back(std::move(s)); }

    void add_priority() {
        for (std::size_t c = 0; c < kPriorityComponents; ++c) {
            const auto& info = priority_component_info(static_cast<PriorityComponent>(c));
            params_.push_back(
                param(info.weight_param, CA::Priority, VK::Number, "1",
                      keep(fmt::format("Weight of the {} priority component: its subcomponent sum is "
                                       "multiplied by this value.",
                                       info.label)),
                      {}));
            params_.push_back(
                param(info.cap_param, CA::Priority, VK::Number, "0",
                      keep(fmt::format("Largest contribution of the {} component before its weight is "
                                       "applied; 0 means no cap.",
                                       info.label)),
                      {}));
        }
        for (std::size_t s = 0; s < kPrioritySubs; ++s) {
            const auto& info = priority_sub_info(static_cast<PrioritySub>(s));
            const auto& comp = priority_component_info(info.component);
            const bool qt = info.sub == PrioritySub::QueueTime;
            params_.push_back(
                param(info.weight_param, CA::Priority, VK::Number, qt ? "1" : "0",
                      keep(fmt::format("Weight of the {} subcomponent within the {} priority component.",
                                       info.label, comp.label)),
                      {}));
            params_.push_back(
                param(info.cap_param, CA::Priority, VK::Number, "0",
                      keep(fmt::format("Largest value of the {} subcomponent before its weight is applied; "
                                       "0 means no cap.",
                                       info.label)),
                      {}));
        }
    }

    // The Maui 3.0 forms: each takes the value kind of the modern attribute it stands for.
    void add_legacy_forms() {
        for (const LegacyForm& f : legacy_forms()) {
            ParameterInfo p;
            p.name = f.name;
            p.usage = Usage::Legacy;
            switch (f.family) {
                case LegacyFamily::StandingReservation:
                    p.area = CA::Reservations;
                    p.indexed = true;
                    p.description =
                        f.role == LegacyRole::Name
                            ? "Maui 3.0 name of a standing reservation: names the SRCFG of the same "
                              "index."
                            : "Maui 3.0 form of a standing reservation attribute: SRxxx[index] is the "
                              "attribute of the SRCFG of that index.";
                    break;
                case LegacyFamily::Qos:
                    p.area = CA::Priority;
                    p.indexed = true;
                    p.description = f.role == LegacyRole::Name
                                        ? "Maui 3.0 name of a QOS: names the QOSCFG of the same index."
                                        : "Maui 3.0 form of a QOS attribute: QOSxxx[qos] is the attribute of "
                                          "QOSCFG[qos].";
                    break;
                case LegacyFamily::Throttling:
                    p.area = CA::Throttling;
                    p.description = f.role == LegacyRole::HardCount
                                        ? "Maui 3.0 hard throttling limit: the limit of the "
                                          "DEFAULT user, group or account (USERCFG[DEFAULT] "
                                          "MAXJOB=N and the like)."
                                    : f.role == LegacyRole::SoftCount
                                        ? "Maui 3.0 soft throttling limit: the soft limit of "
                                          "the same DEFAULT credential limit."
                                        : "Maui 3.0 switch of a throttling limit: OFF turns "
                                          "off the count and soft count of the same name.";
                    break;
            }
            p.kind = VK::String;
            if (f.role == LegacyRole::HardCount || f.role == LegacyRole::SoftCount) p.kind = VK::Integer;
            if (f.role == LegacyRole::Policy) {
                p.kind = VK::Enum;
                p.choices = kPolicyMode;
            }
            if (f.role == LegacyRole::Attribute) {
                const auto& list = attrs_[static_cast<std::size_t>(f.kind)];
                const auto it = std::find_if(list.begin(), list.end(),
                                             [&](const AttributeInfo& a) { return a.name == f.attribute; });
                if (it != list.end()) {
                    p.kind = it->kind == VK::Acl ? VK::List : it->kind;
                    p.choices = it->choices;
                    p.default_value = it->default_value;
                }
            }
            params_.push_back(p);
        }
    }

    void add_credential_attributes() {
        constexpr std::array kCredCfg{CfgKind::User, CfgKind::Group, CfgKind::Account,
                                      CfgKind::Qos,  CfgKind::Class, CfgKind::System};
        for (const CfgKind k : kCredCfg) {
            auto& list = attrs_[static_cast<std::size_t>(k)];
            const bool system = k == CfgKind::System;
            if (!system) {
                list.push_back(attr("PRIORITY", VK::Integer, "0",
                                    "Priority added to every job of this credential.", {}));
                list.push_back(
                    attr("FSTARGET", VK::FsTarget, "",
                         "Fairshare target: N a target, N+ a floor, N- a ceiling, N^ an absolute cap, N% a "
                         "cap relative to the total.",
                         {}));
            }
            for (std::size_t l = 0; l < kLimitKinds; ++l) {
                const std::string_view word = limit_keyword(static_cast<LimitKind>(l));
                const std::string_view what = kLimitDescriptions[l];
                const ValueKind vk = VK::Limit;
                list.push_back(
                    attr(keep(std::string(word)), vk, "",
                         keep(fmt::format("Active limit on {} of running jobs, written [soft,]hard; an index "
                                          "such as [USER] or [USER:name] applies it per credential.",
                                          what)),
                         {}, !system));
                list.push_back(
                    attr(keep(fmt::format("MAXI{}", word.substr(3))), vk, "",
                         keep(fmt::format("Idle limit on {} of jobs eligible to be scheduled.", what)), {},
                         !system));
                if (k == CfgKind::Qos) {
                    list.push_back(
                        attr(keep(fmt::format("O{}", word)), vk, "",
                             keep(fmt::format("For jobs of this QOS, replaces the other credentials' active "
                                              "limits on {}.",
                                              what)),
                             {}));
                    list.push_back(
                        attr(keep(fmt::format("OMAXI{}", word.substr(3))), vk, "",
                             keep(fmt::format("For jobs of this QOS, replaces the other credentials' idle "
                                              "limits on {}.",
                                              what)),
                             {}));
                }
            }
            if (!system) {
                list.push_back(attr("MAXJOBPERUSER", VK::Limit, "",
                                    "Maui 3.2 form of MAXJOB[USER]: jobs per user.", {}));
                list.push_back(attr("MAXPROCPERUSER", VK::Limit, "",
                                    "Maui 3.2 form of MAXPROC[USER]: processors per user.", {}));
                list.push_back(attr("MAXNODEPERUSER", VK::Limit, "",
                                    "Maui 3.2 form of MAXNODE[USER]: nodes per user.", {}));
            }
            list.push_back(
                attr("MAXPROCPERJOB", VK::Integer, "", "Most processors a single job may request.", {}));
            list.push_back(
                attr("MAXNODEPERJOB", VK::Integer, "", "Most nodes a single job may request.", {}));
            list.push_back(attr("MAXWCLIMITPERJOB", VK::Duration, "",
                                "Longest wallclock limit a single job may request.", {}));
            list.push_back(
                attr("MAXPSPERJOB", VK::Integer, "", "Most processor-seconds a single job may request.", {}));
            if (k == CfgKind::Qos) {
                list.push_back(
                    attr("QTWEIGHT", VK::Number, "", "Added to QUEUETIMEWEIGHT for jobs of this QOS.", {}));
                list.push_back(
                    attr("XFWEIGHT", VK::Number, "", "Added to XFACTORWEIGHT for jobs of this QOS.", {}));
                list.push_back(
                    attr("QTTARGET", VK::Duration, "", "Queue time target of jobs of this QOS.", {}));
                list.push_back(
                    attr("XFTARGET", VK::Number, "", "Expansion factor target of jobs of this QOS.", {}));
                list.push_back(
                    attr("FLAGS", VK::List, "",
                         "QOS flags: the IGN flags exempt this QOS's jobs from throttling limits; the "
                         "others are accepted without effect.",
                         kQosFlags));
            }
            if (k != CfgKind::Qos && !system) {
                list.push_back(
                    attr("QLIST", VK::List, "", "QOS names this credential's jobs may request.", {}));
                list.push_back(attr("QDEF", VK::String, "",
                                    "QOS given to this credential's jobs that request none.", {}));
                list.push_back(attr("PLIST", VK::List, "", "Partitions this credential's jobs may use.", {}));
                list.push_back(attr("PDEF", VK::String, "",
                                    "Partition given to this credential's jobs by default.", {}));
                list.push_back(attr("FLAGS", VK::List, "",
                                    "Maui job flags given to this credential's jobs; accepted without effect "
                                    "(preemption flags: no effect yet).",
                                    kJobFlags));
            }
        }
    }

    std::vector<ParameterInfo> params_;
    std::array<std::vector<AttributeInfo>, 8> attrs_;
    std::deque<std::string> strings_;
};

const Catalogue& catalogue() {
    static const Catalogue instance;
    return instance;
}

std::optional<std::string_view> nearest(std::string_view name, auto&& names) {
    std::optional<std::string_view> best;
    std::size_t best_d = 0;
    for (const std::string_view n : names) {
        const std::size_t d = edit_distance(name, n);
        if (!best || d < best_d) {
            best = n;
            best_d = d;
        }
    }
    const std::size_t limit = name.size() >= 9 ? 3 : (name.size() >= 4 ? 2 : 1);
    if (best && best_d > 0 && best_d <= limit) return best;
    return std::nullopt;
}

}  // namespace

std::string_view area_name(ConfigArea a) {
    constexpr std::array kNames{"Priority"sv, "Fairshare"sv, "Throttling"sv, "Reservations"sv,
                                "Backfill"sv, "Nodes"sv,     "Other"sv};
    return kNames[static_cast<std::size_t>(a)];
}

std::string_view value_kind_name(ValueKind k) {
    constexpr std::array kNames{
        "integer"sv,   "number"sv,    "duration"sv,   "boolean"sv, "enum"sv,
        "list"sv,      "string"sv,    "attributes"sv, "limit"sv,   "fairshare target"sv,
        "resources"sv, "type:name"sv, "access list"sv};
    return kNames[static_cast<std::size_t>(k)];
}

std::span<const ParameterInfo> all_parameters() {
    return catalogue().params();
}

std::optional<std::string_view> parameter_alias_target(std::string_view name) {
    for (const auto& a : kParameterAliases)
        if (iequals_ascii(a.from, name)) return a.to;
    return std::nullopt;
}

const ParameterInfo* find_parameter(std::string_view name) {
    const std::string_view target = parameter_alias_target(name).value_or(name);
    for (const auto& p : catalogue().params())
        if (iequals_ascii(p.name, target)) return &p;
    return nullptr;
}

std::span<const AttributeInfo> attributes_of(CfgKind k) {
    return catalogue().attrs(k);
}

std::optional<std::string_view> documented_misspelling(std::string_view attribute) {
    if (iequals_ascii(attribute, "ACCCOUNTLIST")) return "ACCOUNTLIST"sv;
    return std::nullopt;
}

const AttributeInfo* find_attribute(CfgKind k, std::string_view name) {
    std::string_view target = documented_misspelling(name).value_or(name);
    for (const auto& a : kAttributeAliases)
        if (iequals_ascii(a.from, name)) target = a.to;
    for (const auto& a : catalogue().attrs(k))
        if (iequals_ascii(a.name, target)) return &a;
    return nullptr;
}

std::string_view cfg_kind_parameter(CfgKind k) {
    constexpr std::array kNames{"USERCFG"sv,  "GROUPCFG"sv,  "ACCOUNTCFG"sv, "QOSCFG"sv,
                                "CLASSCFG"sv, "SYSTEMCFG"sv, "SRCFG"sv,      "NODECFG"sv};
    return kNames[static_cast<std::size_t>(k)];
}

std::optional<std::string_view> nearest_known_name(std::string_view name) {
    std::vector<std::string_view> names;
    for (const auto& p : catalogue().params()) names.push_back(p.name);
    for (const auto& a : kParameterAliases) names.push_back(a.from);
    return nearest(name, names);
}

std::optional<std::string_view> nearest_attribute_name(CfgKind k, std::string_view name) {
    std::vector<std::string_view> names;
    for (const auto& a : catalogue().attrs(k)) names.push_back(a.name);
    return nearest(name, names);
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    std::vector<std::size_t> prev2(m + 1), prev(m + 1), cur(m + 1);
    for (std::size_t j = 0; j <= m; ++j) prev[j] = j;
    const auto up = [](char c) { return ascii_upper(c); };
    for (std::size_t i = 1; i <= n; ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= m; ++j) {
            const std::size_t cost = up(a[i - 1]) == up(b[j - 1]) ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && up(a[i - 1]) == up(b[j - 2]) && up(a[i - 2]) == up(b[j - 1]))
                cur[j] = std::min(cur[j], prev2[j - 2] + 1);
        }
        prev2.swap(prev);
        prev.swap(cur);
    }
    return prev[m];
}

}  // namespace outrigger
