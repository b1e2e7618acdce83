#include "policy/throttle/exemption.hpp"

namespace outrigger {

QosExemption qos_exemption(const std::vector<std::string>& flags) {
    QosExemption x;
    const auto user_active = [&x](LimitKind k) {
        x.user_active = static_cast<std::uint8_t>(x.user_active | (1U << static_cast<unsigned>(k)));
    };
    for (const std::string& f : flags) {
        if (f == "IGNALL")
            x.all = true;
        else if (f == "IGNSYSTEM")
            x.system = true;
        else if (f == "IGNSYSMAXPROC")
            x.system_procs = true;
        else if (f == "IGNSYSMAXTIME")
            x.system_walltime = true;
        else if (f == "IGNSYSMAXPS")
            x.system_proc_seconds = true;
        else if (f == "IGNUSER")
            x.user = true;
        else if (f == "IGNJOBPERUSER")
            user_active(LimitKind::Jobs);
        else if (f == "IGNPROCPERUSER")
            user_active(LimitKind::Procs);
        else if (f == "IGNNODEPERUSER")
            user_active(LimitKind::Nodes);
        else if (f == "IGNPSPERUSER")
            user_active(LimitKind::ProcSeconds);
        else if (f == "IGNJOBQUEUEDPERUSER")
            x.user_idle_jobs = true;
    }
    return x;
}

}  // namespace outrigger
