# Every C++ source follows the repo's .clang-format; run as `cmake -DSOURCE_DIR=... -DCLANG_FORMAT=... -P`.
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}"
  "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/core/*.hpp"
  "${SOURCE_DIR}/gui/*.cpp" "${SOURCE_DIR}/gui/*.hpp"
  "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/tests/*.hpp")
list(LENGTH sources count)
if(count EQUAL 0)
  message(FATAL_ERROR "no C++ sources found under ${SOURCE_DIR}")
endif()
execute_process(
  COMMAND "${CLANG_FORMAT}" --dry-run --Werror ${sources}
  WORKING_DIRECTORY "${SOURCE_DIR}"
  RESULT_VARIABLE result
  ERROR_VARIABLE complaints)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "sources that differ from .clang-format (fix with clang-format -i):\n${complaints}")
endif()
message(STATUS "${count} sources follow .clang-format")
