// What crosses the engine seam as JSON: small golden forms, the round trip, an error naming the
// field for malformed input, and a newer schema version refused.

#include <gtest/gtest.h>

#include "engine/command.hpp"
#include "engine/query.hpp"

namespace outrigger {
namespace {

using nlohmann::json;

TEST(SeamJson, QueriesHaveAGoldenFormAndRoundTrip) {
    const Query q{QueryKind::Checkjob, "1234"};
    EXPECT_EQ(to_json(q).dump(), R"({"job":"1234","kind":"checkjob","schema":"outrigger.query/1"})");
    std::string error;
    const auto back = query_from_json(to_json(q), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->kind, q.kind);
    EXPECT_EQ(back->job, q.job);
    EXPECT_EQ(to_json(Query{QueryKind::DiagnoseP, ""}).dump(),
              R"({"kind":"diagnose-p","schema":"outrigger.query/1"})");
}

TEST(SeamJson, CommandsHaveAGoldenFormAndRoundTrip) {
    const std::vector<std::pair<Command, std::string>> golden{
        {SubmitCommand{"j1", "alice", "", "", "high", "", 4, 2, Duration::seconds(3600),
                       Duration::seconds(60)},
         R"({"command":"submit","name":"j1","procs_per_task":2,"qos":"high","runtime_s":60,"schema":"outrigger.command/1","tasks":4,"user":"alice","walltime_s":3600})"},
        {SetresCommand{{"-u", "bob", "-d", "1:00:00", "TASKS==2"}},
         R"({"args":["-u","bob","-d","1:00:00","TASKS==2"],"command":"setres","schema":"outrigger.command/1"})"},
        {SetspriCommand{"j1", 100},
         R"({"command":"setspri","job":"j1","priority":100,"schema":"outrigger.command/1"})"},
        {SetspriCommand{"j1", std::nullopt},
         R"({"command":"setspri","job":"j1","priority":null,"schema":"outrigger.command/1"})"},
        {HoldCommand{"j1", Hold::System, true},
         R"({"command":"sethold","hold":"system","job":"j1","schema":"outrigger.command/1"})"},
        {HoldCommand{"j1", Hold::User, false},
         R"({"command":"releasehold","hold":"user","job":"j1","schema":"outrigger.command/1"})"},
        {CancelCommand{"j1"}, R"({"command":"canceljob","job":"j1","schema":"outrigger.command/1"})"},
        {ReleaseresCommand{"bob.1"},
         R"({"command":"releaseres","reservation":"bob.1","schema":"outrigger.command/1"})"},
        {ChangeparamCommand{"USERCFG[bob]", "MAXJOB=4"},
         R"({"command":"changeparam","parameter":"USERCFG[bob]","schema":"outrigger.command/1","value":"MAXJOB=4"})"},
        {ChangeparamCommand{"FSWEIGHT", "", true},
         R"({"command":"changeparam","parameter":"FSWEIGHT","reset":true,"schema":"outrigger.command/1","value":""})"},
        {ConfigCommand{"FSWEIGHT 1\n", "site.cfg"},
         R"({"command":"config","name":"site.cfg","schema":"outrigger.command/1","text":"FSWEIGHT 1\n"})"},
        {SchedctlCommand{SchedctlCommand::Action::Step},
         R"({"action":"step","command":"schedctl","schema":"outrigger.command/1"})"},
    };
    for (const auto& [command, text] : golden) {
        EXPECT_EQ(to_json(command).dump(), text);
        std::string error;
        const auto back = command_from_json(json::parse(text), error);
        ASSERT_TRUE(back) << text << ": " << error;
        EXPECT_EQ(to_json(*back).dump(), text);
    }
}

TEST(SeamJson, MalformedInputNamesTheField) {
    const std::vector<std::pair<std::string, std::string>> cases{
        {R"({"command":"setspri","job":"j1","priority":"high","schema":"outrigger.command/1"})",
         "priority: expected an integer or null"},
        {R"({"command":"sethold","job":"j1","hold":"forever","schema":"outrigger.command/1"})",
         "hold: \"forever\" is not user, system or batch"},
        {R"({"command":"canceljob","schema":"outrigger.command/1"})", "job: expected a string"},
        {R"({"command":"changeparam","parameter":"FSWEIGHT","value":2,"schema":"outrigger.command/1"})",
         "value: expected a string"},
        {R"({"command":"changeparam","parameter":"FSWEIGHT","schema":"outrigger.command/1"})",
         "value: expected a string"},
        {R"({"command":"changeparam","parameter":"FSWEIGHT","reset":"yes","schema":"outrigger.command/1"})",
         "reset: expected true or false"},
        {R"({"command":"reboot","schema":"outrigger.command/1"})",
         "command: \"reboot\" is not submit, setres, releaseres, setspri, sethold, releasehold, canceljob, "
         "changeparam, config or schedctl"},
        {R"({"command":"submit","name":"x","tasks":"many","walltime_s":60,"schema":"outrigger.command/1"})",
         "tasks: expected an integer"},
        {R"({"command":"canceljob","job":"j1"})", "schema: missing (expected \"outrigger.command/1\")"},
        {R"({"command":"canceljob","job":"j1","schema":"outrigger.query/1"})",
         "schema: \"outrigger.query/1\" is not outrigger.command/<version>"},
        {R"([1,2])", "expected a JSON object with \"schema\": \"outrigger.command/1\""},
    };
    for (const auto& [text, expected] : cases) {
        std::string error;
        EXPECT_FALSE(command_from_json(json::parse(text), error)) << text;
        EXPECT_EQ(error, expected) << text;
    }
    std::string error;
    EXPECT_FALSE(query_from_json(json::parse(R"({"kind":"showz","schema":"outrigger.query/1"})"), error));
    EXPECT_EQ(error, "kind: \"showz\" is not a query (" + query_usage() + ")");
    EXPECT_FALSE(query_from_json(json::parse(R"({"kind":"checkjob","schema":"outrigger.query/1"})"), error));
    EXPECT_EQ(error, "job: checkjob needs the job's name");
}

TEST(SeamJson, ANewerSchemaVersionIsRefused) {
    std::string error;
    EXPECT_FALSE(command_from_json(
        json::parse(R"({"command":"canceljob","job":"j1","schema":"outrigger.command/2"})"), error));
    EXPECT_EQ(error,
              "schema: \"outrigger.command/2\" is newer than this program reads (outrigger.command/1)");
    EXPECT_FALSE(query_from_json(json::parse(R"({"kind":"showq","schema":"outrigger.query/7"})"), error));
    EXPECT_EQ(error, "schema: \"outrigger.query/7\" is newer than this program reads (outrigger.query/1)");
}

TEST(SeamJson, CommandResultsCarryFindingsWithOrWithoutAFileLine) {
    CommandResult r;
    r.subject = "setres";
    Diagnostic line;
    line.file = "maui.cfg";
    line.line = 3;
    line.column = 1;
    line.message = "unknown parameter";
    line.suggestion = "RESERVATIONDEPTH";
    Diagnostic subject;
    subject.severity = Diagnostic::Severity::Warning;
    subject.file = "setres -d";
    subject.line = 0;
    subject.message = "longer than a week";
    r.diagnostics = {line, subject};
    EXPECT_EQ(
        to_json(r).dump(),
        R"({"diagnostics":[{"column":1,"file":"maui.cfg","line":3,"message":"unknown parameter","severity":"error","suggestion":"RESERVATIONDEPTH"},{"message":"longer than a week","severity":"warning","subject":"setres -d"}],"ok":false,"schema":"outrigger.command-result/1","subject":"setres"})");
    EXPECT_EQ(format_diagnostic(subject), "setres -d: warning: longer than a week");

    std::string error;
    const auto back = command_result_from_json(to_json(r), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(to_json(*back), to_json(r));
    json bad = to_json(r);
    bad["diagnostics"][1]["severity"] = "fatal";
    EXPECT_FALSE(command_result_from_json(bad, error));
    EXPECT_EQ(error, "diagnostics[1].severity: \"fatal\" is not error, warning or note");
    bad = to_json(r);
    bad["schema"] = "outrigger.command-result/2";
    EXPECT_FALSE(command_result_from_json(bad, error));
    EXPECT_NE(error.find("newer"), std::string::npos) << error;
}

}  // namespace
}  // namespace outrigger
