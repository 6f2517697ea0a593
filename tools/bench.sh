#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make bench: the bench kernels (examples/bench) built with stock GCC and
# with the plugin, side by side, in one run:
#   - device memory instructions by state space, space-qualified ratio and
#     cvta count (ptxstats over the translation unit's PTX);
#   - ptxas -v: registers of .entry functions, stack + spill bytes of all
#     functions (relocatable compile: ptxas reports registers of .func
#     functions only at link time);
#   - compile cost of the offload compiler: instructions executed by the
#     accel lto1 under callgrind (deterministic, unlike seconds on a shared
#     machine), and the plugin's own share (inclusive cost of its passes);
#     also without the cloning passes, and for a whole device program
#     (-fwhole-program: no originals kept for callers outside);
#   - why each remaining generic access is generic (memspace-opt2 dump;
#     what PTX has beyond that was created after GIMPLE, in RTL);
#   - executed counts on ptxsim (the emulated device, build/ptxsim): memory
#     instructions by state space actually executed, the executed generic
#     share, cvta and all instructions, stock vs plugin, and ptxsim's speed;
#   - run times when a GPU is present (OMP_TARGET_OFFLOAD=MANDATORY).
#
# Usage: bench.sh PLUGIN PTXSTATS OUTDIR
# Environment: OFFLOAD_CC (gcc), PTX_OPTIONS, BENCH_KERNELS (default
# examples/bench/*.c), BENCH_NO_CALLGRIND=1 to skip the compile-cost column,
# BENCH_NO_PTXSIM=1 to skip the executed counts (the static figures in
# minutes; the ptxsim runs take most of an hour on two cores).
set -u
plugin=$1 ptxstats=$2 out=$3
sass_count=${SASS_COUNT:-$(dirname "$ptxstats")/sass-count}
cc=${OFFLOAD_CC:-gcc-12}
ptx_options=${PTX_OPTIONS:--misa=sm_80 -mptx=7.0}
# GCC 11 has no -foffload-options: its spelling is -foffload=nvptx-none=OPTS.
offload_options_flag=${OFFLOAD_OPTIONS_FLAG:--foffload-options=nvptx-none=}
gcc_major=${GCC_MAJOR:-12}
top=$(pwd)
kernels=${BENCH_KERNELS:-$top/examples/bench/*.c}
rm -rf "$out"; mkdir -p "$out"; out=$(cd "$out" && pwd)

have_gpu=0
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then have_gpu=1; fi
have_callgrind=0
if [ -z "${BENCH_NO_CALLGRIND:-}" ] && command -v valgrind >/dev/null 2>&1; then have_callgrind=1; fi

# build VARIANT NAME SRC MODEL [extra offload options]
# VARIANT: stock, plugin, or intra (the plugin without ipmsp: what
# intra-procedural inference alone achieves).
build() {
  dir=$out/$1/$2; mkdir -p "$dir"
  extra=""
  [ "$1" = plugin ] && extra="-fplugin=$plugin -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt2"
  [ "$1" = intra ] && extra="-fplugin=$plugin -fplugin-arg-nvptx_memspace-ipmsp=0"
  (cd "$dir" && "$cc" -O2 "$4" -foffload=nvptx-none \
     "${offload_options_flag}$ptx_options -save-temps $extra ${5:-}" \
     "$3" -o "$2" -lm > build.log 2>&1)
}

# lto1 instructions (callgrind) for VARIANT, and the plugin's inclusive share.
compile_cost() {
  dir=$out/$1/$2.cost; rm -rf "$dir"; mkdir -p "$dir"
  extra=""
  [ "$1" = plugin ] && extra="-fplugin=$plugin"
  # The passes that never add functions: memspace-opt, process-restrict,
  # rtl-hooks (ipmsp and lower-struct-args clone visible functions, and
  # GCC then compiles clone and original both).
  [ "$1" = noclone ] && extra="-fplugin=$plugin -fplugin-arg-nvptx_memspace-ipmsp=0 -fplugin-arg-nvptx_memspace-lower-struct-args=0"
  # A whole device program (-fwhole-program in the offload options, both
  # sides): no function is visible outside, so ipmsp and
  # lower-struct-args specialise in place and keep no originals.
  [ "$1" = stockwp ] && extra="-fwhole-program"
  [ "$1" = pluginwp ] && extra="-fplugin=$plugin -fwhole-program"
  (cd "$dir" && "$cc" -O2 "$4" -foffload=nvptx-none \
     "${offload_options_flag}$ptx_options $extra -wrapper valgrind,-q,--tool=callgrind,--callgrind-out-file=$dir/cg.%p" \
     "$3" -o "$2" -lm > build.log 2>&1) || { echo "- -"; return; }
  f=$(grep -l '^cmd:.*/lto1 ' "$dir"/cg.* 2>/dev/null | head -n 1)
  [ -n "$f" ] || { echo "- -"; return; }
  total=$(sed -n 's/^totals: *//p' "$f")
  own=0
  if [ "$1" != stock ] && [ "$1" != stockwp ]; then
    # Inclusive cost of the plugin's passes and hooks, less the reading of
    # function bodies (cgraph_node::get_body) that ipmsp and
    # lower-struct-args do early and GCC would otherwise do later (with
    # ipmsp=0 lower-struct-args=0 GCC reads them itself, outside the plugin).
    own=$(callgrind_annotate --inclusive=yes --threshold=100 "$f" 2>/dev/null \
      | awk -v early_bodies=$([ "$1" != noclone ] && echo 1 || echo 0) '/memspace_opt_execute|ipmsp_execute|lower_struct_args_execute|process_restrict_execute|memspace_convert|memspace_print_operand/ {
               gsub(/,/, "", $1); if ($1 + 0 > 0) s += $1 }
             early_bodies && /cgraph_node::get_body\(\)/ { gsub(/,/, "", $1); if ($1 + 0 > 0) b += $1 }
             END { s -= b; print (s > 0 ? s : 0) }')
  fi
  echo "$total $own"
}

