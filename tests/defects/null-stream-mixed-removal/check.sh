# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): one thread launches
# init, then twice in a loop, into its block's NULL stream. --remove=t1, t2
# and auto ran init at the end of the block (T3) and every twice in place
# (T4) before it: a wrong result on an H200 (2026-11-25), no note. The
# order is now kept for every mix of forms (plan/order.h): auto runs init
# in place too, saying why; T3 leaves init as written beside twice, which
# stays as written. init_then_twice.cu: two launches outside any loop, each
# T3 and auto alike, flushed in order at the kernel's end.
nsm_plan() { # option input -> the removal of each site, in order
    build/dpopt "$1" --report=json "$here/$2" 2>"$tmp/nsm.notes" | python3 tests/expect/plan_view.py remove
}
for opt in --remove=t1 --remove=t2 --remove=auto --remove=t4; do
    got=$(nsm_plan "$opt" null_stream_mixed.cu)
    [ "$got" = "t4 t4" ] && pass || fail "null-stream-mixed-removal: $opt: plan '$got', expected both in place (t4 t4)"
done
got=$(nsm_plan --remove=auto null_stream_mixed.cu)
grep -q "launch of 'init' removed with t4 only: the launch goes to the NULL stream, where the same thread may also make a launch of 'twice' (line 13), run in place" "$tmp/nsm.notes" &&
    pass || fail "null-stream-mixed-removal: --remove=auto: no note naming twice's line for init: $(cat "$tmp/nsm.notes")"
got=$(nsm_plan --remove=t3 null_stream_mixed.cu)
[ "$got" = "none none" ] && pass || fail "null-stream-mixed-removal: --remove=t3: plan '$got', expected none none"
# Two launches flushed at the end of the kernel: both taken, in order, the
# later made as written after an earlier one that was.
for opt in --remove=t3 --remove=auto; do
    got=$(nsm_plan "$opt" init_then_twice.cu)
    want=${opt#--remove=}
    [ "$got" = "$want $want" ] && pass || fail "null-stream-mixed-removal: $opt init_then_twice.cu: plan '$got'"
    build/dpopt "$opt" "$here/init_then_twice.cu" -o "$tmp/nsm.cu" 2>/dev/null
    [ "$(grep -c 'if (dp_launched_as_written || !dp_batch.data) {' "$tmp/nsm.cu")" = 2 ] &&
        [ "$(grep -c 'dp_launched_as_written = true;' "$tmp/nsm.cu")" = 2 ] && pass ||
        fail "null-stream-mixed-removal: $opt init_then_twice.cu: the flushes do not follow a launch made as written"
done
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    nsm_n=0
    for opt in --remove=t1 --remove=auto --remove=t3; do
        for src in null_stream_mixed.cu init_then_twice.cu; do
            nsm_n=$((nsm_n + 1))
            nvcc_sampled $nsm_n 2 || continue # (one output in two: tests/lib.sh)
            build/dpopt "$opt" "$here/$src" -o "$tmp/nsm.cu" 2>/dev/null
            nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$tmp/nsm.cu" -o "$tmp/nsm.o" >"$tmp/nsm.log" 2>&1 &&
                pass || fail "null-stream-mixed-removal: $opt $src: nvcc: $(head -c 300 "$tmp/nsm.log")"
        done
    done
fi
