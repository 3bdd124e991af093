/* Streams a thread creates on the device for its own launches:
 *
 *     cudaStream_t s;
 *     cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
 *     child<<<grid, block, 0, s>>>(...);
 *     cudaStreamDestroy(s);
 *
 * Each thread that runs this has a stream of its own, made for this launch
 * alone: its children are ordered with no other launch, as launches into
 * cudaStreamFireAndForget are. Several launches into one such stream run
 * in order among themselves only. A stream created without
 * cudaStreamNonBlocking is ordered with the block's NULL stream; one used
 * in any other way (passed on, stored, synchronised, created in one loop
 * iteration and launched into in another) is not proven. */
#ifndef DPOPT_ANALYSIS_DEVICE_STREAMS_H
#define DPOPT_ANALYSIS_DEVICE_STREAMS_H

#include <tree_sitter/api.h>

#include "model/model.h"

typedef enum DeviceStreamForm {
    DEVICE_STREAM_NOT_OWN,    /* the launch names no stream of its own (none, 0, fire-and-forget, tail) */
    DEVICE_STREAM_UNPROVEN,   /* a stream of its own that is not the pattern: `why` says how */
    DEVICE_STREAM_ONE_LAUNCH, /* created by the launching thread for this launch alone, then destroyed */
    DEVICE_STREAM_SEQUENCE,   /* created by the launching thread for `launches` launches, in order */
} DeviceStreamForm;

typedef struct DeviceStream {
    DeviceStreamForm form;
    const char *why;   /* UNPROVEN: what breaks the pattern (static text) */
    TSNode at;         /* UNPROVEN: the code responsible, when there is one (else null) */
    TSNode create;     /* ONE_LAUNCH, SEQUENCE: the cudaStreamCreateWithFlags call */
    TSNode destroy;    /* ...and the cudaStreamDestroy call */
    int launches;      /* ONE_LAUNCH, SEQUENCE: launch sites into the stream */
} DeviceStream;

/* What the stream of launch site `site` is: found once per program and
 * site (the plan asks it of every pair of sites in some checks). */
DeviceStream device_stream_of(const Program *p, int site);
/* "none", "unproven", "one_launch", "sequence": the JSON report's names. */
const char *device_stream_form_name(DeviceStreamForm form);

#endif
