// The second file of tests/drop-in: a kernel and its host launcher.
#include "shared.h"

__global__ void fill(int *out, int value) { out[threadIdx.x] = value; }

void fill_slots(int *out, int value) { fill<<<1, SLOTS>>>(out, value); }
