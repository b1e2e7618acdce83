// One's own inputs, headless: a maui.cfg runs on the demo's cluster and workload and the Priority
// panel shows its weights; one's own cluster and SWF chosen in one dialog run together and the
// import report appears; a config with errors lists them, a click leading to each line; inputs
// that do not fit each other are diagnosed before the run (screenshots in the test output). And
// the Priority panel's fine slider control and built-in presets.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>
#include <QTreeWidget>
#include <QWheelEvent>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "gui/app/date_text.hpp"
#include "gui/app/import_summary.hpp"
#include "gui/app/input_findings.hpp"
#include "gui/app/language.hpp"
#include "gui/app/main_window.hpp"
#include "gui/app/open_inputs_dialog.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/config/config_model.hpp"
#include "gui/config/config_panel.hpp"
#include "gui/config/diagnostic_text.hpp"
#include "gui/priority/fine_slider.hpp"
#include "gui/priority/priority_model.hpp"
#include "gui/priority/priority_panel.hpp"
#include "gui/priority/priority_presets.hpp"
#include "gui/queue/checkjob_words.hpp"
#include "gui/queue/queue_panel.hpp"
#include "qt_app.hpp"
#include "screenshot.hpp"
#include "session/demo_site.hpp"

namespace outrigger::gui {
namespace {

std::filesystem::path own_dir() {
    const auto dir = testing::output_dir() / "own_inputs";
    std::filesystem::create_directories(dir);
    return dir;
}

std::filesystem::path write(const std::string& name, const std::string& text) {
    const auto path = own_dir() / name;
    std::ofstream(path) << text;
    return path;
}

QString qpath(const std::filesystem::path& p) {
    return QString::fromStdString(p.string());
}

FramePtr first_frame(MainWindow& window) {
    EngineClient* client = window.client();
    if (client == nullptr) return nullptr;
    if (!client->frame()) {
        QSignalSpy frames(client, &EngineClient::frame_changed);
        EXPECT_TRUE(frames.wait(10000));
    }
    return client->frame();
}

constexpr WeightKey kQueueTime{WeightKind::SubWeight, static_cast<std::uint8_t>(PrioritySub::QueueTime)};
constexpr WeightKey kFsWeight{WeightKind::ComponentWeight, static_cast<std::uint8_t>(PriorityComponent::Fs)};

// The demo's config with other weights: what the Priority panel must show.
std::string weighted_config() {
    std::string text(demo_config_text());
    text += "\nQUEUETIMEWEIGHT 37\nFSWEIGHT 250\n";
    return text;
}

TEST(OwnInputs, AnOwnConfigRunsOnTheDemoAndThePriorityPanelShowsItsWeights) {
    testing::qt_app();
    const auto cfg = write("weights.cfg", weighted_config());
    MainWindow window;
    window.resize(1280, 800);
    window.set_warm_up(Duration::hours(12));  // a queue to rank
    ASSERT_TRUE(window.open_file(qpath(cfg)));
    ASSERT_TRUE(window.start_demo_session()) << window.start_errors().join(u'\n').toStdString();
    const FramePtr frame = first_frame(window);
    ASSERT_TRUE(frame);
    EXPECT_EQ(frame->statics().nodes.size(), 64u);  // the demo's cluster
    EXPECT_TRUE(window.mismatches().empty());

    auto* priority = window.panel<PriorityPanel>();
    ASSERT_NE(priority, nullptr);
    window.show_panel(u"priority");
    window.show();
    EXPECT_EQ(priority->spin_box(kQueueTime)->value(), 37.0);
    EXPECT_EQ(priority->spin_box(kFsWeight)->value(), 250.0);
    // The presets box offers the built-in ones even before the user saved any.
    EXPECT_GE(priority->presets_box()->count(), 3);
    EXPECT_EQ(priority->presets_box()->itemText(0), QStringLiteral("Maui's defaults"));

    // A job's breakdown fits its pane: every column in view at the default size.
    QSignalSpy frames(window.client(), &EngineClient::frame_changed);
    for (int i = 0; i < 40 && priority->model()->rowCount() == 0; ++i) {
        window.client()->step();
        frames.wait(5000);
    }
    ASSERT_GT(priority->model()->rowCount(), 0);
    priority->select_job(priority->model()->job_at(0));
    QApplication::processEvents();
    QTreeWidget* breakdown = priority->breakdown();
    ASSERT_GT(breakdown->topLevelItemCount(), 0);
    EXPECT_LE(breakdown->header()->length(), breakdown->viewport()->width())
        << "the breakdown's columns are cut off";
    testing::screenshot(window, "own_config_priority.png");
}

TEST(OwnInputs, OwnClusterAndWorkloadChosenInOneDialogRunTogetherWithTheirImportReport) {
    testing::qt_app();
    const auto cluster = write("mine_cluster.cfg", "NODECFG[c[1-4]] PARTITION=work PROCS=8 MEMORY=16384\n");
    std::string log = "; MaxNodes: 64\n; MaxProcs: 1024\n; UnixStartTime: 1704067200\n";
    for (int j = 1; j <= 20; ++j)
        log += std::to_string(j) + ' ' + std::to_string(j * 60) + " 0 600 4 -1 -1 4 1200 -1 1 " +
               std::to_string(j % 3 + 1) + " 1 1 1 -1 -1 -1\n";
    log += "21 1300 0 600 -1 -1 -1 -1 1200 -1 0 7 1 1 1 -1 -1 -1\n";  // no processors: skipped
    log += "22 1400 0 600 64 -1 -1 64 1200 -1 0 7 1 1 1 -1 -1 -1\n";  // wider than 4 x 8: skipped
    const auto swf = write("mine.swf", log);
    const auto cfg = write("plain.cfg", "RESERVATIONDEPTH 2\nQUEUETIMEWEIGHT 5\n");

    MainWindow window;
    window.open_demo();
    OpenInputsDialog dialog(window.inputs_choice());
    EXPECT_TRUE(dialog.choice().cluster.isEmpty());  // the demo's, until one's own is chosen
    dialog.config_path()->setText(qpath(cfg));
    dialog.cluster_path()->setText(qpath(cluster));
    dialog.workload_path()->setText(qpath(swf));
    dialog.workload_path()->textEdited(dialog.workload_path()->text());
    dialog.cluster_path()->textEdited(dialog.cluster_path()->text());
    dialog.config_path()->textEdited(dialog.config_path()->text());
    EXPECT_TRUE(dialog.own_cluster()->isChecked());
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();

    ASSERT_TRUE(window.open_inputs(dialog.choice())) << window.start_errors().join(u'\n').toStdString();
    const FramePtr frame = first_frame(window);
    ASSERT_TRUE(frame);
    EXPECT_EQ(frame->statics().nodes.size(), 4u);  // one's own cluster, over the log's header
    EXPECT_EQ(window.current_file(), QFileInfo(qpath(cfg)).absoluteFilePath());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("mine.swf")))
        << window.windowTitle().toStdString();
    EXPECT_EQ(window.inputs_choice().cluster, QFileInfo(qpath(cluster)).absoluteFilePath());

