#!/usr/bin/env python3
"""Differential tester for dpopt: generated CDP2 programs, every strategy.

  run.py gen       --dir D --seed S [--first F] --count N [--batch B] [--shapes old|new|all|NAME,...]
  run.py transform --dir D [--dpopt build/dpopt] [-j J]
  run.py build     --dir D [-j J] [--compile-only c|ptx]
  run.py run       --dir D [-j J] [--timeout SEC]          (needs a GPU)
  run.py summary   --dir D                                  (summary.csv, summary.md)
  run.py minimise  --dir D --prog G --strategy TAG [--dpopt build/dpopt]
  run.py all       --dir D --seed S --count N [...]         (everything above)

gen writes D/src/bK.cu, one batch of B programs (K is the batch's first
program). transform runs dpopt with every strategy (STRATEGIES) on every
batch, build compiles the original and each variant with nvcc, run runs each
binary (resuming after a hang or a CUDA error) and compares every program's
checksum with the original's. Failures (dpopt exit != 0 or a signal, nvcc
rejecting dpopt's output, a checksum mismatch, a hang, a CUDA error) are
saved under D/failures/<strategy>/<what>-<prog>/ with the program alone, the
options and both outputs. --deadline EPOCH_SECONDS stops starting new work
after that time (what is left counts as not run).
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402

def read_strategies():
    """tests/strategies.txt: one option set a line, # comments."""
    with open(os.path.join(ROOT, "tests", "strategies.txt")) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


# Besides: each site its own batch, drawn at random (seeded by the number
# after "mix:" and the file's name) among the aggregation family's kinds,
# through --decisions: granularities mixed across one thread's launches, as
# -O and --decisions mix them (tests/defects/mixed-batch-order).
MIX_KINDS = ["written", "warp_batch", "block_batch", "grid_batch", "multiblock_batch", "flatten_grid",
             "flatten_block"]
STRATEGIES = read_strategies() + ["mix:1", "mix:2"]
# A template recursing without end (dpopt moving a launch out of its `if
# constexpr`) fails at nvcc's default depth of 200 pending instantiations
# only after minutes; the generated programs nest five at most.
# The folder of the headers generated programs include (apart_helpers.h):
# nvcc and dpopt alike find them through -I.
INCLUDE = "-I" + os.path.join(ROOT, "tests/difftest")
NVCC = ["nvcc", "-arch=sm_90", "-rdc=true", "-I" + os.path.join(ROOT, "runtime/include"), INCLUDE,
        "-Xcudafe", "--pending_instantiations=64", "-Xcompiler", "-pthread"]
# DIFFTEST_NVCC_FLAGS: more nvcc options for the programs and their outputs
# alike, e.g. '--default-stream per-thread' (the threads shape's host
# threads then each launch into a stream of their own).
NVCC += shlex.split(os.environ.get("DIFFTEST_NVCC_FLAGS", ""))
NVCC_TIMEOUT = 600
DEADLINE = None


def env_strategies():
    """DIFFTEST_STRATEGIES: option sets separated by ';' (an option set
    begins with '--', which --strategies cannot take from the command line)."""
    text = os.environ.get("DIFFTEST_STRATEGIES", "")
    return [s.strip() for s in text.split(";") if s.strip()]


def sampled_strategies():
    """STRATEGIES, or where DIFFTEST_EVERY=N is given one in N of them: the
    k-th (from 1) where k + DIFFTEST_ROTATION is a multiple of N (make
    test's sample, moving with the commit)."""
    every = int(os.environ.get("DIFFTEST_EVERY", "1"))
    rotation = int(os.environ.get("DIFFTEST_ROTATION", "0"))
    return [s for k, s in enumerate(STRATEGIES, 1) if (k + rotation) % every == 0]


def tag_of(opts):
    return re.sub(r"[^A-Za-z0-9]+", "-", opts.replace("--", " ").strip()).strip("-") or "orig"


def log(msg):
    print(time.strftime("%H:%M:%S"), msg, flush=True)


def late():
    return DEADLINE is not None and time.time() > DEADLINE


def load_meta(d):
    with open(os.path.join(d, "meta.json")) as f:
        return json.load(f)


