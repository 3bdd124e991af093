#!/usr/bin/env python3
"""Seeded generator of random, valid, deterministic CDP2 programs.

A program is described by a *spec* (plain JSON data) drawn from a seed and
the program's number; the CUDA text is emitted from the spec alone. The
minimiser shrinks a failing program by editing its spec (dropping parts and
sites, simplifying contexts) and emitting it again.

From seed 13 on, about half the programs carry a comment after each
operator of their code (`comments` in the spec; tests/metamorphic/layout.py
writes them): a comment once stood where the analysis read an operand
(tests/defects/comment-operands). Seeds 11 and 12 draw no such programs,
so the programs they name stay as they were.

From seed 9000 on, about two thirds of the launches are followed by a query
of their error, as CUDA programs check them (`check` of a site: `if
(cudaGetLastError() != cudaSuccess)`, or cudaPeekAtLastError kept in a
variable), adding one word only where the query finds an error: dpopt
writes a query that can only find cudaSuccess as such (plan/error_queries.c).

Every program writes only through atomicAdd and atomicXor of unsigned
integers (order-independent, never both on one word), so its result does not
depend on scheduling; the host prints one checksum line per program:
    prog <N> 0x<fnv-1a 64 of every word it wrote>
or, on a CUDA error,
    prog <N> error <cudaGetErrorName>
and then exits 1 (the runner resumes at N+1).

With --shapes (new, all, or names of tests/difftest/shapes.py) programs are
drawn from the shapes of issue 41 instead of, or beside, the programs
above; each computes its expected words on the host and the host prints
    prog <N> FAIL word <K>: 0x<got>, expected 0x<want>
in place of the checksum when one differs.

Usage: gen.py [--shapes=S] SEED FIRST COUNT > batch.cu  (programs FIRST..FIRST+COUNT-1)
       gen.py --spec spec.json > one.cu         (one program from a spec)
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "metamorphic"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from layout import inject as inject_comments  # noqa: E402
import shapes  # noqa: E402

ADD_WORDS = 384          # acc[0..384): atomicAdd; acc[384..512): atomicXor
PART_WORDS = 512
DATA_WORDS = 1024
PENDING_BUDGET = shapes.PENDING_BUDGET    # device launches one parent grid may have pending

CHILD_KINDS = ["leaf", "leaf_ret", "reduce", "dyn", "warp", "nested", "rec", "mallocc", "pair"]
CONTEXTS = ["plain", "for", "while", "goto", "lambda", "devfn", "barrier_count", "ballot"]
GUARDS = ["none", "tid0", "lane0", "bounds", "data", "block", "grid"]
STREAMS = ["default", "faf", "tail", "created"]
HOST_STYLES = ["once", "loop", "stream", "stream_loop"]


# --------------------------------------------------------------------------
# Sampling: seed, program number -> spec
# --------------------------------------------------------------------------

def part_rng(seed, prog, part):
    # Each part has its own stream of random numbers, so dropping one part
    # leaves the others as they were.
    return random.Random(f"difftest:{seed}:{prog}:{part}")


def sample_site(rng, threads_per_block):
    kind = rng.choice(CHILD_KINDS)
    ctx = rng.choice(CONTEXTS)
    site = {
        "kind": kind,
        "ctx": ctx,
        "guard": rng.choice(GUARDS),
        "stream": rng.choice(STREAMS),
        "trip": rng.choice(["const", "data", "block"]),
        "trip_const": rng.randint(1, 3),
        "grid": rng.choice(["const", "data", "block"]),
        "grid_const": rng.randint(1, 3),
        "block": rng.choice([16, 32, 48, 64, 128]),
        "n": rng.choice(["full", "const", "data"]),
        "n_const": rng.randint(1, 100),
        "tag": rng.choice(["thread", "block", "grid"]),
        "depth": rng.randint(1, 3),
        "fan": rng.randint(1, 2),
        "calls": rng.randint(1, 2),
        "xor": rng.random() < 0.5,
        # __launch_bounds__ of the site's block on the child: below the
        # 256 threads of a walk's blocks (a fused kernel that repeated them
        # failed its launch)
        "bounds": rng.random() < 0.25,
    }
    # Children that need whole warps or a fixed block get one.
    if kind in ("warp",):
        site["block"] = rng.choice([32, 64])
    if kind in ("reduce",):
        site["block"] = rng.choice([32, 64, 128])
    if kind in ("rec", "pair"):
        site["block"] = 32
    # Two launches that must stay ordered (fill, then consume) go to one
    # stream: the block's own or one the thread created.
    if kind == "pair" and site["stream"] in ("faf", "tail"):
        site["stream"] = "default"
    return site


def sample_part(rng):
    part = {
        "grid": rng.randint(1, 4),
        "block": rng.choice([32, 64, 96, 128]),
        "early_return": rng.random() < 0.25,
        "barrier_between": rng.random() < 0.3,
        "host": rng.choice(HOST_STYLES),
        "rounds": rng.randint(2, 3),
        "n_cut": rng.randint(0, 20),
        "sites": [],
    }
    for _ in range(rng.randint(1, 3)):
        part["sites"].append(sample_site(rng, part["block"]))
    make_valid(part)
    return part


def sample_levels(seed, prog):
    """From seed 39 on, some programs also run a kernel that launches
    itself, launched from the host (issue 14: grid granularity runs such a
    kernel level by level). A stream of its own, as comments have."""
    rng = random.Random(f"difftest:{seed}:{prog}:levels")
    if seed < 39 or rng.random() >= 0.5:
        return None
    lv = {"sites": rng.randint(1, 2), "grid": rng.randint(1, 2), "block": rng.choice([32, 64]),
          "fan": rng.randint(1, 3), "guard": rng.choice(["fan", "last"]),
          "stream": rng.choice(["default", "faf", "created"]), "early_return": rng.random() < 0.5,
          "barrier": rng.random() < 0.5, "host_grid": rng.randint(1, 3)}
    # From seed 9905 on, each site's grid may be the other constant (1 or 2)
    # or one the code computes: a level whose launches are all one block is
    # entered with no search, one of a single constant grid reserves a
    # launch with one atomic, and any other keeps the search and the count
    # (plan/levels.c's decide_launch_blocks). A stream of its own.
    if seed >= 9905:
        grids = random.Random(f"difftest:{seed}:{prog}:levels-grids")
        lv["grids"] = [grids.choice(["same", "same", "other", "computed"]) for _ in range(lv["sites"])]
    # From seed 9906 on, the barrier may stand in a helper that also reads
    # threadIdx (qsb's partition does both): no thread can then run a
    # launch with its subtree, so the levels' launches go into the batch at
    # the launch, and the levels run as device graphs where the launches
    # allow (plan/level_graphs.c). A stream of its own.
    if seed >= 9906:
        lv["barrier_helper"] = random.Random(f"difftest:{seed}:{prog}:levels-helper").random() < 0.6
    most_grid = 2 if any(g != "same" for g in lv.get("grids", [])) else lv["grid"]
    per_block = (lv["fan"] if lv["guard"] == "fan" else 1) * most_grid * lv["sites"]
    depth = 1
    while depth < 8 and (lv["host_grid"] * per_block ** (depth + 1)) <= 600:
        depth += 1
    lv["depth"] = depth
    return lv


def shape_names(shapes_opt):
    """--shapes: "old" (the programs above, the default), "new" (every shape
    of shapes.py), "all" (both), or names separated by commas (shapes.py's
    SHAPES and NAMED_ONLY, and "old")."""
    if not shapes_opt or shapes_opt == "old":
        return ["old"]
    if shapes_opt == "new":
        return list(shapes.SHAPES)
    if shapes_opt == "all":
        return ["old"] + list(shapes.SHAPES)
    names = [n.strip() for n in shapes_opt.split(",") if n.strip()]
    bad = [n for n in names if n != "old" and n not in shapes.SHAPES + shapes.NAMED_ONLY]
    if bad or not names:
        raise ValueError(f"unknown shapes {bad}; known: old, new, all, {', '.join(shapes.SHAPES)}")
    return names


def sample_program(seed, prog, shapes_opt=None):
    names = shape_names(shapes_opt)
    if names != ["old"]:
        # A stream of its own: with --shapes old the programs are what they were.
        rng = random.Random(f"difftest:{seed}:{prog}:shape")
        name = rng.choice(names)
        if name != "old":
            return {"seed": seed, "prog": prog, "shape": name, "params": shapes.SAMPLERS[name](rng),
                    "comments": rng.random() < 0.5}
    top = random.Random(f"difftest:{seed}:{prog}")
    nparts = top.randint(1, 3)
    # A stream of its own, so that the rest of the spec is what it was.
    comments = seed >= 13 and random.Random(f"difftest:{seed}:{prog}:comments").random() < 0.5
    parts = [sample_part(part_rng(seed, prog, q)) for q in range(nparts)]
    for q, part in enumerate(parts):
        for k, site in enumerate(part["sites"]):
            # A stream of its own for each site, as comments have.
            check = random.Random(f"difftest:{seed}:{prog}:{q}:{k}:check")
            site["check"] = check.choice(["none", "compared", "kept"]) if seed >= 9000 else "none"
    return {"seed": seed, "prog": prog, "comments": comments, "parts": parts,
            "levels": sample_levels(seed, prog)}


def launches_per_call(site):
    """Device launches one execution of the site's statement may make."""
    grid = site["grid_const"] if site["grid"] == "const" else 3
    per = {"nested": 1 + grid, "rec": sum(site["fan"] ** d for d in range(site["depth"] + 1)),
           "pair": 2}.get(site["kind"], 1)
    reps = {"for": 3, "while": 3, "goto": 3, "lambda": site["calls"],
            "devfn": site["calls"]}.get(site["ctx"], 1)
    return per * reps


