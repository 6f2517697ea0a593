#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fresh-machine check: run the README's two commands, `make demo` and
# `make check`, in a throw-away Debian 12 root that has nothing but the
# minimal base system, make and ca-certificates, plus the one thing a
# machine of the project's kind has that is no Debian package: CUDA's
# ptxas.  Everything else (compilers, offload toolchain, GCC source,
# GMP/MPFR/MPC headers, DejaGnu, ...) must be installed by the Makefile
# itself (DEB_PACKAGES), as it would be on a new machine.
#
# Usage: sh tools/fresh-machine-check.sh        (make fresh-check)
# Needs: root (debootstrap, chroot, mounts), debootstrap, git, network
# access to a Debian mirror.
# Environment:
#   FRESH_DIR     scratch directory, outside the repo
#                 (default /var/tmp/nvptx-memspace-fresh); holds root/,
#                 the cached base tarball, fresh-check.log, make-demo.log,
#                 make-check.log and the DejaGnu nvptx-memspace.sum
#   FRESH_MIRROR  Debian mirror (default: the first one apt is configured
#                 with, else http://deb.debian.org/debian)
#   FRESH_REPO    repository to clone (default: this one); only committed
#                 files travel, as in a CI clone
#   FRESH_REV     commit to check out after cloning (default: HEAD)
#   FRESH_KEEP=1  leave root/ in place afterwards (it is replaced on each run)
#   FRESH_GCC11=1 after the two commands, also `make check GCC=11` (issue
#                 29: the second release's testsuite on a fresh machine;
#                 make-check11.log, nvptx-memspace-gcc11.sum)
# Exit status: 0 if `make demo` and `make check` (and with FRESH_GCC11,
# `make check GCC=11`) succeeded.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
dir=${FRESH_DIR:-/var/tmp/nvptx-memspace-fresh}
repo=${FRESH_REPO:-$here}
rev=${FRESH_REV:-}
suite=bookworm
# The strictest useful root: minbase plus make (to run make at all) and
# ca-certificates.  No gcc, no git, no python: the Makefile must install
# whatever it needs.
include=make,ca-certificates

