# What tests/run-all.sh and the scripts that run one of its sections alone
# (tests/nvcc-matrix.sh) share: the counts, a temporary folder removed at the
# end, section headings with the time so far, and the corpus's valid programs.
# Sourced from the checkout's root.

passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
# Which of the sampled nvcc compiles a run makes: every sample below is a
# diagonal, and the rotation picks which one. It is DPOPT_NVCC_ROTATION where
# set (a failure's run is repeated with the rotation it printed), else taken
# from the checked-out commit, so that one commit always compiles the same
# outputs and successive commits compile the others: every output is compiled
# under some rotation, and under all of them with DPOPT_NVCC_MATRIX=full.
nvcc_rotation=${DPOPT_NVCC_ROTATION:-$((16#$(git rev-parse --short=6 HEAD 2>/dev/null || echo 0)))}
# Whether a check compiles its N-th generated output with nvcc: make test
# compiles one in 16 (the outputs of one program under several option
# sets, which the matrix of tests/nvcc/check.sh crosses too), EVERY given,
# one in EVERY; all of them with DPOPT_NVCC_MATRIX=full (make test-nvcc),
# none without nvcc.
nvcc_sampled() { # N [EVERY]
    [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null &&
        { [ "${DPOPT_NVCC_MATRIX:-sample}" = full ] || [ $((($1 + nvcc_rotation) % ${2:-16})) = 0 ]; }
}
fail() { failed=$((failed + 1)); printf '  FAIL %s\n' "$*"; }
started=$SECONDS
# Each section says how long the run has taken so far, so a long run shows progress.
section() { printf '\n== [%d:%02d] %s\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$*"; }
# The last line: the counts and the time; the status says whether all passed.
report_counts() {
    printf '\n%d checks passed, %d failed (%d:%02d)\n' "$passed" "$failed" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60))
    [ "$failed" -eq 0 ]
}
# Runs a command, its output in $tmp/cli.out and $tmp/cli.err, and passes
# where it exits with the status expected.
expect_status() { # expected-status description command...
    local want=$1 what=$2
    shift 2
    "$@" >"$tmp/cli.out" 2>"$tmp/cli.err"
    local got=$?
    if [ "$got" = "$want" ]; then pass; else fail "$what: exit $got, expected $want"; fi
}

# Where a check crosses inputs with option sets and compiles only some of
# the pairs (tests/nvcc/check.sh): whether input i under option set j is
# one, on a diagonal (i + j + rotation a multiple of every), so that each
# option set meets every every-th input and each input every every-th option
# set, and the rotations between them compile every pair.
on_diagonal() { [ $((($1 + $2 + nvcc_rotation) % $3)) = 0 ]; } # i j every
# One nvcc job, as xargs runs them two at a time: "ok SRC" or "FAIL SRC" and
# nvcc's messages on the lines after. EXPECT: compile (-rdc=true -c),
# reject, or whole.
nvcc_check() { # expect src [include folder]
    local expect=$1 src=$2 obj="$tmp/$(basename "$2").o" inc=()
    [ -n "${3:-}" ] && inc=(-I"$3")
    # "whole": an output dpopt --needs-rdc calls ordinary CUDA compiles
    # and links without -rdc and -lcudadevrt (an extern device variable,
    # which nvcc would make a file's own, an error)
    if [ "$expect" = whole ]; then
        nvcc -arch=sm_90 --diag-error 20044 -Iruntime/include "${inc[@]}" "$src" -o "$obj.bin" >"$obj.log" 2>&1 &&
            echo "ok $src (whole)" || { echo "FAIL $src: dpopt says whole, nvcc without -rdc says"; cat "$obj.log"; }
        return
    fi
    if nvcc -arch=sm_90 -rdc=true -Iruntime/include "${inc[@]}" -c "$src" -o "$obj" >"$obj.log" 2>&1; then
        [ "$expect" = compile ] && echo "ok $src" || echo "FAIL $src compiled but must be rejected"
    else
        [ "$expect" = reject ] && echo "ok $src (rejected as expected)" || { echo "FAIL $src"; cat "$obj.log"; }
    fi
}
export -f nvcc_check
export tmp

# Whether nvcc must reject the input as written (its .expect says so; an
# input with no .expect, such as a defect's, must compile).
nvcc_rejects() { [ -f "${1%.cu}.expect" ] && grep -q '^nvcc = reject' "${1%.cu}.expect"; }
# The corpus programs dpopt must take (no expected error), and the inputs
# whose macros dpopt expands before parsing.
valid=()
for expect in tests/corpus/*.expect; do
    grep -q '^error = ' "$expect" || valid+=("${expect%.expect}.cu")
done
valid+=(tests/expect/inputs/macro_expand.cu tests/defects/macro-config/macro_config.cu)
