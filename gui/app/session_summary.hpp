#pragma once

// "What you are looking at": the running session in plain words for someone who has never seen
// it, taken from the session's own inputs (the machine, the configuration's policy, the workload
// and its description) so that it says what is replayed, not what the demo used to be. The facts
// are kept as values; describe() words them in the interface's language each time it is asked.

#include <QCoreApplication>
#include <QString>
#include <string>
#include <utility>
#include <vector>

#include "config/settings.hpp"
#include "model/calendar.hpp"

namespace outrigger {
struct RunInputs;
}

namespace outrigger::gui {

struct SessionFacts {
    std::int64_t nodes = 0;
    std::int64_t procs = 0;
    std::vector<std::pair<std::string, std::int64_t>> partitions;  // name, nodes
    std::string workload;                                          // RunInputs::description
    std::int64_t jobs = 0;
    std::string first_submit;  // local dates, as the status bar writes them
    std::string last_submit;
    std::vector<PriorityComponent> ranked_by;  // components with a weight, heaviest first
    BackfillPolicy backfill = BackfillPolicy::FirstFit;
    int reservation_depth = 0;
    FsPolicy fairshare = FsPolicy::None;
    int fairshare_windows = 0;
    Duration fairshare_interval = Duration::zero();
    std::int64_t limits = 0;  // throttling limits of every credential and the system
    std::vector<std::string> standing;
};

[[nodiscard]] SessionFacts session_facts(const RunInputs& inputs);

class SessionSummary {
    Q_DECLARE_TR_FUNCTIONS(SessionSummary)
  public:
    // Rich text: a heading and one short paragraph each on the cluster, the policy, the workload and
    // what the Schedule draws.
    [[nodiscard]] static QString describe(const SessionFacts& facts);
};

}  // namespace outrigger::gui
