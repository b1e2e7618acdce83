#include "service/peer.hpp"

#include <pwd.h>
#include <sys/socket.h>

#include <vector>

namespace outrigger::service {

std::optional<uid_t> peer_uid(int socket_fd) {
    ucred cred{};
    socklen_t length = sizeof cred;
    if (socket_fd < 0 || getsockopt(socket_fd, SOL_SOCKET, SO_PEERCRED, &cred, &length) != 0 ||
        length != sizeof cred)
        return std::nullopt;
    return cred.uid;
}

std::string user_name(uid_t uid) {
    passwd entry{};
    passwd* found = nullptr;
    std::vector<char> buffer(16384);
    if (getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &found) == 0 && found != nullptr &&
        found->pw_name)
        return found->pw_name;
    return std::to_string(uid);
}

}  // namespace outrigger::service