# PTX that ptxas accepts on its own: GCC declares some symbols after their
# first use, and defines a function's static variables (lower-module-shared's
# .shared ones among them) after the function; move every declaration and
# variable definition up after the preamble (what nvptx-as does).
hoisted() {
  awk '/^\/\/ BEGIN (GLOBAL )?(FUNCTION DECL|VAR DECL|VAR DEF)/ { getline l; decl = decl l "\n"; next }
       { body = body $0 "\n" }
       END { n = split (body, L, "\n");
             for (i = 1; i < n; i++) { print L[i]; if (L[i] ~ /\.address_size/) printf "%s", decl } }' "$1"
}

# Machine instructions ptxas made of the translation unit (the cubin
# ptxas_usage wrote): non-NOP SASS instructions over all its functions
# (tools/sass-count.c).  ptxas drops a cvta.to.global (the identity on
# sm_70 and later), so this is the count the conversions are judged by
# where ptxsim's PTX count charges them.
sass_total() {
  [ -x "$sass_count" ] && [ -f "$1" ] || { echo "-"; return; }
  "$sass_count" "$1" 2>/dev/null | awk '{ n += $2 } END { print n + 0 }'
}

# "entry-registers stack+spill-bytes" from ptxas -c -v.
ptxas_usage() {
  hoisted "$1" > "$1.ptx"
  # Never -o /dev/null: ptxas replaces its output file, and would replace
  # the device node with a regular file (as root).
  ptxas -c -v -arch=sm_80 -o "$1.cubin" "$1.ptx" 2>&1 | awk '
    /Used [0-9]+ registers/ { for (i = 1; i <= NF; i++) if ($i == "Used") { r = $(i+1) + 0; if (r > regs) regs = r } }
    /bytes stack frame/ { stack += $1; spill += $5 + $9 }
    END { printf "%d %d", regs, stack + spill }'
}

# Max registers of the .entry functions with everything they call in the
# module: PTX assembled as a whole program (ptxas -c reports no registers
# for calls it cannot see).  Functions of the device libraries (libgomp,
# newlib) become empty stubs, extern variables definitions, and variable
# definitions move up with the declarations (GCC emits them after use).
program_registers() {
  awk '
    /^\/\/ BEGIN (GLOBAL )?(FUNCTION|VAR) DECL/ {
      getline l
      if (l ~ /^\.extern \.func/) { sub (/^\.extern /, "", l); sub (/;$/, " { ret; }", l); stubs = stubs l "\n"; next }
      if (l ~ /^\.extern /) { sub (/^\.extern /, "", l); stubs = stubs l "\n"; next }
      decl = decl l "\n"; next }
    /^\/\/ BEGIN (GLOBAL )?VAR DEF/ { getline l; vars = vars l "\n"; next }
    { body = body $0 "\n" }
    END { n = split (body, L, "\n")
          for (i = 1; i < n; i++) { print L[i]; if (L[i] ~ /\.address_size/) printf "%s%s%s", stubs, vars, decl } }' "$1" > "$1.whole.ptx"
  ptxas -v -arch=sm_80 -o "$1.whole.cubin" "$1.whole.ptx" 2>&1 | awk '
    /Compiling entry/ { entry = 1; next }
    /Compiling/ { entry = 0 }
    entry && /Used [0-9]+ registers/ { for (i = 1; i <= NF; i++) if ($i == "Used") { r = $(i+1) + 0; if (r > regs) regs = r } }
    /error/ { failed = 1 }
    END { if (failed) print "-"; else print regs + 0 }'
}

