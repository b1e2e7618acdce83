#pragma once

// An allocator for vectors that grow by resize() and are then written by memcpy: the elements
// resize() adds are left unwritten instead of set to their default value first.
//
// Why: an iteration notes every job of a deep queue that it turned down, a run at a time, by
// copying the run's ids and requests onto the end of two arrays. Setting the new elements first
// and copying over them wrote each byte twice, a twentieth of an overloaded replay's time.
//
// Only for element types whose every value is a copy of bytes (trivially copyable and trivially
// destructible): such an object comes into being when bytes are copied over it. Anything else,
// and every construction with arguments, is constructed as std::allocator constructs it.

#include <memory>
#include <type_traits>
#include <utility>

namespace outrigger {

template <class T>
struct UnwrittenGrowth : std::allocator<T> {
    template <class U>
    struct rebind {
        using other = UnwrittenGrowth<U>;
    };
    UnwrittenGrowth() = default;
    template <class U>
    explicit UnwrittenGrowth(const UnwrittenGrowth<U>& /*other*/) noexcept {}

    template <class U>
    requires std::is_trivially_copyable_v<U> && std::is_trivially_destructible_v<U>
    void construct(U* /*at*/) noexcept {}
    template <class U, class... Args>
    void construct(U* at, Args&&... args) {
        ::new (static_cast<void*>(at)) U(std::forward<Args>(args)...);
    }
};

}  // namespace outrigger
