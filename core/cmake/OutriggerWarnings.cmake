# Warnings for the project's own targets only: outrigger_warnings(<target>).
add_library(outrigger_warnings INTERFACE)
target_compile_options(outrigger_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
  -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough
  # GCC 12 reports these from inside libstdc++ and Boost headers on correct code (known
  # false positives, e.g. GCC bugs 105329, 105651, 107852).
  -Wno-array-bounds -Wno-stringop-overflow -Wno-maybe-uninitialized)
if(OUTRIGGER_WERROR)
  target_compile_options(outrigger_warnings INTERFACE -Werror)
endif()

function(outrigger_warnings target)
  target_link_libraries(${target} PRIVATE outrigger_warnings)
endfunction()
