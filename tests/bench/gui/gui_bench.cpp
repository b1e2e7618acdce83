// GUI benchmarks (Google Benchmark; run with --benchmark_repetitions=5 and quote medians):
//   BM_SliderMoveReRank    a weight slider moved to the re-ranked idle-job model, 10,000 idle jobs
//                          (target: under 16 ms median);
//   BM_GanttFrame          one frame of the Schedule view rendered into a QImage, 1,000 nodes and
//                          20,000 bars, at normal row height and with every row visible;
//   BM_PlayAtTopSpeed      the main window while the demo plays at x10,000 with about 10,000 queued
//                          jobs: the longest frame handling in the GUI thread and the longest stall
//                          of the GUI event loop (a 5 ms timer's largest lateness), as counters
//                          (target: no frame over 50 ms);
//   BM_StandingDragStep    one step of a block dragged on the Standing reservations calendar by
//                          scripted mouse events, the GUI thread's part: the mouse move, the
//                          tentative document, the repaint it asks for, and the conflicts listed
//                          when a placement arrives (the tentative week is placed on the panel's
//                          planner thread, the impact plan on the engine's), 1,000 nodes and
//                          eight SRCFG entries (target: under 16 ms median); counters: the longest
//                          step (max_step_ms) and how long the list takes to catch up with the
//                          drag's last position (catch_up_ms);
//   BM_StandingWeekPaint   the whole calendar of that week painted (a new week, a resize);
//   BM_BuildView           the engine's view of 10,000 queued jobs built once (every frame of a
//                          playing session builds one when something happened);
//   BM_PlanDragStep        one mouse move of a reservation drawn on the Schedule panel over 1,000
//                          nodes and 20,000 bars: the ghost, the setres line and the debounced
//                          request, all the GUI thread does while the engine plans (target: 16 ms);
//   BM_ImpactAnswer        the engine's answer for 10,000 queued jobs read from JSON and shown in
//                          the impact pane and as markers (GUI thread, once per answer).
#include <benchmark/benchmark.h>

// The core's headers before Qt's (Qt's `slots` macro would rewrite their identifiers).
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QListWidget>
#include <QMouseEvent>
#include <QSlider>
#include <QTimer>
#include <QToolButton>
#include <cstdlib>
#include <memory>

#include "bench_support.hpp"
#include "engine/impact_report.hpp"
#include "gui/app/main_window.hpp"
#include "gui/client/engine_client.hpp"
#include "gui/config/config_model.hpp"
#include "gui/priority/priority_model.hpp"
#include "gui/priority/priority_panel.hpp"
#include "gui/schedule/gantt_view.hpp"
#include "gui/schedule/impact_pane.hpp"
#include "gui/schedule/schedule_panel.hpp"
#include "gui/standing/standing_panel.hpp"
#include "gui/standing/week_planner.hpp"
#include "gui/standing/week_view.hpp"
#include "model/host_expression.hpp"

