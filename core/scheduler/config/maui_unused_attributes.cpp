#include "config/maui_unused_attributes.hpp"

#include <array>

namespace outrigger {

namespace {

// Of every credential: USERCFG, GROUPCFG, ACCOUNTCFG, QOSCFG, CLASSCFG.
constexpr std::array kCredentialUnused{
    UnusedMauiAttribute{
        "MINPROC",
        "in Maui it set the fewest processors a job must request; Outrigger takes requests as "
        "submitted"},
    UnusedMauiAttribute{
        "ALIST",
        "in Maui it listed the accounts the credential's jobs may charge; Outrigger takes each "
        "job's account as submitted"},
    UnusedMauiAttribute{"ADEF",
                        "in Maui it gave a default account; Outrigger takes each job's account as submitted"},
    UnusedMauiAttribute{"MAXPROCPERNODEPERQUEUE",
                        "in Maui it bounded a class's processors per node; Outrigger has no "
                        "per-node limits"},
    UnusedMauiAttribute{"MAXPROCPERNODE",
                        "in Maui it bounded processors per node; Outrigger has no per-node limits"},
    UnusedMauiAttribute{"OVERRUN",
                        "in Maui it let jobs run past their wallclock limit; Outrigger's jobs end when their "
                        "record says"},
    UnusedMauiAttribute{"ID", "in Maui it gave the credential a numeric id; Outrigger names credentials"},
    UnusedMauiAttribute{"DEFAULT.WCLIMIT",
                        "in Maui it gave a wallclock limit to jobs without one; Outrigger's workloads "
                        "carry their own (orsim import --estimate)"},
    UnusedMauiAttribute{"MAX.WCLIMIT",
                        "in Maui it capped requested wallclock limits; write MAXWCLIMITPERJOB"},
};
// CLASSCFG only.
constexpr std::array kClassUnused{
    UnusedMauiAttribute{"OCNODE", "in Maui it named an overcommit node; Outrigger has no overcommit"},
    UnusedMauiAttribute{"OCDPROCFACTOR",
                        "in Maui it scaled overcommitted processors; Outrigger has no overcommit"},
    UnusedMauiAttribute{"DEFAULT.FEATURES",
                        "in Maui it gave node features to the class's jobs; Outrigger takes "
                        "requests as submitted"},
    UnusedMauiAttribute{"HOSTLIST",
                        "in Maui it limited the class to hosts; Outrigger does not restrict classes to "
                        "nodes"},
    UnusedMauiAttribute{"NAME", "in Maui it repeated the class name; the CLASSCFG index is the name"},
    UnusedMauiAttribute{"NODEACCESSPOLICY",
                        "in Maui it set node sharing for the class; Outrigger applies "
                        "NODEACCESSPOLICY to every job"},
    UnusedMauiAttribute{"STATE", "in Maui it opened or closed the class; Outrigger's queues are always open"},
    UnusedMauiAttribute{"WCOVERRUN",
                        "in Maui it let the class's jobs run past their limit; Outrigger's jobs end when "
                        "their record says"},
};
// QOSCFG only: per-job limit overrides, and the QOS and partition lists Maui's credential table
// offers every credential.
constexpr std::array kQosJobOverrides{
    UnusedMauiAttribute{"QLIST",
                        "in Maui's credential table every credential has a QOS list; a QOS's own "
                        "means nothing"},
    UnusedMauiAttribute{"QDEF",
                        "in Maui's credential table every credential has a default QOS; a QOS's own "
                        "means nothing"},
    UnusedMauiAttribute{"PLIST",
                        "in Maui it listed the partitions the QOS's jobs may use; Outrigger takes "
                        "partitions from the user, group, account and class"},
    UnusedMauiAttribute{"PDEF",
                        "in Maui it gave the QOS's jobs a default partition; Outrigger takes "
                        "partitions from the user, group, account and class"},
    UnusedMauiAttribute{"OMAXJNODE",
                        "in Maui it raised the per-job node limit for the QOS; Outrigger's per-job limits "
                        "have no override"},
    UnusedMauiAttribute{"OMAXJPE",
                        "in Maui it raised the per-job PE limit for the QOS; Outrigger's per-job limits have "
                        "no override"},
    UnusedMauiAttribute{"OMAXJPROC",
                        "in Maui it raised the per-job processor limit for the QOS; Outrigger's per-job "
                        "limits have no override"},
    UnusedMauiAttribute{
        "OMAXJPS",
        "in Maui it raised the per-job processor-second limit for the QOS; Outrigger's per-job "
        "limits have no override"},
    UnusedMauiAttribute{
        "OMAXJWC",
        "in Maui it raised the per-job wallclock limit for the QOS; Outrigger's per-job limits "
        "have no override"},
    UnusedMauiAttribute{"OMAXJMEM",
                        "in Maui it raised the per-job memory limit for the QOS; Outrigger's per-job limits "
                        "have no override"},
};

// GROUPCFG only.
constexpr std::array kGroupUnused{
    UnusedMauiAttribute{"CLASSWEIGHT",
                        "in Maui it weighted the group's class priority; Outrigger's CLASSWEIGHT "
                        "is one global weight"},
};
constexpr std::array kStandingUnused{
    UnusedMauiAttribute{"IDLETIME",
                        "in Maui it released a reservation left idle this long; Outrigger keeps standing "
                        "reservations for their whole period"},
    UnusedMauiAttribute{"NAME", "in Maui it repeated the reservation's name; the SRCFG index is the name"},
    UnusedMauiAttribute{"PROCLIMIT",
                        "in Maui it bounded the processors of jobs admitted; Outrigger's access lists do "
                        "not look at job size"},
    UnusedMauiAttribute{"TASKLIMIT",
                        "in Maui it bounded the tasks of jobs admitted; Outrigger's access lists do not "
                        "look at job size"},
    UnusedMauiAttribute{"STIDLETIME",
                        "in Maui it carried checkpointed idle-time statistics; Outrigger's showres "
                        "computes its own"},
    UnusedMauiAttribute{"STTOTALTIME",
                        "in Maui it carried checkpointed total-time statistics; Outrigger's showres "
                        "computes its own"},
};
constexpr std::array kNodeUnused{
    UnusedMauiAttribute{
        "ACCESS",
        "in Maui it set a node's own access policy; Outrigger applies NODEACCESSPOLICY to every node"},
    UnusedMauiAttribute{
        "ARCH",
        "in Maui it named the node's architecture; Outrigger matches jobs by features and resources only"},
    UnusedMauiAttribute{
        "OS",
        "in Maui it named the node's operating system; Outrigger matches jobs by features and "
        "resources only"},
    UnusedMauiAttribute{
        "NETWORK",
        "in Maui it named the node's networks; Outrigger matches jobs by features and resources only"},
    UnusedMauiAttribute{
        "NODETYPE",
        "in Maui it named the node's type for the allocation bank; Outrigger has no allocation bank"},
    UnusedMauiAttribute{
        "AVLCLASS",
        "in Maui it listed the classes a node could run; Outrigger does not restrict classes to nodes"},
    UnusedMauiAttribute{
        "CFGCLASS",
        "in Maui it listed the classes configured on a node; Outrigger does not restrict classes to nodes"},
    UnusedMauiAttribute{
        "MAXPROCPERCLASS",
        "in Maui it bounded a class's processors on the node; Outrigger has no per-node limits"},
    UnusedMauiAttribute{"MAXJOBPERUSER",
                        "in Maui it bounded a user's jobs on the node; Outrigger has no per-node limits"},
    UnusedMauiAttribute{
        "MAXPROCPERUSER",
        "in Maui it bounded a user's processors on the node; Outrigger has no per-node limits"},
    UnusedMauiAttribute{
        "MAXPEPERJOB",
        "in Maui it bounded a job's processor equivalents on the node; Outrigger has no per-node limits"},
    UnusedMauiAttribute{
        "MAXPROC", "in Maui it bounded the processors in use on the node; Outrigger has no per-node limits"},
    UnusedMauiAttribute{
        "AVLMEMWEIGHT",
        "in Maui it weighted available memory in node priority; NODEALLOCATIONPOLICY PRIORITY uses "
        "PRIORITY alone"},
    UnusedMauiAttribute{
        "AVLPROCWEIGHT",
        "in Maui it weighted available processors in node priority; NODEALLOCATIONPOLICY PRIORITY "
        "uses PRIORITY alone"},
    UnusedMauiAttribute{
        "CFGMEMWEIGHT",
        "in Maui it weighted configured memory in node priority; NODEALLOCATIONPOLICY PRIORITY uses "
        "PRIORITY alone"},
    UnusedMauiAttribute{
        "CFGPROCWEIGHT",
        "in Maui it weighted configured processors in node priority; NODEALLOCATIONPOLICY PRIORITY "
        "uses PRIORITY alone"},
    UnusedMauiAttribute{
        "LOADWEIGHT",
        "in Maui it weighted load in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone"},
    UnusedMauiAttribute{
        "PRIOWEIGHT",
        "in Maui it weighted PRIORITY in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone"},
    UnusedMauiAttribute{
        "SPEEDWEIGHT",
        "in Maui it weighted speed in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone"},
    UnusedMauiAttribute{
        "USAGEWEIGHT",
        "in Maui it weighted past usage in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone"},
    UnusedMauiAttribute{
        "PRIORITYF",
        "in Maui it gave node priority as a formula; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone"},
    UnusedMauiAttribute{"EXTLOAD",
                        "in Maui it added load from outside the batch system; Outrigger has no load model"},
    UnusedMauiAttribute{"LOAD", "in Maui it set the node's load; Outrigger has no load model"},
    UnusedMauiAttribute{"NODEID", "in Maui it gave the node an id; Outrigger names nodes by host name"},
    UnusedMauiAttribute{
        "NODESTATE", "in Maui it forced the node's Maui state; Outrigger's STATE takes UP, DOWN or DRAINED"},
    UnusedMauiAttribute{
        "PROCSPEED", "in Maui it set processor speed in MHz; Outrigger runs every job for its recorded time"},
    UnusedMauiAttribute{
        "RADISK",
        "in Maui it overrode the available disk; Outrigger tracks configured resources and its own usage"},
    UnusedMauiAttribute{
        "RAMEM",
        "in Maui it overrode the available memory; Outrigger tracks configured resources and its own usage"},
    UnusedMauiAttribute{
        "RAPROC",
        "in Maui it overrode the available processors; Outrigger tracks configured resources and its "
        "own usage"},
    UnusedMauiAttribute{
        "RASWAP",
        "in Maui it overrode the available swap; Outrigger tracks configured resources and its own usage"},
    UnusedMauiAttribute{"RCDISK", "in Maui it overrode the configured disk; write DISK"},
    UnusedMauiAttribute{"RCMEM", "in Maui it overrode the configured memory; write MEMORY"},
    UnusedMauiAttribute{"RCPROC", "in Maui it overrode the configured processors; write PROCS"},
    UnusedMauiAttribute{"RCSWAP", "in Maui it overrode the configured swap; write SWAP"},
    UnusedMauiAttribute{"RESOURCES", "in Maui it listed generic resources of the node; write GRES"},
    UnusedMauiAttribute{
        "SIZE", "in Maui it gave the node's size in frame slots; Outrigger places nodes by RACK and SLOT"},
    UnusedMauiAttribute{"STATACTIVETIME",
                        "in Maui it carried checkpointed statistics; Outrigger's reports compute their own"},
    UnusedMauiAttribute{"STATTOTALTIME",
                        "in Maui it carried checkpointed statistics; Outrigger's reports compute their own"},
    UnusedMauiAttribute{"STATUPTIME",
                        "in Maui it carried checkpointed statistics; Outrigger's reports compute their own"},
    UnusedMauiAttribute{"TASKCOUNT",
                        "in Maui it bounded the tasks on the node; Outrigger has no per-node limits"},
};

template <class Table>
void append(std::vector<UnusedMauiAttribute>& out, const Table& table) {
    out.insert(out.end(), table.begin(), table.end());
}

}  // namespace

std::vector<UnusedMauiAttribute> unused_maui_attributes(CfgKind kind) {
    std::vector<UnusedMauiAttribute> out;
    switch (kind) {
        case CfgKind::User:
        case CfgKind::Account:
            append(out, kCredentialUnused);
            break;
        case CfgKind::Group:
            append(out, kCredentialUnused);
            append(out, kGroupUnused);
            break;
        case CfgKind::Qos:
            append(out, kCredentialUnused);
            append(out, kQosJobOverrides);
            break;
        case CfgKind::Class:
            append(out, kCredentialUnused);
            append(out, kClassUnused);
            break;
        case CfgKind::Standing:
            append(out, kStandingUnused);
            break;
        case CfgKind::Node:
            append(out, kNodeUnused);
            break;
        case CfgKind::System:
            break;
    }
    return out;
}

}  // namespace outrigger
