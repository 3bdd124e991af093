#!/usr/bin/env bash
# The demo: a BFS program that launches a child grid per frontier vertex,
# what dpopt sees in it, what it writes at block granularity (the launch as
# written and the fused launch that replaces it), and what to try next.
set -eu
cd "$(dirname "$0")/.."
example=tests/corpus/bfs.cu
out=build/demo/bfs.block.cu
mkdir -p build/demo

echo "== What dpopt sees: the device-side launch site"
echo "\$ build/dpopt --aggregate=block --report $example"
build/dpopt --aggregate=block --report "$example" | sed -n '/^  #0 /,/^  #1 /p' | sed '$d'
echo

echo "== What it writes: build/dpopt --aggregate=block $example -o $out"
build/dpopt --aggregate=block "$example" -o "$out"
echo "-- the launch as written ($example):"
grep -n -A1 'bfs_child<<<' "$example" | sed 's/^/   /'
echo "-- where it stood, its arguments recorded for the end of the block ($out):"
grep -n -A8 'bfs_child<<<...>>> postponed' "$out" | sed 's/^/   /'
echo "-- at the end of the block, one launch of the fused kernel for the whole block's children:"
grep -n -B1 'bfs_child_dp_block<<<' "$out" | sed 's/^/   /'
echo

if command -v nvcc >/dev/null; then
    echo "== Built as nvcc would build it, through the drop-in:"
    echo "\$ scripts/dpopt-nvcc --dpopt=--aggregate=block -arch=sm_90 $example -o build/demo/bfs"
    if scripts/dpopt-nvcc --dpopt=--aggregate=block -arch=sm_90 "$example" -o build/demo/bfs; then
        echo "built build/demo/bfs (it runs on a GPU of compute capability 9.0)"
    fi
    echo
fi

if [ -x build/demo/bfs ]; then
    echo "== Run it on a GPU: build/demo/bfs (it prints the levels and a distance; the program"
    echo "   as written prints the same: nvcc -arch=sm_90 -rdc=true $example -o bfs -lcudadevrt)"
    echo
fi

cat <<'EOF'
== Next
- Other strategies on the same file, in the order that won most often on the
  benchmark suite: --flatten=grid (the children's threads run load-balanced
  over one fused grid), --remove=auto (no launches at all), --aggregate=grid;
  also --aggregate=warp|block|multiblock:8, --flatten=warp|block,
  --remove=t1|t2|t3|t4, --threshold=128, --coarsen=2 (README, "Choosing a
  strategy"; each with its before/after: docs/guide.md).
- Your own program: build/dpopt --report your.cu shows every launch; with a
  strategy, build/dpopt --flatten=grid your.cu -o out.cu writes the program and
  a note for each launch it leaves as written, saying why; build it with
  nvcc -arch=sm_90 -rdc=true -I runtime/include out.cu -o prog -lcudadevrt
  (README, "Your own program").
- Your own build: scripts/dpopt-nvcc --dpopt=--flatten=grid in place of nvcc,
  all of a program's .cu files on one line, or as CMake's
  CMAKE_CUDA_COMPILER_LAUNCHER (examples/cmake; README, "Build systems").
- Programs as people write them: examples/graph-members (device code in class
  members of a header), examples/quadtree-groups (a recursive quadtree using
  cooperative groups), examples/quicksort-files (a quicksort in two files),
  examples/mandelbrot-adaptive (Mariani-Silver), examples/spmv-long-rows;
  examples/build.sh OUTDIR builds them under every strategy, examples/run.sh
  OUTDIR runs and times them on a GPU (docs/guide.md, "Examples").
EOF