def batches(meta, only=None):
    return [(b, list(range(b, min(b + meta["batch"], meta["first"] + meta["count"]))))
            for b in range(meta["first"], meta["first"] + meta["count"], meta["batch"])
            if only is None or b in only]


def tags(meta):
    return ["orig"] + [tag_of(o) for o in meta["strategies"]]


def opts_of(meta, tag):
    return "" if tag == "orig" else {tag_of(o): o for o in meta["strategies"]}[tag]


def parallel(jobs, fn, j, what):
    """Run fn over jobs on j threads, with progress lines; returns results."""
    results, done, start = [], 0, time.time()
    with cf.ThreadPoolExecutor(max_workers=j) as ex:
        futures = [ex.submit(fn, job) for job in jobs]
        for fut in cf.as_completed(futures):
            results.append(fut.result())
            done += 1
            if done % max(1, len(jobs) // 10) == 0 or done == len(jobs):
                log(f"{what}: {done}/{len(jobs)} ({time.time() - start:.0f} s)")
    return results


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


# ---------------------------------------------------------------- gen

def cmd_gen(a):
    os.makedirs(os.path.join(a.dir, "src"), exist_ok=True)
    gen.shape_names(a.shapes)          # an unknown name stops here
    meta = {"seed": a.seed, "first": a.first, "count": a.count, "batch": a.batch,
            "strategies": a.strategies or env_strategies() or sampled_strategies(), "shapes": a.shapes or "old"}
    write(os.path.join(a.dir, "meta.json"), json.dumps(meta, indent=1))
    for b, progs in batches(meta):
        specs = [spec_of(meta, g) for g in progs]
        write(os.path.join(a.dir, "src", f"b{b}.cu"), gen.emit_file(specs))
    log(f"gen: {a.count} programs in {len(batches(meta))} batches of {a.batch} (seed {a.seed}, "
        f"shapes {meta['shapes']})")


def spec_of(meta, g):
    return gen.sample_program(meta["seed"], g, meta.get("shapes"))


# ---------------------------------------------------------------- transform

def mix_decisions(dpopt, opts, src, dst):
    """For "mix:SEED": a decisions file beside dst asking each site of src a
    kind drawn from MIX_KINDS; the option naming it."""
    import random
    rng = random.Random("%s:%s" % (opts[4:], os.path.basename(src)))
    p = subprocess.run([dpopt, INCLUDE, "--report=decisions", src], capture_output=True, text=True, timeout=600)
    sites = json.loads(p.stdout)["decisions"] if p.returncode == 0 else []
    for site in sites:
        site.pop("threshold", None)
        site["kind"] = rng.choice(MIX_KINDS)
    path = dst + ".decisions.json"
    os.makedirs(os.path.dirname(path), exist_ok=True)
    write(path, json.dumps({"decisions": sites}, indent=1) + "\n")
    return "--decisions=" + path


def dpopt_one(dpopt, opts, src, dst, timeout=600):
    """Returns (status, stderr): status 'ok', 'exit N', 'signal N' or 'timeout'."""
    if opts.startswith("mix:"):
        opts = mix_decisions(dpopt, opts, src, dst)
    try:
        p = subprocess.run([dpopt, INCLUDE] + opts.split() + [src, "-o", dst], capture_output=True,
                           text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    err = p.stderr
    if re.search(r"AddressSanitizer|LeakSanitizer|runtime error", err):
        return "sanitizer", err
    if p.returncode < 0:
        return f"signal {-p.returncode}", err
    if p.returncode != 0:
        return f"exit {p.returncode}", err
    return "ok", err


def cmd_transform(a, only=None):
    meta = load_meta(a.dir)
    jobs = [(b, t) for b, _ in batches(meta, only) for t in tags(meta)[1:]]

    def one(job):
        b, t = job
        if late():
            return (b, t, "not-run")
        src = os.path.join(a.dir, "src", f"b{b}.cu")
        dst = os.path.join(a.dir, "var", t, f"b{b}.cu")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        status, err = dpopt_one(a.dpopt, opts_of(meta, t), src, dst)
        write(dst + ".dpopt.log", f"status: {status}\n{err}")
        if status == "ok":
            status = keep_changed_programs(a, meta, b, t, src, dst)
        return (b, t, status)

    res = parallel(jobs, one, a.j, "transform")
    bad = [r for r in res if r[2] not in ("ok", "not-run")]
    for b, t, status in bad:
        log(f"transform FAIL b{b} {t}: {status}")
        save_dpopt_failure(a, meta, b, t, status)
    return 1 if bad else 0


SECTION = re.compile(r"^// ---- (program \d+|main)", re.M)


def sections(text):
    """{name: text} of a batch: 'prelude' before the first program, each
    `program N` and `main` (the table and main), without dpopt's #line
    directives and its includes of the runtime."""
    out, names, last = {}, ["prelude"], 0
    for m in SECTION.finditer(text):
        out[names[-1]] = text[last:m.start()]
        names.append(m.group(1))
        last = m.start()
    out[names[-1]] = text[last:]
    return {k: "\n".join(l for l in v.split("\n")
                         if not l.startswith("#line") and not l.startswith("#include <dpopt/")).strip()
            for k, v in out.items()}


def changed_programs(src_text, var_text, progs):
    """The programs whose text dpopt changed. Where anything outside the
    programs changed (the prelude, main), every program counts as changed."""
    s, v = sections(src_text), sections(var_text)
    if s.keys() != v.keys() or s["prelude"] != v["prelude"] or s.get("main") != v.get("main"):
        return list(progs)
    return [g for g in progs if s.get(f"program {g}") != v.get(f"program {g}")]


def keep_changed_programs(a, meta, b, t, src, dst):
    """A program a strategy leaves as written has nothing to test (its
    verdict is `unchanged`): the variant is made again from the changed
    programs alone (none: no variant is built). Their list is beside the
    variant (.progs)."""
    progs = dict(batches(meta))[b]
    with open(src) as f, open(dst) as g:
        changed = changed_programs(f.read(), g.read(), progs)
    write(dst + ".progs", json.dumps(changed))
    if not changed or len(changed) == len(progs):
        return "ok"
    write(dst + ".sub.cu", gen.emit_file([spec_of(meta, g) for g in changed]))
    status, err = dpopt_one(a.dpopt, opts_of(meta, t), dst + ".sub.cu", dst)
    write(dst + ".dpopt.log", f"status: {status}\n{err}")
    return status


def programs_of_variant(d, b, t, progs):
    """The programs variant t of batch b holds (all for the original)."""
    path = os.path.join(d, "var", t, f"b{b}.cu.progs")
    if t == "orig" or not os.path.exists(path):
        return progs
    with open(path) as f:
        return json.load(f)


def save_dpopt_failure(a, meta, b, t, status):
    """dpopt refused or crashed on a batch: find which programs, alone, fail
    (the first three)."""
    opts = opts_of(meta, t)
    found = 0
    for g in dict(batches(meta))[b]:
        if found == 3:
            break
        spec = spec_of(meta, g)
        d = os.path.join(a.dir, "failures", t, f"dpopt-{g}")
        os.makedirs(d, exist_ok=True)
        write(os.path.join(d, "input.cu"), gen.emit_file([spec]))
        st, err = dpopt_one(a.dpopt, opts, os.path.join(d, "input.cu"), os.path.join(d, "output.cu"))
        if st == "ok":
            shutil.rmtree(d)
            continue
        write(os.path.join(d, "spec.json"), json.dumps(spec, indent=1))
        write(os.path.join(d, "options"), opts + "\n")
        write(os.path.join(d, "dpopt.stderr"), f"status: {st}\n{err}")
        log(f"  program {g} alone: {st} -> {d}")
        found += 1


# ---------------------------------------------------------------- build

def nvcc(src, out, compile_only):
    """compile_only: False links a program; "c" compiles an object; "ptx"
    runs the front end and device code generation only (about half the
    time of -c, and it rejects what -c rejects in practice)."""
    if compile_only == "ptx":
        cmd = NVCC + ["--ptx", src, "-o", out]
    elif compile_only:
        cmd = NVCC + ["-c", src, "-o", out]
    else: # with the host threads dpopt never sees (the unseen_threads shape)
        cmd = NVCC + [src, os.path.join(ROOT, "tests/difftest/host_threads.cu"), "-o", out, "-lcudadevrt"]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=NVCC_TIMEOUT)
    except subprocess.TimeoutExpired:
        write(out + ".nvcc.log", f"error: nvcc ran past {NVCC_TIMEOUT} s\n")
        return False
    write(out + ".nvcc.log", p.stdout + p.stderr)
    return p.returncode == 0


PROG_MARK = re.compile(r"^// ---- program (\d+)")


def rejected_programs(log, progs):
    """The programs nvcc's errors point at: each error names a file and a
    line (dpopt's #line directives name the input), and the program is the
    last `// ---- program N` line above it."""
    found, texts = set(), {}
    for m in re.finditer(r"^(.*?)\((\d+)\): error", log, re.M):
        path, line = m.group(1), int(m.group(2))
        if path not in texts:
            try:
                with open(path) as f:
                    texts[path] = f.read().split("\n")
            except OSError:
                texts[path] = []
        for k in range(min(line, len(texts[path])) - 1, -1, -1):
            mark = PROG_MARK.match(texts[path][k])
            if mark:
                found.add(int(mark.group(1)))
                break
    return found & set(progs)


def build_without(a, meta, b, t, progs, binary):
    """nvcc rejected variant t of batch b: generate, transform and build the
    batch again without the programs its errors point at (three rounds at
    most), so that one rejected program does not take the others' runs with
    it. Returns the programs left out, or None."""
    left_out = set()
    with open(binary + ".nvcc.log") as f:
        log = f.read()
    d = os.path.join(a.dir, "split", t)
    os.makedirs(d, exist_ok=True)
    for _ in range(3):
        bad = rejected_programs(log, progs) - left_out
        keep = [g for g in progs if g not in left_out | bad]
        if not bad or not keep or late():
            return None
        left_out |= bad
        src, var, out = (os.path.join(d, f"b{b}{ext}") for ext in (".cu", ".var.cu", ""))
        write(src, gen.emit_file([spec_of(meta, g) for g in keep]))
        if dpopt_one(a.dpopt, opts_of(meta, t), src, var)[0] != "ok":
            return None
        if nvcc(var, out, False):
            shutil.copy(out, binary)
            write(binary + ".left-out", json.dumps(sorted(left_out)))
            return left_out
        with open(out + ".nvcc.log") as f:
            log = f.read()
    return None


def cmd_build(a, only=None, split=False):
    """split (the GPU runs): a variant nvcc rejects is built again without
    the programs its errors point at; those count as nvcc, the rest run."""
    meta = load_meta(a.dir)
    jobs = []
    for b, progs in batches(meta, only):
        for t in tags(meta):
            src = (os.path.join(a.dir, "src", f"b{b}.cu") if t == "orig"
                   else os.path.join(a.dir, "var", t, f"b{b}.cu"))
            if t != "orig" and (not status_ok(src) or not programs_of_variant(a.dir, b, t, progs)):
                continue
            jobs.append((b, t, src))

    # A variant identical to one already built (a strategy that changed
    # nothing, or two that wrote the same) is built once and copied.
    import hashlib
    first, copies = {}, []
    for b, t, src in jobs:
        with open(src, "rb") as f:
            key = (b, hashlib.sha1(f.read()).hexdigest())
        if key in first:
            copies.append((first[key], (b, t)))
        else:
            first[key] = (b, t)
    firsts = set(first.values())
    unique = [j for j in jobs if (j[0], j[1]) in firsts]
    ext = {"ptx": ".ptx", "c": ".o"}.get(a.compile_only, "")

    def binary(b, t):
        return os.path.join(a.dir, "bin", t, f"b{b}" + ext)

    def one(job):
        b, t, src = job
        if late():
            return (b, t, "not-run")
        out = binary(b, t)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        return (b, t, "ok" if nvcc(src, out, a.compile_only) else "nvcc")

    log(f"build: {len(unique)} distinct files of {len(jobs)}")
    res = parallel(unique, one, a.j, "build")
    built = {(b, t): st for b, t, st in res}
    for (b0, t0), (b, t) in copies:
        st = built.get((b0, t0), "not-run")
        os.makedirs(os.path.dirname(binary(b, t)), exist_ok=True)
        if os.path.exists(binary(b0, t0) + ".nvcc.log"):
            shutil.copy(binary(b0, t0) + ".nvcc.log", binary(b, t) + ".nvcc.log")
        if st == "ok":
            shutil.copy(binary(b0, t0), binary(b, t))
        res.append((b, t, st))
    bad = [r for r in res if r[2] == "nvcc"]
    for b, t, _ in bad:
        log(f"build FAIL b{b} {t}: nvcc rejects it (bin/{t}/b{b}.nvcc.log)")
        d = os.path.join(a.dir, "failures", t, f"nvcc-b{b}")
        os.makedirs(d, exist_ok=True)
        sub = os.path.join(a.dir, "var", t, f"b{b}.cu.sub.cu")
        shutil.copy(sub if os.path.exists(sub) else os.path.join(a.dir, "src", f"b{b}.cu"), os.path.join(d, "input.cu"))
        if t != "orig":
            shutil.copy(os.path.join(a.dir, "var", t, f"b{b}.cu"), os.path.join(d, "output.cu"))
        shutil.copy(binary(b, t) + ".nvcc.log",
                    os.path.join(d, "nvcc.log"))
        write(os.path.join(d, "options"), opts_of(meta, t) + "\n")
    if split and not a.compile_only:
        progs_of = dict(batches(meta))
        retry = [(b, t) for b, t, _ in bad if t != "orig"]
        for (b, t), left in parallel(retry, lambda j: (j, build_without(
                a, meta, j[0], j[1], programs_of_variant(a.dir, j[0], j[1], progs_of[j[0]]), binary(*j))), a.j, "build again without rejected programs"):
            if left:
                log(f"build b{b} {t}: built without programs {sorted(left)}")
    return 1 if bad else 0


def status_ok(variant_src):
    try:
        with open(variant_src + ".dpopt.log") as f:
            return f.readline().strip() == "status: ok"
    except OSError:
        return False


# ---------------------------------------------------------------- run

LINE = re.compile(r"^prog (\d+) (0x[0-9a-f]+|error \S+|FAIL .*)$")


def run_until_quiet(cmd, quiet, env=None):
    """Run cmd; kill it when it prints no line for `quiet` seconds.
    Returns (stdout, returncode or None when killed)."""
    import queue
    import threading
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    lines = queue.Queue()

    def reader():
        for line in p.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=reader, daemon=True).start()
    out = []
    while True:
        try:
            line = lines.get(timeout=quiet)
        except queue.Empty:
            p.kill()
            p.wait()
            return "".join(out), None
        if line is None:
            return "".join(out), p.wait()
        out.append(line)


