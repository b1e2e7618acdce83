#pragma once

// A Reason in the words checkjob prints it with (throttling reasons in the throttle's words, the
// rest in the scheduler's), for front ends that read reasons from a view (cluster_view.hpp) and
// stay above the engine: the same sentence wherever a job's reason is shown.

#include <string>

#include "model/credentials.hpp"
#include "model/reason.hpp"

namespace outrigger {

[[nodiscard]] std::string reason_words(const Reason& reason, const Names& names);

}  // namespace outrigger