# Static .shared bytes per kernel of the device images of STOCK and PLUGIN
# (two builds of one program), as the CUDA linker allocates them
# (tools/image-smem.sh: every PTX object of the image, ptxas -c, nvlink -v;
# mkoffload's PROGRAM.xnvptx-none.c is kept by -save-temps): one line
# "KERNEL STOCK PLUGIN" per kernel, "-" where nvlink is missing or failed.
image_smem() {
  CC_FOR_IMAGE=$cc sh "$top/tools/image-smem.sh" "$1.xnvptx-none.c" > "$1.smem" 2>/dev/null || : > "$1.smem"
  CC_FOR_IMAGE=$cc sh "$top/tools/image-smem.sh" "$2.xnvptx-none.c" > "$2.smem" 2>/dev/null || : > "$2.smem"
  awk 'FNR == NR { s[$1] = $2; next } { p[$1] = $2 }
       END { for (k in s) print k, s[k], (k in p ? p[k] : "-")
             for (k in p) if (!(k in s)) print k, "-", p[k] }' "$1.smem" "$2.smem" | sort
}

stats() {
  "$ptxstats" -k -t "$1" | awk '{
    for (i = 1; i <= NF; i++) { split ($i, kv, "="); v[kv[1]] = kv[2] }
    printf "%d %d %d %d %d %d %d %d %d %d", v["generic"], v["global"], v["shared"], v["local"], v["const"], v["nc"], v["cvta"], v["user"], v["qualified"], v["copy_calls"] }'
}

# "user copy_calls" summed over the functions the program can run: entry
# points and the functions they reach (call, or take the address of),
# transitively.  Leaves out visible functions kept only for callers in
# other objects (the originals of ipmsp's and lower-struct-args' clones)
# and whatever only those originals call.
# One line per function of PTX: NAME LIVE GENERIC USER COPIES VECTOR.  LIVE: an
# entry, or a function the body of a live function names (called, or its
# address taken); a visible function no live function names is an original
# kept for callers outside the program (ipmsp and lower-struct-args clone
# those), or a function only such an original calls.
function_liveness() {
  "$ptxstats" -k "$1" | awk -v ptx="$1" '
    # True if NAME occurs in TEXT as a whole PTX identifier.
    function names(text, name,    rest, p, n, before, after) {
      rest = text; n = length (name)
      while ((p = index (rest, name)) > 0) {
        before = (p > 1) ? substr (rest, p - 1, 1) : " "; after = substr (rest, p + n, 1)
        if (before !~ /[A-Za-z0-9_$.%]/ && after !~ /[A-Za-z0-9_$]/) return 1
        rest = substr (rest, p + n)
      }
      return 0
    }
    BEGIN {
      # The body of every function definition, by name.
      while ((getline line < ptx) > 0) {
        if (cur == "" && line ~ /^(\.visible |\.weak )?\.(func|entry)[ \t]/ && line !~ /;[ \t]*$/) {
          h = line; sub (/^(\.visible |\.weak )?\.(func|entry)[ \t]+/, "", h)
          if (h ~ /^\(/) sub (/^\([^)]*\)[ \t]*/, "", h)
          sub (/[ \t(].*$/, "", h); cur = h; body[cur] = ""; continue
        }
        if (cur != "") { if (line ~ /^}/) cur = ""; else body[cur] = body[cur] line "\n" }
      }
    }
    /kind=total/ { next }
    { for (i = 1; i <= NF; i++) { split ($i, kv, "="); v[kv[1]] = kv[2] }
      f = v["func"]; order[++nf] = f; live[f] = (v["kind"] == "entry")
      line_of[f] = v["generic"] " " v["user"] " " v["copy_calls"] " " v["vector"] }
    END {
      do {
        changed = 0
        for (i = 1; i <= nf; i++) {
          g = order[i]; if (live[g]) continue
          for (j = 1; j <= nf; j++)
            if (live[order[j]] && names(body[order[j]], g)) { live[g] = 1; changed = 1; break }
        }
      } while (changed)
      for (i = 1; i <= nf; i++) print order[i], live[order[i]], line_of[order[i]]
    }'
}

# "USER COPIES VECTOR" summed over the live functions of PTX.
live_volume() {
  function_liveness "$1" | awk '$2 { u += $4; c += $5; v += $6 } END { printf "%d %d %d", u, c, v }'
}

# Generic accesses in the functions of PTX nothing in the program names.
kept_original_generic() {
  function_liveness "$1" | awk '!$2 { g += $3 } END { print g + 0 }'
}

