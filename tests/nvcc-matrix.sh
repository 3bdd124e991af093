#!/usr/bin/env bash
# make test's nvcc section with its whole matrix: every expectation input and
# valid corpus program under every option set of tests/strategies.txt,
# compiled by nvcc (make test compiles one pair in 56). About half an hour
# on the 2-core machine; run it before a change to generated code lands.
# `make test-nvcc` builds dpopt and runs it.
set -u
cd "$(dirname "$0")/.."
# shellcheck source=tests/lib.sh
. tests/lib.sh
DPOPT_NVCC_MATRIX=full
section "nvcc, the whole matrix (tests/nvcc/check.sh, DPOPT_NVCC_MATRIX=full)"
# shellcheck source=tests/nvcc/check.sh
. tests/nvcc/check.sh
report_counts
