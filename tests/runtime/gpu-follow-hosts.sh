#!/usr/bin/env bash
# On a machine with a GPU: a followed kernel (--flatten=grid) launched by
# host threads dpopt does not see (tests/runtime/follow_hosts/): threads.cu
# runs four host threads of another translation unit, 200 followed
# launches each, into the legacy default stream (the follow lock keeps each
# grid next to its follow-up) and, built with --default-stream per-thread,
# into a stream a thread (each followed launch waits for the last one's
# follow-ups: the kernel's state and room are one grid's at a time; they
# wrote over each other before, 'misaligned address', 2026-11-28). Every
# child must run once with its own arguments. Exit 1 on a failure.
#   usage: tests/runtime/gpu-follow-hosts.sh [DPOPT] [OUTDIR]
#   (DPOPT_BUILD_ONLY=1: build, do not run; make test does, without a GPU)
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
dir=tests/runtime/follow_hosts
"$dpopt" --flatten=grid "$dir/parent.cu" -o "$out/parent.flat.cu" || exit 1
grep -q 'parent_dp_followed' "$out/parent.flat.cu" || { echo "FAIL follow hosts: parent not followed"; exit 1; }
status=0
for harness in threads threads-per-thread; do
    source=${harness%-per-thread} flags=
    [ "$source" = "$harness" ] || flags='--default-stream per-thread'
    # shellcheck disable=SC2086 # flags: words of their own
    if ! nvcc -arch=sm_90 -rdc=true $flags -Iruntime/include -I"$dir" -Xcompiler -pthread "$out/parent.flat.cu" \
        "$dir/$source.cu" -o "$out/follow_$harness" -lcudadevrt >"$out/$harness.log" 2>&1; then
        echo "FAIL follow $harness: does not build"; head -5 "$out/$harness.log"; status=1; continue
    fi
    if [ "${DPOPT_BUILD_ONLY:-0}" = 1 ]; then
        echo "built follow $harness"
    else
        timeout 120 "$out/follow_$harness" || status=1
    fi
done
exit $status
