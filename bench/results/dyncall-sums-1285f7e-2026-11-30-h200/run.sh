#!/bin/bash
# dyncall A/B: dpopt's T4 adding up each child block's atomicAdd calls to one
# word (analysis/block_sums.h), against T4 before (its threads run whole) and
# the hand-edited version of two sessions before (t4_acc), beside flat; the
# CDP1 program likewise. ../dyncall-whole-ddfcf17-2026-11-30-h200/run.sh
# builds and times them (every run verified). Usage: run.sh [runs]
S=$(cd "$(dirname "$0")" && pwd)
R=$S/..
SOURCES="t4_whole=$R/dyncall-whole-ddfcf17-2026-11-30-h200/t4.cu t4_sums=$S/t4.cu
         t4_acc=$R/dyncall-fused-c658d37-2026-11-30-h200/t4_acc.cu
         c1_whole=$R/dyncall-whole-ddfcf17-2026-11-30-h200/c1.cu c1_sums=$S/c1.cu
         c1_acc=$R/dyncall-fused-c658d37-2026-11-30-h200/c1_acc.cu" \
VARIANTS="flat t4_whole t4_sums t4_acc c1_whole c1_sums c1_acc" \
BUILD=/tmp/dyncall-sums exec $R/dyncall-whole-ddfcf17-2026-11-30-h200/run.sh "$@"
