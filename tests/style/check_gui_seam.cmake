cmake_minimum_required(VERSION 3.25)
# The workbench stays on the engine seam (the architecture map, "The GUI"): no file under gui/
# includes a header of core/scheduler's sim/, stack/, schedule/ or plan/. It reaches the engine
# through engine/ (views, queries, commands) and session/ (the run assembly and the stepped
# replay), and may read the value types of config/, model/, policy/, reservation/ and workload/.
# Run as `cmake -DSOURCE_DIR=... -P`.
set(forbidden sim stack schedule plan)

file(GLOB_RECURSE sources "${SOURCE_DIR}/gui/*.cpp" "${SOURCE_DIR}/gui/*.hpp" "${SOURCE_DIR}/gui/*.h"
     "${SOURCE_DIR}/gui/*.in")
list(LENGTH sources count)
if(count EQUAL 0)
  message(FATAL_ERROR "no sources under ${SOURCE_DIR}/gui: wrong SOURCE_DIR?")
endif()

set(problems "")
foreach(source IN LISTS sources)
  file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<][a-z_]+/")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[\"<]([a-z_]+)/.*" "\\1" folder "${line}")
    if(folder IN_LIST forbidden)
      file(RELATIVE_PATH where "${SOURCE_DIR}" "${source}")
      string(APPEND problems "  ${where}: ${line}\n")
    endif()
  endforeach()
endforeach()
if(problems)
  message(FATAL_ERROR "the GUI reaches below the engine seam (use engine/, session/ or model/ instead):\n"
                      "${problems}")
endif()
message(STATUS "${count} GUI sources, none includes sim/, stack/, schedule/ or plan/")
