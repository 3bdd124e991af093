#!/usr/bin/env bash
# On the device (carry .gpu/lr, as build.sh packs it; 4 s): the SASS of the plain qsb programs, from which
# sort-loop-sass.txt was cut (the loop that ends in a branch back to its own first load).
set -u
B=/tmp/lrb; mkdir -p $B && tar xJf .gpu/lr/bins.txz -C $B
for v in qsb_before qsb_after qsb_flat; do cuobjdump -sass $B/$v > $OUT/$v.sass; done
(cd $OUT && tar cJf sass.txz ./*.sass && rm ./*.sass)
