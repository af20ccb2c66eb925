# Warnings every Tapeflow target compiles with. CI and the scripts turn them into errors
# (TAPEFLOW_WERROR=ON); a developer can keep building through a warning locally.
function(tapeflow_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion -Wnon-virtual-dtor)
  if(TAPEFLOW_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
