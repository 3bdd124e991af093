# CDP1 input (a device-side cudaDeviceSynchronize, which CUDA 12+ rejects)
# under a strategy that keeps the sync: an error at the sync naming the
# --remove options that would make the output build, exit 1, no output.
# With no strategy the output is the input (no error); launch removal that
# takes the sync away succeeds.
cdp1=tests/corpus/cdp1_sync.cu
for opts in --threshold=128 --coarsen=2 --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 \
    "--aggregate=grid --threshold=128 --coarsen=2" --remove=t3; do
    echo precious >"$tmp/kept.cu"
    # shellcheck disable=SC2086
    expect_status 1 "cdp1_sync $opts: refused" build/dpopt $opts "$cdp1" -o "$tmp/kept.cu"
    grep -q "^tests/corpus/cdp1_sync.cu:37:9: error: device-side cudaDeviceSynchronize (CDP1) left in place by $opts.*CUDA 12.*would not build; --remove=t1, --remove=t2, --remove=t4 or --remove=auto would make it build" "$tmp/cli.err" &&
        pass || fail "cdp1_sync $opts: error at the sync naming the --remove options"
    [ "$(cat "$tmp/kept.cu")" = precious ] && pass || fail "cdp1_sync $opts: output written despite the error"
done
grep -q 'note: cudaDeviceSynchronize kept' "$tmp/cli.err" && fail "cdp1_sync --remove=t3: a note besides the error" || pass
expect_status 0 "cdp1_sync, no strategy" build/dpopt "$cdp1" -o "$tmp/same.cu"
cmp -s "$cdp1" "$tmp/same.cu" && pass || fail "cdp1_sync, no strategy: output = input"
expect_status 0 "cdp1_sync --coarsen=1 (changes nothing)" build/dpopt --coarsen=1 "$cdp1" -o "$tmp/same.cu"
for t in t1 t2 t4 auto; do
    expect_status 0 "cdp1_sync --remove=$t: the sync goes" build/dpopt --remove=$t "$cdp1" -o "$tmp/removed.cu"
done
# The sanitized binary too (the error path builds the removal plans).
expect_status 1 "cdp1_sync --threshold=128, sanitized" build/san/dpopt --threshold=128 "$cdp1" -o "$tmp/kept.cu"
grep -q 'error: device-side cudaDeviceSynchronize' "$tmp/cli.err" && ! grep -q -E 'Sanitizer|runtime error' "$tmp/cli.err" && pass || fail "sanitized: the error, and no sanitizer report"
# No removal takes the launch (dynamic shared memory): the error says so.
expect_status 1 "unremovable sync --remove=auto" build/dpopt --remove=auto "$here/unremovable_sync.cu" -o "$tmp/kept.cu"
grep -q "unremovable_sync.cu:13:5: error: .*left in place by --remove=auto.*no --remove option takes it away: the launch of 'child' at line 12 cannot be removed (the child uses dynamic shared memory)" "$tmp/cli.err" && pass || fail "unremovable sync: the error names the launch no removal takes"
# Notes are true: thresholding rewrites the launch that aggregation refuses,
# so the note must not call it "left as written".
build/dpopt --threshold=64 --aggregate=block --report=json "$cdp1" >/dev/null 2>"$tmp/notes"
grep -q "cdp1_sync.cu:36:9: note: launch of 'sum_child' not aggregated: a device-side cudaDeviceSynchronize" "$tmp/notes" &&
    ! grep -q 'left as written' "$tmp/notes" && pass || fail "threshold + block on cdp1_sync: 'not aggregated', not 'left as written'"
# A launch rewritten in the middle of line 12 with code after it: that code
# goes on a line of its own after #line 12 (it was left under the generated
# text's last line number).
for opts in --threshold=128 --coarsen=2 --aggregate=warp --remove=t4; do
    # shellcheck disable=SC2086
    build/dpopt $opts "$here/mid_line_launch.cu" -o "$tmp/mid.cu" 2>/dev/null
    grep -A1 '^#line 12 ' "$tmp/mid.cu" | grep -q '^ *out\[t\] += 0;$' && pass || fail "mid-line launch $opts: the rest of line 12 after #line 12"
done
