# dpopt's CMake package, installed as <prefix>/lib/cmake/dpopt/:
#   find_package(dpopt REQUIRED)        # CMAKE_PREFIX_PATH=<prefix>
#   dpopt_target_options(app --flatten=grid --threshold=32)
# compiles the CUDA sources of target `app` through dpopt-nvcc with those
# dpopt options. They are on the target's compile command line (as
# --dpopt=<options joined by commas>), so changing them rebuilds that target
# only; the depfile dpopt-nvcc writes names the original sources and headers.
#
# dpopt_target_options(<target> [WHOLE] <dpopt options>...)
#   sets <target>'s CUDA_COMPILER_LAUNCHER to the installed dpopt-nvcc and,
#   unless WHOLE is given, what device launches need: CUDA_SEPARABLE_COMPILATION
#   (-rdc=true, a device link) and the device runtime (cudadevrt). WHOLE is
#   for options whose output launches nothing from the device (dpopt
#   --needs-rdc=FILE says `whole` for every file): ordinary CUDA, no -rdc.
#
# Variables: DPOPT_EXECUTABLE (dpopt), DPOPT_NVCC (dpopt-nvcc),
# DPOPT_INCLUDE_DIR (the folder holding dpopt/dpopt.cuh).
get_filename_component(_dpopt_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(DPOPT_EXECUTABLE "${_dpopt_prefix}/bin/dpopt")
set(DPOPT_NVCC "${_dpopt_prefix}/bin/dpopt-nvcc")
set(DPOPT_INCLUDE_DIR "${_dpopt_prefix}/include")
unset(_dpopt_prefix)
if(NOT EXISTS "${DPOPT_NVCC}" OR NOT EXISTS "${DPOPT_EXECUTABLE}")
  set(dpopt_FOUND FALSE)
  set(dpopt_NOT_FOUND_MESSAGE "no bin/dpopt and bin/dpopt-nvcc beside ${CMAKE_CURRENT_LIST_DIR}")
  return()
endif()

function(dpopt_target_options target)
  if(NOT TARGET ${target})
    message(FATAL_ERROR "dpopt_target_options: no target named ${target}")
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 _dpopt "WHOLE" "" "")
  if(NOT _dpopt_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "dpopt_target_options(${target}): no dpopt options (a strategy such as --flatten=grid)")
  endif()
  list(JOIN _dpopt_UNPARSED_ARGUMENTS "," _joined)
  set_property(TARGET ${target} PROPERTY CUDA_COMPILER_LAUNCHER "${DPOPT_NVCC}")
  target_compile_options(${target} PRIVATE "$<$<COMPILE_LANGUAGE:CUDA>:--dpopt=${_joined}>")
  if(NOT _dpopt_WHOLE)
    set_property(TARGET ${target} PROPERTY CUDA_SEPARABLE_COMPILATION ON)
    target_link_libraries(${target} PRIVATE cudadevrt)
  endif()
endfunction()
