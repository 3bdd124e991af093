# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a child whose body,
# or a function it calls, uses inline assembly, which may read the thread's
# or block's place from the special registers (%ctaid, %tid, %laneid). Every
# strategy renames blockIdx (and removal and flattening threadIdx) in the
# child's body, which assembly does not see: aggregated, the fused kernel's
# %ctaid is the fused block's; removed or flattened, the running thread's.
# Found by reading the analysis (2026-11-23): every strategy but coarsening
# took such a child without a word. Each must leave it as written, with a
# note naming the assembly.
for opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t3 --remove=t4 \
           --remove=auto --remove=t1 --flatten=warp --threshold=64 --coarsen=2; do
    for input in asm_ctaid asm_callee; do
        build/dpopt $opt "$here/$input.cu" -o "$tmp/asm.cu" 2>"$tmp/asm.notes" || { fail "child-inline-asm: dpopt $opt $input exits non-zero"; continue; }
        grep -q "inline assembly" "$tmp/asm.notes" && pass || fail "child-inline-asm: $opt $input: no note about the inline assembly"
        grep -q "child<<<2, 32, 0, cudaStreamFireAndForget>>>" "$tmp/asm.cu" && pass ||
            fail "child-inline-asm: $opt $input: the launch was transformed"
    done
done
# The persistent version of a parent with inline assembly (T1/T2 rename its blockIdx).
cat >"$tmp/asm_parent.cu" <<'CU'
__global__ void child(int *out) { out[threadIdx.x] = 1; }
__global__ void parent(int *out)
{
    unsigned b;
    asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(b));
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(out + 32 * b);
}
int main(void) { int *o; cudaMalloc(&o, 4096); parent<<<4, 1>>>(o); cudaDeviceSynchronize(); return 0; }
CU
build/dpopt --remove=t1 "$tmp/asm_parent.cu" -o "$tmp/asm_parent.out.cu" 2>"$tmp/asm_parent.notes"
grep -q "dp_free" "$tmp/asm_parent.out.cu" && fail "child-inline-asm: --remove=t1 made a persistent version of a parent with inline assembly" || pass
grep -q "inline assembly" "$tmp/asm_parent.notes" && pass || fail "child-inline-asm: --remove=t1: no note about the parent's inline assembly"
