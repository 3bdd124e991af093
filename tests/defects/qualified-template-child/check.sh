# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a launch of
# ops::shifted<3> was refused as "not defined in this file" (found while
# fixing template-default-arg, 2026-11-25): the callee's name kept its
# template arguments. It now gets the note of any child declared in a
# namespace, as ops::plain does.
for opt in --aggregate=block --remove=t4 --flatten=warp; do
    build/dpopt "$opt" "$here/qualified.cu" -o "$tmp/qtc.cu" 2>"$tmp/qtc.err"
    grep -qF "qualified.cu:11:5: note: launch of 'ops::shifted' left as written: the child is declared inside a namespace or class" "$tmp/qtc.err" &&
        ! grep -q 'not defined in this file' "$tmp/qtc.err" && pass ||
        fail "qualified-template-child: $opt: $(cat "$tmp/qtc.err")"
done
