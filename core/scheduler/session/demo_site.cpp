#include "session/demo_site.hpp"

namespace outrigger {

GeneratorParams demo_generator_params() {
    GeneratorParams p;
    p.jobs = 12000;
    p.nodes = 64;
    p.procs_per_node = 20;  // 1,280 processors, as the demo cluster has
    p.load = 0.92;
    p.load_basis = LoadBasis::RunTime;
    p.seed = 20240101;
    p.daily_amplitude = 0.3;
    p.user_zipf = 0.3;
    p.with_records = false;
    p.unix_start_time = 1'704'096'000;  // Monday 2024-01-01 08:00 UTC: the demo opens on a working day
    // The classes of resources/demo/maui.cfg: q1 interactive (short and small, in business hours on
    // the interactive standing reservation's nodes), q2 normal batch, q3 long and wide, q4 the GPU
    // nodes. Sizes and walltimes stay within each class's limits.
    p.classes_of_site = {
        JobClassSpec{"q1", 0.15, 1, 16, 3600, "batch", 16, 0.5, {"normal", "debug"}},
        JobClassSpec{"q2", 0.36, 1, 128, 8 * 3600, "batch", 16, -1, {"normal", "high"}},
        JobClassSpec{"q3", 0.12, 16, 256, 8 * 3600, "batch", 16, 0, {"normal", "high"}},
        JobClassSpec{"q4", 0.37, 1, 128, 8 * 3600, "gpu", 32, 0.1, {"normal", "high"}},
    };
    p.qos_of_site = {
        QosSpec{"normal", {}},
        QosSpec{"high", {"u1", "u2", "u7", "u12"}},
        QosSpec{"debug", {}},
    };
    return p;
}

}  // namespace outrigger
