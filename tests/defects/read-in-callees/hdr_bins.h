// What hdr_bins.cu defines, declared for both files of the program.
__device__ int bin_of(int key);
__global__ void histogram_bin(const int *keys, int *bins, int begin, int end);
