#include "config/settings.hpp"

namespace outrigger {

namespace {
using PS = PrioritySub;
using PC = PriorityComponent;
constexpr std::array<PrioritySubInfo, kPrioritySubs> kSubs{{
    {PS::User, PC::Cred, "USERWEIGHT", "USERCAP", "USER"},
    {PS::Group, PC::Cred, "GROUPWEIGHT", "GROUPCAP", "GROUP"},
    {PS::Account, PC::Cred, "ACCOUNTWEIGHT", "ACCOUNTCAP", "ACCOUNT"},
    {PS::Qos, PC::Cred, "QOSWEIGHT", "QOSCAP", "QOS"},
    {PS::Class, PC::Cred, "CLASSWEIGHT", "CLASSCAP", "CLASS"},
    {PS::FsUser, PC::Fs, "FSUSERWEIGHT", "FSUSERCAP", "FSUSER"},
    {PS::FsGroup, PC::Fs, "FSGROUPWEIGHT", "FSGROUPCAP", "FSGROUP"},
    {PS::FsAccount, PC::Fs, "FSACCOUNTWEIGHT", "FSACCOUNTCAP", "FSACCOUNT"},
    {PS::FsQos, PC::Fs, "FSQOSWEIGHT", "FSQOSCAP", "FSQOS"},
    {PS::FsClass, PC::Fs, "FSCLASSWEIGHT", "FSCLASSCAP", "FSCLASS"},
    {PS::Node, PC::Res, "NODEWEIGHT", "NODECAP", "NODE"},
    {PS::Proc, PC::Res, "PROCWEIGHT", "PROCCAP", "PROC"},
    {PS::Mem, PC::Res, "MEMWEIGHT", "MEMCAP", "MEM"},
    {PS::Swap, PC::Res, "SWAPWEIGHT", "SWAPCAP", "SWAP"},
    {PS::Disk, PC::Res, "DISKWEIGHT", "DISKCAP", "DISK"},
    {PS::Ps, PC::Res, "PSWEIGHT", "PSCAP", "PS"},
    {PS::Pe, PC::Res, "PEWEIGHT", "PECAP", "PE"},
    {PS::Walltime, PC::Res, "WALLTIMEWEIGHT", "WALLTIMECAP", "WALLTIME"},
    {PS::QueueTime, PC::Serv, "QUEUETIMEWEIGHT", "QUEUETIMECAP", "QTIME"},
    {PS::XFactor, PC::Serv, "XFACTORWEIGHT", "XFACTORCAP", "XFCTR"},
    {PS::Bypass, PC::Serv, "BYPASSWEIGHT", "BYPASSCAP", "BYPASS"},
    {PS::TargetQueueTime, PC::Targ, "TARGETQUEUETIMEWEIGHT", "TARGETQUEUETIMECAP", "TQT"},
    {PS::TargetXFactor, PC::Targ, "TARGETXFACTORWEIGHT", "TARGETXFACTORCAP", "TXF"},
    {PS::Consumed, PC::Usage, "USAGECONSUMEDWEIGHT", "USAGECONSUMEDCAP", "CONS"},
    {PS::Remaining, PC::Usage, "USAGEREMAININGWEIGHT", "USAGEREMAININGCAP", "REM"},
    {PS::Percent, PC::Usage, "USAGEPERCENTWEIGHT", "USAGEPERCENTCAP", "PERC"},
    {PS::ExecutionTime, PC::Usage, "USAGEEXECUTIONTIMEWEIGHT", "USAGEEXECUTIONTIMECAP", "EXEC"},
}};
constexpr std::array<PriorityComponentInfo, kPriorityComponents> kComponents{{
    {PC::Cred, "CREDWEIGHT", "CREDCAP", "CRED"},
    {PC::Fs, "FSWEIGHT", "FSCAP", "FS"},
    {PC::Res, "RESWEIGHT", "RESCAP", "RES"},
    {PC::Serv, "SERVICEWEIGHT", "SERVICECAP", "SERV"},
    {PC::Targ, "TARGETWEIGHT", "TARGETCAP", "TARG"},
    {PC::Usage, "USAGEWEIGHT", "USAGECAP", "USAGE"},
}};
}  // namespace

const PrioritySubInfo& priority_sub_info(PrioritySub s) {
    return kSubs[static_cast<std::size_t>(s)];
}
const PriorityComponentInfo& priority_component_info(PriorityComponent c) {
    return kComponents[static_cast<std::size_t>(c)];
}

const char* limit_keyword(LimitKind k) {
    static constexpr std::array<const char*, kLimitKinds> kWords{"MAXJOB", "MAXNODE", "MAXPROC", "MAXPS",
                                                                 "MAXPE",  "MAXWC",   "MAXMEM"};
    return kWords[static_cast<std::size_t>(k)];
}

const CredentialConfig* CredentialSettings::find(CredKind k, std::string_view name) const {
    const auto& m = by_kind[index(k)];
    if (const auto it = m.find(name); it != m.end()) return &it->second;
    return nullptr;
}

}  // namespace outrigger