    ImportSummary* summary = window.import_summary();
    ASSERT_NE(summary, nullptr);
    EXPECT_TRUE(summary->isVisible());
    EXPECT_EQ(summary->headline()->text(), QStringLiteral("20 of 22 job records imported, 2 skipped."));
    const QString text = summary->text()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("no processors requested or allocated: 1")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("more processors than the machine has"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Walltime estimates"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Memory rule: no job requests memory."))) << text.toStdString();
    testing::screenshot(*summary, "import_summary.png");

    // A restart keeps all three.
    ASSERT_TRUE(window.restart_session());
    EXPECT_EQ(first_frame(window)->statics().nodes.size(), 4u);
    // Back to the demo: its own cluster again.
    ASSERT_TRUE(window.start_demo_session());
    EXPECT_EQ(first_frame(window)->statics().nodes.size(), 64u);
}

TEST(OwnInputs, AConfigWithErrorsListsThemAndAClickOpensItsLine) {
    testing::qt_app();
    const auto cfg = write("broken.cfg", "RESERVATIONDEPTH 2\nBACKFILLPOLICY NOSUCH\n\nFSWEIGHT abc\n");
    MainWindow window;
    window.resize(1280, 800);
    ASSERT_TRUE(window.open_file(qpath(cfg)));
    EXPECT_FALSE(window.start_demo_session());
    InputFindingsDialog* findings = window.findings_dialog();
    ASSERT_NE(findings, nullptr);
    EXPECT_TRUE(findings->isVisible());
    EXPECT_EQ(findings->summary()->text(), QStringLiteral("2 errors: fix them to run."));
    ASSERT_EQ(findings->list()->count(), 2);
    EXPECT_TRUE(findings->list()->item(0)->text().startsWith(QStringLiteral("Line 2, column 16: error:")))
        << findings->list()->item(0)->text().toStdString();
    EXPECT_EQ(findings->findings().at(1).line, 4);
    testing::screenshot(*findings, "config_errors.png");

    findings->list()->setCurrentRow(1);
    emit findings->list()->itemClicked(findings->list()->item(1));
    ConfigPanel* config = window.config_panel();
    ASSERT_NE(config, nullptr);
    window.show();
    EXPECT_TRUE(config->isVisible());
    const QModelIndex at = config->view()->currentIndex();
    ASSERT_TRUE(at.isValid());
    EXPECT_EQ(at.data(ConfigModel::ParameterRole).toString(), QStringLiteral("FSWEIGHT"));
    EXPECT_EQ(at.data(ConfigModel::LineRole).toInt(), 4);

    // Fixed, the same file runs: the list of errors goes away.
    write("broken.cfg", "RESERVATIONDEPTH 2\nBACKFILLPOLICY FIRSTFIT\n\nFSWEIGHT 10\n");
    ASSERT_TRUE(window.open_file(qpath(cfg)));
    EXPECT_TRUE(window.client() != nullptr);
    EXPECT_TRUE(window.start_errors().isEmpty());
    EXPECT_FALSE(findings->isVisible());
}

