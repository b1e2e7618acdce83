#include "model/credentials.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "model/ascii.hpp"

namespace outrigger {

std::string_view cred_kind_keyword(CredKind k) {
    static constexpr std::array<std::string_view, kCredKinds> kWords{"USER", "GROUP", "ACCOUNT", "QOS",
                                                                     "CLASS"};
    return kWords[index(k)];
}

std::string_view cred_kind_title(CredKind k) {
    static constexpr std::array<std::string_view, kCredKinds> kWords{"User", "Group", "Account", "QOS",
                                                                     "Class"};
    return kWords[index(k)];
}

std::optional<CredKind> parse_cred_kind(std::string_view keyword) {
    const std::string up = ascii_upper(keyword);
    if (up == "ACCT") return CredKind::Account;
    for (const CredKind k : kAllCredKinds)
        if (up == cred_kind_keyword(k)) return k;
    return std::nullopt;
}

}  // namespace outrigger
