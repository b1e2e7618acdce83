#include "gui/config/diagnostic_text.hpp"

#include <QRegularExpression>
#include <array>

#include "gui/config/config_texts.hpp"

namespace outrigger::gui {

namespace {

// How an argument of a finding is shown: as written, or itself in the user's language.
enum class Role : unsigned char {
    Plain,
    Note,      // a catalogue note: what a parameter did in Maui and why it does nothing here
    Unit,      // "processors", "seconds of walltime", "processor-seconds"
    KindOne,   // "user", "group", "account", "QOS", "class"
    KindMany,  // "users", "groups", "accounts", "QOS", "classes"
    List,      // names the core listed, perhaps cut short with " and N more"
    Count,     // the number that chooses the plural form (%n)
};

struct Shape {
    const char* text = nullptr;
    std::array<std::pair<int, Role>, 3> roles{};  // argument (1-based) and its role; 0: none
    [[nodiscard]] Role role(int arg) const {
        for (const auto& [a, r] : roles)
            if (a == arg) return r;
        return Role::Plain;
    }
};

// One case per code: a code without its sentence here does not compile (-Wswitch).
Shape shape_of(DiagnosticCode code) {
    using C = DiagnosticCode;
    switch (code) {
        case C::Other:
            return {};
        case C::ExpectedParameterName:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a parameter name, found '%1'")};
        case C::UnclosedIndex:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected ']' to close the index of %1")};
        case C::EqualsAfterParameter:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "expected a space between %1 and its value, found '='")};
        case C::ExpectedSpaceAfterParameter:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a space after %1, found '%2'")};
        case C::ExpectedValueAfter:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a value after %1")};
        case C::ExpectedAttributeValueAfter:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a value after %1=")};
        case C::UnknownParameter:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "unknown parameter '%1'; the line is kept but has no effect")};
        case C::ParameterKeptWithoutEffect:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "%1 is a Maui parameter that Outrigger keeps without effect: %2"),
                    {{{2, Role::Note}}}};
        case C::ParameterUnused:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "%1 is a Maui parameter that Outrigger does not use; kept")};
        case C::LegacyParameter:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText",
                                  "%1 is a Maui 3.0 form, read as its modern equivalent; `orsim check-config "
                                  "--modernize` rewrites it")};
        case C::AcceptedNoEffect:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "%1 is accepted, no effect")};
        case C::ExpectedIndex:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected an index: %1[name]")};
        case C::TakesNoIndex:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "%1 takes no index, found [%2]")};
        case C::ExpectedAttributeName:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected an attribute name before '='")};
        case C::UnknownAttribute:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "unknown attribute '%1' of %2; kept but has no effect")};
        case C::GuideMisspelling:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "'%1' is read as %2: write %2 (the guide misspells it)")};
        case C::AttributeKeptWithoutEffect:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "%1 is a Maui attribute that Outrigger keeps without effect: %2"),
                    {{{2, Role::Note}}}};
        case C::AttributeUnused:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "%1 is a Maui attribute that Outrigger does not use; kept")};
        case C::ListValueSeparator:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "'%1' is read as another %2 value; separate list values with ',', '|' or ':'")};
        case C::ExpectedAttributeAssignment:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected ATTR=VALUE, found '%1'")};
        case C::ExpectedNumber:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a number for %1, found '%2'")};
        case C::ExpectedWholeNumber:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a whole number for %1, found '%2'")};
        case C::ExpectedWholeNumberAtLeast:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "expected a whole number of at least %1 for %2, found '%3'")};
        case C::ExpectedTrueFalse:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected TRUE or FALSE for %1, found '%2'")};
        case C::ExpectedDuration:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText", "expected a duration [[[DD:]HH:]MM:]SS or INFINITY for %1, found '%2'")};
        case C::TwoFieldDuration:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "'%1' is read as %2 minutes %3 seconds (MM:SS, as the guide writes it); Maui 3.3 "
                "reads two fields as HH:MM (%2 hours %3 minutes): write all three fields")};
        case C::UnknownValue:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "unknown value '%1' for %2; expected one of %3")};
        case C::UnknownOnOff:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "unknown value '%1' for %2; expected ON or OFF")};
        case C::Maui33Value:
            return {QT_TRANSLATE_NOOP(
                        "DiagnosticText",
                        "%1 %2 is a Maui 3.3 value Outrigger does not have (in Maui it %3); read as %4"),
                    {{{3, Role::Note}}}};
        case C::DepthIndexOutOfRange:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText", "expected a whole number from 0 to 1000 as the index of %1, found '%2'")};
        case C::SoftLooserThanHard:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "the soft limit of %1 (%2) is looser than its hard limit (%3); the soft limit becomes %3")};
        case C::ExpectedCredentialKind:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "expected USER, GROUP, ACCOUNT, QOS or CLASS in the index of %1, found '%2'")};
        case C::ExpectedCredentialName:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a credential name after '%1:' in %2")};
        case C::ExpectedFairshareTarget:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "expected a fairshare target N, N+, N-, N^ or N% for %1, found '%2'")};
        case C::FlagWithoutPreemption:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "flag %1 is accepted, no effect yet: Outrigger has no preemption yet")};
        case C::FlagNoEffect:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "flag %1 is accepted, no effect")};
        case C::ExpectedAccessName:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a name in %1, found '%2'")};
        case C::StartTimeNotInDay:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "STARTTIME %1 is not within one day (PERIOD=DAY)")};
        case C::StartTimeNotInWeek:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "STARTTIME %1 is not within one week (PERIOD=WEEK)")};
        case C::EndTimePastDay:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "ENDTIME %1 is past the end of the day (PERIOD=DAY)")};
        case C::EndTimePastWeek:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "ENDTIME %1 is past the end of the week (PERIOD=WEEK)")};
        case C::EndTimeNotAfterStartDaily:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "ENDTIME %1 is not after STARTTIME %2: a window across midnight is two standing "
                "reservations (guide 7.1.5.2), one from STARTTIME to 24:00:00 and one from "
                "00:00:00 to ENDTIME with the following DAYS")};
        case C::EndTimeNotAfterStart:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "ENDTIME %1 is not after STARTTIME %2")};
        case C::UnknownDay:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "unknown day '%1' in DAYS; expected Mon, Tue, Wed, Thu, Fri, Sat, Sun or ALL")};
        case C::HostCloseWithoutOpen:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "bad host expression '%1' in %2: ']' without '['")};
        case C::HostOpenWithoutClose:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "bad host expression '%1' in %2: '[' without ']'")};
        case C::HostExpectedRange:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "bad host expression '%1' in %2: expected a number or a range like 001-064, found '%3'")};
        case C::HostRangeBackwards:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "bad host expression '%1' in %2: range '%3' runs backwards")};
        case C::HostRangeTooLarge:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "bad host expression '%1' in %2: range '%3' is implausibly large")};
        case C::ExpectedOwner:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "expected OWNER=TYPE:NAME with TYPE one of USER, GROUP, ACCOUNT, QOS, CLASS, found '%1'")};
        case C::ExpectedResourceAmount:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "expected NAME:VALUE or NAME=VALUE, found '%1' in %2")};
        case C::FsPolicyMaui30:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "FSPOLICY %1 is the Maui 3.0 spelling, which Maui 3.3 no longer accepts; read as "
                "%2 (--modernize rewrites it)")};
        case C::ExpectedFsInterval:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "expected a finite FSINTERVAL longer than zero, found '%1'")};
        case C::ExpectedFsDecay:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected FSDECAY between 0 and 1, found '%1'")};
        case C::ExpectedPort:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "expected a port from 1 to 65535, found '%1'")};
        case C::ExpectedQosNumberIndex:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "expected an index: %1[index] (the QOS index it names)")};
        case C::ExpectedQosIndexFor:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "expected an index: %1[qos] (the QOS whose %2 it sets)")};
        case C::LegacyPolicyTurnsLimitOff:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "%1 %2 turns this limit off: %3 has no effect (left as written by --modernize)")};
        case C::NoJobHasCredential:
            return {QT_TRANSLATE_NOOP(
                        "DiagnosticText",
                        "no job of the workload has a %1: the %2 the config names (%3) have no effect"),
                    {{{1, Role::KindOne}, {2, Role::KindMany}, {3, Role::List}}}};
        case C::ConfigForOtherCredentials:
            return {QT_TRANSLATE_NOOP(
                        "DiagnosticText",
                        "none of the %1 the config names (%2) appears in the workload, whose %1 are %3: "
                        "the config was written for other %1"),
                    {{{1, Role::KindMany}, {2, Role::List}, {3, Role::List}}}};
        case C::UnmentionedCredentialsWithDefault:
            return {QT_TRANSLATE_N_NOOP(
                        "DiagnosticText",
                        "%n job(s) of the workload use %2 the config never mentions: %3; %4[DEFAULT] "
                        "applies to them"),
                    {{{1, Role::Count}, {2, Role::KindMany}, {3, Role::List}}}};
        case C::UnmentionedCredentials:
            return {QT_TRANSLATE_N_NOOP(
                        "DiagnosticText",
                        "%n job(s) of the workload use %2 the config never mentions: %3; no settings of "
                        "the config apply to them"),
                    {{{1, Role::Count}, {2, Role::KindMany}, {3, Role::List}}}};
        case C::StandingHostsMissing:
            return {QT_TRANSLATE_N_NOOP("DiagnosticText",
                                        "SRCFG[%1] HOSTLIST names %n node(s) the cluster does not have: %3"),
                    {{{2, Role::Count}}}};
        case C::StandingHostsAllMissing:
            return {QT_TRANSLATE_N_NOOP(
                        "DiagnosticText",
                        "SRCFG[%1] HOSTLIST names %n node(s) the cluster does not have: %3 (none of its "
                        "nodes exists: the reservation holds nothing)"),
                    {{{2, Role::Count}}}};
        case C::StandingPartitionMissing:
            return {QT_TRANSLATE_NOOP(
                        "DiagnosticText",
                        "SRCFG[%1] PARTITION=%2 is not a partition of the cluster (its partitions: %3)"),
                    {{{3, Role::List}}}};
        case C::NodeConfigHostsMissing:
            return {QT_TRANSLATE_N_NOOP("DiagnosticText",
                                        "NODECFG[%1] names %n node(s) the cluster does not have: %3"),
                    {{{2, Role::Count}}}};
        case C::NodeConfigPartitionMissing:
            return {QT_TRANSLATE_NOOP(
                        "DiagnosticText",
                        "NODECFG[%1] PARTITION=%2 is not a partition of the cluster (its partitions: %3)"),
                    {{{3, Role::List}}}};
        case C::DefaultPartitionMissing:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText",
                                  "%1[%2] PDEF=%3 is not a partition of the cluster (its partitions: %4)"),
                {{{4, Role::List}}}};
        case C::ClassLimitNoJobMeets:
            return {QT_TRANSLATE_NOOP(
                        "DiagnosticText",
                        "no job of class %1 in the workload can meet %2: the smallest asks for %3 %4, so "
                        "all %5 of them would be refused"),
                    {{{4, Role::Unit}}}};
        case C::ClassLimitSomeExceed:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "%1 of the %2 jobs of class %3 in the workload exceed %4 and would be refused")};
        case C::NodeWithoutProcs:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "NODECFG[%1]: node %2 has no PROCS: 1 processor assumed")};
        case C::NodeValueNegative:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "NODECFG[%1] %2=%3: must not be negative")};
        case C::NodeSlotTooLarge:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "NODECFG[%1] SLOT=%2: too large")};
        case C::NodeGresNegative:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "NODECFG[%1] GRES=%2:%3: must not be negative")};
        case C::NodeSpeedNotPositive:
            return {QT_TRANSLATE_NOOP("DiagnosticText", "NODECFG[%1] SPEED=%2: must be greater than 0")};
        case C::NodeStateUnknown:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText", "NODECFG[%1] STATE=%2: expected UP, DOWN or DRAINED")};
        case C::NodeRackNegative:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "NODECFG[%1] RACK=%2: expected a non-negative rack number")};
        case C::SwfHeaderNoMachine:
            return {QT_TRANSLATE_NOOP(
                "DiagnosticText",
                "the SWF header gives neither MaxNodes nor MaxProcs: no default cluster (give a "
                "cluster file)")};
        case C::MaxProcsBelowMaxNodes:
            return {QT_TRANSLATE_NOOP("DiagnosticText",
                                      "MaxProcs %1 is below MaxNodes %2: one processor per node")};
        case C::MaxProcsNotMultiple:
            return {
                QT_TRANSLATE_NOOP("DiagnosticText",
                                  "MaxProcs %1 is not a multiple of MaxNodes %2: the first %3 nodes get %4 "
                                  "processors, the rest %5")};
    }
    return {};
}

}  // namespace

