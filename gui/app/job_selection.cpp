#include "gui/app/job_selection.hpp"

namespace outrigger::gui {

void JobSelection::select(qint64 job) {
    const qint64 next = job < 0 ? -1 : job;
    if (next == job_) return;
    job_ = next;
    emit changed(job_);
}

}  // namespace outrigger::gui
