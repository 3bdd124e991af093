#!/usr/bin/env bash
# On a machine of several GPUs: the runtime's one-GPU check scripts
# (tests/runtime/gpu-*.sh) on every GPU at once, a process chain a GPU
# (CUDA_VISIBLE_DEVICES=i), each script in its own folder; then the
# scripts that use several GPUs from one program (gpu-devices.sh,
# gpu-corun-devices.sh) on 1, 2, ... all GPUs. One line a
# script and GPU, a summary table (OUTDIR/summary.csv); exit 1 on any
# failure.
#   usage: tests/runtime/gpu-every-device.sh [DPOPT] [OUTDIR] [SCRIPT...]
#   SCRIPT: names without gpu- and .sh (e.g. grid-flat levels); default all
cd "$(dirname "$0")/../.." || exit 2
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
shift $(($# < 2 ? $# : 2)) # DPOPT and OUTDIR, where given: what follows is the counts
mkdir -p "$out"
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
[ "$gpus" -gt 0 ] || { echo "gpu-every-device: no GPU"; exit 2; }

# The scripts that use one GPU; gpu-sets.sh is a helper the others call.
# gpu-exit.sh builds into bench/build/, which the chains would share: it
# runs on the first GPU only.
several="devices corun-devices"
first_only="exit"
if [ $# -gt 0 ]; then
    names="$*"
else
    names=$(find tests/runtime -maxdepth 1 -name 'gpu-*.sh' | sort | sed 's|.*/gpu-||; s|\.sh$||' |
            grep -vx -e sets -e every-device)
fi
one=() multi=()
for name in $names; do
    [ -f "tests/runtime/gpu-$name.sh" ] || { echo "gpu-every-device: no tests/runtime/gpu-$name.sh"; exit 2; }
    if [[ " $several " == *" $name "* ]]; then multi+=("$name"); else one+=("$name"); fi
done

# Runs script $1 on GPU $2 (the only one it sees); its status in a file.
run_one() {
    local name=$1 gpu=$2 dir="$out/$1.gpu$2"
    mkdir -p "$dir"
    local args=("$dpopt" "$dir")
    [ "$name" = arena ] && args=("$dir")   # gpu-arena.sh takes no dpopt
    [ "$name" = exit ] && args=()
    local started=$SECONDS rc
    CUDA_VISIBLE_DEVICES=$gpu "tests/runtime/gpu-$name.sh" "${args[@]}" >"$dir.log" 2>&1
    rc=$?
    echo $rc >"$dir.status"
    # As it ends, so that a run stopped by a time limit still says what passed.
    echo "  gpu-$name.sh on GPU $gpu: exit $rc after $((SECONDS - started)) s"
}

for ((g = 0; g < gpus; g++)); do
    (for name in "${one[@]}"; do
        [ "$g" -gt 0 ] && [[ " $first_only " == *" $name "* ]] && continue
        run_one "$name" "$g"
    done) &
done
wait

status=0
echo "script,gpus,status" >"$out/summary.csv"
for name in "${one[@]}"; do
    for ((g = 0; g < gpus; g++)); do
        [ "$g" -gt 0 ] && [[ " $first_only " == *" $name "* ]] && continue
        rc=$(cat "$out/$name.gpu$g.status" 2>/dev/null || echo missing)
        verdict=PASS
        [ "$rc" = 0 ] || { verdict="FAIL (exit $rc, $out/$name.gpu$g.log)"; status=1; }
        echo "gpu-$name.sh on GPU $g of $gpus (all at once): $verdict"
        echo "gpu-$name.sh,GPU $g of $gpus,${verdict%% *}" >>"$out/summary.csv"
    done
done

# The scripts that spread one program over 1, 2, 4 ... GPUs themselves.
counts=1
for n in 2 4 8; do [ "$n" -le "$gpus" ] && counts="$counts $n"; done
[ "$gpus" -gt 1 ] && [[ " $counts " != *" $gpus "* ]] && counts="$counts $gpus"
for name in "${multi[@]}"; do
    # shellcheck disable=SC2086
    "tests/runtime/gpu-$name.sh" "$dpopt" "$out/$name" $counts >"$out/$name.log" 2>&1
    rc=$?
    verdict=PASS
    [ "$rc" = 0 ] || { verdict="FAIL (exit $rc, $out/$name.log)"; status=1; }
    echo "gpu-$name.sh on $counts GPU(s): $verdict"
    echo "gpu-$name.sh,${counts// /+},${verdict%% *}" >>"$out/summary.csv"
done
exit $status
