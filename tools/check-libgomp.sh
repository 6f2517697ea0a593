#!/bin/sh
# Conformance run over GCC 12's own libgomp testsuite: every test is built
# twice, stock and with the plugin, and the outcomes are compared.
#
# Usage: check-libgomp.sh TOPDIR LOGDIR          the run (make check-libgomp)
#        check-libgomp.sh --extract DESTDIR      only unpack the testsuite
#
# Environment:
#   OFFLOAD_CC OFFLOAD_CXX OFFLOAD_FC  host drivers (gcc, g++, gfortran)
#   PTX_OPTIONS      offload options of every build (-misa=sm_80 -mptx=7.0)
#   GCC_SOURCE       GCC source tarball or directory; empty: Debian's
#                    /usr/src/gcc-12/gcc-*.tar.*
#   LIBGOMP_SUITES   suites to run (default: all of them, see SUITES below);
#                    "c-c++-common" stands for both of its languages
#   LIBGOMP_JOBS     parallel tests (default 2)
#   LIBGOMP_FILTER   extended regex over "SUITE/FILE" (e.g. 'target|teams')
#   LIBGOMP_TIMEOUT  seconds per test program run (default 60)
#   LIBGOMP_PIE      1: keep the driver's default PIE (see below; default 0)
#   LIBGOMP_TESTSUITE where the unpacked sources are (default
#                    TOPDIR/build/libgomp-testsuite)
#
# What a test is (as GCC's libgomp.*/*.exp and lib/libgomp.exp build them):
#   - C suites compile with OFFLOAD_CC, C++ suites with OFFLOAD_CXX (the
#     *-c++-common directories are compiled both ways), Fortran with
#     OFFLOAD_FC; -fopenmp or -fopenacc by suite; -I for libgomp/ and the
#     top-level include/ (gomp-constants.h); OpenACC: -DACC_DEVICE_TYPE_host=1
#     -DACC_MEM_SHARED=1 without a GPU (as GCC's own run on such a machine)
#     or _nvidia=1/=0 with one; Fortran: -lgfortran -foffload=-lgfortran
#     -lquadmath.  -O2 first, then dg-options and dg-additional-options, so
#     a test's own -O wins.  -lm always.
#   - Both builds: -foffload=nvptx-none
#     -foffload-options=nvptx-none="$PTX_OPTIONS -save-temps" at compile and
#     link time; the plugin build adds -fplugin=TOPDIR/build/nvptx_memspace.so
#     (all passes on, default knobs).  -save-temps keeps the device PTX.
#   - -fno-pie at compile time and -no-pie at link time for both builds,
#     unless LIBGOMP_PIE=1.  Debian's GCC defaults to PIE; the host objects
#     are then -fPIE and mkoffload compiles the device code -fPIC, under which
#     GCC 12 makes a local alias for a public function that calls itself, and
#     nvptx has no aliases: "error: alias definitions not supported in this
#     configuration" for every such test.  GCC's testsuite is run by GCC's
#     developers with a compiler that does not default to PIE, so this is
#     the configuration the tests were written for.  (Debian's --as-needed
#     default needs nothing: the libraries the tests name come after the
#     objects that use them.)
#   - Directives: dg-do (run/link/compile, with target selectors),
#     dg-options, dg-additional-options, dg-additional-sources,
#     dg-require-effective-target, dg-skip-if, dg-xfail-if, dg-xfail-run-if,
#     dg-shouldfail, dg-output, dg-set-target-env-var; the rest (dg-note,
#     dg-warning, dg-final scans, ...) check GCC's own diagnostics and dumps
#     and are not evaluated.  Selectors are evaluated for this machine with
#     nvptx the only offload target: x86- and amdgcn-specific triplets and
#     effective targets are false, CUDA libraries (openacc_cuda, cublas,
#     cudart) are absent, and the device ones (offload_device*,
#     openacc_nvidia_accel_selected, ...) are true only with a GPU.
#   - A test that this machine would skip only for want of a GPU is built
#     (both ways, as for a GPU run) but not run: "built only".
#
# Per test and build: compile (ok, error, ICE), link (ok, error, ICE,
# ptxas: nvptx-as ran ptxas on the device code and it refused), device code
# (PTX produced) and for dg-do run the run (exit status 0 and no "FAIL" in
# the output, dg-output and dg-shouldfail honoured, LIBGOMP_TIMEOUT seconds).
# The logs are in LOGDIR/work/SUITE/TEST/{stock,plugin}/ (build.log, run.log,
# the PTX); everything else is deleted unless the two builds differ.
# Exit status: 0 if no test differs between stock and plugin.
set -u

