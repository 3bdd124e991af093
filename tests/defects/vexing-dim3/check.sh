# vexing-dim3: a launch configuration spelt as a conversion of a name,
# `child<<<dim3(u), 32>>>`, was copied into a direct initialisation,
# `const dim3 dp_grid(dim3(u));`, which C++ parses as the declaration of a
# function: nvcc rejected the output of --coarsen=2, --remove=t4,
# --flatten=warp, --aggregate=warp and --threshold (site_code.c, coarsen.c,
# aggregate_warp.c), and --flatten=grid's copy of the configuration of a
# launch from the host (follow.c). Every such declaration is now a copy
# initialisation, `const dim3 dp_grid = dim3(u);`, as the launch's own
# parameters are. one_launch.cu: `dim3(u)` and `dim3(n)` in a kernel's only
# launch (warp aggregation takes it) and in the host's launch of the parent.
vd_out="$tmp/vexing-dim3"
mkdir -p "$vd_out"
for vd_file in vexing_dim3 one_launch; do
    for vd_opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2 \
        --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2 --flatten=warp --flatten=block --flatten=grid; do
        vd_what="vexing-dim3: dpopt $vd_opt $vd_file.cu"
        build/dpopt $vd_opt "$here/$vd_file.cu" -o "$vd_out/out.cu" 2>"$vd_out/notes" ||
            { fail "$vd_what exits non-zero: $(head -c 300 "$vd_out/notes")"; continue; }
        # No declaration of a dim3 the way a function is declared.
        ! grep -nE 'dim3 dp_[A-Za-z_]+\(' "$vd_out/out.cu" >"$vd_out/direct" && pass ||
            fail "$vd_what: a dim3 declared by direct initialisation: $(head -1 "$vd_out/direct")"
        vd_n=$((${vd_n:-0} + 1))
        if nvcc_sampled $vd_n; then # (a sample: tests/lib.sh)
            nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$vd_out/out.cu" -o "$vd_out/x.o" >"$vd_out/nvcc.log" 2>&1 &&
                pass || fail "$vd_what: nvcc rejects the output: $(grep -m1 error "$vd_out/nvcc.log")"
        fi
    done
done
# The configurations are taken (not left as written) where a strategy takes the site.
for vd_opt in --coarsen=2 --remove=t4 --flatten=warp; do
    build/dpopt $vd_opt "$here/vexing_dim3.cu" -o "$vd_out/out.cu" 2>"$vd_out/notes"
    grep -qF 'const dim3 dp_grid = dim3(u)' "$vd_out/out.cu" && pass ||
        fail "vexing-dim3: $vd_opt vexing_dim3.cu: the launch of child<<<dim3(u), w / 4>>> was not taken"
done
build/dpopt --flatten=grid "$here/one_launch.cu" -o "$vd_out/out.cu" 2>"$vd_out/notes"
grep -qF 'const dim3 dp_follow_grid = dim3(u), dp_follow_block = dim3(n);' "$vd_out/out.cu" && pass ||
    fail "vexing-dim3: --flatten=grid one_launch.cu: the host's launch of parent was not bound by copy initialisation"
