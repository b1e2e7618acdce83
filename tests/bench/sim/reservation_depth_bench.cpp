// Replays that protect more than the head job (issue 24, section 1), parse included: conservative
// backfill (every waiting job reserved, RESERVATIONPOLICY HIGHEST) on the shared traces, and
// RESERVATIONDEPTH 8 on SDSC-BLUE under CURRENTHIGHEST and under HIGHEST, all with the logs'
// requested walltimes (a job that requests none gets its run time), so that jobs end early and
// reservations move. Targets: SDSC-BLUE
// conservative under 3 s, KTH-SP2 conservative under 0.3 s, each depth-8 replay under 2 s
// (medians of --benchmark_repetitions=5). Skipped when the traces are absent.

#include <benchmark/benchmark.h>

#include "shared_log_replay.hpp"

namespace outrigger {
namespace {

void replay(benchmark::State& state, const char* file, WalltimeEstimate estimate,
            const SchedulerPolicy& policy) {
    testing::replay_shared_log(state, file, estimate, policy);
}

SchedulerPolicy conservative() {
    SchedulerPolicy p = SchedulerPolicy::from_config(Config{});
    p.apply(NamedPolicy::Conservative);
    return p;
}

SchedulerPolicy depth8(ReservationPolicy reservations) {
    SchedulerPolicy p = SchedulerPolicy::from_config(Config{});
    p.scheduling.reservation_policy = reservations;
    p.scheduling.depth_groups[0] = ReservationDepthGroup{8, {}};
    return p;
}

void BM_Conservative_KTH_SP2(benchmark::State& s) {
    replay(s, "KTH-SP2-1996-2.1-cln.swf.gz", WalltimeEstimate::run_time(), conservative());
}
void BM_Conservative_SDSC_BLUE(benchmark::State& s) {
    replay(s, "SDSC-BLUE-2000-4.2-cln.swf.gz", WalltimeEstimate::run_time(), conservative());
}
void BM_Depth8_CurrentHighest_SDSC_BLUE(benchmark::State& s) {
    replay(s, "SDSC-BLUE-2000-4.2-cln.swf.gz", WalltimeEstimate::none(),
           depth8(ReservationPolicy::CurrentHighest));
}
void BM_Depth8_Highest_SDSC_BLUE(benchmark::State& s) {
    replay(s, "SDSC-BLUE-2000-4.2-cln.swf.gz", WalltimeEstimate::none(), depth8(ReservationPolicy::Highest));
}
BENCHMARK(BM_Conservative_KTH_SP2)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Conservative_SDSC_BLUE)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Depth8_CurrentHighest_SDSC_BLUE)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Depth8_Highest_SDSC_BLUE)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace outrigger

BENCHMARK_MAIN();
