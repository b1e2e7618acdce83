#pragma once

// The typed view of maui.cfg: what the scheduler reads. Built from the lossless document by
// config/typed_config.hpp; every field has the guide's default. Policies take these structs as
// their settings and never see text.

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/cluster.hpp"
#include "model/credentials.hpp"
#include "model/resources.hpp"
#include "model/time.hpp"

namespace outrigger {

// ---------------------------------------------------------------- priority (guide 5.1.2)

enum class PriorityComponent : std::uint8_t { Cred, Fs, Res, Serv, Targ, Usage };
inline constexpr std::size_t kPriorityComponents = 6;

// Every subcomponent, grouped by component in this order.
enum class PrioritySub : std::uint8_t {
    User,
    Group,
    Account,
    Qos,
    Class,  // CRED
    FsUser,
    FsGroup,
    FsAccount,
    FsQos,
    FsClass,  // FS
    Node,
    Proc,
    Mem,
    Swap,
    Disk,
    Ps,
    Pe,
    Walltime,  // RES
    QueueTime,
    XFactor,
    Bypass,  // SERV
    TargetQueueTime,
    TargetXFactor,  // TARG
    Consumed,
    Remaining,
    Percent,
    ExecutionTime,  // USAGE (running jobs only)
};
inline constexpr std::size_t kPrioritySubs = 27;

// Static description of a subcomponent: its component and its maui.cfg names.
struct PrioritySubInfo {
    PrioritySub sub;
    PriorityComponent component;
    const char* weight_param;  // "FSUSERWEIGHT"
    const char* cap_param;     // "FSUSERCAP"
    const char* label;         // "FSUSER": the column label of diagnose -p
};
const PrioritySubInfo& priority_sub_info(PrioritySub s);
struct PriorityComponentInfo {
    PriorityComponent component;
    const char* weight_param;  // "CREDWEIGHT"
    const char* cap_param;     // "CREDCAP"
    const char* label;         // "CRED"
};
const PriorityComponentInfo& priority_component_info(PriorityComponent c);

enum class PrioAccrualPolicy : std::uint8_t { Always, QueuePolicy, FullPolicy };

struct PrioritySettings {
    // Maui's defaults: every component weight 1, every subcomponent weight 0 but QUEUETIME 1.
    std::array<double, kPriorityComponents> component_weight{1, 1, 1, 1, 1, 1};
    std::array<double, kPriorityComponents> component_cap{};     // 0 = no cap
    std::array<double, kPrioritySubs> sub_weight{};              // set QueueTime = 1 in the constructor
    std::array<double, kPrioritySubs> sub_cap{};                 // 0 = no cap
    Duration xf_min_wclimit = Duration::seconds(120);            // XFMINWCLIMIT
    PrioAccrualPolicy accrual = PrioAccrualPolicy::QueuePolicy;  // JOBPRIOACCRUALPOLICY
    bool enable_negative = false;                                // ENABLENEGJOBPRIORITY
    bool reject_negative = false;                                // REJECTNEGPRIOJOBS

