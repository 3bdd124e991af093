# shellcheck shell=bash
# bench/variant-options.sh - sourced by bench/run and bench/ab: how a
# variant's name becomes dpopt's options, and how a program is built, in
# one place.
#
# variant_dpopt_options APP NAME prints dpopt's options for the variant NAME
# of APP, one a line: NAME is a line of bench/variants.txt (options joined
# by +, without their dashes; a "whole:" or "cdp1_sync:" prefix says which
# program and how it is built, not an option), where O stands for -O and
# tuned for the app's decisions file (--decisions=bench/tuned/APP.json),
# alone or joined to others (O+pending=memory).
variant_dpopt_options() {
    local v=${2#whole:}
    tr '+' '\n' <<<"${v#cdp1_sync:}" |
        sed -e 's/^O$/-O/' -e 's/^[^-]/--&/' -e "s|^--tuned$|--decisions=bench/tuned/$1.json|"
}

# variant_nvcc_command WHOLE APP SOURCE BIN NAME [ARG...] prints, one word
# a line, the nvcc command that builds a program of APP from SOURCE (its
# entry point) with the app's main.cu and harness into BIN, NAME its
# variant's name, each ARG (a -D...) after the flags: separate compilation
# and the device runtime, or where WHOLE is 1 the whole-program library
# without -rdc (dpopt's "whole:" variants). bench/run and bench/ab build
# with it, so that an A/B times the programs bench/run would.
variant_nvcc_command() {
    local whole=$1 app=$2 src=$3 bin=$4 name=$5
    shift 5
    local rdc=(-rdc=true) lib=bench/build/libbench.a last=-lcudadevrt extra=()
    [ "$whole" = 1 ] && rdc=() lib=bench/build/libbench_whole.a last=-DBENCH_WHOLE_PROGRAM
    local flags=(-O3 -arch=sm_90 "${rdc[@]}" -std=c++17 -Xcompiler -Wall,-Wextra)
    [ -f "bench/apps/$app/nvcc.flags" ] && read -r -a extra < "bench/apps/$app/nvcc.flags"
    printf '%s\n' nvcc "${flags[@]}" "-DBENCH_VARIANT=\"$name\"" "$@" -Ibench/common -Ibench/datasets \
        "-Ibench/apps/$app" -Iruntime/include "${extra[@]}" "bench/apps/$app/main.cu" "$src" "$lib" -o "$bin" "$last"
}
