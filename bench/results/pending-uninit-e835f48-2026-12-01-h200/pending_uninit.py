#!/usr/bin/env python3
"""pending_uninit.py IN.cu OUT.cu - dpopt's output with each postponed launch's
record declared without its zeros (a hand edit for an A/B, not dpopt's code):

    child_launch dp_pending_0 = {};      ->    child_launch dp_pending_0;
                                               dp_pending_0.dp_active = false;

Only `dp_active` needs a value where the thread made no launch: every other
field is read under it (transform/postpone.c writes the declaration). With
the zeros, the fields a launching thread sets are, on every other path,
zero: the compiler keeps each in a register from the launch to the flush,
across the batch's barriers and atomics; without them, a field set from a
kernel parameter (data, scratch, depth + 1) can be read again where it is
used. Prints how many it changed; exits 1 when none."""
import re
import sys

DECL = re.compile(r"^(\s*)([A-Za-z_][A-Za-z0-9_]*_launch(?:<[^;]*>)?) (dp_pending_\d+) = \{\};", re.M)


def main():
    src, dst = sys.argv[1], sys.argv[2]
    text, n = DECL.subn(lambda m: "%s%s %s;\n%s%s.dp_active = false;" % (m.group(1), m.group(2), m.group(3),
                                                                        m.group(1), m.group(3)), open(src).read())
    open(dst, "w").write(text)
    print("pending_uninit.py: %d record(s) without zeros in %s" % (n, dst))
    return 0 if n else 1


if __name__ == "__main__":
    sys.exit(main())
