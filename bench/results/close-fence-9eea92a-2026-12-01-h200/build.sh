#!/usr/bin/env bash
# The grid batch's close (group_batch_last_block) fenced by every thread (as is), by thread 0 only after the
# barrier (one: fence.sc; onear: fence.acq_rel.gpu), or not at all (none: unsafe, a bound). qsb's
# --aggregate=grid and tc/bfs/gc/sssp's --flatten=grid, built here against each runtime copy.
set -eu
source bench/variant-options.sh
W=.gpu/fx; rm -rf $W; mkdir -p $W/bin $W/src
for v in base one onear none; do cp -r runtime/include $W/rt-$v; done
python3 - <<'PY'
W = ".gpu/fx"
old = """    __threadfence();
    __syncthreads();
    if (block_thread_rank() == 0)
        temp.last = group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1;
    __syncthreads();"""
new = {
 "one": """    __syncthreads();
    if (block_thread_rank() == 0) {
        __threadfence();
        temp.last = group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1;
    }
    __syncthreads();""",
 "onear": """    __syncthreads();
    if (block_thread_rank() == 0) {
        asm volatile("fence.acq_rel.gpu;" ::: "memory");
        temp.last = group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1;
    }
    __syncthreads();""",
 "none": """    __syncthreads();
    if (block_thread_rank() == 0)
        temp.last = group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1;
    __syncthreads();"""}
for v, n in new.items():
    p = f"{W}/rt-{v}/dpopt/block_batch.cuh"
    t = open(p).read(); assert t.count(old) == 1; open(p, "w").write(t.replace(old, n))
PY
make -s -j2 -f bench/Makefile lib lib-whole
build_app() { # app strategy
  local app=$1 opt=$2 src=$W/src/$1.cu whole=0
  build/dpopt $opt --needs-rdc=$src.rdc -I bench/common -I bench/datasets -I bench/apps/$app bench/apps/$app/cdp.cu -o $src
  grep -q '^whole ' $src.rdc && whole=1
  for v in base one onear none; do
    mapfile -t cmd < <(variant_nvcc_command "$whole" "$app" "$src" "$W/bin/${app}_$v" "$v")
    cmd=("${cmd[@]/-Iruntime\/include/-I$W/rt-$v}")
    [ "$whole" = 1 ] && cmd+=(-DBENCH_WHOLE_PROGRAM)
    "${cmd[@]}" > $W/bin/${app}_$v.log 2>&1 &
  done; wait
  echo "$app whole=$whole: $(ls $W/bin/${app}_* | grep -vc log) binaries"
}
build_app qsb --aggregate=grid
for a in tc bfs gc sssp; do build_app $a --flatten=grid; done
cd $W/bin && strip $(ls | grep -v log) && tar cJf ../bins.txz $(ls | grep -v log) && du -sh ../bins.txz
