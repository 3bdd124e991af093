// A class whose member is declared only: its body is elsewhere.
struct Vec {
    float x, y;
    __device__ float norm() const;
};
namespace fastmath {
__device__ float erff(float x);
}
__device__ float commented_out(float x);
// The program's own function named like a builtin comes first.
__device__ inline float erfcf(float x) { return x + blockIdx.x; }
