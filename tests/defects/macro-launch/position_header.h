// A macro of a quoted header that reads the thread's position.
#define HTID (threadIdx.x)
