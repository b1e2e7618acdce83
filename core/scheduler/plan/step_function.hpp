#pragma once

// Step functions of time as sorted vectors of change points: the calendar's node rows (processors
// in use, or all resources) and its aggregates. A step type has `at` (a Time) and `used`; steps[0]
// is the sentinel at Time::min(), and no two neighbours hold the same value, but for an
// aggregate's step where spans end (see change_steps).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "model/time.hpp"

namespace outrigger::steps {

template <class Steps>
[[gnu::always_inline]] inline std::size_t step_index(const Steps& steps, Time t) {
    // The step in force at t: the last one with at <= t (steps[0] is the Time::min() sentinel).
    // A node carries a handful of change points: a forward scan beats the binary search there.
    constexpr std::size_t kShort = 8;
    if (steps.size() <= kShort) {
        std::size_t i = 1;
        while (i < steps.size() && !(t < steps[i].at)) ++i;
        return i - 1;
    }
    // Branch-free: which half holds t is as good as random, and a mispredicted branch per halving
    // cost more than the search's loads.
    const auto* base = steps.data();
    std::size_t n = steps.size();
    while (n > 1) {
        const std::size_t half = n / 2;
        base += base[half].at <= t ? half : 0;
        n -= half;
    }
    return static_cast<std::size_t>(base - steps.data());
}

// The most processors in use on a node over `when`: the innermost loop of every placement.
template <class Steps>
[[gnu::always_inline]] inline std::int64_t max_procs_during(const Steps& st, Interval when) {
    std::size_t i = step_index(st, when.start);
    std::int64_t m = st[i].used;
    for (++i; i < st.size() && st[i].at < when.end; ++i) m = std::max(m, st[i].used);
    return m;
}

// Applies `change` to every step in force during `when` (splitting the steps at its ends), and
// `at_end` to the step at its end, then drops the change points that no longer change anything,
// only where `when` touched. Shared by the node rows (processors, and all resources) and the
// aggregates, whose steps also count the processors of the spans ending there (`ending`): a step
// where spans end stays, for it is where a node may be freed as another is taken.
template <class Steps, class Change, class AtEnd>
void change_steps(Steps& st, Interval when, Change change, AtEnd at_end) {
    const auto split = [&st](Time t, std::size_t i) {
        if (st[i].at == t) return i;
        auto step = st[i];
        step.at = t;
        if constexpr (requires { step.ending; }) step.ending = 0;
        st.insert(st.begin() + static_cast<std::ptrdiff_t>(i + 1), std::move(step));
        return i + 1;
    };
    const std::size_t first = split(when.start, step_index(st, when.start));
    std::size_t last = st.size();
    if (!when.end.is_never()) {
        // The end's step lies at or after the start's: the scan goes on from there.
        std::size_t i = first;
        while (i + 1 < st.size() && !(when.end < st[i + 1].at)) ++i;
        last = split(when.end, i);
        at_end(st[last]);
    }
    for (std::size_t i = first; i < last; ++i) change(st[i].used);
    const auto merge = [&st](std::size_t i) {
        if (i == 0 || i >= st.size() || !(st[i].used == st[i - 1].used)) return;
        if constexpr (requires { st[i].ending; })
            if (st[i].ending != 0) return;
        st.erase(st.begin() + static_cast<std::ptrdiff_t>(i));
    };
    if (last < st.size()) merge(last);
    merge(first);
}

template <class Steps, class Change>
void change_steps(Steps& st, Interval when, Change change) {
    change_steps(st, when, change, [](auto& /*at_end*/) {});
}

}  // namespace outrigger::steps
