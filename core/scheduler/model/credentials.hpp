#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model/ids.hpp"
#include "model/names.hpp"

namespace outrigger {

// The five credential types a job carries (guide 6.2, 6.3, 5.1.2).
enum class CredKind : std::uint8_t { User, Group, Account, Qos, Class };
inline constexpr std::size_t kCredKinds = 5;
inline constexpr std::array<CredKind, kCredKinds> kAllCredKinds{
    CredKind::User, CredKind::Group, CredKind::Account, CredKind::Qos, CredKind::Class};

constexpr std::size_t index(CredKind k) {
    return static_cast<std::size_t>(k);
}
// "USER", "GROUP", "ACCOUNT", "QOS", "CLASS": the guide's spelling in multi-dimensional limits and OWNER.
std::string_view cred_kind_keyword(CredKind k);
// "User", "Group", "Account", "QOS", "Class": the spelling of fairshare data files and reports.
std::string_view cred_kind_title(CredKind k);
std::optional<CredKind> parse_cred_kind(std::string_view keyword);  // case-insensitive; ACCT accepted

// A credential: its kind and its interned id within that kind.
struct CredRef {
    CredKind kind = CredKind::User;
    CredId id;
    constexpr bool operator==(const CredRef&) const = default;
};

// The credentials of one job: one id per kind. An invalid id means "none" (e.g. no account).
struct Credentials {
    std::array<CredId, kCredKinds> ids{};
    [[nodiscard]] constexpr CredId operator[](CredKind k) const { return ids[index(k)]; }
    constexpr CredId& operator[](CredKind k) { return ids[index(k)]; }
    [[nodiscard]] constexpr CredId user() const { return ids[0]; }
    [[nodiscard]] constexpr CredId group() const { return ids[1]; }
    [[nodiscard]] constexpr CredId account() const { return ids[2]; }
    [[nodiscard]] constexpr CredId qos() const { return ids[3]; }
    [[nodiscard]] constexpr CredId job_class() const { return ids[4]; }
    constexpr bool operator==(const Credentials&) const = default;
};

// Every name the core has seen, interned per table. Owned by whoever owns the jobs and nodes
// (a workload, a cluster, the service state); never a global.
// A credential by kind and name, as a resource manager reports it.
struct CredName {
    CredKind kind{};
    std::string name;
};

class Names {
  public:
    CredId intern(CredKind k, std::string_view name) { return CredId(creds_[index(k)].intern(name)); }
    [[nodiscard]] std::optional<CredId> find(CredKind k, std::string_view name) const {
        if (auto v = creds_[index(k)].find(name)) return CredId(*v);
        return std::nullopt;
    }
    [[nodiscard]] const std::string& name(CredKind k, CredId id) const {
        return creds_[index(k)].name(id.value());
    }
    [[nodiscard]] std::size_t count(CredKind k) const { return creds_[index(k)].size(); }

    FeatureId intern_feature(std::string_view n) { return FeatureId(features_.intern(n)); }
    [[nodiscard]] std::optional<FeatureId> find_feature(std::string_view n) const {
        if (auto v = features_.find(n)) return FeatureId(*v);
        return std::nullopt;
    }
    [[nodiscard]] const std::string& feature(FeatureId id) const { return features_.name(id.value()); }

    GresId intern_gres(std::string_view n) { return GresId(gres_.intern(n)); }
    [[nodiscard]] std::optional<GresId> find_gres(std::string_view n) const {
        if (auto v = gres_.find(n)) return GresId(*v);
        return std::nullopt;
    }
    [[nodiscard]] const std::string& gres(GresId id) const { return gres_.name(id.value()); }
    [[nodiscard]] std::size_t gres_count() const { return gres_.size(); }

  private:
    std::array<NameTable, kCredKinds> creds_;
    NameTable features_;
    NameTable gres_;
};

}  // namespace outrigger
