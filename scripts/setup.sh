#!/usr/bin/env bash
# Idempotent set-up: installs what a fresh Debian machine lacks and fetches the
# tree-sitter-cuda grammar (0.20.4, sha512-verified) into the git-ignored
# .cache/, then builds it into a static library. Safe to run again: each step
# is skipped when its result is already there.
#
# Needs: Debian or Ubuntu (apt-get), root or sudo for packages that are
# missing, the Debian package registry for those and the npm registry for
# the grammar. The CUDA toolkit (12 or later, nvcc on the PATH) is not
# installed here: without it dpopt builds and its tests run, and the checks
# that compile generated code with nvcc say they are skipped.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/.cache"
grammar_version=0.20.4
grammar_integrity='sha512-mZiwGJEsPDLA6cweIYtGroSQoLu5+yLFl0I617OoODUL/+X62SrqOR60bxJDUkPBnsRUGi/EEcXfVIfOIJgNQw=='
grammar_dir="$cache/tree-sitter-cuda-$grammar_version"
grammar_lib="$grammar_dir/libtree-sitter-cuda.a"

say() { printf 'setup: %s\n' "$*"; }

# 1. Debian packages. Each is checked by a file it installs, so a machine that
#    already has them needs neither root nor the network.
need_pkgs=()
[ -f /usr/include/tree_sitter/api.h ] || need_pkgs+=(libtree-sitter-dev)
[ -f /usr/include/criterion/criterion.h ] || need_pkgs+=(libcriterion-dev)
command -v gcc >/dev/null || need_pkgs+=(gcc)
command -v make >/dev/null || need_pkgs+=(make)
command -v pkg-config >/dev/null || need_pkgs+=(pkg-config)
command -v npm >/dev/null || need_pkgs+=(npm)
command -v python3 >/dev/null || need_pkgs+=(python3)
[ -d /usr/lib/python3/dist-packages/matplotlib ] || need_pkgs+=(python3-matplotlib)
command -v cmake >/dev/null || need_pkgs+=(cmake)
command -v ninja >/dev/null || need_pkgs+=(ninja-build)
fail() { say "error: $*"; exit 1; }
if [ ${#need_pkgs[@]} -gt 0 ]; then
    say "installing ${need_pkgs[*]} (the tree-sitter runtime and Criterion to build"
    say "  dpopt and its unit tests; gcc, make, pkg-config; npm to fetch the grammar; python3 for tests,"
    say "  python3-matplotlib for bench/readme's plots; cmake and ninja-build for the build-system tests)"
    command -v apt-get >/dev/null || fail "no apt-get: install ${need_pkgs[*]} by hand, then run this again"
    sudo_cmd=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || fail "installing packages needs root or sudo: run as root, or install ${need_pkgs[*]} by hand"
        sudo_cmd=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt_log=$(mktemp)
    if ! "${sudo_cmd[@]}" apt-get install -y -q "${need_pkgs[@]}" >"$apt_log" 2>&1; then
        "${sudo_cmd[@]}" apt-get update -q >"$apt_log" 2>&1 &&
            "${sudo_cmd[@]}" apt-get install -y -q "${need_pkgs[@]}" >>"$apt_log" 2>&1 || {
            tail -n 5 "$apt_log" | sed 's/^/setup:   /'
            rm -f "$apt_log"
            fail "apt-get could not install ${need_pkgs[*]} (is the Debian package registry reachable?)"
        }
    fi
    rm -f "$apt_log"
fi

# 2. The grammar, verified before use.
if [ ! -f "$grammar_dir/src/parser.c" ]; then
    mkdir -p "$cache"
    tmp=$(mktemp -d "$cache/fetch.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    say "fetching tree-sitter-cuda@$grammar_version from the npm registry"
    (cd "$tmp" && npm pack --silent "tree-sitter-cuda@$grammar_version" >"$tmp/npm.log" 2>&1) || {
        tail -n 5 "$tmp/npm.log" | sed 's/^/setup:   /'
        fail "npm could not fetch tree-sitter-cuda@$grammar_version (is the npm registry reachable?)"
    }
    tarball="$tmp/tree-sitter-cuda-$grammar_version.tgz"
    actual="sha512-$(python3 -c 'import base64,hashlib,sys; print(base64.b64encode(hashlib.sha512(open(sys.argv[1],"rb").read()).digest()).decode())' "$tarball")"
    if [ "$actual" != "$grammar_integrity" ]; then
        say "integrity mismatch for tree-sitter-cuda@$grammar_version"
        say "  expected $grammar_integrity"
        say "  got      $actual"
        exit 1
    fi
    say "integrity verified"
    tar -xzf "$tarball" -C "$tmp"
    rm -rf "$grammar_dir"
    mkdir -p "$grammar_dir"
    cp -r "$tmp/package/src" "$grammar_dir/src"
    cp "$tmp/package/LICENSE" "$grammar_dir/"
fi

# 3. The grammar as a static library (parser.c is 24 MB: built once, ~10 s).
if [ ! -f "$grammar_lib" ]; then
    say "building the CUDA grammar (once)"
    gcc -O1 -w -fPIC -I"$grammar_dir/src" -c "$grammar_dir/src/parser.c" -o "$grammar_dir/parser.o"
    gcc -O1 -w -fPIC -I"$grammar_dir/src" -c "$grammar_dir/src/scanner.c" -o "$grammar_dir/scanner.o"
    ar rcs "$grammar_lib" "$grammar_dir/parser.o" "$grammar_dir/scanner.o"
fi
say "ready"
