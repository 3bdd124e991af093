// Whether a launch with this configuration would start, as the CUDA runtime
// checks it (the limits of compute capability 9.0); a launch that would fail
// as written must not run under any strategy.
#pragma once
namespace dpopt {
// The grid's part: each dimension at least 1, x at most 2^31 - 1, y and z
// at most 65,535.
__host__ __device__ inline bool launch_grid_valid(dim3 grid)
{
    return grid.x >= 1 && grid.x <= 2147483647u && grid.y >= 1 && grid.y <= 65535u
        && grid.z >= 1 && grid.z <= 65535u;
}

__host__ __device__ inline bool launch_config_valid(dim3 grid, dim3 block)
{
    return launch_grid_valid(grid) && block.x >= 1 && block.x <= 1024u
        && block.y >= 1 && block.y <= 1024u && block.z >= 1 && block.z <= 64u
        && (unsigned long long)block.x * block.y * block.z <= 1024u;
}
}
