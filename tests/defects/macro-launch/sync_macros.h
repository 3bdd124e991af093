// The launch macro of macro_sync_launch.cu, in a header: dpopt expands
// only a macro its file defines (syntax/expand.h), so it stays hidden.
#define LAUNCH(k, n, p) k<<<n, 32>>>(p)
