#!/bin/bash
# call 9: Nsight Compute details of ccl's local walk against the load-balanced kernel
set -u
out=$OUT
bench/run --apps ccl --variants flat_lb,flatten=grid --build-only --jobs 16 > /tmp/build.log 2>&1 || { tail -5 /tmp/build.log; exit 1; }
prof() { # name binary kernel-regex skip
  ncu --set full --import-source no -k regex:$3 --launch-skip $4 --launch-count 1 -o /tmp/$1 $2 --dataset blobs-1024x1024 --runs 1 --warmup 0 >/dev/null 2>&1
  ncu -i /tmp/$1.ncu-rep --page details > $out/$1.txt 2>&1
  echo "== $1"; grep -E "^\s+(Duration|Executed Ipc Active|Warp Cycles Per Issued Instruction|Achieved Occupancy|Theoretical Occupancy|Registers Per Thread|Grid Size|Block Size|Memory Throughput|Executed Instructions)\b" $out/$1.txt
}
prof ccl-local-walk bench/build/ccl_flatten=grid ccl_local_child_dp_grid_follow 3
prof ccl-local-lb bench/build/ccl_flat_lb ccl_local_lb 3
prof ccl-parent bench/build/ccl_flatten=grid ccl_local_parent_dp_followed 3
gzip -f $out/*.txt
