#!/usr/bin/env bash
# On a machine with a GPU: a kernel whose sites keep one state per site
# (--flatten=grid: followed; --aggregate=grid, --aggregate=multiblock:4;
# --remove=t1 and auto: the persistent version's worklists)
# launched by host threads dpopt does not see
# (tests/runtime/follow_hosts/): threads.cu
# runs four host threads of another translation unit, 200 followed
# launches each, into the legacy default stream (the follow lock keeps each
# grid next to its follow-up) and, built with --default-stream per-thread,
# into a stream a thread (each locked launch waits for the last one's
# grids: the kernel's state and room are one grid's at a time; they wrote
# over each other before, 'misaligned address', 2026-11-28). Every
# child must run once with its own arguments. Exit 1 on a failure.
#   usage: tests/runtime/gpu-follow-hosts.sh [DPOPT] [OUTDIR]
#   DPOPT_RUNTIME=DIR: the runtime's headers from DIR, as a commit before
#   a fix had them; FOLLOW_HOSTS_ONLY=PREFIX: the option sets beginning
#   with it alone; DPOPT_BUILD_ONLY=1: build, do not run (make test does,
#   without a GPU, with FOLLOW_HOSTS_QUICK=1: --flatten=grid's builds alone)
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
dir=tests/runtime/follow_hosts
runtime=${DPOPT_RUNTIME:-runtime/include}
status=0
# Each option set, and the mark of its lock in dpopt's output.
# The persistent version (--remove=t1, auto) takes the lock in the runtime's launch_free.
for pair in 'flatten=grid:FollowLock' 'aggregate=grid:GridOrderLock' 'aggregate=multiblock:4:GridOrderLock' \
    'remove=t1:launch_free' 'remove=auto:launch_free'; do
    option=${pair%:*} mark=${pair##*:}
    # FOLLOW_HOSTS_ONLY=PREFIX: the option sets beginning with it alone
    case $option in "${FOLLOW_HOSTS_ONLY:-}"*) ;; *) continue ;; esac
    name=${option//[=:]/_}
    if ! "$dpopt" "--$option" "$dir/parent.cu" -o "$out/parent.$name.cu" || ! grep -q "$mark" "$out/parent.$name.cu"; then
        echo "FAIL follow hosts --$option: no $mark in dpopt's output"; status=1; continue
    fi
    harnesses='threads threads-per-thread'
    # make test builds one option set's (FOLLOW_HOSTS_QUICK=1): the others' outputs are only marked
    [ "${FOLLOW_HOSTS_QUICK:-0}" = 1 ] && [ "$option" != flatten=grid ] && harnesses=
    for harness in $harnesses; do
        source=${harness%-per-thread} flags=
        [ "$source" = "$harness" ] || flags='--default-stream per-thread'
        # shellcheck disable=SC2086 # flags: words of their own
        if ! nvcc -arch=sm_90 -rdc=true $flags -I"$runtime" -I"$dir" -Xcompiler -pthread "$out/parent.$name.cu" \
            "$dir/$source.cu" -o "$out/$name.$harness" -lcudadevrt >"$out/$name.$harness.log" 2>&1; then
            echo "FAIL follow hosts --$option $harness: does not build"; head -5 "$out/$name.$harness.log"; status=1
            continue
        fi
        if [ "${DPOPT_BUILD_ONLY:-0}" = 1 ]; then
            echo "built --$option $harness"
        else
            printf -- '--%s: ' "$option"
            timeout 120 "$out/$name.$harness" || status=1
        fi
    done
done
exit $status
