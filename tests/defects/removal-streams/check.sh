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
for rs_opt in --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto; do
    build/dpopt $rs_opt "$here/tail.cu" -o "$rs_out/tail.cu" 2>"$rs_out/notes"
    rs_status=$?
    if [ $rs_status = 0 ] && grep -q 'total<<<1, 1, 0, cudaStreamTailLaunch>>>(slots, sum, gridDim.x);' "$rs_out/tail.cu" &&
        grep -qF "tail.cu:18:9: note: launch of 'total' left as written: the launch is a tail launch (cudaStreamTailLaunch)" "$rs_out/notes"; then
        pass
    else
        fail "removal-streams: $rs_opt tail.cu: exit $rs_status, the tail launch is not kept with its note: $(head -c 300 "$rs_out/notes")"
    fi
    build/dpopt $rs_opt "$here/own_stream.cu" -o "$rs_out/own.cu" 2>"$rs_out/notes"
    rs_status=$?
    if [ $rs_status = 0 ] && grep -q 'child<<<1, 32, 0, stream>>>(acc, threadIdx.x);' "$rs_out/own.cu" &&
        grep -qF "own_stream.cu:14:5: note: launch of 'child' left as written: the launch goes to the program's own stream 'stream'" "$rs_out/notes"; then
        pass
    else
        fail "removal-streams: $rs_opt own_stream.cu: exit $rs_status, the launch is not kept with its note: $(head -c 300 "$rs_out/notes")"
    fi
done
