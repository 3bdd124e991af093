# Issue 44 item 4: a kernel launched in one file of a program and defined in
# another is read in with what it calls there: the __device__ helpers (two
# deep), copied with internal linkage, and the kernels it launches,
# declared. Before: "not read in ...: its body names 'bin_of', which
# bins.cu declares", "it launches 'mark_leaf' itself", the launch as
# written. gpu-run.sh builds and runs driver.cu + bins.cu under each
# strategy (PASS or FAIL).
rc="$tmp/read-in-callees"
mkdir -p "$rc"
# Compiled with -rdc, then device-linked: what a program with a main links.
rc_link() { # folder files...
    local d=$1 f
    shift
    for f in "$@"; do
        nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$d/$f" -o "$d/${f%.cu}.o" >>"$d/nvcc.log" 2>&1 || return 1
    done
    nvcc -arch=sm_90 -dlink "$d/"*.o -o "$d/dlink.o" -lcudadevrt >>"$d/nvcc.log" 2>&1
}
rc_n=0
for s in --aggregate=warp --aggregate=block --aggregate=grid --flatten=grid --remove=t4 --threshold=64; do
    d="$rc/repro${s//[^a-z0-9]/_}"
    rc_n=$((rc_n + 1))
    expect_status 0 "reproduction under $s" build/dpopt $s "$here/repro_driver.cu" "$here/repro_bins.cu" -o "$d/"
    grep -q 'not read in' "$tmp/cli.err" && fail "reproduction under $s: $(cat "$tmp/cli.err")" || pass
    grep -q 'histogram_bin_in_repro_driver_dp_' "$d/repro_driver.cu" && pass || fail "reproduction under $s: no code made from histogram_bin"
    [ "$(grep -c '^static __device__ int bin_of(int key)' "$d/repro_driver.cu")" = 1 ] && pass ||
        fail "reproduction under $s: bin_of not copied once"
    cmp -s "$here/repro_bins.cu" "$d/repro_bins.cu" && pass || fail "reproduction under $s: repro_bins.cu changed"
    if nvcc_sampled $rc_n; then # (a sample: tests/lib.sh)
        rc_link "$d" repro_driver.cu repro_bins.cu && pass || fail "reproduction under $s: nvcc: $(grep -m1 error "$d/nvcc.log")"
    fi
done
# As written (no strategy): both files unchanged, nothing copied.
expect_status 0 "no strategy" build/dpopt "$here/driver.cu" "$here/bins.cu" -o "$rc/none/"
cmp -s "$here/driver.cu" "$rc/none/driver.cu" && pass || fail "no strategy: driver.cu changed"
# T4 removes the launch: the output launches nothing from the device and,
# its helper copied (not declared), compiles without -rdc. (--needs-rdc
# still says rdc: the file's own prototype of histogram_bin, defined in
# another file, is a device function defined elsewhere to it.)
expect_status 0 "--remove=t4 --needs-rdc" build/dpopt --remove=t4 --needs-rdc="$rc/rdc.txt" "$here/repro_driver.cu" \
    "$here/repro_bins.cu" -o "$rc/whole/"
grep -qx "whole $here/repro_bins.cu" "$rc/rdc.txt" && pass || fail "--needs-rdc: $(cat "$rc/rdc.txt")"
if command -v nvcc >/dev/null; then
    nvcc -arch=sm_90 -Iruntime/include -c "$rc/whole/repro_driver.cu" -o "$rc/whole/d.o" >"$rc/whole.log" 2>&1 && pass ||
        fail "--remove=t4 without -rdc: $(grep -m1 error "$rc/whole.log")"
fi

# The runnable program: a helper chain two deep (bin_of calls mix: mix goes
# first), a child that launches a kernel of its own file (declared).
for s in --aggregate=block --flatten=grid --remove=t3; do
    d="$rc/prog${s//[^a-z0-9]/_}"
    expect_status 0 "driver.cu + bins.cu under $s" build/dpopt $s "$here/driver.cu" "$here/bins.cu" -o "$d/"
    cp "$tmp/cli.err" "$d.err"
    grep -q 'not read in' "$d.err" && fail "driver.cu under $s: $(cat "$d.err")" || pass
    mix=$(grep -n '^static __device__ unsigned int mix(' "$d/driver.cu" | cut -d: -f1)
    bin=$(grep -n '^static __device__ int bin_of(' "$d/driver.cu" | cut -d: -f1)
    [ -n "$mix" ] && [ -n "$bin" ] && [ "$mix" -lt "$bin" ] && pass || fail "under $s: mix, then bin_of, not copied in that order"
    rc_n=$((rc_n + 1))
    if nvcc_sampled $rc_n; then
        nvcc -arch=sm_90 -rdc=true -Iruntime/include "$d/driver.cu" "$d/bins.cu" -o "$d/prog" -lcudadevrt >"$d/nvcc.log" 2>&1 &&
            pass || fail "driver.cu + bins.cu under $s: nvcc: $(grep -m1 error "$d/nvcc.log")"
    fi
