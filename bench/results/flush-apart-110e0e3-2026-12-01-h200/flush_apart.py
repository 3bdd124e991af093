#!/usr/bin/env python3
"""flush_apart.py IN.cu OUT.cu - dpopt's output with each batch's flush out of line.

A hand edit for an A/B (not dpopt's code): every block dpopt writes at the
end of a launching block to open, fill and close its batch (the block whose
first line is `// dpopt: the grid's launches of ...` or `// dpopt: the
block's launches of ...`) becomes the body of a lambda called at once and
never inlined:

    {                                   [&]() __attribute__((noinline)) {
        // dpopt: the grid's launches       // dpopt: the grid's launches
        ...                          ->     ...
    }                                   }();

so that the registers the batch helpers (and a small batch walked where it
is made) need no longer set those of the body they follow: sssp's followed
parent goes from 54 registers to 30, qsb's level kernel from 58 to 32.
Prints how many blocks it moved; exits 1 when none."""
import re
import sys

OPEN = re.compile(r"^(\s*)\{\n\s*// dpopt: the (grid|block)'s launches of ", re.M)


def close_of(text, at):
    """The index of the brace that closes the one at `at` (dpopt's output
    has no brace in a string or character literal of its own code)."""
    depth = 0
    for i in range(at, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    raise SystemExit("flush_apart.py: unbalanced braces after offset %d" % at)


def main():
    src, dst = sys.argv[1], sys.argv[2]
    text = open(src).read()
    out, pos, moved = [], 0, 0
    for m in OPEN.finditer(text):
        brace = m.start() + len(m.group(1))
        if brace < pos:
            continue  # inside a block already moved
        end = close_of(text, brace)
        out.append(text[pos:brace])
        out.append("[&]() __attribute__((noinline)) " + text[brace:end + 1] + "();")
        pos = end + 1
        moved += 1
    out.append(text[pos:])
    open(dst, "w").write("".join(out))
    print("flush_apart.py: %d flush block(s) moved out of line in %s" % (moved, dst))
    return 0 if moved else 1


if __name__ == "__main__":
    sys.exit(main())
