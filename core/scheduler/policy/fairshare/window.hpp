#pragma once

// One fairshare window (guide 6.3.2.2): the usage charged to every credential during
// [start, start + length), plus the TOTAL delivered in it. Usage is in the FSPOLICY metric's unit
// (proc-seconds for DEDICATEDPS and UTILIZEDPS, PE-seconds for DEDICATEDPES). Credentials are
// keyed by their interned id (dense vectors, grown on first charge); names appear only when a
// window is written to or read from its FS.<epoch> file.

#include <array>
#include <vector>

#include "model/credentials.hpp"
#include "model/time.hpp"

namespace outrigger {

struct FsWindow {
    Time start;
    Duration length;
    std::array<std::vector<double>, kCredKinds> usage;  // [kind][CredId value]
    double total = 0;

    [[nodiscard]] Time end() const { return start + length; }
    [[nodiscard]] bool contains(Time t) const { return start <= t && t < end(); }

    // Usage of one credential; 0 for an invalid id or one never charged here.
    [[nodiscard]] double usage_of(CredRef c) const {
        const auto& v = usage[index(c.kind)];
        return c.id.valid() && c.id.value() < v.size() ? v[c.id.value()] : 0.0;
    }
    // Adds `amount` to one credential (TOTAL is not touched: see charge()).
    void add(CredRef c, double amount) {
        if (!c.id.valid()) return;
        auto& v = usage[index(c.kind)];
        if (c.id.value() >= v.size()) v.resize(c.id.value() + 1, 0.0);
        v[c.id.value()] += amount;
    }
    // Charges every valid credential of a job and the TOTAL.
    void charge(const Credentials& creds, double amount) {
        for (const CredKind k : kAllCredKinds) add(CredRef{k, creds[k]}, amount);
        total += amount;
    }
};

}  // namespace outrigger
