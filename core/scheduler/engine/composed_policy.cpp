#include "engine/composed_policy.hpp"

#include "schedule/priority.hpp"

namespace outrigger {

ComposedPolicy::~ComposedPolicy() = default;

ComposedPolicy ComposedPolicy::compose(PolicySetup setup) {
    ComposedPolicy p;
    p.owned_cluster_ = std::make_unique<Cluster>(std::move(setup.cluster));
    p.cluster_ = p.owned_cluster_.get();
    p.calendar_ = setup.calendar;
    p.config_ = setup.config;
    p.stack_options_ = setup.stack;
    if (setup.full_policy) {
        p.owned_stack_ = std::make_unique<PolicyStack>(std::move(setup.config), *p.owned_cluster_,
                                                       setup.calendar, setup.stack);
        p.stack_ = p.owned_stack_.get();
        p.scheduler_ = &p.owned_stack_->scheduler();
        p.instant_ = p.owned_stack_.get();
    } else {
        SchedulerPolicy sp = SchedulerPolicy::from_config(setup.config);
        if (setup.stack.named) sp.apply(*setup.stack.named);
        p.owned_scheduler_ =
            std::make_unique<Scheduler>(sp, std::make_unique<QueueTimePriority>(setup.config.priority));
        p.scheduler_ = p.owned_scheduler_.get();
    }
    return p;
}

ComposedPolicy ComposedPolicy::recompose(Config config, std::span<const CredName> more) {
    ComposedPolicy p;
    p.owned_cluster_ = std::move(owned_cluster_);
    for (const CredName& c : more) p.owned_cluster_->names().intern(c.kind, c.name);
    p.cluster_ = p.owned_cluster_.get();
    p.calendar_ = calendar_;
    p.config_ = config;
    p.stack_options_ = stack_options_;
    p.owned_stack_ =
        std::make_unique<PolicyStack>(std::move(config), *p.owned_cluster_, calendar_, stack_options_);
    p.stack_ = p.owned_stack_.get();
    p.scheduler_ = &p.owned_stack_->scheduler();
    p.instant_ = p.owned_stack_.get();
    return p;
}

ComposedPolicy ComposedPolicy::borrow(const Cluster& cluster, Scheduler& scheduler, InstantPolicy* instant,
                                      PolicyStack* stack) {
    ComposedPolicy p;
    p.cluster_ = &cluster;
    p.scheduler_ = &scheduler;
    p.instant_ = instant;
    p.stack_ = stack;
    if (stack) {
        p.calendar_ = stack->calendar();
        p.config_ = stack->config();
    }
    return p;
}

}  // namespace outrigger
