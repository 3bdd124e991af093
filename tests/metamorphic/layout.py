#!/usr/bin/env python3
"""The layout of code changes nothing: a metamorphic test of dpopt (no GPU).

Every input gets two copies: one with a comment /*dp*/ after each
operator, comma, opening parenthesis and launch bracket of its code, one
with a line break there instead (preprocessor lines left alone). dpopt must
decide the same on each copy as on the input: the JSON report must be
equal once the injected comments, white space and columns are set aside
(and, for line breaks, line numbers); with comments the generated code
must be equal too once the injected comments and white space are taken
out, and the notes once columns are. A difference is a fault of the kind
found on 2026-11-23 (a comment read as an operand made a divergent value
uniform: tests/defects/comment-operands).

    usage: tests/metamorphic/layout.py [--dpopt PATH] [--jobs N]
                                       [--every N --rotation R] [FILE...]
    --every N: the i-th file under the j-th option set only where
    i + j + R is a multiple of N (a diagonal; make test: N = 2, R moving
    with the commit, so that successive commits check the other pairs)
    default files: tests/corpus/*.cu, tests/expect/inputs/*.cu,
    tests/difftest/found/*/input.cu, bench/apps/*/*.cu
Prints one line per difference and a summary; exit 1 on any difference.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

OPTION_SETS = [
    [],
    ["--aggregate=warp"],
    ["--aggregate=block"],
    ["--aggregate=grid"],
    ["--aggregate=multiblock:4"],
    ["--remove=t3"],
    ["--remove=t4"],
    ["--remove=auto"],
    ["--threshold=32", "--aggregate=warp"],
    ["--coarsen=2", "--aggregate=block"],
]
MARK = "/*dp*/"
TOKEN = re.compile(r'/\*.*?\*/|//[^\n]*|\n|[ \t\r\f\v]+|R"\(.*?\)"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\''
                   r'|<<<|>>>|<<=|>>=|->\*?|\+\+|--|&&|\|\||==|!=|<=|>=|\+=|-=|\*=|/=|%=|&=|\|=|\^=|::'
                   r'|[A-Za-z_]\w*|\d[\w.]*|.', re.S)
AFTER = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ",", "(", "&&", "||", "?",
         "<<<", "+", "*", "%", "==", "!=", "<=", ">=", "return"}


def inject(text):
    """The text with MARK after each token of AFTER, outside comments,
    strings and preprocessor lines (with their continuations)."""
    out, line_start, in_directive, last = [], True, False, ""
    for tok in TOKEN.findall(text):
        out.append(tok)
        if tok == "\n":
            in_directive = in_directive and last == "\\"
            line_start = True
            last = tok
            continue
        if tok.isspace() or tok.startswith("/*") or tok.startswith("//"):
            continue
        if line_start and tok == "#":
            in_directive = True
        line_start = False
        before, last = last, tok
        # `operator()` names a function: a comment inside its `()` is C++,
        # but the grammar dpopt parses with reads `operator()` whole.
        if not in_directive and tok in AFTER and not (tok == "(" and before == "operator"):
            out.append(" " + MARK + " ")
    return "".join(out)


LINE_FIELDS = ("line", "sync_line", "lambda_line")


def strip_marks(value, lines=False):
    """A report without what the layout may change: the injected comments,
    white space, columns, and with `lines` line numbers (in texts too)."""
    if isinstance(value, str):
        if lines:
            value = re.sub(r"lines? \d+((,| and| to) \d+)*", "line N", value)
        return re.sub(r"\s+", "", value.replace(MARK, ""))
    if isinstance(value, list):
        return [strip_marks(v, lines) for v in value]
    if isinstance(value, dict):
        return {k: strip_marks(v, lines) for k, v in value.items()
                if k not in ("col", "file") and not (lines and k in LINE_FIELDS)}
    return value


def code_key(text, path):
    return re.sub(r"\s+", "", text.replace(MARK, "").replace(path, "INPUT"))


def run(dpopt, options, path):
    r = subprocess.run([dpopt] + options + [path], capture_output=True, text=True, errors="replace")
    return r.returncode, r.stdout, r.stderr


def notes_key(stderr, path):
    # Notes name lines and columns: lines stay, columns move; the words must stay.
    lines = []
    for line in stderr.splitlines():
        line = line.replace(path, "INPUT")
        line = re.sub(r"^(INPUT:\d+):\d+:", r"\1:", line)
        lines.append(re.sub(r"\s+", "", line.replace(MARK, "")))
    return lines


def inject_breaks(text):
    return inject(text).replace(" " + MARK + " ", "\n")


def check(dpopt, source, work, sets=OPTION_SETS):
    name = os.path.basename(source)
    base = os.path.join(work, name.replace(".cu", "") + "-" + str(abs(hash(source))))
    os.makedirs(base, exist_ok=True)
    plain, marked, broken = (os.path.join(base, d, name) for d in ("plain", "marked", "broken"))
    for p in (plain, marked, broken):
        os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(source, encoding="utf-8", errors="replace") as f:
        text = f.read()
    with open(plain, "w") as f:
        f.write(text)
    with open(marked, "w") as f:
        f.write(inject(text))
    with open(broken, "w") as f:
        f.write(inject_breaks(text))
    faults = []
    for options in sets:
        tag = " ".join(options) or "(none)"
        a, b = run(dpopt, options + ["--report=json"], plain), run(dpopt, options + ["--report=json"], marked)
        if a[0] != b[0]:
            faults.append(f"{source} {tag}: with comments, report exit {a[0]} vs {b[0]}: {b[2].strip()[:200]}")
            continue
        if a[0] == 0:
            ja, jb = strip_marks(json.loads(a[1])), strip_marks(json.loads(b[1]))
            if ja != jb:
                la, lb = ja.get("launches", []), jb.get("launches", [])
                where = next((f"launch {x.get('id')} (line {x.get('line')})" for x, y in zip(la, lb) if x != y), "elsewhere")
                faults.append(f"{source} {tag}: with comments, the reports differ at {where}")
                continue
        c = run(dpopt, options + ["--report=json"], broken)
        if c[0] != a[0]:
            faults.append(f"{source} {tag}: with line breaks, report exit {a[0]} vs {c[0]}: {c[2].strip()[:200]}")
            continue
        if a[0] == 0 and strip_marks(json.loads(a[1]), True) != strip_marks(json.loads(c[1]), True):
            faults.append(f"{source} {tag}: with line breaks, the reports differ")
            continue
        a, b = run(dpopt, options, plain), run(dpopt, options, marked)
        if a[0] != b[0] or code_key(a[1], plain) != code_key(b[1], marked):
            faults.append(f"{source} {tag}: with comments, the generated code differs (exit {a[0]} vs {b[0]})")
        elif notes_key(a[2], plain) != notes_key(b[2], marked):
            faults.append(f"{source} {tag}: with comments, the notes differ")
    return source, faults


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dpopt", default="build/dpopt")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--rotation", type=int, default=0)
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = args.files or sorted(glob.glob("tests/corpus/*.cu") + glob.glob("tests/expect/inputs/*.cu") +
                                 glob.glob("tests/difftest/found/*/input.cu") + glob.glob("bench/apps/*/*.cu"))
    # The i-th file's option sets: those on the diagonal (all where every is 1).
    sets = [[o for j, o in enumerate(OPTION_SETS) if (i + j + args.rotation) % args.every == 0]
            for i in range(len(files))]
    pairs = sum(len(s) for s in sets)
    faults = []
    with tempfile.TemporaryDirectory(prefix="dpopt-layout-") as work:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for source, found in pool.map(lambda f, s: check(args.dpopt, f, work, s), files, sets):
                for f in found:
                    print(f)
                faults += found
    print(f"layout: {len(files)} files x {len(OPTION_SETS)} option sets, {pairs} pairs checked, comments and line breaks, "
          f"{len(faults)} differences")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