def launching_threads(part, site):
    threads = part["grid"] * part["block"]
    if site["ctx"] in ("barrier_count",) or site["guard"] == "tid0":
        return part["grid"]
    if site["ctx"] == "ballot" or site["guard"] == "lane0":
        return threads // 32
    return threads


def make_valid(part):
    """Adjust a part so it is valid and deterministic CDP2 (also after the
    minimiser edited it)."""
    for site in part["sites"]:
        if part["early_return"] and site["ctx"] in ("barrier_count", "ballot"):
            # A barrier or a full-warp ballot after a divergent return: no.
            site["ctx"] = "plain"
        if site["kind"] == "pair" and site["stream"] in ("faf", "tail"):
            site["stream"] = "default"
        if site["stream"] == "tail":
            # Tail launches as users write them: one thread of a block, once
            # (dozens of pending tail launches a grid were seen to hang the
            # original program or a variant that only dropped another launch).
            if site["ctx"] not in ("plain", "barrier_count"):
                site["ctx"] = "plain"
            if site["ctx"] == "plain":
                site["guard"] = "tid0"
            if site["kind"] == "rec":
                site["stream"] = "default"
    if any(s["stream"] == "created" for s in part["sites"]):
        # No tail launch from a grid whose threads also launch into streams
        # they created: seed 7's originals 136 and 208 (a tid0 tail launch
        # beside dozens of threads each creating a stream, launching into it
        # and destroying it) hung on the H100, as did variants that kept
        # that launch structure (coarsening, an unchanged file), while
        # variants that changed it passed. Fire-and-forget keeps the child
        # unordered and counts the same against the pending-launch budget.
        for site in part["sites"]:
            if site["stream"] == "tail":
                site["stream"] = "faf"
    if part["early_return"]:
        part["barrier_between"] = False
    # Keep the launches pending at once well under the device's 2048.
    total = sum(launches_per_call(s) * launching_threads(part, s) for s in part["sites"])
    for site in part["sites"]:
        if total <= PENDING_BUDGET:
            break
        if site["ctx"] in ("barrier_count",) or site["guard"] == "tid0":
            continue
        before = launches_per_call(site) * launching_threads(part, site)
        site["guard"] = "tid0"
        total += launches_per_call(site) * launching_threads(part, site) - before
    return part


