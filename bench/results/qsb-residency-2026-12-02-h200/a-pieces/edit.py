# Makes qsb's --aggregate=grid variants from dpopt's output: edit.py IN OUT FLAGS (comma list of mu1,dir,one)
import re, sys
src, dst, flags = sys.argv[1], sys.argv[2], set(filter(None, sys.argv[3].split(",")))
t = open(src).read()
def sub(t, o, n, count=None):
    c = t.count(o)
    assert c and (count is None or c == count), (o[:70], c)
    return t.replace(o, n)
LVL = "dp_options.level = true; // a level of the recursion: its batch may come from the heap\n"
if "mu1" in flags:
    # each launch of the sites is one block: a launch takes at most one unit, one atomic reserves it
    t = re.sub(r"( *)" + re.escape(LVL), lambda m: m.group(0) + m.group(1) + "dp_options.max_units = 1u;\n", t)
if "dir" in flags:
    old = ("    const dpopt::BatchBlock dp_where = dpopt::batch_enter_piece(dp_enter, dp_piece, &dp_record);\n")
    new = ("    (void)dp_enter;\n"
           "    // every launch of the level is one block: block k's record is the piece's launch k\n"
           "    dpopt::batch_load_record(&dp_record, reinterpret_cast<const cdp_block_quicksort_dp_grid_1_args *>(\n"
           "        dp_piece.data + dpopt::batch_bytes(dp_piece.capacity, 0)) + dp_piece.from + blockIdx.x);\n"
           "    const dpopt::BatchBlock dp_where = {dp_piece.from + blockIdx.x, 0u};\n")
    t = sub(t, old, new, 1)
if "one" in flags:
    # both launches of thread 0 in one reservation
    pat = re.compile(r"(?P<ind> *)if \(threadIdx\.x == 0\) \{\n *if \(below > 1\) \{\n.*?\n(?P=ind)\}\n(?= *\}\(\);)", re.S)
    ms = list(pat.finditer(t))
    assert len(ms) == 2, len(ms)
    def block(ind):
        i = ind
        L = lambda s: "\n".join((i + x if x else x) for x in s.split("\n"))
        return L("""if (threadIdx.x == 0) {
    const bool dp_low = below > 1, dp_high = left + below + equal < right;
    const unsigned int dp_n = (unsigned int)dp_low + (unsigned int)dp_high;
    if (dp_n) {
        dpopt::BatchOptions dp_options = dpopt::batch_options<cdp_block_quicksort_dp_grid_1_args, cdp_block_quicksort_dp_grid_1_launch>();
        dp_options.one_per_row = true;
        dp_options.sites = 2u;
        dp_options.level = true;
        %s
        dpopt::BlockBatch dp_batch;
        if (qx_level_append_n(&dp_batch, &cdp_block_quicksort_dp_grid_1_state, dp_n, dim3(QSB_THREADS), dp_options)) {
            unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
            for (int dp_k = 0; dp_k < 2; dp_k++) {
                if (dp_k == 0 ? !dp_low : !dp_high)
                    continue;
                cdp_block_quicksort_dp_grid_1_args dp_record = {};
                dp_record.left = dp_k == 0 ? left : left + below + equal;
                dp_record.right = dp_k == 0 ? left + below - 1 : right;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                if (dp_slot == 0) {
                    cdp_block_quicksort_dp_grid_1_launch *dp_first_launch = dpopt::batch_first<cdp_block_quicksort_dp_grid_1_launch, cdp_block_quicksort_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dim3(1);
                    dp_first_launch->dp_block = dim3(QSB_THREADS);
                    dp_first_launch->dp_shmem = 0;
                    dp_first_launch->dp_stream = cudaStreamFireAndForget;
                    dp_first_launch->data = data;
                    dp_first_launch->scratch = scratch;
                    dp_first_launch->left = dp_record.left;
                    dp_first_launch->right = dp_record.right;
                    dp_first_launch->depth = depth + 1;
                    dp_first_launch->max_depth = max_depth;
                    dp_first_launch->dp_active = true;
                }
                dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                dp_slot++;
                dp_start++;
            }
        } else {
            dpopt::levels_no_room("cdp_block_quicksort");
        }
    }
}
""" % ("dp_options.max_units = 1u;" if "mu1" in flags else "")).rstrip(" ")
    for m in reversed(ms):
        t = t[:m.start()] + block(m.group("ind")) + t[m.end():]
    helper = """
// qx: level_append for n one-block launches of one thread at once
__device__ inline bool qx_level_append_n(dpopt::BlockBatch *b, dpopt::GridState *state, unsigned int n, dim3 block,
                                         const dpopt::BatchOptions &options)
{
    b->data = nullptr;
    const unsigned int capacity = dpopt::group_batch_capacity(dpopt::whole_grid(state), options);
    if (capacity == 0u)
        return false;
    unsigned char *data = dpopt::flag_acquire(&state->ready) ? state->data : dpopt::group_batch_space(state, capacity, options);
    unsigned long long base = 0;
    if (!data || !dpopt::group_batch_reserve(state, n, n, &base,
                                             dpopt::batch_reserve_kind(state->capacity, options.max_units, options.max_total),
                                             options.max_total))
        return false;
    if (*(volatile unsigned int *)&state->max_x < block.x)
        atomicMax(&state->max_x, block.x);
    if (*(volatile unsigned int *)&state->max_y < block.y)
        atomicMax(&state->max_y, block.y);
    if (*(volatile unsigned int *)&state->max_z < block.z)
        atomicMax(&state->max_z, block.z);
    b->data = data;
    b->capacity = state->capacity;
    b->slot = (unsigned int)(base >> 32);
    b->start = (unsigned int)base;
    return true;
}
"""
    anchor = "__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid);\n"
    t = sub(t, anchor, anchor + helper, 1)
open(dst, "w").write(t)
