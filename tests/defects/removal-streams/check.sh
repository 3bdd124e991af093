# removal-streams: launch removal (T1 to T4, auto) ran a child in place
# whatever its stream. A tail launch (tail.cu) runs after the whole parent
# grid, in place it ran before the other blocks were done: the child read
# slots not yet written. A launch into a stream the thread created
# (own_stream.cu, the differential tester's seed 7 programs 6 and 99) left
# the thread creating and destroying a stream with nothing in it; such T4
# output hung on an H100 (CUDA 13, tests/difftest/found/t4-empty-streams-hang-6)
# and ran once the streams went too. The tail launch stays as written, with
# a note; the launch into the created stream is removed and the stream goes
# with it (2026-11-24): no thread is left making an empty stream.
rs_out="$tmp/removal-streams"
mkdir -p "$rs_out"
# rs_expect OPTION FILE KEPT NOTE: dpopt OPTION FILE exits 0, keeps the
# launch line KEPT as written and says NOTE.
rs_expect() {
    build/dpopt "$1" "$here/$2" -o "$rs_out/out.cu" 2>"$rs_out/notes"
    local status=$?
    if [ $status = 0 ] && grep -qF -- "$3" "$rs_out/out.cu" && grep -qF -- "$4" "$rs_out/notes"; then pass; else
        fail "removal-streams: $1 $2: exit $status, the launch is not kept with its note: $(head -c 300 "$rs_out/notes")"
    fi
}
for rs_opt in --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto; do
    rs_expect $rs_opt tail.cu 'total<<<1, 1, 0, cudaStreamTailLaunch>>>(slots, sum, gridDim.x);' \
        "tail.cu:18:9: note: launch of 'total' left as written: the launch is a tail launch (cudaStreamTailLaunch)"
    build/dpopt $rs_opt "$here/own_stream.cu" -o "$rs_out/out.cu" 2>"$rs_out/notes"
    rs_status=$?
    # (T3's launch where its pool is full goes to cudaStreamFireAndForget.)
    if [ $rs_status = 0 ] && ! grep -qF 'child<<<1, 32, 0, stream>>>' "$rs_out/out.cu" &&
        ! grep -q 'cudaStream\(Create\|Destroy\)' "$rs_out/out.cu" &&
        grep -qF '(void)&stream /* dpopt: no stream is made' "$rs_out/out.cu"; then pass; else
        fail "removal-streams: $rs_opt own_stream.cu: exit $rs_status, the launch or an empty stream is left: $(grep -n 'child<<<\|cudaStream' "$rs_out/out.cu" | head -3)"
    fi
done
