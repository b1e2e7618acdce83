#pragma once

// A node's change points, the first few in place. A node held by one job has three (the sentinel,
// the job's start, its end), and a large job's start or completion reads and writes them on
// hundreds of nodes: kept inside the node's row they come with it, one cache miss less per node
// than a vector's separate block. More than kInline move to the heap, and come back once few
// enough are left that the row holds them with room to grow.
//
// The part of std::vector's interface the step functions use (plan/step_function.hpp), for
// trivially copyable steps.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>

namespace outrigger {

template <class Step, std::uint32_t kInline>
class SmallSteps {
    static_assert(std::is_trivially_copyable_v<Step>);

  public:
    SmallSteps() = default;
    SmallSteps(const SmallSteps& other) { assign(other); }
    SmallSteps& operator=(const SmallSteps& other) {
        if (this != &other) assign(other);
        return *this;
    }
    SmallSteps(SmallSteps&& other) noexcept { take(other); }
    SmallSteps& operator=(SmallSteps&& other) noexcept {
        if (this != &other) take(other);
        return *this;
    }
    ~SmallSteps() = default;

    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] bool empty() const { return size_ == 0; }
    [[nodiscard]] Step* data() { return heap_ ? heap_.get() : in_place_.data(); }
    [[nodiscard]] const Step* data() const { return heap_ ? heap_.get() : in_place_.data(); }
    [[nodiscard]] Step* begin() { return data(); }
    [[nodiscard]] Step* end() { return data() + size_; }
    [[nodiscard]] const Step* begin() const { return data(); }
    [[nodiscard]] const Step* end() const { return data() + size_; }
    Step& operator[](std::size_t i) { return data()[i]; }
    const Step& operator[](std::size_t i) const { return data()[i]; }
    [[nodiscard]] const Step& back() const { return data()[size_ - 1]; }

    [[gnu::always_inline]] void push_back(const Step& step) {
        if (size_ == capacity_) grow();
        data()[size_++] = step;
    }
    [[gnu::always_inline]] void pop_back() {
        --size_;
        if (heap_ && size_ < kInline) come_home();
    }
    Step* insert(Step* at, const Step& step) {
        const auto i = static_cast<std::size_t>(at - data());
        if (size_ == capacity_) grow();
        Step* const d = data();
        std::memmove(d + i + 1, d + i, (size_ - i) * sizeof(Step));
        d[i] = step;
        ++size_;
        return d + i;
    }
    Step* erase(Step* at) {
        const auto i = static_cast<std::size_t>(at - data());
        Step* const d = data();
        std::memmove(d + i, d + i + 1, (size_ - i - 1) * sizeof(Step));
        --size_;
        if (heap_ && size_ < kInline) come_home();
        return data() + i;
    }
    void clear() {
        heap_.reset();
        size_ = 0;
        capacity_ = kInline;
    }

  private:
    [[gnu::noinline]] void grow() {
        const std::uint32_t capacity = capacity_ * 2;
        auto bigger = std::make_unique_for_overwrite<Step[]>(capacity);
        std::memcpy(bigger.get(), data(), size_ * sizeof(Step));
        heap_ = std::move(bigger);
        capacity_ = capacity;
    }
    [[gnu::noinline]] void come_home() {
        std::memcpy(in_place_.data(), heap_.get(), size_ * sizeof(Step));
        heap_.reset();
        capacity_ = kInline;
    }
    void assign(const SmallSteps& other) {
        clear();
        if (other.size_ > kInline) {
            heap_ = std::make_unique_for_overwrite<Step[]>(other.capacity_);
            capacity_ = other.capacity_;
        }
        std::memcpy(data(), other.data(), other.size_ * sizeof(Step));
        size_ = other.size_;
    }
    void take(SmallSteps& other) {
        heap_ = std::move(other.heap_);
        if (!heap_) std::memcpy(in_place_.data(), other.in_place_.data(), other.size_ * sizeof(Step));
        size_ = other.size_;
        capacity_ = other.capacity_;
        other.size_ = 0;
        other.capacity_ = kInline;
    }

    std::array<Step, kInline> in_place_{};
    std::unique_ptr<Step[]> heap_;
    std::uint32_t size_ = 0;
    std::uint32_t capacity_ = kInline;
};

}  // namespace outrigger
