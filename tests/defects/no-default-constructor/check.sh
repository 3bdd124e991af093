# no-default-constructor: a child parameter whose class has constructors but
# none without arguments (NVIDIA's quadtree sample's Parameters has such a
# shape), or a reference parameter, went into a record dpopt declares empty
# (`Args r = {};`) under every aggregation granularity and T3/T1/T2/auto:
# the output did not build. Such a site is now left as written, or taken by
# T4, with a note naming the parameter and the class; classes with a
# default constructor, a constructor whose arguments all have defaults, or
# none declared are taken as before.
nd_out="$tmp/no-default-constructor"
mkdir -p "$nd_out"
nd_n=0
for nd_opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t3 --remove=auto; do
    build/dpopt $nd_opt "$here/no_default.cu" -o "$nd_out/out.cu" 2>"$nd_out/notes"
    grep -qF "no_default.cu:10:9: note: launch of 'child'" "$nd_out/notes" &&
        grep -qF "the child's parameter 'p' is a Params (line 1), which has constructors but none without arguments" "$nd_out/notes" &&
        pass || fail "no-default-constructor: $nd_opt no_default.cu: no note on the Params parameter: $(head -c 300 "$nd_out/notes")"
    build/dpopt $nd_opt -I "$here" "$here/defaults.cu" -o "$nd_out/defaults.cu" 2>"$nd_out/notes"
    grep -qF "the child's parameter 'b' is a Box ($here/params.h:2)" "$nd_out/notes" && pass ||
        fail "no-default-constructor: $nd_opt defaults.cu: no note on Box: $(head -c 300 "$nd_out/notes")"
    grep -qF "the child's parameter 'a' is a reference ('const AllDefault &')" "$nd_out/notes" && pass ||
        fail "no-default-constructor: $nd_opt defaults.cu: no note on the reference: $(head -c 300 "$nd_out/notes")"
    # Defaulted and Plain are taken (multiblock falls back to block for a reason of its own).
    # (At warp granularity both stay as written for a reason of their own:
    # one kernel, two warp batches.)
    ! grep -E "launch of 'take_(defaulted|plain)'" "$nd_out/notes" | grep -v 'another launch that warp granularity would take too' |
        grep -qE 'left as written|removed with t4 only|at warp granularity instead' && pass ||
        fail "no-default-constructor: $nd_opt defaults.cu: a class with a default constructor was refused: $(cat "$nd_out/notes")"
    nd_n=$((nd_n + 1))
    if nvcc_sampled $nd_n 2; then # (one option set in two: tests/lib.sh)
        for nd_file in out defaults; do
            nvcc -arch=sm_90 -rdc=true -Iruntime/include -I "$here" -c "$nd_out/$nd_file.cu" -o "$nd_out/x.o" >"$nd_out/nvcc.log" 2>&1 &&
                pass || fail "no-default-constructor: $nd_opt $nd_file: nvcc rejects the output: $(grep -m1 error "$nd_out/nvcc.log")"
        done
    fi
done
