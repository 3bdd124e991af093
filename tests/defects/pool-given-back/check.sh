# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a recursion that
# T1, T2 or auto removal runs level by level gives back every level's space,
# the last (empty) one too; else the launch pool, counting it in flight, never
# empties, and a program that launches the recursion again and again runs
# out of pool and heap (qt's eighth run, 2026-11-26). The level loop must
# give the last level back where it ends. gpu.sh runs recursion.cu 200 times
# under every strategy and checks the pool is empty after each run.
for o in t1 t2 auto; do
    build/dpopt --remove=$o "$here/recursion.cu" -o "$tmp/pgb-$o.cu" 2>/dev/null
    ends=$(grep -c 'the recursion is done' "$tmp/pgb-$o.cu")
    given=$(grep -A2 'the recursion is done' "$tmp/pgb-$o.cu" | grep -c 'dpopt::free_level_last(dp_level, dp_space, ')
    [ "$ends" -ge 1 ] && [ "$ends" = "$given" ] && pass ||
        fail "pool-given-back --remove=$o: the level loop ends $ends time(s), giving the last level back $given time(s)"
done
