# input-files: a quoted include naming a device (/dev/zero), a FIFO or a
# folder was read forever (or blocked on the FIFO); an input that is a device
# was read until memory ran out. A header must be a regular file (anything
# else stays unknown, as a missing header does); an input is read up to
# 256 MiB, then it is an error.
if_dir="$tmp/input-files"
mkdir -p "$if_dir/dir.h"
mkfifo "$if_dir/fifo.h"
cat >"$if_dir/main.cu" <<'CU'
#include "/dev/zero"
#include "fifo.h"
#include "dir.h"
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) { if (threadIdx.x == 0) child<<<1, 32>>>(p + blockIdx.x * 32); }
CU
for if_bin in build/dpopt build/san/dpopt; do
    for if_opt in --aggregate=block --remove=t4 --report; do
        timeout 30 $if_bin $if_opt "$if_dir/main.cu" -o "$if_dir/out.cu" >"$if_dir/stdout" 2>"$if_dir/err"
        if_status=$?
        [ $if_status = 0 ] && pass || fail "input-files: $if_bin $if_opt with device/FIFO/folder headers: exit $if_status $(head -c 200 "$if_dir/err")"
    done
    timeout 30 $if_bin /dev/zero -o "$if_dir/zero.cu" 2>"$if_dir/err"
    if_status=$?
    if [ $if_status = 1 ] && grep -qF '/dev/zero: error: cannot read: larger than 256 MiB' "$if_dir/err" && [ ! -e "$if_dir/zero.cu" ]; then
        pass
    else
        fail "input-files: $if_bin /dev/zero: exit $if_status, expected 1 and 'larger than 256 MiB': $(head -c 200 "$if_dir/err")"
    fi
done
