#pragma once

#include <compare>
#include <cstdint>
#include <functional>
#include <limits>

namespace outrigger {

// A dense index into one table, typed by what it indexes so that a job id can never be used as
// a node id. Names are interned to these ids once; hot loops never touch strings.
template <class Tag>
class Id {
  public:
    using Rep = std::uint32_t;
    constexpr Id() = default;
    constexpr explicit Id(Rep v) : v_(v) {}
    static constexpr Id invalid() { return Id(); }

    [[nodiscard]] constexpr Rep value() const { return v_; }
    [[nodiscard]] constexpr bool valid() const { return v_ != kInvalid; }
    constexpr auto operator<=>(const Id&) const = default;

  private:
    static constexpr Rep kInvalid = std::numeric_limits<Rep>::max();
    Rep v_ = kInvalid;
};

using JobId = Id<struct JobTag>;
using NodeId = Id<struct NodeTag>;
using PartitionId = Id<struct PartitionTag>;
using CredId = Id<struct CredTag>;        // a user, group, account, QOS or class (kind kept beside it)
using FeatureId = Id<struct FeatureTag>;  // a node feature ("largememory")
using GresId = Id<struct GresTag>;        // a generic resource name ("gpu")
using ReservationId = Id<struct ReservationTag>;

}  // namespace outrigger

template <class Tag>
struct std::hash<outrigger::Id<Tag>> {
    std::size_t operator()(outrigger::Id<Tag> id) const noexcept {
        return std::hash<std::uint32_t>{}(id.value());
    }
};
