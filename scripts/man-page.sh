#!/usr/bin/env bash
# The man page of dpopt, made from its --help (so the two never disagree)
# and the drop-in's header: roff on standard output.
#   usage: scripts/man-page.sh build/dpopt > build/dpopt.1
set -eu
dpopt=$1
here=$(cd "$(dirname "$0")" && pwd)
version=$("$dpopt" --version | awk '{print $2}')
# roff: a backslash is \e; a line starting with . or ' is quoted with \&.
escape() { sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }
cat <<ROFF
.TH DPOPT 1 "" "dpopt $version" "User Commands"
.SH NAME
dpopt \\- make CUDA dynamic parallelism fast: a source-to-source compiler
.SH SYNOPSIS
.B dpopt
[\\fIoptions\\fR] \\fIinput.cu\\fR [\\fB\\-o\\fR \\fIoutput.cu\\fR]
.br
.B dpopt
[\\fIoptions\\fR] \\fIa.cu b.cu ...\\fR \\fB\\-o\\fR \\fIfolder/\\fR
.br
.B dpopt-nvcc
\\fB\\-\\-dpopt=\\fR\\fIoptions\\fR \\fInvcc-arguments...\\fR
.SH DESCRIPTION
.nf
ROFF
"$dpopt" --help | tail -n +4 | escape
cat <<ROFF
.fi
.SH DPOPT-NVCC
.nf
ROFF
sed -n '2,/^set -u/p' "$here/dpopt-nvcc" | grep '^#' | sed -e 's/^# \{0,1\}//' | escape
cat <<ROFF
.fi
.SH SEE ALSO
.BR nvcc (1);
the runtime headers in \\fIinclude/dpopt/\\fR beside \\fIbin/\\fR.
ROFF
