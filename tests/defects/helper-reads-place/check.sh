# A child calling a __device__ helper that reads the thread's place
# (blockIdx, ...) was left as written under every strategy: dpopt renamed
# the place in the child's own body only (issue 44 item 1). Now such a
# helper is copied with the place handed in. Here: helper_reads_place.cu
# (block_sum, shared memory and barriers, calls global_thread) is taken by
# every fused strategy and calls the copies; chain.cu (no barriers) by the
# serial ones too. gpu.sh runs them on a GPU (each prints PASS).
for hr_s in --aggregate=warp --aggregate=block --aggregate=grid --flatten=grid --coarsen=2; do
    build/dpopt $hr_s "$here/helper_reads_place.cu" >"$tmp/helper-reads-place.cu" 2>"$tmp/helper-reads-place.err"
    grep -q 'int t = block_sum_dp_place(v, dp_blockIdx, dp_blockDim);' "$tmp/helper-reads-place.cu" && pass ||
        fail "helper-reads-place: $hr_s does not call block_sum's copy"
done
for hr_s in --remove=t4 --remove=t3 --threshold=64 --flatten=grid --remove=auto; do
    build/dpopt $hr_s "$here/chain.cu" >"$tmp/helper-reads-place.cu" 2>"$tmp/helper-reads-place.err"
    grep -q 'scaled_dp_thread(v, k, dp_blockIdx, dp_gridDim, dp_blockDim, dp_threadIdx)' "$tmp/helper-reads-place.cu" && pass ||
        fail "helper-reads-place: $hr_s does not call scaled's serial copy"
done
# persistent.cu: the parent calls row_of; its persistent version calls the copy.
for hr_s in --remove=t1 --remove=t2 --remove=auto; do
    build/dpopt $hr_s "$here/persistent.cu" >"$tmp/helper-reads-place.cu" 2>"$tmp/helper-reads-place.err"
    grep -q 'int r = row_of_dp_block(dp_blockIdx);' "$tmp/helper-reads-place.cu" && pass ||
        fail "helper-reads-place: $hr_s's persistent version does not call row_of's copy"
done
# template_helpers.cu: the helpers are function templates (block_sum<T>
# deduced, first_index<2> written out), which were refused ("it is a
# template"): copied whole, template head too, the calls keeping their
# template arguments.
for hr_s in --aggregate=warp --aggregate=block --aggregate=grid --coarsen=2; do
    build/dpopt $hr_s "$here/template_helpers.cu" >"$tmp/helper-reads-place.cu" 2>"$tmp/helper-reads-place.err"
    grep -q 'int i = first_index_dp_place<2>(dp_blockIdx, dp_blockDim);' "$tmp/helper-reads-place.cu" &&
        grep -q 'int total = block_sum_dp_place(v, dp_blockDim);' "$tmp/helper-reads-place.cu" &&
        grep -q '^__device__ T block_sum_dp_place(T v, const dim3 dp_blockDim)' "$tmp/helper-reads-place.cu" && pass ||
        fail "helper-reads-place: $hr_s does not call the template helpers' copies: $(head -c 300 "$tmp/helper-reads-place.err")"
done
if nvcc_sampled 0 1; then # (every run: one compile)
    nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$tmp/helper-reads-place.cu" -o "$tmp/helper-reads-place.o" \
        >"$tmp/helper-reads-place.log" 2>&1 && pass ||
        fail "helper-reads-place: template helpers: nvcc rejects the output: $(grep -m1 error "$tmp/helper-reads-place.log")"
fi
