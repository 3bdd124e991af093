// A launch spelled by a macro of a quoted header, through another macro.
#define HDR_GO(k, p) k<<<1, 32>>>(p)
#define HDR_LAUNCH(k, p) HDR_GO(k, p)
