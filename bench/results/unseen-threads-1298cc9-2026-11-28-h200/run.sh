#!/bin/bash
# session 67 call 1: host launch locks (persistent version) before/after; difftest unseen_threads legacy and per-thread
set -u
out=$OUT
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -2 | head -1
echo "== before (runtime of 5b5a426), --remove per-thread: expected to fail"
FOLLOW_HOSTS_ONLY=remove DPOPT_RUNTIME=.gpu/old-runtime/runtime/include tests/runtime/gpu-follow-hosts.sh build/dpopt /tmp/fh-old 2>&1 | tee $out/follow-hosts-before.txt
echo "== after"
tests/runtime/gpu-follow-hosts.sh build/dpopt /tmp/fh-new 2>&1 | tee $out/follow-hosts-after.txt
echo "== difftest unseen_threads legacy"
DIFFTEST_SHAPES=unseen_threads tests/difftest/gpu-run.sh 40 6701 $out/dt-legacy 0 170 > /tmp/dtl.log 2>&1; echo "rc $?"; tail -4 $out/dt-legacy/run.log
echo "== difftest unseen_threads per-thread"
DIFFTEST_SHAPES=unseen_threads DIFFTEST_NVCC_FLAGS='--default-stream per-thread' tests/difftest/gpu-run.sh 40 6702 $out/dt-perthread 0 170 > /tmp/dtp.log 2>&1; echo "rc $?"; tail -4 $out/dt-perthread/run.log
rm -f $out/dt-*/run.log.gz; gzip -f $out/dt-*/run.log
ls -R $out | head -20
