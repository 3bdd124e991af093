#!/usr/bin/env bash
# On a machine with a GPU: builds every program under the folders given
# (each a set of variants of the defects' programs: as written, as an older
# dpopt wrote them, as this one writes them), runs each, and writes one CSV
# line per program: folder, file, result (PASS, FAIL, HANG, NO_BUILD).
# Every program here prints PASS when it computes the right result.
#   usage: tests/defects/gpu-run.sh CSV FOLDER...
# tests/defects/gpu-prepare.sh writes the folders.
set -u
cd "$(dirname "$0")/../.."
csv=$1
shift
build() { nvcc -O2 -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include "$1" -o "${1%.cu}.bin" -lcudadevrt >"${1%.cu}.log" 2>&1; }
export -f build
find "$@" -name '*.cu' | xargs -P "$(nproc)" -I{} bash -c 'build "{}"'
echo "folder,file,result" >"$csv"
for f in $(find "$@" -name '*.cu' | sort); do
    bin=${f%.cu}.bin
    if [ ! -x "$bin" ]; then
        result=NO_BUILD
    else
        out=$(timeout 30 "$bin" 2>&1)
        status=$?
        if [ $status = 124 ]; then result=HANG
        elif [ $status = 0 ] && grep -q '^PASS' <<<"$out"; then result=PASS
        else result=FAIL; fi
    fi
    printf '%s,%s,%s\n' "$(basename "$(dirname "$f")")" "$(basename "$f")" "$result" | tee -a "$csv"
done
printf '\n%s\n' "$(cut -d, -f1,3 "$csv" | tail -n +2 | sort | uniq -c)"
