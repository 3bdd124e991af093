#!/usr/bin/env bash
# On a machine with a GPU: a followed kernel (--flatten=grid) as host
# threads leave its launches in one stream (tests/runtime/follow_hosts/):
# interleave.cu launches the launching grids and follow-up grids in the
# orders two host threads could leave them (tickets of per-thread default
# streams: batches through the pool and the tickets' slots), threads.cu runs four host threads of another
# translation unit, 200 followed launches each, into the legacy default
# stream (the follow lock) and, built with --default-stream per-thread,
# into a stream a thread (every grid's batch from the pool: the room is
# the legacy stream's), streams.cu launches the copy into two streams at
# once as per-thread default streams would. Every
# child must run once with its own arguments. Exit 1 on a failure.
#   usage: tests/runtime/gpu-follow-hosts.sh [DPOPT] [OUTDIR]
#   (DPOPT_BUILD_ONLY=1: build, do not run; make test does, without a GPU;
#   FOLLOW_RUNTIME=DIR: the runtime headers under DIR, not runtime/include)
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
dir=tests/runtime/follow_hosts
"$dpopt" --flatten=grid "$dir/parent.cu" -o "$out/parent.flat.cu" || exit 1
grep -q 'parent_dp_followed' "$out/parent.flat.cu" || { echo "FAIL follow hosts: parent not followed"; exit 1; }
status=0
for harness in interleave threads threads-per-thread streams; do
    source=${harness%-per-thread} flags=
    [ "$source" = "$harness" ] || flags='--default-stream per-thread'
    # shellcheck disable=SC2086 # flags: words of their own
    if ! nvcc -arch=sm_90 -rdc=true $flags -I"${FOLLOW_RUNTIME:-runtime/include}" -I"$dir" -Xcompiler -pthread "$out/parent.flat.cu" \
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
