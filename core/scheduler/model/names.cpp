#include "model/names.hpp"

namespace outrigger {

std::uint32_t NameTable::intern(std::string_view name) {
    if (const auto it = index_.find(name); it != index_.end()) return it->second;
    const auto idx = static_cast<std::uint32_t>(names_.size());
    names_.emplace_back(name);
    index_.emplace(names_.back(), idx);
    return idx;
}

std::optional<std::uint32_t> NameTable::find(std::string_view name) const {
    if (const auto it = index_.find(name); it != index_.end()) return it->second;
    return std::nullopt;
}

}  // namespace outrigger
