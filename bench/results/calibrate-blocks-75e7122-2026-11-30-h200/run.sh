#!/bin/bash
# dpopt-calibrate's flat forms at child blocks of 32 and of 256 threads, the
# same sizes (launches:child threads, multiples of 256), one after the other.
cd "$(git rev-parse --show-toplevel)"
for b in 32 256; do
  DPOPT=$PWD/build/dpopt python3 .gpu/cal/b$b/scripts/dpopt-calibrate --arch sm_90 --jobs 16 \
    --output $OUT/b$b.costs --points $OUT/b$b.csv 2>&1 | tail -9
done
