# Warnings every Tapeflow target compiles with. CI and the scripts turn them into errors
# (TAPEFLOW_WERROR=ON); a developer can keep building through a warning locally.
function(tapeflow_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion -Wnon-virtual-dtor)
  # GCC 12 at -O2/-O3 reports -Wrestrict inside libstdc++ for any "literal" + std::string
  # (GCC bug 105329, fixed in GCC 13): a false positive in the standard library, not our code.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(TAPEFLOW_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
