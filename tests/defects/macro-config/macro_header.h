#define HCFG(n) (n + 127) / 128, 128
#define HTID (threadIdx.x)