    PrioritySettings() { sub_weight[static_cast<std::size_t>(PrioritySub::QueueTime)] = 1; }
    double& weight(PrioritySub s) { return sub_weight[static_cast<std::size_t>(s)]; }
    [[nodiscard]] double weight(PrioritySub s) const { return sub_weight[static_cast<std::size_t>(s)]; }
    double& weight(PriorityComponent c) { return component_weight[static_cast<std::size_t>(c)]; }
    [[nodiscard]] double weight(PriorityComponent c) const {
        return component_weight[static_cast<std::size_t>(c)];
    }
    double& cap(PrioritySub s) { return sub_cap[static_cast<std::size_t>(s)]; }
    [[nodiscard]] double cap(PrioritySub s) const { return sub_cap[static_cast<std::size_t>(s)]; }
    double& cap(PriorityComponent c) { return component_cap[static_cast<std::size_t>(c)]; }
    [[nodiscard]] double cap(PriorityComponent c) const { return component_cap[static_cast<std::size_t>(c)]; }
};

// ---------------------------------------------------------------- fairshare (guide 6.3)

enum class FsPolicy : std::uint8_t { None, DedicatedPS, DedicatedPES, UtilizedPS };

struct FairshareSettings {
    FsPolicy policy = FsPolicy::None;         // FSPOLICY
    bool ratio = false;                       // FSPOLICY with a trailing '%'
    Duration interval = Duration::hours(12);  // FSINTERVAL
    int depth = 8;                            // FSDEPTH (no cap of 24)
    double decay = 1.0;                       // FSDECAY
    std::string stat_dir = "stats";           // STATDIR: where FS.<epoch> files live
};

enum class FsTargetType : std::uint8_t {
    Target,       // N   : delta = N - usage
    Floor,        // N+  : only raises priority
    Ceiling,      // N-  : only lowers priority
    CapAbsolute,  // N^  : blocks when decayed usage (metric units) reaches N
    CapRelative,  // N%  : blocks when decayed usage reaches N percent of the decayed total
};

struct FsTarget {
    double value = 0;
    FsTargetType type = FsTargetType::Target;
    bool operator==(const FsTarget&) const = default;
};

// ---------------------------------------------------------------- throttling (guide 6.2)

enum class LimitKind : std::uint8_t { Jobs, Nodes, Procs, ProcSeconds, PE, Walltime, Memory };
inline constexpr std::size_t kLimitKinds = 7;
// "MAXJOB", "MAXNODE", "MAXPROC", "MAXPS", "MAXPE", "MAXWC", "MAXMEM".
const char* limit_keyword(LimitKind k);

// `soft,hard`, or `hard` alone (soft = hard). A soft looser than hard is clamped to hard.
struct LimitValue {
    std::int64_t soft = 0;
    std::int64_t hard = 0;
    bool operator==(const LimitValue&) const = default;
};

// One limit as written: MAXJOB=4, MAXIJOB=2, OMAXNODE=64, or multi-dimensional
// MAXJOB[GROUP]=2 / MAXPROC[USER:steve]=3 (within the credential that carries it).
struct LimitSpec {
    LimitKind kind = LimitKind::Jobs;
    bool idle = false;                    // MAXI*: idle (eligible) job limit
    bool override_ = false;               // OMAX*: QOS override of other credentials' limits of this kind
    std::optional<CredKind> per;          // multi-dimensional: applies per credential of this kind ...
    std::optional<std::string> per_name;  // ... or to that one credential only
    LimitValue value;
    bool operator==(const LimitSpec&) const = default;
};

// Limits that bound any single job (SYSTEMMAXPROCPERJOB, ... and per-credential *PERJOB forms).
struct JobLimits {
    std::optional<std::int64_t> max_procs;         // MAXPROCPERJOB / SYSTEMMAXPROCPERJOB
    std::optional<std::int64_t> max_nodes;         // MAXNODEPERJOB / SYSTEMMAXNODEPERJOB
    std::optional<Duration> max_walltime;          // MAXWCLIMITPERJOB / SYSTEMMAXJOBWALLTIME
    std::optional<std::int64_t> max_proc_seconds;  // MAXPSPERJOB / SYSTEMMAXPROCSECONDPERJOB
    bool operator==(const JobLimits&) const = default;
};

// ---------------------------------------------------------------- credentials

// USERCFG[x] GROUPCFG[x] ACCOUNTCFG[x] QOSCFG[x] CLASSCFG[x] (and [DEFAULT]).
struct CredentialConfig {
    std::optional<std::int64_t> priority;  // PRIORITY
    std::optional<FsTarget> fstarget;      // FSTARGET
    std::vector<LimitSpec> limits;         // every MAX*, MAXI*, OMAX*, multi-dimensional
    JobLimits job_limits;
    // QOS only
    std::optional<double> qt_weight;         // QTWEIGHT: added to QUEUETIMEWEIGHT
    std::optional<double> xf_weight;         // XFWEIGHT: added to XFACTORWEIGHT
    std::optional<Duration> qt_target;       // QTTARGET (QOSQTTARGET)
    std::optional<double> xf_target;         // XFTARGET (QOSXFTARGET)
    std::vector<std::string> qos_list;       // USERCFG QLIST / QDEF: allowed QOS (kept for reports)
    std::optional<std::string> qos_default;  // QDEF
    std::optional<std::string> partition;    // PDEF / CLASSCFG partition
    std::vector<std::string> flags;          // FLAGS (QOSCFG: QFLAGS) as upper-case names
};

// SYSTEMCFG: system-wide active and idle limits plus per-job limits.
struct SystemConfig {
    std::vector<LimitSpec> limits;
    JobLimits job_limits;
};

struct CredentialSettings {
    // Per kind: name -> settings. "DEFAULT" is the entry for every credential without its own.
    std::array<std::map<std::string, CredentialConfig, std::less<>>, kCredKinds> by_kind;
    SystemConfig system;