# --------------------------------------------------------------------------
# Emission: spec -> CUDA
# --------------------------------------------------------------------------

PRELUDE = r"""// Generated by tests/difftest/gen.py: random deterministic CDP2 programs.
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__device__ unsigned dt_mix(unsigned a, unsigned b)
{
    unsigned h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return h;
}

static unsigned long long dt_fnv(const unsigned *words, int n)
{
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < n; i++)
        for (int b = 0; b < 4; b++) {
            h ^= (words[i] >> (8 * b)) & 0xffu;
            h *= 1099511628211ull;
        }
    return h;
}

#define DT_CHECK(call)                                                         \
    do {                                                                       \
        cudaError_t dt_e = (call);                                             \
        if (dt_e != cudaSuccess)                                               \
            return dt_e;                                                       \
    } while (0)
"""


def emit_children(p, s, site):
    """The child kernels a site launches (and their own children)."""
    k = site["kind"]
    name = f"{p}c{s}"
    xor = (f"\n    atomicXor(&acc[{ADD_WORDS}u + (v >> 9) % {PART_WORDS - ADD_WORDS}u], v);"
           if site["xor"] else "")
    if k == "leaf":
        return f"""
__global__ void {name}(unsigned *acc, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{
        unsigned v = dt_mix(tag, (unsigned)i);
        atomicAdd(&acc[v % {ADD_WORDS}u], v);{xor}
    }}
}}
"""
    if k == "leaf_ret":
        return f"""
__global__ void {name}(unsigned *acc, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned v = dt_mix(tag, (unsigned)i + gridDim.x);
    if (v & 4u)
        return;
    atomicAdd(&acc[v % {ADD_WORDS}u], v);{xor}
}}
"""
    if k == "reduce":
        bs = site["block"]
        return f"""
__global__ void {name}(unsigned *acc, unsigned tag, int n)
{{
    __shared__ unsigned partial[{bs}];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (blockIdx.x * blockDim.x >= n + 32)
        return;                      // the whole block leaves together
    partial[t] = i < n ? dt_mix(tag, (unsigned)i) : 0u;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w >>= 1) {{
        if (t < w)
            partial[t] += partial[t + w];
        __syncthreads();
    }}
    if (t == 0) {{
        unsigned v = partial[0];
        atomicAdd(&acc[(tag + blockIdx.x) % {ADD_WORDS}u], v);{xor}
    }}
}}
"""
    if k == "dyn":
        return f"""
__global__ void {name}(unsigned *acc, unsigned tag, int n)
{{
    extern __shared__ unsigned ring[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    ring[t] = dt_mix(tag, (unsigned)i);
    __syncthreads();
    unsigned v = ring[(t + 1) % blockDim.x] ^ ring[t];
    if (i < n) {{
        atomicAdd(&acc[v % {ADD_WORDS}u], v);{xor}
    }}
}}
"""
    if k == "warp":
        return f"""
__global__ void {name}(unsigned *acc, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned v = i < n ? dt_mix(tag, (unsigned)i) : 0u;
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    unsigned odd = __ballot_sync(0xffffffffu, (dt_mix(tag, (unsigned)i) & 1u) != 0u);
    if ((threadIdx.x & 31) == 0) {{
        v += (unsigned)__popc(odd);
        atomicAdd(&acc[(v ^ tag) % {ADD_WORDS}u], v);{xor}
    }}
}}
"""
    if k == "nested":
        return f"""
__global__ void {name}_leaf(unsigned *acc, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{
        unsigned v = dt_mix(tag ^ 0x55u, (unsigned)i);
        atomicAdd(&acc[v % {ADD_WORDS}u], v);
    }}
}}

__global__ void {name}(unsigned *acc, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&acc[(tag + i) % {ADD_WORDS}u], 1u);
    if (threadIdx.x == 0)
        {name}_leaf<<<1, 32>>>(acc, tag + blockIdx.x, n % 33 + 1);
}}
"""
    if k == "rec":
        return f"""
__global__ void {name}(unsigned *acc, unsigned tag, int depth)
{{
    unsigned v = dt_mix(tag, threadIdx.x + 64u * (unsigned)depth);
    atomicAdd(&acc[v % {ADD_WORDS}u], v);
    if (depth < {site["depth"]} && threadIdx.x < {site["fan"]})
        {name}<<<1, 32>>>(acc, tag * 3u + threadIdx.x + 1u, depth + 1);
}}
"""
    if k == "mallocc":
        return f"""
__global__ void {name}(unsigned *acc, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    unsigned *scratch;
    if (cudaMalloc((void **)&scratch, 4 * sizeof(unsigned)) != cudaSuccess) {{
        atomicAdd(&acc[0], 0x10000u);
        return;
    }}
    for (int k = 0; k < 4; k++)
        scratch[k] = dt_mix(tag + k, (unsigned)i);
    unsigned v = scratch[0] + scratch[1] * 3u + (scratch[2] ^ scratch[3]);
    cudaFree(scratch);
    atomicAdd(&acc[v % {ADD_WORDS}u], v);{xor}
}}
"""
    if k == "pair":
        return f"""
__global__ void {name}_fill(unsigned *buf, unsigned tag)
{{
    buf[threadIdx.x] = dt_mix(tag, threadIdx.x);
}}

__global__ void {name}(unsigned *buf, unsigned *acc, unsigned tag)
{{
    unsigned v = buf[threadIdx.x] + buf[(threadIdx.x + 1) % blockDim.x];
    atomicAdd(&acc[(v ^ tag) % {ADD_WORDS}u], v);
    __syncthreads();
    if (threadIdx.x == 0)
        cudaFree(buf);
}}
"""
    raise ValueError(k)


