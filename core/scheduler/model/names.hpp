#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace outrigger {

// Interns names to dense indices 0..size()-1 in first-seen order. Lookups by view never allocate.
class NameTable {
  public:
    std::uint32_t intern(std::string_view name);
    [[nodiscard]] std::optional<std::uint32_t> find(std::string_view name) const;
    [[nodiscard]] const std::string& name(std::uint32_t index) const { return names_[index]; }
    [[nodiscard]] std::size_t size() const { return names_.size(); }

  private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
    };
    std::vector<std::string> names_;
    std::unordered_map<std::string, std::uint32_t, Hash, std::equal_to<>> index_;
};

}  // namespace outrigger
