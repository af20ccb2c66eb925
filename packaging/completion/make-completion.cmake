# cmake -DCLI=tapeflow-cli -DOUTPUT=FILE -P make-completion.cmake: writes the bash completion that
# CLI prints ('tapeflow-cli completion bash', made from its commands' definitions) to FILE.
# In the sanitizer build the tool runs under ASan at build time: with the options its tests use
# (docs/development.md, "The sanitizers and dynamic TLS").
if(NOT DEFINED ENV{ASAN_OPTIONS})
  set(ENV{ASAN_OPTIONS} "intercept_tls_get_addr=0")
endif()
execute_process(COMMAND "${CLI}" completion bash OUTPUT_FILE "${OUTPUT}.tmp"
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  file(REMOVE "${OUTPUT}.tmp")
  message(FATAL_ERROR "'${CLI} completion bash' failed: ${status}")
endif()
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
