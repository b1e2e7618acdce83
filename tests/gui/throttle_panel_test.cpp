// The Throttling panel over the engine's report: the guide's worked examples (spec section 3:
// john 8 jobs and everyone else 4; a job of steve, staff, batch and hiprio under QOS overrides),
// a job that fails three limits listing all three with when each has room, the histogram of
// blocking reasons, and the models under QAbstractItemModelTester.
#include "gui/throttle/throttle_panel.hpp"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <tuple>

#include "gui/charts/chart_model.hpp"
#include "gui/charts/chart_view.hpp"
#include "gui/client/replay_pacer.hpp"
#include "gui/throttle/blocked_model.hpp"
#include "gui/throttle/limits_model.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"
#include "session/run_inputs.hpp"

namespace outrigger::gui {
namespace {

constexpr std::string_view kConfig =
    "RMPOLLINTERVAL 00:00:30\n"
    "USERCFG[DEFAULT] MAXJOB=4\n"
    "USERCFG[john] MAXJOB=8\n"
    "USERCFG[steve] MAXJOB=2 MAXNODE=30\n"
    "GROUPCFG[staff] MAXJOB=5\n"
    "CLASSCFG[DEFAULT] MAXNODE=16\n"
    "CLASSCFG[batch] MAXNODE=32\n"
    "QOSCFG[hiprio] MAXJOB=3 OMAXNODE=64\n"
    "USERCFG[alice] MAXJOB=1\n"
    "GROUPCFG[g] MAXJOB=1\n"
    "CLASSCFG[c] MAXJOB=1\n";

// 100 one-processor nodes; every job asks one processor per task, so one node per task.
RunInputs guide_inputs() {
    GeneratorParams params;
    params.jobs = 1;
    InputsResult r = generated_run_inputs(ConfigText{kConfig, "maui.cfg"},
                                          "NODECFG[n[001-100]] PARTITION=batch PROCS=1\n", params);
    for (const auto& e : r.errors) ADD_FAILURE() << e;
    RunInputs in = std::move(*r.inputs);
    Names& names = in.cluster.names();
    in.jobs.clear();
    const auto job = [&](std::string name, const char* user, const char* group, const char* cls,
                         const char* qos, std::int64_t tasks, std::int64_t wall) {
        Job j;
        j.name = std::move(name);
        j.request.tasks = tasks;
        j.request.per_task = Resources::of_procs(1);
        j.walltime = Duration::seconds(wall);
        j.runtime = j.walltime;
        j.submit = Time::from_seconds(0);
        j.creds[CredKind::User] = names.intern(CredKind::User, user);
        j.creds[CredKind::Group] = names.intern(CredKind::Group, group);
        j.creds[CredKind::Class] = names.intern(CredKind::Class, cls);
        if (qos != nullptr) j.creds[CredKind::Qos] = names.intern(CredKind::Qos, qos);
        in.jobs.push_back(std::move(j));
    };
    // john may run 8 jobs, ann (DEFAULT) 4: each submits one more.
    for (int i = 0; i < 9; ++i) job("john" + std::to_string(i), "john", "other", "short", nullptr, 1, 3600);
    for (int i = 0; i < 5; ++i) job("ann" + std::to_string(i), "ann", "other", "short", nullptr, 1, 3600);
    // steve, staff, batch, hiprio: 20 + 20 nodes run under hiprio's OMAXNODE=64 (over steve's 30
    // and batch's 32); a third job passes steve's MAXJOB=2.
    job("steve0", "steve", "staff", "batch", "hiprio", 20, 7200);
    job("steve1", "steve", "staff", "batch", "hiprio", 20, 5400);
    job("steve2", "steve", "staff", "batch", "hiprio", 1, 600);
    // alice's second job fails three limits: her MAXJOB, group g's and class c's.
    job("alice0", "alice", "g", "c", nullptr, 1, 1800);
    job("alice1", "alice", "g", "c", nullptr, 1, 600);
    return in;
}

const LimitRow* row(const ThrottleData& d, const char* kind, const char* name, const char* limit) {
    for (const LimitRow& r : d.limits)
        if (r.kind == kind && r.name == name && r.limit == limit) return &r;
    return nullptr;
}

const BlockedJobRow* blocked(const ThrottleData& d, const char* job) {
    for (const BlockedJobRow& b : d.blocked)
        if (b.job == job) return &b;
    return nullptr;
}

TEST(ThrottlePanel, ShowsTheGuidesWorkedExamplesAndEveryLimitOfEachBlockedJob) {
    testing::qt_app();
    ReplayPacer replay(guide_inputs());
    ASSERT_TRUE(replay.step_iteration());
    const QueryResult q = replay.query(Query{QueryKind::Throttling, ""}, ReportFormat::Json);
    ASSERT_TRUE(q.report) << q.error;

    ThrottlePanel panel;
    panel.resize(1200, 800);
    QAbstractItemModelTester limits_tester(panel.limits_model(),
                                           QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester blocked_tester(panel.blocked_model(),
                                            QAbstractItemModelTester::FailureReportingMode::Fatal);
    panel.show_frame(replay.frame());
    ASSERT_TRUE(panel.show_report_json(q.report->json));
    std::string error;
    const ThrottleData d = *throttle_data_from_json(q.report->json, error);

    // john 8 jobs, everyone else 4.
    const LimitRow* john = row(d, "USER", "john", "MAXJOB");
    ASSERT_NE(john, nullptr);
    EXPECT_EQ(john->hard, 8);
    EXPECT_EQ(john->in_use, 8);
    EXPECT_TRUE(john->at_hard);
    const LimitRow* ann = row(d, "USER", "ann", "MAXJOB");
    ASSERT_NE(ann, nullptr);
    EXPECT_EQ(ann->hard, 4);
    EXPECT_EQ(ann->in_use, 4);
    ASSERT_NE(row(d, "USER", "DEFAULT", "MAXJOB"), nullptr);
    ASSERT_NE(blocked(d, "john8"), nullptr);
    ASSERT_EQ(blocked(d, "john8")->limits.size(), 1U);
    EXPECT_EQ(blocked(d, "john8")->limits[0].credential, "USER:john");
    EXPECT_EQ(blocked(d, "john8")->no_earlier_than, 3600);
    ASSERT_NE(blocked(d, "ann4"), nullptr);

    // steve's two big jobs run on 40 nodes under the override; his third meets MAXJOB=2 only.
    EXPECT_EQ(blocked(d, "steve0"), nullptr);
    EXPECT_EQ(blocked(d, "steve1"), nullptr);
    EXPECT_EQ(row(d, "USER", "steve", "MAXNODE")->in_use, 40);
    EXPECT_EQ(row(d, "GROUP", "staff", "MAXJOB")->in_use, 2);
    EXPECT_EQ(row(d, "QOS", "hiprio", "MAXJOB")->in_use, 2);
    ASSERT_NE(row(d, "QOS", "hiprio", "OMAXNODE"), nullptr);
    EXPECT_EQ(row(d, "QOS", "hiprio", "OMAXNODE")->hard, 64);
    EXPECT_EQ(row(d, "CLASS", "DEFAULT", "MAXNODE")->hard, 16);
    EXPECT_EQ(row(d, "CLASS", "batch", "MAXNODE")->hard, 32);
    const BlockedJobRow* steve2 = blocked(d, "steve2");
    ASSERT_NE(steve2, nullptr);
    ASSERT_EQ(steve2->limits.size(), 1U);
    EXPECT_EQ(steve2->limits[0].credential, "USER:steve");
    EXPECT_EQ(steve2->limits[0].limit, "MAXJOB");
    // steve1 ends first (5400 s): then steve has one job running and room for the third.
    EXPECT_EQ(steve2->no_earlier_than, 5400);

    // alice1 lists all three limits, not the first.
    const BlockedJobRow* alice = blocked(d, "alice1");
    ASSERT_NE(alice, nullptr);
    ASSERT_EQ(alice->limits.size(), 3U);
    QStringList who;
    for (const BlockingRow& l : alice->limits) {
        who << QString::fromStdString(l.credential);
        EXPECT_EQ(l.release, 1800);
    }
    who.sort();
    EXPECT_EQ(who, (QStringList{QStringLiteral("CLASS:c"), QStringLiteral("GROUP:g"),
                                QStringLiteral("USER:alice")}));

    // The tree: alice1's row has three children in words.
    const BlockedModel& m = *panel.blocked_model();
    int alice_row = -1;
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.index(r, 0).data().toString() == QStringLiteral("alice1")) alice_row = r;
    ASSERT_GE(alice_row, 0);
    EXPECT_EQ(m.rowCount(m.index(alice_row, 0)), 3);
    EXPECT_TRUE(
        m.index(alice_row, BlockedModel::LevelColumn).data().toString().contains(QStringLiteral("3")));
    EXPECT_TRUE(m.index(0, BlockedModel::WhatColumn, m.index(alice_row, 0))
                    .data()
                    .toString()
                    .contains(QStringLiteral("MAXJOB")));

    // Limits at or over their soft value stand out in bold and in words.
    const LimitsModel& limits = *panel.limits_model();
    bool john_bold = false;
    for (int r = 0; r < limits.rowCount(); ++r)
        if (limits.index(r, LimitsModel::HolderColumn).data().toString() == QStringLiteral("USER john")) {
            john_bold = limits.index(r, 0).data(Qt::FontRole).value<QFont>().bold();
            EXPECT_EQ(limits.index(r, LimitsModel::StateColumn).data().toString(),
                      QStringLiteral("at the hard limit"));
        }
    EXPECT_TRUE(john_bold);

    // steve's 40 nodes stand over his MAXNODE=30 because both jobs run under hiprio's OMAXNODE=64:
    // the row names the override rather than only "at the hard limit".
    const LimitRow* steve_nodes = row(d, "USER", "steve", "MAXNODE");
    ASSERT_EQ(steve_nodes->overrides.size(), 1U);
    EXPECT_EQ(steve_nodes->overrides[0].qos, "hiprio");
    EXPECT_EQ(steve_nodes->overrides[0].limit, "OMAXNODE");
    EXPECT_EQ(steve_nodes->overrides[0].hard, 64);
    EXPECT_EQ(steve_nodes->overrides[0].jobs, 2);
    EXPECT_TRUE(row(d, "USER", "john", "MAXJOB")->overrides.empty());
    bool steve_named = false;
    for (int r = 0; r < limits.rowCount(); ++r)
        if (limits.index(r, LimitsModel::HolderColumn).data().toString() == QStringLiteral("USER steve") &&
            limits.index(r, LimitsModel::LimitColumn).data().toString() == QStringLiteral("MAXNODE")) {
            steve_named = true;
            EXPECT_EQ(limits.index(r, LimitsModel::StateColumn).data().toString(),
                      QStringLiteral("over the hard limit under QOS hiprio OMAXNODE 64 (2 job(s))"));
            EXPECT_TRUE(limits.index(r, LimitsModel::StateColumn)
                            .data(Qt::ToolTipRole)
                            .toString()
                            .contains(QStringLiteral("override")));
        }
    EXPECT_TRUE(steve_named);

    // The histogram: one bar per limit met, each blocked job counted under every limit it meets.
    const charts::ChartSpec& h = panel.histogram()->spec();
    ASSERT_EQ(h.series.size(), 1U);
    double counted = 0;
    for (const auto& p : h.series[0].points) counted += p.y;
    std::size_t limits_met = 0;
    for (const BlockedJobRow& b : d.blocked) limits_met += b.limits.size();
    EXPECT_EQ(counted, static_cast<double>(limits_met));
    EXPECT_TRUE(h.x.categories.contains(QStringLiteral("USER MAXJOB")));
    // Bars run sideways so that every limit's name reads in full; the keyboard reads each bar.
    EXPECT_TRUE(h.horizontal);
    QTest::keyClick(panel.histogram_view()->focusProxy(), Qt::Key_Down);
    EXPECT_TRUE(panel.histogram_view()->readout().startsWith(h.x.categories.front()))
        << panel.histogram_view()->readout().toStdString();
    QTest::keyClick(panel.histogram_view()->focusProxy(), Qt::Key_Escape);

    // The filter narrows both tables.
    panel.filter()->setText(QStringLiteral("steve"));
    EXPECT_GT(panel.limits_proxy()->rowCount(), 0);
    for (int r = 0; r < panel.limits_proxy()->rowCount(); ++r)
        EXPECT_TRUE(panel.limits_proxy()->index(r, 0).data().toString().contains(QStringLiteral("steve")));
    panel.filter()->clear();
    panel.blocked_tree()->expandAll();
    panel.show();
    testing::screenshot(panel, "throttling.png");
}

TEST(ThrottlePanel, HoldsStillAndRefusesAnotherReport) {
    testing::qt_app();
    ReplayPacer replay(guide_inputs());
    ASSERT_TRUE(replay.step_iteration());
    ThrottlePanel panel;
    ASSERT_TRUE(panel.show_report_json(
        replay.query(Query{QueryKind::Throttling, ""}, ReportFormat::Json).report->json));
    const int blocked_jobs = panel.blocked_model()->rowCount();
    ASSERT_GT(blocked_jobs, 0);
    panel.set_held(true);
    ThrottleData none;
    panel.show_data(none);
    EXPECT_EQ(panel.blocked_model()->rowCount(), blocked_jobs);
    panel.set_held(false);
    EXPECT_EQ(panel.blocked_model()->rowCount(), 0);
    EXPECT_FALSE(panel.show_report_json(nlohmann::json{{"schema", "outrigger.showq/1"}}));
}

TEST(ThrottlePanel, AFairshareCapIsABlockingLimitWithTheWindowRollThatReleasesIt) {
    testing::qt_app();
    // alice's a0 runs 0..2000 on one of two processors: 2000 proc-seconds in the window [0, 3600)
    // over her 1000^ cap. FSDEPTH 2, FSDECAY 1: the window counts until the roll at 7200.
    InputsResult r = generated_run_inputs(
        ConfigText{"FSPOLICY DEDICATEDPS\nFSINTERVAL 1:00:00\nFSDEPTH 2\nUSERCFG[alice] FSTARGET=1000^\n",
                   "maui.cfg"},
        "NODECFG[n[1-2]] PARTITION=batch PROCS=1\n", GeneratorParams{});
    for (const auto& e : r.errors) ADD_FAILURE() << e;
    RunInputs in = std::move(*r.inputs);
    in.jobs.clear();
    for (const auto& [name, submit, wall] :
         {std::tuple<const char*, std::int64_t, std::int64_t>{"a0", 0, 2000}, {"a1", 1500, 100}}) {
        Job j;
        j.name = name;
        j.request.tasks = 1;
        j.request.per_task = Resources::of_procs(1);
        j.walltime = Duration::seconds(wall);
        j.runtime = j.walltime;
        j.submit = Time::from_seconds(submit);
        j.creds[CredKind::User] = in.cluster.names().intern(CredKind::User, "alice");
        in.jobs.push_back(std::move(j));
    }
    ReplayPacer replay(std::move(in));
    bool out_of_time = false;
    replay.run_until(Time::from_seconds(2100), 10000, out_of_time);
    ASSERT_FALSE(out_of_time);
    const QueryResult q = replay.query(Query{QueryKind::Throttling, ""}, ReportFormat::Json);
    ASSERT_TRUE(q.report) << q.error;

    ThrottlePanel panel;
    QAbstractItemModelTester tester(panel.blocked_model(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_TRUE(panel.show_report_json(q.report->json));
    std::string error;
    const ThrottleData d = *throttle_data_from_json(q.report->json, error);
    const BlockedJobRow* a1 = blocked(d, "a1");
    ASSERT_NE(a1, nullptr) << q.report->json.dump(2);
    ASSERT_EQ(a1->limits.size(), 1U);
    const BlockingRow& cap = a1->limits[0];
    EXPECT_EQ(cap.code, "FairshareCap");
    EXPECT_EQ(cap.value, "1000^");
    EXPECT_EQ(cap.usage, "2000");
    EXPECT_TRUE(cap.hard);
    EXPECT_EQ(cap.release, 7200);
    EXPECT_EQ(a1->no_earlier_than, 7200);
    EXPECT_EQ(blocking_category(cap), "USER FSTARGET");

    const BlockedModel& m = *panel.blocked_model();
    ASSERT_EQ(m.rowCount(), 1);
    const QString words = m.index(0, BlockedModel::WhatColumn, m.index(0, 0)).data().toString();
    EXPECT_TRUE(words.contains(QStringLiteral("FSTARGET=1000^"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("2000"))) << words.toStdString();
    EXPECT_TRUE(panel.histogram()->spec().x.categories.contains(QStringLiteral("USER FSTARGET")));
}

}  // namespace
}  // namespace outrigger::gui
