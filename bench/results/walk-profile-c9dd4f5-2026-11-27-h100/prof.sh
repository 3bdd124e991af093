#!/usr/bin/env bash
# Nsight Compute details of dpopt's flatten=grid kernels against the load-balanced ones (scratch)
cd "$(dirname "$0")/../.."
out=${1:?}; mkdir -p $out
bench/run --apps sp,mstf --variants flat_lb,flatten=grid --build-only --jobs 16 > $out/build.log 2>&1 || { tail -5 $out/build.log; exit 1; }
prof() { # name binary dataset kernel-regex skip
  ncu --set full --import-source no -k regex:$4 --launch-skip $5 --launch-count 1 -o $out/$1 $2 --dataset $3 --runs 1 --warmup 0 >/dev/null 2>&1
  ncu -i $out/$1.ncu-rep --page details > $out/$1.txt 2>&1
  ncu -i $out/$1.ncu-rep --page source --print-source sass --csv > $out/$1.sass.csv 2>&1
  rm -f $out/$1.ncu-rep
  echo "== $1"; grep -E "^\s+(Duration|Elapsed Cycles|SM Active Cycles|Executed Ipc Active|Warp Cycles Per Issued Instruction|Achieved Occupancy|Registers Per Thread|Grid Size|Block Size)\b" $out/$1.txt
  grep -E "each warp of this workload spends" -A1 $out/$1.txt | head -4
}
prof sp-parent bench/build/sp_flatten=grid random-42000-10000-3 sp_var_parent 5
prof sp-walk bench/build/sp_flatten=grid random-42000-10000-3 sp_var_child_dp_grid_follow 5
prof sp-lb bench/build/sp_flat_lb random-42000-10000-3 sp_occ_step 5
prof mstf-parent bench/build/mstf_flatten=grid rmat12 mstf_find_parent 2
prof mstf-walk bench/build/mstf_flatten=grid rmat12 mstf_find_child 2
prof mstf-lb bench/build/mstf_flat_lb rmat12 mstf_find_lb 2
cd $out && tar czf prof.tgz *.txt *.sass.csv && rm -f *.txt *.sass.csv
