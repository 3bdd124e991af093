#!/usr/bin/env bash
# The man pages of dpopt and dpopt-nvcc, made from their --help (so the
# page and the help never disagree): roff on standard output.
#   usage: scripts/man-page.sh build/dpopt > build/dpopt.1
#          scripts/man-page.sh --nvcc build/dpopt > build/dpopt-nvcc.1
set -eu
page=dpopt
if [ "$1" = --nvcc ]; then
    page=dpopt-nvcc
    shift
fi
dpopt=$1
here=$(cd "$(dirname "$0")" && pwd)
version=$("$dpopt" --version | awk '{print $2}')
# roff: a backslash is \e; a line starting with . or ' is quoted with \&.
escape() { sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }
# dpopt-nvcc's --help (its own, printed without running nvcc).
nvcc_help() { "$here/dpopt-nvcc" --help | escape; }
# The end of a page: its text closed, then the other page, nvcc's, the runtime.
see_also() {
    cat <<ROFF
.fi
.SH SEE ALSO
.BR $1 (1),
.BR nvcc (1);
the runtime headers in \\fIinclude/dpopt/\\fR beside \\fIbin/\\fR.
ROFF
}

if [ "$page" = dpopt-nvcc ]; then
    cat <<ROFF
.TH DPOPT-NVCC 1 "" "dpopt $version" "User Commands"
.SH NAME
dpopt-nvcc \\- nvcc with dpopt in front of it: CUDA dynamic parallelism rewritten, then compiled
.SH SYNOPSIS
.B dpopt-nvcc
\\fB\\-\\-dpopt=\\fR\\fIoptions\\fR \\fInvcc-arguments...\\fR
.br
.B dpopt-nvcc
\\fI/path/to/nvcc\\fR \\fB\\-\\-dpopt=\\fR\\fIoptions\\fR \\fInvcc-arguments...\\fR
.SH DESCRIPTION
.nf
ROFF
    nvcc_help
    see_also dpopt
    exit 0
fi

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
nvcc_help
see_also dpopt-nvcc
