#!/usr/bin/env bash
# The generated reference documents agree with the code (make check):
#   - docs/limits.md and docs/options.md are what `make docs` writes now
#     (regenerated into a temporary folder and compared: a diff fails);
#   - every code of REFUSAL_CODES (src/plan/refusal.h) has its heading
#     `### code` in docs/limits.md;
#   - every option spelled --xxx in `dpopt --help` is in docs/options.md and
#     in the man page dpopt.1, and every one of `dpopt-nvcc --help` in
#     docs/options.md and dpopt-nvcc.1 (both pages made as `make install` does);
#   - the grid table's size the notes name (src/plan/plan.h's GRID_TABLE_SIZE)
#     is the runtime's (grid_table.cuh's grid_table_size).
# Run from anywhere; uses build/dpopt and build/limits-doc.
#   usage: tests/docs/check.sh
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d /tmp/dpopt-docs.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
failed=0
fail() { failed=$((failed + 1)); printf 'docs: FAIL %s\n' "$*"; }

if ! scripts/docs.sh "$tmp" >"$tmp/docs.log" 2>&1; then
    fail "scripts/docs.sh: $(tail -c 300 "$tmp/docs.log")"
fi
for doc in limits.md options.md; do
    if ! diff -u "docs/$doc" "$tmp/$doc" >"$tmp/$doc.diff"; then
        fail "docs/$doc differs from what \`make docs\` writes (run make docs and commit it):"
        head -n 40 "$tmp/$doc.diff"
    fi
done

# Every refusal code has its entry.
codes=$(sed -n 's/^ *X(REFUSAL_[A-Z0-9_]*, "\([a-z0-9_]*\)").*/\1/p' src/plan/refusal.h)
[ "$(wc -l <<<"$codes")" -gt 100 ] || fail "read only $(wc -l <<<"$codes") codes from src/plan/refusal.h"
for code in $codes; do
    grep -q -x "### $code" docs/limits.md || fail "docs/limits.md has no entry '### $code'"
done

# Every option of the helps, in options.md and in the man pages (roff
# writes each - as \-).
scripts/man-page.sh build/dpopt >"$tmp/dpopt.1" && scripts/man-page.sh --nvcc build/dpopt >"$tmp/dpopt-nvcc.1" ||
    fail "scripts/man-page.sh did not make the man pages"
options_in() { grep -o -E -- '--[a-z][a-z0-9-]*' | sort -u; }
check_options() { # help-command man-page
    local options option
    options=$($1 | options_in)
    [ -n "$options" ] || fail "no --option in $1"
    for option in $options; do
        grep -q -e "$option" docs/options.md || fail "docs/options.md lacks $option (from $1)"
        grep -q -F -e "$(sed 's/-/\\-/g' <<<"$option")" "$2" || fail "$(basename "$2") lacks $option (from $1)"
    done
}
check_options "build/dpopt --help" "$tmp/dpopt.1"
check_options "scripts/dpopt-nvcc --help" "$tmp/dpopt-nvcc.1"

# The size the notes name for a grid table is the runtime's.
noted=$(sed -n 's/^#define GRID_TABLE_SIZE \([0-9]*\).*/\1/p' src/plan/plan.h)
runtime=$(sed -n 's/^constexpr unsigned int grid_table_size = \([0-9]*\);.*/\1/p' runtime/include/dpopt/grid_table.cuh)
[ -n "$noted" ] && [ "$noted" = "$runtime" ] ||
    fail "the notes name a grid table of '$noted' entries (src/plan/plan.h), the runtime has '$runtime' (grid_table.cuh)"

if [ "$failed" -gt 0 ]; then
    echo "docs: $failed failed"
    exit 1
fi
echo "docs: limits.md ($(wc -w <<<"$codes") codes) and options.md as generated; every option in them and the man pages"
