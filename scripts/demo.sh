#!/usr/bin/env bash
# The demo: what dpopt sees in a BFS program that launches a child grid per
# frontier vertex, and the code it writes back.
set -eu
cd "$(dirname "$0")/.."
example=tests/corpus/bfs.cu
mkdir -p build/demo
echo "\$ build/dpopt --report $example"
build/dpopt --report "$example"
echo
echo "\$ build/dpopt $example -o build/demo/bfs.cu"
build/dpopt "$example" -o build/demo/bfs.cu
if cmp -s "$example" build/demo/bfs.cu; then
    echo "build/demo/bfs.cu: identical to the input (no strategy option was given)"
else
    echo "build/demo/bfs.cu differs from the input:"
    diff -u "$example" build/demo/bfs.cu || true
fi
