# ASan + UBSan for the whole build when TAPEFLOW_SANITIZE is on. Applied globally so that the
# model library, the CLI and the tests agree on the instrumented runtime.
if(TAPEFLOW_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
