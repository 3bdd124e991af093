#pragma once
__global__ void child(int *out, int i) { out[i] = i; }
