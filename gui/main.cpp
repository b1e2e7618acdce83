// outrigger: the desktop workbench. Everything lives in the outrigger_gui library.
#include "application.hpp"

int main(int argc, char** argv) {
    return outrigger::gui::run_application(argc, argv);
}
