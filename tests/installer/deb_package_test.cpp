// `cpack -G DEB` on this build tree makes a package that installs and runs: the programs, the
// desktop file, the icon and the samples are in it, and the unpacked workbench prints its version.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "outrigger/version.hpp"
#include "workloads.hpp"

namespace {

namespace fs = std::filesystem;

struct CommandResult {
    int exit_code = -1;
    std::string output;  // stdout and stderr
};

CommandResult run(const std::string& command) {
    CommandResult r;
    const std::string full = command + " 2>&1";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(full.c_str(), "r"), pclose);
    if (!pipe) return r;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe.get())) > 0)
        r.output.append(buffer.data(), n);
    const int status = pclose(pipe.release());
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

std::string quoted(const fs::path& p) {
    return "'" + p.string() + "'";
}

TEST(DebianPackage, BuildsUnpacksAndTheUnpackedWorkbenchPrintsItsVersion) {
    setenv("OUTRIGGER_TEST_OUTPUT", OUTRIGGER_TEST_OUTPUT_DEFAULT, 0);  // keep the package in the build tree
    const fs::path work = outrigger::testing::output_dir() / "installer";
    fs::remove_all(work);
    fs::create_directories(work);

    const CommandResult pack =
        run(std::string("cd ") + quoted(work) + " && " + quoted(OUTRIGGER_CPACK) + " -G DEB --config " +
            quoted(fs::path(OUTRIGGER_BINARY_DIR) / "CPackConfig.cmake") + " -B " + quoted(work / "out"));
    ASSERT_EQ(pack.exit_code, 0) << pack.output;
    fs::path deb;
    for (const auto& entry : fs::directory_iterator(work / "out"))
        if (entry.path().extension() == ".deb") deb = entry.path();
    ASSERT_FALSE(deb.empty()) << "no .deb in " << work / "out"
                              << "\n"
                              << pack.output;
    EXPECT_NE(deb.filename().string().find(outrigger::kVersion), std::string::npos) << deb;

    const CommandResult fields =
        run("dpkg-deb -f " + quoted(deb) + " Package Version Maintainer Section Depends Description");
    ASSERT_EQ(fields.exit_code, 0) << fields.output;
    EXPECT_NE(fields.output.find("Package: outrigger"), std::string::npos) << fields.output;
    EXPECT_NE(fields.output.find("Maintainer: Outrigger maintainers"), std::string::npos) << fields.output;
    EXPECT_NE(fields.output.find("Section: admin"), std::string::npos) << fields.output;
    EXPECT_NE(fields.output.find("libqt6widgets6"), std::string::npos) << "shlibdeps missing:\n"
                                                                       << fields.output;
    EXPECT_NE(fields.output.find("libsqlite3-0"), std::string::npos)
        << "the service's SQLite is not a dependency:\n"
        << fields.output;

    const fs::path root = work / "root";
    const CommandResult unpack = run("dpkg-deb -x " + quoted(deb) + " " + quoted(root));
    ASSERT_EQ(unpack.exit_code, 0) << unpack.output;
    for (const char* file :
         {"usr/bin/outrigger", "usr/bin/orsim", "usr/sbin/outriggerd", "usr/bin/orctl",
          "usr/lib/systemd/system/outriggerd.service", "usr/share/applications/outrigger.desktop",
          "usr/share/icons/hicolor/scalable/apps/outrigger.svg",
          "usr/share/icons/hicolor/256x256/apps/outrigger.png", "usr/share/outrigger/samples/maui.cfg",
          "usr/share/outrigger/samples/cluster.cfg"})
        EXPECT_TRUE(fs::is_regular_file(root / file)) << file << " is not in the package";

    // No display is needed for --version: unset it so the test means that.
    const CommandResult version = run("env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM " +
                                      quoted(root / "usr/bin/outrigger") + " --version");
    EXPECT_EQ(version.exit_code, 0) << version.output;
    EXPECT_NE(version.output.find(std::string("Outrigger ") + outrigger::kVersion), std::string::npos)
        << version.output;

    // The service and its client run from the package too (no display, no service needed).
    const CommandResult daemon = run(quoted(root / "usr/sbin/outriggerd") + " --version");
    EXPECT_EQ(daemon.exit_code, 0) << daemon.output;
    EXPECT_NE(daemon.output.find(std::string("outriggerd ") + outrigger::kVersion), std::string::npos)
        << daemon.output;
    const CommandResult orctl = run(quoted(root / "usr/bin/orctl") + " --version");
    EXPECT_EQ(orctl.exit_code, 0) << orctl.output;
    const CommandResult unit = run("grep -c '^ExecStart=/usr/sbin/outriggerd ' " +
                                   quoted(root / "usr/lib/systemd/system/outriggerd.service"));
    EXPECT_EQ(unit.output, "1\n");

    const CommandResult desktop =
        run("grep -c '^Exec=outrigger' " + quoted(root / "usr/share/applications/outrigger.desktop"));
    EXPECT_EQ(desktop.output, "1\n");
}

}  // namespace
