#!/usr/bin/env bash
# On a machine with a GPU: decisions_check.cu as written and under each
# decisions file of tests/runtime/decisions/ (three sites, three kinds, with
# thresholds, coarsening and flattening caps per site);
# each must print PASS, and --report=decisions given back must write the
# same output byte for byte. Exit 1 on any failure.
#   usage: tests/runtime/gpu-decisions.sh [DPOPT] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
cp tests/runtime/decisions_check.cu "$out/"
status=0
for d in "" tests/runtime/decisions/*.json; do
    tag=$(basename "${d:-as-written}" .json)
    src="$out/decisions_check.$tag.cu"
    if [ -z "$d" ]; then
        cp tests/runtime/decisions_check.cu "$src"
    else
        (cd "$out" && "$OLDPWD/$dpopt" --decisions="$OLDPWD/$d" decisions_check.cu -o "$src") ||
            { echo "FAIL dpopt --decisions=$d"; status=1; continue; }
        (cd "$out" && "$OLDPWD/$dpopt" --decisions="$OLDPWD/$d" --report=decisions decisions_check.cu >"$tag.back.json" &&
            "$OLDPWD/$dpopt" --decisions="$tag.back.json" decisions_check.cu -o "$src.back.cu") &&
            cmp -s "$src" "$src.back.cu" || { echo "FAIL $tag: --report=decisions given back writes other code"; status=1; }
    fi
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$src" -o "${src%.cu}" -lcudadevrt >"${src%.cu}.log" 2>&1; then
        echo "FAIL $tag: does not build"; head -5 "${src%.cu}.log"; status=1; continue
    fi
    result=$(timeout 60 "${src%.cu}" 2>&1 | grep -E '^(PASS|FAIL)' | tr '\n' ' ')
    echo "$tag: $result"
    case "$result" in *FAIL*|"") status=1 ;; esac
done
exit $status
