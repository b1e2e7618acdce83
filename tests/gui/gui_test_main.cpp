// The GUI tests' main: one QApplication for the process, created before and destroyed after the
// tests (a function-local static would outlive the platform plugin and crash at exit).
#include <gtest/gtest.h>

#include <QApplication>
#include <QStandardPaths>
#include <cstdlib>

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    // Test discovery lists the tests without the test environment (no QT_QPA_PLATFORM): no GUI.
    if (GTEST_FLAG_GET(list_tests)) return RUN_ALL_TESTS();
    // Artefacts (the screenshot) go to the build tree's test-output unless the harness says otherwise.
    setenv("OUTRIGGER_TEST_OUTPUT", OUTRIGGER_TEST_OUTPUT_DEFAULT, 0);
    QStandardPaths::setTestModeEnabled(true);  // QSettings go to Qt's test locations
    QCoreApplication::setOrganizationName(QStringLiteral("OutriggerTests"));
    QCoreApplication::setApplicationName(QStringLiteral("gui_test"));
    QApplication app(argc, argv);
    return RUN_ALL_TESTS();
}
