#!/usr/bin/env python3
"""check-layers.py - the pipeline's layering in src/, each layer built only
on those below it:
  - a folder includes only its own headers and those of the folders below
    it: util < syntax < model < analysis < plan < transform < report... as
    listed in LAYERS (report reads the plan; pipeline.c and main.c sit on top);
  - no file of transform/ includes analysis/ (the plan decides, transform
    only carries the decision out);
  - no import circle among the files of transform/, nor among those of
    plan/ (a.c including b.h is an edge a -> b, modules named without
    their ending): re-emission calls the strategies only through the hooks
    it is given, and the plan's types do not lean on its planning passes;
  - transform/emit.c, the re-emission of user code, stays under 300 lines;
  - only syntax/parents.c calls tree-sitter's ts_node_parent and its
    sibling functions, which walk down from the root each time (quadratic
    in the nesting: 14 seconds for one launch argument nested 7,994
    parentheses deep under --remove=auto); the rest asks parents_of,
    parents_next_sibling and parents_prev_sibling.
Prints each violation and exits 1 when there is any.
usage: scripts/check-layers.py [SRC-DIR]"""
import os, re, sys

LAYERS = ["util", "syntax", "model", "analysis", "plan", "rewrite", "transform", "report"]
# rewrite is below transform but needs no analysis or plan; report reads plan
ALLOWED = {
    "util": {"util"},
    "syntax": {"util", "syntax"},
    "model": {"util", "syntax", "model"},
    "analysis": {"util", "syntax", "model", "analysis"},
    "plan": {"util", "syntax", "model", "analysis", "plan"},
    "rewrite": {"util", "syntax", "rewrite"},
    "transform": {"util", "syntax", "model", "plan", "rewrite", "transform"},
    "report": {"util", "syntax", "model", "analysis", "plan", "report"},
}

# tree-sitter 0.20's functions that find a node's parent by walking down
# from the root (syntax/parents.h's own answer the same in constant time).
WALKS_FROM_ROOT = re.compile(r"\b(ts_node_parent|ts_node_(?:next|prev)(?:_named)?_sibling)\s*\(")

def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "src")
    problems = []
    edges = {}
    for folder in LAYERS:
        d = os.path.join(src, folder)
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(d, name)
            module = folder + "/" + name[:-2]
            with open(path) as f:
                for n, line in enumerate(f, 1):
                    walk = WALKS_FROM_ROOT.search(line)
                    if walk and module != "syntax/parents":
                        problems.append("%s:%d: %s walks from the root at every call: use syntax/parents.h"
                                        % (path, n, walk.group(1)))
                    m = re.match(r'\s*#\s*include\s+"([a-z_]+)/([a-z_0-9]+)\.h"', line)
                    if not m:
                        continue
                    target_folder, target = m.group(1), m.group(1) + "/" + m.group(2)
                    if target_folder not in ALLOWED[folder]:
                        problems.append("%s:%d: %s/ may not include %s/ (%s.h)" % (path, n, folder, target_folder, target))
                    if folder in ("transform", "plan") and target_folder == folder and target != module:
                        edges.setdefault(module, set()).add(target)
    # circles: depth-first search over each folder's edges
    state, stack = {}, []
    def visit(m):
        state[m] = 1
        stack.append(m)
        for t in sorted(edges.get(m, ())):
            if state.get(t) == 1:
                problems.append("import circle: " + " -> ".join(stack[stack.index(t):] + [t]))
            elif not state.get(t):
                visit(t)
        stack.pop()
        state[m] = 2
    for m in sorted(edges):
        if not state.get(m):
            visit(m)
    emit = os.path.join(src, "transform", "emit.c")
    if os.path.exists(emit):
        with open(emit) as f:
            lines = sum(1 for _ in f)
        if lines >= 300:
            problems.append("%s: %d lines; re-emission stays under 300 (strategies go in their own files)" % (emit, lines))
    for p in problems:
        print(p)
    print("layers: %d problem%s" % (len(problems), "" if len(problems) == 1 else "s"))
    return 1 if problems else 0

if __name__ == "__main__":
    sys.exit(main())
