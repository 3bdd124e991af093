# if-constexpr-recursion: a launch under `if constexpr` in a template kernel
# (depth<D - 1><<<...>>> under `if constexpr (D > 0)`) was recorded there and
# launched at the end of the block or grid, outside the branch: the launch
# was instantiated for every D and nvcc rejected the output ("excessive
# recursion at instantiation") under --aggregate=block, grid, multiblock and
# --flatten=block, grid. Every strategy that records a launch to make it
# elsewhere (plan/site_checks.c, record_refusal) now leaves such a launch as
# written with a note naming the `if constexpr`'s line.
ic_out="$tmp/if-constexpr-recursion"
mkdir -p "$ic_out"
for ic_opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2 \
    --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2 --flatten=warp --flatten=block --flatten=grid \
    --promote=pao --corun; do
    ic_what="if-constexpr-recursion: dpopt $ic_opt if_constexpr.cu"
    build/dpopt $ic_opt "$here/if_constexpr.cu" -o "$ic_out/out.cu" 2>"$ic_out/notes" ||
        { fail "$ic_what exits non-zero: $(head -c 300 "$ic_out/notes")"; continue; }
    if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null && ! cmp -s "$here/if_constexpr.cu" "$ic_out/out.cu"; then
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$ic_out/out.cu" -o "$ic_out/x.o" >"$ic_out/nvcc.log" 2>&1 &&
            pass || fail "$ic_what: nvcc rejects the output: $(grep -m1 error "$ic_out/nvcc.log")"
    fi
    case $ic_opt in
    --aggregate=block | --aggregate=grid | --aggregate=multiblock:4 | --flatten=block | --flatten=grid)
        grep -qF "if_constexpr.cu:9:13: note: launch of 'depth' left as written: the launch is under an \`if constexpr\` (line 8)" "$ic_out/notes" &&
            pass || fail "$ic_what: no note naming the if constexpr: $(head -c 300 "$ic_out/notes")" ;;
    esac
done
