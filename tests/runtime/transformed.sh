# shellcheck shell=bash
# Sourced by the GPU scripts that run dpopt's outputs of a check program
# (tests/runtime/gpu-*.sh). An output that is the program byte for byte
# (dpopt left every launch as written: a refusal added since the script
# was written) would only run the program as written again, testing
# nothing of the strategy; these say so. DPOPT_TRANSFORM_ONLY=1 has the
# scripts run dpopt and these checks only, nothing built or run (make
# test, no nvcc, no GPU).

# left_as_written PROGRAM OUTPUT: true where OUTPUT is PROGRAM byte for byte.
left_as_written() { cmp -s "$1" "$2"; }

# transformed_or_fail PROGRAM OUTPUT WHAT: prints a FAIL line and returns 1
# where dpopt left PROGRAM as written; prints "WHAT: transformed" under
# DPOPT_TRANSFORM_ONLY.
transformed_or_fail() {
    if left_as_written "$1" "$2"; then
        echo "FAIL $3: dpopt left every launch as written, so it tests nothing"
        return 1
    fi
    [ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ] && echo "$3: transformed"
    return 0
}
