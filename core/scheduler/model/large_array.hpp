#pragma once

// Room for a large array read at random by index (a trace's job records): reserved once, and
// backed by 2 MiB pages where the kernel offers transparent huge pages on request (Linux THP in
// "madvise" mode, the default of many distributions; "always" gives them anyway).
//
// Why: SDSC-BLUE's 250,000 job records take 72 MB, 17,600 pages of 4 KiB. Each page costs a fault
// when first written (dearer still under a hypervisor), and a replay reads the records by job id
// all along, far more pages than the TLB holds. At 2 MiB a fault and a TLB entry cover 512 times
// as much. A hint only: the array's contents and every result stay the same, and where the kernel
// declines (THP "never", no free huge page, another system) nothing changes.

#include <cstddef>
#include <cstdint>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace outrigger {

// Asks for huge pages over the 2 MiB-aligned part of [data, data + bytes). Below 2 MiB, nothing.
inline void advise_huge_pages(const void* data, std::size_t bytes) noexcept {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t last = (begin + bytes) & ~(kHugePage - 1);
    // The area is this process's own memory: a refusal (EINVAL where THP is compiled out) leaves
    // it as it was, so the result is not checked.
    if (last > first) (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

// v.reserve(n), a new buffer advised onto huge pages. Elements moved into it are written before
// the advice, on small pages; the rest of the room takes huge ones.
template <class T>
void reserve_large(std::vector<T>& v, std::size_t n) {
    const T* before = v.data();
    v.reserve(n);
    if (v.data() != before) advise_huge_pages(v.data(), v.capacity() * sizeof(T));
}

}  // namespace outrigger
