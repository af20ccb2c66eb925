# ASan + UBSan for the whole build when TAPEFLOW_SANITIZE is on. Applied globally so that the
# model library, the CLI and the tests agree on the instrumented runtime.
if(TAPEFLOW_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
# Coverage for libFuzzer on everything the fuzz targets link (the model), under ASan and UBSan;
# the targets add -fsanitize=fuzzer (the driver with main) themselves.
if(TAPEFLOW_FUZZ)
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=all)
  add_link_options(-fsanitize=address,undefined)
endif()
