# SPDX-License-Identifier: GPL-3.0-or-later
# user-profile.awk PTX... PROFILE -- the executed counts of a program's own
# device functions: PROFILE's PTXSIM_PROFILE lines summed over the
# functions the PTX files (its offload compile's) define -- GCC marks each
# "// BEGIN [GLOBAL ]FUNCTION DEF: NAME"; libgomp's and newlib's device
# code, linked in later, is not among them.  Prints "insns cvta memory"
# (memory: ld/st/atom in every space but .param, ld.nc not twice).  Used
# by bench.sh and libgomp-user-insns.sh.
FILENAME != ARGV[ARGC - 1] {
  if (match ($0, /BEGIN (GLOBAL )?FUNCTION DEF: /))
    user[substr ($0, RSTART + RLENGTH)] = 1
  next
}
{
  f = ""
  for (i = 1; i <= NF; i++) {
    split ($i, kv, "=")
    if (kv[1] == "function") f = kv[2]
    else if (f in user) {
      if (kv[1] == "insns") n += kv[2]
      else if (kv[1] ~ /^cvta/) c += kv[2]
      else if (kv[1] ~ /^(ld|st|atom)\./ && kv[1] !~ /param$/ && kv[1] != "ld.nc") m += kv[2]
    }
  }
}
END { printf "%d %d %d\n", n, c, m }
