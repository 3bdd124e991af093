// A class a header defines, with a constructor taking arguments only.
struct Box {
    int lo, hi;
    __host__ __device__ Box(int l, int h) : lo(l), hi(h) {}
};
