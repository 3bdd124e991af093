#!/bin/bash
# dyncall A/B: dpopt's T4 adding the two words' same value (threadID) in one
# register (analysis/block_sums.h, same_as), against T4 with two registers
# (../dyncall-factor-be9bed4-2026-11-30-h200/t4.cu), beside flat and the
# CDP1 program (unchanged). The builder and timer of
# ../dyncall-whole-ddfcf17-2026-11-30-h200/run.sh (every run verified).
# Usage: run.sh [runs]
S=$(cd "$(dirname "$0")" && pwd)
R=$S/..
SOURCES="t4_factor=$R/dyncall-factor-be9bed4-2026-11-30-h200/t4.cu t4_shared=$S/t4.cu
         c1_sums=$R/dyncall-sums-1285f7e-2026-11-30-h200/c1.cu" \
VARIANTS="flat t4_factor t4_shared c1_sums" \
BUILD=/tmp/dyncall-shared exec $R/dyncall-whole-ddfcf17-2026-11-30-h200/run.sh "$@"
