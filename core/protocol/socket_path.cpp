#include "protocol/socket_path.hpp"

#include <cstdlib>

namespace outrigger::protocol {

namespace {
const char* env(const char* name) {
    const char* v = std::getenv(name);
    return v && *v ? v : nullptr;
}
}  // namespace

std::vector<SocketPlace> socket_places() {
    // An explicit choice is the only place: falling back from it would reach a different service.
    if (const char* s = env("OUTRIGGER_SOCKET")) return {SocketPlace{s, "$OUTRIGGER_SOCKET"}};
    std::vector<SocketPlace> places;
    if (const char* run = env("XDG_RUNTIME_DIR"))
        places.push_back({std::string(run) + "/outrigger/outriggerd.sock", "$XDG_RUNTIME_DIR"});
    places.push_back({kSystemSocket, "the system default"});
    return places;
}

SocketPlace default_socket_place() {
    return socket_places().front();
}

}  // namespace outrigger::protocol
