#pragma once

// Where the control socket lives, decided in one place for outriggerd, orctl and the workbench:
// $OUTRIGGER_SOCKET when set; else $XDG_RUNTIME_DIR/outrigger/outriggerd.sock (a service a user
// runs for themselves); else /run/outrigger/outriggerd.sock (the system service). A client tries
// each place in that order; the service listens on the first.

#include <string>
#include <vector>

namespace outrigger::protocol {

struct SocketPlace {
    std::string path;
    std::string why;  // "$OUTRIGGER_SOCKET", "$XDG_RUNTIME_DIR", "the system default"
};

inline constexpr const char* kSystemSocket = "/run/outrigger/outriggerd.sock";

// The places in order, from the environment of this process.
[[nodiscard]] std::vector<SocketPlace> socket_places();
// The first of them: where a service listens when told no --socket.
[[nodiscard]] SocketPlace default_socket_place();

}  // namespace outrigger::protocol