TEST(OwnInputs, MismatchesAreDiagnosedBeforeTheRunAtTheirLines) {
    testing::qt_app();
    std::string text(demo_config_text());
    text += "\nSRCFG[maint] PERIOD=DAY HOSTLIST=node[047-050]\n";
    text += "CLASSCFG[q1] MAXWCLIMITPERJOB=00:00:01\n";
    const auto cfg = write("mismatched.cfg", text);
    const int hostlist_line = static_cast<int>(std::count(text.begin(), text.end(), '\n')) - 1;
    MainWindow window;
    window.resize(1280, 800);
    ASSERT_TRUE(window.open_file(qpath(cfg)));
    ASSERT_TRUE(window.start_demo_session()) << window.start_errors().join(u'\n').toStdString();
    ASSERT_GE(window.mismatches().size(), 2u);
    InputFindingsDialog* findings = window.findings_dialog();
    ASSERT_NE(findings, nullptr);
    EXPECT_TRUE(findings->isVisible());
    EXPECT_TRUE(findings->summary()->text().contains(QStringLiteral("do not fit")))
        << findings->summary()->text().toStdString();
    int hostlist = -1;
    int limits = -1;
    for (int i = 0; i < findings->list()->count(); ++i) {
        const QString item = findings->list()->item(i)->text();
        if (item.contains(QStringLiteral("HOSTLIST names 2 nodes the cluster does not have: node[049-050]")))
            hostlist = i;
        if (item.contains(QStringLiteral(
                "no job of class q1 in the workload can meet CLASSCFG[q1] MAXWCLIMITPERJOB=00:00:01")))
            limits = i;
    }
    ASSERT_GE(hostlist, 0);
    ASSERT_GE(limits, 0);
    EXPECT_EQ(findings->findings().at(hostlist).line, hostlist_line);
    testing::screenshot(*findings, "input_mismatches.png");
    findings->choose(hostlist);
    const QModelIndex at = window.config_panel()->view()->currentIndex();
    ASSERT_TRUE(at.isValid());
    EXPECT_EQ(at.data(ConfigModel::LineRole).toInt(), hostlist_line);
    EXPECT_EQ(at.data(ConfigModel::AttributeRole).toString(), QStringLiteral("HOSTLIST"));
}

