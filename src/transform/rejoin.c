#include "transform/rejoin.h"

void rejoin_lanes_before(StrBuf *o, const char *indent, int more)
{
    strbuf_printf(o, "%s%*sconst unsigned int dp_lanes = dpopt::warp_active_lanes(); // they meet again after the run\n",
                  indent, more, "");
}

void rejoin_lanes_after(StrBuf *o, const char *indent, int more)
{
    strbuf_printf(o,
                  "%s%*s// Each lane ran its own count of child threads: meet again before later launches\n"
                  "%s%*s// (a warp left diverged here hung at its next device launches).\n"
                  "%s%*s__syncwarp(dp_lanes);\n",
                  indent, more, "", indent, more, "", indent, more, "");
}
