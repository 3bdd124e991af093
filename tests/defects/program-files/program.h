// The kernels the files of this program share (tests/defects/program-files).
#ifndef PROGRAM_H
#define PROGRAM_H
#define CHILD_BLOCK 64
__global__ void child(float *x, int n);
__global__ void helper_child(float *x, int n);
__global__ void include_child(float *x, int n);
__global__ void nested_child(float *x, int n);
#endif