TEST(OwnInputs, SlidersMoveByOneWithShiftDragWheelAndKeysAndStartAtZero) {
    testing::qt_app();
    PriorityPanel panel;
    panel.resize(1100, 700);
    panel.show();
    QApplication::processEvents();
    for (const WeightKey key : all_weight_keys())
        EXPECT_EQ(panel.slider(key)->minimum(), 0) << key.parameter().toStdString();
    // Zero in the same place: every component slider starts at the same x.
    const WeightKey cred{WeightKind::ComponentWeight, static_cast<std::uint8_t>(PriorityComponent::Cred)};
    EXPECT_EQ(panel.slider(kFsWeight)->mapTo(&panel, QPoint(0, 0)).x(),
              panel.slider(cred)->mapTo(&panel, QPoint(0, 0)).x());

    QSlider* slider = panel.slider(kFsWeight);
    slider->setValue(0);
    const QPoint start(
        slider->style()->sliderPositionFromValue(slider->minimum(), slider->maximum(), 0, slider->width()) +
            4,
        slider->height() / 2);
    QTest::mousePress(slider, Qt::LeftButton, Qt::ShiftModifier, start);
    QTest::mouseMove(slider, start + QPoint(38, 0));
    QTest::mouseRelease(slider, Qt::LeftButton, Qt::ShiftModifier, start + QPoint(38, 0));
    EXPECT_EQ(slider->value(), 38 / FineSlider::kPixelsPerStep);
    EXPECT_EQ(panel.tuning()->settings().weight(PriorityComponent::Fs), 38 / FineSlider::kPixelsPerStep);

    const int before = slider->value();
    QWheelEvent wheel(QPointF(start), QPointF(slider->mapToGlobal(start)), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(slider, &wheel);
    EXPECT_EQ(slider->value(), before + 1);
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Right);
    EXPECT_EQ(slider->value(), before + 2);
    EXPECT_EQ(panel.spin_box(kFsWeight)->value(), before + 2);
}

TEST(OwnInputs, BuiltInPresetsStandBesideTheUsersOwnAndCannotBeDeleted) {
    testing::qt_app();
    PriorityPanel panel;
    ASSERT_GE(builtin_presets().size(), 3u);
    ASSERT_TRUE(panel.load_preset(QStringLiteral("short-jobs-first")));
    EXPECT_EQ(panel.tuning()->settings().weight(PrioritySub::XFactor), 1000.0);
    EXPECT_EQ(panel.tuning()->settings().weight(PriorityComponent::Fs), 0.0);
    ASSERT_TRUE(panel.load_preset(QStringLiteral("Fair shares first")));
    EXPECT_GT(panel.tuning()->settings().weight(PrioritySub::FsUser), 0.0);
    ASSERT_TRUE(panel.load_preset(QStringLiteral("maui-defaults")));
    EXPECT_EQ(panel.tuning()->settings().weight(PrioritySub::QueueTime), 1.0);
    EXPECT_EQ(panel.tuning()->settings().weight(PriorityComponent::Fs), 1.0);
    panel.delete_preset(QStringLiteral("maui-defaults"));
    EXPECT_TRUE(find_builtin_preset(QStringLiteral("maui-defaults")));
    EXPECT_GE(panel.presets_box()->count(), 3);

    panel.save_preset(QStringLiteral("mine"));
    EXPECT_EQ(panel.current_preset(), QStringLiteral("mine"));
    EXPECT_GT(panel.presets_box()->count(), 3);
    panel.delete_preset(QStringLiteral("mine"));
    EXPECT_EQ(panel.presets_box()->findData(QStringLiteral("mine")), -1);
}

