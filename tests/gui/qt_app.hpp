#pragma once

// Helpers the GUI tests share. The QApplication itself is created by gui_test_main.cpp.

#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <string>

#include "workloads.hpp"

namespace outrigger::testing {

inline QApplication& qt_app() {
    return *qApp;
}

inline std::filesystem::path demo_config_path() {
    return source_dir() / "resources" / "demo" / "maui.cfg";
}

inline std::string read_bytes(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::string bytes(static_cast<std::size_t>(std::filesystem::file_size(p)), '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return bytes;
}

// Handles events until `done` holds or `ms` have passed; whether it holds. The tests run under
// GoogleTest, to which QTRY_* macros do not report: check the result with ASSERT_TRUE/EXPECT_TRUE.
template <class Done>
bool wait_until(Done done, int ms) {
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > ms) return false;
        QTest::qWait(10);
    }
    return true;
}

}  // namespace outrigger::testing

// Readable QString values in gtest failure messages.
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}
