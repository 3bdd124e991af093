// What parent.cu and threads.cu share (tests/runtime/gpu-follow-threads.sh).
#ifndef FOLLOW_THREADS_H
#define FOLLOW_THREADS_H

#define FOLLOW_THREADS_WORDS 1024u
#define FOLLOW_THREADS_BLOCKS 4
#define FOLLOW_THREADS_THREADS 64

void run_parent(unsigned *out, unsigned salt);

#endif
