#include "config/document.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "config_test_support.hpp"

namespace outrigger {
namespace {

using test::find_diagnostics;
using test::read_bytes;

// ------------------------------------------------------------------ byte identity

class RoundTrip : public ::testing::TestWithParam<const char*> {};

TEST_P(RoundTrip, UnchangedFileIsSavedByteIdentical) {
    const auto path = test::config_test_dir() / GetParam();
    const std::string original = read_bytes(path);
    std::string error;
    const auto doc = ConfigDocument::load(path, error);
    ASSERT_TRUE(doc) << error;
    EXPECT_EQ(doc->text(), original);
    const auto out =
        std::filesystem::temp_directory_path() / ("outrigger-roundtrip-" + std::string(path.filename()));
    ASSERT_TRUE(doc->save(out, error)) << error;
    EXPECT_EQ(read_bytes(out), original);
    std::filesystem::remove(out);
}

INSTANTIATE_TEST_SUITE_P(TrickyFiles, RoundTrip,
                         ::testing::Values("golden/crlf_no_final_newline.cfg",
                                           "golden/continuations_and_unknown.cfg", "golden/empty.cfg",
                                           "golden/only_newlines.cfg", "golden/binary_and_broken.cfg",
                                           "data/guide_examples.cfg", "data/weekly.cfg",
                                           "data/maui30_site.cfg", "data/maui30_site.modern.cfg"));

TEST(ConfigDocument, LoadReportsAMissingFile) {
    std::string error;
    EXPECT_FALSE(ConfigDocument::load("/nonexistent/maui.cfg", error));
    EXPECT_NE(error.find("/nonexistent/maui.cfg"), std::string::npos);
}

TEST(ConfigDocument, SaveReportsAnUnwritablePlace) {
    const auto doc = ConfigDocument::parse("FSDEPTH 4\n", "maui.cfg");
    std::string error;
    EXPECT_FALSE(doc.save("/nonexistent-dir/maui.cfg", error));
    EXPECT_FALSE(error.empty());
}

// ------------------------------------------------------------------ entries

TEST(ConfigDocument, EntriesCarryNameIndexValueAndPosition) {
    const auto doc = ConfigDocument::parse(
        "# head\n\n  FSWEIGHT\t 10  # why\nNODECFG[node[001-064]] PROCS=4  FEATURES=a,b\n", "m.cfg");
    ASSERT_EQ(doc.entries().size(), 2U);
    const ConfigEntry& w = doc.entries()[0];
    EXPECT_EQ(w.parameter, "FSWEIGHT");
    EXPECT_EQ(w.value, "10");
    EXPECT_EQ(w.line, 3);
    EXPECT_EQ(w.column, 3);
    EXPECT_EQ(w.value_column, 13);
    const ConfigEntry& n = doc.entries()[1];
    EXPECT_EQ(n.index, "node[001-064]");
    ASSERT_EQ(n.attributes.size(), 2U);
    EXPECT_EQ(n.attributes[1].name, "FEATURES");
    EXPECT_EQ(n.attributes[1].value, "a,b");
    EXPECT_EQ(n.attributes[1].column, 33);
    EXPECT_EQ(n.attributes[1].value_column, 42);
    EXPECT_TRUE(doc.diagnostics().empty());
}

TEST(ConfigDocument, AliasesResolveToCanonicalNames) {
    const auto doc = ConfigDocument::parse("SERVWEIGHT 2\nACCTCFG[chem] PRIORITY=5\n", "m.cfg");
    EXPECT_EQ(doc.entries()[0].parameter, "SERVICEWEIGHT");
    EXPECT_EQ(doc.entries()[0].written, "SERVWEIGHT");
    EXPECT_EQ(doc.value("SERVICEWEIGHT"), "2");
    EXPECT_EQ(doc.value("SERVWEIGHT"), "2");
    EXPECT_EQ(doc.attribute("ACCOUNTCFG", "chem", "PRIORITY"), "5");
}

TEST(ConfigDocument, LastOccurrenceIsTheEffectiveValue) {
    const auto doc = ConfigDocument::parse("FSDEPTH 4\nFSDEPTH 9\nRESERVATIONDEPTH[1] 2\n", "m.cfg");
    EXPECT_EQ(doc.value("FSDEPTH"), "9");
    EXPECT_EQ(doc.value("RESERVATIONDEPTH", "1"), "2");
    EXPECT_FALSE(doc.value("RESERVATIONDEPTH"));
    EXPECT_FALSE(doc.value("FSDECAY"));
}

TEST(ConfigDocument, AttributesAccumulateAcrossLinesLaterWins) {
    const auto doc = ConfigDocument::parse("USERCFG[a] MAXJOB=2 PRIORITY=1\nUSERCFG[a] MAXJOB=3\n", "m.cfg");
    EXPECT_EQ(doc.attribute("USERCFG", "a", "MAXJOB"), "3");
    EXPECT_EQ(doc.attribute("USERCFG", "a", "PRIORITY"), "1");
    EXPECT_EQ(doc.indexes("USERCFG"), std::vector<std::string>{"a"});
}

TEST(ConfigDocument, ContinuationLinesJoinIntoOneEntry) {
    const std::string text = "USERCFG[bob] MAXJOB=2 \\\n    MAXPROC=16 \\\n\tFSTARGET=10+\nFSDEPTH 3\n";
    const auto doc = ConfigDocument::parse(text, "m.cfg");
    ASSERT_EQ(doc.entries().size(), 2U);
    const auto& e = doc.entries()[0];
    ASSERT_EQ(e.attributes.size(), 3U);
    EXPECT_EQ(e.attributes[1].line, 2);
    EXPECT_EQ(e.attributes[1].column, 5);
    EXPECT_EQ(e.attributes[2].line, 3);
    EXPECT_EQ(e.attributes[2].value, "10+");
    EXPECT_EQ(doc.entries()[1].line, 4);
    EXPECT_TRUE(doc.diagnostics().empty());
}

TEST(ConfigDocument, UnknownLinesAreKeptAndReportedWithASuggestion) {
    const std::string text = "FSDECAI 0.5\nNOTAPARAM 3\n";
    const auto doc = ConfigDocument::parse(text, "m.cfg");
    EXPECT_EQ(doc.text(), text);
    ASSERT_EQ(doc.entries().size(), 2U);
    EXPECT_FALSE(doc.entries()[0].known);
    ASSERT_EQ(doc.diagnostics().size(), 2U);
    EXPECT_EQ(doc.diagnostics()[0].severity, Diagnostic::Severity::Error);
    EXPECT_EQ(doc.diagnostics()[0].suggestion, "FSDECAY");
    EXPECT_EQ(format_diagnostic(doc.diagnostics()[0]),
              "m.cfg:1:1: error: unknown parameter 'FSDECAI'; the line is kept but has no effect [did you "
              "mean 'FSDECAY'?]");
    EXPECT_EQ(doc.diagnostics()[1].line, 2);
    EXPECT_TRUE(doc.diagnostics()[1].suggestion.empty());
}

TEST(ConfigDocument, KnownUnusedMauiParametersGetANote) {
    const auto doc = ConfigDocument::parse("LOGLEVEL 3\nRMCFG[base] TYPE=PBS\nSERVERHOST head\n", "m.cfg");
    ASSERT_EQ(doc.diagnostics().size(), 3U);
    for (const auto& d : doc.diagnostics()) EXPECT_EQ(d.severity, Diagnostic::Severity::Note) << d.message;
}

TEST(ConfigDocument, UnknownAttributeIsReportedWithSuggestionAtItsColumn) {
    const auto doc = ConfigDocument::parse("SRCFG[a] PERIOD=DAY HOSTLSIT=n1\n", "m.cfg");
    ASSERT_EQ(doc.diagnostics().size(), 1U);
    EXPECT_EQ(doc.diagnostics()[0].column, 21);
    EXPECT_EQ(doc.diagnostics()[0].suggestion, "HOSTLIST");
}

TEST(ConfigDocument, SyntaxErrorsNameWhatWasExpected) {
    const auto doc = ConfigDocument::parse(
        "FSDEPTH\nUSERCFG MAXJOB=2\nSRCFG[a PERIOD=DAY\nSRCFG[b] oops\nFSDEPTH=3\n", "m.cfg");
    const auto& ds = doc.diagnostics();
    EXPECT_EQ(find_diagnostics(ds, "expected a value after FSDEPTH").size(), 1U);
    EXPECT_EQ(find_diagnostics(ds, "expected an index: USERCFG[name]").size(), 1U);
    EXPECT_EQ(find_diagnostics(ds, "expected ']'").size(), 1U);
    EXPECT_EQ(find_diagnostics(ds, "expected ATTR=VALUE, found 'oops'").size(), 1U);
    EXPECT_EQ(find_diagnostics(ds, "expected a space between FSDEPTH and its value").size(), 1U);
}

TEST(ConfigDocument, BareWordsAfterAListAttributeAreMoreValuesWithAWarning) {
    const auto doc = ConfigDocument::parse("SRCFG[special] QOSLIST=high low special- PERIOD=WEEK\n", "m.cfg");
    const auto& attrs = doc.entries()[0].attributes;
    ASSERT_EQ(attrs.size(), 2U);
    EXPECT_EQ(attrs[0].value, "high low special-");
    EXPECT_EQ(attrs[0].extra_words, 2);
    const auto warnings = find_diagnostics(doc.diagnostics(), "is read as another QOSLIST value");
    ASSERT_EQ(warnings.size(), 2U);
    EXPECT_EQ(warnings[0].severity, Diagnostic::Severity::Warning);
    EXPECT_EQ(warnings[0].column, 29);
}

// ------------------------------------------------------------------ edits

TEST(ConfigDocumentEdit, SetValueChangesOnlyThatValuesText) {
    const std::string text = "# c\r\nFSWEIGHT\t10   # keep\r\nFSDEPTH 7\r\nFSWEIGHT 20\r\nX";
    auto doc = ConfigDocument::parse(text, "m.cfg");
    const auto rev = doc.revision();
    doc.set_value("FSWEIGHT", "", "350");
    EXPECT_EQ(doc.text(), "# c\r\nFSWEIGHT\t10   # keep\r\nFSDEPTH 7\r\nFSWEIGHT 350\r\nX");
    EXPECT_GT(doc.revision(), rev);
    doc.set_value("FSDEPTH", "", "12");
    EXPECT_EQ(doc.text(), "# c\r\nFSWEIGHT\t10   # keep\r\nFSDEPTH 12\r\nFSWEIGHT 350\r\nX");
}

TEST(ConfigDocumentEdit, SetValueKeepsTrailingCommentAndContinuation) {
    auto doc = ConfigDocument::parse("ADMIN1 root, \\\n  maui   # admins\n", "m.cfg");
    doc.set_value("ADMIN1", "", "root,ops");
    EXPECT_EQ(doc.text(), "ADMIN1 root,ops   # admins\n");
}

TEST(ConfigDocumentEdit, SetAttributeChangesOnlyThatAttributesValue) {
    auto doc =
        ConfigDocument::parse("USERCFG[a]  MAXJOB=2,4\tPRIORITY=1 # x\nUSERCFG[a] FSTARGET=5\n", "m.cfg");
    doc.set_attribute("USERCFG", "a", "MAXJOB", "3,6");
    EXPECT_EQ(doc.text(), "USERCFG[a]  MAXJOB=3,6\tPRIORITY=1 # x\nUSERCFG[a] FSTARGET=5\n");
    doc.set_attribute("USERCFG", "a", "MAXNODE", "8");  // appended to the last line of USERCFG[a]
    EXPECT_EQ(doc.text(), "USERCFG[a]  MAXJOB=3,6\tPRIORITY=1 # x\nUSERCFG[a] FSTARGET=5 MAXNODE=8\n");
    doc.set_attribute("USERCFG", "b", "MAXJOB", "1");  // a new line after the last USERCFG
    EXPECT_EQ(
        doc.text(),
        "USERCFG[a]  MAXJOB=3,6\tPRIORITY=1 # x\nUSERCFG[a] FSTARGET=5 MAXNODE=8\nUSERCFG[b] MAXJOB=1\n");
    doc.set_attribute("CLASSCFG", "fast", "MAXJOB[GROUP]", "2");
    EXPECT_EQ(doc.attribute("CLASSCFG", "fast", "MAXJOB[GROUP]"), "2");
    EXPECT_FALSE(doc.attribute("CLASSCFG", "fast", "MAXJOB"));
}

TEST(ConfigDocumentEdit, AddedParameterLandsAfterTheSameParameter) {
    auto doc = ConfigDocument::parse("FSWEIGHT 1\nRESERVATIONDEPTH[0] 1\n# tail\nBFDEPTH 3\n", "m.cfg");
    doc.set_value("RESERVATIONDEPTH", "1", "2");
    EXPECT_EQ(doc.text(), "FSWEIGHT 1\nRESERVATIONDEPTH[0] 1\nRESERVATIONDEPTH[1] 2\n# tail\nBFDEPTH 3\n");
}

TEST(ConfigDocumentEdit, AddedParameterLandsAfterTheLastOfItsArea) {
    auto doc = ConfigDocument::parse(
        "# priority\nFSWEIGHT 1\nQUEUETIMEWEIGHT 2\n\n# backfill\nBACKFILLPOLICY FIRSTFIT\n", "m.cfg");
    doc.set_value("XFACTORWEIGHT", "", "10");
    EXPECT_EQ(doc.text(),
              "# priority\nFSWEIGHT 1\nQUEUETIMEWEIGHT 2\nXFACTORWEIGHT 10\n\n# backfill\nBACKFILLPOLICY "
              "FIRSTFIT\n");
    doc.set_value("BFDEPTH", "", "5");
    EXPECT_EQ(doc.text(),
              "# priority\nFSWEIGHT 1\nQUEUETIMEWEIGHT 2\nXFACTORWEIGHT 10\n\n# backfill\n"
              "BACKFILLPOLICY FIRSTFIT\nBFDEPTH 5\n");
}

TEST(ConfigDocumentEdit, AddedParameterWithoutNeighboursGoesAtTheEndKeepingLineEndings) {
    auto doc = ConfigDocument::parse("# only a comment\r\nFSWEIGHT 1", "m.cfg");
    doc.set_value("NODEALLOCATIONPOLICY", "", "PRIORITY");
    EXPECT_EQ(doc.text(), "# only a comment\r\nFSWEIGHT 1\r\nNODEALLOCATIONPOLICY PRIORITY");
    auto empty = ConfigDocument::parse("", "m.cfg");
    empty.set_value("FSDEPTH", "", "4");
    EXPECT_EQ(empty.text(), "FSDEPTH 4\n");
}

TEST(ConfigDocumentEdit, RemoveValueDropsWholeLinesOnly) {
    auto doc = ConfigDocument::parse("FSDEPTH 4\n# keep\nFSDEPTH 5\nFSDECAY 0.5", "m.cfg");
    EXPECT_TRUE(doc.remove_value("FSDEPTH"));
    EXPECT_EQ(doc.text(), "# keep\nFSDECAY 0.5");
    EXPECT_TRUE(doc.remove_value("FSDECAY"));
    EXPECT_EQ(doc.text(), "# keep");
    const auto rev = doc.revision();
    EXPECT_FALSE(doc.remove_value("FSDECAY"));
    EXPECT_EQ(doc.revision(), rev);
}

TEST(ConfigDocumentEdit, RemoveAttributeKeepsTheRestOfTheLine) {
    auto doc = ConfigDocument::parse(
        "USERCFG[a] MAXJOB=2 PRIORITY=1  FSTARGET=5\nUSERCFG[a] MAXJOB=3\nFSDEPTH 1\n", "m.cfg");
    EXPECT_TRUE(doc.remove_attribute("USERCFG", "a", "MAXJOB"));
    EXPECT_EQ(doc.text(), "USERCFG[a] PRIORITY=1  FSTARGET=5\nFSDEPTH 1\n");
    EXPECT_TRUE(doc.remove_attribute("USERCFG", "a", "FSTARGET"));
    EXPECT_EQ(doc.text(), "USERCFG[a] PRIORITY=1\nFSDEPTH 1\n");
    EXPECT_FALSE(doc.remove_attribute("USERCFG", "a", "MAXNODE"));
}

TEST(ConfigDocumentEdit, UndoByReapplyingTheOldValueRestoresTheBytes) {
    const std::string text = "USERCFG[a] MAXJOB=2\t# two\nFSWEIGHT 10\n";
    auto doc = ConfigDocument::parse(text, "m.cfg");
    const auto old_value = *doc.attribute("USERCFG", "a", "MAXJOB");
    doc.set_attribute("USERCFG", "a", "MAXJOB", "17");
    doc.set_attribute("USERCFG", "a", "MAXJOB", old_value);
    EXPECT_EQ(doc.text(), text);
    doc.set_value("FSWEIGHT", "", "3");
    doc.set_value("FSWEIGHT", "", "10");
    EXPECT_EQ(doc.text(), text);
}

}  // namespace
}  // namespace outrigger
