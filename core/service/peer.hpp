#pragma once

// The user at the other end of a local socket, from the kernel (SO_PEERCRED on the native
// descriptor: Qt has no API for it), never from anything the client says.

#include <sys/types.h>

#include <optional>
#include <string>

namespace outrigger::service {

[[nodiscard]] std::optional<uid_t> peer_uid(int socket_fd);
// The login name of `uid`, or the number as text when the system knows no name for it.
[[nodiscard]] std::string user_name(uid_t uid);

}  // namespace outrigger::service
