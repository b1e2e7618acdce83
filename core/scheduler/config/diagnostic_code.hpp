#pragma once

// What a finding says, as a code and its arguments, so that each front end words it in its own
// language: the CLI prints the English sentence, the workbench translates the code. The list is
// the one place a finding's English wording lives; `{N}` is the N-th argument (1-based), and
// `{Ns}` is an "s" unless argument N is 1, for English plurals. Arguments are names, values and
// numbers exactly as the user wrote or the core counted them, never sentences: a front end that
// translates the code can then use them as they are.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace outrigger {

// X(Code, "English sentence") for every code, in a stable order.
#define OUTRIGGER_DIAGNOSTIC_CODES(X)                                                                        \
    /* the line's shape (config/document) */                                                                 \
    X(ExpectedParameterName, "expected a parameter name, found '{1}'")                                       \
    X(UnclosedIndex, "expected ']' to close the index of {1}")                                               \
    X(EqualsAfterParameter, "expected a space between {1} and its value, found '='")                         \
    X(ExpectedSpaceAfterParameter, "expected a space after {1}, found '{2}'")                                \
    X(ExpectedValueAfter, "expected a value after {1}")                                                      \
    X(ExpectedAttributeValueAfter, "expected a value after {1}=")                                            \
    X(UnknownParameter, "unknown parameter '{1}'; the line is kept but has no effect")                       \
    X(ParameterKeptWithoutEffect, "{1} is a Maui parameter that Outrigger keeps without effect: {2}")        \
    X(ParameterUnused, "{1} is a Maui parameter that Outrigger does not use; kept")                          \
    X(LegacyParameter,                                                                                       \
      "{1} is a Maui 3.0 form, read as its modern equivalent; `orsim check-config --modernize` rewrites it") \
    X(AcceptedNoEffect, "{1} is accepted, no effect")                                                        \
    X(ExpectedIndex, "expected an index: {1}[name]")                                                         \
    X(TakesNoIndex, "{1} takes no index, found [{2}]")                                                       \
    X(ExpectedAttributeName, "expected an attribute name before '='")                                        \
    X(UnknownAttribute, "unknown attribute '{1}' of {2}; kept but has no effect")                            \
    X(GuideMisspelling, "'{1}' is read as {2}: write {2} (the guide misspells it)")                          \
    X(AttributeKeptWithoutEffect, "{1} is a Maui attribute that Outrigger keeps without effect: {2}")        \
    X(AttributeUnused, "{1} is a Maui attribute that Outrigger does not use; kept")                          \
    X(ListValueSeparator, "'{1}' is read as another {2} value; separate list values with ',', '|' or ':'")   \
    X(ExpectedAttributeAssignment, "expected ATTR=VALUE, found '{1}'")                                       \
    /* values (config/typed_config) */                                                                       \
    X(ExpectedNumber, "expected a number for {1}, found '{2}'")                                              \
    X(ExpectedWholeNumber, "expected a whole number for {1}, found '{2}'")                                   \
    X(ExpectedWholeNumberAtLeast, "expected a whole number of at least {1} for {2}, found '{3}'")            \
    X(ExpectedTrueFalse, "expected TRUE or FALSE for {1}, found '{2}'")                                      \
    X(ExpectedDuration, "expected a duration [[[DD:]HH:]MM:]SS or INFINITY for {1}, found '{2}'")            \
    X(TwoFieldDuration,                                                                                      \
      "'{1}' is read as {2} minutes {3} seconds (MM:SS, as the guide writes it); Maui 3.3 reads two "        \
      "fields as HH:MM ({2} hours {3} minutes): write all three fields")                                     \
    X(UnknownValue, "unknown value '{1}' for {2}; expected one of {3}")                                      \
    X(UnknownOnOff, "unknown value '{1}' for {2}; expected ON or OFF")                                       \
    X(Maui33Value, "{1} {2} is a Maui 3.3 value Outrigger does not have (in Maui it {3}); read as {4}")      \
    X(DepthIndexOutOfRange, "expected a whole number from 0 to 1000 as the index of {1}, found '{2}'")       \
    X(SoftLooserThanHard,                                                                                    \
      "the soft limit of {1} ({2}) is looser than its hard limit ({3}); the soft limit becomes {3}")         \
    X(ExpectedCredentialKind,                                                                                \
      "expected USER, GROUP, ACCOUNT, QOS or CLASS in the index of {1}, found '{2}'")                        \
    X(ExpectedCredentialName, "expected a credential name after '{1}:' in {2}")                              \
    X(ExpectedFairshareTarget, "expected a fairshare target N, N+, N-, N^ or N% for {1}, found '{2}'")       \
    X(FlagWithoutPreemption, "flag {1} is accepted, no effect yet: Outrigger has no preemption yet")         \
    X(FlagNoEffect, "flag {1} is accepted, no effect")                                                       \
    X(ExpectedAccessName, "expected a name in {1}, found '{2}'")                                             \
    X(StartTimeNotInDay, "STARTTIME {1} is not within one day (PERIOD=DAY)")                                 \
    X(StartTimeNotInWeek, "STARTTIME {1} is not within one week (PERIOD=WEEK)")                              \
    X(EndTimePastDay, "ENDTIME {1} is past the end of the day (PERIOD=DAY)")                                 \
    X(EndTimePastWeek, "ENDTIME {1} is past the end of the week (PERIOD=WEEK)")                              \
    X(EndTimeNotAfterStartDaily,                                                                             \
      "ENDTIME {1} is not after STARTTIME {2}: a window across midnight is two standing reservations "       \
      "(guide 7.1.5.2), one from STARTTIME to 24:00:00 and one from 00:00:00 to ENDTIME with the "           \
      "following DAYS")                                                                                      \
    X(EndTimeNotAfterStart, "ENDTIME {1} is not after STARTTIME {2}")                                        \
    X(UnknownDay, "unknown day '{1}' in DAYS; expected Mon, Tue, Wed, Thu, Fri, Sat, Sun or ALL")            \
    X(HostCloseWithoutOpen, "bad host expression '{1}' in {2}: ']' without '['")                             \
    X(HostOpenWithoutClose, "bad host expression '{1}' in {2}: '[' without ']'")                             \
    X(HostExpectedRange,                                                                                     \
      "bad host expression '{1}' in {2}: expected a number or a range like 001-064, found '{3}'")            \
    X(HostRangeBackwards, "bad host expression '{1}' in {2}: range '{3}' runs backwards")                    \
    X(HostRangeTooLarge, "bad host expression '{1}' in {2}: range '{3}' is implausibly large")               \
    X(ExpectedOwner,                                                                                         \
      "expected OWNER=TYPE:NAME with TYPE one of USER, GROUP, ACCOUNT, QOS, CLASS, found '{1}'")             \
    X(ExpectedResourceAmount, "expected NAME:VALUE or NAME=VALUE, found '{1}' in {2}")                       \
    X(FsPolicyMaui30,                                                                                        \
      "FSPOLICY {1} is the Maui 3.0 spelling, which Maui 3.3 no longer accepts; read as {2} (--modernize "   \
      "rewrites it)")                                                                                        \
    X(ExpectedFsInterval, "expected a finite FSINTERVAL longer than zero, found '{1}'")                      \
    X(ExpectedFsDecay, "expected FSDECAY between 0 and 1, found '{1}'")                                      \
    X(ExpectedPort, "expected a port from 1 to 65535, found '{1}'")                                          \
    /* Maui 3.0 forms (config/legacy) */                                                                     \
    X(ExpectedQosNumberIndex, "expected an index: {1}[index] (the QOS index it names)")                      \
    X(ExpectedQosIndexFor, "expected an index: {1}[qos] (the QOS whose {2} it sets)")                        \
    X(LegacyPolicyTurnsLimitOff,                                                                             \
      "{1} {2} turns this limit off: {3} has no effect (left as written by --modernize)")                    \
    /* inputs that do not fit each other (session/input_mismatches) */                                       \
    X(NoJobHasCredential, "no job of the workload has a {1}: the {2} the config names ({3}) have no effect") \
    X(ConfigForOtherCredentials,                                                                             \
      "none of the {1} the config names ({2}) appears in the workload, whose {1} are {3}: the config was "   \
      "written for other {1}")                                                                               \
    X(UnmentionedCredentialsWithDefault,                                                                     \
      "{1} job{1s} of the workload use {2} the config never mentions: {3}; {4}[DEFAULT] applies to them")    \
    X(UnmentionedCredentials,                                                                                \
      "{1} job{1s} of the workload use {2} the config never mentions: {3}; no settings of the config "       \
      "apply to them")                                                                                       \
    X(StandingHostsMissing, "SRCFG[{1}] HOSTLIST names {2} node{2s} the cluster does not have: {3}")         \
    X(StandingHostsAllMissing,                                                                               \
      "SRCFG[{1}] HOSTLIST names {2} node{2s} the cluster does not have: {3} (none of its nodes exists: "    \
      "the reservation holds nothing)")                                                                      \
    X(StandingPartitionMissing,                                                                              \
      "SRCFG[{1}] PARTITION={2} is not a partition of the cluster (its partitions: {3})")                    \
    X(NodeConfigHostsMissing, "NODECFG[{1}] names {2} node{2s} the cluster does not have: {3}")              \
    X(NodeConfigPartitionMissing,                                                                            \
      "NODECFG[{1}] PARTITION={2} is not a partition of the cluster (its partitions: {3})")                  \
    X(DefaultPartitionMissing, "{1}[{2}] PDEF={3} is not a partition of the cluster (its partitions: {4})")  \
    X(ClassLimitNoJobMeets,                                                                                  \
      "no job of class {1} in the workload can meet {2}: the smallest asks for {3} {4}, so all {5} of them " \
      "would be refused")                                                                                    \
    X(ClassLimitSomeExceed,                                                                                  \
      "{1} of the {2} jobs of class {3} in the workload exceed {4} and would be refused")                    \
    /* the cluster's nodes (workload/cluster_builder) */                                                     \
    X(NodeWithoutProcs, "NODECFG[{1}]: node {2} has no PROCS: 1 processor assumed")                          \
    X(NodeValueNegative, "NODECFG[{1}] {2}={3}: must not be negative")                                       \
    X(NodeSlotTooLarge, "NODECFG[{1}] SLOT={2}: too large")                                                  \
    X(NodeGresNegative, "NODECFG[{1}] GRES={2}:{3}: must not be negative")                                   \
    X(NodeSpeedNotPositive, "NODECFG[{1}] SPEED={2}: must be greater than 0")                                \
    X(NodeStateUnknown, "NODECFG[{1}] STATE={2}: expected UP, DOWN or DRAINED")                              \
    X(NodeRackNegative, "NODECFG[{1}] RACK={2}: expected a non-negative rack number")                        \
    /* a cluster from an SWF header (workload/cluster_builder) */                                            \
    X(SwfHeaderNoMachine,                                                                                    \
      "the SWF header gives neither MaxNodes nor MaxProcs: no default cluster (give a cluster file)")        \
    X(MaxProcsBelowMaxNodes, "MaxProcs {1} is below MaxNodes {2}: one processor per node")                   \
    X(MaxProcsNotMultiple,                                                                                   \
      "MaxProcs {1} is not a multiple of MaxNodes {2}: the first {3} nodes get {4} processors, the rest "    \
      "{5}")

enum class DiagnosticCode : std::uint16_t {
    Other,  // free text: the message is all there is
#define OUTRIGGER_DIAGNOSTIC_ENUM(code, text) code,
    OUTRIGGER_DIAGNOSTIC_CODES(OUTRIGGER_DIAGNOSTIC_ENUM)
#undef OUTRIGGER_DIAGNOSTIC_ENUM
};

// The code's name as it crosses the seam ("UnknownParameter"); "Other" for free text.
[[nodiscard]] std::string_view diagnostic_code_name(DiagnosticCode code);
[[nodiscard]] std::optional<DiagnosticCode> diagnostic_code_from_name(std::string_view name);

// The English sentence of a code with its arguments; for Other, the first argument.
[[nodiscard]] std::string diagnostic_english(DiagnosticCode code, std::span<const std::string> args);

// Every code but Other, in order: for tests that check each one is worded everywhere.
[[nodiscard]] std::span<const DiagnosticCode> all_diagnostic_codes();

}  // namespace outrigger
