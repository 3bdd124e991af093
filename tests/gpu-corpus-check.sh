#!/usr/bin/env bash
# On a machine with a GPU: every valid corpus program, as written and as
# dpopt writes it at each granularity, must print the same output; every
# CDP1 program (tests/corpus/cdp1_programs) must build after --remove=auto and
# verify itself.
#   usage: tests/gpu-corpus-check.sh [DPOPT [STRATEGY...]]   (needs nvcc and a GPU)
#   STRATEGY: dpopt options compared with the original (several joined by
#   '+', e.g. --threshold=32+--aggregate=grid), default
#   --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:3
#   DPOPT_NVCC_FLAGS: extra nvcc flags, e.g. -DDPOPT_MULTIBLOCK_GROUPS=2 to make
#   multiblock grow its groups (more groups than states) on small grids
# Prints one line per program and variant, and a summary; exit 1 on any
# difference. Programs whose output depends on scheduling are not in the
# corpus's list of deterministic programs (tests/corpus/deterministic).
set -u
cd "$(dirname "$0")/.."
dpopt=${1:-build/dpopt}
shift $(( $# > 0 ? 1 : 0 ))
strategies=("$@")
[ ${#strategies[@]} -gt 0 ] || strategies=(--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:3)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0 checked=0
# shellcheck disable=SC2086
build() { [ -x "$2" ] || nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include ${DPOPT_NVCC_FLAGS:-} "$1" -o "$2" -lcudadevrt >"$2.log" 2>&1; }
export -f build
export DPOPT_NVCC_FLAGS
tag() { local g=${1//--/}; echo "${g//[^a-zA-Z0-9]/_}"; }
# Everything is generated and built first, in parallel; the checks below
# then only run (a build that failed here fails again there, with its log).
while read -r name; do
    [ -n "$name" ] || continue
    echo "tests/corpus/$name.cu $tmp/$name.orig"
    for opt in "${strategies[@]}"; do
        # shellcheck disable=SC2086
        "$dpopt" ${opt//+/ } "tests/corpus/$name.cu" -o "$tmp/$name.$(tag "$opt").cu" 2>/dev/null &&
            echo "$tmp/$name.$(tag "$opt").cu $tmp/$name.$(tag "$opt")"
    done
done < tests/corpus/deterministic | xargs -P "$(nproc)" -L 1 bash -c 'build "$0" "$1"'
while read -r name; do
    [ -n "$name" ] || continue
    src=tests/corpus/$name.cu
    if ! build "$src" "$tmp/$name.orig" || ! timeout 60 "$tmp/$name.orig" >"$tmp/$name.orig.out" 2>&1; then
        echo "FAIL $name: the original does not build or run"; cat "$tmp/$name.orig.log"; failed=$((failed + 1)); continue
    fi
    for opt in "${strategies[@]}"; do
        checked=$((checked + 1))
        g=$(tag "$opt")
        out="$tmp/$name.$g"
        # shellcheck disable=SC2086
        if ! "$dpopt" ${opt//+/ } "$src" -o "$out.cu" 2>/dev/null || ! build "$out.cu" "$out"; then
            echo "FAIL $name $opt: does not build"; head -5 "$out.log"; failed=$((failed + 1)); continue
        fi
        if timeout 60 "$out" >"$out.out" 2>&1 && cmp -s "$tmp/$name.orig.out" "$out.out"; then
            printf 'ok   %-18s %-6s %s\n' "$name" "$g" "$(tail -n 1 "$out.out" | cut -c1-60)"
        else
            echo "FAIL $name $opt: output differs"; diff "$tmp/$name.orig.out" "$out.out" | head -5
            failed=$((failed + 1))
        fi
    done
done < tests/corpus/deterministic
# CDP1 programs do not build as written; after launch removal they must, and
# they check their own results.
while read -r name; do
    [ -n "$name" ] || continue
    for t in t1 t2 t3 t4 auto; do
        out="$tmp/$name.$t"
        if ! "$dpopt" --remove=$t "tests/corpus/$name.cu" -o "$out.cu" 2>"$out.notes"; then
            # A device-side sync that this removal keeps: dpopt refuses (the output would not build).
            if grep -q 'error: device-side cudaDeviceSynchronize (CDP1) left in place' "$out.notes"; then
                printf 'skip %-18s %-6s %s\n' "$name" "$t" "dpopt refuses: the sync would stay (see its error)"
                continue
            fi
            echo "FAIL $name --remove=$t: dpopt"; failed=$((failed + 1)); continue
        fi
        if grep -q 'left as written' "$out.notes"; then
            printf 'skip %-18s %-6s %s\n' "$name" "$t" "a launch stays as written (see the note), so it stays CDP1"
            continue
        fi
        checked=$((checked + 1))
        if ! build "$out.cu" "$out"; then
            echo "FAIL $name --remove=$t: does not build"; head -5 "$out.log"; failed=$((failed + 1)); continue
        fi
        if timeout 60 "$out" >"$out.out" 2>&1 && grep -q -E 'verified|PASS' "$out.out"; then
            printf 'ok   %-18s %-6s %s\n' "$name" "$t" "$(tail -n 1 "$out.out" | cut -c1-60)"
        else
            echo "FAIL $name --remove=$t: $(tail -n 1 "$out.out")"; failed=$((failed + 1))
        fi
    done
done < tests/corpus/cdp1_programs
echo "gpu corpus check: $checked variants, $failed failed"
[ "$failed" -eq 0 ]
