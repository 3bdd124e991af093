"""The shapes of issue 41 (found on 2026-11-25 by programs written the way
CUDA programmers write them), as programs the differential tester can draw.

Each shape is a sampler (rng -> params, plain JSON data) and an emitter
(prefix, params -> the program's kernels, the host code that launches them,
the number of result words and host code computing the expected words).
The program compares its words with the reference computed on the host and
says FAIL when one differs, so a wrong result is seen even where every
variant and the original agree; the runner also compares checksums with the
original's as for the other programs.

Shapes: template kernels (default template arguments, `if constexpr`,
recursion on a template parameter), a friend kernel reading private members,
every host launch API and function pointers (one parent launched up to three
times at once), chains of dependent launches of one thread into its NULL
stream (before, inside and after loops), a segmented scan whose children
(shared memory, barriers in a loop, blocks larger than the launching block)
are followed by dependent launches, exclusive branches, work queues
(atomicAdd results as configurations) and dim3 conversions; and, so that
--promote and --corun have programs to take, chains of single-block grids
whose thread 0 launches the kernel itself, and leaf kernels the host
launches into streams beside a parent whose blocks launch children; and one
child launched from sites whose configurations give different parts
(shared memory, a stream), which strategies keeping one record type a child
must all hold; and kernels given more than 48 KB of dynamic shared memory
by an attribute the host sets (cudaFuncSetAttribute), which a copy of the
kernel would not have; and parents of 1,024 threads a block, launching in
their body or in a helper with values live across the launch, which what
dpopt adds must keep within 64 registers a thread; and children whose
arguments are narrow or wide (bytes, bools, shorts, a double), whose
records are of other sizes and alignments than the other shapes'; and one
parent launched round after round into several streams at once, and into
graphs run twice at once; and one parent launched round after round in one
stream with grids that grow and shrink, rounds that launch nothing, and
now and then a launch of it from the device; and parents launched round
after round whose threads now and then launch a child of more than 65,536
threads, which a flattened batch does not walk (in the copy the host
follows, such a launch is listed apart and walked whole by the follow-up
grid).

Writes are plain stores where one thread of one launch owns a word and the
order of launches is what the program says, otherwise unsigned atomicAdd.
"""

# Device launches one parent grid may have pending: well under the device's
# 2,048 (with 4,096 fire-and-forget launches from one grid CDP hung on an
# H100), so that the original and every variant that keeps the launches
# stay clear of it under a loaded GPU. gen.py's programs keep to it too.
PENDING_BUDGET = 1200

# Shapes drawn only where named (--shapes threads): a file with one of
# them starts host threads, and dpopt then follows none of its kernels
# (follow_host_threads), so drawn among the others they would take the
# follow-ups out of most files.
NAMED_ONLY = ["threads"]

SHAPES = ["tmpl_default", "tmpl_rec", "friend", "host_api", "chain", "smem_scan",
          "exclusive", "work_queue", "dim3",
          "promote_chain", "corun", "shared_child", "attribute", "wide", "loops", "narrow_args", "streams",
          "resized", "unseen_threads", "grid_stride", "block_walk", "hoist", "nest_order", "hoist_offsets",
          "child_code", "ref_alias", "own_slot", "block_sums", "big_children"]

SHAPE_PRELUDE = r"""
__host__ __device__ inline unsigned dt_hmix(unsigned a, unsigned b)
{
    unsigned h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return h;
}

// Host threads started where dpopt cannot see them (host_threads.cu, linked
// into every program): the unseen_threads shape's.
void dt_in_host_threads(void (*worker)(unsigned *, int), unsigned *out, int threads);

static int dt_failed, dt_fail_word;
static unsigned dt_fail_got, dt_fail_want;

static void dt_compare(const unsigned *got, const unsigned *want, int n)
{
    for (int k = 0; k < n; k++)
        if (got[k] != want[k]) {
            dt_failed = 1;
            dt_fail_word = k;
            dt_fail_got = got[k];
            dt_fail_want = want[k];
            return;
        }
}
"""


def lines(*parts):
    return "\n".join(parts)


# --------------------------------------------------------------- template kernels

def sample_tmpl_default(rng):
    fan = rng.choice([1, 2, 4, 33, 70])
    pb = rng.choice([32, 64, 128])
    return {"shift": rng.randint(0, 3), "sites": [rng.choice(["explicit", "empty", "deduced", "both"])
                                                  for _ in range(rng.randint(1, 2))],
            "explicit": rng.randint(0, 4), "fan": fan, "n": rng.randint(8, 80),
            "cb": rng.choice([32, 64]), "pb": pb, "pg": (fan + pb - 1) // pb + rng.randint(0, 1),
            "parent_tmpl": rng.random() < 0.4}


def emit_tmpl_default(p, a):
    fan, n = a["fan"], a["n"]
    args = {"explicit": f"<{a['explicit']}>", "empty": "<>", "deduced": "",
            "both": f"<{a['explicit']}, unsigned>"}
    shifts = [a["shift"] if st in ("empty", "deduced") else a["explicit"] for st in a["sites"]]
    launches = "\n".join(
        f"        {p}shift{args[st]}<<<(n + {a['cb'] - 1}) / {a['cb']}, {a['cb']}>>>"
        f"(out + ({k} * F + t) * n, {1000 * k + 100}u + (unsigned)t, n);"
        for k, st in enumerate(a["sites"]))
    parent_head = (f"template <int F = {fan}>\n__global__ void {p}parent(unsigned *out, int n)"
                   if a["parent_tmpl"] else
                   f"__global__ void {p}parent(unsigned *out, int n)")
    fdef = "" if a["parent_tmpl"] else f"    const int F = {fan};\n"
    dev = f"""
template <int SHIFT = {a['shift']}, typename T = unsigned>
__global__ void {p}shift(T *out, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += (T)(dt_hmix(tag, (unsigned)i) >> SHIFT);
}}

{parent_head}
{{
{fdef}    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < F) {{
{launches}
    }}
}}
"""
    launch = f"{p}parent{'<>' if a['parent_tmpl'] else ''}<<<{a['pg']}, {a['pb']}>>>(out, {n});"
    ref = [f"    const unsigned shifts[] = {{{', '.join(str(s) for s in shifts)}}};",
           f"    for (int k = 0; k < {len(shifts)}; k++)",
           f"        for (int t = 0; t < {fan}; t++)",
           f"            for (int i = 0; i < {n}; i++)",
           f"                ref[(k * {fan} + t) * {n} + i] += dt_hmix(1000u * k + 100u + t, i) >> shifts[k];"]
    return dev, [launch], len(shifts) * fan * n, ref


def sample_tmpl_rec(rng):
    return {"variant": rng.choice(["constexpr", "special", "clamp"]), "dmax": rng.randint(1, 4),
            "fan": rng.randint(1, 3), "cb": rng.choice([32, 64]), "via_parent": rng.random() < 0.5,
            "pk": rng.randint(1, 3), "hg": rng.randint(1, 2)}


def emit_tmpl_rec(p, a):
    cb, fan = a["cb"], a["fan"]
    call = f"{p}depth<{{d}}><<<1, {cb}>>>(out, tag * 3u + threadIdx.x + 1u);"
    if a["variant"] == "constexpr":
        rec = f"        if constexpr (D > 0)\n            {call.format(d='D - 1')}"
    elif a["variant"] == "clamp":
        rec = f"        if (D > 0)\n            {call.format(d='(D > 0 ? D - 1 : 0)')}"
    else:
        rec = f"        {call.format(d='D - 1')}"
    dev = f"""
template <int D>
__global__ void {p}depth(unsigned *out, unsigned tag)
{{
    unsigned v = dt_hmix(tag + blockIdx.x * 7919u, threadIdx.x + 64u * D);
    atomicAdd(&out[D * 64 + threadIdx.x % 64], v);
    if (threadIdx.x < {fan}) {{
{rec}
    }}
}}
"""
    if a["variant"] == "special":
        dev += f"""
template <>
__global__ void {p}depth<0>(unsigned *out, unsigned tag)
{{
    unsigned v = dt_hmix(tag + blockIdx.x * 7919u, threadIdx.x);
    atomicAdd(&out[threadIdx.x % 64], v);
}}
"""
    dev += f"""
static void {p}ref_depth(unsigned *ref, int d, unsigned tag, unsigned blk)
{{
    for (unsigned t = 0; t < {cb}u; t++)
        ref[d * 64 + t % 64] += dt_hmix(tag + blk * 7919u, t + 64u * d);
    if (d > 0)
        for (unsigned t = 0; t < {fan}u; t++)
            {p}ref_depth(ref, d - 1, tag * 3u + t + 1u, 0);
}}
"""
    if a["via_parent"]:
        dev += f"""
__global__ void {p}parent(unsigned *out)
{{
    if (threadIdx.x < {a['pk']})
        {p}depth<{a['dmax']}><<<1, {cb}>>>(out, 7u + threadIdx.x);
}}
"""
        launch = f"{p}parent<<<1, 32>>>(out);"
        ref = [f"    for (unsigned k = 0; k < {a['pk']}u; k++)",
               f"        {p}ref_depth(ref, {a['dmax']}, 7u + k, 0);"]
    else:
        launch = f"{p}depth<{a['dmax']}><<<{a['hg']}, {cb}>>>(out, 7u);"
        ref = [f"    for (unsigned b = 0; b < {a['hg']}u; b++)",
               f"        {p}ref_depth(ref, {a['dmax']}, 7u, b);"]
    return dev, [launch], (a["dmax"] + 1) * 64, ref


# --------------------------------------------------------------- friend kernel

def sample_friend(rng):
    return {"cb": rng.choice([32, 64, 128]), "n": rng.randint(20, 300),
            "guard": rng.choice(["tid0", "lt"]), "k": rng.randint(1, 4), "pg": rng.randint(1, 3),
            "pb": rng.choice([32, 64]), "parent_friend": rng.random() < 0.5}


def emit_friend(p, a):
    W = 128
    guard = "threadIdx.x == 0" if a["guard"] == "tid0" else f"threadIdx.x < {a['k']}"
    size = "b.n_" if a["parent_friend"] else "b.size()"
    pf = f"    friend __global__ void {p}parent(unsigned *out, int n);\n" if a["parent_friend"] else ""
    dev = f"""
class {p}Box {{
public:
    __host__ __device__ {p}Box(int n, unsigned k) : n_(n), k_(k) {{}}
    __host__ __device__ int size() const {{ return n_; }}
    friend __global__ void {p}child({p}Box b, unsigned *out);
{pf}private:
    int n_;
    unsigned k_;
    __device__ unsigned salt(int i) const {{ return dt_hmix(k_, (unsigned)i); }}
}};

__global__ void {p}child({p}Box b, unsigned *out)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < b.n_)
        atomicAdd(&out[(unsigned)i % {W}u], b.salt(i) ^ b.k_);
}}

__global__ void {p}parent(unsigned *out, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    {p}Box b(n + t % 3, 17u + (unsigned)t);
    if ({guard})
        {p}child<<<({size} + {a['cb'] - 1}) / {a['cb']}, {a['cb']}>>>(b, out);
}}
"""
    launch = f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out, {a['n']});"
    hguard = "t % {pb} == 0".format(pb=a["pb"]) if a["guard"] == "tid0" else f"t % {a['pb']} < {a['k']}"
    ref = [f"    for (int t = 0; t < {a['pg'] * a['pb']}; t++) {{",
           f"        if (!({hguard}))",
           "            continue;",
           f"        int n = {a['n']} + t % 3;",
           "        unsigned k = 17u + (unsigned)t;",
           "        for (int i = 0; i < n; i++)",
           f"            ref[(unsigned)i % {W}u] += dt_hmix(k, (unsigned)i) ^ k;",
           "    }"]
    return dev, [launch], W, ref


# --------------------------------------------------------------- host launch APIs

# Not "graph" (a kernel node of the parent, host_api_call below): such
# programs give wrong results as written, now and then, so the tester
# cannot judge their variants (bench/results/difftest-new-shapes-2026-11-25-h200).
# tests/defects/launch-api-unseen/graph_node.cu keeps the shape's plan.
APIS = ["chevron", "fnptr_chevron", "launch_kernel", "launch_kernel_tmpl", "launch_ex",
        "cooperative", "fnptr_api"]


def sample_host_api(rng):
    pg, pb = rng.randint(1, 3), rng.choice([32, 64])
    lg, lb = rng.randint(1, 2), rng.choice([32, 64])
    return {"launches": [{"api": rng.choice(APIS), "stream": rng.choice(["null", "created"])}
                         for _ in range(rng.randint(1, 3))],
            "pg": pg, "pb": pb, "cut": rng.randint(0, 20), "guard": rng.choice(["all", "tid0", "third"]),
            "lg": lg, "lb": lb, "ln": rng.randint(1, lg * lb), "busy": rng.choice([0, 50, 300])}


def host_api_call(p, a, L, api):
    g, b = a["pg"], a["pb"]
    args = f"o{L}, n{L}, s{L}"
    if api == "chevron":
        return [f"{p}parent<<<{g}, {b}, 0, st{L}>>>({args});"]
    if api == "fnptr_chevron":
        return [f"auto k{L} = {p}parent;", f"k{L}<<<{g}, {b}, 0, st{L}>>>({args});"]
    if api == "launch_kernel":
        return [f"DT_CHECK(cudaLaunchKernel((const void *){p}parent, dim3({g}), dim3({b}), a{L}, 0, st{L}));"]
    if api == "launch_kernel_tmpl":
        return [f"DT_CHECK(cudaLaunchKernel({p}parent, dim3({g}), dim3({b}), a{L}, 0, st{L}));"]
    if api == "fnptr_api":
        return [f"void (*k{L})(unsigned *, int, unsigned) = {p}parent;",
                f"DT_CHECK(cudaLaunchKernel((const void *)k{L}, dim3({g}), dim3({b}), a{L}, 0, st{L}));"]
    if api == "launch_ex":
        return [f"cudaLaunchConfig_t c{L} = {{}};", f"c{L}.gridDim = dim3({g});", f"c{L}.blockDim = dim3({b});",
                f"c{L}.dynamicSmemBytes = 0;", f"c{L}.stream = st{L};",
                f"DT_CHECK(cudaLaunchKernelEx(&c{L}, {p}parent, {args}));"]
    if api == "cooperative":
        # A kernel that launches kernels may not be launched cooperatively
        # (cudaErrorNotPermitted): the child is, beside the parents' launches.
        return [f"void *ca{L}[] = {{&o{L}, &s{L}, &n{L}}};",
                f"DT_CHECK(cudaLaunchCooperativeKernel((const void *){p}leaf, dim3({g}), dim3({b}), ca{L}, 0, st{L}));"]
    if api == "graph":
        return [f"cudaKernelNodeParams kp{L} = {{}};", f"kp{L}.func = (void *){p}parent;",
                f"kp{L}.gridDim = dim3({g});", f"kp{L}.blockDim = dim3({b});", f"kp{L}.kernelParams = a{L};",
                f"DT_CHECK(cudaGraphCreate(&gr{L}, 0));",
                f"DT_CHECK(cudaGraphAddKernelNode(&nd{L}, gr{L}, nullptr, 0, &kp{L}));",
                f"DT_CHECK(cudaGraphInstantiate(&gx{L}, gr{L}, 0));",
                f"DT_CHECK(cudaGraphLaunch(gx{L}, st{L}));"]
    raise ValueError(api)


def emit_host_api(p, a):
    W = 256
    n = a["pg"] * a["pb"] - a["cut"]
    guard = {"all": "t < n", "tid0": "t < n && threadIdx.x == 0", "third": "t < n && t % 3 == 0"}[a["guard"]]
    hguard = {"all": "t < n", "tid0": f"t < n && t % {a['pb']} == 0", "third": "t < n && t % 3 == 0"}[a["guard"]]
    dev = f"""
__global__ void {p}leaf(unsigned *out, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[(tag + (unsigned)i) % {W - 1}u], dt_hmix(tag, (unsigned)i));
}}

__global__ void {p}parent(unsigned *out, int n, unsigned salt)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned busy = 0;
    for (int k = 0; k < {a['busy']}; k++)
        busy += dt_hmix(salt, (unsigned)(t + k));
    atomicAdd(&out[{W - 1}], busy);
    if ({guard})
        {p}leaf<<<{a['lg']}, {a['lb']}>>>(out, salt * 131u + (unsigned)t, {a['ln']});
}}
"""
    host, tail = [], []
    for L, la in enumerate(a["launches"]):
        host += [f"unsigned *o{L} = out + {L * W};", f"int n{L} = {n};", f"unsigned s{L} = {L * 7 + 3}u;",
                 f"void *a{L}[] = {{&o{L}, &n{L}, &s{L}}};", f"(void)a{L};"]
        if la["stream"] == "created":
            host += [f"cudaStream_t st{L};", f"DT_CHECK(cudaStreamCreateWithFlags(&st{L}, cudaStreamNonBlocking));"]
            tail.append(f"DT_CHECK(cudaStreamDestroy(st{L}));")
        else:
            host.append(f"cudaStream_t st{L} = 0;")
        if la["api"] == "graph":
            host += [f"cudaGraph_t gr{L};", f"cudaGraphExec_t gx{L};", f"cudaGraphNode_t nd{L};"]
            tail += [f"DT_CHECK(cudaGraphExecDestroy(gx{L}));", f"DT_CHECK(cudaGraphDestroy(gr{L}));"]
    for L, la in enumerate(a["launches"]):
        host += host_api_call(p, a, L, la["api"])
    host += ["DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());"] + tail
    coop = ", ".join("1" if la["api"] == "cooperative" else "0" for la in a["launches"])
    ref = [f"    const int coop[] = {{{coop}}};",
           f"    for (int L = 0; L < {len(a['launches'])}; L++) {{",
           f"        unsigned salt = (unsigned)L * 7u + 3u, *r = ref + L * {W};",
           f"        int n = {n};",
           "        if (coop[L]) {",
           "            for (int i = 0; i < n; i++)",
           f"                r[(salt + (unsigned)i) % {W - 1}u] += dt_hmix(salt, (unsigned)i);",
           "            continue;",
           "        }",
           f"        for (int t = 0; t < {a['pg'] * a['pb']}; t++) {{",
           "            unsigned busy = 0;",
           f"            for (int k = 0; k < {a['busy']}; k++)",
           "                busy += dt_hmix(salt, (unsigned)(t + k));",
           f"            r[{W - 1}] += busy;",
           f"            if (!({hguard}))",
           "                continue;",
           "            unsigned tag = salt * 131u + (unsigned)t;",
           f"            for (int i = 0; i < {a['ln']}; i++)",
           f"                r[(tag + (unsigned)i) % {W - 1}u] += dt_hmix(tag, (unsigned)i);",
           "        }", "    }"]
    return dev, host, len(a["launches"]) * W, ref


# --------------------------------------------------------------- chains into the NULL stream

CHAIN_OPS = ["mul", "rot", "smooth", "shift"]


def sample_chain(rng):
    def ops(lo, hi):
        return [rng.choice(CHAIN_OPS) for _ in range(rng.randint(lo, hi))]
    pb = rng.choice([32, 64, 128])
    return {"pg": rng.randint(1, 3), "pb": pb, "launcher": rng.choice(["tid0", "lt", "lane0"]),
            "k": rng.randint(1, 4), "cg": rng.randint(1, 2), "cb": rng.choice([32, 64, 128, 256]),
            "sweeps": rng.randint(1, 3), "pre": ops(0, 1), "body": ops(1, 2), "post": ops(0, 2),
            "loop": rng.choice(["for", "while"]), "count": rng.choice(["sweeps", "const"]),
            "alternate": rng.random() < 0.3, "early": rng.random() < 0.5, "init_in_loop": rng.random() < 0.2}