def expr_grid(site):
    return {"const": str(site["grid_const"]), "data": "1 + (d & 1)",
            "block": "1 + blockIdx.x % 2"}[site["grid"]]


def expr_trip(site):
    return {"const": str(site["trip_const"]), "data": "1 + d % 3",
            "block": "1 + (int)(blockIdx.x % 3)"}[site["trip"]]


def expr_tag(s, site):
    base = f"{s + 1}u * 7919u"
    return {"thread": f"{base} + (unsigned)i * 31u",
            "block": f"{base} + blockIdx.x * 131u",
            "grid": f"{base} + (unsigned)r"}[site["tag"]]


def expr_n(site, block):
    return {"full": f"{expr_grid(site)} * {block}", "const": str(site["n_const"]),
            "data": "d % 97 + 1"}[site["n"]]


def launch_stmt(p, s, site, tag, indent):
    """The launch statement(s) of a site, with `tag` as the tag argument
    (j is in scope in loops). Returns lines."""
    name = f"{p}c{s}"
    k = site["kind"]
    block = site["block"]
    grid = expr_grid(site)
    stream = {"default": "", "faf": "cudaStreamFireAndForget", "tail": "cudaStreamTailLaunch",
              "created": "dt_s"}[site["stream"]]
    shared = f"{block} * sizeof(unsigned)" if k == "dyn" else "0"
    if stream:
        cfg = f"{grid}, {block}, {shared}, {stream}"
    elif k == "dyn":
        cfg = f"{grid}, {block}, {shared}"
    else:
        cfg = f"{grid}, {block}"
    pad = " " * indent
    if k == "rec":
        return [f"{pad}{name}<<<1, 32{', 0, ' + stream if stream else ''}>>>(acc, {tag}, 0);"]
    if k == "pair":
        s_cfg = f"1, 32, 0, {stream}" if stream else "1, 32"
        return [f"{pad}unsigned *dt_buf;",
                f"{pad}if (cudaMalloc((void **)&dt_buf, 32 * sizeof(unsigned)) == cudaSuccess) {{",
                f"{pad}    {name}_fill<<<{s_cfg}>>>(dt_buf, {tag});",
                f"{pad}    {name}<<<{s_cfg}>>>(dt_buf, acc, {tag});",
                f"{pad}}}"]
    return [f"{pad}{name}<<<{cfg}>>>(acc, {tag}, {expr_n(site, block)});"] + error_check(site, pad)


