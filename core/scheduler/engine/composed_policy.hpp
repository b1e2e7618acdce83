#pragma once

// The policy an engine runs: the machine, a configured Scheduler and the hooks it needs at each
// instant, composed once from the run's inputs. Two compositions exist: the whole policy stack of
// a maui.cfg (stack/policy_stack.hpp), and Maui's default queue-time order alone, which replays a
// log under a named backfill policy without the cost of the factors it would not use. Tests and
// benchmarks may also lend parts they own (borrow()).

#include <memory>
#include <optional>
#include <span>
#include <string>

#include "config/settings.hpp"
#include "model/calendar.hpp"
#include "model/cluster.hpp"
#include "schedule/instant_policy.hpp"
#include "schedule/iteration.hpp"
#include "stack/policy_stack.hpp"

namespace outrigger {

struct PolicySetup {
    Config config;
    Cluster cluster;  // its Names hold every credential of the jobs to come
    LocalCalendar calendar = LocalCalendar::utc();
    StackOptions stack;
    // false: Maui's default queue-time order with the configuration's backfill settings (and
    // stack.named), nothing else of the configuration.
    bool full_policy = true;
};

class ComposedPolicy {
  public:
    [[nodiscard]] static ComposedPolicy compose(PolicySetup setup);
    // Parts owned by the caller, which must outlive the policy. `stack` may be null.
    [[nodiscard]] static ComposedPolicy borrow(const Cluster& cluster, Scheduler& scheduler,
                                               InstantPolicy* instant, PolicyStack* stack = nullptr);

    ComposedPolicy(ComposedPolicy&&) noexcept = default;
    ComposedPolicy& operator=(ComposedPolicy&&) noexcept = default;
    ~ComposedPolicy();

    [[nodiscard]] const Cluster& cluster() const { return *cluster_; }
    [[nodiscard]] Scheduler& scheduler() { return *scheduler_; }
    [[nodiscard]] const Scheduler& scheduler() const { return *scheduler_; }
    [[nodiscard]] InstantPolicy* instant() { return instant_; }
    [[nodiscard]] const InstantPolicy* instant() const { return instant_; }
    // The whole stack, for its reports and commands; nullptr under the queue-time order alone.
    [[nodiscard]] PolicyStack* stack() { return stack_; }
    [[nodiscard]] const PolicyStack* stack() const { return stack_; }
    [[nodiscard]] const LocalCalendar& calendar() const { return calendar_; }
    [[nodiscard]] const Config& config() const { return config_; }

    // The whole policy of `config` over this policy's cluster (which moves into the result; this
    // policy must then be dropped) with the same calendar and stack options. Only a composed whole
    // policy can be recomposed: nullptr stack() otherwise, and the caller must not ask.
    [[nodiscard]] bool recomposable() const { return owned_stack_ != nullptr && owned_cluster_ != nullptr; }
    // `more` credentials are interned into the cluster's names first (the tables are compiled for
    // the names known then).
    [[nodiscard]] ComposedPolicy recompose(Config config, std::span<const CredName> more = {});

  private:
    ComposedPolicy() = default;

    std::unique_ptr<Cluster> owned_cluster_;
    std::unique_ptr<PolicyStack> owned_stack_;
    std::unique_ptr<Scheduler> owned_scheduler_;
    const Cluster* cluster_ = nullptr;
    Scheduler* scheduler_ = nullptr;
    InstantPolicy* instant_ = nullptr;
    PolicyStack* stack_ = nullptr;
    LocalCalendar calendar_ = LocalCalendar::utc();
    Config config_;
    StackOptions stack_options_;
};

}  // namespace outrigger
