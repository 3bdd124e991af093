#pragma once
#ifndef TILE
#define TILE 128
#endif
#define SAME 7
__global__ void child(int *p, int n);
__global__ void same_child(int *p, int n);
