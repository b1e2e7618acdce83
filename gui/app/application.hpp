#pragma once

// The outrigger program: command-line options, then the workbench window.
//   outrigger [FILE]     opens FILE (a maui.cfg) and runs it on the demo's cluster and workload;
//                        without FILE, the first screen: the demo warm and playing
//   outrigger --version  prints the version and exits (needs no display)
//   outrigger --help     lists the options
// Returns the process exit code: 0, or 2 for a bad command line.

namespace outrigger::gui {

int run_application(int argc, char** argv);

}  // namespace outrigger::gui