extract() {
  dest=$1
  [ -f "$dest/.stamp" ] && return 0
  src=${GCC_SOURCE:-}
  [ -n "$src" ] || src=$(ls /usr/src/gcc-12/gcc-*.tar.* 2>/dev/null | head -n 1)
  if [ -z "$src" ]; then
    echo "check-libgomp: no GCC source: install gcc-12-source or set GCC_SOURCE" >&2
    return 1
  fi
  rm -rf "$dest"
  mkdir -p "$dest"
  if [ -d "$src" ]; then
    echo "check-libgomp: copying libgomp/testsuite from $src"
    mkdir -p "$dest/libgomp" "$dest/include"
    cp -r "$src/libgomp/testsuite" "$dest/libgomp/" &&
    cp "$src/libgomp/libgomp_g.h" "$dest/libgomp/" &&
    cp "$src/include/gomp-constants.h" "$dest/include/" || return 1
  else
    echo "check-libgomp: unpacking libgomp/testsuite from $src"
    mkdir -p "$dest/unpack"
    # The testsuite, libgomp_g.h (included by some tests from libgomp/) and
    # gomp-constants.h (from the top-level include/).
    tar xf "$src" -C "$dest/unpack" --wildcards \
      '*/libgomp/testsuite/*' '*/libgomp/libgomp_g.h' '*/include/gomp-constants.h' \
      || { echo "check-libgomp: cannot unpack $src" >&2; return 1; }
    mv "$dest"/unpack/*/libgomp "$dest"/unpack/*/include "$dest/" || return 1
    rm -rf "$dest/unpack"
  fi
  [ -d "$dest/libgomp/testsuite/libgomp.c" ] || {
    echo "check-libgomp: $src has no libgomp/testsuite" >&2; return 1; }
  # A few tests #include a test of GCC's own testsuite (../../../gcc/testsuite/...).
  more=$(grep -rhoE '\.\./\.\./\.\./gcc/testsuite/[^"'"'"' >]+' "$dest/libgomp/testsuite" \
           | sed 's|^\.\./\.\./\.\./||' | sort -u)
  if [ -n "$more" ]; then
    if [ -d "$src" ]; then
      for f in $more; do
        mkdir -p "$dest/$(dirname "$f")" && cp "$src/$f" "$dest/$f" || return 1
      done
    else
      mkdir -p "$dest/unpack"
      tar xf "$src" -C "$dest/unpack" --wildcards $(for f in $more; do echo "*/$f"; done) \
        || { echo "check-libgomp: cannot unpack $more from $src" >&2; return 1; }
      mv "$dest"/unpack/*/gcc "$dest/" && rm -rf "$dest/unpack" || return 1
    fi
  fi
  touch "$dest/.stamp"
}

if [ "${1:-}" = "--extract" ]; then
  extract "$2"
  exit $?
fi

top=$(cd "$1" && pwd)
mkdir -p "$2"
log=$(cd "$2" && pwd)
ts_root=${LIBGOMP_TESTSUITE:-$top/build/libgomp-testsuite}
extract "$ts_root" || exit 1
ts_root=$(cd "$ts_root" && pwd)

plugin=$top/build/nvptx_memspace.so
[ -f "$plugin" ] || { echo "check-libgomp: $plugin is missing (make all)" >&2; exit 1; }

if command -v tclsh >/dev/null 2>&1; then tcl=tclsh
elif command -v expect >/dev/null 2>&1; then tcl=expect   # DejaGnu's Tcl
else echo "check-libgomp: needs tclsh or expect (dejagnu)" >&2; exit 1
fi

gpu=0
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then gpu=1; fi
ptxas=$(command -v ptxas 2>/dev/null || true)

jobs=${LIBGOMP_JOBS:-2}
suites=${LIBGOMP_SUITES:-}
[ -n "$suites" ] || suites="c c-c++-common c++ oacc-c oacc-c-c++-common oacc-c++ fortran oacc-fortran"

rm -rf "$log/work" "$log/results"
mkdir -p "$log/work" "$log/results"
start=$(date +%s)
# The run uses a copy: a rebuild of the plugin meanwhile does not mix versions.
cp "$plugin" "$log/nvptx_memspace.so" || exit 1
plugin_id="build/nvptx_memspace.so, md5 $(md5sum < "$plugin" | cut -c1-12), $(date -r "$plugin" '+%F %T')"
plugin_id="$plugin_id, source tree $(cd "$top" && git describe --always --dirty 2>/dev/null || echo '?')"
plugin=$log/nvptx_memspace.so

# The Tcl part: directives, builds, runs (one test per call) and the report.
cat > "$log/check-libgomp.tcl" <<'TCL'
set mode [lindex $argv 0]
proc cfg {name} { return $::env(CLG_$name) }

# --- suites ------------------------------------------------------------------
# key -> directory, language, model
array set suite_dir {
  c libgomp.c  c-c++-common/c libgomp.c-c++-common  c-c++-common/c++ libgomp.c-c++-common
  c++ libgomp.c++  oacc-c libgomp.oacc-c  oacc-c-c++-common/c libgomp.oacc-c-c++-common
  oacc-c-c++-common/c++ libgomp.oacc-c-c++-common  oacc-c++ libgomp.oacc-c++
  fortran libgomp.fortran  oacc-fortran libgomp.oacc-fortran  graphite libgomp.graphite
}
set suite_order {c c-c++-common/c c-c++-common/c++ c++ oacc-c oacc-c-c++-common/c
  oacc-c-c++-common/c++ oacc-c++ fortran oacc-fortran graphite}
proc suite_lang {s} {
  if {[string match *fortran $s]} { return fortran }
  if {[string match *c++ $s]} { return c++ }
  return c
}
proc suite_openacc {s} { return [string match oacc-* $s] }
# The files GCC's .exp for the suite runs (its "find" is recursive).
proc suite_files {s} {
  set dir [file join [cfg TS] $::suite_dir($s)]
  switch -- $s {
    c++ - oacc-c++ { set pat {*.C} }
    fortran - oacc-fortran { set pat {*.f *.F *.f90 *.F90 *.f95 *.F95 *.f03 *.F03 *.f08 *.F08} }
    default { set pat {*.c} }
  }
  set out {}
  set todo [list $dir]
  while {[llength $todo]} {
    set d [lindex $todo 0]; set todo [lrange $todo 1 end]
    foreach p $pat { foreach f [glob -nocomplain -types f -directory $d $p] { lappend out $f } }
    foreach sub [glob -nocomplain -types d -directory $d *] { lappend todo $sub }
  }
  set rel {}
  foreach f [lsort -unique $out] { lappend rel [string range $f [expr {[string length $dir] + 1}] end] }
  return $rel
}

# --- target selectors and effective targets ----------------------------------
# The world: W(gpu) (a GPU present), W(openacc), W(lang).
proc et {name} {
  global W
  switch -- $name {
    offload_target_nvptx { return 1 }
    offload_device - offload_device_nonshared_as - offload_device_nvptx -
    openacc_nvidia_accel_present { return $W(gpu) }
    offload_device_shared_as { return [expr {!$W(gpu)}] }
    openacc_nvidia_accel_selected { return [expr {$W(gpu) && $W(openacc)}] }
    openacc_host_selected { return [expr {!$W(gpu) && $W(openacc)}] }
    __OPTIMIZE__ { return $W(optimize) }
    c { return [expr {$W(lang) eq "c"}] }
    c++ { return [expr {$W(lang) eq "c++"}] }
    fortran { return [expr {$W(lang) eq "fortran"}] }
    lp64 - size32plus - tls - tls_runtime - tls_native - sync_int_long - sync_int_128 -
    lto - vect_simd_clones - pthread - fpic - shared - weak_undefined - large_long_double -
    __float128 - fd_truncate - alias - fopenmp - fopenacc - cas_char - cas_int -
    int32plus - ptr32plus - fstack_protector - fgraphite { return 1 }
    offload_target_amdgcn - openacc_radeon_accel_selected - openacc_radeon_accel_present -
    offload_device_intel_mic - offload_device_any_intel_mic - openacc_cuda -
    openacc_cublas - openacc_cudart - run_expensive_tests - skip-all-targets -
    ia32 - avx_runtime - sse2_runtime - avx2_runtime - avx512f_runtime -
    aarch64_tiny - hsa_offloading_selected { return 0 }
  }
  lappend W(unknown) $name
  return 0
}
# A triplet pattern: true only when it does not name a CPU (x86-, amdgcn-,
# ... specific selectors are for the host or another offload target).
proc triplet_match {t} {
  if {[string match {\**} $t] == 0} { return 0 }
  return [string match $t "x86_64-pc-linux-gnu"]
}
proc sel_atom {t} {
  if {[regexp {^[^-]*-[^-]*-} $t] && ![regexp {^[a-z0-9_]+-[a-z]+-targets$} $t]} {
    return [triplet_match $t]
  }
  return [et $t]
}
# GCC's selector syntax: a list of alternatives, or an expression with
# !, &&, || and braced groups.
proc sel_eval {s} {
  if {[llength $s] == 0} { return 0 }
  if {[llength $s] == 1} {
    set t [lindex $s 0]
    if {[llength $t] > 1} { return [sel_eval $t] }
    return [sel_atom [lindex $t 0]]
  }
  if {[lsearch -exact $s "&&"] >= 0 || [lsearch -exact $s "||"] >= 0 || [lindex $s 0] eq "!"} {
    set i 0
    return [sel_expr $s i]
  }
  foreach t $s { if {[sel_eval [list $t]]} { return 1 } }
  return 0
}
proc sel_operand {s iv} {
  upvar $iv i
  set t [lindex $s $i]; incr i
  if {$t eq "!"} { return [expr {![sel_operand $s i]}] }
  return [sel_eval [list $t]]
}
proc sel_expr {s iv} {
  upvar $iv i
  set v [sel_operand $s i]
  while {$i < [llength $s]} {
    set op [lindex $s $i]; incr i
    set r [sel_operand $s i]
    if {$op eq "&&"} { set v [expr {$v && $r}] } else { set v [expr {$v || $r}] }
  }
  return $v
}
# { target SEL } or { xfail SEL }: [list kind value]
proc sel_target {sel} {
  set kind [lindex $sel 0]
  return [list $kind [sel_eval [lrange $sel 1 end]]]
}
# DejaGnu's check_conditional_xfail over include/exclude option groups: a
# group matches when it is not empty and all its words are in the flags.
proc check_flags {flags incl excl} {
  set cf " toolname [join $flags { }] "
  set hit [expr {[llength $incl] == 0}]
  foreach opt $incl {
    set n 0
    foreach j $opt { if {[string match "* $j *" $cf]} { incr n } }
    if {$n == [llength $opt]} { set hit $n; break }
  }
  if {!$hit} { return 0 }
  foreach opt $excl {
    set n 0
    foreach j $opt { if {[string match "* $j *" $cf]} { incr n } }
    if {$n == [llength $opt]} { return [expr {$n == 0}] }
  }
  return 1
}

# --- the directives ----------------------------------------------------------
# Like DejaGnu's dg-get-options: every line with "{ dg-NAME ... }".
proc directives {file} {
  set fd [open $file r]
  fconfigure $fd -encoding iso8859-1
  set text [read $fd]
  close $fd
  set out {}
  set n 0
  foreach line [split $text "\n"] {
    incr n
    if {[regexp {\{[ \t]+(dg-[-a-z]+)[ \t]+(.*)[ \t]+\}[^\}]*$} $line -> cmd args]} {
      if {[catch {set op [list $cmd $n {*}$args]}]} { continue }
      lappend out $op
    }
  }
  return $out
}

# affinity-1.c includes the config.h of a libgomp build tree.
proc includes_config_h {file {depth 0}} {
  if {$depth > 1 || [catch {open $file r} fd]} { return 0 }
  set text [read $fd]
  close $fd
  if {[regexp {#include\s+"config\.h"} $text]} { return 1 }
  foreach {- inc} [regexp -all -inline {#include\s+"([^"]+\.[cC])"} $text] {
    if {[includes_config_h [file join [file dirname $file] $inc] [expr {$depth + 1}]]} { return 1 }
  }
  return 0
}

# Plan a test in the current world: returns a dict.
proc plan {suite rel} {
  global W
  set file [file join [cfg TS] $::suite_dir($suite) $rel]
  set openacc [suite_openacc $suite]
  set flags [list [expr {$openacc ? "-fopenacc" : "-fopenmp"}] \
		 -I[file join [cfg TS] ..] -I[file join [cfg TS] .. .. include] \
		 -fmessage-length=0 -fno-diagnostics-show-caret -fdiagnostics-color=never]
  if {$openacc} {
    if {$W(gpu)} {
      lappend flags -DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0
    } else {
      lappend flags -DACC_DEVICE_TYPE_host=1 -DACC_MEM_SHARED=1
    }
    lappend flags -I[file join [cfg TS] libgomp.oacc-c-c++-common]
  }
  lappend flags -foffload=nvptx-none -O2
  set P(what) run
  set P(skip) ""
  set P(options) {}
  set P(extra) {}
  set P(sources) [list $file]
  set P(skipifs) {}
  set P(xfail) 0
  set P(xfail_run) {}
  set P(shouldfail) {}
  set P(output) {}
  set P(env) {}
  set P(expect_error) 0
  set W(optimize) 1
  foreach op [directives $file] {
    set cmd [lindex $op 0]
    set a [lrange $op 2 end]
    switch -- $cmd {
      dg-do {
	set P(what) [lindex $a 0]
	if {[llength $a] > 1} {
	  lassign [sel_target [lindex $a 1]] kind v
	  if {$kind eq "target" && !$v} {
	    set P(skip) "dg-do [lindex $a 0] { [lindex $a 1] } not selected"
	  }
	}
      }
      dg-options - dg-additional-options {
	set ok 1
	if {[llength $a] > 1} { lassign [sel_target [lindex $a 1]] kind ok }
	if {$ok} {
	  if {$cmd eq "dg-options"} { set P(options) [lindex $a 0] } else { lappend P(extra) {*}[lindex $a 0] }
	}
      }
      dg-additional-sources {
	foreach s [lindex $a 0] { lappend P(sources) [file join [file dirname $file] $s] }
      }
      dg-require-effective-target {
	if {![et [lindex $a 0]]} { set P(skip) "needs [lindex $a 0]" }
      }
      dg-skip-if {
	lappend P(skipifs) [list [lindex $a 1] \
	  [expr {[llength $a] > 2 ? [lindex $a 2] : {*}}] [expr {[llength $a] > 3 ? [lindex $a 3] : {{}}}] \
	  [lindex $a 0]]
      }
      dg-xfail-if { if {[sel_eval [lindex $a 1]]} { set P(xfail) 1 } }
      dg-xfail-run-if {
	lappend P(xfail_run) [list [lindex $a 1] \
	  [expr {[llength $a] > 2 ? [lindex $a 2] : {*}}] [expr {[llength $a] > 3 ? [lindex $a 3] : {{}}}]]
      }
      dg-shouldfail {
	set sel [expr {[llength $a] > 1 ? [lindex $a 1] : {*-*-*}}]
	lappend P(shouldfail) [list $sel \
	  [expr {[llength $a] > 2 ? [lindex $a 2] : {*}}] [expr {[llength $a] > 3 ? [lindex $a 3] : {{}}}]]
      }
      dg-output {
	set ok 1
	if {[llength $a] > 1} {
	  lassign [sel_target [lindex $a 1]] kind v
	  if {$kind eq "target"} { set ok $v }
	}
	if {$ok} { append P(output) [lindex $a 0] }
      }
      dg-set-target-env-var { lappend P(env) [lindex $a 0] [lindex $a 1] }
      dg-error { set P(expect_error) 1 }
    }
  }
  # GCC: dg-options replaces the default options; both come after the
  # suite's flags and -O2.
  set flags [concat $flags $P(options) $P(extra)]
  set P(flags) $flags
  set W(optimize) 1
  foreach f $flags { if {[string match -O* $f]} { set W(optimize) [expr {$f ne "-O0"}] } }
  foreach s $P(skipifs) {
    lassign $s sel incl excl comment
    if {[sel_eval $sel] && [check_flags $flags $incl $excl]} {
      set P(skip) "dg-skip-if [list $comment] { $sel }[expr {$incl ne {*} || $excl ne {{}} ? " { $incl } { $excl }" : ""}]"
    }
  }
  set fail 0
  foreach s $P(shouldfail) {
    lassign $s sel incl excl
    if {[sel_eval $sel] && [check_flags $flags $incl $excl]} { set fail 1 }
  }
  set P(shouldfail) $fail
  set xr 0
  foreach s $P(xfail_run) {
    lassign $s sel incl excl
    if {[sel_eval $sel] && [check_flags $flags $incl $excl]} { set xr 1 }
  }
  set P(xfail_run) $xr
  foreach s $P(sources) {
    if {![file exists $s]} { set P(skip) "missing source [file tail $s]" }
  }
  if {[includes_config_h $file]} { set P(skip) "includes libgomp's build-tree config.h" }
  if {![string match {[rlc]*} $P(what)]} { set P(what) run }
  if {$P(what) ni {run link compile}} {
    if {$P(what) eq "assemble" || $P(what) eq "preprocess"} { set P(what) compile } else { set P(what) run }
  }
  return [array get P]
}

# --- building and running ----------------------------------------------------
proc run_cmd {cmd timeout} {
  set t0 [clock milliseconds]
  set status [catch { exec timeout -k 10 $timeout {*}$cmd 2>@1 } out]
  set code 0
  if {$status} {
    set code 1
    switch -- [lindex $::errorCode 0] {
      CHILDSTATUS { set code [lindex $::errorCode 2] }
      CHILDKILLED { set code [lindex $::errorCode 2] }
    }
    regsub {(\n)?child process exited abnormally$} $out {} out
  }
  return [list $code $out [expr {[clock milliseconds] - $t0}]]
}
proc first_error {out kind} {
  set lines [split $out "\n"]
  switch -- $kind {
    ice { set re {internal compiler error} }
    ptxas { set re {ptxas|nvptx-as} }
    default { set re {(?i)error|unresolved|undefined reference|fatal} }
  }
  foreach l $lines { if {[regexp $re $l]} { return [string trim $l] } }
  foreach l $lines { if {[string trim $l] ne ""} { return [string trim $l] } }
  return ""
}
proc classify {code out} {
  if {[regexp {internal compiler error} $out]} { return ice }
  if {$code == 0} { return ok }
  if {$code == 124 || $code == 137} { return timeout }
  if {[regexp {(?n)^ptxas |nvptx-as: ptxas returned|^ptxas[^\n]*(error|fatal)} $out]} { return ptxas }
  return error
}
proc driver {suite} {
  switch -- [suite_lang $suite] {
    c { return [cfg CC] }
    c++ { return [cfg CXX] }
    fortran { return [cfg FC] }
  }
}

# Build (and run) one variant in DIR; returns a dict.
proc build_variant {suite planv variant dir} {
  array set P $planv
  file mkdir $dir
  cd $dir
  set offload "[cfg PTX] -save-temps"
  if {$variant eq "plugin"} { append offload " -fplugin=[cfg PLUGIN]" }
  # -fno-pie before the test's options (a test's own -fPIC wins), -no-pie
  # unless the test links -shared or -pie.
  set cflags {}
  set lflags {}
  if {![cfg DEBIAN_DEFAULTS]} {
    set cflags [list -fno-pie]
    if {[lsearch -exact $P(flags) -shared] < 0 && [lsearch -exact $P(flags) -pie] < 0} {
      set lflags [list -no-pie]
    }
    lappend lflags -Wl,--no-as-needed
  }
  set common [concat [list [driver $suite]] $P(flags) [list -foffload-options=nvptx-none=$offload]]
  set lg [open build.log w]
  set R(compile) ok
  set R(link) -
  set R(device) -
  set R(run) -
  set R(err) ""
  set R(ms) 0
  set R(same_exe) 0
  set objs {}
  set i 0
  foreach src $P(sources) {
    set obj [format "src%d.o" $i]; incr i
    set cmd [concat [lrange $common 0 0] $cflags [lrange $common 1 end] [list -c $src -o $obj]]
    lassign [run_cmd $cmd 600] code out ms
    puts $lg "\$ cd $dir && [shell_quote $cmd]\n$out\n(exit $code, $ms ms)\n"
    set c [classify $code $out]
    if {$c ne "ok"} {
      set R(compile) [expr {$c eq "ptxas" ? "error" : $c}]
      set R(err) [first_error $out $R(compile)]
      close $lg
      return [array get R]
    }
    lappend objs $obj
  }
  if {$P(what) eq "compile"} { close $lg; return [array get R] }
  set libs [list -lm]
  if {[suite_lang $suite] eq "fortran"} { lappend libs -lgfortran -foffload=-lgfortran -lquadmath }
  set cmd [concat [lrange $common 0 0] $lflags [lrange $common 1 end] $objs [list -o prog] $libs]
  lassign [run_cmd $cmd 900] code out ms
  puts $lg "\$ cd $dir && [shell_quote $cmd]\n$out\n(exit $code, $ms ms)\n"
  close $lg
  set R(ms) $ms
  set R(link) [classify $code $out]
  if {$R(link) ne "ok"} {
    set R(err) [first_error $out $R(link)]
    return [array get R]
  }
  set R(device) [expr {[llength [glob -nocomplain *.mkoffload.s]] ? "yes" : "no"}]
  if {$P(what) eq "run"} {
    # Linking is deterministic: a plugin build whose executable is the
    # stock one byte for byte (the plugin changed no device code, or there
    # is none) has the stock run's outcome.
    set same 0
    if {$variant eq "plugin" && [info exists ::stock_run]} {
      set same [same_file prog [file join $dir .. stock prog]]
    }
    if {$same} {
      set R(run) $::stock_run
      set R(same_exe) 1
    } else {
      set R(run) [run_prog $planv]
      if {$variant eq "stock"} { set ::stock_run $R(run) }
    }
  }
  return [array get R]
}
proc shell_quote {cmd} {
  set out {}
  foreach a $cmd {
    if {[regexp {^[-A-Za-z0-9_./=,:+@%]+$} $a]} { lappend out $a } else {
      lappend out "'[string map {' '\\''} $a]'"
    }
  }
  return [join $out " "]
}
proc same_file {a b} {
  if {![file exists $b] || [file size $a] != [file size $b]} { return 0 }
  return [expr {[catch {exec cmp -s $a $b}] == 0}]
}
proc run_prog {planv} {
  array set P $planv
  set saved [array get ::env]
  set ::env(LC_ALL) C
  set ::env(LANG) C
  if {$::W(gpu)} {
    set ::env(OMP_TARGET_OFFLOAD) MANDATORY
    if {$::W(openacc)} { set ::env(ACC_DEVICE_TYPE) nvidia }
  } elseif {$::W(openacc)} {
    set ::env(ACC_DEVICE_TYPE) host
  }
  # DejaGnu runs programs on a pty: line-buffered stdout, so output written
  # before an abort or a STOP is not lost and interleaves with stderr in
  # order; dg-output patterns depend on that.
  set ::env(GFORTRAN_UNBUFFERED_PRECONNECTED) y
  foreach {k v} $P(env) { set ::env($k) $v }
  # To a file: exec would drop the last newline, which dg-output patterns match.
  lassign [run_cmd [list stdbuf -oL -eL ./prog >& prog.out] [cfg TIMEOUT]] code out ms
  array unset ::env
  array set ::env $saved
  set fd [open prog.out r]
  fconfigure $fd -encoding iso8859-1
  set out [read $fd]
  close $fd
  file delete prog.out
  set fd [open run.log w]
  puts $fd "\$ ./prog   ([join $P(env) { }])\n$out\n(exit $code, $ms ms)"
  close $fd
  if {$code in {124 137 SIGKILL}} { return timeout }
  if {$P(shouldfail)} {
    set ok [expr {$code ne "0"}]
  } else {
    set ok [expr {$code eq "0" && ![regexp {\mFAIL\M} $out]}]
  }
  if {$ok && $P(output) ne ""} {
    if {[catch {regexp -- $P(output) $out} m] || !$m} { set ok 0 }
  }
  if {$P(xfail_run)} { return [expr {$ok ? "xpass" : "xfail"}] }
  return [expr {$ok ? "pass" : "fail"}]
}
proc outcome {r} {
  array set R $r
  if {$R(compile) ne "ok"} { return "compile:$R(compile)" }
  if {$R(link) eq "-"} { return "compiled" }
  if {$R(link) ne "ok"} { return "link:$R(link)" }
  if {$R(run) eq "-"} { return "linked" }
  return "run:$R(run)"
}

proc worker {idx total suite rel} {
  global W
  set W(gpu) [cfg GPU]
  set W(openacc) [suite_openacc $suite]
  set W(lang) [suite_lang $suite]
  set W(unknown) {}
  set planv [plan $suite $rel]
  array set P $planv
  set note ""
  if {$P(skip) ne "" && !$W(gpu) && ![string match "missing source*" $P(skip)]} {
    # Would a GPU machine build it?  Then build it as there, but do not run it.
    set W(gpu) 1
    set p2 [plan $suite $rel]
    array set P2 $p2
    if {$P2(skip) eq ""} {
      set note "built only: $P(skip)"
      set planv $p2
      array set P $p2
      if {$P(what) eq "run"} { set P(what) link }
      set planv [array get P]
      set W(gpu) 0
    } else {
      set W(gpu) 0
    }
  }
  set key [string map {/ _} $suite]/[string map {/ _} [file rootname $rel]]
  set res [dict create suite $suite test $rel what $P(what) skip $P(skip) note $note \
	       shouldfail $P(shouldfail) xfail $P(xfail) expect_error $P(expect_error) unknown [lsort -unique $W(unknown)]]
  if {$note eq "" && $P(skip) ne ""} {
    write_result $key $res
    return
  }
  set wdir [file join [cfg LOG] work $key]
  file delete -force $wdir
  set rs [build_variant $suite $planv stock [file join $wdir stock]]
  set rp [build_variant $suite $planv plugin [file join $wdir plugin]]
  set os [outcome $rs]
  set op [outcome $rp]
  set ptx_changed -
  if {[dict get $rs device] eq "yes" && [dict get $rp device] eq "yes"} {
    set ptx_changed [expr {[ptx_text [file join $wdir stock]] ne [ptx_text [file join $wdir plugin]]}]
  }
  set flaky {}
  if {$os ne $op && [string match run:* $os] && [string match run:* $op]} {
    # A run difference: run both twice more before calling it one.
    foreach v {stock plugin} { set seen($v) [list [expr {$v eq "stock" ? $os : $op}]] }
    for {set k 0} {$k < 2} {incr k} {
      foreach v {stock plugin} {
	cd [file join $wdir $v]
	file rename -force run.log run.log.[expr {$k + 1}]
	lappend seen($v) run:[run_prog $planv]
      }
    }
    foreach o $seen(stock) { if {$o in $seen(plugin)} { set flaky "stock: [join $seen(stock) ,]; plugin: [join $seen(plugin) ,]" } }
  }
  dict set res stock $rs
  dict set res plugin $rp
  dict set res stock_outcome $os
  dict set res plugin_outcome $op
  dict set res ptx_changed $ptx_changed
  dict set res flaky $flaky
  set differs [expr {$os ne $op && $flaky eq ""}]
  dict set res differs $differs
  write_result $key $res
  if {$differs} {
    puts "DIFF  $suite/$rel: stock $os, plugin $op"
  } elseif {$flaky ne ""} {
    puts "FLAKY $suite/$rel: $flaky"
  } else {
    # Keep the logs and the PTX only.
    foreach v {stock plugin} {
      foreach f [glob -nocomplain -directory [file join $wdir $v] *] {
	set t [file tail $f]
	if {$t ne "build.log" && ![string match run.log* $t] && ![string match *.mkoffload.s $t]} {
	  file delete -force $f
	}
      }
    }
  }
  if {$idx % 100 == 0} { puts "\[$idx/$total\] [clock format [clock seconds] -format %T]" }
}
proc ptx_text {dir} {
  set t ""
  foreach f [lsort [glob -nocomplain -directory $dir *.mkoffload.s]] {
    set fd [open $f r]; append t [read $fd]; close $fd
  }
  return $t
}
proc write_result {key res} {
  set f [file join [cfg LOG] results $key.res]
  file mkdir [file dirname $f]
  set fd [open $f w]
  puts $fd $res
  close $fd
}

# --- listing and report --------------------------------------------------------
proc list_tests {} {
  set want [cfg SUITES]
  set filter [cfg FILTER]
  set out {}
  foreach s $::suite_order {
    set sel 0
    foreach w $want {
      if {$w eq $s || "$w/c" eq $s || "$w/c++" eq $s || "libgomp.$w" eq $s} { set sel 1 }
    }
    if {!$sel} { continue }
    foreach rel [suite_files $s] {
      if {$filter ne "" && ![regexp -- $filter "$s/$rel"]} { continue }
      lappend out [list $s $rel]
    }
  }
  foreach w $want {
    set known 0
    foreach s $::suite_order { if {$w eq $s || "$w/c" eq $s || "$w/c++" eq $s || "libgomp.$w" eq $s} { set known 1 } }
    if {!$known} { puts stderr "check-libgomp: unknown suite '$w' (known: $::suite_order, c-c++-common, oacc-c-c++-common)"; exit 2 }
  }
  set i 0
  foreach t $out {
    incr i
    puts "$i [llength $out] [lindex $t 0] [lindex $t 1]"
  }
}

proc report {} {
  set rows {}
  foreach f [lsort [glob -nocomplain -directory [file join [cfg LOG] results] */*.res]] {
    set fd [open $f r]; set r [read $fd]; close $fd
    lappend rows [string trim $r]
  }
  set cols {tests skipped built-only compiled ICE ptxas link-err linked device run-pass run-fail ptx-changed differ}
  set suites {}
  foreach r $rows {
    set s [dict get $r suite]
    if {$s ni $suites} { lappend suites $s }
    if {[dict get $r skip] ne "" && [dict get $r note] eq ""} { incr SK([dict get $r skip]) }
    if {[dict get $r note] ne ""} { incr BO([string range [dict get $r note] 12 end]) }
    set grp [expr {[string match *fortran $s] ? "Fortran" : "C/C++"}]
    foreach k [list $s $grp TOTAL] {
      incr C($k,tests)
      if {[dict get $r skip] ne "" && [dict get $r note] eq ""} {
	incr C($k,skipped)
	continue
      }
      if {[dict get $r note] ne ""} { incr C($k,built-only) }
      foreach v {stock plugin} {
	set b [dict get $r $v]
	if {[dict get $b compile] eq "ok"} { incr C($k,compiled,$v) }
	foreach part {compile link} {
	  switch -- [dict get $b $part] {
	    ice { incr C($k,ICE,$v) }
	    ptxas { incr C($k,ptxas,$v) }
	  }
	}
	if {[dict get $b link] in {error timeout}} { incr C($k,link-err,$v) }
	if {[dict get $b link] eq "ok"} { incr C($k,linked,$v) }
	if {[dict get $b device] eq "yes"} { incr C($k,device,$v) }
	switch -- [dict get $b run] {
	  pass - xfail { incr C($k,run-pass,$v) }
	  fail - xpass - timeout { incr C($k,run-fail,$v) }
	}
      }
      if {[dict get $r ptx_changed] eq "1"} { incr C($k,ptx-changed) }
      if {[dict get $r differs]} { incr C($k,differ) }
    }
  }
  set ordered {}
  foreach s $::suite_order { if {$s in $suites} { lappend ordered $s } }
  set suites [concat $ordered C/C++ Fortran TOTAL]
  set out ""
  append out [format "%-22s %5s %5s %5s |%9s |%7s |%7s |%7s |%9s |%9s |%9s |%9s |%6s %6s\n" \
      "" "" "" "built" compiled ICE ptxas "link" linked "device" run-pass run-fail "PTX" ""]
  append out [format "%-22s %5s %5s %5s |%9s |%7s |%7s |%7s |%9s |%9s |%9s |%9s |%6s %6s\n" \
      suite tests skip "only" "st plug" "st plug" "st plug" "err st/pl" "st plug" "st plug" "st plug" "st plug" chngd differ]
  foreach s $suites {
    if {$s eq "C/C++"} { append out [string repeat - 134]\n }
    set line [format "%-22s %5d %5d %5d |" [expr {$s eq "TOTAL" ? "TOTAL" : "$s"}] \
		  [v C $s,tests] [v C $s,skipped] [v C $s,built-only]]
    foreach {c w} {compiled 4 ICE 3 ptxas 3 link-err 3 linked 4 device 4 run-pass 4 run-fail 4} {
      append line [format " %*d %*d |" $w [v C $s,$c,stock] $w [v C $s,$c,plugin]]
    }
    append line [format " %6d %6d" [v C $s,ptx-changed] [v C $s,differ]]
    append out $line\n
  }
  append out "\n(st = stock GCC, plug = with the plugin; compiled = host compile of all sources;\n"
  append out " ICE/ptxas = internal compiler errors / device code refused by ptxas, at compile or link;\n"
  append out " device = linked with nvptx device code; PTX chngd = the plugin changed the device code)\n"
  set diffs {}
  set flakes {}
  foreach r $rows {
    if {[dict exists $r differs] && [dict get $r differs]} { lappend diffs $r }
    if {[dict exists $r flaky] && [dict get $r flaky] ne ""} { lappend flakes $r }
  }
  append out "\nTests whose outcome differs between stock and plugin: [llength $diffs]\n"
  foreach r $diffs {
    set key [string map {/ _} [dict get $r suite]]/[string map {/ _} [file rootname [dict get $r test]]]
    append out "  [dict get $r suite]/[dict get $r test]: stock [dict get $r stock_outcome], plugin [dict get $r plugin_outcome]\n"
    foreach v {stock plugin} {
      set e [dict get [dict get $r $v] err]
      if {$e ne ""} { append out "      $v: $e\n" }
    }
    append out "      logs: [file join [cfg LOG] work $key]/{stock,plugin}/\n"
  }
  set both {}
  foreach r $rows {
    if {![dict exists $r stock_outcome] || [dict get $r differs]} { continue }
    set o [dict get $r stock_outcome]
    if {$o in {run:pass run:xfail linked compiled}} { continue }
    set why ""
    if {[dict get $r expect_error]} { set why " (the test expects compile errors: dg-error)" }
    if {[dict get $r xfail]} { set why " (dg-xfail-if)" }
    lappend both "  [dict get $r suite]/[dict get $r test]: $o$why\n      [dict get [dict get $r stock] err]\n"
  }
  append out "\nFailing the same way stock and with the plugin: [llength $both]\n[join $both {}]"
  if {[llength $flakes]} {
    append out "\nUnstable run results (stock and plugin each run 3 times, a common outcome seen; not counted):\n"
    foreach r $flakes { append out "  [dict get $r suite]/[dict get $r test]: [dict get $r flaky]\n" }
  }
  append out "\nSkipped, by reason:\n"
  foreach k [lsort [array names SK]] { append out [format "  %4d  %s\n" $SK($k) $k] }
  if {[array size BO]} {
    append out "Built both ways but not run (a GPU machine would run them), by reason:\n"
    foreach k [lsort [array names BO]] { append out [format "  %4d  %s\n" $BO($k) $k] }
  }
  # A test without a result: the runner itself failed on it.
  set have {}
  foreach r $rows { dict set have "[dict get $r suite] [dict get $r test]" 1 }
  set lost {}
  set fd [open [file join [cfg LOG] tests.txt] r]
  foreach line [split [read $fd] "\n"] {
    if {[llength $line] == 4 && ![dict exists $have [lrange $line 2 3]]} { lappend lost [join [lrange $line 2 3] /] }
  }
  close $fd
  if {[llength $lost]} {
    append out "\nRunner errors, no result for [llength $lost] tests: [join $lost { }]\n"
  }
  set unk {}
  foreach r $rows { foreach u [dict get $r unknown] { if {$u ni $unk} { lappend unk $u } } }
  if {[llength $unk]} { append out "Unknown effective targets (taken as false): [lsort $unk]\n" }
  set ms_s 0; set ms_p 0
  foreach r $rows {
    if {[dict exists $r stock]} {
      incr ms_s [dict get [dict get $r stock] ms]; incr ms_p [dict get [dict get $r plugin] ms]
    }
  }
  append out [format "Link time (offload compile + ptxas + host link), summed: stock %.0f s, plugin %.0f s\n" \
		  [expr {$ms_s / 1000.0}] [expr {$ms_p / 1000.0}]]
  puts -nonewline $out
  set fd [open [file join [cfg LOG] summary.txt] w]; puts -nonewline $fd $out; close $fd
  exit [expr {[llength $diffs] || [llength $lost] ? 1 : 0}]
}
proc v {arr key} { upvar 1 $arr A; return [expr {[info exists A($key)] ? $A($key) : 0}] }