[ "$(id -u)" = 0 ] || { echo "fresh-check: error: must run as root (debootstrap, chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null 2>&1 || {
  echo "fresh-check: installing debootstrap"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
command -v git >/dev/null 2>&1 || { echo "fresh-check: error: git not found (apt-get install git)" >&2; exit 1; }

# The mirror apt uses here: deb822 "URIs:" lines or one-line "deb URL".
mirror=${FRESH_MIRROR:-$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
  awk '/^URIs:/ && $2 ~ /debian\/?$/ { print $2; exit }
       /^deb / { for (i = 2; i <= NF; i++) if ($i ~ /^https?:.*debian\/?$/) { print $i; exit } }')}
mirror=${mirror:-http://deb.debian.org/debian}

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
case "$dir/" in "$here"/*) echo "fresh-check: error: FRESH_DIR must be outside the repo" >&2; exit 1 ;; esac
root=$dir/root
log=$dir/fresh-check.log
base=$dir/base-$suite-minbase-$(echo "$include" | tr ',' '+').tar.gz
: > "$log"
say() { echo "fresh-check: $*" | tee -a "$log"; }

# Unmount whatever is mounted under the root, deepest first; on any exit.
unmount_all() {
  [ -d "$root" ] || return 0
  awk -v r="$root" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/mounts | sort -r |
    while read -r m; do umount -l "$m" 2>/dev/null || true; done
}
still_mounted() { awk -v r="$root" 'index($2, r "/") == 1 { n++ } END { exit !n }' /proc/mounts; }
cleanup() {
  unmount_all
  # Never rm -rf a tree with the host's /dev or /sys still bound into it.
  if still_mounted; then echo "fresh-check: warning: mounts left under $root; not removed" >&2; return; fi
  [ "${FRESH_KEEP:-0}" = 1 ] || rm -rf "$root"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. The base system: debootstrap once, then unpack the cached tarball.
unmount_all
still_mounted && { echo "fresh-check: error: mounts left under $root" >&2; exit 1; }
rm -rf "$root"
mkdir -p "$root"
if [ -f "$base" ]; then
  say "unpacking cached base $base"
  tar xzf "$base" -C "$root"
else
  say "debootstrap --variant=minbase --include=$include $suite from $mirror"
  t0=$(date +%s)
  debootstrap --variant=minbase --include="$include" "$suite" "$root" "$mirror" >>"$log" 2>&1 || {
    say "debootstrap failed, see $log"; exit 1; }
  # The same suites a machine of the project's kind uses.
  cat > "$root/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb ${mirror%/debian*}/debian-security $suite-security main
EOF
  # No downloaded .debs, no package lists: `make` has to run apt-get update.
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  mkdir -p "$root/var/lib/apt/lists/partial"
  tar czf "$base.tmp" -C "$root" . && mv "$base.tmp" "$base"
  say "base system made in $(( $(date +%s) - t0 )) s, cached as $base"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# 2. CUDA's ptxas, at the same path, with any library it needs that the
#    base lacks (today only libc, libm, libpthread, libgcc_s: all in it).
ptxas=$(command -v ptxas || true)
if [ -n "$ptxas" ]; then
  ptxas=$(readlink -f "$ptxas")
  mkdir -p "$root/usr/local/cuda/bin"
  cp "$ptxas" "$root/usr/local/cuda/bin/ptxas"
  for lib in $(ldd "$ptxas" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }'); do
    [ -e "$root$lib" ] || { mkdir -p "$root$(dirname "$lib")"; cp -L "$lib" "$root$lib"; say "copied $lib for ptxas"; }
  done
  say "ptxas: $(command -v ptxas) -> /usr/local/cuda/bin/ptxas in the root"
else
  say "warning: no ptxas on PATH here; the root has none either (PTX not checked by ptxas)"
fi

# 3. A clean clone: only committed files.
git clone -q "$repo" "$root/root/nvptx-memspace"
[ -z "$rev" ] || git -C "$root/root/nvptx-memspace" checkout -q "$rev"
say "cloned $repo at $(git -C "$root/root/nvptx-memspace" log -1 --format='%h %s' | cut -c1-72)"

# 4. Into the root: /proc, /sys, /dev, and a clean environment.
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys" && mount --make-rslave "$root/sys"
mount --rbind /dev "$root/dev" && mount --make-rslave "$root/dev"
in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/cuda/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    /bin/sh -c "$1"
}
say "root has: $(in_root 'for t in gcc gcc-12 g++-12 gfortran-12 git python3 runtest ptxas make; do command -v $t >/dev/null && printf "%s " $t; done; echo')"

# 5. Negative check: as a non-root user, with the packages missing, make
#    names them in one line instead of failing somewhere later.
say "negative check: make as user nobody, packages missing"
in_root 'cp -r /root/nvptx-memspace /tmp/neg && chown -R nobody /tmp/neg'
neg=$(in_root 'cd /tmp/neg && setpriv --reuid=nobody --regid=nogroup --clear-groups make 2>&1; echo "exit status $?"')
echo "$neg" | sed 's/^/  /' | tee -a "$log"
in_root 'rm -rf /tmp/neg'
echo "$neg" | grep -q '^error: missing Debian packages:' || { say "negative check FAILED: no 'missing Debian packages' line"; exit 1; }

# 6. The README's two commands, as root, timed.
status=0
run_step() {   # NAME [MAKE ARGUMENTS, default NAME]
  args=${2:-$1}
  say "=== make $args ($(date -u '+%Y-%m-%d %H:%M:%S UTC')) ==="
  t0=$(date +%s)
  if in_root "cd /root/nvptx-memspace && make $args" > "$dir/make-$1.log" 2>&1; then rc=0; else rc=$?; fi
  t=$(( $(date +%s) - t0 ))
  cat "$dir/make-$1.log" >> "$log"
  say "make $args: exit $rc, $(( t / 60 )) min $(( t % 60 )) s"
  eval "time_$1=\$t rc_$1=\$rc"
  [ "$rc" = 0 ] || status=1
}
run_step demo
run_step check
# The DejaGnu summary, for a look at every failure (make check lists 50).
cp "$root/root/nvptx-memspace/build/testsuite/nvptx-memspace.sum" "$dir/" 2>/dev/null || true
if [ -n "${FRESH_GCC11:-}" ]; then
  run_step check11 "check GCC=11"
  cp "$root/root/nvptx-memspace/build/gcc11/testsuite/nvptx-memspace.sum" \
    "$dir/nvptx-memspace-gcc11.sum" 2>/dev/null || true
fi

# 7. Second negative check, now that everything is installed: with one of
#    GCC's configure prerequisites gone (mpfr.h moved away), the header
#    generator names the package in one line (given the unpacked source,
#    so that it stops at the check, before configuring anything).
if [ "$rc_demo" = 0 ]; then
  say "negative check: gen-gcc-headers.sh with mpfr.h absent"
  neg=$(in_root 'cd /root/nvptx-memspace && mv /usr/include/mpfr.h /usr/include/mpfr.h.away &&
    { sh tools/gen-gcc-headers.sh x86_64-linux-gnu-accel-nvptx-none-gcc-12 "$(cat build/gcc/srcdir)" /tmp/neg-headers 2>&1;
      echo "exit status $?"; mv /usr/include/mpfr.h.away /usr/include/mpfr.h; rm -rf /tmp/neg-headers; }')
  echo "$neg" | sed 's/^/  /' | tee -a "$log"
  echo "$neg" | grep -q 'error: mpfr.h not found.*libmpfr-dev' || { say "negative check FAILED: no line naming libmpfr-dev"; status=1; }
fi

# 8. Summary.
{
  echo
  echo "==== fresh-machine check, $(date -u '+%Y-%m-%d %H:%M UTC'), Debian $(cat "$root/etc/debian_version") root, $(nproc) cores ===="
  echo "---- make demo: the examples' runs and totals"
  grep -E '\(run: |^all examples' "$dir/make-demo.log" || tail -n 8 "$dir/make-demo.log"
  echo "---- make check: last lines"; tail -n 8 "$dir/make-check.log"
  echo "---- timings"
  echo "make demo:  exit $rc_demo, $time_demo s ($(( time_demo / 60 )) min $(( time_demo % 60 )) s)"
  echo "make check: exit $rc_check, $time_check s ($(( time_check / 60 )) min $(( time_check % 60 )) s)"
  if [ -n "${FRESH_GCC11:-}" ]; then
    echo "---- make check GCC=11: last lines"; tail -n 8 "$dir/make-check11.log"
    echo "make check GCC=11: exit $rc_check11, $time_check11 s ($(( time_check11 / 60 )) min $(( time_check11 % 60 )) s)"
  fi
  echo "full log: $log"
} | tee -a "$log"
exit $status
