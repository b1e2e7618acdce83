// Every name of Maui 3.3's parameter table has a disposition, none is reported unknown, and the
// repo page that lists them says the same as the code.

#include "config/maui_parameters.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "config/document.hpp"
#include "config/legacy_forms.hpp"
#include "config/typed_config.hpp"
#include "config_test_support.hpp"

namespace outrigger {
namespace {

using test::find_diagnostics;

// A line that sets the parameter, with an index when the parameter takes one.
std::string line_for(std::string_view name) {
    const ParameterInfo* p = find_parameter(name);
    const bool indexed = p && p->indexed;
    return fmt::format("{}{} 1\n", name, indexed ? "[1]" : "");
}

TEST(MauiParameters, TheTableHasEveryDistinctNameOnce) {
    const auto names = maui33_parameter_names();
    EXPECT_EQ(names.size(), 354U);
    EXPECT_EQ(std::set<std::string_view>(names.begin(), names.end()).size(), names.size());
}

TEST(MauiParameters, NoneOfMaui33sNamesIsReportedUnknown) {
    for (const std::string_view name : maui33_parameter_names()) {
        EXPECT_NE(maui_disposition(name), MauiDisposition::Unknown) << name;
        const auto doc = ConfigDocument::parse(line_for(name), "maui.cfg");
        const TypedConfig t = build_config(doc);
        EXPECT_TRUE(find_diagnostics(t.diagnostics, "unknown parameter").empty()) << name;
        ASSERT_EQ(doc.entries().size(), 1U);
        EXPECT_TRUE(doc.entries()[0].known) << name;
    }
}

TEST(MauiParameters, EachKnownNoEffectNameSaysWhatItDidAndWhy) {
    for (const std::string_view name : maui33_parameter_names()) {
        if (maui_disposition(name) != MauiDisposition::KnownNoEffect) continue;
        if (name == "SERVERHOST" || name == "SERVERPORT") continue;  // described as kept for reference
        const auto doc = ConfigDocument::parse(line_for(name), "maui.cfg");
        const auto notes = find_diagnostics(doc.diagnostics(), "keeps without effect: in Maui it");
        ASSERT_EQ(notes.size(), 1U) << name;
        EXPECT_EQ(notes[0].severity, Diagnostic::Severity::Note);
        EXPECT_EQ(notes[0].line, 1);
        EXPECT_EQ(notes[0].column, 1);
    }
}

TEST(MauiParameters, AliasesAreReadAsTheirTarget) {
    const auto t = build_config(ConfigDocument::parse(
        "SERVICEWCAP 5\nRESDEPTH 3\nBACKFILLDEPTH 7\nQUEUETIMETARGETWEIGHT 4\nXFACTORTARGETWEIGHT 9\n"
        "SERVICETARGETWEIGHT 2\nCONSUMEDWEIGHT 6\nUFSWEIGHT 8\nADMINS root\n",
        "maui.cfg"));
    EXPECT_FALSE(t.has_errors());
    const auto& pr = t.config.priority;
    EXPECT_EQ(pr.cap(PriorityComponent::Serv), 5);
    EXPECT_EQ(t.config.scheduling.depth_groups.at(0).depth, 3);
    EXPECT_EQ(t.config.scheduling.bf_depth, 7);
    EXPECT_EQ(pr.weight(PrioritySub::QueueTime), 4);
    EXPECT_EQ(pr.weight(PrioritySub::XFactor), 9);
    EXPECT_EQ(pr.weight(PriorityComponent::Serv), 2);
    EXPECT_EQ(pr.weight(PrioritySub::Consumed), 6);
    EXPECT_EQ(pr.weight(PrioritySub::FsUser), 8);
    EXPECT_EQ(t.config.service.admins[0], std::vector<std::string>{"root"});
    // Both spellings of the service cap are accepted; the later line wins as for one name.
    const auto both = build_config(ConfigDocument::parse("SERVICECAP 5\nSERVICEWCAP 6\n", "maui.cfg"));
    EXPECT_EQ(both.config.priority.cap(PriorityComponent::Serv), 6);
}

struct PageRow {
    std::string name, disposition, detail;
    bool operator==(const PageRow&) const = default;
};

std::string cell(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    if (s.size() >= 2 && s.front() == '`' && s.back() == '`') s = s.substr(1, s.size() - 2);
    return std::string(s);
}

TEST(MauiParameters, PageListsEveryNameWithItsDisposition) {
    const std::string page = test::read_bytes(std::filesystem::path(OUTRIGGER_SOURCE_DIR) /
                                              "core/scheduler/config/MAUI_PARAMETERS.md");
    ASSERT_FALSE(page.empty());
    std::vector<PageRow> rows;
    std::istringstream in(page);
    std::string counts_line;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("## Values")) break;  // the parameter table ends there
        if (line.starts_with("Counts:")) counts_line = line;
        if (!line.starts_with("| `")) continue;
        std::vector<std::string> cells;
        std::size_t from = 1;
        for (int i = 0; i < 3; ++i) {
            const std::size_t bar = line.find(" | ", from);
            const std::size_t end = i == 2 ? line.rfind(" |") : bar;
            cells.push_back(cell(std::string_view(line).substr(from, end - from)));
            from = bar + 3;
        }
        rows.push_back(PageRow{cells[0], cells[1], cells[2]});
    }
    std::vector<PageRow> code;
    std::map<MauiDisposition, int> counts;
    for (const std::string_view name : maui33_parameter_names()) {
        const MauiDisposition d = maui_disposition(name);
        ++counts[d];
        code.push_back(
            PageRow{std::string(name), std::string(disposition_name(d)), disposition_detail(name)});
    }
    ASSERT_EQ(rows.size(), code.size());
    for (std::size_t i = 0; i < code.size(); ++i)
        EXPECT_EQ(rows[i], code[i]) << "page row " << i + 1 << " should read: | `" << code[i].name << "` | "
                                    << code[i].disposition << " | " << code[i].detail << " |";
    EXPECT_EQ(counts_line,
              fmt::format("Counts: {} implemented, {} alias, {} legacy-mapped, {} known-no-effect.",
                          counts[MauiDisposition::Implemented], counts[MauiDisposition::Alias],
                          counts[MauiDisposition::LegacyMapped], counts[MauiDisposition::KnownNoEffect]));
}

