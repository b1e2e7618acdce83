#pragma once

// A blocking client of outriggerd's control socket: connect, say hello, then one request at a time,
// each answered before the next is sent. Errors are values: a client that cannot connect learns
// why and where it looked.

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/line_buffer.hpp"
#include "protocol/reply.hpp"

class QLocalSocket;

namespace outrigger::protocol {

struct CallResult {
    std::optional<Reply> reply;
    std::string error;  // the connection failed or the reply did not parse
};

class ServiceClient {
  public:
    ServiceClient();
    ~ServiceClient();
    ServiceClient(const ServiceClient&) = delete;
    ServiceClient& operator=(const ServiceClient&) = delete;

    // Connects to `path` and says hello as `client`. false with error() set when nothing listens
    // there, the service refuses the hello, or it does not answer within timeout_ms.
    bool connect(const std::string& path, std::string_view client, int timeout_ms);
    [[nodiscard]] const std::string& error() const { return error_; }
    // Whether the last connect() reached a service (which then refused or did not answer the hello).
    [[nodiscard]] bool reached() const { return reached_; }
    // The service's answer to the hello: its version, the peer's user and level, the sequence.
    [[nodiscard]] const nlohmann::json& welcome() const { return welcome_; }

    // Sends `request` (its "id" is set here) and waits for its reply.
    CallResult call(nlohmann::json request, int timeout_ms);

  private:
    std::optional<std::string> read_line(int timeout_ms);

    std::unique_ptr<QLocalSocket> socket_;
    LineBuffer buffer_;
    std::string error_;
    nlohmann::json welcome_;
    std::int64_t next_id_ = 1;
    bool reached_ = false;
};

}  // namespace outrigger::protocol
