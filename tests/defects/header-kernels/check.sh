# header-kernels: main.cu includes kernels.cuh, which defines the kernels and
# their launch; dpopt writes the input file only, and said nothing at all
# about the header's launches. Each launch in a kernel or device function of
# a quoted header now gets a note there, naming the header; a host
# function's launch gets no note, and a header read twice gives its notes
# once. The file's own launch of a
# kernel a header defines said "not defined in this file" and told to give
# dpopt the program's files together: it now names the header.
hk_out="$tmp/header-kernels"
mkdir -p "$hk_out"
for hk_opt in --aggregate=block --aggregate=warp --flatten=grid --remove=t4 --remove=auto --threshold=32; do
    build/dpopt $hk_opt "$here/main.cu" -o "$hk_out/main.cu" 2>"$hk_out/main.notes" ||
        fail "header-kernels: $hk_opt main.cu exits non-zero"
    grep -qF "kernels.cuh:7:9: note: launch of 'child' left as written: kernels and device functions defined in a header are not transformed" "$hk_out/main.notes" &&
        grep -qF "never the header $here/kernels.cuh)" "$hk_out/main.notes" && cmp -s "$here/main.cu" "$hk_out/main.cu" && pass ||
        fail "header-kernels: $hk_opt main.cu: no note on the header's launch: $(cat "$hk_out/main.notes")"
    build/dpopt $hk_opt "$here/both.cu" -o "$hk_out/both.cu" 2>"$hk_out/both.notes" ||
        fail "header-kernels: $hk_opt both.cu exits non-zero"
    [ "$(grep -c "kernels.cuh:7:9: note: launch of 'child' left as written" "$hk_out/both.notes")" = 1 ] &&
        grep -qF "helpers.cuh:3:42: note: launch of 'child' left as written: kernels and device functions defined in a header" "$hk_out/both.notes" &&
        ! grep -q "helpers.cuh:6" "$hk_out/both.notes" &&
        grep -q "both.cu:4:33: note: launch of 'child'.*: the child kernel is not defined in this file but in the header $here/kernels.cuh, and kernels defined in a header are not transformed" "$hk_out/both.notes" && pass ||
        fail "header-kernels: $hk_opt both.cu: the header's notes: $(cat "$hk_out/both.notes")"
done
# -v counts the header's launch as left as written, and
# --fail-on-as-written fails for it (before: "0 launches", exit 0).
build/dpopt -v --fail-on-as-written --aggregate=block "$here/main.cu" -o "$hk_out/main.cu" 2>"$hk_out/main.notes"
hk_status=$?
[ "$hk_status" = 3 ] && grep -qF "main.cu: 1 launch from the device: 0 taken, 1 left as written" "$hk_out/main.notes" && pass ||
    fail "header-kernels: -v --fail-on-as-written: exit $hk_status, $(grep -v 'note:' "$hk_out/main.notes")"
# No strategy asked: no note.
build/dpopt "$here/main.cu" -o "$hk_out/main.cu" 2>"$hk_out/main.notes" && [ ! -s "$hk_out/main.notes" ] && pass ||
    fail "header-kernels: no strategy: notes: $(cat "$hk_out/main.notes")"