def error_check(site, pad):
    """The query of the launch's error after it (`check`): a word more in
    acc only where it finds one."""
    found = f"{pad}    atomicAdd(&acc[{ADD_WORDS - 1}u], 1u);"
    return {"none": [],
            "compared": [f"{pad}if (cudaGetLastError() != cudaSuccess)", found],
            "kept": [f"{pad}{{",
                     f"{pad}    cudaError_t dt_e = cudaPeekAtLastError();",
                     f"{pad}    if (dt_e != cudaSuccess)",
                     f"    {found}",
                     f"{pad}}}"]}[site.get("check", "none")]


def with_stream(site, lines, indent):
    if site["stream"] != "created":
        return lines
    pad = " " * indent
    return ([f"{pad}cudaStream_t dt_s;",
             f"{pad}cudaStreamCreateWithFlags(&dt_s, cudaStreamNonBlocking);"]
            + lines + [f"{pad}cudaStreamDestroy(dt_s);"])


def guard_expr(site):
    return {"none": None, "tid0": "threadIdx.x == 0", "lane0": "(threadIdx.x & 31) == 0",
            "bounds": "i < n", "data": "(d & 3) != 1", "block": "blockIdx.x % 2 == 0",
            "grid": "n > 4"}[site["guard"]]


def emit_site(p, s, site, helpers):
    """Statements of the parent kernel for one site; device functions it
    needs go to `helpers`. i, d, n, r, acc are in scope."""
    ctx = site["ctx"]
    tag = expr_tag(s, site)
    out = []
    if ctx == "plain":
        body = with_stream(site, launch_stmt(p, s, site, tag, 8), 8)
    elif ctx == "for":
        body = with_stream(site, [f"        for (int j = 0; j < {expr_trip(site)}; j++) {{"]
                           + launch_stmt(p, s, site, f"({tag}) + (unsigned)j * 1000003u", 12)
                           + ["        }"], 8)
    elif ctx == "while":
        body = with_stream(site, ["        int j = 0;",
                                  f"        while (j < {expr_trip(site)}) {{"]
                           + launch_stmt(p, s, site, f"({tag}) + (unsigned)j * 1000003u", 12)
                           + ["            j++;", "        }"], 8)
    elif ctx == "goto":
        body = with_stream(site, ["        int j = 0;",
                                  f"    {p}again{s}:",
                                  f"        if (j < {expr_trip(site)}) {{"]
                           + launch_stmt(p, s, site, f"({tag}) + (unsigned)j * 1000003u", 12)
                           + ["            j++;", f"            goto {p}again{s};", "        }"], 8)
    elif ctx == "lambda":
        lam = (["        auto spawn = [&](unsigned t) {"]
               + with_stream(site, launch_stmt(p, s, site, "t", 12), 12)
               + ["        };", f"        spawn({tag});"])
        if site["calls"] > 1:
            lam.append(f"        if (d % 5 != 2)\n            spawn(({tag}) ^ 0xabcdu);")
        body = lam
    elif ctx == "devfn":
        fn = f"{p}spawn{s}"
        # The device function sees its own copies of what the launch reads.
        helpers.append(f"""
__device__ void {fn}(unsigned *acc, unsigned tag, int i, int d, int n, int r)
{{
""" + "\n".join(with_stream(site, launch_stmt(p, s, site, "tag", 4), 4)) + "\n}\n")
        body = [f"        {fn}(acc, {tag}, i, d, n, r);"]
        if site["calls"] > 1:
            body = [f"        for (int j = 0; j < {expr_trip(site)}; j++)",
                    f"            {fn}(acc, ({tag}) + (unsigned)j * 1000003u, i, d, n, r);"]
    elif ctx == "barrier_count":
        # Count in shared memory, then one thread launches for the block.
        return (["    {",
                 f"        __shared__ int {p}count{s};",
                 f"        if (threadIdx.x == 0)",
                 f"            {p}count{s} = 0;",
                 "        __syncthreads();",
                 "        if ((d & 1) != 0)",
                 f"            atomicAdd(&{p}count{s}, 1);",
                 "        __syncthreads();",
                 f"        if (threadIdx.x == 0 && {p}count{s} > 0) {{",
                 f"            int got = {p}count{s};"]
                + with_stream(site, launch_stmt(p, s, site, f"({tag}) + (unsigned)got", 12), 12)
                + ["        }", "    }"])
    elif ctx == "ballot":
        return (["    {",
                 "        unsigned odd = __ballot_sync(0xffffffffu, (d & 1) != 0);",
                 "        if ((threadIdx.x & 31) == 0 && odd != 0u) {"]
                + with_stream(site, launch_stmt(p, s, site, f"({tag}) ^ odd", 12), 12)
                + ["        }", "    }"])
    else:
        raise ValueError(ctx)
    g = guard_expr(site)
    if g:
        out.append(f"    if ({g}) {{")
    else:
        out.append("    {")
    out += body
    out.append("    }")
    return out


