// outrigger: the desktop workbench. Everything lives in the outrigger_gui library.
#include "gui/app/application.hpp"

int main(int argc, char** argv) {
    return outrigger::gui::run_application(argc, argv);
}