def run_binary(binary, progs, timeout, gpu=None):
    """Run a batch binary over its programs, resuming after a hang or an
    error. A program that prints nothing for `timeout` seconds hangs.
    Returns {prog: '0x..' | 'error NAME' | 'hang' | 'crash N' | 'missing'}."""
    res, todo = {}, list(progs)
    while todo:
        if late():
            break
        env = None if gpu is None else dict(os.environ, CUDA_VISIBLE_DEVICES=str(gpu))
        out, rc = run_until_quiet([binary, str(todo[0]), str(todo[-1])], timeout, env)
        said_error = False
        for line in out.splitlines():
            m = LINE.match(line.strip())
            if m:
                res[int(m.group(1))] = m.group(2)
                said_error = m.group(2).startswith("error")
        todo = [g for g in todo if g not in res]
        if not todo:
            break
        if rc == 0:
            for g in todo:
                res[g] = "missing"
            break
        if said_error and rc is not None:
            continue                 # that program's error ended the run
        res[todo[0]] = "hang" if rc is None else f"crash {rc}"
        todo = todo[1:]
    return res


def cmd_run(a, only=None, jobs_run=None):
    meta = load_meta(a.dir)
    jobs = []
    for b, progs in batches(meta, only):
        for t in tags(meta):
            if os.path.exists(os.path.join(a.dir, "bin", t, f"b{b}")):
                jobs.append((b, t, programs_of_variant(a.dir, b, t, progs)))

    def one(job):
        b, t, progs = job
        gpu = (b // meta["batch"]) % a.gpus if a.gpus > 1 else None
        return (b, t, run_binary(os.path.join(a.dir, "bin", t, f"b{b}"), progs, a.timeout, gpu))

    res = parallel(jobs, one, jobs_run or a.j, "run")
    results = {}
    for b, t, r in res:
        for g, v in r.items():
            results.setdefault(t, {})[str(g)] = v
    if only is not None:
        return results
    write(os.path.join(a.dir, "results.json"), json.dumps(results, indent=0, sort_keys=True))
    return classify(a, meta, results)


def cmd_all(a):
    """gen, then groups of batches: transform and build on every core while
    the GPU runs the group built before; then the verdicts and the summary."""
    cmd_gen(a)
    meta = load_meta(a.dir)
    ids = [b for b, _ in batches(meta)]
    group = max(1, a.j // 2)
    results, rc = {}, 0
    with cf.ThreadPoolExecutor(max_workers=1) as gpu:
        pending = []
        for k in range(0, len(ids), group):
            only = set(ids[k:k + group])
            rc |= cmd_transform(a, only) or 0
            rc |= cmd_build(a, only, split=True) or 0
            pending.append(gpu.submit(cmd_run, a, only, a.run_jobs))
        for fut in pending:
            for t, r in fut.result().items():
                results.setdefault(t, {}).update(r)
    write(os.path.join(a.dir, "results.json"), json.dumps(results, indent=0, sort_keys=True))
    rc |= classify(a, meta, results)
    return cmd_summary(a) | rc


def verdicts(meta, d, results):
    """{tag: {prog: verdict}}; verdict is equal, unchanged (dpopt left the
    program's text as it was: nothing to run), mismatch, wrong (the
    program's own reference says FAIL), hang, error, refused (dpopt exit !=
    0), dpopt-crash, nvcc, not-run, orig-bad."""
    orig = results.get("orig", {})
    out = {}
    for b, progs in batches(meta):
        for t in tags(meta)[1:]:
            logf = os.path.join(d, "var", t, f"b{b}.cu.dpopt.log")
            status = open(logf).readline().split(":", 1)[1].strip() if os.path.exists(logf) else "not-run"
            built = os.path.exists(os.path.join(d, "bin", t, f"b{b}"))
            left_out = set()
            if os.path.exists(os.path.join(d, "bin", t, f"b{b}.left-out")):
                with open(os.path.join(d, "bin", t, f"b{b}.left-out")) as f:
                    left_out = set(json.load(f))
            held = set(programs_of_variant(d, b, t, progs))
            for g in progs:
                o, v = orig.get(str(g)), results.get(t, {}).get(str(g))
                if status.startswith("exit"):
                    verdict = "refused"
                elif status != "ok":
                    verdict = "dpopt-crash" if status != "not-run" else "not-run"
                elif g not in held:
                    verdict = "unchanged"
                elif g in left_out:
                    verdict = "nvcc"
                elif not built:
                    nlog = os.path.join(d, "bin", t, f"b{b}.nvcc.log")
                    verdict = "nvcc" if os.path.exists(nlog) else "not-run"
                elif o is None or not o.startswith("0x"):
                    verdict = "orig-bad" if o is not None else "not-run"
                elif v is None:
                    verdict = "not-run"
                elif v == o:
                    verdict = "equal"
                elif v == "hang":
                    verdict = "hang"
                elif v.startswith("FAIL"):
                    verdict = "wrong"
                elif v.startswith("0x"):
                    verdict = "mismatch"
                else:
                    verdict = "error"
                out.setdefault(t, {})[g] = (verdict, o, v)
    return out


def classify(a, meta, results):
    bad = 0
    for t, progs in verdicts(meta, a.dir, results).items():
        for g, (verdict, o, v) in progs.items():
            if verdict in ("mismatch", "wrong", "hang", "error", "orig-bad"):
                bad += 1
                d = os.path.join(a.dir, "failures", t, f"{verdict}-{g}")
                spec = spec_of(meta, g)
                write(os.path.join(d, "input.cu"), gen.emit_file([spec]))
                write(os.path.join(d, "spec.json"), json.dumps(spec, indent=1))
                write(os.path.join(d, "options"), opts_of(meta, t) + "\n")
                write(os.path.join(d, "outputs"), f"original: {o}\nvariant:  {v}\n")
                log(f"run FAIL {t} program {g}: {verdict} (original {o}, variant {v}) -> {d}")
    return 1 if bad else 0


# ---------------------------------------------------------------- summary

COLUMNS = ["equal", "unchanged", "mismatch", "wrong", "hang", "error", "refused", "dpopt-crash", "nvcc", "orig-bad", "not-run"]


def cmd_summary(a):
    meta = load_meta(a.dir)
    try:
        with open(os.path.join(a.dir, "results.json")) as f:
            results = json.load(f)
    except OSError:
        results = {}
    rows = []
    for t, progs in verdicts(meta, a.dir, results).items():
        counts = {c: 0 for c in COLUMNS}
        for verdict, _, _ in progs.values():
            counts[verdict] += 1
        rows.append([opts_of(meta, t), len(progs)] + [counts[c] for c in COLUMNS])
    head = ["strategy", "programs"] + COLUMNS
    csv = "\n".join(",".join(f'"{c}"' if isinstance(c, str) and " " in c else str(c) for c in r)
                    for r in [head] + rows) + "\n"
    write(os.path.join(a.dir, "summary.csv"), csv)
    md = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    md += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    total = [sum(r[i] for r in rows) for i in range(1, len(head))]
    md.append("| total | " + " | ".join(str(c) for c in total) + " |")
    write(os.path.join(a.dir, "summary.md"), "\n".join(md) + "\n")
    print("\n".join(md))
    bad = sum(total[head.index(c) - 1] for c in ("mismatch", "wrong", "hang", "error", "dpopt-crash", "nvcc", "orig-bad"))
    return 1 if bad else 0


# ---------------------------------------------------------------- minimise

def shrink_candidates(spec):
    """Smaller specs, most aggressive first: drop a part, drop a site, then
    make one field of a site or part the simplest it can be."""
    import copy
    if "shape" in spec:
        return                       # a shape program is kept whole
    parts = spec["parts"]
    for q in range(len(parts)):
        if len(parts) > 1:
            s = copy.deepcopy(spec)
            del s["parts"][q]
            yield s
    for q, part in enumerate(parts):
        for k in range(len(part["sites"])):
            if len(part["sites"]) > 1:
                s = copy.deepcopy(spec)
                del s["parts"][q]["sites"][k]
                yield s
    simple_part = {"grid": 1, "block": 32, "early_return": False, "barrier_between": False,
                   "host": "once", "rounds": 2, "n_cut": 0}
    simple_site = {"ctx": "plain", "guard": "tid0", "stream": "default", "trip": "const",
                   "trip_const": 1, "grid": "const", "grid_const": 1, "n": "const", "n_const": 1,
                   "tag": "grid", "depth": 1, "fan": 1, "calls": 1, "xor": False, "bounds": False}
    for q, part in enumerate(parts):
        for key, val in simple_part.items():
            if part[key] != val:
                s = copy.deepcopy(spec)
                s["parts"][q][key] = val
                yield s
        for k, site in enumerate(part["sites"]):
            for key, val in simple_site.items():
                if site[key] != val:
                    s = copy.deepcopy(spec)
                    s["parts"][q]["sites"][k][key] = val
                    yield s


def failure_of(spec, opts, dpopt, work, timeout, gpu):
    """What goes wrong with one program under opts: None when nothing."""
    for part in spec.get("parts", []):
        gen.make_valid(part)
    src = os.path.join(work, "input.cu")
    write(src, gen.emit_file([spec]))
    st, _ = dpopt_one(dpopt, opts, src, os.path.join(work, "output.cu"))
    if st != "ok":
        return "refused" if st.startswith("exit") else "dpopt-crash"
    if not nvcc(os.path.join(work, "output.cu"), os.path.join(work, "variant"), False):
        return "nvcc"
    if not gpu:
        return None
    if not nvcc(src, os.path.join(work, "orig"), False):
        return "orig-bad"
    g = spec["prog"]
    o = run_binary(os.path.join(work, "orig"), [g], timeout).get(g)
    v = run_binary(os.path.join(work, "variant"), [g], timeout).get(g)
    write(os.path.join(work, "outputs"), f"original: {o}\nvariant:  {v}\n")
    if o is None or not o.startswith("0x"):
        return "orig-bad"
    if v == o:
        return None
    if v and v.startswith("FAIL"):
        return "wrong"
    return "hang" if v == "hang" else ("mismatch" if v and v.startswith("0x") else "error")


def cmd_minimise(a):
    """Shrink one failing program: re-generate it from its spec with fewer
    parts, sites and features while the same kind of failure persists.
    Candidates are tried -j at a time; the first that still fails wins."""
    meta = load_meta(a.dir)
    opts = opts_of(meta, a.strategy)
    spec = spec_of(meta, a.prog)
    work = os.path.join(a.dir, "minimise", f"{a.strategy}-{a.prog}")
    os.makedirs(work, exist_ok=True)
    gpu = not a.no_gpu
    want = failure_of(spec, opts, a.dpopt, work, a.timeout, gpu)
    if want is None:
        log(f"minimise: program {a.prog} does not fail under {opts}")
        return 1
    log(f"minimise: program {a.prog} under {opts}: {want}; shrinking")

    def still_fails(job):
        k, cand = job
        d = os.path.join(work, f"try{k}")
        os.makedirs(d, exist_ok=True)
        return failure_of(cand, opts, a.dpopt, d, a.timeout, gpu) == want

    progress = True
    while progress and not late():
        progress = False
        cands = list(shrink_candidates(spec))
        for k in range(0, len(cands), a.j):
            chunk = list(enumerate(cands[k:k + a.j]))
            with cf.ThreadPoolExecutor(max_workers=a.j) as ex:
                hits = list(ex.map(still_fails, chunk))
            if any(hits):
                spec, progress = chunk[hits.index(True)][1], True
                log(f"  smaller: {len(spec['parts'])} parts, "
                    f"{sum(len(p['sites']) for p in spec['parts'])} sites")
                break
    global DEADLINE
    DEADLINE = None                  # the smallest case's files, whatever the time
    failure_of(spec, opts, a.dpopt, work, a.timeout, gpu)
    write(os.path.join(work, "spec.json"), json.dumps(spec, indent=1))
    write(os.path.join(work, "options"), opts + "\n")
    for k in range(a.j):
        shutil.rmtree(os.path.join(work, f"try{k}"), ignore_errors=True)
    log(f"minimise: {want} kept; {work}/input.cu, output.cu, spec.json")
    return 0


# ---------------------------------------------------------------- main

def main():
    global DEADLINE
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cmd", choices=["gen", "transform", "build", "run", "summary", "minimise", "all"])
    ap.add_argument("--dir", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--batch", type=int, default=25)
    ap.add_argument("--strategies", nargs="*", help="dpopt option sets (default: all)")
    ap.add_argument("--shapes", help="gen: old (default), new, all, or shape names separated by commas "
                    "(tests/difftest/shapes.py)")
    ap.add_argument("--dpopt", default=os.path.join(ROOT, "build/dpopt"))
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=20)
    ap.add_argument("--run-jobs", type=int, default=6, help="binaries run at once (all)")
    ap.add_argument("--gpus", type=int, default=1, help="spread the binaries over this many GPUs")
    ap.add_argument("--compile-only", choices=["c", "ptx"], help="nvcc -c or --ptx, no link")
    ap.add_argument("--deadline", type=float)
    ap.add_argument("--prog", type=int)
    ap.add_argument("--strategy")
    ap.add_argument("--no-gpu", action="store_true")
    a = ap.parse_args()
    a.dpopt = os.path.abspath(a.dpopt)
    DEADLINE = a.deadline
    if a.cmd == "all":
        return cmd_all(a)
    return {"gen": cmd_gen, "transform": cmd_transform, "build": cmd_build, "run": cmd_run,
            "summary": cmd_summary, "minimise": cmd_minimise}[a.cmd](a) or 0


if __name__ == "__main__":
    sys.exit(main())