def emit_part(p, q, part):
    pp = f"{p}q{q}_"
    code = []
    helpers = []
    body = []
    for s, site in enumerate(part["sites"]):
        children = emit_children(pp, s, site)
        if site.get("bounds"):  # every launch of the child has the site's block
            children = children.replace(f"__global__ void {pp}c{s}(",
                                        f"__global__ void __launch_bounds__({site['block']}) {pp}c{s}(", 1)
        code.append(children)
        if s > 0 and part["barrier_between"]:
            body.append("    __syncthreads();")
        body += emit_site(pp, s, site, helpers)
    code += helpers
    head = ["    int i = blockIdx.x * blockDim.x + threadIdx.x;",
            f"    int d = data[(i * 7 + r) % {DATA_WORDS}];",
            "    (void)d;"]
    if part["early_return"]:
        head.append("    if (i >= n)\n        return;")
    code.append(f"""
__global__ void {pp}parent(unsigned *acc, const int *data, int n, int r)
{{
""" + "\n".join(head + body) + "\n}\n")
    return "".join(code)


def emit_host_part(p, q, part):
    pp = f"{p}q{q}_"
    g, b = part["grid"], part["block"]
    n = g * b - part["n_cut"]
    acc = f"acc + {q * PART_WORDS}"
    call = f"{pp}parent<<<{g}, {b}{{s}}>>>({acc}, data, {n}, {{r}});"
    st = part["host"]
    lines = ["    {"]
    if st == "once":
        lines.append("        " + call.format(s="", r="0"))
    elif st == "loop":
        lines.append(f"        for (int r = 0; r < {part['rounds']}; r++)")
        lines.append("            " + call.format(s="", r="r"))
    else:
        lines += ["        cudaStream_t hs;", "        DT_CHECK(cudaStreamCreate(&hs));"]
        if st == "stream":
            lines.append("        " + call.format(s=", 0, hs", r="1"))
        else:
            lines.append(f"        for (int r = 0; r < {part['rounds']}; r++)")
            lines.append("            " + call.format(s=", 0, hs", r="r"))
        lines += ["        DT_CHECK(cudaStreamSynchronize(hs));", "        DT_CHECK(cudaStreamDestroy(hs));"]
    lines += ["        DT_CHECK(cudaGetLastError());", "        DT_CHECK(cudaDeviceSynchronize());", "    }"]
    return lines


