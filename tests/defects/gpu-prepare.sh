#!/usr/bin/env bash
# Writes the programs tests/defects/gpu-run.sh runs: each input below as
# written (written/), and under every strategy as DPOPT writes it (NAME/),
# the file named <input>.<options>.cu; a strategy dpopt refuses with an
# error writes nothing.
#   usage: tests/defects/gpu-prepare.sh DPOPT NAME OUTDIR INPUT...
set -u
dpopt=$1 name=$2 outdir=$3
shift 3
strategies=("--aggregate=warp" "--aggregate=block" "--aggregate=grid" "--aggregate=multiblock:4"
            "--remove=t1" "--remove=t2" "--remove=t3" "--remove=t4" "--remove=auto"
            "--threshold=128" "--threshold=128 --aggregate=grid" "--coarsen=2"
            "--flatten=warp" "--flatten=block" "--flatten=grid" "--promote=pao" "--corun")
mkdir -p "$outdir/written" "$outdir/$name"
for src in "$@"; do
    base=$(basename "$src" .cu)
    cp "$src" "$outdir/written/$base.cu"
    for opts in "${strategies[@]}"; do
        tag=$(tr -d ' -' <<<"$opts" | tr '=:' '__')
        # shellcheck disable=SC2086
        "$dpopt" $opts -I "$(dirname "$src")" "$src" -o "$outdir/$name/$base.$tag.cu" 2>/dev/null ||
            rm -f "$outdir/$name/$base.$tag.cu"
    done
done
