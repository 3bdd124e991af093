// Included by extra_include.cu alone.
#define OFFSET 5.0f