def emit_levels(p, lv):
    """A kernel launching itself from lv["sites"] sites; each block adds
    what it saw, so the sums are the same however the tree is run."""
    guard = f"threadIdx.x < {lv['fan']}" if lv["guard"] == "fan" else "threadIdx.x == blockDim.x - 1"
    sites = []
    for k in range(lv["sites"]):
        stream = {"default": "", "faf": ", 0, cudaStreamFireAndForget", "created": f", 0, dt_s{k}"}[lv["stream"]]
        kind = lv["grids"][k] if "grids" in lv else "same"
        grid = {"same": f"{lv['grid']}", "other": f"{3 - lv['grid']}", "computed": "1 + (tag & 1u)"}[kind]
        launch = (f"{p}lv<<<{grid}, {lv['block']}{stream}>>>"
                  f"(acc, seen, tag * {3 + 2 * k}u + threadIdx.x + {k + 1}u, depth + 1, max_depth);")
        if lv["stream"] == "created":
            sites.append(f"""        cudaStream_t dt_s{k};
        cudaStreamCreateWithFlags(&dt_s{k}, cudaStreamNonBlocking);
        {launch}
        cudaStreamDestroy(dt_s{k});""")
        else:
            sites.append(f"        {launch}")
    early = ("    unsigned first = (unsigned)seen[blockIdx.x % 4u];\n"
             "    if (depth > 1 && (first & 7u) == 3u && (tag & 1u))\n        return;\n") if lv["early_return"] else ""
    barrier = "    __syncthreads();\n" if lv["barrier"] else ""
    helper = ""
    if lv.get("barrier_helper"):
        barrier = f"    {p}lv_sync(acc);\n"
        helper = f"""
__device__ void {p}lv_sync(unsigned *acc)
{{
    __syncthreads();
    if (threadIdx.x == 0u)
        atomicAdd(&acc[0], 0u);
}}
"""
    body = "\n".join(sites)
    return helper + f"""
__global__ void {p}lv(unsigned *acc, const int *seen, unsigned tag, int depth, int max_depth)
{{
{early}    unsigned v = dt_mix(tag, threadIdx.x + 64u * (unsigned)depth + 4096u * blockIdx.x);
    atomicAdd(&acc[v % {ADD_WORDS}u], v);
{barrier}    if (depth < max_depth && {guard}) {{
{body}
    }}
}}
"""


def emit_program(spec):
    if "shape" in spec:
        text = (f"\n// ---- program {spec['prog']}: {spec['shape']}\n"
                + shapes.emit_shape_program(spec))
        return inject_comments(text) if spec.get("comments") else text
    p = f"p{spec['prog']}_"
    code = [f"\n// ---- program {spec['prog']} (seed {spec['seed']})\n"]
    for q, part in enumerate(spec["parts"]):
        code.append(emit_part(p, q, part))
    lv = spec.get("levels")
    if lv:
        code.append(emit_levels(p, lv))
    words = (max(1, len(spec["parts"])) + (1 if lv else 0)) * PART_WORDS
    host = [f"static cudaError_t {p}run(const int *data, unsigned long long *hash)", "{",
            "    unsigned *acc;",
            f"    DT_CHECK(cudaMalloc((void **)&acc, {words} * sizeof(unsigned)));",
            f"    DT_CHECK(cudaMemset(acc, 0, {words} * sizeof(unsigned)));"]
    for q, part in enumerate(spec["parts"]):
        host += emit_host_part(p, q, part)
    if lv:
        host += ["    {",
                 f"        {p}lv<<<{lv['host_grid']}, {lv['block']}>>>(acc + {len(spec['parts']) * PART_WORDS}, data, 7u, 0, {lv['depth']});",
                 "        DT_CHECK(cudaGetLastError());", "        DT_CHECK(cudaDeviceSynchronize());", "    }"]
    host += [f"    static unsigned words[{words}];",
             f"    DT_CHECK(cudaMemcpy(words, acc, sizeof(words), cudaMemcpyDeviceToHost));",
             "    DT_CHECK(cudaFree(acc));",
             f"    *hash = dt_fnv(words, {words});",
             "    return cudaSuccess;", "}", ""]
    code.append("\n" + "\n".join(host))
    text = "".join(code)
    return inject_comments(text) if spec.get("comments") else text