done
d="$rc/prog__aggregate_block"
grep -q '^__global__ void mark_rows_in_driver_dp_block(' "$d/driver.cu" && pass || fail "mark_rows not read in"
grep -q '^__global__ void mark_leaf(int \*marks, int from, int count, int mark);$' "$d/driver.cu" && pass ||
    fail "mark_leaf, which mark_rows launches, not declared"
# The launch inside the read-in kernel is bins.cu's: no note in driver.cu.
[ -f "$d.err" ] && ! grep -q "launch of 'mark_leaf'" "$d.err" && pass || fail "a note on bins.cu's own launch"

# Two kernels calling one helper: copied once; a helper its file declares
# before defining it: declared first (static too).
expect_status 0 "a shared helper" build/dpopt --aggregate=block "$here/shared_driver.cu" "$here/shared_bins.cu" -o "$rc/shared/"
[ "$(grep -c '^static __device__ int bin_of(int key)' "$rc/shared/shared_driver.cu")" = 1 ] && pass || fail "a shared helper: not copied once"
grep -q '^static __device__ int later_bin(int key);$' "$rc/shared/shared_driver.cu" && pass || fail "later_bin not declared first"
if command -v nvcc >/dev/null; then
    rc_link "$rc/shared" shared_driver.cu shared_bins.cu && pass || fail "a shared helper: nvcc: $(grep -m1 error "$rc/shared/nvcc.log")"
fi
# Two launchers of one child: each has its own code (<kernel>_in_<file>)
# and its own static copy of the helper; the three files link.
sed 's/histogram_segments/histogram_segments_b/' "$here/repro_driver.cu" >"$rc/repro_driver_b.cu"
expect_status 0 "two launchers" build/dpopt --aggregate=grid "$here/repro_driver.cu" "$rc/repro_driver_b.cu" \
    "$here/repro_bins.cu" -o "$rc/two/"
grep -q 'histogram_bin_in_repro_driver_b_dp_grid' "$rc/two/repro_driver_b.cu" && pass || fail "two launchers: no code in the second"
if command -v nvcc >/dev/null; then
    rc_link "$rc/two" repro_driver.cu repro_driver_b.cu repro_bins.cu && pass ||
        fail "two launchers: nvcc: $(grep -m1 error "$rc/two/nvcc.log")"
fi

# Where it cannot be: the note names what and where, the launch as written.
# A helper of the launching file's own under the same name:
build/dpopt --aggregate=block "$here/clash_driver.cu" "$here/repro_bins.cu" -o "$rc/clash/" 2>"$rc/clash.err"
grep -qF "is not read in from the file that defines it: its body calls 'bin_of' ($here/repro_bins.cu:1), and $here/clash_driver.cu:5 declares another 'bin_of'" \
    "$rc/clash.err" && pass || fail "a name clash: $(cat "$rc/clash.err")"
cmp -s "$here/clash_driver.cu" "$rc/clash/clash_driver.cu" && pass || fail "a name clash: the launch rewritten"
# A helper that names its file's variable (not brought along: a second
# definition of it would be another variable):
build/dpopt --aggregate=block "$here/global_driver.cu" "$here/global_bins.cu" -o "$rc/global/" 2>"$rc/global.err"
grep -qF "is not read in from the file that defines it: its helper 'shifted_bin' ($here/global_bins.cu:3) names 'bin_shift', which $here/global_bins.cu:1 declares" \
    "$rc/global.err" && pass || fail "a helper naming a variable: $(cat "$rc/global.err")"
cmp -s "$here/global_driver.cu" "$rc/global/global_driver.cu" && pass || fail "a helper naming a variable: the launch rewritten"

# A helper a header of both files declares: not copied (a static copy would
# contradict the header's declaration), the code calls the file's own.
expect_status 0 "a helper a header declares" build/dpopt --aggregate=block "$here/hdr_driver.cu" "$here/hdr_bins.cu" -o "$rc/hdr/"
grep -q 'histogram_bin_in_hdr_driver_dp_block' "$rc/hdr/hdr_driver.cu" && pass || fail "a helper a header declares: not read in"
[ "$(grep -c '__device__ int bin_of' "$rc/hdr/hdr_driver.cu")" = 0 ] && pass || fail "a helper a header declares: copied"
if command -v nvcc >/dev/null; then
    cp "$here/hdr_bins.h" "$rc/hdr/"
    rc_link "$rc/hdr" hdr_driver.cu hdr_bins.cu && pass || fail "a helper a header declares: nvcc: $(grep -m1 error "$rc/hdr/nvcc.log")"
fi
