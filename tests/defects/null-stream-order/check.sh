# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a thread's launches
# into the NULL stream run one after another. Found while trying block
# flattening (2026-11-23; the differential tester, seed 19 program 101):
# removal ran a launch in the parent without the order of a launch of the
# same thread left as written. order.cu: T3 deferred the filler to the end
# of the block, after the reader (kept) had run. order2.cu: T4 and
# flattening ran the reader in place before the producer (kept) was done.
nso_run() { # options input -> notes in $tmp/nso.notes, output in $tmp/nso.cu
    build/dpopt $1 "$here/$2.cu" -o "$tmp/nso.cu" 2>"$tmp/nso.notes"
}
nso_run --remove=t3 order || fail "null-stream-order: dpopt --remove=t3 order.cu exits non-zero"
grep -q "launch of 'fill' left as written: the launch goes to the NULL stream" "$tmp/nso.notes" && pass ||
    fail "null-stream-order: --remove=t3 order.cu: the filler is deferred past the reader left as written"
# auto (and T1/T2, which keep auto in the kernel) runs the filler in place
# instead, before the reader is launched (plan/order.h).
for opt in --remove=auto --remove=t1 --remove=t2; do
    nso_run "$opt" order || { fail "null-stream-order: dpopt $opt order.cu exits non-zero"; continue; }
    grep -q "launch of 'fill' removed with t4 .*the launch goes to the NULL stream, where the same thread may also make a launch of 'consume' (line 17), run as written" "$tmp/nso.notes" &&
        grep -q 'fill_dp_t4(dp_b' "$tmp/nso.cu" && ! grep -q 'fill_dp_removed_launch dp_pending' "$tmp/nso.cu" && pass ||
        fail "null-stream-order: $opt order.cu: the filler is not run in place before the reader left as written"
done
for opt in --remove=t3 --remove=t4 --remove=auto --flatten=warp; do
    nso_run "$opt" order2 || { fail "null-stream-order: dpopt $opt order2.cu exits non-zero"; continue; }
    grep -q "launch of 'consume' left as written: the launch goes to the NULL stream, where a launch of 'produce'" "$tmp/nso.notes" && pass ||
        fail "null-stream-order: $opt order2.cu: the consumer runs in place before the producer is done"
done
# In place and before the kept launch, the order holds: T4 still takes the filler.
nso_run --remove=t4 order && ! grep -q "launch of 'fill' left as written" "$tmp/nso.notes" && pass ||
    fail "null-stream-order: --remove=t4 order.cu: the filler, run in place before the reader, need not stay"
