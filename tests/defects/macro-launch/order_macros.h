// The launch macros of parent_order.cu, in a header: dpopt expands only a
// macro its file defines (syntax/expand.h), so these stay hidden launches.
#define LAUNCH(k, n, p) k<<<n, 32>>>(p)
#define RUN_PARENT(k, n, s, ...) k<<<n, 32, 0, s>>>(__VA_ARGS__)
