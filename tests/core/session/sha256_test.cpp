// SHA-256 against the FIPS 180-4 examples and `sha256sum`, whole and fed in pieces.
#include "session/sha256.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace outrigger {
namespace {

TEST(Sha256, GivesTheStandardsExampleDigests) {
    EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // Two blocks: the padding spills into a second one.
    EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    EXPECT_EQ(sha256_hex(std::string(1'000'000, 'a')),
              "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, PiecesOfAnyLengthGiveTheDigestOfTheWhole) {
    std::string text;
    for (int i = 0; i < 1000; ++i) text += static_cast<char>('a' + (i * 7) % 26);
    const std::string whole = sha256_hex(text);
    for (const std::size_t piece : {1u, 3u, 55u, 56u, 63u, 64u, 65u, 200u}) {
        Sha256 s;
        for (std::size_t p = 0; p < text.size(); p += piece)
            s.update(std::string_view(text).substr(p, piece));
        EXPECT_EQ(s.hex(), whole) << "pieces of " << piece;
    }
}

TEST(Sha256, DigestsAFileAsItsBytesAndNamesNoneForAMissingFile) {
    const auto path = std::filesystem::temp_directory_path() / "outrigger_sha256_test.bin";
    std::ofstream(path, std::ios::binary) << "abc";
    EXPECT_EQ(sha256_file_hex(path), sha256_hex("abc"));
    std::filesystem::remove(path);
    EXPECT_FALSE(sha256_file_hex(path).has_value());
}

}  // namespace
}  // namespace outrigger