namespace outrigger::bench {
namespace {

gui::FramePtr queue_of_10k() {
    gui::ReplayPacer replay(burst_inputs(10'600));
    while (replay.frame()->view->idle_jobs < 10'000 && replay.step_iteration()) {
    }
    return replay.frame();
}

void BM_SliderMoveReRank(benchmark::State& state) {
    static const gui::FramePtr frame = queue_of_10k();
    gui::PriorityPanel panel;
    panel.resize(1400, 800);
    panel.show();
    panel.show_frame(frame);
    QApplication::processEvents();
    QSlider* slider = panel.slider(
        gui::WeightKey{gui::WeightKind::ComponentWeight, static_cast<std::uint8_t>(PriorityComponent::Res)});
    int v = 1;
    for (auto _ : state) {
        v = v == 1 ? slider->maximum() : 1;  // large jobs first, then back
        slider->setValue(v);
        benchmark::DoNotOptimize(panel.model()->job_at(0));
    }
    state.counters["idle_jobs"] = static_cast<double>(panel.model()->rowCount());
}
BENCHMARK(BM_SliderMoveReRank)->Unit(benchmark::kMillisecond);

void BM_BuildView(benchmark::State& state) {
    static const std::unique_ptr<gui::ReplayPacer> replay = [] {
        auto r = std::make_unique<gui::ReplayPacer>(burst_inputs(10'600));
        while (r->frame()->view->idle_jobs < 10'000 && r->step_iteration()) {
        }
        return r;
    }();
    std::uint64_t revision = 0;
    for (auto _ : state) benchmark::DoNotOptimize(build_cluster_view(replay->engine(), ++revision));
    state.counters["idle_jobs"] = static_cast<double>(replay->frame()->view->idle_jobs);
}
BENCHMARK(BM_BuildView)->Unit(benchmark::kMillisecond);

void BM_GanttFrame(benchmark::State& state) {
    static const gui::FramePtr frame = synthetic_frame(1000, 20'000);
    gui::GanttView view;
    view.resize(1600, 1000);
    view.set_past_window(Duration::days(2));  // every completed bar of the synthetic schedule
    view.set_frame(frame);
    if (state.range(0) > 0) view.set_row_height(static_cast<int>(state.range(0)));
    view.fit_all();
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        view.render_to(image);
        benchmark::DoNotOptimize(image.bits());
    }
    state.counters["nodes"] = 1000;
    state.counters["bars"] = static_cast<double>(view.items().bars.size());
}
// 0: the default row height (about 60 rows in view); 1: one pixel per row, all 1,000 rows in view.
BENCHMARK(BM_GanttFrame)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_PlanDragStep(benchmark::State& state) {
    static const gui::FramePtr frame = synthetic_frame(1000, 20'000);
    gui::SchedulePanel panel;
    panel.resize(1600, 1000);
    panel.show();
    panel.show_frame(frame);
    panel.plan_button()->click();
    QApplication::processEvents();
    gui::GanttView& view = *panel.view();
    QWidget* vp = view.viewport();
    const QPointF from(200, 60);
    QMouseEvent press(QEvent::MouseButtonPress, from, vp->mapToGlobal(from), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(vp, &press);
    double x = 400;
    for (auto _ : state) {
        x = x >= 1200 ? 400 : x + 7;
        const QPointF to(x, 700);
        QMouseEvent move(QEvent::MouseMove, to, vp->mapToGlobal(to), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(vp, &move);
        QImage image(vp->size(), QImage::Format_ARGB32_Premultiplied);
        view.render_to(image);  // the repaint the move asks for
        benchmark::DoNotOptimize(image.bits());
    }
    state.counters["ghost_nodes"] = static_cast<double>(view.overlay().ghost_nodes.size());
}
BENCHMARK(BM_PlanDragStep)->Unit(benchmark::kMillisecond);

void BM_ImpactAnswer(benchmark::State& state) {
    // An answer as large as 10,000 queued jobs make it, half of them delayed.
    ImpactReport report;
    for (int i = 0; i < 10'000; ++i) {
        JobImpact j;
        j.job = std::to_string(i);
        j.user = "u" + std::to_string(i % 40);
        j.account = "a" + std::to_string(i % 7);
        j.procs = 8;
        j.walltime = Duration::hours(2);
        j.before = Time::from_seconds(600L * i);
        j.after = Time::from_seconds(600L * i + (i % 2 == 0 ? 3600 : 0));
        j.nodes_before = j.nodes_after = 1;
        if (j.delayed()) {
            report.delayed.add(j.delay());
            report.delayed_by_user[j.user].add(j.delay());
            report.delayed_by_account[j.account].add(j.delay());
        }
        report.jobs.push_back(std::move(j));
    }
    const nlohmann::json json = impact_json(report);
    gui::ImpactPane pane;
    pane.resize(500, 900);
    pane.show();
    const LocalCalendar cal = LocalCalendar::utc();
    for (auto _ : state) {
        std::string error;
        const auto read = impact_from_json(json, error);
        pane.show_report(*read, cal);
        benchmark::DoNotOptimize(read->jobs.size());
    }
}
BENCHMARK(BM_ImpactAnswer)->Unit(benchmark::kMillisecond);

void BM_PlayAtTopSpeed(benchmark::State& state) {
    for (auto _ : state) {
        gui::MainWindow window;
        window.resize(1400, 860);
        window.show();
        window.open_demo();
        window.show_panel(state.range(0) == 1 ? u"priority" : state.range(0) == 3 ? u"queue" : u"schedule");
        InputsResult result;
        result.inputs = burst_inputs(10'600);
        if (!window.start_session(std::move(result))) {
            state.SkipWithError("the session did not start");
            return;
        }
        gui::EngineClient* session = window.client();
        QEventLoop first;
        QObject::connect(session, &gui::EngineClient::frame_changed, &first, &QEventLoop::quit);
        first.exec();

        // The GUI event loop's stalls: how late a 5 ms timer fires at worst.
        QElapsedTimer clock;
        clock.start();
        qint64 last = clock.nsecsElapsed();
        double worst_stall_ms = 0;
        int frames = 0;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        QObject::connect(&probe, &QTimer::timeout, [&] {
            const qint64 at = clock.nsecsElapsed();
            worst_stall_ms = std::max(worst_stall_ms, static_cast<double>(at - last) / 1e6 - 5.0);
            last = at;
        });
        QObject::connect(session, &gui::EngineClient::frame_changed, [&frames] { ++frames; });
        const Time start = session->frame()->at;
        session->set_speed(10'000);
        session->play();
        probe.start(5);
        QEventLoop run;
        QTimer::singleShot(5000, &run, &QEventLoop::quit);
        run.exec();
        probe.stop();
        session->pause();
        state.counters["max_frame_ms"] = window.max_frame_ms();
        state.counters["max_stall_ms"] = worst_stall_ms;
        state.counters["frames"] = frames;
        state.counters["idle_jobs"] = static_cast<double>(session->frame()->view->idle_jobs);
        state.counters["sim_hours"] = static_cast<double>((session->frame()->at - start).count()) / 3600.0;
    }
}
void BM_StandingDragStep(benchmark::State& state) {
    auto cluster = std::make_shared<Cluster>();
    for (const char* partition : {"batch", "gpu"}) {
        const PartitionId p = cluster->add_partition(partition);
        for (const auto& h : expand_hosts(std::string(partition) + "[0001-0500]").hosts) {
            Node n;
            n.name = h;
            n.partition = p;
            n.capacity.procs = 32;
            cluster->add_node(std::move(n));
        }
    }
    const char* config =
        "SRCFG[interactive] DAYS=MON,TUE,WED,THU,FRI STARTTIME=08:00:00 ENDTIME=18:00:00 TASKCOUNT=64 "
        "RESOURCES=PROCS:1 PARTITION=batch CLASSLIST=q1 DEPTH=5\n"
        "SRCFG[night] STARTTIME=20:00:00 ENDTIME=24:00:00 TASKCOUNT=300 PARTITION=batch CLASSLIST=long\n"
        "SRCFG[morning] STARTTIME=00:00:00 ENDTIME=06:00:00 TASKCOUNT=300 PARTITION=batch CLASSLIST=long\n"
        "SRCFG[gpudebug] HOSTLIST=gpu0001,gpu0002,gpu0003,gpu0004 GROUPLIST=g3\n"
        "SRCFG[maint] PERIOD=WEEK STARTTIME=3:06:00:00 ENDTIME=3:10:00:00 HOSTLIST=batch[0001-0100]\n"
        "SRCFG[gpuday] DAYS=MON,WED,FRI STARTTIME=09:00:00 ENDTIME=17:00:00 TASKCOUNT=200 PARTITION=gpu "
        "QOSLIST=high\n"
        "SRCFG[weekend] DAYS=SAT,SUN TASKCOUNT=400 PARTITION=batch ACCOUNTLIST=physics\n"
        "SRCFG[training] DAYS=TUE,THU STARTTIME=13:00:00 ENDTIME=15:00:00 TASKCOUNT=32 USERLIST=alice,bob\n";
    gui::ConfigModel model;
    model.set_document(ConfigDocument::parse(config, "maui.cfg"));
    gui::StandingPanel panel(&model, nullptr);
    panel.resize(1400, 800);
    panel.show();
    panel.set_machine(cluster, LocalCalendar::utc(1772323200), NodeAllocationPolicy::LastAvailable,
                      Time::from_seconds(86400 + 10 * 3600));
    QApplication::processEvents();
    int block = 0;
    for (std::size_t i = 0; i < panel.week()->blocks().size(); ++i)
        if (panel.week()->blocks()[i].name == QStringLiteral("interactive") &&
            panel.week()->blocks()[i].day == 2)
            block = static_cast<int>(i);
    gui::WeekView& view = *panel.view();
    const gui::WeekBlock& b = panel.week()->blocks()[static_cast<std::size_t>(block)];
    const double x = view.block_rect(block).center().x();
    const auto point = [&](std::int64_t seconds) { return QPointF(x, view.point_at(b.day, seconds).y()); };
    const QPointF grab = point(b.from + 2 * 3600);
    QMouseEvent press(QEvent::MouseButtonPress, grab, view.mapToGlobal(grab), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(&view, &press);
    int step = 0;
    QElapsedTimer clock;
    double max_step_ms = 0;
    for (auto _ : state) {
        clock.start();
        step = step % 8 + 1;  // the drag goes down and up in quarter hours
        const QPointF to = point(b.from + 2 * 3600 + (step <= 4 ? step : 8 - step) * gui::WeekView::kStep);
        QMouseEvent move(QEvent::MouseMove, to, view.mapToGlobal(to), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        QApplication::processEvents();  // the repaint the step asked for, a placement that arrived
        max_step_ms = std::max(max_step_ms, static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    clock.start();  // after the timed loop
    while (panel.planner()->pending()) QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    state.counters["catch_up_ms"] = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    state.counters["max_step_ms"] = max_step_ms;
    state.counters["blocks"] = static_cast<double>(panel.week()->blocks().size());
    state.counters["conflicts"] = static_cast<double>(panel.conflicts()->count());
}
BENCHMARK(BM_StandingDragStep)->Unit(benchmark::kMillisecond);

void BM_StandingWeekPaint(benchmark::State& state) {
    auto cluster = std::make_shared<Cluster>();
    const PartitionId p = cluster->add_partition("batch");
    for (const auto& h : expand_hosts("batch[0001-0200]").hosts) {
        Node n;
        n.name = h;
        n.partition = p;
        n.capacity.procs = 32;
        cluster->add_node(std::move(n));
    }
    std::string config;
    for (int i = 0; i < 12; ++i)
        config += "SRCFG[s" + std::to_string(i) + "] STARTTIME=" + std::to_string(i) +
                  ":00:00 ENDTIME=" + std::to_string(i + 3 + i % 5) + ":00:00 TASKCOUNT=4 CLASSLIST=q" +
                  std::to_string(i) + " USERLIST=alice,bob\n";
    gui::ConfigModel model;
    model.set_document(ConfigDocument::parse(config, "maui.cfg"));
    gui::StandingPanel panel(&model, nullptr);
    panel.resize(1100, 720);
    panel.show();
    panel.set_machine(cluster, LocalCalendar::utc(1772323200), NodeAllocationPolicy::LastAvailable,
                      Time::from_seconds(86400 + 10 * 3600));
    QApplication::processEvents();
    for (auto _ : state) panel.view()->repaint();
    state.counters["blocks"] = static_cast<double>(panel.week()->blocks().size());
}
BENCHMARK(BM_StandingWeekPaint)->Unit(benchmark::kMillisecond);

// 1: the Priority panel in view (10,000 rows re-ranked per frame); 2: the Schedule panel; 3: the
// Queue panel (10,000 rows parted into idle and blocked per frame).
BENCHMARK(BM_PlayAtTopSpeed)->Arg(1)->Arg(2)->Arg(3)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace outrigger::bench

int main(int argc, char** argv) {
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