def emit_main(specs):
    # A shape program compares its words with the host's reference and says
    # FAIL (the runner's verdict "wrong"); the other programs' text is as it was.
    fail = """
        if (dt_failed) {
            printf("prog %d FAIL word %d: 0x%08x, expected 0x%08x\\n", id, dt_fail_word, dt_fail_got, dt_fail_want);
            fflush(stdout);
            dt_failed = 0;
            continue;
        }""" if any("shape" in s for s in specs) else ""
    # dpopt's output only (its runtime included): once a program's grids are
    # done, every batch space it took from the launch pool is back (a space
    # kept leaves the pool unable to empty: each later run takes more, until
    # launches fall back or a recursion stops; tests/defects/pool-given-back).
    fail += """
#ifdef DPOPT_RUNTIME_POOL_CUH
        {
            static unsigned int dt_pool_kept = 0;
            unsigned int kept = dpopt::pool_in_flight();
            if (kept != dt_pool_kept) {
                printf("prog %d FAIL pool: %u batch spaces never given back\\n", id, kept - dt_pool_kept);
                fflush(stdout);
                dt_pool_kept = kept;
                continue;
            }
        }
#endif"""
    table = ",\n".join(f"    {{{s['prog']}, p{s['prog']}_run}}" for s in specs)
    return f"""
// ---- main
static const struct {{
    int id;
    cudaError_t (*run)(const int *, unsigned long long *);
}} dt_programs[] = {{
{table}
}};

int main(int argc, char **argv)
{{
    int lo = argc > 1 ? atoi(argv[1]) : 0, hi = argc > 2 ? atoi(argv[2]) : INT_MAX;
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64u << 20);
    static int host_data[{DATA_WORDS}];
    for (int k = 0; k < {DATA_WORDS}; k++)
        host_data[k] = (int)(((unsigned)k * 2654435761u) >> 9) % 1000;
    int *data;
    if (cudaMalloc((void **)&data, sizeof(host_data)) != cudaSuccess ||
        cudaMemcpy(data, host_data, sizeof(host_data), cudaMemcpyHostToDevice) != cudaSuccess) {{
        printf("setup error %s\\n", cudaGetErrorName(cudaGetLastError()));
        return 2;
    }}
    for (unsigned k = 0; k < sizeof(dt_programs) / sizeof(dt_programs[0]); k++) {{
        int id = dt_programs[k].id;
        if (id < lo || id > hi)
            continue;
        unsigned long long h = 0;
        cudaError_t e = dt_programs[k].run(data, &h);
        if (e == cudaSuccess)
            e = cudaDeviceSynchronize();
        if (e != cudaSuccess) {{
            printf("prog %d error %s\\n", id, cudaGetErrorName(e));
            fflush(stdout);
            return 1;
        }}{fail}
        printf("prog %d 0x%016llx\\n", id, h);
        fflush(stdout);
    }}
    return 0;
}}
"""


def emit_file(specs):
    prelude = PRELUDE + (shapes.SHAPE_PRELUDE if any("shape" in s for s in specs) else "")
    if any(s.get("shape") in shapes.NAMED_ONLY for s in specs):
        prelude += "\n#include <thread>\n"
    if shapes.uses_apart_header(specs):
        prelude += '\n#include "apart_helpers.h" // tests/difftest: found through -I\n'
    return prelude + "".join(emit_program(s) for s in specs) + emit_main(specs)


def main(argv):
    if len(argv) == 3 and argv[1] == "--spec":
        with open(argv[2]) as f:
            spec = json.load(f)
        for part in spec.get("parts", []):
            make_valid(part)
        sys.stdout.write(emit_file([spec]))
        return 0
    shapes_opt = None
    if len(argv) > 2 and argv[1].startswith("--shapes="):
        shapes_opt = argv[1].split("=", 1)[1]
        argv = argv[:1] + argv[2:]
    if len(argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    seed, first, count = int(argv[1]), int(argv[2]), int(argv[3])
    sys.stdout.write(emit_file([sample_program(seed, g, shapes_opt) for g in range(first, first + count)]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
