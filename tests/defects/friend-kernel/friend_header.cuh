// The friend declaration is in a header the file includes.
#pragma once
struct Box {
    __host__ __device__ Box() : w_(0) {}
    __host__ __device__ explicit Box(int w) : w_(w) {}
    friend __global__ void box_child(Box b, int *out);
private:
    int w_;
};