# Generic accesses of the live functions of PTX that memspace-opt2's DUMP
# left generic because their pointer's space is unknown (or mixed) or is a
# parameter of a function with unknown callers.
unknown_in_live() {
  live=$(function_liveness "$1" | awk '$2 { print $1 }')
  awk -v live="$live" '
    BEGIN { n = split (live, L, "\n"); for (i = 1; i <= n; i++) is_live[L[i]] = 1 }
    /^;; Function / { name = $4; gsub (/[(,]/, "", name); in_live = (name in is_live); next }
    in_live && /keep generic \((unknown or mixed pointer|parameter of a function with unknown)/ { c++ }
    END { print c + 0 }' "$2"
}

# Executed counts of PROGRAM on ptxsim, summed over its kernel launches:
# "insns generic global shared local const nc cvta seconds status"
# (memory instructions: ld/st/atom/red, .param excluded; nc is the part of
# global loaded with ld.global.nc).
ptxsim_run=$top/build/ptxsim/run
ptxsim_counts() {
  [ -z "${BENCH_NO_PTXSIM:-}" ] || { echo "- - - - - - - - - skipped"; return; }
  [ -x "$ptxsim_run" ] || { echo "- - - - - - - - - missing"; return; }
  rm -f "$1.ptxsim-stats" "$1.ptxsim-profile"
  t0=$(date +%s.%N)
  if PTXSIM_STATS="$1.ptxsim-stats" PTXSIM_PROFILE="$1.ptxsim-profile" PTXSIM_BUDGET=${PTXSIM_BUDGET:-1e11} timeout 900 "$ptxsim_run" "$1" > "$1.ptxsim-out" 2>&1; then st=ok; else st=fail; fi
  t1=$(date +%s.%N)
  # A run cut short (timeout, budget, error) has a partial profile: never
  # compare it (user_profile reports "no profile").
  [ $st = ok ] || mv -f "$1.ptxsim-profile" "$1.ptxsim-profile.partial" 2>/dev/null
  awk -v st=$st -v t="$(echo "$t1 - $t0" | bc)" '
    /^kernel=/ { for (i = 1; i <= NF; i++) { split ($i, kv, "="); v[kv[1]] += kv[2] } n++ }
    function sum(space) { return v["ld." space] + v["st." space] + v["atom." space] }
    END { if (!n) st = st "-nolaunch"
          printf "%d %d %d %d %d %d %d %d %s %s\n", v["insns"], sum("generic"), sum("global"),
            sum("shared"), sum("local"), sum("const"), v["ld.nc"], v["cvta"] + v["cvta.to"], t, st }' \
    "$1.ptxsim-stats" 2>/dev/null || echo "- - - - - - - - - nostats"
}

# Executed counts of the user's own device functions: PROGRAM's
# PTXSIM_PROFILE lines summed over the functions its offload compile
# defined (GCC marks each "// BEGIN [GLOBAL ]FUNCTION DEF: NAME" in the
# PTX; libgomp's and newlib's device code, linked in later, is not among
# them): "insns cvta memory".  The runtime's share varies with scheduling
# (spin loops, barriers); the user's functions do the same work in every
# run, so stock and plugin compare here to the instruction.
user_profile() {
  [ -f "$1" ] && [ -f "$2" ] || { echo "- - -"; return; }
  awk -f "$top/tools/user-profile.awk" "$2" "$1" 2>/dev/null || echo "- - -"
}

run_time() {
  [ $have_gpu = 1 ] || { echo "-"; return; }
  best=""
  for r in 1 2 3; do
    t0=$(date +%s.%N)
    OMP_TARGET_OFFLOAD=MANDATORY "$1" > /dev/null 2>&1 || { echo "fail"; return; }
    t1=$(date +%s.%N)
    t=$(echo "$t1 - $t0" | bc)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
  done
  printf "%.3f" "$best"
}

printf 'nvptx-memspace bench: stock GCC %s vs the plugin, one run\n' "$gcc_major"
printf 'columns: device memory instructions by space (ld/st/atom/red, .param excluded), ratio = space-qualified share\n\n'
printf '%-22s %-40s %-44s %s\n' "" "stock" "plugin" "no ipmsp"
printf '%-22s %4s %4s %4s %4s %4s %4s %5s  | %4s %4s %4s %4s %4s %4s %3s %5s  | %5s\n' kernel \
  gen glob shar loc cnst cvta ratio gen glob shar loc cnst cvta nc ratio ratio
pool_user_s=0; pool_qual_s=0; pool_user_p=0; pool_qual_p=0; pool_user_i=0; pool_qual_i=0
pool_unknown=0; pool_kept=0
: > "$out/costs"; : > "$out/usage"; : > "$out/volume"; : > "$out/reasons"; : > "$out/times"
: > "$out/dynamic"; : > "$out/smem"; : > "$out/user-executed"; : > "$out/sass"
for src in $kernels; do
  src=$(cd "$(dirname "$src")" && pwd)/$(basename "$src")
  name=$(basename "$src" .c)
  case $name in acc-*) model=-fopenacc ;; *) model=-fopenmp ;; esac
  if ! build stock "$name" "$src" "$model" || ! build plugin "$name" "$src" "$model" \
     || ! build intra "$name" "$src" "$model"; then
    printf '%-22s build failed (see %s)\n' "$name" "$out"; continue
  fi
  sp=$out/stock/$name/$name.xnvptx-none.mkoffload.s
  pp=$out/plugin/$name/$name.xnvptx-none.mkoffload.s
  set -- $(stats "$sp"); sg=$1 sgl=$2 ssh=$3 slo=$4 sco=$5 scv=$7 su=$8 sq=$9 scc=${10}
  set -- $(stats "$pp"); pg=$1 pgl=$2 psh=$3 plo=$4 pco=$5 pnc=$6 pcv=$7 pu=$8 pq=$9 pcc=${10}
  set -- $(stats "$out/intra/$name/$name.xnvptx-none.mkoffload.s"); iu=$8 iq=$9
  sr=$(awk -v q=$sq -v u=$su 'BEGIN { printf (u ? "%.2f" : "-"), (u ? q / u : 0) }')
  pr=$(awk -v q=$pq -v u=$pu 'BEGIN { printf (u ? "%.2f" : "-"), (u ? q / u : 0) }')
  ir=$(awk -v q=$iq -v u=$iu 'BEGIN { printf (u ? "%.2f" : "-"), (u ? q / u : 0) }')
  printf '%-22s %4d %4d %4d %4d %4d %4d %5s  | %4d %4d %4d %4d %4d %4d %3d %5s  | %5s\n' "$name" \
    $sg $sgl $ssh $slo $sco $scv "$sr" $pg $pgl $psh $plo $pco $pcv $pnc "$pr" "$ir"
  pool_user_s=$((pool_user_s + su)); pool_qual_s=$((pool_qual_s + sq))
  pool_user_p=$((pool_user_p + pu)); pool_qual_p=$((pool_qual_p + pq))
  pool_user_i=$((pool_user_i + iu)); pool_qual_i=$((pool_qual_i + iq))
  echo "$name $(live_volume "$sp") $(live_volume "$pp")" >> "$out/volume"
  echo "$name $(ptxas_usage "$sp") $(ptxas_usage "$pp") $(program_registers "$sp") $(program_registers "$pp")" >> "$out/usage"
  echo "$name $(sass_total "$sp.cubin") $(sass_total "$pp.cubin")" >> "$out/sass"
  image_smem "$out/stock/$name/$name" "$out/plugin/$name/$name" | sed "s/^/$name /" >> "$out/smem"
  if [ $have_callgrind = 1 ]; then
    echo "$name $(compile_cost stock "$name" "$src" "$model") $(compile_cost plugin "$name" "$src" "$model") $(compile_cost noclone "$name" "$src" "$model") $(compile_cost stockwp "$name" "$src" "$model") $(compile_cost pluginwp "$name" "$src" "$model")" >> "$out/costs"
  fi
  # Why the generic accesses left are generic.
  dump=$(ls "$out"/plugin/$name/*.memspace-opt2 2>/dev/null | head -n 1)
  unknown=0
  [ -n "$dump" ] && unknown=$(unknown_in_live "$pp" "$dump")
  pool_unknown=$((pool_unknown + unknown))
  pool_kept=$((pool_kept + $(kept_original_generic "$pp")))
  {
    printf '%s: %d generic in PTX' "$name" "$pg"
    known=0
    if [ -n "$dump" ]; then
      grep -o 'keep generic ([^)]*)' "$dump" | sort | uniq -c | while read -r n what; do
        printf '; %d %s' "$n" "$what"
      done
      known=$(grep -c 'keep generic (' "$dump")
    fi
    rest=$((pg - known))
    [ $rest -gt 0 ] && printf '; %d created after GIMPLE by the nvptx backend (reads of by-reference aggregate parameters, OpenACC worker/vector state propagation, soft-stack switch of SIMT regions)' $rest
    printf '\n'
  } >> "$out/reasons"
  echo "$name $(run_time "$out/stock/$name/$name") $(run_time "$out/plugin/$name/$name")" >> "$out/times"
  echo "$name $(ptxsim_counts "$out/stock/$name/$name") $(ptxsim_counts "$out/plugin/$name/$name")" >> "$out/dynamic"
  echo "$name $(user_profile "$out/stock/$name/$name.ptxsim-profile" "$sp") $(user_profile "$out/plugin/$name/$name.ptxsim-profile" "$pp")" >> "$out/user-executed"
done

ratio() { awk -v q=$1 -v u=$2 'BEGIN { printf "%.3f", u ? q / u : 0 }'; }
printf '\npooled over all kernels: stock %d of %d space-qualified (%s), plugin %d of %d (%s), plugin without ipmsp %d of %d (%s)\n' \
  $pool_qual_s $pool_user_s "$(ratio $pool_qual_s $pool_user_s)" \
  $pool_qual_p $pool_user_p "$(ratio $pool_qual_p $pool_user_p)" \
  $pool_qual_i $pool_user_i "$(ratio $pool_qual_i $pool_user_i)"
follows=$((pool_user_p - pool_unknown - pool_kept))
printf 'accesses whose space follows from the seeds: all but %d in the functions the program runs through unknown\n' $pool_unknown
printf '  or mixed pointers or parameters of functions with unknown callers, and %d in visible originals kept for\n' $pool_kept
printf '  callers outside the program (their parameters come from unknown callers): plugin %d of %d (%s)\n' \
  $pool_qual_p $follows "$(ratio $pool_qual_p $follows)"

printf '\nmemory instructions (all spaces but .param; a .v2/.v4 access counts once), the vector accesses among\n'
printf 'them, and block copies (calls to memcpy/memmove/memset, whose loads and stores run in the C library: e.g.\n'
printf 'a struct passed by value copied into the frame), in the functions the program can run (entries and\n'
printf 'referenced functions; not visible originals kept for callers elsewhere)\n'
printf '%-22s %12s %10s %12s %12s %10s %12s\n' kernel "instr stock" "vec stock" "copies stock" "instr plugin" "vec plugin" "copies plugin"
# A kernel with fewer vector accesses than stock has lost vectors to
# scalars only if it also has more scalar accesses; with fewer of both, the
# access is gone altogether (a by-value struct lower-struct-args no longer
# builds in the frame).
awk '{ printf "%-22s %12s %10s %12s %12s %10s %12s\n", $1, $2, $4, $3, $5, $7, $6
       if ($5 > $2) more = more " " $1
       if ($7 < $4 && $5 - $7 > $2 - $4) split_up = split_up " " $1
       else if ($7 < $4) gone = gone " " $1 }
     END { printf "memory instructions above stock: %s; vector accesses below stock with more scalar ones\n",
             more == "" ? "none" : more
           printf "(vectors split up): %s; fewer vector accesses and fewer scalar ones (accesses gone): %s\n",
             split_up == "" ? "none" : split_up, gone == "" ? "none" : gone }' "$out/volume"

printf '\nptxas -v (sm_80): max registers of .entry functions (relocatable: the entry alone; program: with\n'
printf 'everything it calls in the module, device-library functions as empty stubs), stack + spill bytes\n'
printf '%-22s %12s %12s %14s %14s %14s %14s\n' kernel "regs stock" "regs plugin" "program stock" "program plugin" "stack stock" "stack plugin"
while read -r n rs ss rp sp ws wp; do
  printf '%-22s %12s %12s %14s %14s %14s %14s\n' "$n" "$rs" "$rp" "$ws" "$wp" "$ss" "$sp"
done < "$out/usage"

printf '\nmachine instructions ptxas (sm_80) makes of each translation unit: non-NOP SASS instructions in all\n'
printf 'its functions (tools/sass-count.c; a cvta.to.global costs none there, tools/test/sass)\n'
printf '%-22s %12s %12s %8s\n' kernel "sass stock" "sass plugin" "diff"
awk '$2 == "-" || $3 == "-" { printf "%-22s %12s %12s\n", $1, $2, $3; next }
     { printf "%-22s %12d %12d %+8d\n", $1, $2, $3, $3 - $2; ts += $2; tp += $3
       if ($3 > $2) above = above " " $1 }
     END { printf "all kernels: stock %d, plugin %d (%+d); above stock: %s\n", ts, tp, tp - ts,
             above == "" ? "none" : above }' "$out/sass"

printf '\nstatic shared memory per kernel (bytes smem of the device image linked by nvlink -v, as the CUDA\n'
printf 'linker links it: tools/image-smem.sh) and the blocks per SM that shared memory alone allows: sm_80\n'
printf '164 KiB, sm_90 228 KiB per SM, 1 KiB reserved per block, 128-byte granularity, at most 32 blocks\n'
printf '%-22s %-24s %7s %7s %6s %6s %6s %6s\n' program kernel "stock" "plugin" "80 s" "80 p" "90 s" "90 p"
awk 'function blocks(s, cap) { if (s == "-") return "-"; b = int (cap / (int ((s + 127) / 128) * 128 + 1024)); return b > 32 ? 32 : b }
     { printf "%-22s %-24s %7s %7s %6s %6s %6s %6s\n", $1, $2, $3, $4, blocks($3, 167936), blocks($4, 167936),
         blocks($3, 233472), blocks($4, 233472) }' "$out/smem"
[ -s "$out/smem" ] || printf '(no nvlink: not measured)\n'

if [ $have_callgrind = 1 ]; then
  printf '\ncompile cost: instructions executed by the offload lto1 (callgrind), millions\n'
  printf '%-22s %9s %9s %9s %8s  | %9s %9s %8s  | %9s %9s %9s %8s\n' kernel stock plugin overhead passes \
    "no clones" overhead passes "wp stock" "wp plugin" overhead passes
  awk 'function pc(a, b) { return b > 0 ? 100 * a / b : 0 }
       { printf "%-22s %9.2f %9.2f %8.2f%% %7.2f%%  | %9.2f %8.2f%% %7.2f%%  | %9.2f %9.2f %8.2f%% %7.2f%%\n", $1,
         $2 / 1e6, $4 / 1e6, pc($4 - $2, $2), pc($5, $4), $6 / 1e6, pc($6 - $2, $2), pc($7, $6),
         $8 / 1e6, $10 / 1e6, pc($10 - $8, $8), pc($11, $10);
         s += $2; p += $4; o += $5; n += $6; no += $7; ws += $8; wp += $10; wo += $11 }
       END { if (s > 0) printf "%-22s %9.2f %9.2f %8.2f%% %7.2f%%  | %9.2f %8.2f%% %7.2f%%  | %9.2f %9.2f %8.2f%% %7.2f%%\n",
               "all kernels", s / 1e6, p / 1e6, pc(p - s, s), pc(o, p), n / 1e6, pc(n - s, s), pc(no, n),
               ws / 1e6, wp / 1e6, pc(wp - ws, ws), pc(wo, wp) }' "$out/costs"
  printf '(overhead includes loading the plugin and compiling the functions the plugin adds; "passes" is the\n'
  printf 'inclusive cost of the plugin'"'"'s passes and hooks less the reading of function bodies GCC does anyway;\n'
  printf '"no clones": ipmsp=0 lower-struct-args=0, the passes that never add a function -- memspace-opt,\n'
  printf 'process-restrict, rtl-hooks; "wp": -fwhole-program in the offload options of both, a device program\n'
  printf 'with no functions visible outside it, where ipmsp and lower-struct-args specialise in place and keep\n'
  printf 'no originals for unknown callers)\n'
else
  printf '\ncompile cost: skipped (valgrind not found or BENCH_NO_CALLGRIND set)\n'
fi

# Compile-time scaling: one kernel with S, 10*S and 100*S statements (each a
# load through a pointer walking a mapped array, plus a PHI-free pointer
# update); the plugin's own instructions per statement must not grow.
scaling_kernel() {
  awk -v n="$1" 'BEGIN {
    print "#include <stdio.h>"
    print "#define N 1024"
    print "int main (void) {"
    print "  static float a[N]; float r = 0;"
    print "  for (int i = 0; i < N; i++) a[i] = i % 5;"
    print "#pragma omp target map(to: a) map(from: r)"
    print "  { const float *q = a, *end = a + N; float acc = 0;"
    for (i = 0; i < n; i++) print "    acc = acc * 0.5f + *q; q += 3; if (q >= end) q -= N;"
    print "    r = acc; }"
    print "  printf (\"%f\\n\", r); return 0; }" }' > "$2"
}
if [ $have_callgrind = 1 ]; then
  printf '\ncompile-time scaling: one target region with S statements (a load through a pointer that walks a\n'
  printf 'mapped array); instructions of the offload lto1 and of the plugin'"'"'s passes, per statement\n'
  printf '%-12s %12s %12s %14s %16s\n' statements "lto1 (M)" "plugin (M)" "plugin/stmt" "vs smallest"
  first=""
  for n in 64 640 6400; do
    scaling_kernel $n "$out/scaling-$n.c"
    set -- $(compile_cost plugin "scaling-$n" "$out/scaling-$n.c" -fopenmp)
    per=$(awk -v o="$2" -v n=$n 'BEGIN { printf "%.0f", o / n }')
    [ -z "$first" ] && first=$per
    printf '%-12s %12.2f %12.2f %14s %15sx\n' $n "$(awk -v t="$1" 'BEGIN { print t / 1e6 }')" \
      "$(awk -v o="$2" 'BEGIN { print o / 1e6 }')" "$per" "$(awk -v p=$per -v f=$first 'BEGIN { printf "%.2f", f ? p / f : 0 }')"
  done
  printf '(per-statement cost flat or falling: linear; growing with S: superlinear)\n'
fi

if [ -n "${BENCH_NO_PTXSIM:-}" ]; then
  printf '\nexecuted counts on ptxsim: skipped (BENCH_NO_PTXSIM set)\n'
else
printf '\nexecuted on ptxsim (the emulated device: every launch of the whole program), memory instructions by\n'
printf 'space (ld/st/atom/red, .param excluded), the executed generic share, cvta (both directions), all instructions\n'
printf '%-22s %8s %7s %7s %6s %6s %6s %6s %6s  | %8s %7s %7s %6s %6s %6s %6s %6s %6s\n' kernel \
  "insns" gen glob shar loc cnst cvta "gen%" "insns" gen glob shar loc cnst nc cvta "gen%"
awk 'function share(g, t) { return t > 0 ? sprintf ("%.3f", g / t) : "-" }
     $11 != "ok" || $21 != "ok" { printf "%-22s ptxsim run failed (stock %s, plugin %s)\n", $1, $11, $21; bad++; next }
     { ts = $3 + $4 + $5 + $6 + $7; tp = $13 + $14 + $15 + $16 + $17
       printf "%-22s %8d %7d %7d %6d %6d %6d %6d %6s  | %8d %7d %7d %6d %6d %6d %6d %6d %6s\n", $1,
         $2, $3, $4, $5, $6, $7, $9, share($3, ts), $12, $13, $14, $15, $16, $17, $18, $19, share($13, tp)
       gs += $3; as += ts; gp += $13; ap += tp; insns += $2 + $12; secs += $10 + $20 }
     END { printf "pooled executed generic share: stock %s, plugin %s (%d kernels, %d failed on ptxsim)\n",
             share(gs, as), share(gp, ap), NR - bad, bad + 0
           if (secs > 0) printf "ptxsim speed: %.1f million PTX instructions per second (all runs, wall time incl. loading)\n", insns / secs / 1e6 }' \
  "$out/dynamic"
# The user's own functions only (PTXSIM_PROFILE): what the plugin's code
# executes against stock code, without the runtime's scheduling noise.
printf '\nexecuted on ptxsim in the user'"'"'s own device functions (the functions the offload compile defined;\n'
printf 'libgomp'"'"'s and newlib'"'"'s device code excluded): all instructions, cvta (both directions), memory instructions\n'
printf '(diff: plugin - stock; beyond cvta: the diff less the extra conversions, which ptxas mostly drops:\n'
printf 'see the SASS table above)\n'
printf '%-22s %10s %8s %9s  | %10s %8s %9s  | %8s %7s %11s\n' kernel insns cvta memory insns cvta memory "diff" "diff%" "beyond cvta"
awk '$2 == "-" || $5 == "-" || $2 == 0 { printf "%-22s no profile\n", $1; next }
     { d = $5 - $2; r = d - ($6 - $3)
       printf "%-22s %10d %8d %9d  | %10d %8d %9d  | %+8d %+6.2f%% %+11d\n", $1, $2, $3, $4, $5, $6, $7, d, 100 * d / $2, r
       ss += $2; sp += $5; if (d > 0) { above++; list = list " " $1 }; if (r > 0) { beyond++; blist = blist " " $1 } }
     END { printf "all kernels: stock %d, plugin %d (%+.2f%%); above stock: %d kernels%s\n",
             ss, sp, ss ? 100 * (sp - ss) / ss : 0, above + 0, list
           printf "above stock by more than their extra conversions: %d kernels%s\n", beyond + 0, blist }' "$out/user-executed"

# Per program: where ptxsim is slow, and whether the plugin's code runs
# slower on it than stock code (same instructions, more seconds).
printf '\nptxsim speed per program, million PTX instructions per second (wall time incl. loading)\n'
printf '%-22s %8s %8s %9s\n' kernel stock plugin "plug/stk"
awk '$11 == "ok" && $21 == "ok" && $10 > 0 && $20 > 0 {
       s = $2 / $10 / 1e6; p = $12 / $20 / 1e6
       printf "%-22s %8.1f %8.1f %9.2f\n", $1, s, p, (s > 0 ? p / s : 0) }' "$out/dynamic"

fi

# ptxsim's raw speed: tools/ptxsim/test/bench-loop.ptx (5 instructions
# per iteration, 10^6 iterations per thread) on one thread, one warp and
# eight warps; thread-instructions per second of wall time.
cli=$top/build/ptxsim/ptxsim-cli
if [ -x "$cli" ] && [ -z "${BENCH_NO_PTXSIM:-}" ]; then
  printf '\nptxsim speed on a tight loop (tools/ptxsim/test/bench-loop.ptx), PTX instructions executed per second\n'
  for threads in 1 32 256; do
    t0=$(date +%s.%N)
    (cd "$top/tools/ptxsim/test" && "$cli" bench-loop.ptx -k loop -b $threads,1,1 -p buf:4 -p u32:1000000 > /dev/null 2>&1)
    t1=$(date +%s.%N)
    awk -v n=$threads -v t="$(echo "$t1 - $t0" | bc)" 'BEGIN {
      printf "  %4d threads: %6.1f million/s\n", n, (t > 0 ? n * 5e6 / t / 1e6 : 0) }'
  done
fi

printf '\ngeneric accesses left with the plugin, and why:\n'
sed 's/^/  /' "$out/reasons"

if [ $have_gpu = 1 ]; then
  printf '\nrun time on the GPU (best of 3, seconds, whole program)\n'
  printf '%-22s %10s %10s\n' kernel stock plugin
  while read -r n s p; do printf '%-22s %10s %10s\n' "$n" "$s" "$p"; done < "$out/times"
else
  printf '\nrun times: no GPU on this machine (nvidia-smi finds none); the kernels are not timed\n'
fi
