// A parent whose child kernel another file of the program defines: alone,
// dpopt cannot see the child, and its note says how to show it.
__global__ void child(int *p);

__global__ void parent(int *p)
{
    child<<<1, 32>>>(p);
}
