#!/bin/bash
# session 67 call 2: where the time goes (sp, bt sample-lines, qt, mstf, ccl) at 1298cc9; sp's parent grid widened by hand; ccl walk source page
set -u
out=$OUT
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bench/kernel-times $out/kt sp:random-42000-10000-3:flat_lb,flatten=grid bt:sample-lines-25600:flat,threshold=128,remove=t4 \
  qt:points-40000:flat,remove=auto mstf:rmat12:flat_lb,flatten=grid ccl:blobs-1024x1024:flat_lb,flatten=grid 2>&1 | tail -60
rm -rf $out/kt/raw
echo "== sp flatten=grid, parent grid by --param parent_blocks"
for b in 8 16 27 54 132 264; do
  printf "parent_blocks=%s " $b; bench/build/sp_flatten=grid --dataset random-42000-10000-3 --runs 9 --warmup 2 --param parent_blocks=$b | grep RESULT | sed 's/.*median_ms=\([^ ]*\).*verified=\([a-z]*\).*/median_ms=\1 verified=\2/'
done
printf "flat_lb "; bench/build/sp_flat_lb --dataset random-42000-10000-3 --runs 9 --warmup 2 | grep RESULT | sed 's/.*median_ms=\([^ ]*\).*verified=\([a-z]*\).*/median_ms=\1 verified=\2/'
prof() { # name binary dataset kernel-regex skip
  ncu --set full --import-source no -k regex:$4 --launch-skip $5 --launch-count 1 -o /tmp/$1 $2 --dataset $3 --runs 1 --warmup 0 >/dev/null 2>&1
  ncu -i /tmp/$1.ncu-rep --page details > $out/$1.txt 2>&1
  ncu -i /tmp/$1.ncu-rep --page source --print-source sass --csv > $out/$1.sass.csv 2>&1
  echo "== $1"; grep -E "^\s+(Duration|Executed Ipc Active|Registers Per Thread|Grid Size|Block Size|Executed Instructions)\b" $out/$1.txt
}
prof ccl-local-walk bench/build/ccl_flatten=grid blobs-1024x1024 ccl_local_child_dp_grid_follow 3
prof ccl-local-lb bench/build/ccl_flat_lb blobs-1024x1024 ccl_local_lb 3
prof sp-parent bench/build/sp_flatten=grid random-42000-10000-3 sp_var_parent 5
cd $out && tar czf prof.tgz *.txt *.sass.csv && rm -f *.txt *.sass.csv
ls -R $out | head
