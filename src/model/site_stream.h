/* The stream a launch names, by its spelling: what analysis and plan ask
 * of a launch's fourth configuration value. */
#ifndef DPOPT_MODEL_SITE_STREAM_H
#define DPOPT_MODEL_SITE_STREAM_H

#include "model/model.h"

typedef enum SiteStream {
    SITE_STREAM_NULL,             /* none, 0, NULL or nullptr: the block's NULL stream */
    SITE_STREAM_FIRE_AND_FORGET,  /* cudaStreamFireAndForget */
    SITE_STREAM_TAIL,             /* cudaStreamTailLaunch: after the whole launching grid */
    SITE_STREAM_OWN               /* one the program made */
} SiteStream;

SiteStream site_stream(const Source *src, const LaunchSite *s);

#endif