QString DiagnosticText::of(const Diagnostic& d) {
    const Shape shape = shape_of(d.code);
    if (!shape.text) return QString::fromStdString(d.message);
    int count = -1;
    for (std::size_t i = 0; i < d.args.size(); ++i)
        if (shape.role(static_cast<int>(i) + 1) == Role::Count)
            count = QString::fromStdString(d.args[i]).toInt();
    QString out = count >= 0 ? tr(shape.text, nullptr, count) : tr(shape.text);
    // No translation loaded (English): the core's own sentence, whose plurals are right.
    QString source = QString::fromLatin1(shape.text);
    if (count >= 0) source.replace(QLatin1String("%n"), QString::number(count));
    if (out == source) return QString::fromStdString(d.message);
    for (std::size_t i = 0; i < d.args.size(); ++i) {
        const QString arg = QString::fromStdString(d.args[i]);
        switch (shape.role(static_cast<int>(i) + 1)) {
            case Role::Count:
                break;
            case Role::Note:
                out = out.arg(describe(d.args[i]));
                break;
            case Role::Unit:
                out = out.arg(unit_text(arg));
                break;
            case Role::KindOne:
                out = out.arg(kind_text(arg, false));
                break;
            case Role::KindMany:
                out = out.arg(kind_text(arg, true));
                break;
            case Role::List:
                out = out.arg(list_text(arg));
                break;
            case Role::Plain:
                out = out.arg(arg);
                break;
        }
    }
    return out;
}

