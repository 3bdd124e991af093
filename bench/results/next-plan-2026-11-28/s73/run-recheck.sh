#!/bin/bash
# Session 73's third call (about 5 minutes; carry build/dpopt and bench/data):
# bench/recheck on the whole suite at 3e695e8, three rounds. Writes
# device.txt, recheck.log and round-1..3.csv (5 of the device tool's 8 files).
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; git log --format=%h -1; } > $OUT/device.txt
timeout 570 bench/recheck --rounds 3 bench/results/suite-3e695e8-2026-11-28-h200 $OUT 2>&1 | tail -8