// Maui 3.3's attribute tables (MCredAttr for every credential, MQOSAttr, MClassAttr, MGroupAttr,
// MUserAttr, MSResAttr, MNodeAttr): every name is known for its kind.
TEST(MauiParameters, EveryMaui33AttributeIsKnownForItsKind) {
    const std::vector<std::string_view> credential{"PRIORITY",
                                                   "MAXJOB",
                                                   "MAXNODE",
                                                   "MAXPE",
                                                   "MAXPROC",
                                                   "MINPROC",
                                                   "MAXPS",
                                                   "MAXWC",
                                                   "MAXMEM",
                                                   "MAXIJOB",
                                                   "MAXINODE",
                                                   "MAXIPE",
                                                   "MAXIPROC",
                                                   "MAXIPS",
                                                   "MAXIWC",
                                                   "MAXIMEM",
                                                   "FSTARGET",
                                                   "QLIST",
                                                   "QDEF",
                                                   "PLIST",
                                                   "PDEF",
                                                   "ALIST",
                                                   "ADEF",
                                                   "JOBFLAGS",
                                                   "MAXJOBPERUSER",
                                                   "MAXNODEPERUSER",
                                                   "MAXPROCPERUSER",
                                                   "MAXPROCPERNODEPERQUEUE",
                                                   "OVERRUN",
                                                   "ID",
                                                   "DEFAULT.WCLIMIT",
                                                   "MAX.WCLIMIT",
                                                   "MAXPROCPERNODE",
                                                   "MAXNODEPERJOB",
                                                   "MAXPROCPERJOB"};
    const std::vector<std::string_view> overrides{
        "OMAXJOB",   "OMAXNODE",  "OMAXPE",    "OMAXPROC",  "OMAXPS",  "OMAXWC",  "OMAXMEM",
        "OMAXIJOB",  "OMAXINODE", "OMAXIPE",   "OMAXIPROC", "OMAXIPS", "OMAXIWC", "OMAXIMEM",
        "OMAXJNODE", "OMAXJPE",   "OMAXJPROC", "OMAXJPS",   "OMAXJWC", "OMAXJMEM"};
    const std::vector<std::pair<CfgKind, std::vector<std::string_view>>> own{
        {CfgKind::Qos,
         {"PRIORITY", "MAXJOB", "MAXPROC", "MAXNODE", "XFWEIGHT", "QTWEIGHT", "XFTARGET", "QTTARGET",
          "QFLAGS", "FSTARGET"}},
        {CfgKind::Class,
         {"OCNODE", "DEFAULT.FEATURES", "HOSTLIST", "NAME", "NODEACCESSPOLICY", "MAXPROCPERNODE",
          "OCDPROCFACTOR", "STATE", "WCOVERRUN"}},
        {CfgKind::Group, {"CLASSWEIGHT"}},
        {CfgKind::User, {"MAX.WCLIMIT"}},
        {CfgKind::Standing,
         {"ACCESS",      "ACCOUNTLIST", "CHARGEACCOUNT", "CLASSLIST", "DAYS",      "DEPTH",
          "ENDTIME",     "FLAGS",       "GROUPLIST",     "HOSTLIST",  "IDLETIME",  "JOBATTRLIST",
          "MAXTIME",     "NAME",        "NODEFEATURES",  "OWNER",     "PARTITION", "PERIOD",
          "PRIORITY",    "PROCLIMIT",   "QOSLIST",       "RESOURCES", "STARTTIME", "STIDLETIME",
          "STTOTALTIME", "TASKCOUNT",   "TASKLIMIT",     "TIMELIMIT", "TPN",       "USERLIST",
          "WENDTIME",    "WSTARTTIME"}},
        {CfgKind::Node,
         {"ACCESS",
          "ARCH",
          "GRES",
          "AVLCLASS",
          "AVLMEMWEIGHT",
          "AVLPROCWEIGHT",
          "CFGCLASS",
          "CFGDISK",
          "CFGMEM",
          "CFGMEMWEIGHT",
          "CFGPROCWEIGHT",
          "CFGSWAP",
          "EXTLOAD",
          "FEATURES",
          "FRAME",
          "LOAD",
          "LOADWEIGHT",
          "MAXJOB",
          "MAXJOBPERUSER",
          "MAXLOAD",
          "MAXPEPERJOB",
          "MAXPROC",
          "MAXPROCPERCLASS",
          "MAXPROCPERUSER",
          "NETWORK",
          "NODEID",
          "NODESTATE",
          "NODETYPE",
          "OS",
          "PARTITION",
          "PRIORITYF",
          "PRIORITY",
          "PRIOWEIGHT",
          "PROCSPEED",
          "RADISK",
          "RAMEM",
          "RAPROC",
          "RASWAP",
          "RCDISK",
          "RCMEM",
          "RCPROC",
          "RCSWAP",
          "RESOURCES",
          "SIZE",
          "SLOT",
          "SPEED",
          "SPEEDWEIGHT",
          "STATACTIVETIME",
          "STATTOTALTIME",
          "STATUPTIME",
          "TASKCOUNT",
          "USAGEWEIGHT"}},
    };
    for (const CfgKind k : {CfgKind::User, CfgKind::Group, CfgKind::Account, CfgKind::Qos, CfgKind::Class})
        for (const std::string_view a : credential)
            EXPECT_NE(find_attribute(k, a), nullptr) << cfg_kind_parameter(k) << " " << a;
    for (const std::string_view a : overrides) EXPECT_NE(find_attribute(CfgKind::Qos, a), nullptr) << a;
    for (const auto& [kind, names] : own)
        for (const std::string_view a : names)
            EXPECT_NE(find_attribute(kind, a), nullptr) << cfg_kind_parameter(kind) << " " << a;
}

TEST(MauiParameters, PageListsEveryNearestValue) {
    const std::string page = test::read_bytes(std::filesystem::path(OUTRIGGER_SOURCE_DIR) /
                                              "core/scheduler/config/MAUI_PARAMETERS.md");
    std::vector<std::string> rows;
    std::istringstream in(page.substr(page.find("## Values")));
    for (std::string line; std::getline(in, line);)
        if (line.starts_with("| `")) rows.push_back(line);
    std::vector<std::string> code;
    for (const NearestValue& n : nearest_values())
        code.push_back(fmt::format("| `{}` | `{}` | `{}` | {} |", n.parameter, n.value, n.read_as, n.did));
    EXPECT_EQ(rows, code);
}

}  // namespace
}  // namespace outrigger
