# Host launch with more statements on its line (w6): T1, T2 and auto replace
# it with dpopt::launch_free(...); what followed it on the line must stay
# code (it once went into the launch_free's `//` comment), on a line of its
# own after a #line naming its original line (20).
for t in t1 t2 auto; do
    out="$tmp/w6.$t.cu"
    build/dpopt --remove=$t "$here/w6_host_launch_same_line.cu" -o "$out" 2>/dev/null
    grep -q 'dpopt::launch_free(' "$out" && pass || fail "w6 --remove=$t: the host launch becomes launch_free"
    grep -q '//.*cudaMemcpy(&h' "$out" && fail "w6 --remove=$t: the rest of the launch's line is inside a comment" || pass
    grep -B1 '^ *cudaMemcpy(&h, o, sizeof(int), cudaMemcpyDeviceToHost); printf("h = %d\\n", h);$' "$out" |
        grep -q '^#line 20 ' && pass || fail "w6 --remove=$t: the rest of line 20 on its own line after #line 20"
done
# A launch configuration written over two lines, quoted in a generated
# `//` comment: its second line must not fall out of the comment.
cat >"$tmp/two_line_config.cu" <<'CU'
__global__ void child(int *out, int n) { out[blockIdx.x * blockDim.x + threadIdx.x] = n; }
__global__ void parent(int *out, int n)
{
    if (threadIdx.x == 0)
        child<<<(n + 31) /
                    32, 32>>>(out, n);
}
CU
for opt in --aggregate=warp --threshold=128 --coarsen=2 --remove=t4; do
    build/dpopt $opt "$tmp/two_line_config.cu" -o "$tmp/two_line.cu" 2>/dev/null
    grep -q '^ *// dpopt: child<<<(n + 31) / 32, 32>>> ' "$tmp/two_line.cu" &&
        ! grep -q '^ *32, 32>>>' "$tmp/two_line.cu" && pass || fail "two-line configuration $opt: quoted on one line of the comment"
done
# A __shared__ declaration that T1 places in the persistent kernel's dynamic
# shared memory, with code after it on its line (shared_tiles.cu, line 50).
sed '50s|$| int after_keys = 1; (void)after_keys;|' tests/corpus/shared_tiles.cu >"$tmp/shared_same_line.cu"
build/dpopt --remove=t1 "$tmp/shared_same_line.cu" -o "$tmp/shared_same_line.t1.cu" 2>/dev/null
grep -q 'auto &keys = dp_parent_shared.keys;.* int after_keys = 1;' "$tmp/shared_same_line.t1.cu" &&
    ! grep -q '//.*int after_keys' "$tmp/shared_same_line.t1.cu" && pass || fail "placed shared memory: the rest of the line stays code"
