# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a kernel whose name
# has two definitions, an explicit specialisation (specialised.cu) or an
# overload (overload.cu). dpopt read the first definition of the name, and
# every strategy copied it: shifted<5> ran the primary template's body
# (a wrong result once the output built), child(float *) the int one (an
# output nvcc rejects). Such a launch now stays as written, with a note
# naming the other definition's line; members of two classes that share a
# name (members.cu) are no such name.
kdt_modes=("--aggregate=warp" "--aggregate=block" "--aggregate=grid" "--aggregate=multiblock:4" "--remove=t1"
           "--remove=t3" "--remove=t4" "--remove=auto" "--threshold=64" "--coarsen=2" "--flatten=warp"
           "--flatten=block" "--flatten=grid")
for src in specialised:14 overload:9; do
    name=${src%:*} line=${src#*:}
    for opt in "${kdt_modes[@]}"; do
        build/dpopt $opt "$here/$name.cu" -o "$tmp/kdt.cu" 2>"$tmp/kdt.err" ||
            { fail "kernel-defined-twice: $opt $name.cu exits non-zero"; continue; }
        cmp -s "$here/$name.cu" "$tmp/kdt.cu" &&
            grep -q "is defined more than once (line $line: an overload or an explicit specialisation)" "$tmp/kdt.err" &&
            pass || fail "kernel-defined-twice: $opt $name.cu: taken, or no note naming line $line"
    done
done
build/dpopt --aggregate=block "$here/members.cu" -o "$tmp/kdt.cu" 2>"$tmp/kdt.err"
! grep -q 'defined more than once' "$tmp/kdt.err" && grep -q 'child_dp_block' "$tmp/kdt.cu" && pass ||
    fail "kernel-defined-twice: members.cu: two classes' set refuse the launch: $(cat "$tmp/kdt.err")"