    [[nodiscard]] const CredentialConfig* find(CredKind k, std::string_view name) const;
    [[nodiscard]] const CredentialConfig* find_default(CredKind k) const { return find(k, "DEFAULT"); }
};

// ---------------------------------------------------------------- reservations (guide 7.1.5)

enum class AclType : std::uint8_t { User, Group, Account, Qos, Class, JobAttr, TimeLimit };
enum class Affinity : std::uint8_t { Positive, Negative, Neutral };

struct AclEntry {
    AclType type = AclType::User;
    std::string name;                        // credential name or job attribute
    Duration time_limit;                     // TIMELIMIT only
    bool negated = false;                    // '!'
    bool required = false;                   // '*'
    Affinity affinity = Affinity::Positive;  // '+' (default), '-', '='
    bool operator==(const AclEntry&) const = default;
};

enum class ReservationAccess : std::uint8_t { Dedicated, Shared };
enum class SrPeriod : std::uint8_t { Day, Week, Infinity };

// Reservation flags (guide 7.1.5.1.4). The ones without a defined behaviour are accepted and
// warned: SINGLEUSE, PREEMPTEE, TIMEFLEX, FORCE, BESTEFFORT.
enum class ReservationFlag : std::uint16_t {
    ByName = 1,
    OwnerPreempt = 2,
    SpaceFlex = 4,
    SingleUse = 8,
    Preemptee = 16,
    TimeFlex = 32,
    Force = 64,
    BestEffort = 128,
};
constexpr std::uint16_t flag_bit(ReservationFlag f) {
    return static_cast<std::uint16_t>(f);
}

// SRCFG[name]: every attribute of the reservation chapter's table.
struct StandingReservationConfig {
    std::string name;
    ReservationAccess access = ReservationAccess::Dedicated;
    std::vector<AclEntry> acl;  // USERLIST GROUPLIST ACCOUNTLIST QOSLIST CLASSLIST JOBATTRLIST TIMELIMIT
    std::optional<std::string> charge_account;  // CHARGEACCOUNT
    std::uint8_t days = 0x7f;                   // DAYS: bit d = day d (0 = Sunday); default ALL
    int depth = 2;                              // DEPTH
    Duration start_time = Duration::zero();     // STARTTIME: time of day, or week offset for WEEK
    std::optional<Duration> end_time;           // ENDTIME: default end of day / end of week
    std::uint16_t flags = 0;                    // ReservationFlag bits
    std::vector<std::string> host_list;         // HOSTLIST: names or expressions as written
    std::vector<std::string> node_features;     // NODEFEATURES (all required)
    std::optional<CredKind> owner_kind;         // OWNER=<kind>:<name>
    std::string owner_name;
    std::optional<std::string> partition;      // PARTITION
    SrPeriod period = SrPeriod::Day;           // PERIOD
    std::int64_t priority = 0;                 // PRIORITY
    Resources task = Resources::of_procs(-1);  // RESOURCES per task; procs -1 = the whole node
    std::map<std::string, std::int64_t>
        task_gres;  // RESOURCES generic resources by name (gpu:2), interned by the cluster builder
    std::int64_t task_count = 0;            // TASKCOUNT (0 = not given)
    std::int64_t tpn = 0;                   // TPN (minimum tasks per node)
    std::vector<std::string> triggers;      // TRIGGER: kept, warned, no effect
    std::optional<std::string> time_logic;  // TIMELOGIC: kept, warned, no effect
    bool operator==(const StandingReservationConfig&) const = default;
};

// ---------------------------------------------------------------- scheduling and backfill (guide 8.2)

enum class BackfillPolicy : std::uint8_t { FirstFit, BestFit, Greedy, None };
enum class BackfillMetric : std::uint8_t { Procs, ProcSeconds, Seconds };
enum class ReservationPolicy : std::uint8_t { CurrentHighest, Highest, Never };

// RESERVATIONDEPTH[i] with RESERVATIONQOSLIST[i]: `depth` reservations shared by jobs of these QOS
// (empty list = every QOS; Maui's index 0 default is depth 1, all QOS).
struct ReservationDepthGroup {
    int depth = 1;
    std::vector<std::string> qos;
    bool operator==(const ReservationDepthGroup&) const = default;
};

struct SchedulingSettings {
    BackfillPolicy backfill = BackfillPolicy::FirstFit;  // BACKFILLPOLICY
    BackfillMetric metric = BackfillMetric::Procs;       // BACKFILLMETRIC (SCHEDULINGCRITERIA)
    ReservationPolicy reservation_policy = ReservationPolicy::CurrentHighest;         // RESERVATIONPOLICY
    std::map<int, ReservationDepthGroup> depth_groups{{0, ReservationDepthGroup{}}};  // index -> group
    std::int64_t chunk_size = 0;                 // BFCHUNKSIZE (procs); 0 = off
    Duration chunk_duration = Duration::zero();  // BFCHUNKDURATION
    std::int64_t bf_depth = 0;                   // BFDEPTH: idle jobs considered (0 = all)
    bool fcfs = false;  // orsim --policy fcfs: stop at the first job that cannot start
};

// ---------------------------------------------------------------- nodes

enum class NodeAllocationPolicy : std::uint8_t {
    FirstAvailable,
    LastAvailable,
    MinResource,
    CpuLoad,
    Priority,
    Contiguous,
    MaxBalance,
};

// NODECFG[name]: attributes that describe or adjust a node.
struct NodeConfig {
    std::optional<std::string> partition;      // PARTITION
    std::vector<std::string> features;         // FEATURES
    std::optional<std::int64_t> procs;         // PROCS
    std::optional<std::int64_t> memory_mb;     // MEMORY
    std::optional<std::int64_t> swap_mb;       // SWAP
    std::optional<std::int64_t> disk_mb;       // DISK
    std::map<std::string, std::int64_t> gres;  // GRES=gpu:2
    std::optional<std::int64_t> priority;      // PRIORITY
    std::optional<double> speed;               // SPEED
    std::optional<std::string> state;          // STATE (UP, DOWN, DRAINED)
    std::optional<std::string> rack;           // RACK
    std::optional<std::int64_t> slot;          // SLOT
    bool operator==(const NodeConfig&) const = default;
};

struct NodeSettings {
    NodeAllocationPolicy allocation = NodeAllocationPolicy::LastAvailable;  // NODEALLOCATIONPOLICY
    NodeAccessPolicy access = NodeAccessPolicy::Shared;                     // NODEACCESSPOLICY
    std::map<std::string, NodeConfig, std::less<>> nodes;                   // NODECFG[name] in name order
};

// ---------------------------------------------------------------- the service

struct ServiceSettings {
    Duration poll_interval = Duration::seconds(30);  // RMPOLLINTERVAL
    std::array<std::vector<std::string>, 3> admins;  // ADMIN1, ADMIN2, ADMIN3 user lists
    std::optional<std::string> server_host;          // SERVERHOST (kept, informational)
    std::optional<std::int64_t> server_port;         // SERVERPORT (kept, informational)
    std::optional<std::string> time_zone;            // the site's zone for the calendar (TIMEZONE)
    std::optional<std::string> mode;                 // SERVERMODE (NORMAL, TEST, SIMULATION)
};

// ---------------------------------------------------------------- the whole

struct Config {
    PrioritySettings priority;
    FairshareSettings fairshare;
    CredentialSettings credentials;
    SchedulingSettings scheduling;
    NodeSettings nodes;
    std::vector<StandingReservationConfig> standing_reservations;  // in file order
    ServiceSettings service;
};

}  // namespace outrigger
