# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a recursion that
# T1, T2 or auto removal runs level by level gives back every level's space,
# the last (empty) one too; else the launch pool, counting it in flight, never
# empties, and a program that launches the recursion again and again runs
# out of pool and heap (qt's eighth run, 2026-11-26). The level loop must
# end only where dpopt::free_level_step said the recursion is done, which
# gives the last level (and the one before it) back in the same step
# (runtime/include/dpopt/free_launch.cuh). gpu.sh runs recursion.cu 200
# times under every strategy and checks the pool is empty after each run.
for o in t1 t2 auto; do
    build/dpopt --remove=$o "$here/recursion.cu" -o "$tmp/pgb-$o.cu" 2>/dev/null
    ends=$(grep -c 'the recursion is done' "$tmp/pgb-$o.cu")
    given=$(grep -B3 'if (!dp_next.data) // the recursion is done' "$tmp/pgb-$o.cu" | grep -c 'dpopt::free_level_step(')
    [ "$ends" -ge 1 ] && [ "$ends" = "$given" ] && pass ||
        fail "pool-given-back --remove=$o: the level loop ends $ends time(s), $given of them after the step that gives the last level back"
done
