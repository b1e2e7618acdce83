#pragma once

// A Reason kept as the facts it is built from, and built only when someone asks.
//
// Why: every iteration notes why each waiting job is blocked, and a throttled queue holds
// thousands of them, while a report asks about a handful. A Reason is a vector of named,
// typed arguments (an allocation, strings); its facts (which limit, whose, value, usage,
// request) are a few numbers. The facts are held in place, with no allocation, and turned into
// the Reason on demand by the function of their type.
//
// Facts: any trivially copyable, default-constructible type of at most kCapacity bytes with
// `Reason reason() const`.
// A DeferredReason is a self-contained value: copying it copies the facts, nothing refers back
// to the object that produced them.

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "model/reason.hpp"

namespace outrigger {

class DeferredReason {
  public:
    static constexpr std::size_t kCapacity = 80;  // a throttle limit hit takes 72

    template <class Facts>
    static constexpr bool kFacts =
        std::is_trivially_copyable_v<Facts>&& std::is_default_constructible_v<Facts> &&
        sizeof(Facts) <= kCapacity && alignof(Facts) <= alignof(std::int64_t) && requires(const Facts& f) {
        { f.reason() } -> std::same_as<Reason>;
    };

    // A reason already built. Implicit, so that a filter's `return Reason{...}` reads as before.
    DeferredReason(Reason built) : code_(built.code), built_(std::move(built)) {}

    // `code` must be the code `facts.reason()` gives.
    template <class Facts>
    requires kFacts<Facts> DeferredReason(ReasonCode code, const Facts& facts)
        : code_(code), build_(&build_from<Facts>) {
        std::memcpy(facts_.data(), &facts, sizeof(Facts));
    }

    [[nodiscard]] ReasonCode code() const { return code_; }
    [[nodiscard]] Reason reason() const { return build_ != nullptr ? build_(facts_.data()) : built_; }

  private:
    template <class Facts>
    static Reason build_from(const std::byte* bytes) {
        Facts f;
        std::memcpy(&f, bytes, sizeof(Facts));
        return f.reason();
    }

    ReasonCode code_{};
    Reason (*build_)(const std::byte*) = nullptr;
    alignas(std::int64_t) std::array<std::byte, kCapacity> facts_{};
    Reason built_;  // when built_ is given; empty (no allocation) otherwise
};

}  // namespace outrigger
