#include "service/fairshare_files.hpp"

#include "stack/policy_stack.hpp"

namespace outrigger::service {

std::vector<std::string> FairshareFiles::follow(const Engine& engine) {
    std::vector<std::string> failures;
    const PolicyStack* stack = engine.policy().stack();
    if (stack == nullptr || !stack->fairshare_accountant().on() || engine.now() == Time::min())
        return failures;
    const auto windows = stack->ledger().windows();
    if (windows.empty() || (current_ && windows.front().start == *current_)) return failures;
    if (!store_) store_.emplace(dir_, engine.policy().calendar());
    // windows[0] is the current window; the closed ones follow, newest first.
    for (std::size_t i = 1; i < windows.size(); ++i) {
        if (current_ && windows[i].start < *current_) break;
        if (auto e = store_->save(windows[i], engine.cluster().names())) failures.push_back(std::move(*e));
    }
    current_ = windows.front().start;
    return failures;
}

}  // namespace outrigger::service
