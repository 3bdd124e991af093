# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a segmented scan.
# Each thread launches scan_tiles (256-thread blocks, barriers in a loop),
# then add_carries, into its 128-thread block's NULL stream. Under T3 (t1,
# t2, auto) the block cannot stand in for scan_tiles' larger blocks, so the
# thread launched it as written, while the block then ran add_carries
# itself, before scan_tiles was done: wrong segments on an H200
# (2026-11-25). Now a thread whose flushed launch was made as written makes
# its later ones into the NULL stream as written too (plan/order.h).
for opt in --remove=t3 --remove=t1 --remove=t2 --remove=auto; do
    build/dpopt "$opt" "$here/smem_scan.cu" -o "$tmp/rss.cu" 2>/dev/null || { fail "removal-shared-scan: $opt exits non-zero"; continue; }
    kernel=$(awk '/^__global__ void segmented_scan/,/^int main/' "$tmp/rss.cu")
    grep -q 'bool dp_launched_as_written = false;' <<<"$kernel" &&
        grep -q 'if (dp_launched_as_written || !dp_batch.data || !dpopt::block_can_stand_in(dp_pending_0.dp_block)) {' <<<"$kernel" &&
        grep -q 'if (dp_launched_as_written || !dp_batch.data) {' <<<"$kernel" &&
        [ "$(grep -c 'dp_launched_as_written = true;' <<<"$kernel")" = 2 ] && pass ||
        fail "removal-shared-scan: $opt: add_carries may run in the block before scan_tiles launched as written"
    if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$tmp/rss.cu" -o "$tmp/rss.o" >"$tmp/rss.log" 2>&1 &&
            pass || fail "removal-shared-scan: $opt: nvcc: $(head -c 300 "$tmp/rss.log")"
    fi
done