// Dates, the import report, the input check and the presets in the chosen language.
TEST(OwnInputs, DatesAndTheNewTextsFollowTheChosenLanguage) {
    testing::qt_app();
    const LocalCalendar calendar = LocalCalendar::utc(1'704'096'000);  // Monday 2024-01-01 08:00 UTC
    Language language;
    ASSERT_EQ(language.choose(QStringLiteral("de")), QStringLiteral("de"));
    EXPECT_TRUE(date_text(calendar, Time{}).startsWith(QStringLiteral("Mo.")))
        << date_text(calendar, Time{}).toStdString();
    EXPECT_TRUE(date_text(calendar, Time{}).contains(QStringLiteral("08:00:00")));
    EXPECT_EQ(ImportSummary::issue_text(ImportIssue::NoProcs),
              QStringLiteral("keine Prozessoren angefordert oder zugeteilt"));
    EXPECT_EQ(preset_title(builtin_presets().front()), QStringLiteral("Mauis Standardwerte"));
    // The config's diagnostics in German, their arguments kept.
    const auto coded = [](DiagnosticCode code, std::vector<std::string> args) {
        return coded_finding(Diagnostic::Severity::Error, "maui.cfg", 1, 1, code, std::move(args));
    };
    EXPECT_EQ(DiagnosticText::of(coded(DiagnosticCode::ExpectedNumber, {"FSWEIGHT", "abc"})),
              QStringLiteral("erwartet eine Zahl für FSWEIGHT, gefunden 'abc'"));
    EXPECT_TRUE(DiagnosticText::of(coded(DiagnosticCode::ParameterUnused, {"SERVERHOST"}))
                    .startsWith(QStringLiteral("SERVERHOST ist ein Maui-Parameter")));
    EXPECT_EQ(
        DiagnosticText::of(coded(DiagnosticCode::ClassLimitNoJobMeets,
                                 {"q1", "CLASSCFG[q1] MAXPROCPERJOB=4", "8", "processors", "12"})),
        QStringLiteral("kein Job der Klasse q1 in der Last kann CLASSCFG[q1] MAXPROCPERJOB=4 einhalten: der "
                       "kleinste fordert 8 Prozessoren an, also würden alle 12 abgewiesen"));
    // Plurals, credential kinds and the words around listed names are German too.
    EXPECT_EQ(
        DiagnosticText::of(coded(DiagnosticCode::UnmentionedCredentials,
                                 {"1", "QOS", "qos1 (1 job), qos2 (12 jobs) and 3 more"})),
        QStringLiteral("1 Job der Last verwendet QOS, die die Konfiguration nie nennt: qos1 (1 Job), "
                       "qos2 (12 Jobs) und 3 weitere; keine Einstellung der Konfiguration gilt für sie"));
    EXPECT_EQ(DiagnosticText::of(coded(DiagnosticCode::StandingHostsMissing, {"m", "2", "n[8-9]"})),
              QStringLiteral("SRCFG[m] HOSTLIST nennt 2 Knoten, die der Cluster nicht hat: n[8-9]"));
    // Every code has its German sentence.
    for (const DiagnosticCode code : all_diagnostic_codes()) {
        const std::vector<std::string> args{"1", "2", "3", "4", "5"};
        const Diagnostic d = coded(code, args);
        EXPECT_NE(DiagnosticText::of(d).toStdString(), d.message) << diagnostic_code_name(code);
    }
    Diagnostic free_text;
    free_text.message = "a message of no known shape";
    EXPECT_EQ(DiagnosticText::of(free_text), QStringLiteral("a message of no known shape"));
    ASSERT_EQ(language.choose(QStringLiteral("fr")), QStringLiteral("fr"));
    EXPECT_TRUE(date_text(calendar, Time{}).startsWith(QStringLiteral("lun.")))
        << date_text(calendar, Time{}).toStdString();
    const Diagnostic d = coded_finding(Diagnostic::Severity::Warning, "maui.cfg", 3, 7,
                                       DiagnosticCode::StandingHostsMissing, {"x", "1", "n9"});
    EXPECT_TRUE(finding_of(d, "maui.cfg").text.startsWith(QStringLiteral("Ligne 3, colonne 7 :")))
        << finding_of(d, "maui.cfg").text.toStdString();
    language.choose(QStringLiteral("en"));
    QSettings().remove(QStringLiteral("ui/language"));
    EXPECT_EQ(finding_of(d, "maui.cfg").text,
              QStringLiteral(
                  "Line 3, column 7: warning: SRCFG[x] HOSTLIST names 1 node the cluster does not have: n9"));
    // In English every code reads as the core wrote it.
    for (const DiagnosticCode code : all_diagnostic_codes()) {
        const Diagnostic e = coded_finding(Diagnostic::Severity::Note, "maui.cfg", 1, 1, code,
                                           {"x", "2", "processors", "users", "5"});
        EXPECT_EQ(DiagnosticText::of(e).toStdString(), e.message) << diagnostic_code_name(code);
    }
}

// When every job states its requested time, the rule for a job without one is said once, in a
// sentence of its own, in every language (not "the rule ...: none: jobs without ... are skipped").
TEST(OwnInputs, AnEstimateRuleNoJobNeededReadsAsOneSentenceInEveryLanguage) {
    testing::qt_app();
    ImportReport report;
    report.source = "mine.swf";
    report.records_read = 3;
    report.imported = 3;
    const auto rule_line = [&report] {
        for (const QString& line : ImportSummary::describe(report).split(u'\n'))
            if (line.startsWith(QStringLiteral("Walltime")) || line.startsWith(QStringLiteral("Laufzeit")) ||
                line.startsWith(QStringLiteral("Estimations")))
                return line;
        return QString();
    };
    Language language;
    language.choose(QStringLiteral("en"));
    EXPECT_EQ(rule_line(), QStringLiteral("Walltime estimates: none needed, every imported job states its "
                                          "requested time (a job without one would be skipped)."));
    report.estimate = WalltimeEstimate::run_time();
    EXPECT_EQ(rule_line(), QStringLiteral("Walltime estimates: none needed, every imported job states its "
                                          "requested time (a job without one would get its own run time as "
                                          "its limit)."));
    report.estimate = WalltimeEstimate::fixed_duration(Duration::seconds(3600));
    EXPECT_EQ(rule_line(), QStringLiteral("Walltime estimates: none needed, every imported job states its "
                                          "requested time (a job without one would get a fixed limit of "
                                          "01:00:00)."));
    report.estimate = WalltimeEstimate{};
    ASSERT_EQ(language.choose(QStringLiteral("de")), QStringLiteral("de"));
    EXPECT_EQ(rule_line(),
              QStringLiteral("Laufzeitschätzungen: keine nötig, jeder importierte Job nennt seine "
                             "angeforderte Zeit (ein Job ohne sie würde übersprungen)."));
    ASSERT_EQ(language.choose(QStringLiteral("fr")), QStringLiteral("fr"));
    EXPECT_EQ(rule_line(), QStringLiteral("Estimations de durée : aucune n'est nécessaire, chaque travail "
                                          "importé indique sa durée demandée (un travail sans durée demandée "
                                          "serait ignoré)."));
    language.choose(QStringLiteral("en"));
    QSettings().remove(QStringLiteral("ui/language"));
}

// checkjob in words: dates, not log seconds; why the job waits; shares of a priority with a
// negative part explained.
TEST(OwnInputs, CheckjobIsInWordsWithDatesAndExplainedShares) {
    testing::qt_app();
    MainWindow window;
    window.set_warm_up(Duration::hours(12));
    ASSERT_TRUE(window.start_demo_session());
    const FramePtr frame = first_frame(window);
    ASSERT_TRUE(frame);
    ASSERT_FALSE(frame->view->queue.empty());
    const JobId id = frame->view->queue.front().job;
    const Job& job = frame->job(id);
    QSignalSpy answers(&window, &MainWindow::checkjob_ready);
    window.focus_job(static_cast<qint64>(id.value()));
    ASSERT_TRUE(answers.wait(5000));
    const QString text = answers.back().at(1).toString();
    EXPECT_TRUE(text.startsWith(QStringLiteral("Job %1: Idle").arg(QString::fromStdString(job.name))))
        << text.toStdString();
    EXPECT_TRUE(
        text.contains(QStringLiteral("Submitted %1.").arg(date_text(frame->statics().calendar, job.submit))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Why it waits:"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Priority "))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("log time"))) << text.toStdString();

    // A negative part: the others add up to more than 100 %, and the text says why.
    nlohmann::json report = {{"job", job.name}, {"state", "Idle"}, {"submit", job.submit.seconds()}};
    report["priority"] = {{"value", 50.0},
                          {"computed", 50.0},
                          {"components",
                           {{{"component", "SERV"}, {"contribution", 80.0}, {"percent", 160.0}},
                            {{"component", "RES"}, {"contribution", -30.0}, {"percent", -60.0}}}}};
    const QString shares = CheckjobWords::of(report, *frame, id);
    EXPECT_TRUE(shares.contains(
        QStringLiteral("RES (-60.0 %) lowers it, so the other parts add up to more than 100 %")))
        << shares.toStdString();
    EXPECT_TRUE(CheckjobWords::percent_note({}).isEmpty());
}