def chain_steps(p, a, host):
    """The parent's statements after `x` and `slot` are in scope; with host,
    the same statements calling the host copies of the kernels."""
    def call(op, c, ind):
        pad = " " * ind
        if host:
            return f"{pad}{p}h_{op}(x, {c});"
        return f"{pad}{p}{op}<<<{a['cg']}, {a['cb']}>>>(x, {c});"
    out = [call("init", "slot * 1000u + 1u", 8)]
    k = 2
    for op in a["pre"]:
        out.append(call(op, f"{k}u", 8))
        k += 1
    count = "sweeps" if a["count"] == "sweeps" else str(a["sweeps"])
    body = []
    if a["init_in_loop"]:
        body.append(call("init", "slot * 1000u + 7u + (unsigned)s", 12))
    for n, op in enumerate(a["body"]):
        c = f"{k}u * 7u + (unsigned)s"
        if a["alternate"] and n == 0:
            other = CHAIN_OPS[(CHAIN_OPS.index(op) + 1) % len(CHAIN_OPS)]
            body += ["            if (s % 2 == 0)", call(op, c, 16), "            else", call(other, c, 16)]
        else:
            body.append(call(op, c, 12))
        k += 1
    if a["loop"] == "for":
        out += [f"        for (int s = 0; s < {count}; ++s) {{"] + body + ["        }"]
    else:
        out += ["        int s = 0;", f"        while (s < {count}) {{"] + body + ["            ++s;", "        }"]
    for op in a["post"]:
        out.append(call(op, f"{k}u", 8))
        k += 1
    return out


def emit_chain(p, a):
    cb, cg = a["cb"], a["cg"]
    sl = cb * cg
    launcher = {"tid0": "threadIdx.x == 0", "lt": f"t < {a['k']}", "lane0": "(threadIdx.x & 31) == 0"}[a["launcher"]]
    slot = {"tid0": "blockIdx.x", "lt": "(unsigned)t", "lane0": "(unsigned)t / 32u"}[a["launcher"]]
    nslots = {"tid0": a["pg"], "lt": min(a["k"], a["pg"] * a["pb"]), "lane0": a["pg"] * a["pb"] // 32}[a["launcher"]]
    dev = f"""
__global__ void {p}init(unsigned *x, unsigned c)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
x[i] = dt_hmix(c, (unsigned)i);
}}

__global__ void {p}mul(unsigned *x, unsigned c)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
x[i] = x[i] * 3u + c;
}}

__global__ void {p}rot(unsigned *x, unsigned c)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
x[i] = ((x[i] << 5) | (x[i] >> 27)) ^ c;
}}

__global__ void {p}shift(unsigned *x, unsigned c)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int n = gridDim.x * blockDim.x;
    unsigned v = x[(i + 1) % n];
    __syncthreads();
    if (blockIdx.x == 0 && gridDim.x == 1)
    x[i] = v + c;
    else
    x[i] = x[i] + c;
}}

__global__ void {p}smooth(unsigned *x, unsigned c)
{{
    __shared__ unsigned s[{cb}];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = x[i];
    __syncthreads();
    for (int r = 0; r < 3; r++) {{
        unsigned v = s[threadIdx.x] + 3u * s[(threadIdx.x + 1) % {cb}] + c;
        __syncthreads();
        s[threadIdx.x] = v;
        __syncthreads();
    }}
x[i] = s[threadIdx.x];
}}

static void {p}h_init(unsigned *x, unsigned c)
{{
    for (int i = 0; i < {sl}; i++)
    x[i] = dt_hmix(c, (unsigned)i);
}}

static void {p}h_mul(unsigned *x, unsigned c)
{{
    for (int i = 0; i < {sl}; i++)
    x[i] = x[i] * 3u + c;
}}

static void {p}h_rot(unsigned *x, unsigned c)
{{
    for (int i = 0; i < {sl}; i++)
    x[i] = ((x[i] << 5) | (x[i] >> 27)) ^ c;
}}

static void {p}h_shift(unsigned *x, unsigned c)
{{
    unsigned v[{sl}];
    for (int i = 0; i < {sl}; i++)
        v[i] = {cg} == 1 ? x[(i + 1) % {sl}] + c : x[i] + c;
    memcpy(x, v, sizeof(v));
}}

static void {p}h_smooth(unsigned *x, unsigned c)
{{
    for (int b = 0; b < {cg}; b++) {{
        unsigned *s = x + b * {cb}, v[{cb}];
        for (int r = 0; r < 3; r++) {{
            for (int t = 0; t < {cb}; t++)
                v[t] = s[t] + 3u * s[(t + 1) % {cb}] + c;
            memcpy(s, v, sizeof(v));
        }}
    }}
}}
"""
    steps = chain_steps(p, a, False)
    if a["early"]:
        body = ([f"    if (!({launcher}))", "        return;", "    {"] +
                [f"        unsigned slot = {slot};", f"        unsigned *x = out + slot * {sl}u;"] + steps + ["    }"])
    else:
        body = ([f"    if ({launcher}) {{", f"        unsigned slot = {slot};",
                 f"        unsigned *x = out + slot * {sl}u;"] + steps + ["    }"])
    dev += f"""
__global__ void {p}parent(unsigned *out, int sweeps)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    (void)t;
{chr(10).join(body)}
}}
"""
    launch = f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out, {a['sweeps']});"
    ref = [f"    int sweeps = {a['sweeps']};", "    (void)sweeps;",
           f"    for (unsigned slot = 0; slot < {nslots}u; slot++) {{",
           f"        unsigned *x = ref + slot * {sl}u;"] + chain_steps(p, a, True) + ["    }"]
    return dev, [launch], nslots * sl, ref


# --------------------------------------------------------------- segmented scan (removal-shared-scan)

def sample_smem_scan(rng):
    tile = rng.choice([64, 128, 256, 512])
    maxt = rng.randint(2, 5)
    lens, total = [], 0
    for _ in range(rng.randint(5, 60)):
        r = rng.random()
        n = 0 if r < 0.1 else rng.randint(1, tile) if r < 0.5 else rng.randint(tile, tile * maxt)
        if total + n > 24000:
            break
        lens.append(n)
        total += n
    return {"tile": tile, "maxt": maxt, "lens": lens, "pb": rng.choice([32, 64, 128]),
            "extern": rng.random() < 0.4, "scale": rng.random() < 0.5, "always": rng.random() < 0.3}


def emit_smem_scan(p, a):
    T, M, lens = a["tile"], a["maxt"], a["lens"]
    nseg, total = len(lens), max(1, sum(lens))
    if a["extern"]:
        decl = (f"    extern __shared__ unsigned {p}dyn[];\n"
                f"    unsigned (*buf)[{T}] = (unsigned (*)[{T}]){p}dyn;")
        smem = f", 2 * {T} * sizeof(unsigned)"
    else:
        decl = f"    __shared__ unsigned buf[2][{T}];"
        smem = ""
    carry_if = "" if a["always"] else "    if (tiles > 1)\n    "
    scale = (f"    {p}scale<<<(n + 63) / 64, 64>>>(out + b, n, (unsigned)s);\n" if a["scale"] else "")
    dev = f"""
static const int {p}lens[{max(1, nseg)}] = {{{', '.join(str(n) for n in lens) or '0'}}};

__global__ void {p}scan(const unsigned *in, unsigned *out, int n, unsigned *sums)
{{
{decl}
    int i = blockIdx.x * {T} + threadIdx.x;
    int cur = 0;
    buf[cur][threadIdx.x] = i < n ? in[i] : 0u;
    __syncthreads();
    for (int off = 1; off < {T}; off <<= 1) {{
        unsigned v = buf[cur][threadIdx.x];
        if (threadIdx.x >= off)
            v += buf[cur][threadIdx.x - off];
        buf[cur ^ 1][threadIdx.x] = v;
        cur ^= 1;
        __syncthreads();
    }}
    if (i < n)
        out[i] = buf[cur][threadIdx.x];
    if (threadIdx.x == {T} - 1)
        sums[blockIdx.x] = buf[cur][{T} - 1];
}}

__global__ void {p}carry(unsigned *out, int n, const unsigned *sums)
{{
    __shared__ unsigned carry;
    if (threadIdx.x == 0) {{
        unsigned c = 0;
        for (int t = 0; t < (int)blockIdx.x; ++t)
            c += sums[t];
        carry = c;
    }}
    __syncthreads();
    int i = blockIdx.x * {T} + threadIdx.x;
    if (i < n)
        out[i] += carry;
}}

__global__ void {p}scale(unsigned *out, int n, unsigned c)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = out[i] * 3u + c;
}}

__global__ void {p}segscan(const unsigned *in, unsigned *out, const int *seg, int nseg, unsigned *sums)
{{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= nseg)
        return;
    int b = seg[s], n = seg[s + 1] - b;
    if (n == 0)
        return;
    int tiles = (n + {T - 1}) / {T};
    {p}scan<<<tiles, {T}{smem}>>>(in + b, out + b, n, sums + s * {M});
{carry_if}    {p}carry<<<tiles, {T}>>>(out + b, n, sums + s * {M});
{scale}}}
"""
    host = [f"static int seg[{nseg + 1}];", "seg[0] = 0;",
            f"for (int k = 0; k < {nseg}; k++)", f"    seg[k + 1] = seg[k] + {p}lens[k];",
            f"static unsigned hin[{total}];", f"for (int k = 0; k < {total}; k++)",
            "    hin[k] = dt_hmix((unsigned)k, 5u) % 1000u;",
            "unsigned *in, *sums;", "int *dseg;",
            "DT_CHECK(cudaMalloc((void **)&in, sizeof(hin)));",
            f"DT_CHECK(cudaMalloc((void **)&sums, {max(1, nseg) * M} * sizeof(unsigned)));",
            "DT_CHECK(cudaMalloc((void **)&dseg, sizeof(seg)));",
            "DT_CHECK(cudaMemcpy(in, hin, sizeof(hin), cudaMemcpyHostToDevice));",
            "DT_CHECK(cudaMemcpy(dseg, seg, sizeof(seg), cudaMemcpyHostToDevice));",
            f"{p}segscan<<<({nseg} + {a['pb'] - 1}) / {a['pb']}, {a['pb']}>>>(in, out, dseg, {nseg}, sums);",
            "DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());",
            "DT_CHECK(cudaFree(in));", "DT_CHECK(cudaFree(sums));", "DT_CHECK(cudaFree(dseg));"]
    if nseg == 0:
        host = [f"(void){p}lens;"]
    ref = ["    int b = 0;", f"    for (int s = 0; s < {nseg}; s++) {{", "        unsigned acc = 0;",
           f"        for (int i = b; i < b + {p}lens[s]; i++) {{",
           "            acc += dt_hmix((unsigned)i, 5u) % 1000u;",
           "            ref[i] = acc" + (" * 3u + (unsigned)s;" if a["scale"] else ";"), "        }",
           f"        b += {p}lens[s];", "    }"]
    return dev, host, total, ref


# --------------------------------------------------------------- exclusive branches

BRANCH_KINDS = ["fill", "compute", "refine", "pair", "none"]


def sample_exclusive(rng):
    nk = rng.randint(2, 4)
    kinds = [rng.choice(BRANCH_KINDS[:4]) for _ in range(nk)]
    if nk > 2 and rng.random() < 0.3:
        kinds[rng.randrange(nk)] = "none"
    return {"kinds": kinds, "tiles": rng.randint(8, 96), "pb": rng.choice([32, 64]),
            "launcher": rng.choice(["block", "thread"]), "cg": rng.randint(1, 2), "cb": rng.choice([32, 64, 128]),
            "nested": rng.random() < 0.3, "salt": rng.randint(1, 1000)}


def emit_exclusive(p, a):
    cg, cb, nk = a["cg"], a["cb"], len(a["kinds"])
    ts = cg * cb

    def action(kind, k, ind, host):
        pad = " " * ind
        if host:
            return {"fill": [f"{pad}for (int i = 0; i < {ts}; i++) tile[i] = {k + 7}u;"],
                    "compute": [f"{pad}for (int i = 0; i < {ts}; i++) tile[i] = dt_hmix((unsigned)t, (unsigned)i);"],
                    "refine": [f"{pad}for (int i = 0; i < {ts}; i++) tile[i] = tile[i] * 5u + {k}u;"],
                    "pair": [f"{pad}for (int i = 0; i < {ts}; i++) tile[i] = ({k + 7}u) * 5u + {k}u;"],
                    "none": [f"{pad};"]}[kind]
        cfg = f"<<<{cg}, {cb}>>>"
        return {"fill": [f"{pad}{p}fill{cfg}(tile, {k + 7}u);"],
                "compute": [f"{pad}{p}compute{cfg}(tile, (unsigned)t);"],
                "refine": [f"{pad}{p}refine{cfg}(tile, {k}u);"],
                "pair": [f"{pad}{p}fill{cfg}(tile, {k + 7}u);", f"{pad}{p}refine{cfg}(tile, {k}u);"],
                "none": [f"{pad};"]}[kind]

    def branches(host):
        out = []
        ind = 8
        for k, kind in enumerate(a["kinds"]):
            last = k == nk - 1
            if k == 0:
                head = f"if (kind == {k}u) {{"
            elif last:
                head = "} else {"
            elif a["nested"]:
                head = "} else {"
            else:
                head = f"}} else if (kind == {k}u) {{"
            if a["nested"] and 0 < k < nk - 1:
                out.append(" " * ind + head)
                ind += 4
                out.append(" " * ind + f"if (kind == {k}u) {{")
            else:
                out.append(" " * ind + head)
            out += action(kind, k, ind + 4, host)
        out.append(" " * ind + "}")
        while ind > 8:
            ind -= 4
            out.append(" " * ind + "}")
        return out

    tsel = "blockIdx.x" if a["launcher"] == "block" else "blockIdx.x * blockDim.x + threadIdx.x"
    guard = "threadIdx.x == 0 && t < ntiles" if a["launcher"] == "block" else "t < ntiles"
    dev = f"""
__global__ void {p}fill(unsigned *img, unsigned v)
{{
    img[blockIdx.x * blockDim.x + threadIdx.x] = v;
}}

__global__ void {p}compute(unsigned *img, unsigned tag)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    img[i] = dt_hmix(tag, (unsigned)i);
}}

__global__ void {p}refine(unsigned *img, unsigned d)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    img[i] = img[i] * 5u + d;
}}

__global__ void {p}tiles(unsigned *img, int ntiles)
{{
    int t = {tsel};
    if ({guard}) {{
        unsigned *tile = img + t * {ts};
        unsigned kind = dt_hmix((unsigned)t, {a['salt']}u) % {nk}u;
{chr(10).join(branches(False))}
    }}
}}
"""
    nt = a["tiles"]
    grid = nt if a["launcher"] == "block" else (nt + a["pb"] - 1) // a["pb"]
    launch = f"{p}tiles<<<{grid}, {a['pb']}>>>(out, {nt});"
    ref = [f"    for (int t = 0; t < {nt}; t++) {{", f"        unsigned *tile = ref + t * {ts};",
           f"        unsigned kind = dt_hmix((unsigned)t, {a['salt']}u) % {nk}u;"] + branches(True) + ["    }"]
    return dev, [launch], nt * ts, ref


# --------------------------------------------------------------- work queues

def sample_work_queue(rng):
    return {"variant": rng.choice(["once", "loop", "batch"]), "nitems": rng.randint(8, 100),
            "pg": rng.randint(1, 3), "pb": rng.choice([32, 64]), "stride": rng.choice([1, 32, 64]),
            "iw": rng.choice([8, 16, 32]), "per": rng.randint(1, 6)}


def emit_work_queue(p, a):
    N, iw = a["nitems"], a["iw"]
    threads = a["pg"] * a["pb"]
    cfg = "slot % 3u + 1u, 32u * (slot % 2u + 1u)"
    if a["variant"] == "once":
        body = f"""    unsigned slot = atomicAdd(head, 1u);
    if (slot < {N}u)
        {p}item<<<{cfg}>>>(out, slot);"""
        done = min(N, threads)
    elif a["variant"] == "loop":
        body = f"""    if (t % {a['stride']} == 0) {{
        unsigned slot;
        while ((slot = atomicAdd(head, 1u)) < {N}u)
            {p}item<<<{cfg}>>>(out, slot);
    }}"""
        done = N
    else:
        body = f"""    if (threadIdx.x == 0) {{
        unsigned base = atomicAdd(head, {a['per']}u);
        if (base < {N}u)
            {p}items<<<min({a['per']}u, {N}u - base), 32>>>(out, base);
    }}"""
        done = min(N, a["pg"] * a["per"])
    dev = f"""
__global__ void {p}item(unsigned *out, unsigned slot)
{{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&out[slot * {iw}u + i % {iw}u], dt_hmix(slot, i));
}}

__global__ void {p}items(unsigned *out, unsigned base)
{{
    unsigned slot = base + blockIdx.x;
    atomicAdd(&out[slot * {iw}u + threadIdx.x % {iw}u], dt_hmix(slot, threadIdx.x));
}}

__global__ void {p}parent(unsigned *out, unsigned *head)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    (void)t;
{body}
}}
"""
    host = ["unsigned *head;", "DT_CHECK(cudaMalloc((void **)&head, sizeof(unsigned)));",
            "DT_CHECK(cudaMemset(head, 0, sizeof(unsigned)));",
            f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out, head);",
            "DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());", "DT_CHECK(cudaFree(head));"]
    if a["variant"] == "batch":
        ref = [f"    for (unsigned slot = 0; slot < {done}u; slot++)",
               "        for (unsigned i = 0; i < 32u; i++)",
               f"            ref[slot * {iw}u + i % {iw}u] += dt_hmix(slot, i);"]
    else:
        ref = [f"    for (unsigned slot = 0; slot < {done}u; slot++)",
               "        for (unsigned i = 0; i < (slot % 3u + 1u) * 32u * (slot % 2u + 1u); i++)",
               f"            ref[slot * {iw}u + i % {iw}u] += dt_hmix(slot, i);"]
    return dev, host, N * iw, ref


# --------------------------------------------------------------- dim3 conversions

DIM3_FORMS = ["uint3", "const_dim3", "ctor2", "brace", "own", "member", "int_conv", "copy"]


def sample_dim3(rng):
    sites = []
    for _ in range(rng.randint(1, 3)):
        sites.append({"form": rng.choice(DIM3_FORMS), "gx": rng.randint(1, 3), "gy": rng.randint(1, 2),
                      "gz": rng.randint(1, 2), "bx": rng.choice([16, 32, 64]), "by": rng.randint(1, 2),
                      "bz": rng.randint(1, 2)})
    return {"sites": sites, "pg": rng.randint(1, 2), "pb": rng.choice([32, 64])}


def dim3_site(p, k, s, pg, pb):
    """(statements, grid dims, block dims) of one launch site."""
    gx, gy, gz, bx, by, bz = s["gx"], s["gy"], s["gz"], s["bx"], s["by"], s["bz"]
    call = f"{p}child<<<{{g}}, {{b}}>>>(out, {31 * k + 5}u + blockIdx.x * 1000u);"
    f = s["form"]
    if f == "uint3":
        return ([f"uint3 u{k} = make_uint3({gx}, {gy}, {gz});", call.format(g=f"dim3(u{k})", b=str(bx))],
                (gx, gy, gz), (bx, 1, 1))
    if f == "const_dim3":
        return ([f"const dim3 b{k} = {bx};", call.format(g=str(gx), b=f"b{k}")], (gx, 1, 1), (bx, 1, 1))
    if f == "ctor2":
        return ([f"dim3 g{k}({gx}, {gy});", call.format(g=f"g{k}", b=f"dim3({bx}, {by})")],
                (gx, gy, 1), (bx, by, 1))
    if f == "brace":
        return ([call.format(g=f"dim3{{{gx}, {gy}, 1}}", b=f"dim3{{{bx}, {by}, {bz}}}")],
                (gx, gy, 1), (bx, by, bz))
    if f == "own":
        return ([call.format(g="gridDim", b="blockDim")], (pg, 1, 1), (pb, 1, 1))
    if f == "member":
        return ([f"dim3 g{k};", f"g{k}.x = {gx};", f"g{k}.y = {gy};", call.format(g=f"g{k}", b=str(bx))],
                (gx, gy, 1), (bx, 1, 1))
    if f == "int_conv":
        return ([f"unsigned n{k} = {gx};", call.format(g=f"n{k}", b=f"dim3({bx})")], (gx, 1, 1), (bx, 1, 1))
    if f == "copy":
        return ([f"uint3 v{k} = make_uint3({gx}, 1, {gz});", f"const dim3 c{k} = dim3(v{k});",
                 call.format(g=f"c{k}", b=str(bx))], (gx, 1, gz), (bx, 1, 1))
    raise ValueError(f)


