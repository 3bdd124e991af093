// What parent.cu, interleave.cu and threads.cu share
// (tests/runtime/gpu-follow-hosts.sh).
#ifndef FOLLOW_HOSTS_H
#define FOLLOW_HOSTS_H

#define FOLLOW_WORDS 1024u
#define FOLLOW_BLOCKS 4
#define FOLLOW_BLOCK_THREADS 64

// Blocks of the wide grid (run_parent_wide): many more than a GPU holds
// at once, so that its blocks start in waves.
#define FOLLOW_WIDE_BLOCKS 32768

// parent<<<FOLLOW_BLOCKS, FOLLOW_BLOCK_THREADS>>>(out, salt), as the host
// code launches it (dpopt follows it with the fused grid's own launch).
void run_parent(unsigned *out, unsigned salt);
// The same with FOLLOW_WIDE_BLOCKS blocks: the room set aside grows to it.
void run_parent_wide(unsigned *out, unsigned salt);

// Adds to want[] what one grid of `blocks` blocks of parent with `salt`
// adds to out[]: its thread j launches a child of j % 32 + 1 threads,
// child thread i adding tag + i to word (tag * 7 + i) % FOLLOW_WORDS,
// tag = salt + j.
static inline void follow_expect_blocks(unsigned *want, unsigned salt, unsigned blocks)
{
    for (unsigned j = 0; j < blocks * FOLLOW_BLOCK_THREADS; j++) {
        const unsigned tag = salt + j, n = j % 32u + 1u;
        for (unsigned i = 0; i < n; i++)
            want[(tag * 7u + i) % FOLLOW_WORDS] += tag + i;
    }
}

// The same for a grid of FOLLOW_BLOCKS blocks (run_parent).
static inline void follow_expect(unsigned *want, unsigned salt)
{
    follow_expect_blocks(want, salt, FOLLOW_BLOCKS);
}

#endif
