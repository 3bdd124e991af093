#!/usr/bin/env python3
"""Checks dpopt's report of each corpus program against its .expect file.

An .expect file holds one fact a line, `path = value`, where path walks the
JSON report (`launches[0].args[1].uniformity.level`, `launches.length`,
`functions[name=child].space`) and value is compared as text (true, false,
null, numbers and strings written bare). Lines starting with # are comments.
Two keys are not paths:
  error = LINE:COL    dpopt must reject the file with a diagnostic there,
                      exit 1 and write no output
  nvcc = compile | reject   (read by run-all.sh, ignored here)

Usage: check-facts.py DPOPT EXPECT...   prints one line per file, exits 1 on
any mismatch, and prints the number of facts checked last.
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def walk(value, path):
    for part in re.findall(r"[^.\[\]]+|\[[^\]]*\]", path):
        if part.startswith("["):
            key = part[1:-1]
            if "=" in key:
                field, want = key.split("=", 1)
                matches = [v for v in value if str(v.get(field)) == want]
                if not matches:
                    raise KeyError(f"no element with {field}={want}")
                value = matches[0]
            else:
                value = value[int(key)]
        elif part == "length":
            value = len(value)
        else:
            value = value[part]
    return value


def as_text(value):
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    return str(value)


def check_error(dpopt, source, where):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.cu")
        run = subprocess.run([dpopt, source, "-o", out], capture_output=True, text=True)
        problems = []
        if run.returncode != 1:
            problems.append(f"exit status {run.returncode}, expected 1")
        if f"{source}:{where}: error:" not in run.stderr:
            problems.append(f"no diagnostic at {where}; stderr was: {run.stderr.strip()}")
        if os.listdir(tmp):
            problems.append(f"left files behind: {os.listdir(tmp)}")
        return problems


def main():
    dpopt, expects = sys.argv[1], sys.argv[2:]
    failed, checked = 0, 0
    for expect in expects:
        source = expect[: -len(".expect")] + ".cu"
        facts = []
        for number, line in enumerate(open(expect), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            path, _, want = (s.strip() for s in line.partition(" = "))
            facts.append((number, path, want))
        problems = []
        report = None
        for number, path, want in facts:
            if path == "nvcc":
                continue
            checked += 1
            if path == "error":
                problems += check_error(dpopt, source, want)
                continue
            if report is None:
                run = subprocess.run([dpopt, "--report=json", source], capture_output=True, text=True)
                if run.returncode != 0:
                    problems.append(f"dpopt failed ({run.returncode}): {run.stderr.strip()}")
                    break
                report = json.loads(run.stdout)
            try:
                got = as_text(walk(report, path))
            except (KeyError, IndexError, TypeError, ValueError) as e:
                got = f"<missing: {e}>"
            if got != want:
                problems.append(f"{expect}:{number}: {path}: expected {want}, got {got}")
        status = "ok  " if not problems else "FAIL"
        print(f"  {status} {source} ({len([f for f in facts if f[1] != 'nvcc'])} facts)")
        for p in problems:
            print(f"       {p}")
        failed += bool(problems)
    print(f"facts: {checked} checked in {len(expects)} files, {failed} file(s) failing")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
