// Read by b.cu only.
#define B_SCALE 5
