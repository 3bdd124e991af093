// Comments between the operands of an expression, a declaration or a call
// are named nodes in the syntax tree: the analysis must not take one for an
// operand (each launch's grid below differs between threads).
__global__ void child(int *out) { out[threadIdx.x] = 1; }

__device__ int lane_of(int x) { return x; }

__global__ void parent(int *out)
{
    int m = 0;
    m = /* the lane */ threadIdx.x;
    child<<<m + 1, 32>>>(out);
    int g = 1;
    g += /* the lane */ threadIdx.x;
    child<<<g, 32>>>(out);
    int d /* the lane */ = threadIdx.x;
    child<<<d + 1, 32>>>(out);
    int c = lane_of(/* the lane */ threadIdx.x);
    child<<<c + 1, 32>>>(out);
    int t = /* the lane */ threadIdx.x > 3 ? 1 : 2;
    child<<<t, 32>>>(out);
    int u = 0;
    u++ /* once */;
    u = u /* plus */ + threadIdx.x;
    child<<<u, 32>>>(out);
}

// The right operand of && runs only where the left holds: a comment before
// the operator must not hide it.
__global__ void short_circuit(int *out, int n)
{
    int k = 0;
    bool ran = threadIdx.x < 5 /* the first lanes */ && (k = 7) > 0;
    child<<<k + 1, 32>>>(out);
    (void)ran;
}
