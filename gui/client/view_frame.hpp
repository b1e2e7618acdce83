#pragma once

// What the panels draw at one moment of a session: the engine's immutable view
// (engine/cluster_view.hpp) and what the session adds to it, passed to the GUI thread by a queued
// signal as a shared pointer to const. Panels read it and never touch the engine: every
// scheduling fact (running and finished jobs with their nodes, job reservations, reservation
// instances, backfill windows and lanes, the queue with each idle job's priority factors) is the
// core's own at view->now.
//
// `at` is the instant shown: a replay paced against the wall clock shows a clock that runs on
// between two instants of the engine; nothing happens between view->now and the next instant, so
// the state at `at` is the state at view->now.

#include <memory>

#include "engine/cluster_view.hpp"

namespace outrigger::gui {

struct ViewFrame {
    ViewPtr view;           // never null
    Time at;                // the instant shown, at or after view->now
    bool finished = false;  // the replay has no event left

    [[nodiscard]] const ViewStatics& statics() const { return *view->statics; }
    [[nodiscard]] const Job& job(JobId id) const { return view->job(id); }
    [[nodiscard]] bool has_job(JobId id) const {
        return id.valid() && view->jobs && id.value() < view->jobs->size();
    }
};

using FramePtr = std::shared_ptr<const ViewFrame>;

}  // namespace outrigger::gui
