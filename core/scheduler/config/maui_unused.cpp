#include "config/maui_unused.hpp"

#include <array>

namespace outrigger {

namespace {

using namespace std::string_view_literals;

// Why a whole family has no effect: one sentence each, shared by the family's parameters.
constexpr std::string_view kLogging =
    "Outrigger's programs report on their own outputs and never write Maui's log"sv;
constexpr std::string_view kResourceManager =
    "Outrigger talks to its resource manager (simulated or live) through its own interface, configured "
    "outside maui.cfg"sv;
constexpr std::string_view kBank = "Outrigger has no allocation manager and charges no account"sv;
constexpr std::string_view kSimulator =
    "Outrigger's simulator is orsim run, which takes its workload, cluster and stop time as options"sv;
constexpr std::string_view kPlot = "Outrigger's reports and the workbench draw their own charts"sv;
constexpr std::string_view kService =
    "the Outrigger service's process, files, address and access are set outside maui.cfg"sv;
constexpr std::string_view kCheckpoint =
    "Outrigger keeps its state in its own checkpoint, set by orsim and the service, not by maui.cfg"sv;
constexpr std::string_view kNodes =
    "Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, "
    "overcommit or node-set model"sv;
constexpr std::string_view kJobLifecycle =
    "Outrigger's resource managers run jobs to their recorded end; Outrigger defers, purges, cancels "
    "and polices no job"sv;
constexpr std::string_view kPreemption =
    "Outrigger has no preemption yet (a standing reservation's OWNERPREEMPT aside)"sv;
constexpr std::string_view kPriority =
    "Outrigger's priority has the guide's six components (CRED FS RES SERV TARG USAGE) and no other"sv;
constexpr std::string_view kFairshare =
    "Outrigger's fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET "
    "attributes"sv;
constexpr std::string_view kBackfill =
    "Outrigger's backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK "
    "parameters"sv;
constexpr std::string_view kReservations =
    "Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST "
    "alone"sv;
constexpr std::string_view kNotify = "Outrigger sends no mail and runs no site program on events"sv;
constexpr std::string_view kDebug = "Outrigger has no tracing hooks of this kind"sv;
constexpr std::string_view kCredentials =
    "Outrigger takes each job's credentials as its workload or resource manager gives them"sv;
constexpr std::string_view kIteration =
    "Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL"sv;
constexpr std::string_view kSpeed = "Outrigger runs every job for its recorded time on any node"sv;

constexpr std::array kUnused{
    UnusedMauiParameter{"ADMIN4", "named the users of Maui's fourth administrative level", kService},
    UnusedMauiParameter{"ADMINHOST", "named hosts allowed to run administrative commands", kService},
    UnusedMauiParameter{"ADMINHOSTS", "named hosts allowed to run administrative commands", kService},
    UnusedMauiParameter{"ALLOCLOCALITYPOLICY", "asked for a job's nodes to be close to each other", kNodes},
    UnusedMauiParameter{"AMCFG", "configured the allocation manager", kBank, true},
    UnusedMauiParameter{"APIFAILURETHRESHHOLD", "counted resource manager failures before giving up",
                        kResourceManager},
    UnusedMauiParameter{"ATTRATTRCAP", "capped the job attribute priority subcomponent", kPriority},
    UnusedMauiParameter{"ATTRATTRWEIGHT", "weighted job attributes in priority", kPriority},
    UnusedMauiParameter{"ATTRCAP", "capped the job attribute priority component", kPriority},
    UnusedMauiParameter{"ATTRSTATECAP", "capped the job state priority subcomponent", kPriority},
    UnusedMauiParameter{"ATTRSTATEWEIGHT", "weighted job states in priority", kPriority},
    UnusedMauiParameter{"ATTRWEIGHT", "weighted the job attribute priority component", kPriority},
    UnusedMauiParameter{"BACKFILLMAXSCHEDULES", "bounded the schedules backfill tried per iteration",
                        kBackfill},
    UnusedMauiParameter{"BACKFILLPROCFACTOR", "favoured wide jobs in backfill", kBackfill},
    UnusedMauiParameter{"BACKFILLTYPE", "chose an older backfill algorithm", kBackfill},
    UnusedMauiParameter{"BANKAPPENDMACHINENAME", "added the machine name to bank charges", kBank},
    UnusedMauiParameter{"BANKCHARGEPOLICY", "chose how jobs were charged to the bank", kBank},
    UnusedMauiParameter{"BANKDEFERONJOBFAILURE", "deferred jobs the bank refused", kBank},
    UnusedMauiParameter{"BANKFALLBACKACCOUNT", "named the account charged when a job's own was empty", kBank},
    UnusedMauiParameter{"BANKFLUSHINTERVAL", "set how often bank charges were sent", kBank},
    UnusedMauiParameter{"BANKHOST", "named the allocation bank's host", kBank},
    UnusedMauiParameter{"BANKPORT", "named the allocation bank's port", kBank},
    UnusedMauiParameter{"BANKPROTOCOL", "chose the allocation bank's protocol", kBank},
    UnusedMauiParameter{"BANKSERVER", "named the allocation bank's server (Maui 3.0)", kBank},
    UnusedMauiParameter{"BANKTIMEOUT", "bounded the wait for the allocation bank", kBank},
    UnusedMauiParameter{"BANKTYPE", "chose the allocation bank (QBANK, GOLD, FILE)", kBank},
    UnusedMauiParameter{"BFPOLICY", "chose the backfill algorithm in early Maui releases", kBackfill},
    UnusedMauiParameter{"BFPRIORITYPOLICY", "ordered backfill candidates by duration or at random",
                        kBackfill},
    UnusedMauiParameter{"CHECKPOINTEXPIRATIONTIME", "aged out stale entries of Maui's checkpoint",
                        kCheckpoint},
    UnusedMauiParameter{"CHECKPOINTFILE", "named Maui's checkpoint file", kCheckpoint},
    UnusedMauiParameter{"CHECKPOINTINTERVAL", "set how often Maui wrote its checkpoint", kCheckpoint},
    UnusedMauiParameter{"CLIENTCFG", "configured client command security", kService, true},
    UnusedMauiParameter{"CLIENTTIMEOUT", "bounded the client commands' wait for the server", kService},
    UnusedMauiParameter{"COMINTERFRAMECOST", "priced communication between frames in Maui's simulator",
                        kSimulator},
    UnusedMauiParameter{"COMINTRAFRAMECOST", "priced communication within a frame in Maui's simulator",
                        kSimulator},
    UnusedMauiParameter{"COMPUTEHOSTS", "limited scheduling to the listed hosts", kNodes},
    UnusedMauiParameter{"DEFAULTACCOUNT", "gave an account to jobs submitted without one", kCredentials},
    UnusedMauiParameter{"DEFAULTCLASSLIST", "gave classes to nodes that reported none", kCredentials},
    UnusedMauiParameter{"DEFAULTDOMAIN", "completed short host names", kResourceManager},
    UnusedMauiParameter{"DEFAULTQMHOST", "named the default queue manager host", kResourceManager},
    UnusedMauiParameter{"DEFERCOUNT", "set how many deferrals put a job on hold", kJobLifecycle},
    UnusedMauiParameter{"DEFERSTARTCOUNT", "set how many failed starts deferred a job", kJobLifecycle},
    UnusedMauiParameter{"DEFERTIME", "set how long a deferred job waited", kJobLifecycle},
    UnusedMauiParameter{"DIRECTORYSERVER", "named the directory service", kService},
    UnusedMauiParameter{"DIRECTSPECWEIGHT",
                        "weighted the directly specified priority in Maui 3.0, before the CRED component "
                        "existed",
                        kPriority},
    UnusedMauiParameter{"DISPLAYFLAGS", "changed how the client commands printed", kService},
    UnusedMauiParameter{"ENABLEMULTINODEJOBS", "allowed jobs spanning several nodes", kNodes},
    UnusedMauiParameter{"ENABLEMULTIREQJOBS", "allowed jobs with several requirement sets", kNodes},
    UnusedMauiParameter{"ENFORCERESOURCELIMITS", "cancelled jobs exceeding their requested resources",
                        kJobLifecycle},
    UnusedMauiParameter{"EVENTSERVER", "named a server to notify of events", kNotify},
    UnusedMauiParameter{"FEATURENODETYPEHEADER", "read a node's type from its feature names", kNodes},
    UnusedMauiParameter{"FEATUREPARTITIONHEADER", "read a node's partition from its feature names", kNodes},
    UnusedMauiParameter{"FEATUREPROCSPEEDHEADER", "read a node's speed from its feature names", kNodes},
    UnusedMauiParameter{"FEEDBACKPROGRAM", "ran a site program when a job ended", kNotify},
    UnusedMauiParameter{"FSCONFIGFILE", "named a separate fairshare configuration file", kFairshare},
    UnusedMauiParameter{"FSENFORCEMENT",
                        "turned fairshare targets into hard limits in Maui 3.0; Maui 3.2 replaced it by "
                        "the cap targets FSTARGET=N^ and N%, which Outrigger implements",
                        kFairshare},
    UnusedMauiParameter{"FSSECONDARYGROUPS", "charged fairshare usage to a user's secondary groups",
                        kFairshare},
    UnusedMauiParameter{"IGNPBSGROUPLIST", "ignored the group list PBS reported", kCredentials},
    UnusedMauiParameter{"JOBAGGREGATIONTIME", "waited to gather job events before scheduling", kIteration},
    UnusedMauiParameter{"JOBMAXOVERRUN", "cancelled jobs running past their wallclock limit", kJobLifecycle},
    UnusedMauiParameter{"JOBMAXSTARTTIME", "bounded how long a job may stay starting", kJobLifecycle},
    UnusedMauiParameter{"JOBNODEMATCHPOLICY", "required nodes to match a job's request exactly", kNodes},
    UnusedMauiParameter{"JOBPRIOF", "weighted named job attributes in priority", kPriority},
    UnusedMauiParameter{"JOBPURGETIME", "kept finished jobs in memory for a while", kJobLifecycle},
    UnusedMauiParameter{"JOBSIZEPOLICY", "let Maui resize malleable jobs", kNodes},
    UnusedMauiParameter{"JOBSYNCTIME", "bounded the wait for the resource manager to confirm a job",
                        kResourceManager},
    UnusedMauiParameter{"LOCKFILE", "named the file that stops a second Maui from starting", kService},
    UnusedMauiParameter{"LOGDIR", "named the log directory", kLogging},
    UnusedMauiParameter{"LOGFACILITY", "chose which parts of Maui logged", kLogging},
    UnusedMauiParameter{"LOGFILE", "named the log file", kLogging},
    UnusedMauiParameter{"LOGFILEMAXSIZE", "rolled the log at this size", kLogging},
    UnusedMauiParameter{"LOGFILEROLLDEPTH", "kept this many rolled logs", kLogging},
    UnusedMauiParameter{"LOGLEVEL", "set how much Maui logged", kLogging},
    UnusedMauiParameter{"MACHINECONFIGFILE", "named a file describing the machine's frames", kNodes},
    UnusedMauiParameter{"MAILPROGRAM", "named the program that mailed users", kNotify},
    UnusedMauiParameter{"MAXJOBPERITERATION", "bounded the jobs started per iteration", kIteration},
    UnusedMauiParameter{"MAXSLEEPITERATION", "bounded the sleep between iterations", kIteration},
    UnusedMauiParameter{"MCSOCKETPROTOCOL", "chose the client commands' wire protocol", kService},
    UnusedMauiParameter{"METAMAXTASKS", "bounded tasks of a meta-scheduled job", kNodes},
    UnusedMauiParameter{"MINADMINSTIME", "set the shortest admin-requested iteration gap", kIteration},
    UnusedMauiParameter{"MINDISPATCHTIME", "set the shortest gap between job starts", kIteration},
    UnusedMauiParameter{"NODEALLOCMAXPS", "bounded processor-seconds in node allocation", kNodes},
    UnusedMauiParameter{"NODEAVAILABILITYPOLICY",
                        "chose whether dedicated or used resources made a node busy", kNodes},
    UnusedMauiParameter{"NODECPUOVERCOMMITFACTOR", "let nodes take more tasks than processors", kNodes},
    UnusedMauiParameter{"NODEDOWNSTATEDELAY", "waited before treating a silent node as down", kNodes},
    UnusedMauiParameter{"NODEDOWNSTATEDELAYTIME", "waited before treating a silent node as down", kNodes},
    UnusedMauiParameter{"NODELOADPOLICY", "adjusted node state or processors by load", kNodes},
    UnusedMauiParameter{"NODEMAXLOAD", "marked loaded nodes busy", kNodes},
    UnusedMauiParameter{"NODEMEMOVERCOMMITFACTOR", "let nodes take more memory than they have", kNodes},
    UnusedMauiParameter{"NODEPOLLFREQUENCY", "set how often node details were refreshed", kResourceManager},
    UnusedMauiParameter{"NODEPURGETIME", "kept vanished nodes in memory for a while", kNodes},
    UnusedMauiParameter{"NODESETATTRIBUTE", "grouped nodes into sets by an attribute", kNodes},
    UnusedMauiParameter{"NODESETDELAY", "waited for a node set to become free", kNodes},
    UnusedMauiParameter{"NODESETLIST", "listed the node sets", kNodes},
    UnusedMauiParameter{"NODESETPOLICY", "required or preferred one node set per job", kNodes},
    UnusedMauiParameter{"NODESETPRIORITYTYPE", "chose the best node set", kNodes},
    UnusedMauiParameter{"NODESETTOLERANCE", "allowed mixed node sets within a tolerance", kNodes},
    UnusedMauiParameter{"NODESYNCTIME", "bounded the wait for node state to settle", kResourceManager},
    UnusedMauiParameter{"NODEUNTRACKEDLOADFACTOR", "counted load from outside the batch system", kNodes},
    UnusedMauiParameter{"NOTIFICATIONINTERVAL", "set how often administrators were notified", kNotify},
    UnusedMauiParameter{"NOTIFICATIONPROGRAM", "ran a program to notify administrators", kNotify},
    UnusedMauiParameter{"PARIGNQUEUELIST", "ignored the listed queues when building partitions",
                        kCredentials},
    UnusedMauiParameter{"PLOTMAXPROC", "scaled the profiler's processor axis", kPlot},
    UnusedMauiParameter{"PLOTMAXTIME", "scaled the profiler's time axis", kPlot},
    UnusedMauiParameter{"PLOTMINPROC", "scaled the profiler's processor axis", kPlot},
    UnusedMauiParameter{"PLOTMINTIME", "scaled the profiler's time axis", kPlot},
    UnusedMauiParameter{"PLOTPROCSCALE", "set the profiler's processor columns", kPlot},
    UnusedMauiParameter{"PLOTTIMESCALE", "set the profiler's time columns", kPlot},
    UnusedMauiParameter{"PREEMPTPOLICY", "chose how preempted jobs were stopped", kPreemption},
    UnusedMauiParameter{"REMAPCLASS", "moved jobs of one class into another", kCredentials},
    UnusedMauiParameter{"REMOTESTARTCOMMAND", "named the command that started tasks remotely",
                        kResourceManager},
    UnusedMauiParameter{"RESCTLPOLICY", "chose who may create reservations", kService},
    UnusedMauiParameter{"RESERVATIONRETRYTIME", "retried failed reservation starts", kReservations},
    UnusedMauiParameter{"RESERVATIONTHRESHOLDTYPE",
                        "reserved only for jobs past a queue-time or XFactor "
                        "threshold",
                        kReservations},
    UnusedMauiParameter{"RESERVATIONTHRESHOLDVALUE", "set that threshold", kReservations},
    UnusedMauiParameter{"RESLIMITPOLICY", "chose when resource limits were enforced", kJobLifecycle},
    UnusedMauiParameter{"RESOURCECOLLECTIONPOLICY", "chose how node resources were collected",
                        kResourceManager},
    UnusedMauiParameter{"RESOURCEDAEMON", "named Maui's resource monitoring daemon", kResourceManager},
    UnusedMauiParameter{"RESOURCEDATAFILE", "named the resource daemon's data file", kResourceManager},
    UnusedMauiParameter{"RESOURCELIMITPOLICY", "chose the action on jobs exceeding their resources",
                        kJobLifecycle},
    UnusedMauiParameter{"RESOURCELOCKFILE", "named the resource daemon's lock file", kResourceManager},
    UnusedMauiParameter{"RESOURCEPORT", "named the resource daemon's port", kResourceManager},
    UnusedMauiParameter{"RESOURCEREPORTWAIT", "waited for the resource daemon's reports", kResourceManager},
    UnusedMauiParameter{"RESOURCESAMPLEINTERVAL", "set how often the resource daemon sampled",
                        kResourceManager},
    UnusedMauiParameter{"RMAUTHTYPE", "chose the resource manager's authentication", kResourceManager},
    UnusedMauiParameter{"RMCFG", "configured a resource manager", kResourceManager, true},
    UnusedMauiParameter{"RMCONFIGFILE", "named the resource manager's configuration file", kResourceManager},
    UnusedMauiParameter{"RMEPORT", "named the resource manager's event port", kResourceManager},
    UnusedMauiParameter{"RMHOST", "named the resource manager's host", kResourceManager},
    UnusedMauiParameter{"RMLOCALDISKFS", "named the file system that counts as local disk", kResourceManager},
    UnusedMauiParameter{"RMNAME", "named the resource manager", kResourceManager},
    UnusedMauiParameter{"RMNMPORT", "named the node manager's port", kResourceManager},
    UnusedMauiParameter{"RMPORT", "named the resource manager's port", kResourceManager},
    UnusedMauiParameter{"RMSERVER", "named the resource manager's server (Maui 3.0)", kResourceManager},
    UnusedMauiParameter{"RMTIMEOUT", "bounded the wait for the resource manager", kResourceManager},
    UnusedMauiParameter{"RMTYPE", "chose the resource manager (PBS, LL, SGE, WIKI ...)", kResourceManager},
    UnusedMauiParameter{"SCHEDCFG", "configured the scheduler's server", kService, true},
    UnusedMauiParameter{"SERVERCONFIGFILE", "named Maui's own configuration file", kService},
    UnusedMauiParameter{"SERVERHOMEDIR", "named Maui's home directory", kService},
    UnusedMauiParameter{"SERVERNAME", "named the scheduler", kService},
    UnusedMauiParameter{"SIMAUTOSHUTDOWN", "stopped Maui's simulator when the queue emptied", kSimulator},
    UnusedMauiParameter{"SIMCHECKPOINTINTERVAL", "checkpointed Maui's simulator", kSimulator},
    UnusedMauiParameter{"SIMCOMRATE", "set the simulated communication rate", kSimulator},
    UnusedMauiParameter{"SIMCOMTYPE", "chose the simulated communication pattern", kSimulator},
    UnusedMauiParameter{"SIMDEFAULTJOBFLAGS", "gave flags to simulated jobs", kSimulator},
    UnusedMauiParameter{"SIMEXITITERATION", "stopped Maui's simulator at an iteration", kSimulator},
    UnusedMauiParameter{"SIMFLAGS", "changed how Maui's simulator read its traces", kSimulator},
    UnusedMauiParameter{"SIMIGNOREJOBFLAGS", "ignored flags of simulated jobs", kSimulator},
    UnusedMauiParameter{"SIMINITIALQUEUEDEPTH", "set the simulated queue's initial depth", kSimulator},
    UnusedMauiParameter{"SIMJOBSUBMISSIONPOLICY", "chose how simulated jobs were submitted", kSimulator},
    UnusedMauiParameter{"SIMNODECONFIGURATION", "chose how simulated nodes were built", kSimulator},
    UnusedMauiParameter{"SIMNODECOUNT", "set the number of simulated nodes", kSimulator},
    UnusedMauiParameter{"SIMPURGEBLOCKEDJOBS", "dropped simulated jobs that could never run", kSimulator},
    UnusedMauiParameter{"SIMRANDOMIZEJOBSIZE", "randomised simulated job sizes", kSimulator},
    UnusedMauiParameter{"SIMRESOURCETRACEFILE", "named the simulator's node trace", kSimulator},
    UnusedMauiParameter{"SIMSCALEJOBRUNTIME", "scaled simulated run times", kSimulator},
    UnusedMauiParameter{"SIMSTARTTIME", "set the simulation's start date", kSimulator},
    UnusedMauiParameter{"SIMSTOPITERATION", "paused Maui's simulator at an iteration", kSimulator},
    UnusedMauiParameter{"SIMTIMEPOLICY", "chose real or simulated time", kSimulator},
    UnusedMauiParameter{"SIMTIMERATIO", "sped up simulated time", kSimulator},
    UnusedMauiParameter{"SIMWCACCURACY", "set simulated wallclock accuracy", kSimulator},
    UnusedMauiParameter{"SIMWCACCURACYCHANGE", "changed simulated wallclock accuracy", kSimulator},
    UnusedMauiParameter{"SIMWCSCALINGPERCENT", "scaled simulated wallclock limits", kSimulator},
    UnusedMauiParameter{"SIMWORKLOADTRACEFILE", "named the simulator's job trace", kSimulator},
    UnusedMauiParameter{"SPVIOLATIONCAP", "capped the soft policy violation priority subcomponent",
                        kPriority},
    UnusedMauiParameter{"SPVIOLATIONWEIGHT", "weighted soft policy violations in priority", kPriority},
    UnusedMauiParameter{"SRMAXTASKS",
                        "bounded a Maui 3.0 standing reservation's tasks; SRCFG has no such "
                        "attribute",
                        kReservations},
    UnusedMauiParameter{"SRMINLOAD",
                        "released a Maui 3.0 standing reservation's idle nodes under load; "
                        "SRCFG has no such attribute",
                        kNodes},
    UnusedMauiParameter{"SRMINTASKS",
                        "set a Maui 3.0 standing reservation's fewest tasks; SRCFG has no "
                        "such attribute",
                        kReservations},
    UnusedMauiParameter{"STEPCOUNT", "stopped Maui after this many iterations", kIteration},
    UnusedMauiParameter{"SYSLOGFACILITY", "chose the syslog facility", kLogging},
    UnusedMauiParameter{"TASKDISTRIBUTIONPOLICY", "chose how tasks were spread over nodes", kNodes},
    UnusedMauiParameter{"TOOLSDIR", "named the directory of Maui's helper tools", kService},
    UnusedMauiParameter{"TRAPFUNCTION", "traced a named function", kDebug},
    UnusedMauiParameter{"TRAPJOB", "traced a named job", kDebug},
    UnusedMauiParameter{"TRAPNODE", "traced a named node", kDebug},
    UnusedMauiParameter{"TRAPRES", "traced a named reservation", kDebug},
    UnusedMauiParameter{"UJOBWEIGHT", "weighted a user's running jobs in priority", kPriority},
    UnusedMauiParameter{"UPROCWEIGHT", "weighted a user's running processors in priority", kPriority},
    UnusedMauiParameter{"USECPUTIME", "charged fairshare by CPU time reported by the resource manager",
                        kFairshare},
    UnusedMauiParameter{"USEJOBREGEX", "matched job names by regular expression in commands", kService},
    UnusedMauiParameter{"USELOCALMACHINEPRIORITY", "took node priority from a site function", kNodes},
    UnusedMauiParameter{"USEMACHINESPEED", "scaled run times by node speed", kSpeed},
    UnusedMauiParameter{"USEMACHINESPEEDFORFS", "scaled fairshare usage by node speed", kFairshare},
    UnusedMauiParameter{"USESYSLOG", "logged to syslog", kLogging},
    UnusedMauiParameter{"USESYSTEMQUEUETIME",
                        "measured queue time from eligibility instead of submission; "
                        "JOBPRIOACCRUALPOLICY does that",
                        kPriority},
    UnusedMauiParameter{"WCVIOLATIONACTION", "chose the action on jobs past their wallclock limit",
                        kJobLifecycle},
};

}  // namespace

std::span<const UnusedMauiParameter> unused_maui_parameters() {
    return kUnused;
}

}  // namespace outrigger