QString DiagnosticText::unit_text(const QString& unit) {
    if (unit == QLatin1String("processors")) return tr("processors");
    if (unit == QLatin1String("seconds of walltime")) return tr("seconds of walltime");
    if (unit == QLatin1String("processor-seconds")) return tr("processor-seconds");
    return unit;
}

QString DiagnosticText::kind_text(const QString& kind, bool many) {
    const QString k = kind.toLower();
    if (k.startsWith(QLatin1String("user"))) return many ? tr("users") : tr("user");
    if (k.startsWith(QLatin1String("group"))) return many ? tr("groups") : tr("group");
    if (k.startsWith(QLatin1String("account"))) return many ? tr("accounts") : tr("account");
    if (k.startsWith(QLatin1String("class"))) return many ? tr("classes") : tr("class");
    if (k == QLatin1String("qos")) return tr("QOS");
    return kind;
}

QString DiagnosticText::list_text(const QString& list) {
    // The core lists names as written ("'a', 'b'", "u1 (3 jobs)") and cuts a long list short with
    // " and N more"; the names stay, the words around them are translated.
    static const QRegularExpression kMore(QStringLiteral(" and (\\d+) more$"));
    static const QRegularExpression kJobs(QStringLiteral(" \\((\\d+) jobs?\\)"));
    QString out = list;
    qsizetype more = -1;
    if (const QRegularExpressionMatch m = kMore.match(out); m.hasMatch()) {
        more = m.captured(1).toLongLong();
        out.truncate(m.capturedStart());
    }
    QString translated;
    qsizetype at = 0;
    for (QRegularExpressionMatchIterator it = kJobs.globalMatch(out); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        translated += out.mid(at, m.capturedStart() - at);
        translated += QLatin1Char(' ') + tr("(%n job(s))", nullptr, m.captured(1).toInt());
        at = m.capturedEnd();
    }
    translated += out.mid(at);
    return more < 0 ? translated : tr("%1 and %n more", nullptr, static_cast<int>(more)).arg(translated);
}

}  // namespace outrigger::gui
