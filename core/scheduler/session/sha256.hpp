#pragma once

// SHA-256 (FIPS 180-4) of bytes, as lower-case hex: the digest a what-if report prints for its
// workload and configuration files, so that a reader can check that a file is the one compared
// (`sha256sum FILE` gives the same).

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace outrigger {

class Sha256 {
  public:
    Sha256();
    void update(std::string_view bytes);
    // The digest of everything updated so far, as 64 lower-case hex digits; the object is spent.
    [[nodiscard]] std::string hex();

  private:
    void block(const unsigned char* p);
    std::array<std::uint32_t, 8> h_{};
    std::array<unsigned char, 64> buf_{};
    std::size_t buffered_ = 0;
    std::uint64_t length_ = 0;  // bytes
};

[[nodiscard]] std::string sha256_hex(std::string_view bytes);
// The digest of a file's bytes; nullopt when it cannot be read.
[[nodiscard]] std::optional<std::string> sha256_file_hex(const std::filesystem::path& path);

}  // namespace outrigger