switch -- $mode {
  list { list_tests }
  test { worker {*}[lrange $argv 1 end] }
  report { report }
}
TCL

CLG_TS=$ts_root/libgomp/testsuite
CLG_LOG=$log
CLG_CC=${OFFLOAD_CC:-gcc-12}
CLG_CXX=${OFFLOAD_CXX:-g++-12}
CLG_FC=${OFFLOAD_FC:-gfortran-12}
CLG_PTX=${PTX_OPTIONS:--misa=sm_80 -mptx=7.0}
CLG_PLUGIN=$plugin
CLG_GPU=$gpu
CLG_TIMEOUT=${LIBGOMP_TIMEOUT:-60}
CLG_DEBIAN_DEFAULTS=${LIBGOMP_DEBIAN_DEFAULTS:-0}
CLG_SUITES=$suites
CLG_FILTER=${LIBGOMP_FILTER:-}
export CLG_TS CLG_LOG CLG_CC CLG_CXX CLG_FC CLG_PTX CLG_PLUGIN CLG_GPU CLG_TIMEOUT \
  CLG_DEBIAN_DEFAULTS CLG_SUITES CLG_FILTER

$tcl "$log/check-libgomp.tcl" list > "$log/tests.txt" || exit 2
ntests=$(wc -l < "$log/tests.txt")
if [ "$gpu" = 1 ]; then
  where="with a GPU: OMP_TARGET_OFFLOAD=MANDATORY, ACC_DEVICE_TYPE=nvidia"
else
  where="no GPU: target regions run their host fallback"
fi
echo "check-libgomp: $ntests tests ($suites), $jobs jobs, $where"
echo "check-libgomp: plugin: $plugin_id"
echo "check-libgomp: ptxas: ${ptxas:-not on PATH, device code is not checked}; logs in $log"

# One test per call; the test's index and the total go first.
xargs -P "$jobs" -L 1 $tcl "$log/check-libgomp.tcl" test < "$log/tests.txt"

end=$(date +%s)
echo
$tcl "$log/check-libgomp.tcl" report
status=$?
echo "Wall time: $((end - start)) s with $jobs jobs; plugin: $plugin_id"
echo "Wall time: $((end - start)) s with $jobs jobs; plugin: $plugin_id" >> "$log/summary.txt"
exit $status
