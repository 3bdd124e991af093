// What parent.cu and threads.cu share
// (tests/runtime/gpu-follow-hosts.sh).
#ifndef FOLLOW_HOSTS_H
#define FOLLOW_HOSTS_H

#define FOLLOW_WORDS 1024u
#define FOLLOW_BLOCKS 4
#define FOLLOW_BLOCK_THREADS 64

// parent<<<FOLLOW_BLOCKS, FOLLOW_BLOCK_THREADS>>>(out, salt), as the host
// code launches it (dpopt follows it with the fused grid's own launch).
void run_parent(unsigned *out, unsigned salt);

// Adds to want[] what one grid of parent with `salt` adds to out[]: its
// thread j launches a child of j % 32 + 1 threads, child thread i adding
// tag + i to word (tag * 7 + i) % FOLLOW_WORDS, tag = salt + j.
static inline void follow_expect(unsigned *want, unsigned salt)
{
    for (unsigned j = 0; j < FOLLOW_BLOCKS * FOLLOW_BLOCK_THREADS; j++) {
        const unsigned tag = salt + j, n = j % 32u + 1u;
        for (unsigned i = 0; i < n; i++)
            want[(tag * 7u + i) % FOLLOW_WORDS] += tag + i;
    }
}

#endif