def emit_dim3(p, a):
    W = 512
    stmts, ref = [], []
    for k, s in enumerate(a["sites"]):
        st, g, b = dim3_site(p, k, s, a["pg"], a["pb"])
        stmts += ["        " + x for x in st]
        total = g[0] * g[1] * g[2] * b[0] * b[1] * b[2]
        ref += [f"    for (unsigned blk = 0; blk < {a['pg']}u; blk++)",
                f"        for (unsigned i = 0; i < {total}u; i++)",
                f"            ref[i % {W}u] += dt_hmix({31 * k + 5}u + blk * 1000u, i);"]
    dev = f"""
__global__ void {p}child(unsigned *out, unsigned tag)
{{
    unsigned bid = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    unsigned tid = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
    unsigned i = bid * (blockDim.x * blockDim.y * blockDim.z) + tid;
    atomicAdd(&out[i % {W}u], dt_hmix(tag, i));
}}

__global__ void {p}parent(unsigned *out)
{{
    if (threadIdx.x == 0) {{
{chr(10).join(stmts)}
    }}
}}
"""
    return dev, [f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out);"], W, ref


# --------------------------------------------------------------- chains of single-block grids (--promote)

PROMOTE_PROLOGUES = ["load", "writes_first", "stores_first", "smem_sum"]


