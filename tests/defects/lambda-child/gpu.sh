#!/usr/bin/env bash
# On a machine with a GPU, from the checkout's root after `make build/dpopt`:
# builds lambda_child.cu as written and as dpopt writes it under each option
# set, runs each, prints one line each (the program's PASS or FAIL line).
# Exits non-zero unless every one printed PASS.
set -u
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/lambda-child-gpu}
mkdir -p "$out"
. tests/defects/gpu-variants.sh
gpu_variants build/dpopt "$out" lambda-child tests/defects/lambda-child/lambda_child.cu --extended-lambda 30 \
    orig --threshold=64 --threshold=1024 --remove=t4 --aggregate=grid --remove=auto
exit $((fails != 0))