// Column headers are not cut off in German or French: each section is as wide as its label.
TEST(OwnInputs, HeadersFitTheirLabelsInGermanAndFrench) {
    testing::qt_app();
    MainWindow window;
    window.resize(1280, 800);
    window.set_warm_up(Duration::hours(12));
    ASSERT_TRUE(window.start_demo_session());
    ASSERT_TRUE(first_frame(window));
    window.show();
    auto* priority = window.panel<PriorityPanel>();
    auto* queue = window.panel<QueuePanel>();
    ASSERT_NE(priority, nullptr);
    ASSERT_NE(queue, nullptr);
    window.show_panel(u"queue");
    window.show_panel(u"priority");
    QApplication::processEvents();
    const auto check = [&](const char* language) {
        for (QTableView* table : {priority->table(), queue->eligible_table(), queue->blocked_table()}) {
            QHeaderView* header = table->horizontalHeader();
            for (int c = 0; c < header->count(); ++c)
                EXPECT_GE(header->sectionSize(c), header->sectionSizeHint(c))
                    << language << ": " << table->objectName().toStdString() << " column "
                    << table->model()->headerData(c, Qt::Horizontal).toString().toStdString();
        }
    };
    for (const char* code : {"de", "fr"}) {
        ASSERT_EQ(window.language()->choose(QString::fromLatin1(code)), QString::fromLatin1(code));
        QApplication::processEvents();
        window.show_panel(u"queue");
        QApplication::processEvents();
        window.show_panel(u"priority");
        QApplication::processEvents();
        check(code);
    }
    testing::screenshot(window, "priority_fr.png");
    window.language()->choose(QStringLiteral("en"));
    QSettings().remove(QStringLiteral("ui/language"));
}

}  // namespace
}  // namespace outrigger::gui
