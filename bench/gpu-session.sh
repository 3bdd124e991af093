#!/usr/bin/env bash
# On a machine with a GPU: runs the named parts of the GPU checks and
# benchmarks that no make test can run, one after another, each logged to
# OUTDIR/<part>.log with its files in OUTDIR/<part>/, then packs each part
# into OUTDIR/<part>.tgz (the device tool brings back at most eight files).
# Prints one line per part (ok, FAIL or TIMEOUT, with its seconds) and the
# last lines of a failing part's log. Exit 1 if any part failed.
#   usage: bench/gpu-session.sh OUTDIR PART[:SECONDS] ...
# Parts:
#   chain       tests/runtime/gpu-chain.sh: promotion, pool starts included
#   corun       tests/runtime/gpu-corun.sh: --corun's admission and bypass
#   examples    examples/run.sh: every example under every strategy
#   vertical    bench/vertical/run.sh: cdp, pao, pao-pool, flat; small to large
#   corunbench  bench/corun/run.py: the eight kernels, their 28 pairs
#               (with $CORUNBENCH_ARGS: --built DIR, --target-ms MS,
#               --resume DIR: a run's scales, profiles and finished pairs kept)
#   apps        bench/run on sp, mstf, mstv, ccl and bh (bench/data: carry it)
#   corunapps   bench/run, cdp beside corun (issue 17 item 5: the children of
#               the eleven apps --corun takes, made co-runnable), each verified
# A part's SECONDS (default 300) stops it with what it wrote kept.
set -u
cd "$(dirname "$0")/.."
out=${1:?usage: bench/gpu-session.sh OUTDIR PART[:SECONDS] ...}
shift
mkdir -p "$out"
export PYTHONUNBUFFERED=1
run_part() { # part dir
    local dir=$2
    case $1 in
    chain) tests/runtime/gpu-chain.sh build/dpopt "$dir" ;;
    corun) tests/runtime/gpu-corun.sh build/dpopt "$dir" ;;
    examples) examples/run.sh "$dir" 3 ;;
    vertical) bench/vertical/run.sh --forms "cdp pao pao-pool flat" --sizes "small medium large" \
        --jobs 16 --csv "$dir/vertical.csv" ;;
    # shellcheck disable=SC2086
    corunbench) python3 bench/corun/run.py --out "$dir" ${CORUNBENCH_ARGS:-} ;;
    apps) bench/run --apps sp,mstf,mstv,ccl,bh --runs 5 --warmup 1 --timeout 60 --jobs 16 --csv "$dir/apps.csv" ;;
    corunapps) bench/run --apps bfs,sssp,gc,tc,bt,dyncall,mstf,mstv,sp,bh,ccl --variants cdp,corun+corun-children --runs 5 \
        --warmup 1 --timeout 60 --jobs 16 --csv "$dir/corunapps.csv" ;;
    *) echo "no part named $1"; return 2 ;;
    esac
}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/device.txt" 2>&1
nvcc --version | tail -2 >>"$out/device.txt"
# The device tool's copy carries a .git that is not the checkout's: the
# caller names the commit it sent.
echo "dpopt at ${DPOPT_AT:-an unnamed commit (set DPOPT_AT=\$(git rev-parse --short HEAD) where it is sent)}" \
    >>"$out/device.txt"
status=0
for spec in "$@"; do
    part=${spec%%:*} limit=300
    [ "$part" != "$spec" ] && limit=${spec#*:}
    mkdir -p "$out/$part"
    start=$SECONDS
    timeout --kill-after=10 "$limit" bash -c "$(declare -f run_part); run_part $part $out/$part" \
        >"$out/$part.log" 2>&1
    rc=$?
    took=$((SECONDS - start))
    case $rc in
    0) echo "ok      $part (${took} s)" ;;
    124 | 137) echo "TIMEOUT $part (${took} s)"; status=1; tail -15 "$out/$part.log" ;;
    *) echo "FAIL    $part (${took} s, exit $rc)"; status=1; tail -15 "$out/$part.log" ;;
    esac
    mv "$out/$part.log" "$out/$part/"
    # Programs and large files stay behind: logs, CSVs and generated sources come back.
    find "$out/$part" -type f \( -size +4M -o -perm -u+x \) -delete
    tar czf "$out/$part.tgz" -C "$out" "$part" && rm -rf "${out:?}/$part"
done
exit $status
