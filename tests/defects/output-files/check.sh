# -o onto what is not a regular file, onto a symlink, onto the input; the
# mode of a new file; write errors on reports; leaks on every strategy.
# Each of these failed before output_file.c: dpopt renamed a temporary file
# over /dev/null (as root), over FIFOs and links, and over its own input.
of="$tmp/output-files"
mkdir -p "$of"
cp tests/corpus/bfs.cu "$of/in.cu"

# A FIFO stays a FIFO and its reader gets the output.
mkfifo "$of/fifo"
timeout 20 cat "$of/fifo" >"$of/from-fifo" &
reader=$!
expect_status 0 "-o onto a FIFO" build/dpopt "$of/in.cu" -o "$of/fifo"
wait "$reader"
[ -p "$of/fifo" ] && pass || fail "-o onto a FIFO replaced the FIFO"
cmp -s "$of/in.cu" "$of/from-fifo" && pass || fail "-o onto a FIFO: the reader did not get the output"

# /dev/null stays a device (make test runs as root in CI).
expect_status 0 "-o /dev/null" build/dpopt "$of/in.cu" -o /dev/null
[ -c /dev/null ] && pass || fail "-o /dev/null replaced the device node"
build/dpopt "$of/in.cu" -o /dev/stdout 2>/dev/null | cmp -s "$of/in.cu" - && pass || fail "-o /dev/stdout writes standard output"

# A symlink: its target is written, the link stays.
echo old >"$of/target.cu"
ln -s target.cu "$of/link.cu"
expect_status 0 "-o onto a symlink" build/dpopt "$of/in.cu" -o "$of/link.cu"
[ -L "$of/link.cu" ] && pass || fail "-o onto a symlink replaced the link"
cmp -s "$of/in.cu" "$of/target.cu" && pass || fail "-o onto a symlink did not write its target"

# The input itself, by name or through a link: refused, untouched.
cp "$of/in.cu" "$of/self.cu"
expect_status 2 "-o equal to the input" build/dpopt --aggregate=block "$of/self.cu" -o "$of/self.cu"
grep -q 'would overwrite the input' "$tmp/cli.err" && pass || fail "-o equal to the input: no diagnostic"
ln -s self.cu "$of/self-link.cu"
expect_status 2 "-o onto a link to the input" build/dpopt --aggregate=block "$of/self.cu" -o "$of/self-link.cu"
cmp -s "$of/in.cu" "$of/self.cu" && pass || fail "-o equal to the input changed the input"

# Modes: a new file gets what the umask allows; an existing one keeps its own.
( umask 022 && build/dpopt "$of/in.cu" -o "$of/new.cu" )
[ "$(stat -c %a "$of/new.cu")" = 644 ] && pass || fail "new output file mode $(stat -c %a "$of/new.cu"), expected 644"
echo old >"$of/kept.cu" && chmod 640 "$of/kept.cu"
build/dpopt "$of/in.cu" -o "$of/kept.cu"
[ "$(stat -c %a "$of/kept.cu")" = 640 ] && pass || fail "existing output file mode changed to $(stat -c %a "$of/kept.cu")"

# Write errors are errors, for code and for reports.
if [ -c /dev/full ]; then
    expect_status 1 "--report onto a full device" sh -c 'build/dpopt --report tests/corpus/bfs.cu >/dev/full'
    expect_status 1 "--report=json onto a full device" sh -c 'build/dpopt --report=json tests/corpus/bfs.cu >/dev/full'
    expect_status 1 "code onto a full device" build/dpopt --aggregate=grid tests/corpus/bfs.cu -o /dev/full
fi

# No leaks (strbuf_take used to leave a fresh allocation behind).
expect_status 0 "no leak under --aggregate=grid" env ASAN_OPTIONS=detect_leaks=1 build/san/dpopt --aggregate=grid tests/corpus/bfs.cu -o "$of/grid.cu"