def sample_promote_chain(rng):
    tile = rng.choice([32, 64, 128, 256])
    links = rng.randint(2, min(12, 1024 // tile))
    return {"tile": tile, "n": links * tile - rng.randint(0, tile - 1), "prologue": rng.choice(PROMOTE_PROLOGUES),
            "mult": rng.randint(1, 9), "salt": rng.randint(1, 1000)}


def emit_promote_chain(p, a):
    """A kernel whose thread 0 launches the kernel itself, one block, with
    an argument its prologue computed: the chains --promote takes."""
    tile, n = a["tile"], a["n"]
    mine = f"unsigned mine = start + (int)threadIdx.x < n ? (unsigned)in[start + threadIdx.x] : 0u;"
    # A prologue that writes memory, as an assignment or through a
    # cache-hinted store intrinsic: either keeps --promote from overlapping.
    first = {"writes_first": "    if (start + (int)threadIdx.x < n)\n        out[start + threadIdx.x] = 1u;\n",
             "stores_first": "    if (start + (int)threadIdx.x < n)\n        __stcg(out + start + threadIdx.x, 1u);\n"
             }.get(a["prologue"], "")
    if a["prologue"] == "smem_sum":
        pre = f"""    __shared__ unsigned part[{tile}];
    part[threadIdx.x] = mine;
    __syncthreads();
    for (int s = {tile // 2}; s > 0; s >>= 1) {{
        if ((int)threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }}
    unsigned next = offset + part[0];
"""
    else:
        pre = f"    unsigned next = offset + mine * {a['mult']}u;\n"
    dev = f"""
__global__ void {p}chain(const int *in, unsigned *out, int n, int start, unsigned offset)
{{
    {mine}
{first}{pre}    if (threadIdx.x == 0 && start + {tile} < n)
        {p}chain<<<1, {tile}>>>(in, out, n, start + {tile}, next);
    if (start + (int)threadIdx.x < n)
        out[start + threadIdx.x] = dt_hmix(offset, mine + {a['salt']}u);
}}
"""
    step = ("            sum += mine;" if a["prologue"] == "smem_sum" else
            f"            if (t == 0)\n                next = offset + mine * {a['mult']}u;")
    ref = [f"    unsigned offset = 0;",
           f"    for (int start = 0; start < {n}; start += {tile}) {{",
           "        unsigned sum = 0, next = 0;",
           f"        for (int t = 0; t < {tile}; t++) {{",
           f"            unsigned mine = start + t < {n} ? (unsigned)((int)(((unsigned)(start + t) * 2654435761u) >> 9) % 1000) : 0u;",
           step,
           f"            if (start + t < {n})",
           f"                ref[start + t] = dt_hmix(offset, mine + {a['salt']}u);",
           "        }",
           "        (void)sum;",
           "        offset = " + ("offset + sum;" if a["prologue"] == "smem_sum" else "next;"),
           "    }"]
    return dev, [f"{p}chain<<<1, {tile}>>>(data, out, {n}, 0, 0u);"], n, ref


# --------------------------------------------------------------- co-running kernels (--corun)

def sample_corun(rng):
    cg = rng.choice([1, 2, 4])
    return {"width": rng.choice([64, 128, 256]), "height": rng.randint(2, 16), "pb": rng.choice([32, 64, 128]),
            "every": rng.choice([1, 2, 4]), "cg": cg, "cb": rng.choice([32, 64]),
            "stream": rng.choice(["", "fire", "tail"]), "nx": rng.randint(32, 2000), "ny": rng.randint(16, 300),
            "streams": rng.randint(1, 2), "hb": rng.choice([64, 128, 256]), "salt": rng.randint(1, 1000)}


def emit_corun(p, a):
    """Leaf kernels the host launches into streams of its own (--corun makes
    them co-runnable), then a parent whose blocks each finish a row and
    launch its scaling (--corun-children)."""
    w, h, nx, ny = a["width"], a["height"], a["nx"], a["ny"]
    seg = w // a["cg"]
    stream = {"": "", "fire": ", 0, cudaStreamFireAndForget", "tail": ", 0, cudaStreamTailLaunch"}[a["stream"]]
    rows, out2, xs, ys = 0, w * h, 2 * w * h, 2 * w * h + nx
    dev = f"""
__global__ void {p}scale(unsigned *x, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
    x[i] = x[i] * 3u + dt_hmix((unsigned)i, {a['salt']}u);
}}

__global__ void {p}mix(unsigned *y, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = dt_hmix({a['salt']}u, (unsigned)i);
}}

__global__ void {p}rows(const unsigned *row, unsigned *dst, const unsigned *f)
{{
    int base = blockIdx.x * {seg};
    for (int x = threadIdx.x; x < {seg}; x += blockDim.x)
        dst[base + x] = row[base + x] * 5u + f[0];
}}

__global__ void {p}parent(unsigned *rows, unsigned *dst, const unsigned *f)
{{
    int row = blockIdx.x;
    for (int x = threadIdx.x; x < {w}; x += blockDim.x)
        rows[row * {w} + x] += (unsigned)(row + x);
    __syncthreads();
    if (threadIdx.x == 0 && row % {a['every']} == 0)
        {p}rows<<<{a['cg']}, {a['cb']}{stream}>>>(rows + row * {w}, dst + row * {w}, f + row);
}}
"""
    g = lambda n: (n + a["hb"] - 1) // a["hb"]
    host = ["cudaStream_t s1, s2;", "DT_CHECK(cudaStreamCreate(&s1));",
            "s2 = s1;" if a["streams"] == 1 else "DT_CHECK(cudaStreamCreate(&s2));",
            f"{p}scale<<<{g(nx)}, {a['hb']}, 0, s1>>>(out + {xs}, {nx});",
            f"{p}mix<<<{g(ny)}, {a['hb']}, 0, s2>>>(out + {ys}, {ny});",
            f"{p}scale<<<{g(nx)}, {a['hb']}, 0, s1>>>(out + {xs}, {nx});",
            "DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());",
            f"{p}parent<<<{h}, {a['pb']}>>>(out + {rows}, out + {out2}, out + {ys});",
            "DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());",
            "DT_CHECK(cudaStreamDestroy(s1));"] + ([] if a["streams"] == 1 else ["DT_CHECK(cudaStreamDestroy(s2));"])
    ref = [f"    for (int i = 0; i < {nx}; i++)",
           f"        ref[{xs} + i] = (0u * 3u + dt_hmix((unsigned)i, {a['salt']}u)) * 3u + dt_hmix((unsigned)i, {a['salt']}u);",
           f"    for (int i = 0; i < {ny}; i++)",
           f"        ref[{ys} + i] = dt_hmix({a['salt']}u, (unsigned)i);",
           f"    for (int r = 0; r < {h}; r++)",
           f"        for (int x = 0; x < {w}; x++) {{",
           f"            ref[r * {w} + x] = (unsigned)(r + x);",
           f"            if (r % {a['every']} == 0)",
           f"                ref[{out2} + r * {w} + x] = (unsigned)(r + x) * 5u + ref[{ys} + r];",
           "        }"]
    return dev, host, ys + ny, ref


# --------------------------------------------------------------- one child, launches of several configurations

# No cudaStreamTailLaunch: thread 0 making a block's launches would make
# dozens of tail launches, and such a program hung as written (seed 7,
# program 40).
SHARED_CONFIGS = ["", ", 0", ", 0, 0", ", 0, cudaStreamFireAndForget", ", 64, 0"]


def sample_shared_child(rng):
    sites = [{"config": rng.choice(SHARED_CONFIGS), "launcher": rng.choice(["thread", "tid0"]),
              "loop": rng.random() < 0.15} for _ in range(rng.randint(2, 3))]
    if rng.random() < 0.5:
        # the first launches give the least: a record type made from the
        # first alone would lack the later ones' parts
        sites.sort(key=lambda site: site["config"].count(","))
    return {"sites": sites, "together": rng.random() < 0.5, "n": rng.randint(8, 300), "pb": rng.choice([32, 64, 128]),
            "cb": rng.choice([32, 64]), "salt": rng.randint(1, 1000)}


def emit_shared_child(p, a):
    """One child kernel launched from two or three sites whose
    configurations differ in what they give (none, the shared memory, the
    stream): the strategies that keep one record type a child must hold
    every site's configuration. Each launch writes a region of its own."""
    n, cb, nsites = a["n"], a["cb"], len(a["sites"])

    def site_stmt(k, site, ind):
        pad = " " * ind
        region = f"out + {cb}u * ((unsigned)t * {nsites}u + {k}u)"
        call = f"{p}child<<<1, {cb}{site['config']}>>>({region}, dt_hmix((unsigned)t, {a['salt'] + k}u))"
        guard = "t < n" if site["launcher"] == "thread" else "threadIdx.x == 0 && t < n"
        if site["launcher"] == "tid0":
            # thread 0 of each block launches for every thread of the block
            lines = [f"{pad}if (threadIdx.x == 0)",
                     f"{pad}    for (int u = 0; u < (int)blockDim.x; u++) {{",
                     f"{pad}        int t = blockIdx.x * blockDim.x + u;",
                     f"{pad}        if (t < n)",
                     f"{pad}            {call};",
                     f"{pad}    }}"]
        else:
            lines = [f"{pad}if ({guard})", f"{pad}    {call};"]
        if site["loop"]:
            lines = [f"{pad}for (int r = 0; r < 1; r++) {{"] + ["    " + l for l in lines] + [f"{pad}}}"]
        return lines

    dev = f"""
__global__ void {p}child(unsigned *x, unsigned v)
{{
x[threadIdx.x] = v + threadIdx.x;
}}
"""
    host = []
    if a["together"]:
        body = []
        for k, site in enumerate(a["sites"]):
            body += site_stmt(k, site, 4)
        dev += f"""
__global__ void {p}parent(unsigned *out, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    (void)t;
{chr(10).join(body)}
}}
"""
        host.append(f"{p}parent<<<{(n + a['pb'] - 1) // a['pb']}, {a['pb']}>>>(out, {n});")
    else:
        for k, site in enumerate(a["sites"]):
            dev += f"""
__global__ void {p}parent{k}(unsigned *out, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    (void)t;
{chr(10).join(site_stmt(k, site, 4))}
}}
"""
            host.append(f"{p}parent{k}<<<{(n + a['pb'] - 1) // a['pb']}, {a['pb']}>>>(out, {n});")
    ref = [f"    for (unsigned t = 0; t < {n}u; t++)",
           f"        for (unsigned k = 0; k < {nsites}u; k++)",
           f"            for (unsigned i = 0; i < {cb}u; i++)",
           f"                ref[{cb}u * (t * {nsites}u + k) + i] = dt_hmix(t, {a['salt']}u + k) + i;"]
    return dev, host, n * nsites * cb, ref


def sample_attribute(rng):
    return {"who": rng.choice(["child", "parent", "both"]), "kb": rng.choice([49, 64, 96]),
            "n": rng.randint(8, 200), "pb": rng.choice([32, 64]), "cb": rng.choice([32, 64, 128]),
            "salt": rng.randint(1, 1000), "stream": rng.choice(["", "cudaStreamFireAndForget"])}


def emit_attribute(p, a):
    """A child, a parent or both using more than 48 KB of dynamic shared
    memory, which the host allows them with cudaFuncSetAttribute: a copy of
    either, launched in its place, would not have the attribute and would
    not launch. Each parent thread launches one child block, which writes
    its own region (reversed through the shared memory)."""
    n, cb, pb, bytes_ = a["n"], a["cb"], a["pb"], a["kb"] * 1024
    child_big, parent_big = a["who"] in ("child", "both"), a["who"] in ("parent", "both")
    shmem = f"{bytes_}u" if child_big else "0"
    cfg = f"1, {cb}, {shmem}, {a['stream']}" if a["stream"] else (f"1, {cb}, {shmem}" if child_big else f"1, {cb}")
    child_body = ("    extern __shared__ unsigned ring[];\n"
                  "    ring[threadIdx.x] = v + threadIdx.x;\n"
                  "    __syncthreads();\n"
                  "x[threadIdx.x] = ring[blockDim.x - 1 - threadIdx.x];") if child_big else \
        "x[threadIdx.x] = v + (blockDim.x - 1 - threadIdx.x);"
    parent_pad = ("    extern __shared__ unsigned pad[];\n"
                  "    pad[threadIdx.x] = (unsigned)t;\n"
                  "    __syncthreads();\n"
                  "    if (pad[threadIdx.x] != (unsigned)t)\n"
                  "        return;\n") if parent_big else ""
    dev = f"""
__global__ void {p}child(unsigned *x, unsigned v)
{{
{child_body}
}}

__global__ void {p}parent(unsigned *out, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
{parent_pad}    if (t < n)
        {p}child<<<{cfg}>>>(out + {cb}u * (unsigned)t, dt_hmix((unsigned)t, {a['salt']}u));
}}
"""
    host = []
    if child_big:
        host.append(f"DT_CHECK(cudaFuncSetAttribute({p}child, cudaFuncAttributeMaxDynamicSharedMemorySize, {bytes_}));")
    if parent_big:
        host.append(f"DT_CHECK(cudaFuncSetAttribute({p}parent, cudaFuncAttributeMaxDynamicSharedMemorySize, {bytes_}));")
    host.append(f"{p}parent<<<{(n + pb - 1) // pb}, {pb}{', ' + str(bytes_) + 'u' if parent_big else ''}>>>(out, {n});")
    ref = [f"    for (unsigned t = 0; t < {n}u; t++)",
           f"        for (unsigned i = 0; i < {cb}u; i++)",
           f"            ref[{cb}u * t + i] = dt_hmix(t, {a['salt']}u) + ({cb}u - 1u - i);"]
    return dev, host, n * cb, ref


def sample_wide(rng):
    return {"helper": rng.choice([False, True]), "live": rng.choice([0, 16, 22, 24, 26]), "n": rng.randint(1025, PENDING_BUDGET),
            "cb": rng.choice([32, 256, 1024]), "salt": rng.randint(1, 1000),
            "stream": rng.choice(["", "cudaStreamFireAndForget"]),
            "apart": rng.choice(["", "", "", "calls_itself", "pointer", "local", "taken", "exported", "header"])}


# Words a wide parent's function compiled apart reads (no one writes them:
# zero), so that its values stay live in registers, more than 64.
WIDE_APART_WORDS = 80


def wide_apart(p, a):
    """A __host__ __device__ __noinline__ function of many live values,
    which nvcc compiles apart from the kernels calling it: with
    "calls_itself" it calls itself once; with "pointer" the parent calls
    it through a pointer at file scope; with "local" through a local
    pointer chosen at run time (between it and a copy of it); with "taken"
    the parent calls it by name and the file keeps its address; with
    "exported" a __device__ function another file may call calls it too;
    with "header" it is apart_helpers.h's dt_apart_mix, a __noinline__
    function of external linkage in a quoted header.
    A kernel dpopt bounds to 64 registers may not call it (ptxas: "calls
    function ... with regcount of N"), so dpopt must leave such launches
    as written. The parent's block, 128 threads, is a variable's. Its
    definitions, the statements before the parent's call and the callee
    the call names."""
    W = WIDE_APART_WORDS

    def deep(name, again):
        tail = f"depth > 0 ? s + {name}(z, s, depth - 1) : s" if again else "depth > 0 ? s * 3u + 1u : s"
        return f"""
__host__ __device__ __noinline__ unsigned {name}(const unsigned *z, unsigned v, int depth)
{{
    unsigned r[{W}];
#pragma unroll
    for (int k = 0; k < {W}; k++)
        r[k] = dt_hmix(v + (unsigned)k, z[k] + {a['salt']}u);
    unsigned s = 0;
#pragma unroll
    for (int k = 0; k < {W}; k++)
        s ^= r[k] * r[(k * 7) % {W}];
    return {tail};
}}
"""
    kind = a["apart"]
    if kind == "header":
        return "", "", "dt_apart_mix"
    fn, before, callee = deep(f"{p}deep", kind in ("calls_itself", "pointer")), "", f"{p}deep"
    signature = "unsigned (*{})(const unsigned *, unsigned, int)"
    if kind == "pointer":
        fn += f"__device__ {signature.format(p + 'deep_at')} = {p}deep;\n"
        callee = f"{p}deep_at"
    elif kind == "local":
        fn += deep(f"{p}deep_copy", False)
        before = f"        {signature.format('pick')} = (t & 1) ? {p}deep : {p}deep_copy;\n"
        callee = "pick"
    elif kind == "taken":
        fn += f"__device__ {signature.format(p + 'deep_kept')} = {p}deep;\n"
    elif kind == "exported":
        fn += (f"__device__ unsigned {p}deep_twice(const unsigned *z, unsigned v)\n"
               f"{{\n    return 2u * {p}deep(z, v, 1);\n}}\n")
    return fn, before, callee


def wide_apart_ref(p, a):
    """The function the reference computes a wide parent's helper result with."""
    return "dt_apart_mix" if a["apart"] == "header" else f"{p}deep"


def uses_apart_header(specs):
    """Whether a file of these programs includes apart_helpers.h."""
    return any(s.get("shape") == "wide" and s.get("params", {}).get("apart") == "header" for s in specs)


def wide_apart_base(a):
    """The first word of the results of a wide parent's function compiled apart."""
    return a["n"] * a["cb"] + (a["n"] + a["live"] if a["live"] else 0)


def wide_pending(a):
    """Device launches a wide program's parent grid may have pending: one a
    thread."""
    return a["n"]


def emit_wide(p, a):
    """A parent of 1,024 threads a block launching a child a thread, the
    launch in the parent or in a __device__ function it calls, with values
    live across it: what dpopt adds to the parent (or, inlined, to the
    helper) must keep it within the 64 registers a thread such a block
    allows, or the parent does not launch and nothing is written. Each
    child block writes its own region; each parent thread folds its live
    values into one word after the launch. The live values read words no
    one writes (zero), so that the compiler keeps them rather than
    computing them again after the launch."""
    n, cb, live = a["n"], a["cb"], a["live"]
    cfg = f"1, {cb}, 0, {a['stream']}" if a["stream"] else f"1, {cb}"
    launch = f"{p}child<<<{cfg}>>>(out + {cb}u * (unsigned)t, dt_hmix((unsigned)t, {a['salt']}u));"
    helper = f"""
__device__ void {p}spawn(unsigned *out, int t)
{{
    {launch}
}}
""" if a["helper"] else ""
    call = f"{p}spawn(out, t);" if a["helper"] else launch
    apart_fn, apart_call, base = "", "", wide_apart_base(a)
    if a.get("apart"):
        apart_fn, apart_before, callee = wide_apart(p, a)
        apart_call = apart_before + f"        out[{base}u + (unsigned)t] = {callee}(out + {base + n}u, (unsigned)t, 1);\n"
    before = (f"        unsigned live[{live}];\n"
              f"        for (int k = 0; k < {live}; k++)\n"
              f"            live[k] = dt_hmix((unsigned)t * {live}u + (unsigned)k, {a['salt']}u) + out[{cb * n + n}u + k];\n") \
        if live else ""
    after = (f"        unsigned folded = 0;\n"
             f"        for (int k = 0; k < {live}; k++)\n"
             f"            folded ^= live[k] * (unsigned)(k + 1);\n"
             f"        out[{cb}u * {n}u + (unsigned)t] = folded;\n") if live else ""
    dev = f"""
__global__ void {p}child(unsigned *x, unsigned v)
{{
x[threadIdx.x] = v + threadIdx.x * 3u;
}}
{helper}{apart_fn}
__global__ void {p}parent(unsigned *out, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {{
{before}{apart_call}        {call}
{after}    }}
}}
"""
    host = [f"{p}parent<<<{(n + 1023) // 1024}, 1024>>>(out, {n});"]
    if a.get("apart"):
        # 1,024 threads a block of a function of 254 registers do not launch:
        # a block dpopt cannot read (so that it would bound the parent), 128
        # at run time.
        dev = f"int {p}parent_block = 128;\n" + dev
        host = [f"{p}parent<<<({n} + {p}parent_block - 1) / {p}parent_block, {p}parent_block>>>(out, {n});"]
    ref = [f"    for (unsigned t = 0; t < {n}u; t++) {{",
           f"        for (unsigned i = 0; i < {cb}u; i++)",
           f"            ref[{cb}u * t + i] = dt_hmix(t, {a['salt']}u) + i * 3u;"]
    if live:
        ref += ["        unsigned folded = 0;",
                f"        for (unsigned k = 0; k < {live}u; k++)",
                f"            folded ^= dt_hmix(t * {live}u + k, {a['salt']}u) * (k + 1u);",
                f"        ref[{cb}u * {n}u + t] = folded;"]
    if a.get("apart"):
        ref += [f"        static const unsigned zeros[{WIDE_APART_WORDS}] = {{0}};",
                f"        ref[{base}u + t] = {wide_apart_ref(p, a)}(zeros, t, 1);"]
    ref += ["    }"]
    words = base + (n + WIDE_APART_WORDS if a.get("apart") else 0)
    return dev, host, words, ref


# --------------------------------------------------------------- launches in loops

LOOP_MAX_TRIPS = 11    # a thread's iterations at most: base (1 to 9) + t % 3


def sample_loops(rng):
    a = {"loop": rng.choice(["for", "while", "do", "stride"]), "base": rng.randint(1, 9),
         "child": rng.choice(["plain", "barrier", "vblock"]), "cb": rng.choice([32, 64]),
         "stream": rng.choice(["cudaStreamFireAndForget"] * 4 + ["", "0"]),
         "brk": rng.random() < 0.3, "cont": rng.random() < 0.3, "before": rng.random() < 0.3,
         "helper": rng.random() < 0.2, "reps": rng.randint(1, 2), "salt": rng.randint(1, 1000),
         "pb": rng.choice([32, 64, 128]), "f": rng.randint(1, 150), "items": rng.randint(1, 1100)}
    per = LOOP_MAX_TRIPS + 1 if a["loop"] != "stride" else 1
    if a["loop"] == "stride":
        # Each thread's share of items: grids of fewer threads than items
        # make threads launch more than four times.
        a["f"] = min(a["f"], PENDING_BUDGET - a["items"])
    else:
        a["f"] = min(a["f"], PENDING_BUDGET // per)
    # A barrier child's block: written as a constant, a macro, a local of
    # the macro never written again, or a local the loop halves after the
    # thread's first launch (which no batch of one block size may take).
    a["bname"] = rng.choice(["literal", "macro", "local", "written"])
    return a


def loops_pending(a):
    """Device launches one parent grid of a loops program may have pending."""
    if a["loop"] == "stride":
        return a["items"] + (a["f"] if a["before"] else 0)
    return a["f"] * (a["base"] + 2) + (a["f"] if a["before"] else 0)


def emit_loops(p, a):
    """A parent whose threads launch a child in a loop (for, while, do, or a
    grid-stride loop over items), each iteration's child writing its own
    region (a slot) with a tag and a size drawn from the slot: a thread's
    trip count differs from its neighbours' and may pass four (grid
    granularity keeps a thread's first four launches of a loop in the
    batch, the rest as written); some iterations break or continue before
    the launch; the child may have barriers (a constant block), or a block
    that changes from iteration to iteration; the launch may sit in a
    __device__ helper, follow a launch of the same child before the loop,
    and go into the fire-and-forget stream, the NULL stream or stream 0.
    The host launches the parent once or twice, each with its own salt
    and output."""
    cb, salt, f = a["cb"], a["salt"], a["f"]
    stride_loop = a["loop"] == "stride"
    slots = a["items"] if stride_loop else f * LOOP_MAX_TRIPS
    width = cb if a["child"] != "vblock" else 2 * cb    # a slot's words
    region = (slots + f) * width                       # one host launch's words
    if a["child"] == "barrier":
        child = f"""
__global__ void {p}child(unsigned *x, unsigned v, int n)
{{
    __shared__ unsigned sum[{cb}];
    sum[threadIdx.x] = (int)threadIdx.x < n ? v + threadIdx.x * 3u : 0u;
    __syncthreads();
    for (int d = (int)blockDim.x / 2; d > 0; d /= 2) {{
        if ((int)threadIdx.x < d)
            sum[threadIdx.x] += sum[threadIdx.x + d];
        __syncthreads();
    }}
    if (threadIdx.x == 0)
    x[0] = sum[0];
}}
"""
    else:
        child = f"""
__global__ void {p}child(unsigned *x, unsigned v, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
    x[i] = v + (unsigned)i * 3u;
}}
"""
    def cfg(grid, block):
        if a["stream"]:
            return f"{grid}, {block}, 0, {a['stream']}"
        return f"{grid}, {block}"
    bname = a.get("bname", "literal") if a["child"] == "barrier" else "literal"
    if bname == "written" and a["helper"]:
        bname = "local"    # the helper's local: never written
    macro = f"{p.upper()}BLOCK"
    if a["child"] == "barrier":
        grid, block = "1", {"literal": str(cb), "macro": macro}.get(bname, "block")
    elif a["child"] == "vblock":
        grid, block = "1", f"{cb} * (1 + (int)(slot % 2u))"
    else:
        grid, block = f"(n + {cb - 1}) / {cb}", str(cb)
    n_expr = (f"{cb} * (1 + (int)(slot % 2u))" if a["child"] == "vblock"
              else f"1 + (int)(dt_hmix(slot, salt + 1u) % {cb}u)")
    launch_lines = [f"int n = {n_expr};"] + ([f"const int block = {macro};"] if bname == "local" else []) + \
        [f"{p}child<<<{cfg(grid, block)}>>>(out + slot * {width}u, dt_hmix(slot, salt), n);"]
    helper = ""
    if a["helper"]:
        helper = (f"\n__device__ void {p}spawn(unsigned *out, unsigned slot, unsigned salt)\n{{\n"
                  + "".join(f"    {l}\n" for l in launch_lines) + "}\n")
        body_launch = [f"{p}spawn(out, slot, salt);"]
    else:
        body_launch = launch_lines
    if bname == "written":
        body_launch = body_launch + [f"block = {cb // 2};"]
    skips = []
    if a["brk"]:
        skips.append("if (dt_hmix(slot, salt + 2u) % 7u == 0u)\n    break;")
    if a["cont"]:
        skips.append("if (dt_hmix(slot, salt + 3u) % 5u == 1u)\n    continue;")
    body = "\n".join(["unsigned slot = " + ("(unsigned)it;" if stride_loop
                                           else f"(unsigned)t * {LOOP_MAX_TRIPS}u + (unsigned)it;")]
                     + skips + body_launch)
    def indent(text, k):
        return "\n".join((" " * k + l) if l else l for l in text.split("\n"))
    trips = f"{a['base']} + t % 3"
    if a["loop"] == "for":
        loop = f"for (int it = 0; it < trips; it++) {{\n{indent(body, 4)}\n}}"
    elif a["loop"] == "while":
        loop = f"int it = -1;\nwhile (++it < trips) {{\n{indent(body, 4)}\n}}"
    elif a["loop"] == "do":
        loop = f"int it = 0;\ndo {{\n{indent(body, 4)}\n}} while (++it < trips);"
    else:
        loop = (f"for (int it = t; it < {a['items']}; it += (int)(gridDim.x * blockDim.x)) {{\n"
                f"{indent(body, 4)}\n}}")
    before = ""
    if a["before"]:
        before = (f"{p}child<<<{cfg('1', str(cb))}>>>(out + ({slots}u + (unsigned)t) * {width}u, "
                  f"dt_hmix((unsigned)t, salt + 4u), {cb});\n")
    trips_decl = "" if stride_loop else f"int trips = {trips};\n"
    if bname == "written":
        trips_decl += f"int block = {macro};\n"
    define = f"\n#define {macro} {cb}\n" if bname != "literal" else ""
    dev = f"""{define}{child}{helper}
__global__ void {p}parent(unsigned *out, unsigned salt, int f)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < f) {{
{indent(before + trips_decl + loop, 8)}
    }}
}}
"""
    pg = (f + a["pb"] - 1) // a["pb"]
    host = [f"{p}parent<<<{pg}, {a['pb']}>>>(out + {r * region}u, {salt + 17 * r}u, {f});"
            for r in range(a["reps"])]
    # The host's model: the same loops in the same order.
    ref = [f"    for (unsigned r = 0; r < {a['reps']}u; r++) {{",
           f"        unsigned *base = ref + r * {region}u, salt = {salt}u + 17u * r;",
           f"        for (int t = 0; t < {f}; t++) {{",
           f"            int blk = {cb};"]
    if a["before"] and a["child"] == "barrier":    # one word: the block's sum
        ref += ["            unsigned sum = 0;",
                f"            for (unsigned i = 0; i < {cb}u; i++)",
                "                sum += dt_hmix((unsigned)t, salt + 4u) + i * 3u;",
                f"            base[({slots}u + (unsigned)t) * {width}u] = sum;"]
    elif a["before"]:
        ref += [f"            for (unsigned i = 0; i < {cb}u; i++)",
                f"                base[({slots}u + (unsigned)t) * {width}u + i] = dt_hmix((unsigned)t, salt + 4u) + i * 3u;"]
    if stride_loop:
        ref += [f"            for (int it = t; it < {a['items']}; it += {pg * a['pb']}) {{",
                "                unsigned slot = (unsigned)it;"]
    else:
        ref += [f"            for (int it = 0; it < {a['base']} + t % 3; it++) {{",
                f"                unsigned slot = (unsigned)t * {LOOP_MAX_TRIPS}u + (unsigned)it;"]
    if a["brk"]:
        ref += ["                if (dt_hmix(slot, salt + 2u) % 7u == 0u)", "                    break;"]
    if a["cont"]:
        ref += ["                if (dt_hmix(slot, salt + 3u) % 5u == 1u)", "                    continue;"]
    ref += [f"                int n = {n_expr};"]
    if a["child"] == "barrier":
        ref += ["                unsigned sum = 0;",
                "                for (int i = 0; i < n && i < blk; i++)",
                "                    sum += dt_hmix(slot, salt) + (unsigned)i * 3u;",
                f"                base[slot * {width}u] = sum;"]
        if bname == "written":
            ref += [f"                blk = {cb // 2};"]
    else:
        ref += ["                for (int i = 0; i < n; i++)",
                f"                    base[slot * {width}u + (unsigned)i] = dt_hmix(slot, salt) + (unsigned)i * 3u;"]
    ref += ["            }", "        }", "    }"]
    return dev, host, a["reps"] * region, ref


# --------------------------------------------------------------- narrow arguments

NARROW_PARAMS = ["u8", "flag", "i16", "tiny", "f64", "u16"]
NARROW_DECL = {"u8": "unsigned char salt", "flag": "bool flip", "i16": "short step", "tiny": "{p}tiny t",
               "f64": "double d", "u16": "unsigned short w"}
# Each argument from the launching thread's index j (an int), as the parent and the host reference both write it.
NARROW_ARG = {"u8": "(unsigned char)(j * 37)", "flag": "(j & 1) != 0", "i16": "(short)(j - 100)",
              "tiny": "{p}tiny{{(unsigned char)(j * 3), (unsigned char)(j + 1), (unsigned char)(255 - j)}}",
              "f64": "j * 0.125", "u16": "(unsigned short)(j * 1009)"}
# Its part of the child's tag.
NARROW_MIX = {"u8": "(unsigned)salt * 7u", "flag": "(flip ? 1000u : 0u)", "i16": "(unsigned)(step + 300) * 13u",
              "tiny": "(unsigned)t.a + (unsigned)t.b * 3u + (unsigned)t.c * 5u", "f64": "(unsigned)(d * 8.0) * 17u",
              "u16": "(unsigned)w * 11u"}


def sample_narrow_args(rng):
    params = [n for n in NARROW_PARAMS if rng.random() < 0.5] or [rng.choice(NARROW_PARAMS)]
    rng.shuffle(params)
    return {"params": params, "pg": rng.randint(1, 4), "pb": rng.choice([32, 64, 96, 128]),
            "loop": rng.choice([0, 0, 2]), "every": rng.choice([1, 1, 2, 3]), "cg": rng.randint(1, 3),
            "cb": rng.choice([32, 64, 128]), "salt": rng.randint(1, 1000),
            "stream": rng.choice(["", ", 0, cudaStreamFireAndForget"])}


def narrow_args_pending(a):
    """Device launches a narrow-arguments parent grid may have pending."""
    return a["pg"] * a["pb"] * max(1, a["loop"])


def emit_narrow_args(p, a):
    """A parent whose threads launch a child whose arguments are narrow
    (unsigned char, bool, short, unsigned short, a struct of three bytes)
    or wide (double), differing from one launching thread to the next:
    the records that aggregation, flattening and removal keep of each
    launch are then of sizes and alignments other than the pointers' and
    ints' of the other shapes (a record stored a word at a time, or byte
    by byte where its size is not a multiple of four). Each thread j
    launches `loop` times (a launch in a loop: a record for each) where
    j % every == 0 (in a loop of two, into the fire-and-forget stream
    where the stream would otherwise order a thread's launches: a batch
    then takes them); the child's tag mixes every argument."""
    W = 512
    ps = a["params"]
    decls = ", ".join(NARROW_DECL[n].format(p=p) for n in ps)
    args = ", ".join(NARROW_ARG[n].format(p=p) for n in ps)
    mix = " + ".join(NARROW_MIX[n] for n in ps)
    tiny = f"struct {p}tiny {{\n    unsigned char a, b, c;\n}};\n" if "tiny" in ps else ""
    total = a["pg"] * a["pb"]
    loops = max(1, a["loop"])
    stream = a["stream"] if a["loop"] == 0 else ", 0, cudaStreamFireAndForget"
    call = (f"{p}child<<<(j + k) % {a['cg']} + 1, {a['cb']}{stream}>>>(out, {a['salt']}u + (unsigned)k * 4099u,\n"
            f"        {a['cb']} * ((j + k) % {a['cg']}) + j % {a['cb']} + 1, {args});")
    if a["loop"] == 0:
        launch = (f"    if (j % {a['every']} == 0) {{\n        const int k = 0;\n        "
                  + call.replace("\n", "\n    ") + "\n    }")
    else:
        launch = (f"    for (int k = 0; k < {loops}; k++)\n        if (j % {a['every']} == 0)\n            "
                  + call.replace("\n", "\n        "))
    dev = f"""
{tiny}
__host__ __device__ inline unsigned {p}tag(unsigned base, {decls})
{{
    return base + {mix};
}}

__global__ void {p}child(unsigned *out, unsigned base, int n, {decls})
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{
        unsigned v = dt_hmix({p}tag(base, {", ".join(d.split()[-1] for d in decls.split(", "))}), (unsigned)i);
        atomicAdd(&out[v % {W}u], v);
    }}
}}

__global__ void {p}parent(unsigned *out)
{{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
{launch}
}}
"""
    ref = [f"    for (int j = 0; j < {total}; j++) {{",
           f"        if (j % {a['every']} != 0)",
           "            continue;",
           f"        for (int k = 0; k < {loops}; k++) {{",
           f"            unsigned tag = {p}tag({a['salt']}u + (unsigned)k * 4099u, {args});",
           f"            int n = {a['cb']} * ((j + k) % {a['cg']}) + j % {a['cb']} + 1;",
           ] + hashing_child_ref("            ", W) + [
           "        }",
           "    }"]
    return dev, [f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out);"], W, ref


def hashing_child(p, W):
    """A child whose threads each add a hash of (tag, its index) to one of
    W words: the sum is the same in any order of launches."""
    return f"""
__global__ void {p}child(unsigned *out, unsigned tag, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{
        unsigned v = dt_hmix(tag, (unsigned)i);
        atomicAdd(&out[v % {W}u], v);
    }}
}}
"""


def hashing_child_ref(indent, W):
    """The host reference of one hashing_child launch of n threads and
    tag `tag`, at `indent`."""
    return [indent + "for (int i = 0; i < n; i++) {",
            indent + "    unsigned v = dt_hmix(tag, (unsigned)i);",
            indent + f"    ref[v % {W}u] += v;",
            indent + "}"]


def sample_streams(rng):
    a = {"streams": rng.randint(2, 4), "rounds": rng.randint(1, 24), "pg": rng.randint(1, 2),
            "pb": rng.choice([32, 64]), "every": rng.choice([1, 2, 5]), "cg": rng.randint(1, 3),
            "cb": rng.choice([32, 64, 128]), "stream": rng.choice(["", ", 0, cudaStreamFireAndForget"]),
            "busy": rng.choice([0, 40, 400]), "capture": rng.choice([0, 0, 1, 2]), "captured": rng.randint(1, 2),
            "wait": rng.choice([0, 0, 3])}
    if a["stream"] == "":
        # Launched from a grid of a captured graph into the block's NULL
        # stream, children went wrong now and then in the original program
        # itself (an H100, CUDA 13.0, 2026-11-27, seed 50: 8 of 17 such
        # programs, the original or a variant; none of 10 whose children go
        # to cudaStreamFireAndForget; tests/difftest/found/README.md): not drawn.
        a["capture"] = 0
    return a


def emit_streams(p, a):
    """One parent launched by the host over and over into several streams
    at once, round after round (more grids of it in flight than a
    followed site's ring has slots, 64), so that its grids run at once and
    a grid batch must keep one grid's launches apart from another's, a
    host follow-up (--flatten=grid) must find its own grid's batch, and a
    slot still held by a grid of another stream must be seen. Some
    programs wait for one stream now and then, so that the streams
    drift apart; some capture launches of the parent into a graph and run
    one or two instances of it at once in two streams (a ticket captured
    into a graph would be shared by its instances)."""
    W = 512
    S, R = a["streams"], a["rounds"]
    stream = a["stream"]
    dev = hashing_child(p, W) + f"""
__global__ void {p}parent(unsigned *out, unsigned salt)
{{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned busy = 0;
    for (int k = 0; k < {a['busy']}; k++)
        busy += dt_hmix(salt, (unsigned)(j + k));
    atomicAdd(&out[{W}], busy);
    if (j % {a['every']} == 0)
        {p}child<<<(j + salt) % {a['cg']}u + 1, {a['cb']}{stream}>>>(out, salt * 131u + (unsigned)j,
            {a['cb']} * (int)((j + salt) % {a['cg']}u) + j % {a['cb']} + 1);
}}
"""
    host = [f"cudaStream_t st[{S}];",
            f"for (int s = 0; s < {S}; s++)",
            "    DT_CHECK(cudaStreamCreateWithFlags(&st[s], cudaStreamNonBlocking));",
            f"for (int r = 0; r < {R}; r++) {{",
            f"    for (int s = 0; s < {S}; s++) {{",
            "        cudaStream_t cur = st[s];",
            f"        {p}parent<<<{a['pg']}, {a['pb']}, 0, cur>>>(out, (unsigned)(r * {S} + s) * 7919u + 13u);",
            "    }"]
    if a["wait"]:
        host += [f"    if (r % {a['wait']} == 1)", f"        DT_CHECK(cudaStreamSynchronize(st[r % {S}]));"]
    host += ["}"]
    instances = a["capture"]
    if instances:
        host += ["cudaGraph_t graph;", "cudaGraphExec_t exec[2];", "cudaStream_t cap = st[0];",
                 "DT_CHECK(cudaStreamBeginCapture(cap, cudaStreamCaptureModeThreadLocal));",
                 f"for (int c = 0; c < {a['captured']}; c++)",
                 f"    {p}parent<<<{a['pg']}, {a['pb']}, 0, cap>>>(out, (unsigned)c * 104729u + 7u);",
                 "DT_CHECK(cudaStreamEndCapture(cap, &graph));",
                 f"for (int g = 0; g < {instances}; g++)",
                 "    DT_CHECK(cudaGraphInstantiate(&exec[g], graph, 0));",
                 f"for (int g = 0; g < {instances}; g++)",
                 f"    DT_CHECK(cudaGraphLaunch(exec[g], st[1 + g % {S - 1}]));",
                 "DT_CHECK(cudaDeviceSynchronize());",
                 f"for (int g = 0; g < {instances}; g++)",
                 "    DT_CHECK(cudaGraphExecDestroy(exec[g]));",
                 "DT_CHECK(cudaGraphDestroy(graph));"]
    host += ["DT_CHECK(cudaDeviceSynchronize());",
             f"for (int s = 0; s < {S}; s++)",
             "    DT_CHECK(cudaStreamDestroy(st[s]));"]
    body = [f"        for (int j = 0; j < {a['pg'] * a['pb']}; j++) {{",
            "            unsigned busy = 0;",
            f"            for (int k = 0; k < {a['busy']}; k++)",
            "                busy += dt_hmix(salt, (unsigned)(j + k));",
            f"            ref[{W}] += busy;",
            f"            if (j % {a['every']} != 0)",
            "                continue;",
            "            unsigned tag = salt * 131u + (unsigned)j;",
            f"            int n = {a['cb']} * (int)((j + salt) % {a['cg']}u) + j % {a['cb']} + 1;",
            "            for (int i = 0; i < n; i++) {",
            "                unsigned v = dt_hmix(tag, (unsigned)i);",
            f"                ref[v % {W}u] += v;",
            "            }",
            "        }"]
    ref = [f"    for (int r = 0; r < {R}; r++)", f"        for (int s = 0; s < {S}; s++) {{",
           f"            unsigned salt = (unsigned)(r * {S} + s) * 7919u + 13u;"] + ["    " + b for b in body] + ["        }"]
    if instances:
        ref += [f"    for (int g = 0; g < {instances}; g++)", f"        for (int c = 0; c < {a['captured']}; c++) {{",
                "            unsigned salt = (unsigned)c * 104729u + 7u;"] + ["    " + b for b in body] + ["        }"]
    return dev, host, W + 1, ref


def streams_pending(a):
    """Device launches the grids of a streams program may have pending at
    once: one parent grid's, for each stream and graph instance."""
    per_grid = a["pg"] * a["pb"] // a["every"] + 1
    return per_grid * (a["streams"] + a["capture"] * a["captured"])


def sample_resized(rng):
    rounds = rng.randint(3, 10)
    return {"sizes": [rng.randint(1, 8) for _ in range(rounds)],
            "every": [rng.choice([0, 1, 1, 2, 3]) for _ in range(rounds)],
            "pb": rng.choice([32, 64]), "reps": rng.randint(1, 2), "cg": rng.randint(1, 3),
            "cb": rng.choice([32, 64]), "device": rng.choice([0, 0, 0, 1])}


def emit_resized(p, a):
    """One parent launched by the host round after round in one stream, its
    grid growing and shrinking from round to round (the room a followed
    site sets aside is made again for a larger grid and kept for a smaller
    one, whose batch must not read what a larger one left), some rounds
    launching no child at all, the child launched once or twice a thread
    (a loop: several records a thread); in some programs a kernel launches
    the parent from the device now and then, the copy the host does not
    follow, sharing its state."""
    W = 512
    pb, reps, cg, cb = a["pb"], a["reps"], a["cg"], a["cb"]
    dev = hashing_child(p, W) + f"""
__global__ void {p}parent(unsigned *out, unsigned salt, int every)
{{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (every > 0 && j % every == 0)
        for (int r = 0; r < {reps}; r++)
            {p}child<<<(j + salt + r) % {cg}u + 1, {cb}, 0, cudaStreamFireAndForget>>>(out,
                salt * 131u + (unsigned)j * 7u + (unsigned)r, {cb} * (int)((j + salt + r) % {cg}u) + (j + r) % {cb} + 1);
}}
"""
    if a["device"]:
        dev += f"""
__global__ void {p}launcher(unsigned *out, unsigned salt)
{{
    if (threadIdx.x == 0)
        {p}parent<<<2, {pb}, 0, cudaStreamFireAndForget>>>(out, salt, 1);
}}
"""
    R = len(a["sizes"])
    host = [f"const int sizes[{R}] = {{{', '.join(map(str, a['sizes']))}}};",
            f"const int every[{R}] = {{{', '.join(map(str, a['every']))}}};",
            f"for (int r = 0; r < {R}; r++) {{",
            f"    {p}parent<<<sizes[r], {pb}>>>(out, (unsigned)r * 7919u + 13u, every[r]);"]
    if a["device"]:
        host += ["    if (r % 3 == 2)", f"        {p}launcher<<<1, 32>>>(out, (unsigned)r * 104729u + 7u);"]
    host += ["}", "DT_CHECK(cudaDeviceSynchronize());"]

    def grid(pg, salt, every):
        return [f"        for (int j = 0; j < {pg * pb}; j++) {{",
                f"            if ({every} == 0 || j % {max(every, 1)} != 0)",
                "                continue;",
                f"            for (int r = 0; r < {reps}; r++) {{",
                f"                unsigned tag = {salt} * 131u + (unsigned)j * 7u + (unsigned)r;",
                f"                int n = {cb} * (int)((j + {salt} + r) % {cg}u) + (j + r) % {cb} + 1;",
                ] + hashing_child_ref("                ", W) + [
                "            }",
                "        }"]
    ref = []
    for r, (pg, every) in enumerate(zip(a["sizes"], a["every"])):
        ref += ["    {"] + grid(pg, f"{r * 7919 + 13}u", every) + ["    }"]
        if a["device"] and r % 3 == 2:
            ref += ["    {"] + grid(2, f"{r * 104729 + 7}u", 1) + ["    }"]
    return dev, host, W, ref


def resized_pending(a):
    """Device launches one grid of a resized program may have pending: the
    largest round's (a launcher's grid runs alone in the stream too)."""
    most = max(pg * a["pb"] // e + 1 for pg, e in zip(a["sizes"], a["every"]) if e) if any(a["every"]) else 0
    return max(most, 2 * a["pb"] + 1) * a["reps"] + 1


def sample_threads(rng):
    return {"threads": rng.randint(2, 3), "rounds": rng.randint(2, 8), "pg": rng.randint(1, 4),
            "pb": rng.choice([32, 64]), "every": rng.choice([1, 2, 3]), "cg": rng.randint(1, 3),
            "cb": rng.choice([32, 64])}


def emit_threads(p, a):
    """Host threads (std::thread), each launching one parent round after
    round into the legacy default stream, where their grids interleave:
    a follow-up launched right after one thread's grid could come after
    another thread's grid (dpopt follows no kernel of such a file:
    follow_host_threads; before it, the second grid reserved past the end
    of the room set aside for one)."""
    W = 512
    T, R = a["threads"], a["rounds"]
    dev = hashing_child(p, W) + f"""
__global__ void {p}parent(unsigned *out, unsigned salt)
{{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j % {a['every']} == 0)
        {p}child<<<(j + salt) % {a['cg']}u + 1, {a['cb']}, 0, cudaStreamFireAndForget>>>(out, salt * 131u + (unsigned)j,
            {a['cb']} * (int)((j + salt) % {a['cg']}u) + j % {a['cb']} + 1);
}}

static void {p}worker(unsigned *out, int t)
{{
    for (int r = 0; r < {R}; r++)
        {p}parent<<<{a['pg']}, {a['pb']}>>>(out, (unsigned)(t * {R} + r) * 7919u + 13u);
}}
"""
    host = [f"std::thread workers[{T}];",
            f"for (int t = 0; t < {T}; t++)",
            f"    workers[t] = std::thread({p}worker, out, t);",
            f"for (int t = 0; t < {T}; t++)",
            "    workers[t].join();",
            "DT_CHECK(cudaDeviceSynchronize());"]
    ref = [f"    for (int g = 0; g < {T * R}; g++) {{",
           "        unsigned salt = (unsigned)g * 7919u + 13u;",
           f"        for (int j = 0; j < {a['pg'] * a['pb']}; j++) {{",
           f"            if (j % {a['every']} != 0)",
           "                continue;",
           "            unsigned tag = salt * 131u + (unsigned)j;",
           f"            int n = {a['cb']} * (int)((j + salt) % {a['cg']}u) + j % {a['cb']} + 1;"]
    ref += hashing_child_ref("            ", W) + ["        }", "    }"]
    return dev, host, W, ref


def threads_pending(a):
    """Device launches one grid of a threads program may have pending: the
    threads' grids share the legacy stream, one at a time."""
    return a["pg"] * a["pb"] // a["every"] + 1


def sample_unseen_threads(rng):
    return sample_threads(rng)


def emit_unseen_threads(p, a):
    """The threads shape with its host threads started in another
    translation unit (dt_in_host_threads, host_threads.cu), where dpopt
    does not see them: it takes the parent as launched from the host into
    the default stream only, one grid at a time, and keeps one state per
    site (grid granularity, multiblock, a followed kernel's room). In the
    legacy stream the threads' grids run one after another; under
    --default-stream per-thread (DIFFTEST_NVCC_FLAGS) they would run at once
    and share that state but for the host launch lock (before 2026-11-28 a
    followed kernel's grids wrote over each other: 'misaligned address')."""
    dev, host, W, ref = emit_threads(p, a)
    host = [f"dt_in_host_threads({p}worker, out, {a['threads']});", "DT_CHECK(cudaDeviceSynchronize());"]
    return dev, host, W, ref


def unseen_threads_pending(a):
    """As threads_pending: the lock keeps the threads' grids one at a time."""
    return threads_pending(a)


def sample_grid_stride(rng):
    return {"pg": rng.randint(1, 3), "pb": rng.choice([32, 64, 128]), "items": rng.randint(40, 1100),
            "every": rng.choice([1, 2, 3]), "cg": rng.randint(1, 3), "cb": rng.choice([32, 64]),
            "helper": rng.randint(0, 1), "local": rng.randint(0, 1), "reps": rng.randint(1, 3),
            "bound": rng.choice(["literal", "local"])}


def emit_grid_stride(p, a):
    """A parent whose whole body is one grid-stride loop (plan/widen.c),
    launched from the host with a few blocks: at grid scope dpopt gives it
    blocks enough for one iteration a thread, each thread then running
    others' iterations. Its iterations use locals of their own and, drawn,
    a helper that counts launch errors by atomics (followed by the
    analysis); the bound is a literal or a local of the host's."""
    W = 512
    helper = (f"\n__device__ void {p}count_error(unsigned *out) {{ atomicAdd(&out[{W}], 1u); }}\n"
              if a["helper"] else "")
    on_error = f"{p}count_error(out);" if a["helper"] else f"atomicAdd(&out[{W}], 1u);"
    mix = "        tag = tag ^ (tag >> 3);\n" if a["local"] else ""
    cb, cg = a["cb"], a["cg"]
    dev = hashing_child(p, W) + helper + f"""
__global__ void {p}parent(unsigned *out, unsigned salt, int n)
{{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {{
        if (j % {a['every']} != 0)
            continue;
        unsigned tag = salt * 131u + (unsigned)j;
{mix}        int size = {cb} * (int)(((unsigned)j + salt) % {cg}u) + j % {cb} + 1;
        {p}child<<<(size + {cb - 1}) / {cb}, {cb}, 0, cudaStreamFireAndForget>>>(out, tag, size);
        if (cudaGetLastError() != cudaSuccess)
            {on_error}
    }}
}}
"""
    n = str(a["items"]) if a["bound"] == "literal" else "items"
    host = [] if a["bound"] == "literal" else [f"int items = {a['items']};"]
    host += [f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out, {7919 * r + 13}u, {n});" for r in range(a["reps"])]
    ref = [f"    for (unsigned r = 0; r < {a['reps']}u; r++) {{",
           "        unsigned salt = 7919u * r + 13u;",
           f"        for (int j = 0; j < {a['items']}; j++) {{",
           f"            if (j % {a['every']} != 0)",
           "                continue;",
           "            unsigned tag = salt * 131u + (unsigned)j;"]
    if a["local"]:
        ref += ["            tag = tag ^ (tag >> 3);"]
    ref += [f"            int n = {cb} * (int)(((unsigned)j + salt) % {cg}u) + j % {cb} + 1;"]
    ref += hashing_child_ref("            ", W) + ["        }", "    }"]
    return dev, host, W + 1, ref


def grid_stride_pending(a):
    """Device launches one grid_stride parent grid may have pending."""
    return (a["items"] + a["every"] - 1) // a["every"]


def sample_block_walk(rng):
    return {"child": rng.choice(["returns", "shared_var", "warps"]), "n": rng.randint(20, 700),
            "pb": rng.choice([32, 64, 128]), "cg": rng.randint(1, 4), "cb": rng.choice([32, 64, 128]),
            "reps": rng.randint(1, 3), "cut": rng.randint(0, 4)}


def emit_block_walk(p, a):
    """Children whose threads must run as blocks (grid flattening walks
    them in whole blocks, coarsening runs several in turn, each child block
    in a lambda): a reduction in shared memory with barriers whose blocks
    past a bound return before them, all of a block's threads together;
    shared memory without barriers and a block size that differs from
    launch to launch (the fused block is the largest, its surplus threads
    sit a smaller child block out); warp shuffles and a barrier. One launch
    a thread of the parent, of 1 to cg blocks."""
    W = 512
    cb, child, cut = a["cb"], a["child"], a["cut"]
    if child == "returns":
        body = f"""    __shared__ unsigned part[{cb}];
    if ((int)blockIdx.x >= limit)
        return; // the whole block leaves together
    part[threadIdx.x] = dt_hmix(tag, blockIdx.x * blockDim.x + threadIdx.x);
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w >>= 1) {{
        if (threadIdx.x < w)
            part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }}
    if (threadIdx.x == 0)
        atomicAdd(&out[(tag + blockIdx.x) % {W}u], part[0]);"""
        block, limit = str(cb), f"t % 3 == 0 ? grid - 1 : grid"
    elif child == "shared_var":
        body = f"""    __shared__ unsigned slot[{2 * cb}];
    slot[threadIdx.x] = dt_hmix(tag, blockIdx.x * blockDim.x + threadIdx.x);
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) < limit)
        atomicAdd(&out[slot[threadIdx.x] % {W}u], 1u);"""
        block, limit = f"{cb} * (1 + (t & 1))", f"grid * block - t % {cut + 1}"
    else:
        body = f"""    __shared__ unsigned warps[{cb // 32}];
    unsigned v = dt_hmix(tag, blockIdx.x * blockDim.x + threadIdx.x);
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0)
        warps[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0 && (int)blockIdx.x < limit) {{
        unsigned sum = 0;
        for (int w = 0; w < {cb // 32}; w++)
            sum += warps[w];
        atomicAdd(&out[(tag + blockIdx.x) % {W}u], sum);
    }}"""
        block, limit = str(cb), f"grid - t % {min(cut, 1) + 1}"
    dev = f"""
__global__ void {p}child(unsigned *out, unsigned tag, int limit)
{{
{body}
}}

__global__ void {p}parent(unsigned *out, unsigned salt, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    unsigned tag = salt * 131u + (unsigned)t;
    int grid = 1 + (int)(((unsigned)t + salt) % {a['cg']}u);
    int block = {block};
    int limit = {limit};
    {p}child<<<grid, block, 0, cudaStreamFireAndForget>>>(out, tag, limit);
}}
"""
    n, pb = a["n"], a["pb"]
    host = [f"{p}parent<<<{(n + pb - 1) // pb}, {pb}>>>(out, {7919 * r + 13}u, {n});" for r in range(a["reps"])]
    ref = [f"    for (unsigned r = 0; r < {a['reps']}u; r++) {{",
           "        unsigned salt = 7919u * r + 13u;",
           f"        for (int t = 0; t < {n}; t++) {{",
           "            unsigned tag = salt * 131u + (unsigned)t;",
           f"            int grid = 1 + (int)(((unsigned)t + salt) % {a['cg']}u);",
           f"            int block = {block};",
           f"            int limit = {limit};",
           "            for (int b = 0; b < grid; b++) {"]
    if child == "shared_var":
        ref += ["                for (int i = 0; i < block; i++)",
                "                    if (b * block + i < limit)",
                f"                        ref[dt_hmix(tag, (unsigned)(b * block + i)) % {W}u] += 1u;"]
    else:
        ref += ["                if (b >= limit)",
                "                    continue;",
                "                unsigned sum = 0;",
                "                for (int i = 0; i < block; i++)",
                "                    sum += dt_hmix(tag, (unsigned)(b * block + i));",
                f"                ref[(tag + (unsigned)b) % {W}u] += sum;"]
    ref += ["            }", "        }", "    }"]
    return dev, host, W, ref


def block_walk_pending(a):
    """Device launches one block_walk parent grid may have pending."""
    return a["n"]


def sample_hoist(rng):
    return {"child": rng.choice(["plain", "reduce", "dims"]),
            "guard": rng.choice(["bound", "bound", "exit", "every", "lane", "leader"]),
            "n": rng.randint(1, 600), "pb": rng.choice([2, 32, 64, 128]), "cb": rng.choice([32, 64, 128]),
            "mult": rng.randint(1, 5), "reps": rng.randint(1, 3), "zero_rep": rng.choice([-1, -1, 0, 1]),
            "check": rng.choice([True, False])}


def emit_hoist(p, a):
    """Parents that only work out one launch from their arguments and their
    place (--hoist, and -O where the launch is under bounds only): a child
    sized by the parent's arguments alone (a local from a parameter, a
    macro, a cast), its arguments per parent thread; guards of the bound of
    an index (around the launch, or an early exit before it), of every k-th
    thread, of one lane of each warp, of lane 1 of each block (the hoisted
    grid then a block for each child block of each parent block); the error
    query after the launch; a repetition whose child grid is empty (the host then launches
    the parent as written, whose launches fail and are let go). Children:
    a thread each, a reduction in shared memory with barriers and a block
    that returns before them, a two-dimensional grid of two-dimensional
    blocks."""
    W = 512
    cb, child = a["cb"], a["child"]
    guard = {"bound": "t < n", "exit": "t < n", "every": f"t < n && t % 3 != 1",
             "lane": "t < n && threadIdx.x % 32 == 5", "leader": "threadIdx.x == 1 && t < n"}[a["guard"]]
    if child == "plain":
        body = f"""    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < items)
        atomicAdd(&out[dt_hmix(tag, (unsigned)i) % {W}u], 1u);"""
        launch = f"{p}child<<<(items + {p}CB - 1) / {p}CB, {p}CB, 0, cudaStreamFireAndForget>>>(out, tag, items)"
    elif child == "reduce":
        body = f"""    __shared__ unsigned part[{cb}];
    if (blockIdx.x + 1 == gridDim.x && tag % 2u == 1u)
        return; // the whole block leaves together
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < items ? dt_hmix(tag, (unsigned)i) : 0u;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w >>= 1) {{
        if (threadIdx.x < w)
            part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }}
    if (threadIdx.x == 0)
        atomicAdd(&out[(tag + blockIdx.x) % {W}u], part[0]);"""
        launch = f"{p}child<<<(items + {p}CB - 1) / {p}CB, {p}CB>>>(out, tag, items)"
    else:
        body = f"""    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < items)
        atomicAdd(&out[dt_hmix(tag + (unsigned)y * 7u, (unsigned)x) % {W}u], 1u + (unsigned)y);"""
        launch = (f"{p}child<<<dim3((items + {p}CB / 2 - 1) / ({p}CB / 2), 3), dim3({p}CB / 2, 2), 0, "
                  f"cudaStreamFireAndForget>>>(out, tag, items)")
    check = "\n        if (cudaGetLastError() != cudaSuccess)\n            return;" if a["check"] else ""
    # An early exit (the threads past the bound leave first), or an if around the launch.
    opening = ("    if (t >= n)\n        return;\n    {" if a["guard"] == "exit" else f"    if ({guard}) {{")
    dev = f"""
#define {p}CB {cb}

__global__ void {p}child(unsigned *out, unsigned tag, int items)
{{
{body}
}}

__global__ void {p}parent(unsigned *out, unsigned salt, int n, int per)
{{
    int t = (int)(blockIdx.x * blockDim.x + threadIdx.x);
{opening}
        unsigned tag = salt * 131u + (unsigned)t;
        int items = per * {a['mult']};
        {launch};{check}
    }}
}}
"""
    n, pb = a["n"], a["pb"]
    pers = [0 if r == a["zero_rep"] else 17 + 23 * r for r in range(a["reps"])]
    host = [f"{p}parent<<<{(n + pb - 1) // pb}, {pb}>>>(out, {7919 * r + 13}u, {n}, {pers[r]});"
            for r in range(a["reps"])]
    cond = {"bound": "true", "exit": "true", "every": "t % 3 != 1", "lane": f"t % {pb} % 32 == 5",
            "leader": f"t % {pb} == 1"}[a["guard"]]
    ref = [f"    const int pers[{a['reps']}] = {{{', '.join(map(str, pers))}}};",
           f"    for (unsigned r = 0; r < {a['reps']}u; r++) {{",
           "        unsigned salt = 7919u * r + 13u;",
           f"        int items = pers[r] * {a['mult']};",
           f"        for (int t = 0; t < {n}; t++) {{",
           f"            if (!({cond}))",
           "                continue;",
           "            unsigned tag = salt * 131u + (unsigned)t;"]
    if child == "plain":
        ref += ["            for (int i = 0; i < items; i++)",
                f"                ref[dt_hmix(tag, (unsigned)i) % {W}u] += 1u;"]
    elif child == "reduce":
        ref += [f"            int grid = (items + {cb} - 1) / {cb};",
                "            for (int b = 0; b < grid; b++) {",
                "                if (b + 1 == grid && tag % 2u == 1u)",
                "                    continue;",
                "                unsigned sum = 0;",
                f"                for (int i = b * {cb}; i < (b + 1) * {cb} && i < items; i++)",
                "                    sum += dt_hmix(tag, (unsigned)i);",
                f"                ref[(tag + (unsigned)b) % {W}u] += sum;",
                "            }"]
    else:
        half = cb // 2
        ref += [f"            int gx = (items + {half} - 1) / {half};",
                "            for (int y = 0; y < 6; y++)",
                f"                for (int x = 0; x < gx * {half}; x++)",
                "                    if (x < items)",
                f"                        ref[dt_hmix(tag + (unsigned)y * 7u, (unsigned)x) % {W}u] += 1u + (unsigned)y;"]
    ref += ["        }", "    }"]
    return dev, host, W, ref


def hoist_pending(a):
    """Device launches one hoist parent grid may have pending (as written)."""
    return a["n"]


def sample_hoist_offsets(rng):
    if rng.random() < 0.15:  # past 8,192 parents: the offsets checked by a grid of their own
        degs = [rng.choice([1, 5, 40]) if rng.random() < 0.02 else 0 for _ in range(rng.randint(8200, 12000))]
    else:
        degs = [rng.choice([0, 0, 1, 2, 3, 5, 8, 13, 40, 100]) for _ in range(rng.randint(1, 300))]
    return {"degs": degs,
            "base": rng.randint(0, 5), "pb": rng.choice([32, 64, 128, 1024]), "cb": rng.choice([32, 64, 256]),
            "guard": rng.choice(["if", "if", "exit", "none"]), "short_parents": rng.random() < 0.25,
            "check": rng.choice([True, False]), "grid": rng.choice(["round", "round", "short"]),
            "unsorted": rng.random() < 0.2, "skip": rng.random() < 0.3,
            "weight": rng.choice(["none", "short", "short", "unsigned", "back"]), "reps": rng.randint(1, 2),
            "spot": rng.random(), "index": rng.choice(["int", "int", "unsigned"]), "negative": rng.random() < 0.2,
            "via": rng.choice(["param", "byvalue", "const_pointer", "global"])}


def emit_hoist_offsets(p, a):
    """Parents reading an array of offsets (CSR's rows, 64-bit: the child
    writes unsigned words, which an int may be): thread v launches a
    child of row[v + 1] - row[v] threads, each adding a hash of its edge
    (--hoist over offsets, and -O). The bound of the index around the
    reads, as an early exit, or none (every thread reads: the grid then
    exactly the rows); a parent grid with fewer threads than rows; the
    error query after the launch; a child grid that rounds down (fewer
    threads than the count); the launch also under a hash of the thread
    (the walk's thread then does nothing); offsets that decrease once (the
    kernel as written then runs); a second array the parent reads, of a
    type the child does not write (short) or of the one it does (unsigned:
    refused); a float word the child writes back through a pointer of its
    own, or one held in a class by value, in a const class, or in the file
    (refused alike: `via`)."""
    W = 512
    cb, pb, degs = a["cb"], a["pb"], list(a["degs"])
    # A negative bound: with an unsigned index every thread passes it (C++'s
    # conversions), with an int one none does; the host must count them so.
    negative = a.get("negative", False) and a["guard"] != "none"
    itype = a.get("index", "int")
    if a["guard"] == "none" or (negative and itype == "unsigned"):
        degs += [0] * ((-len(degs)) % pb)  # every thread of the grid reads its row
    n = len(degs)
    rows = [a["base"]]
    for d in degs:
        rows.append(rows[-1] + d)
    if a["unsorted"] and n > 1:
        rows[1 + int(a["spot"] * (n - 1))] += 7
    total = rows[-1] + 64
    threads = n if a["guard"] == "none" or negative or not a["short_parents"] else max(1, n // 2)
    grid_blocks = (threads + pb - 1) // pb
    parents = min(n, grid_blocks * pb)
    bound_arg = n
    if negative:
        bound_arg = -3
        parents = grid_blocks * pb if itype == "unsigned" else 0
    wtype = {"none": None, "short": "short", "unsigned": "unsigned", "back": "float"}[a["weight"]]
    # back: the child writes the float word its parent read (the same
    # memory, a float where the child's other writes are unsigned, which
    # may not alias it), which a walk running the parent's code again would
    # see: dpopt must refuse it.
    back = a["weight"] == "back"
    # How the child reaches that word: a pointer parameter of its own; a
    # pointer held in a class it takes by value, handed to atomicExch; one
    # held in a const class it points to; one of the file, handed to
    # atomicExch. Each must be refused alike.
    via = a.get("via", "param") if back else None
    wparam = (f", const {wtype} *w" if wtype else "") + \
        {None: "", "param": ", float *wback", "byvalue": ", float *wback",
         "const_pointer": f", const {p}Slot *wslots", "global": ""}[via]
    wread = " + (unsigned)w[v] * 7u" if wtype else ""
    grid = f"(count + {p}CB - 1) / {p}CB" if a["grid"] == "round" else f"count / {p}CB"
    cond = "count > 0 && tag % 3u != 1u" if a["skip"] else "count > 0"
    check = "\n            if (cudaGetLastError() != cudaSuccess)\n                return;" if a["check"] else ""
    if a["guard"] == "if":
        open_, close_, ind = "    if (v < n) {\n", "    }\n", "        "
    elif a["guard"] == "exit":
        open_, close_, ind = "    if (v >= n)\n        return;\n", "", "    "
    else:
        open_, close_, ind = "", "", "    "
    body = (f"{ind}long long begin = row[v];\n{ind}int count = (int)(row[v + 1] - begin);\n"
            f"{ind}unsigned tag = salt * 131u + (unsigned)v{wread};\n"
            f"{ind}if ({cond}) {{\n"
            f"{ind}    {p}child<<<{grid}, {p}CB, 0, cudaStreamFireAndForget>>>(out, col + begin, tag, count"
            + {None: "", "param": ", wback + v", "byvalue": f", {p}Slot{{wback + v}}", "const_pointer": ", wslots + v",
               "global": ", (int)v"}[via] + ");"
            + check.replace("\n            ", "\n" + ind + "    ").replace("\n                ", "\n" + ind + "        ")
            + f"\n{ind}}}\n")
    slot_param = {None: "", "param": ", float *slot", "byvalue": f", {p}Slot slot",
                  "const_pointer": f", const {p}Slot *slot", "global": ", int slot"}[via]
    write_back = {None: "", "param": "*slot = *slot * 3.0f + 1.0f;",
                  "byvalue": "atomicExch(slot.p + 0, *slot.p * 3.0f + 1.0f);",
                  "const_pointer": "slot->p[0] = slot->p[0] * 3.0f + 1.0f;",
                  "global": f"atomicExch({p}wglobal + slot, {p}wglobal[slot] * 3.0f + 1.0f);"}[via]
    child_body = (f"        atomicAdd(&out[dt_hmix(tag, (unsigned)col[j]) % {W}u], 1u + (unsigned)j % 3u);" if not back else
                  f"    {{\n        atomicAdd(&out[dt_hmix(tag, (unsigned)col[j]) % {W}u], 1u + (unsigned)j % 3u);\n"
                  f"        if (j == 0)\n            {write_back}\n    }}")
    slot_decls = (f"\nstruct {p}Slot {{\n    float *p;\n}};\n" if via in ("byvalue", "const_pointer") else
                  f"\n__device__ float *{p}wglobal;\n" if via == "global" else "")
    dev = f"""
#define {p}CB {cb}

static const long long {p}rows[{n + 1}] = {{{', '.join(str(r) + "LL" for r in rows)}}};
{slot_decls}
__global__ void {p}child(unsigned *out, const int *col, unsigned tag, int count{slot_param})
{{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
{child_body}
}}

__global__ void {p}parent(unsigned *out, const long long *row, const int *col{wparam}, unsigned salt, int n)
{{
    {itype} v = blockIdx.x * blockDim.x + threadIdx.x;
{open_}{body}{close_}}}
"""
    host = [f"static int hcol[{total}];", f"for (int e = 0; e < {total}; e++)",
            "    hcol[e] = (int)(dt_hmix((unsigned)e, 3u) % 1000u);",
            "long long *drow;", "int *dcol;",
            f"DT_CHECK(cudaMalloc((void **)&drow, sizeof({p}rows)));",
            "DT_CHECK(cudaMalloc((void **)&dcol, sizeof(hcol)));",
            f"DT_CHECK(cudaMemcpy(drow, {p}rows, sizeof({p}rows), cudaMemcpyHostToDevice));",
            "DT_CHECK(cudaMemcpy(dcol, hcol, sizeof(hcol), cudaMemcpyHostToDevice));"]
    wargs = ""
    if wtype:
        host += [f"static {wtype} hw[{n}];", f"for (int v = 0; v < {n}; v++)",
                 f"    hw[v] = ({wtype})(dt_hmix((unsigned)v, 9u) % 100u);",
                 f"{wtype} *dw;", "DT_CHECK(cudaMalloc((void **)&dw, sizeof(hw)));",
                 "DT_CHECK(cudaMemcpy(dw, hw, sizeof(hw), cudaMemcpyHostToDevice));"]
        wargs = {None: ", dw", "param": ", dw, dw", "byvalue": ", dw, dw", "const_pointer": ", dw, dslots",
                 "global": ", dw"}[via]
        if via == "const_pointer":
            host += [f"static {p}Slot hslots[{n}];", f"for (int v = 0; v < {n}; v++)", "    hslots[v].p = dw + v;",
                     f"{p}Slot *dslots;", "DT_CHECK(cudaMalloc((void **)&dslots, sizeof(hslots)));",
                     "DT_CHECK(cudaMemcpy(dslots, hslots, sizeof(hslots), cudaMemcpyHostToDevice));"]
        if via == "global":
            host += [f"DT_CHECK(cudaMemcpyToSymbol({p}wglobal, &dw, sizeof dw));"]
    for r in range(a["reps"]):
        host.append(f"{p}parent<<<{grid_blocks}, {pb}>>>(out, drow, dcol{wargs}, {7919 * r + 13}u, {bound_arg});")
    host += ["DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());",
             "DT_CHECK(cudaFree(drow));", "DT_CHECK(cudaFree(dcol));"] + (["DT_CHECK(cudaFree(dw));"] if wtype else []) + \
        (["DT_CHECK(cudaFree(dslots));"] if via == "const_pointer" else [])
    wref = " + hw[v] * 7u" if wtype else ""
    rounded = f"(count + {cb} - 1) / {cb} * {cb}" if a["grid"] == "round" else f"count / {cb} * {cb}"
    skip = " || tag % 3u == 1u" if a["skip"] else ""
    ref = [f"    static unsigned hw[{n}];", f"    for (int v = 0; v < {n}; v++)",
           "        hw[v] = dt_hmix((unsigned)v, 9u) % 100u;",
           f"    for (unsigned r = 0; r < {a['reps']}u; r++) {{",
           "        unsigned salt = 7919u * r + 13u;",
           f"        for (int v = 0; v < {parents}; v++) {{",
           f"            long long begin = {p}rows[v];",
           f"            int count = (int)({p}rows[v + 1] - begin);",
           f"            unsigned tag = salt * 131u + (unsigned)v{wref};",
           f"            if (count <= 0{skip})",
           "                continue;",
           f"            int threads = {rounded};",
           "            for (int j = 0; j < count && j < threads; j++)",
           f"                ref[dt_hmix(tag, dt_hmix((unsigned)(begin + j), 3u) % 1000u) % {W}u] += 1u + (unsigned)j % 3u;"]
    if back:  # child thread 0 wrote the word back, for the next repetition's parent to read
        ref += ["            if (threads > 0)", "                hw[v] = hw[v] * 3u + 1u;"]
    ref += ["        }", "    }"]
    return dev, host, W, ref


def hoist_offsets_pending(a):
    """Device launches one parent grid may have pending (as written): a
    launch for each row with edges (the unsorted draw adds one at most)."""
    return sum(1 for d in a["degs"] if d) + 1


def sample_nest_order(rng):
    return {"first": rng.choice(["null", "null", "faf"]), "helper": rng.randint(0, 1),
            "n": rng.randint(1, 300), "pb": rng.choice([32, 64, 128]), "every": rng.choice([1, 2, 3]),
            "cb": rng.choice([32, 64]), "span": rng.randint(1, 96), "reps": rng.randint(1, 3)}


def emit_nest_order(p, a):
    """Where a batch's fused grid may start as a child of the launching
    grid and where it must wait for the whole grid (plan/nesting.c): each
    launching thread first launches a fill of words of its own (directly
    or through a device function), then a child reading or not reading
    them. Into the NULL stream (`first` null) the block runs the fill
    before the child, which adds a hash of what the fill stored: a fused
    child started beside the fills reads zeros. Into
    cudaStreamFireAndForget (faf) the two are unordered, so the child reads
    nothing of the fill's and may start at once."""
    W = 256
    S = a["span"]
    cb = a["cb"]
    stream = "" if a["first"] == "null" else ", 0, cudaStreamFireAndForget"
    fill_call = (f"{p}fill_words(out + {W} + {S} * v, tag, size);" if a["helper"]
                 else f"{p}fill<<<(size + {cb - 1}) / {cb}, {cb}{stream}>>>(out + {W} + {S} * v, tag, size);")
    helper = (f"""
__device__ void {p}fill_words(unsigned *words, unsigned tag, int size)
{{
    {p}fill<<<(size + {cb - 1}) / {cb}, {cb}{stream}>>>(words, tag, size);
}}
""" if a["helper"] else "")
    read = ("unsigned v = dt_hmix(words[i], tag);" if a["first"] == "null"
            else "unsigned v = dt_hmix(tag ^ 0x55u, (unsigned)i);")
    dev = f"""
__global__ void {p}fill(unsigned *words, unsigned tag, int size)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < size)
        words[i] = dt_hmix(tag, (unsigned)i) | 1u;
}}
{helper}
__global__ void {p}use(const unsigned *words, unsigned *out, unsigned tag, int size)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < size) {{
        {read}
        atomicAdd(&out[v % {W}u], v);
    }}
}}

__global__ void {p}parent(unsigned *out, unsigned salt, int n)
{{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n || v % {a['every']} != 0)
        return;
    unsigned tag = salt * 977u + (unsigned)v;
    int size = (int)((tag >> 3) % {S}u) + 1;
    {fill_call}
    {p}use<<<(size + {cb - 1}) / {cb}, {cb}{stream}>>>(out + {W} + {S} * v, out, tag, size);
}}
"""
    pg = (a["n"] + a["pb"] - 1) // a["pb"]
    host = [f"{p}parent<<<{pg}, {a['pb']}>>>(out, {389 * r + 7}u, {a['n']});" for r in range(a["reps"])]
    ref = [f"    for (unsigned r = 0; r < {a['reps']}u; r++) {{",
           "        unsigned salt = 389u * r + 7u;",
           f"        for (int v = 0; v < {a['n']}; v++) {{",
           f"            if (v % {a['every']} != 0)",
           "                continue;",
           "            unsigned tag = salt * 977u + (unsigned)v;",
           f"            int size = (int)((tag >> 3) % {S}u) + 1;",
           "            for (int i = 0; i < size; i++) {",
           "                unsigned word = dt_hmix(tag, (unsigned)i) | 1u;",
           f"                ref[{W} + {S} * v + i] = word;",
           ("                unsigned h = dt_hmix(word, tag);" if a["first"] == "null"
            else "                unsigned h = dt_hmix(tag ^ 0x55u, (unsigned)i);"),
           f"                ref[h % {W}u] += h;",
           "            }",
           "        }",
           "    }"]
    return dev, host, W + S * a["n"], ref


def nest_order_pending(a):
    """Device launches one nest_order parent grid may have pending: a fill
    and a use for each launching thread."""
    return 2 * ((a["n"] + a["every"] - 1) // a["every"])


# --------------------------------------------------------------- what a child's code holds (2026-11-29)

CHILD_CODE_KINDS = ["shared_atomic", "ctor", "default_arg", "ref_local", "macro_local", "spin", "block2d"]


def sample_child_code(rng):
    return {"kind": rng.choice(CHILD_CODE_KINDS), "n": rng.randint(4, 64), "pb": rng.choice([32, 64]),
            "cg": rng.randint(1, 2), "cb": rng.choice([32, 64]), "bx": rng.choice([4, 8, 16]),
            "salt": rng.randint(1, 1000)}


def emit_child_code(p, a):
    """Children whose code holds what a copy run elsewhere cannot keep, as
    the review of 2026-11-29 found them: an atomic on the child's shared
    memory, a constructor or a default argument reading threadIdx, a local
    changed through a reference or a macro and used after a barrier, a
    thread spinning on another's flag, blocks of two 2-D shapes. Each parent
    thread launches one child writing a region of its own."""
    kind, n, cg, cb = a["kind"], a["n"], a["cg"], a["cb"]
    i = "blockIdx.x * blockDim.x + threadIdx.x"
    pre, block = "", str(cb)
    if kind == "shared_atomic":
        body = f"""    __shared__ unsigned count;
    if (threadIdx.x == 0)
        count = 0u;
    __syncthreads();
    if ((threadIdx.x * 7u + v) % 3u == 0u)
        atomicAdd(&count, 1u);
    __syncthreads();
    x[{i}] = v + count;"""
        ref = [f"unsigned count = 0; for (unsigned u = 0; u < {cb}u; u++) count += (u * 7u + v) % 3u == 0u;",
               f"for (unsigned k = 0; k < {cg * cb}u; k++) r[k] = v + count;"]
    elif kind == "ctor":
        pre = f"struct {p}Place {{\n    unsigned t;\n    __device__ {p}Place() : t(threadIdx.x) {{}}\n}};\n"
        body = f"    {p}Place pl;\n    x[blockIdx.x * blockDim.x + pl.t] = v + pl.t;"
        ref = [f"for (unsigned k = 0; k < {cg * cb}u; k++) r[k] = v + k % {cb}u;"]
    elif kind == "default_arg":
        pre = f"__device__ unsigned {p}lane(unsigned t = threadIdx.x)\n{{\n    return t;\n}}\n"
        body = f"    x[blockIdx.x * blockDim.x + {p}lane()] = v ^ {p}lane();"
        ref = [f"for (unsigned k = 0; k < {cg * cb}u; k++) r[k] = v ^ (k % {cb}u);"]
    elif kind == "ref_local":
        body = f"""    unsigned y = threadIdx.x;
    unsigned &alias = y;
    alias += v;
    __syncthreads();
    x[{i}] = y;"""
        ref = [f"for (unsigned k = 0; k < {cg * cb}u; k++) r[k] = k % {cb}u + v;"]
    elif kind == "macro_local":
        pre = f"#define {p}BUMP(a) ((a) += 3u)\n"
        body = f"""    unsigned y = threadIdx.x * 2u;
    {p}BUMP(y);
    __syncthreads();
    x[{i}] = y + v;"""
        ref = [f"for (unsigned k = 0; k < {cg * cb}u; k++) r[k] = (k % {cb}u) * 2u + 3u + v;"]
    elif kind == "spin":
        body = f"""    __shared__ volatile unsigned flag;
    if (threadIdx.x == 0)
        flag = 0u;
    __syncthreads();
    if (threadIdx.x == 1)
        flag = v | 1u;
    if (threadIdx.x == 0) {{
        while (flag == 0u) {{
        }}
        x[{i}] = flag;
    }} else {{
        x[{i}] = v + threadIdx.x;
    }}"""
        ref = [f"for (unsigned k = 0; k < {cg * cb}u; k++) r[k] = k % {cb}u == 0u ? (v | 1u) : v + k % {cb}u;"]
    else:  # block2d: each launch's block is bx by cb/bx or cb/bx by bx
        bx, by = a["bx"], cb // a["bx"]
        block = f"t % 2 ? dim3({bx}, {by}) : dim3({by}, {bx})"
        body = f"""    unsigned k = blockIdx.x * {cb}u + threadIdx.y * blockDim.x + threadIdx.x;
    x[k] = v + k;"""
        ref = [f"for (unsigned k = 0; k < {cg * cb}u; k++) r[k] = v + k;"]
    dev = f"""
{pre}
__global__ void {p}child(unsigned *x, unsigned v)
{{
{body}
}}

__global__ void {p}parent(unsigned *out, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        {p}child<<<{cg}, {block}, 0, cudaStreamFireAndForget>>>(out + (unsigned)t * {cg * cb}u,
                                                              dt_hmix((unsigned)t, {a['salt']}u));
}}
"""
    host = [f"{p}parent<<<{(n + a['pb'] - 1) // a['pb']}, {a['pb']}>>>(out, {n});"]
    refs = [f"    for (unsigned t = 0; t < {n}u; t++) {{",
            f"        unsigned v = dt_hmix(t, {a['salt']}u), *r = ref + t * {cg * cb}u;"]
    refs += ["        " + line for line in ref] + ["    }"]
    return dev, host, n * cg * cb, refs


def sample_ref_alias(rng):
    return {"kind": rng.choice(["uniform", "stride", "hoist", "offsets"]),
            "bind": rng.choice(["paren", "paren", "brace", "assign", "helper", "holder", "holder", "decltype",
                                "capture"]),
            "m": rng.randint(2, 5), "k": rng.randint(0, 1), "pg": rng.randint(1, 4),
            "pb": rng.choice([32, 64, 128, 256]), "cb": rng.choice([32, 64]), "size": rng.randint(1, 100),
            "items": rng.randint(40, 1100), "n": rng.randint(1, 600), "per": rng.randint(1, 60),
            "degs": [rng.choice([0, 1, 2, 3, 5, 8, 13, 40]) for _ in range(rng.randint(1, 300))],
            "reps": rng.randint(1, 2)}


def ref_alias_bind(p, a, ctype, alias, name, value, cond, indent):
    """Some threads change `name` (a parameter or a local) through a
    reference: `T &alias(name)` (which a parser reads as a function
    declaration), `T &alias{name}`, `T &alias = name`, or a helper's `T &`
    parameter; `cond` says which threads, `value` what to."""
    if a["bind"] == "helper":
        return [f"{indent}{p}set({name}, {value}, {cond});"]
    if a["bind"] == "holder":
        return [f"{indent}{p}Ref {alias}{{{name}}};", f"{indent}{alias}.set({value}, {cond});"]
    if a["bind"] == "capture":  # a lambda's init-capture by reference
        return [f"{indent}auto {alias} = [&v = {name}]({ctype} x, bool now) {{", f"{indent}    if (now)",
                f"{indent}        v = x;", f"{indent}}};", f"{indent}{alias}({value}, {cond});"]
    decl = {"paren": f"{ctype} &{alias}({name});", "brace": f"{ctype} &{alias}{{{name}}};",
            "assign": f"{ctype} &{alias} = {name};", "decltype": f"decltype(auto) {alias} = ({name});"}[a["bind"]]
    return [indent + decl, f"{indent}if ({cond})", f"{indent}    {alias} = {value};"]


def emit_ref_alias(p, a):
    """What the analysis takes for kept or uniform, changed by some threads
    through a reference bound to it (2026-11-30: `T &r(x)` in a body, which
    tree-sitter reads as a function declaration, hid the binding): a tag the
    same in every thread until some change it (grid aggregation must not
    keep it once for the grid), the bound of a grid-stride loop (its grid
    must not be widened), the parameter a child's grid is worked out from
    (--hoist must not work it out on the host) and the offsets a child's
    count is read from (--hoist over offsets must not read them on the
    host)."""
    W = 512
    kind, cb, m, k = a["kind"], a["cb"], a["m"], a["k"]
    ctype = {"uniform": "unsigned", "stride": "int", "hoist": "int", "offsets": "const long long *"}[kind]
    helper = ""
    if a["bind"] == "helper":
        ptype = ctype + " &" if not ctype.endswith("*") else ctype + "&"
        vtype = ctype
        helper = f"\n__device__ void {p}set({ptype}x, {vtype} v, bool now)\n{{\n    if (now)\n        x = v;\n}}\n"
    elif a["bind"] == "holder":  # an object holding a reference: what it is made from changes through it
        ref_decl = f"{ctype} &v;" if not ctype.endswith("*") else f"{ctype}&v;"
        helper = (f"\nstruct {p}Ref {{\n    {ref_decl}\n    __device__ void set({ctype} x, bool now)\n    {{\n"
                  f"        if (now)\n            v = x;\n    }}\n}};\n")
    launch = f"{p}child<<<(COUNT + {cb - 1}) / {cb}, {cb}, 0, cudaStreamFireAndForget>>>(out, tag, COUNT);"
    host, ref = [], []
    if kind == "uniform":
        body = ["    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;", "    unsigned tag = salt * 131u;"]
        body += ref_alias_bind(p, a, ctype, "alias", "tag", "tag ^ dt_hmix(t, 5u)", f"t % {m}u == {k}u", "    ")
        body += ["    " + launch.replace("COUNT", "size")]
        params = "unsigned *out, unsigned salt, int size"
        threads = a["pg"] * a["pb"]
        host = [f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out, {7919 * r + 13}u, {a['size']});" for r in range(a["reps"])]
        ref = [f"    for (unsigned r = 0; r < {a['reps']}u; r++)",
               f"        for (unsigned t = 0; t < {threads}u; t++) {{",
               "            unsigned tag = (7919u * r + 13u) * 131u;",
               f"            if (t % {m}u == {k}u)", "                tag = tag ^ dt_hmix(t, 5u);",
               f"            int n = {a['size']};"] + hashing_child_ref("            ", W) + ["        }"]
    elif kind == "stride":
        body = ["    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {"]
        body += ref_alias_bind(p, a, ctype, "bound", "n", "j + 1", f"j % {m} == {k}", "        ")
        body += ["        unsigned tag = salt * 131u + (unsigned)j;", f"        int size = j % {cb} + 1;",
                 "        " + launch.replace("COUNT", "size"), "    }"]
        params = "unsigned *out, unsigned salt, int n"
        stride = a["pg"] * a["pb"]
        host = [f"{p}parent<<<{a['pg']}, {a['pb']}>>>(out, {7919 * r + 13}u, {a['items']});" for r in range(a["reps"])]
        ref = [f"    for (unsigned r = 0; r < {a['reps']}u; r++)",
               f"        for (int t = 0; t < {stride}; t++) {{",
               f"            int bound = {a['items']};",
               f"            for (int j = t; j < bound; j += {stride}) {{",
               f"                if (j % {m} == {k})", "                    bound = j + 1;",
               "                unsigned tag = (7919u * r + 13u) * 131u + (unsigned)j;",
               f"                int n = j % {cb} + 1;"] + hashing_child_ref("                ", W) + ["            }", "        }"]
    elif kind == "hoist":
        body = ["    int t = blockIdx.x * blockDim.x + threadIdx.x;"]
        body += ref_alias_bind(p, a, ctype, "items", "per", "per + 3", "blockIdx.x % 2 == 1", "    ")
        body += ["    if (t < n) {", "        unsigned tag = salt * 131u + (unsigned)t;",
                 "        " + launch.replace("COUNT", "per"), "    }"]
        params = "unsigned *out, unsigned salt, int n, int per"
        n, pb = a["n"], a["pb"]
        pers = [a["per"] + 11 * r for r in range(a["reps"])]
        host = [f"{p}parent<<<{(n + pb - 1) // pb}, {pb}>>>(out, {7919 * r + 13}u, {n}, {pers[r]});"
                for r in range(a["reps"])]
        ref = [f"    const int pers[{a['reps']}] = {{{', '.join(map(str, pers))}}};",
               f"    for (unsigned r = 0; r < {a['reps']}u; r++)",
               f"        for (int t = 0; t < {n}; t++) {{",
               "            unsigned tag = (7919u * r + 13u) * 131u + (unsigned)t;",
               f"            int n = t / {pb} % 2 == 1 ? pers[r] + 3 : pers[r];"] + \
            hashing_child_ref("            ", W) + ["        }"]
    else:
        degs = a["degs"]
        n = len(degs)
        rows = [0]
        for d in degs:
            rows.append(rows[-1] + d)
        body = ["    int v = blockIdx.x * blockDim.x + threadIdx.x;"]
        body += ref_alias_bind(p, a, ctype, "rows", "row", "alt", f"v % {m} == {k}", "    ")
        body += ["    if (v < n) {", "        long long begin = row[v];", "        int count = (int)(row[v + 1] - begin);",
                 "        unsigned tag = salt * 131u + (unsigned)v + (unsigned)begin * 7u;",
                 "        if (count > 0)", "            " + launch.replace("COUNT", "count"), "    }"]
        params = "unsigned *out, const long long *row, const long long *alt, unsigned salt, int n"
        helper = (f"\nstatic const long long {p}rows[{n + 1}] = {{{', '.join(f'{r}LL' for r in rows)}}};\n"
                  f"static const long long {p}alts[{n + 1}] = {{{', '.join(f'{2 * r}LL' for r in rows)}}};\n" + helper)
        pb = a["pb"]
        host = ["long long *drow, *dalt;", f"DT_CHECK(cudaMalloc((void **)&drow, sizeof({p}rows)));",
                f"DT_CHECK(cudaMalloc((void **)&dalt, sizeof({p}alts)));",
                f"DT_CHECK(cudaMemcpy(drow, {p}rows, sizeof({p}rows), cudaMemcpyHostToDevice));",
                f"DT_CHECK(cudaMemcpy(dalt, {p}alts, sizeof({p}alts), cudaMemcpyHostToDevice));"]
        host += [f"{p}parent<<<{(n + pb - 1) // pb}, {pb}>>>(out, drow, dalt, {7919 * r + 13}u, {n});"
                 for r in range(a["reps"])]
        host += ["DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());",
                 "DT_CHECK(cudaFree(drow));", "DT_CHECK(cudaFree(dalt));"]
        ref = [f"    for (unsigned r = 0; r < {a['reps']}u; r++)",
               f"        for (int v = 0; v < {n}; v++) {{",
               f"            const long long *row = v % {m} == {k} ? {p}alts : {p}rows;",
               "            long long begin = row[v];", "            int n = (int)(row[v + 1] - begin);",
               "            unsigned tag = (7919u * r + 13u) * 131u + (unsigned)v + (unsigned)begin * 7u;"] + \
            hashing_child_ref("            ", W) + ["        }"]
    dev = hashing_child(p, W) + helper + f"\n__global__ void {p}parent({params})\n{{\n" + "\n".join(body) + "\n}\n"
    return dev, host, W, ref


def ref_alias_pending(a):
    """Device launches one ref_alias parent grid may have pending (as written)."""
    return {"uniform": a["pg"] * a["pb"], "stride": a["items"], "hoist": a["n"],
            "offsets": len(a["degs"])}[a["kind"]]


# --------------------------------------------------------------- programs


# ------------------------------------------------------ barriers that order nothing

OWN_SLOT_KINDS = ["pure", "table", "two", "atomic", "local_array", "neighbour", "rotate", "rotate_ldg", "rotate_helper",
                  "publish"]


def sample_own_slot(rng):
    return {"kind": rng.choice(OWN_SLOT_KINDS), "n": rng.randint(4, 64), "pb": rng.choice([32, 64]),
            "cg": rng.randint(1, 2), "cb": rng.choice([32, 64, 128]), "salt": rng.randint(1, 1000),
            "tn": rng.choice([17, 97, 256]), "alias": rng.choice(["", "", "int", "unsigned", "auto"])}


def emit_own_slot(p, a):
    """Children that stage a word in shared memory at the thread's own slot,
    wait at __syncthreads() and read it back (DynCall's child), reading
    before the barrier only what no thread writes (a float table beside
    unsigned results): run by one thread (launch removal T4), such barriers
    order nothing, and dpopt runs each child thread whole
    (analysis/idle_barriers.h). Beside them, children
    whose barriers do order something, which must stay split: a neighbour's
    slot read after the barrier, a word of the output read before it (by a
    subscript or through __ldg) and written after it by another thread (the
    same type), a word written before it that another thread reads after it. Each parent thread launches one
    child writing a region of its own; the parent fills it first where the
    child reads it. The thread's index is threadIdx.x or a local holding it."""
    kind, n, cg, cb, tn = a["kind"], a["n"], a["cg"], a["cb"], a["tn"]
    tx, bx = "threadIdx.x", "blockIdx.x"
    alias = a.get("alias", "")
    if alias:  # the thread's index held in a local, as most kernels write it
        tx = "tid"
    i = f"{bx} * blockDim.x + {tx}"
    fill = ""
    # ref: the words of one launch r[0 .. cg*cb), from v, k (its index), u = k % cb, b = k / cb
    if kind == "pure":
        body = f"""    unsigned w = {tx} * 2654435761u ^ v;
    s[{tx}] = w + {bx};
    __syncthreads();
    x[{i}] = s[{tx}] * 3u + v;"""
        ref = "r[k] = ((u * 2654435761u ^ v) + b) * 3u + v;"
    elif kind == "table":
        body = f"""    s[{tx}] = (unsigned)tab[({tx} + v) % {tn}u];
    __syncthreads();
    x[{i}] = s[{tx}] ^ v;"""
        ref = f"r[k] = (unsigned)(dt_hmix((u + v) % {tn}u, 7u) % 1000u) ^ v;"
    elif kind == "two":
        body = f"""    s[{tx}] = {tx} + v;
    __syncthreads();
    s[{tx}] *= 5u;
    __syncthreads();
    x[{i}] = s[{tx}] + {bx};"""
        ref = "r[k] = (u + v) * 5u + b;"
    elif kind == "atomic":
        body = f"""    s[{tx}] = ({tx} * 7u + v) % 5u;
    __syncthreads();
    if (s[{tx}] == 0u)
        atomicAdd(&x[{bx} * blockDim.x + {tx} % 4u], {tx} + 1u);"""
        ref = (f"r[k] = 0u; for (unsigned w = 0; w < {cb}u; w++) "
               f"if (w % 4u == u && (w * 7u + v) % 5u == 0u) r[k] += w + 1u;")
    elif kind == "local_array":
        body = f"""    unsigned tmp[4];
    for (int j = 0; j < 4; j++)
        tmp[j] = {tx} * (unsigned)(j + 1) + v;
    s[{tx}] = tmp[v % 4u];
    __syncthreads();
    x[{i}] = s[{tx}] + 1u;"""
        ref = "r[k] = u * (v % 4u + 1u) + v + 1u;"
    elif kind == "neighbour":
        body = f"""    s[{tx}] = {tx} * 3u + v;
    __syncthreads();
    x[{i}] = s[({tx} + 1u) % blockDim.x];"""
        ref = f"r[k] = ((u + 1u) % {cb}u) * 3u + v;"
    elif kind in ("rotate", "rotate_ldg", "rotate_helper"):
        # reads the output before the barrier, another thread writes it after; through __ldg (the
        # read-only cache, wrong once the read runs in the kernel that wrote the word), or a helper's
        fill = "x"
        word = f"x + {bx} * blockDim.x + ({tx} + 1u) % blockDim.x"
        read = {"rotate": f"*({word})", "rotate_ldg": f"__ldg({word})", "rotate_helper": f"{p}peek({word})"}[kind]
        body = f"""    s[{tx}] = {read};
    __syncthreads();
    x[{i}] = s[{tx}] + v;"""
        ref = f"r[k] = ((b * {cb}u + (u + 1u) % {cb}u) ^ v) + v;"
    else:  # publish: writes the output before the barrier, thread 0 reads the block's after it
        body = f"""    x[{i}] = {tx} + v;
    s[{tx}] = {tx};
    __syncthreads();
    if ({tx} == 0u) {{
        unsigned sum = 0u;
        for (unsigned w = 0; w < blockDim.x; w++)
            sum += x[{bx} * blockDim.x + w];
        x[{i}] = sum + s[{tx}];
    }}"""
        ref = (f"r[k] = u + v; if (u == 0u) {{ r[k] = 0u; "
               f"for (unsigned w = 0; w < {cb}u; w++) r[k] += w + v; }}")
    table = kind == "table"
    tparam = ", const float *tab" if table else ""
    targ = ", tab" if table else ""
    prefill = ""
    if fill:
        prefill = (f"        for (unsigned k = 0; k < {cg * cb}u; k++)\n"
                   f"            out[(unsigned)t * {cg * cb}u + k] = k ^ v;\n")
    if alias:
        body = f"    const {alias} tid = threadIdx.x;\n" + body
    helper = (f"\n__device__ unsigned {p}peek(const unsigned *q)\n{{\n    return __ldg(q);\n}}\n"
              if kind == "rotate_helper" else "")
    dev = f"""{helper}
__global__ void {p}child(unsigned *x, unsigned v{tparam})
{{
    __shared__ unsigned s[{cb}];
{body}
}}

__global__ void {p}parent(unsigned *out, int n{tparam})
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {{
        unsigned v = dt_hmix((unsigned)t, {a['salt']}u);
{prefill}        {p}child<<<{cg}, {cb}, 0, cudaStreamFireAndForget>>>(out + (unsigned)t * {cg * cb}u, v{targ});
    }}
}}
"""
    launch = f"{p}parent<<<{(n + a['pb'] - 1) // a['pb']}, {a['pb']}>>>(out, {n}{targ});"
    if table:
        host = [f"static float htab[{tn}];", f"for (unsigned k = 0; k < {tn}u; k++)",
                "    htab[k] = (float)(dt_hmix(k, 7u) % 1000u);", "float *tab;",
                "DT_CHECK(cudaMalloc((void **)&tab, sizeof(htab)));",
                "DT_CHECK(cudaMemcpy(tab, htab, sizeof(htab), cudaMemcpyHostToDevice));", launch,
                "DT_CHECK(cudaGetLastError());", "DT_CHECK(cudaDeviceSynchronize());", "DT_CHECK(cudaFree(tab));"]
    else:
        host = [launch]
    refs = [f"    for (unsigned t = 0; t < {n}u; t++) {{",
            f"        unsigned v = dt_hmix(t, {a['salt']}u), *r = ref + t * {cg * cb}u;",
            f"        for (unsigned k = 0; k < {cg * cb}u; k++) {{",
            f"            unsigned u = k % {cb}u, b = k / {cb}u;",
            "            (void)u;", "            (void)b;",
            "            " + ref, "        }", "    }"]
    return dev, host, n * cg * cb, refs


# ------------------------------------------------------ atomic additions added up per block

BLOCK_SUMS_KINDS = ["count", "int_word", "ull_word", "spread", "read_after", "float_value", "scaled",
                    "scaled_narrow", "scaled_int", "same_value", "max_word", "min_word", "or_word", "bits",
                    "mixed_ops"]


def sample_block_sums(rng):
    return {"kind": rng.choice(BLOCK_SUMS_KINDS), "n": rng.randint(4, 64), "pb": rng.choice([32, 64]),
            "cg": rng.randint(1, 3), "cb": rng.choice([32, 64, 128]), "salt": rng.randint(1, 1000)}


def emit_block_sums(p, a):
    """Children whose threads add to words the same for the whole block with
    atomicAdd (a count, an int's wrapping sum, a 64-bit sum, a float value
    into an int word, products with a factor the same for the block, words
    adding the same value, one register for them but where a step comes
    between) or with atomicMax, Min, Or, And and Xor (from words the parent
    sets to all ones where 0 would decide), which launch removal T4
    combines per block and makes once (analysis/block_sums.h); and children
    whose operations must stay as written: words that differ between
    threads, a word read back after a barrier, a 32-bit product into a
    64-bit word (no factor taken out), an addition and a maximum on words
    of one type.
    Each parent thread launches one child adding into a region of 8 words
    of its own."""
    kind, n, cg, cb = a["kind"], a["n"], a["cg"], a["cb"]
    W = 8
    tx, bx = "threadIdx.x", "blockIdx.x"
    pre = None  # "all ones": the parent sets its 8 words so before it launches
    ptype, arg = "unsigned *x", "out + (unsigned)t * 8u"
    # ref: adds to r[0 .. 8) for one launch, from v, over its threads u of blocks b
    if kind == "count":
        body = f"""    if (({tx} * 7u + v) % 3u == 0u)
        atomicAdd(&x[k + {bx}], 1u);"""
        ref = "if ((u * 7u + v) % 3u == 0u) r[k + b] += 1u;"
    elif kind == "int_word":
        ptype, arg = "int *x", "(int *)(out + (unsigned)t * 8u)"
        body = f"""    atomicAdd(x + {bx} + k, (int)({tx} * 2654435761u ^ v));"""
        ref = "r[b + k] += u * 2654435761u ^ v;"
    elif kind == "ull_word":
        ptype, arg = "unsigned long long *x", "(unsigned long long *)(out + (unsigned)t * 8u)"
        body = f"""    atomicAdd(&x[{bx}], (unsigned long long)({tx} + 1u) * (v | 0x10000u) * 4096u);"""
        ref = ("{ unsigned long long w = ((unsigned long long)r[2 * b + 1] << 32 | r[2 * b]) + "
               "(unsigned long long)(u + 1u) * (v | 0x10000u) * 4096u; "
               "r[2 * b] = (unsigned)w; r[2 * b + 1] = (unsigned)(w >> 32); }")
    elif kind == "float_value":  # a float converts to int at each addition
        ptype, arg = "int *x", "(int *)(out + (unsigned)t * 8u)"
        body = f"""    float f = 400000.875f + (float)(v % 8u);
    atomicAdd(&x[{bx}], f);"""
        ref = "r[b] += 400000u + v % 8u;"
    elif kind == "scaled":  # a factor the same for the block, the product 64-bit
        ptype, arg = "unsigned long long *x", "(unsigned long long *)(out + (unsigned)t * 8u)"
        body = f"""    int id = {tx} + {bx} * blockDim.x;
    if ((id ^ v) % 3u == 0u)
        atomicAdd(&x[0], (unsigned long long)(v * 2654435761u) * id);"""
        ref = (f"{{ unsigned id = u + b * {cb}u; if ((id ^ v) % 3u == 0u) {{ "
               "unsigned long long w = ((unsigned long long)r[1] << 32 | r[0]) + "
               "(unsigned long long)(v * 2654435761u) * id; r[0] = (unsigned)w; r[1] = (unsigned)(w >> 32); } }")
    elif kind == "scaled_narrow":  # a 32-bit product wraps before the 64-bit word's sum
        ptype, arg = "unsigned long long *x", "(unsigned long long *)(out + (unsigned)t * 8u)"
        body = f"""    atomicAdd(&x[{bx}], (v | 0x10000u) * ({tx} + 1u));"""
        ref = ("{ unsigned long long w = ((unsigned long long)r[2 * b + 1] << 32 | r[2 * b]) + "
               "(unsigned long long)((v | 0x10000u) * (u + 1u)); "
               "r[2 * b] = (unsigned)w; r[2 * b + 1] = (unsigned)(w >> 32); }")
    elif kind == "scaled_int":  # an int word, a negative factor
        ptype, arg = "int *x", "(int *)(out + (unsigned)t * 8u)"
        body = f"""    atomicAdd(x + {bx}, (int){tx} * -(int)(k + 3u));"""
        ref = "r[b] += (unsigned)((int)u * -(int)(k + 3u));"
    elif kind == "same_value":  # words adding the same value share a register; a step between parts them
        ptype, arg = "unsigned long long *x", "(unsigned long long *)(out + (unsigned)t * 8u)"
        body = f"""    int id = {tx} + {bx} * blockDim.x;
    unsigned long long s = (unsigned long long)(id ^ v);
    atomicAdd(&x[0], s);
    atomicAdd(&x[1], (unsigned long long)(v | 1u) * s);
    atomicAdd(&x[2], s++);
    atomicAdd(&x[3], s);"""
        add = ("{{ unsigned long long w = ((unsigned long long)r[{h}] << 32 | r[{l}]) + ({e}); "
               "r[{l}] = (unsigned)w; r[{h}] = (unsigned)(w >> 32); }}")
        ref = (f"{{ unsigned long long s = (unsigned long long)((u + b * {cb}u) ^ v); "
               + add.format(l=0, h=1, e="s") + " " + add.format(l=2, h=3, e="(unsigned long long)(v | 1u) * s")
               + " " + add.format(l=4, h=5, e="s") + " " + add.format(l=6, h=7, e="s + 1u") + " }")
    elif kind == "max_word":  # a maximum of signed values, compared as int
        ptype, arg = "int *x", "(int *)(out + (unsigned)t * 8u)"
        body = f"""    atomicMax(&x[{bx}], (int)({tx} * 2654435761u ^ v) >> 8);"""
        ref = "{ int m = (int)(u * 2654435761u ^ v) >> 8; if (m > (int)r[b]) r[b] = (unsigned)m; }"
    elif kind == "min_word":  # a minimum, from words set to all ones
        pre = "all ones"
        body = f"""    atomicMin(&x[{bx}], (v ^ ({tx} * 40503u)) | 1u);"""
        ref = "{ unsigned m = (v ^ (u * 40503u)) | 1u; if (m < r[b]) r[b] = m; }"
    elif kind == "or_word":
        body = f"""    atomicOr(&x[{bx}], 1u << (({tx} * 7u + v) % 32u));"""
        ref = "r[b] |= 1u << ((u * 7u + v) % 32u);"
    elif kind == "bits":  # xor into a 64-bit word and and into 32-bit ones, from all ones
        pre = "all ones"
        ptype, arg = "unsigned *x, unsigned long long *y", "out + (unsigned)t * 8u, (unsigned long long *)(out + (unsigned)t * 8u)"
        body = f"""    atomicXor(&y[0], 1ull << (({tx} ^ v) % 64u));
    atomicAnd(&x[2 + {bx}], ~(1u << (({tx} + v) % 32u)));"""
        ref = ("{ unsigned s = (u ^ v) % 64u; r[s / 32u] ^= 1u << (s % 32u); "
               "r[2 + b] &= ~(1u << ((u + v) % 32u)); }")
    elif kind == "mixed_ops":  # an addition and a maximum on words of one type: kept as written
        body = f"""    atomicAdd(&x[0], 1u);
    atomicMax(&x[1 + {bx}], {tx} ^ v);"""
        ref = "{ r[0] += 1u; unsigned m = u ^ v; if (m > r[1 + b]) r[1 + b] = m; }"
    elif kind == "spread":
        body = f"""    atomicAdd(&x[{tx} % 4u + {bx}], v + {tx});"""
        ref = "r[u % 4u + b] += v + u;"
    else:  # read_after: the block's sum read back after a barrier
        body = f"""    atomicAdd(&x[2 * {bx}], {tx} + 1u);
    __syncthreads();
    if ({tx} == 0u)
        x[2 * {bx} + 1] = x[2 * {bx}] + v;"""
        ref = (f"r[2 * b] += u + 1u; if (u == {cb - 1}u) r[2 * b + 1] = r[2 * b] + v;")
    set_words = (f"\n        for (unsigned w = 0; w < {W}u; w++)\n"
                 f"            out[(unsigned)t * {W}u + w] = 0xffffffffu;") if pre else ""
    dev = f"""
__global__ void {p}child({ptype}, unsigned v, unsigned k)
{{
{body}
}}

__global__ void {p}parent(unsigned *out, int n)
{{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {{
        unsigned v = dt_hmix((unsigned)t, {a['salt']}u);{set_words}
        {p}child<<<{cg}, {cb}, 0, cudaStreamFireAndForget>>>({arg}, v, v % 4u);
    }}
}}
"""
    host = [f"{p}parent<<<{(n + a['pb'] - 1) // a['pb']}, {a['pb']}>>>(out, {n});"]
    refs = [f"    for (unsigned t = 0; t < {n}u; t++) {{",
            f"        unsigned v = dt_hmix(t, {a['salt']}u), k = v % 4u, *r = ref + t * {W}u;",
            "        (void)k;"] + ([f"        for (unsigned w = 0; w < {W}u; w++) r[w] = 0xffffffffu;"] if pre else []) + [
            f"        for (unsigned b = 0; b < {cg}u; b++)",
            f"            for (unsigned u = 0; u < {cb}u; u++) {{",
            "                " + ref, "            }", "    }"]
    return dev, host, n * W, refs

def sample_big_children(rng):
    return {"rounds": rng.randint(2, 5), "pg": rng.randint(1, 3), "pb": rng.choice([32, 64]),
            "every": rng.choice([16, 32, 64]), "big": rng.choice([65537, 70000, 131077, 200000]),
            "cb": rng.choice([128, 256]), "y": rng.choice([1, 1, 2]), "small": rng.randint(1, 60),
            "warps": rng.choice([0, 1])}


def emit_big_children(p, a):
    """One parent launched by the host round after round in one stream,
    whose every `every`th thread launches the child with more than 65,536
    threads (one launch may put at most that many into a flattened batch:
    grid_flat_launch_max), the others with a few; the child's grid two rows
    high in some programs (its threads numbered across both). In the copy a
    followed kernel's host launches make, a large launch takes a record but
    no threads of the batch, listed apart, and the follow-up grid walks it
    whole, grid-stride: the only programs that take that path. With
    "warps" the child sums each warp's values with a warp-wide reduction
    (its block, a constant, whole warps): walked apart warp for warp."""
    W = 512
    cb, y, every = a["cb"], a["y"], a["every"]
    grid = f"(n + {cb - 1}) / {cb}" if y == 1 else f"dim3((n + {cb - 1}) / {cb} / {y} + 1, {y})"
    if a.get("warps"):
        body = f"""    unsigned v = i < n ? dt_hmix(tag, (unsigned)i) : 0u;
    unsigned sum = __reduce_add_sync(0xffffffffu, v);
    if (threadIdx.x % 32u == 0u)
        atomicAdd(&out[(tag + (unsigned)i / 32u) % {W}u], sum);"""
    else:
        body = f"""    if (i < n) {{
        unsigned v = dt_hmix(tag, (unsigned)i);
        atomicAdd(&out[v % {W}u], v);
    }}"""
    dev = f"""
__global__ void {p}child(unsigned *out, unsigned tag, int n)
{{
    int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
{body}
}}

__global__ void {p}parent(unsigned *out, unsigned salt)
{{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int n = j % {every} == 0 ? {a['big']} + j : j % {a['small']} + 1;
    {p}child<<<{grid}, {cb}, 0, cudaStreamFireAndForget>>>(out, salt * 131u + (unsigned)j, n);
}}
"""
    R = a["rounds"]
    host = [f"for (int r = 0; r < {R}; r++)",
            f"    {p}parent<<<{a['pg']}, {a['pb']}>>>(out, (unsigned)r * 7919u + 13u);",
            "DT_CHECK(cudaDeviceSynchronize());"]
    ref = [f"    for (int r = 0; r < {R}; r++)",
           f"        for (int j = 0; j < {a['pg'] * a['pb']}; j++) {{",
           "            unsigned tag = ((unsigned)r * 7919u + 13u) * 131u + (unsigned)j;",
           f"            int n = j % {every} == 0 ? {a['big']} + j : j % {a['small']} + 1;",
           ] + (["            for (int i = 0; i < n; i++)",
                 f"                ref[(tag + (unsigned)i / 32u) % {W}u] += dt_hmix(tag, (unsigned)i);"]
                if a.get("warps") else hashing_child_ref("            ", W)) + ["        }"]
    return dev, host, W, ref


SAMPLERS = {"tmpl_default": sample_tmpl_default, "tmpl_rec": sample_tmpl_rec, "friend": sample_friend,
            "host_api": sample_host_api, "chain": sample_chain, "smem_scan": sample_smem_scan,
            "exclusive": sample_exclusive, "work_queue": sample_work_queue, "dim3": sample_dim3,
            "promote_chain": sample_promote_chain, "corun": sample_corun, "shared_child": sample_shared_child,
            "attribute": sample_attribute, "wide": sample_wide,
            "loops": sample_loops, "narrow_args": sample_narrow_args,
            "streams": sample_streams, "resized": sample_resized, "threads": sample_threads,
            "unseen_threads": sample_unseen_threads, "grid_stride": sample_grid_stride,
            "block_walk": sample_block_walk, "hoist": sample_hoist, "nest_order": sample_nest_order,
            "hoist_offsets": sample_hoist_offsets, "child_code": sample_child_code, "ref_alias": sample_ref_alias,
            "own_slot": sample_own_slot, "block_sums": sample_block_sums, "big_children": sample_big_children}
EMITTERS = {"tmpl_default": emit_tmpl_default, "tmpl_rec": emit_tmpl_rec, "friend": emit_friend,
            "host_api": emit_host_api, "chain": emit_chain, "smem_scan": emit_smem_scan,
            "exclusive": emit_exclusive, "work_queue": emit_work_queue, "dim3": emit_dim3,
            "promote_chain": emit_promote_chain, "corun": emit_corun, "shared_child": emit_shared_child,
            "attribute": emit_attribute, "wide": emit_wide,
            "loops": emit_loops, "narrow_args": emit_narrow_args,
            "streams": emit_streams, "resized": emit_resized, "threads": emit_threads,
            "unseen_threads": emit_unseen_threads, "grid_stride": emit_grid_stride,
            "block_walk": emit_block_walk, "hoist": emit_hoist, "nest_order": emit_nest_order,
            "hoist_offsets": emit_hoist_offsets, "child_code": emit_child_code, "ref_alias": emit_ref_alias,
            "own_slot": emit_own_slot, "block_sums": emit_block_sums, "big_children": emit_big_children}


def sample_shape(rng, names):
    name = rng.choice(names)
    return name, SAMPLERS[name](rng)


def emit_shape_program(spec):
    """The kernels and the run function of one shape program (before any
    comments are injected)."""
    p = f"p{spec['prog']}_"
    dev, host, words, ref = EMITTERS[spec["shape"]](p, spec["params"])
    words = max(1, words)
    run = [f"static void {p}ref(unsigned *ref)", "{"] + ref + ["}", "",
           f"static cudaError_t {p}run(const int *data, unsigned long long *hash)", "{",
           "    (void)data;", "    unsigned *out;",
           f"    DT_CHECK(cudaMalloc((void **)&out, {words} * sizeof(unsigned)));",
           f"    DT_CHECK(cudaMemset(out, 0, {words} * sizeof(unsigned)));", "    {"]
    run += ["        " + h if h else "" for h in "\n".join(host).split("\n")]
    run += ["    }", "    DT_CHECK(cudaGetLastError());", "    DT_CHECK(cudaDeviceSynchronize());",
            f"    static unsigned words[{words}], want[{words}];",
            "    DT_CHECK(cudaMemcpy(words, out, sizeof(words), cudaMemcpyDeviceToHost));",
            "    DT_CHECK(cudaFree(out));",
            "    memset(want, 0, sizeof(want));",
            f"    {p}ref(want);",
            f"    dt_compare(words, want, {words});",
            f"    *hash = dt_fnv(words, {words});",
            "    return cudaSuccess;", "}", ""]
    return dev + "\n" + "\n".join(run)
