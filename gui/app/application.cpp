#include "gui/app/application.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <cstdio>
#include <string_view>

#include "gui/app/language.hpp"
#include "gui/app/main_window.hpp"
#include "outrigger/version.hpp"

namespace outrigger::gui {

namespace {

void describe_application() {
    QCoreApplication::setOrganizationName(QStringLiteral("Outrigger"));
    QCoreApplication::setApplicationName(QStringLiteral("outrigger"));
    QCoreApplication::setApplicationVersion(QLatin1String(kVersion));
}

void configure(QCommandLineParser& parser) {
    parser.setApplicationDescription(QCoreApplication::translate(
        "CommandLine", "Outrigger: the workbench for a Maui-style batch scheduler."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate(
            "CommandLine",
            "A maui.cfg to open (default: the demo configuration with its simulated cluster)."),
        QStringLiteral("[file]"));
}

// --version and --help must work without a display: they are answered before any GUI exists.
bool wants_information_only(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "--version" || arg == "-v" || arg == "--help" || arg == "-h" || arg == "--help-all")
            return true;
    }
    return false;
}

int answer_information(int argc, char** argv) {
    QCoreApplication core(argc, argv);
    Language language;
    language.apply_stored();
    QCommandLineParser parser;
    configure(parser);
    if (!parser.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "%s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("%s %s\n", kProjectName, kVersion);
        return 0;
    }
    std::printf("%s", qPrintable(parser.helpText()));
    return 0;
}

}  // namespace

int run_application(int argc, char** argv) {
    describe_application();
    if (wants_information_only(argc, argv)) return answer_information(argc, argv);

    QApplication app(argc, argv);
    app.setWindowIcon(QIcon(QStringLiteral(":/outrigger/icons/outrigger.png")));
    MainWindow window;
    window.language()->apply_stored();
    QCommandLineParser parser;
    configure(parser);
    if (!parser.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "%s\n", qPrintable(parser.errorText()));
        return 2;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("CommandLine", "Give at most one file.")));
        return 2;
    }
    if (files.isEmpty()) {
        // The living demo, warm and playing, before the window shows: a new user's first sight
        // is a cluster at work, not a configuration tree.
        window.start_first_screen();
        window.show();
        return QApplication::exec();
    }
    window.show();
    if (!window.open_file(files.front())) window.open_demo();
    // One's own maui.cfg runs at once, on the demo's cluster and workload; one with errors says
    // how many stand in the way.
    window.start_demo_session();
    return QApplication::exec();
}

}  // namespace outrigger::gui
