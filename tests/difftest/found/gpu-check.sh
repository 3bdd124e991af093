#!/usr/bin/env bash
# On a machine with a GPU: every failing case the differential tester found
# (each folder here), built as written and as dpopt writes it, run RUNS times
# each; every variant run must print what the original printed. The fault of
# pool-release-race was timing-dependent (1 to 3 of 3 runs), hence the runs.
#   usage: tests/difftest/found/gpu-check.sh [DPOPT [RUNS [CASE[=OPTIONS]...]]]
#   CASE: a folder name here (default: all of them); OPTIONS: dpopt options
#   joined by '+' (default: the folder's options file), e.g.
#   pool-release-race=--threshold=32+--aggregate=warp
# Prints one line per case and options, then a summary; exit 1 when a variant
# differs from an original that ran well. An original that hangs or fails is
# reported (orig-bad) and its variants are not judged.
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
dpopt=${1:-build/dpopt}
runs=${2:-5}
shift $(( $# > 2 ? 2 : $# ))
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
    # Cases with an input.cu: a folder holding another kind of witness
    # (seed39-warp-recursive's lvtest.cu) is checked by its own README.
    for d in "$here"/*/; do [ -f "$d/input.cu" ] && cases+=("$(basename "$d")"); done
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Transform every variant first, then build everything in parallel.
jobs=()
for c in "${cases[@]}"; do
    name=${c%%=*}
    dir=$here/$name
    [ -f "$dir/input.cu" ] || { echo "gpu-check: no case $name" >&2; exit 2; }
    if [ "$c" = "$name" ]; then opts=$(tr '\n' ' ' <"$dir/options"); else opts=${c#*=}; opts=${opts//+/ }; fi
    tag=$(echo "$name $opts" | tr -c 'a-zA-Z0-9\n' '_')
    cp "$dir/input.cu" "$tmp/$name.orig.cu"
    # shellcheck disable=SC2086
    if ! "$dpopt" -Itests/difftest $opts "$dir/input.cu" -o "$tmp/$tag.cu" 2>"$tmp/$tag.notes"; then
        echo "refused" >"$tmp/$tag.refused"
    fi
    jobs+=("$name|$opts|$tag")
done
build() { nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include -Itests/difftest "$1" -o "${1%.cu}" -lcudadevrt >"${1%.cu}.log" 2>&1; }
export -f build
ls "$tmp"/*.cu | xargs -P "$(nproc)" -I{} bash -c 'build {}'

# One run: its first output line, or hang / crash.
run_once() {
    local out rc
    timeout 15 "$1" >"$tmp/run.out" 2>&1
    rc=$?
    out=$(head -1 "$tmp/run.out")
    if [ "$rc" = 124 ]; then echo hang; elif [ -z "$out" ]; then echo "no output (exit $rc)"; else echo "$out"; fi
}

failed=0 judged=0 orig_bad=0
printf '%-32s %-40s %-24s %s\n' case options original variant
for j in "${jobs[@]}"; do
    IFS='|' read -r name opts tag <<<"$j"
    if [ ! -x "$tmp/$name.orig" ]; then
        printf '%-32s %-40s %-24s %s\n' "$name" "$opts" "build failed" "-"; orig_bad=$((orig_bad + 1)); continue
    fi
    want=$(run_once "$tmp/$name.orig")
    case $want in
        "prog "*" 0x"*) ;;
        *) printf '%-32s %-40s %-24s %s\n' "$name" "$opts" "orig-bad: $want" "-"; orig_bad=$((orig_bad + 1)); continue ;;
    esac
    judged=$((judged + 1))
    if [ -f "$tmp/$tag.refused" ]; then
        printf '%-32s %-40s %-24s %s\n' "$name" "$opts" "${want#prog * }" "dpopt refused: $(head -1 "$tmp/$tag.notes")"; continue
    fi
    if [ ! -x "$tmp/$tag" ]; then
        printf '%-32s %-40s %-24s %s\n' "$name" "$opts" "${want#prog * }" "BUILD FAILED: $(grep -m1 error "$tmp/$tag.log")"; failed=$((failed + 1)); continue
    fi
    same=0 other=""
    for _ in $(seq "$runs"); do
        got=$(run_once "$tmp/$tag")
        if [ "$got" = "$want" ]; then same=$((same + 1)); else other=$got; fi
        [ "$got" = hang ] && break # one hang is enough
    done
    if [ "$same" = "$runs" ]; then
        printf '%-32s %-40s %-24s %s\n' "$name" "$opts" "${want#prog * }" "same, $runs of $runs runs"
    else
        printf '%-32s %-40s %-24s %s\n' "$name" "$opts" "${want#prog * }" "DIFFERS in $((runs - same)) of $runs runs: $other"
        failed=$((failed + 1))
    fi
done
echo "found cases: $judged judged, $failed failed, $orig_bad with a bad original"
[ "$failed" = 0 ]
