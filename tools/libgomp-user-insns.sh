#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# libgomp-user-insns.sh LOGDIR -- after make check-libgomp (LOGDIR is
# build/check-libgomp): for every test that ran on ptxsim in both builds,
# the instructions its own device functions executed (PTXSIM_PROFILE lines
# summed over the functions its offload compile defined: GCC marks each
# "// BEGIN [GLOBAL ]FUNCTION DEF: NAME" in the PTX; libgomp's and newlib's
# device code is not among them), stock vs plugin.  Prints the tests where
# the plugin's user functions execute more than stock's, with both counts
# and the executed conversions, then one summary line: how many are above
# stock, and how many are still above with the conversions (cvta, cvta.to)
# taken out of both counts -- ptxas 13 makes no machine instruction of a
# cvta.to.global (doc/gcc-nvptx-facts.md section 23).  Issue 27's gate.
log=${1:?usage: libgomp-user-insns.sh LOGDIR}
top=$(cd "$(dirname "$0")/.." && pwd)
[ -d "$log/work" ] || { echo "libgomp-user-insns: $log/work is missing (make check-libgomp)" >&2; exit 2; }

# "insns cvta" of the profile $2 over the functions defined in the PTX of
# $1 (tools/user-profile.awk).
user_counts() {
  ls "$1"/*.mkoffload.s > /dev/null 2>&1 && [ -f "$2" ] || { echo "- -"; return; }
  awk -f "$top/tools/user-profile.awk" "$1"/*.mkoffload.s "$2" 2>/dev/null | cut -d' ' -f1-2 \
    || echo "- -"
}

compared=0 above=0 below=0 equal=0 beyond=0
for t in "$log"/work/*/*/ "$log"/work/*/*/*/; do
  [ -d "$t" ] || continue
  for pre in ptxsim- ""; do
    s="$t${pre}stock" p="$t${pre}plugin"
    [ -f "$s/ptxsim.profile" ] && [ -f "$p/ptxsim.profile" ] && break
  done
  [ -f "$s/ptxsim.profile" ] && [ -f "$p/ptxsim.profile" ] || continue
  # ptxsim's PTX: the separate GPU-world build when there is one.
  set -- $(user_counts "$s" "$s/ptxsim.profile") $(user_counts "$p" "$p/ptxsim.profile")
  [ "$1" != - ] && [ "$3" != - ] || continue
  compared=$((compared + 1))
  name=${t#"$log"/work/}
  if [ "$3" -gt "$1" ]; then
    above=$((above + 1))
    why="conversions only"
    if [ $(($3 - $4)) -gt $(($1 - $2)) ]; then
      beyond=$((beyond + 1))
      why="BEYOND CONVERSIONS +$(($3 - $4 - $1 + $2))"
    fi
    printf 'above stock: %s: user insns stock %s, plugin %s (+%s); cvta stock %s, plugin %s; %s\n' \
      "${name%/}" "$1" "$3" $(($3 - $1)) "$2" "$4" "$why"
  elif [ "$3" -lt "$1" ]; then
    below=$((below + 1))
  else
    equal=$((equal + 1))
  fi
done
echo "libgomp-user-insns: $compared tests compared: plugin above stock $above (beyond conversions $beyond), below $below, equal $equal"
