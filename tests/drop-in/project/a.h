// Read by a.cu only.
#define A_SCALE 3
