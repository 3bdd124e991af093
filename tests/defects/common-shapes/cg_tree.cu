#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// Recursive range splitting: a block sums its range with tile shuffles and,
// while the range is large, launches two halves as a grid of two blocks.
__global__ void split(const int *v, int *sums, int begin, int end, int node, int depth)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int half = (end - begin) / 2;
    int lo = begin + block.group_index().x * half, hi = block.group_index().x ? end : begin + half;
    int s = 0;
    for (int i = lo + block.thread_rank(); i < hi; i += block.size())
        s += v[i];
    for (int o = 16; o > 0; o /= 2)
        s += warp.shfl_down(s, o);
    __shared__ int part[32];
    if (warp.thread_rank() == 0)
        part[warp.meta_group_rank()] = s;
    block.sync();
    int me = 2 * node + block.group_index().x;
    if (block.thread_rank() == 0) {
        int t = 0;
        for (int w = 0; w < (int)warp.meta_group_size(); w++)
            t += part[w];
        sums[me] = t;
        if (depth < 6 && hi - lo > 1024)
            split<<<2, 256, 0, cudaStreamFireAndForget>>>(v, sums, lo, hi, me, depth + 1);
    }
}
