#include "model/site_stream.h"

#include "syntax/node.h"

SiteStream site_stream(const Source *src, const LaunchSite *s)
{
    if (s->config_count < 4)
        return SITE_STREAM_NULL;
    TSNode stream = s->config[3];
    if (node_text_is(src, stream, "0") || node_text_is(src, stream, "NULL") || node_text_is(src, stream, "nullptr"))
        return SITE_STREAM_NULL;
    if (node_text_is(src, stream, "cudaStreamFireAndForget"))
        return SITE_STREAM_FIRE_AND_FORGET;
    if (node_text_is(src, stream, "cudaStreamTailLaunch"))
        return SITE_STREAM_TAIL;
    return SITE_STREAM_OWN;
}
