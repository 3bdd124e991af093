# removal-streams: launch removal (T1 to T4, auto) ran a child in place
# whatever its stream. A tail launch (tail.cu) runs after the whole parent
# grid, in place it ran before the other blocks were done: the child read
# slots not yet written. A launch into a stream the thread created
# (own_stream.cu, the differential tester's seed 7 programs 6 and 99) left
# the thread creating and destroying a stream with nothing in it; such T4
# output hung on an H100 (CUDA 13, tests/difftest/found/t4-empty-streams-hang-6)
# and ran once the streams went too. Now both stay as written, with a note.
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
    rs_note="the launch goes to the program's own stream 'stream'"
    # T3 refused this launch before for its own reason (one record a block)
    [ $rs_opt = --remove=t3 ] && rs_note="the stream differs between the launching threads"
    rs_expect $rs_opt own_stream.cu 'child<<<1, 32, 0, stream>>>(acc, threadIdx.x);' \
        "own_stream.cu:14:5: note: launch of 'child' left as written: $rs_note"
done
