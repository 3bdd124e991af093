// What parent.cu and harness.cu share (tests/runtime/gpu-follow-interleave.sh).
#ifndef INTERLEAVE_H
#define INTERLEAVE_H

#define INTERLEAVE_WORDS 1024u
#define INTERLEAVE_BLOCKS 4
#define INTERLEAVE_THREADS 64

void run_parent(unsigned *out, unsigned salt);

#endif
