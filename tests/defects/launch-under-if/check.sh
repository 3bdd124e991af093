# launch-under-if: a launch written as a whole statement in a branch of an
# #if/#else inside a function body was refused as "part of a larger
# expression": the model reads every branch as code, and the launch's
# statement is the conditional. The note now names the conditional and its
# line. (Taking such a launch is not done: each branch is a site of its own
# to the plan, and only one of them is compiled.)
for lui_opt in --aggregate=block --aggregate=warp --flatten=grid --remove=t4 --remove=auto --threshold=32; do
    build/dpopt $lui_opt "$here/launch_under_if.cu" -o "$tmp/lui.cu" 2>"$tmp/lui.notes" ||
        fail "launch-under-if: $lui_opt exits non-zero"
    build/dpopt $lui_opt "$here/elif.cu" -o "$tmp/lui.cu" 2>>"$tmp/lui.notes" ||
        fail "launch-under-if: $lui_opt elif.cu exits non-zero"
    for lui_at in launch_under_if.cu:7:9 launch_under_if.cu:9:9 elif.cu:7:9 elif.cu:9:9; do
        grep -q "$lui_at: note: launch of 'child'.*: the launch is in a branch of the preprocessor conditional at line 6, and dpopt rewrites no statement inside #if" "$tmp/lui.notes" &&
            pass || fail "launch-under-if: $lui_opt $lui_at: no note naming the #if: $(cat "$tmp/lui.notes")"
    done
    ! grep -q "larger expression" "$tmp/lui.notes" && pass ||
        fail "launch-under-if: $lui_opt: the wrong reason stays: $(cat "$tmp/lui.notes")"
done
