#!/usr/bin/env bash
# On a machine with a GPU: builds driver.cu and bins.cu, one program of two
# files, with scripts/dpopt-nvcc under each strategy (and as written), runs
# each, and prints one line per strategy: PASS, FAIL, HANG or NO_BUILD.
# The kernels driver.cu launches are defined in bins.cu and call its
# helpers (two deep) or launch its kernels (issue 44 item 4).
#   usage: tests/defects/read-in-callees/gpu-run.sh [OUT-FOLDER]
set -u
cd "$(dirname "$0")/../../.."
[ -x build/dpopt ] || make -j"$(nproc)" build/dpopt >/dev/null || exit 2
out=${1:-/tmp/read-in-callees}
mkdir -p "$out"
here=tests/defects/read-in-callees
failed=0
for s in none --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=grid \
    --flatten=block --flatten=warp --remove=t3 --remove=t4 --threshold=64 --coarsen=4; do
    name=${s//[^a-z0-9]/_}
    # As written: nvcc itself, with what launches from the device need.
    dpopt_opt=(-rdc=true -lcudadevrt)
    [ "$s" = none ] || dpopt_opt=("--dpopt=$s")
    if DPOPT_NVCC_KEEP="$out/$name.keep" scripts/dpopt-nvcc "${dpopt_opt[@]}" -O2 -arch=sm_90 \
        "$here/driver.cu" "$here/bins.cu" -o "$out/$name.bin" >"$out/$name.log" 2>&1; then
        result=$(timeout 60 "$out/$name.bin" 2>&1)
        status=$?
        if [ $status = 124 ]; then result=HANG
        elif [ $status = 0 ] && grep -q '^PASS' <<<"$result"; then result=PASS
        else result=FAIL; fi
    else
        result=NO_BUILD
    fi
    [ "$result" = PASS ] || failed=$((failed + 1))
    printf '%-22s %s\n' "$s" "$result"
done
echo "read-in-callees: $failed of 12 not PASS (logs and rewritten files in $out)"
[ $failed = 0 ]
