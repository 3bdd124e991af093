#!/bin/bash
# (kept as it ran: .gpu/commit held ca761ed1)
# Session 89: bh (8 rounds) and bt, qt (5 rounds): every option set within 25% of the
# run's pick timed again side by side, with O, tuned and the hand-written program.
set -u
S=bench/results/suite-afa456d-2026-11-30-h200
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
mkdir -p /tmp/r/bh /tmp/r/btqt
start=$(date +%s)
timeout 280 /usr/bin/python3 bench/recheck --rounds 8 --within 0.25 --apps bh $S /tmp/r/bh 2>&1 | grep "^round [0-9] of [0-9]:"
echo "bh done at $(( $(date +%s) - start )) s"
timeout $(( 560 - ($(date +%s) - start) )) /usr/bin/python3 bench/recheck --rounds 5 --within 0.25 --apps bt,qt $S /tmp/r/btqt 2>&1 | grep "^round [0-9] of [0-9]:"
echo "all done at $(( $(date +%s) - start )) s"
tar czf $OUT/rounds.tgz -C /tmp/r .
