#!/usr/bin/env python3
"""gaps-study/prepare.py - writes gaps-study/gen/: dpopt's outputs for mstv, sssp and bfs
(build/dpopt --flatten=grid, and --remove=t1 for bfs, as bench/run's generate_one makes them),
the hand-edited variants of those outputs (each edit marked `A/B:`), sssp's copies with host
counters of rounds and worklist pushes (`A/B-diag:`), and gen/variants.tsv, the list run.sh
builds and runs: app, variant, source, what.

Run from the checkout root (run.sh does): python3 <this folder>/prepare.py
Every edit is an exact-string replacement that must match exactly once, so a changed
dpopt output stops the study here rather than measure something else."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, 'gen')
REL = os.path.relpath(GEN, os.getcwd())
os.makedirs(GEN, exist_ok=True)
rows = []  # (app, variant, source, what)


def read(p):
    with open(p) as f:
        return f.read()


def sub(text, old, new, what):
    n = text.count(old)
    if n != 1:
        sys.exit('prepare.py: %s: expected 1 match, found %d, of:\n%s' % (what, n, old))
    return text.replace(old, new)


def dpopt(app, opt):
    out = os.path.join(GEN, '%s_%s.dpopt.cu' % (app, opt.strip('-').replace('=', '-')))
    subprocess.check_call(['build/dpopt', opt, '-I', 'bench/common', '-I', 'bench/datasets',
                           'bench/apps/%s/cdp.cu' % app, '-o', out])
    return read(out)


def write(app, variant, text, what):
    name = '%s_%s.cu' % (app, variant)
    with open(os.path.join(GEN, name), 'w') as f:
        f.write('/* gaps-study/gen/%s, made by prepare.py: %s */\n' % (name, what))
        f.write(text)
    rows.append((app, variant, os.path.join(REL, name), what))


def hand(app, variant, what):
    rows.append((app, variant, 'bench/apps/%s/%s.cu' % (app, variant), what))


# ---- edits shared by the apps ---------------------------------------------------------------
def follow_launch(prefix):
    return ('%s_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(%s_dp_grid_follow, &%s_dp_grid_follow_blocks), '
            'dpopt::grid_flat_block, 0, 0>>>(dp_ticket);' % (prefix, prefix, prefix))


def one_block_a_sm(text, prefix, include):
    """The follow-up grid with one block a SM, not every block the GPU holds at once."""
    text = sub(text, '#include "%s"\n' % include,
               '#include "%s"\n\n/* A/B: the follow-up grid\'s size, one block of 256 threads a SM (not the ~1,056 the GPU\n'
               ' * holds at once, most of which find no share of a small batch and return) */\n'
               'static unsigned int ab_follow_blocks()\n{\n    static int sms = 0;\n    if (sms <= 0)\n'
               '        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);\n'
               '    return sms > 0 ? (unsigned int)sms : 132u;\n}\n' % include, 'sm: helper')
    return sub(text, follow_launch(prefix),
               '%s_dp_grid_follow<<<ab_follow_blocks() /* A/B: one block a SM */, dpopt::grid_flat_block, 0, 0>>>(dp_ticket);'
               % prefix, 'sm: launch')


NOFOLLOW_OLD = 'if (dp_ticket) {'
NOFOLLOW_NEW = ('if (false && dp_ticket) { /* A/B: never the followed copy: the parent as dpopt writes it for other\n'
                '                           * callers runs alone, its last block walking a batch of at most 8 child\n'
                '                           * threads a thread of its own, a larger batch tail-launched from the device */')

# ---- mstv: verify step, flat (hand-written) against --flatten=grid -----------------------------
hand('mstv', 'flat', 'hand-written: a thread a root loops over its elected vertex\'s edges')
g = dpopt('mstv', '--flatten=grid')
write('mstv', 'grid', g, 'dpopt --flatten=grid, unedited')
write('mstv', 'grid_pb128',
      sub(g, 'const dim3 dp_follow_grid = (g->n + MST_THREADS - 1) / MST_THREADS, dp_follow_block = MST_THREADS;',
          '/* A/B: the parent in blocks of 128 threads (32 blocks on 32 SMs, not 4 of 1,024) */\n'
          '        const dim3 dp_follow_grid = (g->n + 127) / 128, dp_follow_block = 128;', 'mstv pb128'),
      'parent in 32 blocks of 128, not 4 of 1024')
write('mstv', 'grid_nofollow', sub(g, NOFOLLOW_OLD, NOFOLLOW_NEW, 'mstv nofollow'),
      'no host follow-up kernel: last block walks <= 8192 child threads, else device tail launch')
write('mstv', 'grid_noerr',
      sub(g, '#line 34 "bench/apps/mstv/cdp.cu"\n        if (cudaGetLastError() != cudaSuccess)\n'
             '            bench_count_launch_error();\n',
          '        /* A/B: no device-side cudaGetLastError (flat makes none; --remove=t1 drops it) */\n',
          'mstv noerr'),
      'no device cudaGetLastError in the parent')

# ---- sssp: flat_lb (hand-written) against --flatten=grid, with host counters --------------------
DIAG_DEF = (
    '\n/* A/B-diag: rounds and worklist pushes per run, host counters only, printed at exit (stderr) */\n'
    '#include <cstdio>\n'
    'static struct ab_diag_t {\n'
    '    long long calls = 0, rounds = 0, pushed = 0, lo = -1, hi = 0, now = 0;\n'
    '    void start() { if (calls++) end(); now = 0; }\n'
    '    void round(int size) { rounds++; now++; pushed += size; }\n'
    '    void end() { lo = lo < 0 || now < lo ? now : lo; hi = now > hi ? now : hi; }\n'
    '    ~ab_diag_t()\n    {\n        if (!calls)\n            return;\n        end();\n'
    '        std::fprintf(stderr, "DIAG runs=%lld rounds=%.2f(%lld-%lld) pushed=%.1f\\n", calls, (double)rounds / calls, lo, hi,\n'
    '                     (double)pushed / calls);\n    }\n'
    '} ab_diag;\n')


def diag(text, what):
    text = sub(text, '#include "sssp.h"\n', '#include "sssp.h"\n' + DIAG_DEF, what + ': diag struct')
    text = sub(text, '    int frontier_size = 1;\n', '    int frontier_size = 1;\n    ab_diag.start(); /* A/B-diag */\n',
               what + ': diag start')
    return sub(text, 'CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));\n',
               'CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));\n'
               '        ab_diag.round(frontier_size); /* A/B-diag */\n', what + ': diag round')


write('sssp', 'flat_lb', diag(read('bench/apps/sssp/flat_lb.cu'), 'sssp flat_lb'),
      'hand-written flat_lb (+ host counters): scan of degrees, a thread an edge, binary search')
g = diag(dpopt('sssp', '--flatten=grid'), 'sssp grid')
write('sssp', 'grid', g, 'dpopt --flatten=grid, unedited (+ host counters)')
live = sub(g, 'dp_pending_0.dist_v = dist[v];',
           'dp_pending_0.dist_v = v; /* A/B: the vertex, not its distance: the walk reads dist[v] as it\n'
           '                                            * relaxes, as flat_lb does, not as the round began */',
           'sssp live: record')
live = sub(live, 'dp_record.degree, dp_record.dist_v, dist, next, next_size, stamp, round);',
           'dp_record.degree, dist[dp_record.dist_v] /* A/B: read now */, dist, next, next_size, stamp, round);',
           'sssp live: walk')
live = sub(live, 'dp_pending_0.degree, dp_pending_0.dist_v, dp_pending_0.dist,',
           'dp_pending_0.degree, dist[dp_pending_0.dist_v] /* A/B */, dp_pending_0.dist,', 'sssp live: as written')
write('sssp', 'grid_live', live, 'child reads dist[v] when it relaxes (flat_lb\'s order), not the parent\'s copy')
write('sssp', 'grid_sm', one_block_a_sm(g, 'sssp_child', 'sssp.h'), 'follow-up grid of one block a SM, not ~1056')
write('sssp', 'grid_nofollow', sub(g, NOFOLLOW_OLD, NOFOLLOW_NEW, 'sssp nofollow'),
      'no host follow-up kernel: last block walks <= 1024 child threads, else device tail launch')

# ---- bfs: flat_lb (hand-written) and --remove=t1 against --flatten=grid -------------------------
hand('bfs', 'flat_lb', 'hand-written flat_lb: scan of degrees, a thread an edge, binary search')
write('bfs', 't1', dpopt('bfs', '--remove=t1'), 'dpopt --remove=t1, unedited (the suite\'s best)')
g = dpopt('bfs', '--flatten=grid')
write('bfs', 'grid', g, 'dpopt --flatten=grid, unedited')
write('bfs', 'grid_sm', one_block_a_sm(g, 'bfs_child', 'bfs.h'), 'follow-up grid of one block a SM, not ~1056')
write('bfs', 'grid_small',
      sub(g, NOFOLLOW_OLD,
          'if (dp_ticket && (long long)frontier_size * g->max_degree > 8ll * threads) {\n'
          '                /* A/B: a level of at most 8 x 1,024 child threads (frontier x largest degree, as flat_lb\n'
          '                 * bounds its grid) goes through the parent as written, whose last block walks it: one\n'
          '                 * kernel, no follow-up grid */', 'bfs small'),
      'levels of <= 8192 child threads (host bound) walked by the parent\'s last block: no follow-up kernel')
write('bfs', 'grid_pb128',
      sub(g, 'const dim3 dp_follow_grid = blocks, dp_follow_block = threads;',
          '/* A/B: the parent in blocks of 128 threads (8 times the blocks, the same threads) */\n'
          '            const dim3 dp_follow_grid = blocks * (threads / 128), dp_follow_block = 128; // the same threads', 'bfs pb128'),
      'parent in blocks of 128, not 1024')

with open(os.path.join(GEN, 'variants.tsv'), 'w') as f:
    for r in rows:
        f.write('\t'.join(r) + '\n')
print('prepare.py: %d variants in %s/variants.tsv' % (len(rows), REL))
