# Links with LLVM's lld when the compiler can use it (the quick start installs Debian's lld): a
# test program of the app under ASan links in about 2 s instead of 6.4 s with GNU ld, and a build
# links 77 programs (issue 43: CI under an hour on 2 cores). Without lld, the default linker.
include(CheckLinkerFlag)
option(TAPEFLOW_LLD "Link with lld when the compiler supports it" ON)
if(TAPEFLOW_LLD)
  check_linker_flag(CXX "-fuse-ld=lld" TAPEFLOW_HAVE_LLD)
  if(TAPEFLOW_HAVE_LLD)
    add_link_options(-fuse-ld=lld)
  endif()
endif()
