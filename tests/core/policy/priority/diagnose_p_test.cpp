// diagnose -p: Maui's layout (header, Weights row, one row per job, Percent Contribution) and JSON.

#include "policy/priority/diagnose_p.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "builders.hpp"
#include "policy/priority/table.hpp"

namespace outrigger {
namespace {

using test::make_job;
using PS = PrioritySub;
using PC = PriorityComponent;

class DiagnosePriority : public ::testing::Test {
  protected:
    void SetUp() override {
        w.priority.weight(PC::Cred) = 1;
        w.priority.weight(PS::User) = 1;
        w.priority.weight(PS::Class) = 1;
        w.priority.weight(PC::Serv) = 1;
        w.priority.weight(PS::QueueTime) = 1;
        w.priority.weight(PC::Res) = 0;  // no weight: not shown
        w.priority.weight(PS::Proc) = 5;
        w.cfg(CredKind::Class, "batch").priority = 10;
        jobs = {make_job(13678, 0, 1, Duration::hours(1)), make_job(13698, 0, 1, Duration::hours(1))};
        jobs[0].creds = w.creds_of("u1", "", "", "", "batch");
        jobs[1].creds = w.creds_of("u2", "", "", "", "batch");
        jobs[1].system_priority = 5;
    }
    DiagnosePriorityReport report() const {
        const FactorContext ctx(w.priority, w.creds, w.names, w.partitions);
        const PriorityWeights weights(w.priority, w.creds, w.names);
        const std::vector<PriorityInput> in{PriorityInput(jobs[0], Duration::minutes(30)),
                                            PriorityInput(jobs[1], Duration::minutes(90))};
        PriorityTable t;
        t.compute(ctx, in, Time{});
        t.reweight(weights);
        std::vector<PriorityExplanation> ex;
        std::vector<std::string> names;
        for (const auto row : t.ranking()) {
            ex.push_back(t.explain(row, weights));
            names.push_back(jobs[row].name);
        }
        return build_diagnose_p(weights, ex, names);
    }
    test::World w;
    std::vector<Job> jobs;
};

TEST_F(DiagnosePriority, OnlyNonZeroWeightsAreColumns) {
    const auto r = report();
    ASSERT_EQ(r.columns.size(), 2U);
    EXPECT_EQ(r.columns[0].component, PC::Cred);
    EXPECT_EQ(r.columns[0].subs, (std::vector<PS>{PS::User, PS::Class}));
    EXPECT_EQ(r.columns[1].component, PC::Serv);
    EXPECT_EQ(r.columns[1].subs, (std::vector<PS>{PS::QueueTime}));
}

TEST_F(DiagnosePriority, TextLayout) {
    const std::string text = render_diagnose_p(report());
    const std::string expected =
        "Job                    PRIORITY*    CRED(  USER: CLASS)    SERV( QTIME)\n"
        "             Weights    --------     1.0(   1.0:   1.0)     1.0(   1.0)\n"
        "\n"
        "13678                        40     25.0(   0.0:  10.0)    75.0(  30.0)\n"
        "13698                         5*    10.0(   0.0:  10.0)    90.0(  90.0)\n"
        "\n"
        "Percent Contribution    --------    14.3(   0.0:  14.3)    85.7(  85.7)\n"
        "\n"
        "* system priority set (setspri)\n";
    EXPECT_EQ(text, expected) << text;
}

TEST_F(DiagnosePriority, FooterIsTheShareOfAllTotals) {
    const auto r = report();
    // Totals: 40 and 100 (computed, before setspri); CRED gives 10 + 10 of 140.
    EXPECT_NEAR(r.component_percent[0], 2000.0 / 140, 1e-9);
    EXPECT_NEAR(r.sub_percent[1][0], 12000.0 / 140, 1e-9);
}

TEST_F(DiagnosePriority, JsonIsVersionedAndCarriesTheBreakdown) {
    const auto j = diagnose_p_json(report());
    EXPECT_EQ(j["schema"], "outrigger.diagnose-p/1");
    ASSERT_EQ(j["columns"].size(), 2U);
    EXPECT_EQ(j["columns"][1]["name"], "SERV");
    EXPECT_EQ(j["columns"][1]["subcomponents"][0]["weight_param"], "QUEUETIMEWEIGHT");
    ASSERT_EQ(j["jobs"].size(), 2U);
    EXPECT_EQ(j["jobs"][0]["job"], "13678");
    EXPECT_EQ(j["jobs"][0]["priority"], 40.0);
    EXPECT_EQ(j["jobs"][0]["components"][1]["subcomponents"][0]["raw"], 30.0);
    EXPECT_EQ(j["jobs"][1]["system_priority"], true);
}

}  // namespace
}  // namespace outrigger
