#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Conformance run over GCC's own libgomp testsuite (12's; 11's with make
# check-libgomp GCC=11): every test is built
# twice, stock and with the plugin, and the outcomes are compared, natively
# (host fallback without a GPU) and on ptxsim (the device code on the
# emulated GPU, build/ptxsim; see "ptxsim" below).
#
# Usage: check-libgomp.sh TOPDIR LOGDIR          the run (make check-libgomp)
#        check-libgomp.sh --extract DESTDIR      only unpack the testsuite
#
# Environment:
#   OFFLOAD_CC OFFLOAD_CXX OFFLOAD_FC  host drivers (gcc, g++, gfortran)
#   PTX_OPTIONS      offload options of every build (-misa=sm_80 -mptx=7.0)
#   GCC_SOURCE       GCC source tarball or directory; empty: Debian's
#                    /usr/src/gcc-$GCC_MAJOR/gcc-*.tar.* (GCC_MAJOR: 12)
#   LIBGOMP_PLUGIN   the plugin (default TOPDIR/build/nvptx_memspace.so)
#   OFFLOAD_OPTIONS_FLAG  how the driver takes offload options
#                    (-foffload-options=nvptx-none=; GCC 11: -foffload=nvptx-none=)
#   LIBGOMP_SUITES   suites to run (default: all of them, see SUITES below);
#                    "c-c++-common" stands for both of its languages
#   LIBGOMP_JOBS     parallel tests (default 2)
#   LIBGOMP_FILTER   extended regex over "SUITE/FILE" (e.g. 'target|teams')
#   LIBGOMP_TIMEOUT  seconds per test program run (default 60)
#   LIBGOMP_PIE      1: keep the driver's default PIE (see below; default 0)
#   LIBGOMP_TESTSUITE where the unpacked sources are (default
#                    TOPDIR/build/libgomp-testsuite)
#   LIBGOMP_PTXSIM   0: no ptxsim column (default 1, when build/ptxsim is built)
#   LIBGOMP_PTXSIM_TIMEOUT  seconds per ptxsim run (default 300)
#   LIBGOMP_PTXSIM_BUDGET   ptxsim instructions per launch (default 5e10)
#   LIBGOMP_PTXSIM_KNOWN    why tests fail on ptxsim (default
#                    TOPDIR/tools/check-libgomp-ptxsim.known)
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
# ptxsim: every test that a GPU machine would run (its plan in the world
# with W(gpu) = 1: GCC's selectors and effective targets as there) runs on
# ptxsim, stock and plugin build, under OMP_TARGET_OFFLOAD=MANDATORY (a
# test that offloads to the host device itself, which libgomp refuses
# under MANDATORY, runs again without it, as GCC's testsuite runs it) and,
# for OpenACC, ACC_DEVICE_TYPE=nvidia; the GPU world's dg-output,
# dg-shouldfail and dg-xfail-run-if decide.  The binaries are the ones
# above where the GPU world builds a test with the same options (OpenMP,
# and the "built only" tests, which are built as there); OpenACC tests
# (-DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0) and tests whose options
# depend on a device selector are built again, in ptxsim-stock/ and
# ptxsim-plugin/.  Any ptxsim error line fails a run; "space error",
# "ld.global.nc of data the kernel writes" and "store to const memory"
# count as space/nc errors.  The report: per suite, run tests, passes
# stock and plugin, how many of those passing under host fallback pass on
# ptxsim with stock GCC, plugin-vs-stock differences, space/nc errors;
# every failure in LOGDIR/ptxsim-failures.txt with its class from
# LIBGOMP_PTXSIM_KNOWN (ptxsim gap, stock GCC bug, the test's own error;
# builds that fail are classified as such).  ptxsim's libcuda.so.1 and
# run wrapper are copied to LOGDIR/ptxsim, as the plugin is.
#
# Per test and build: compile (ok, error, ICE), link (ok, error, ICE,
# ptxas: nvptx-as ran ptxas on the device code and it refused), device code
# (PTX produced) and for dg-do run the run (exit status 0 and no "FAIL" in
# the output, dg-output and dg-shouldfail honoured, LIBGOMP_TIMEOUT seconds).
# The logs are in LOGDIR/work/SUITE/TEST/{stock,plugin}/ (build.log, run.log,
# the PTX); everything else is deleted unless the two builds differ.
# Exit status: 0 if no test differs between stock and plugin (natively or
# on ptxsim) and no plugin build has a ptxsim space/nc error.
set -u

extract() {
  dest=$1
  [ -f "$dest/.stamp" ] && return 0
  src=${GCC_SOURCE:-}
  major=${GCC_MAJOR:-12}
  [ -n "$src" ] || src=$(ls /usr/src/gcc-$major/gcc-*.tar.* 2>/dev/null | head -n 1)
  if [ -z "$src" ]; then
    echo "check-libgomp: no GCC source: install gcc-$major-source or set GCC_SOURCE" >&2
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

# The plugin of the GCC release under test (make GCC=11: build/gcc11/...).
plugin=${LIBGOMP_PLUGIN:-$top/build/nvptx_memspace.so}
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
plugin_id="${plugin#"$top"/}, md5 $(md5sum < "$plugin" | cut -c1-12), $(date -r "$plugin" '+%F %T')"
plugin_id="$plugin_id, source tree $(cd "$top" && git describe --always --dirty 2>/dev/null || echo '?')"
plugin=$log/nvptx_memspace.so
# ptxsim (build/ptxsim/run and its libcuda.so.1), also a copy: ptxsim's
# sources may be rebuilt meanwhile.  LIBGOMP_PTXSIM=0: no ptxsim column.
ptxsim_run= ptxsim_id= ptxsim_why="LIBGOMP_PTXSIM=0"
if [ "${LIBGOMP_PTXSIM:-1}" != 0 ]; then
  ptxsim_why="build/ptxsim/run is missing (make ptxsim)"
  if [ -x "$top/build/ptxsim/run" ] && [ -f "$top/build/ptxsim/libcuda.so.1" ]; then
    mkdir -p "$log/ptxsim" &&
    cp "$top/build/ptxsim/libcuda.so.1" "$log/ptxsim/libcuda.so.1" &&
    # OMP_TARGET_OFFLOAD may be overridden (see ptxsim_part).
    sed -e "s|^libdir=.*|libdir='$log/ptxsim'|" \
        -e 's|^OMP_TARGET_OFFLOAD=MANDATORY$|OMP_TARGET_OFFLOAD=${OMP_TARGET_OFFLOAD:-MANDATORY}|' \
        "$top/build/ptxsim/run" > "$log/ptxsim/run" &&
    chmod +x "$log/ptxsim/run" || exit 1
    ptxsim_run=$log/ptxsim/run
    ptxsim_id="build/ptxsim/libcuda.so.1, md5 $(md5sum < "$log/ptxsim/libcuda.so.1" | cut -c1-12), $(date -r "$top/build/ptxsim/libcuda.so.1" '+%F %T')"
  fi
fi

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
	  # { target SEL }: only where SEL holds; { xfail SEL }: expected
	  # not to match where SEL holds (GCC's XFAIL), so not required.
	  if {$kind eq "target"} { set ok $v }
	  if {$kind eq "xfail" && $v} { set ok 0 }
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
  # GCC 11 has no -foffload-options: -foffload=nvptx-none=OPTS.
  set common [concat [list [driver $suite]] $P(flags) [list "[cfg OFFLOAD_FLAG]$offload"]]
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
# The environment of a test program run: saved before, restored after,
# variable by variable ("array unset env" would cut the env array off
# from the process environment: later changes would not reach children).
proc env_save {} {
  return [array get ::env]
}
proc env_restore {saved} {
  foreach k [array names ::env] {
    if {![dict exists $saved $k]} { unset ::env($k) }
  }
  dict for {k v} $saved {
    if {![info exists ::env($k)] || $::env($k) ne $v} { set ::env($k) $v }
  }
}
proc run_prog {planv} {
  array set P $planv
  set saved [env_save]
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
  env_restore $saved
  set fd [open prog.out r]
  fconfigure $fd -encoding iso8859-1
  set out [read $fd]
  close $fd
  file delete prog.out
  set fd [open run.log w]
  puts $fd "\$ ./prog   ([join $P(env) { }])\n$out\n(exit $code, $ms ms)"
  close $fd
  if {$code in {124 137 SIGKILL}} { return timeout }
  return [run_verdict P $code $out 1]
}
# pass, fail, xpass or xfail of a finished run of the test planned in the
# array PLANV, as DejaGnu's dg-do run judges it (dg-shouldfail, FAIL in
# the output, dg-output, dg-xfail-run-if); OK 0 makes it a failure whatever
# the output (a ptxsim error).
proc run_verdict {planv code out ok} {
  upvar $planv P
  if {$P(shouldfail)} {
    set ok [expr {$ok && $code ne "0"}]
  } else {
    set ok [expr {$ok && $code eq "0" && ![regexp {\mFAIL\M} $out]}]
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

# --- ptxsim: the device code on the emulated GPU -------------------------------
# Every test that a GPU machine would run (the plan in the world W(gpu) = 1)
# also runs on ptxsim, stock and plugin build, with that world's options,
# environment (OMP_TARGET_OFFLOAD=MANDATORY, ACC_DEVICE_TYPE=nvidia) and
# expectations (dg-shouldfail, dg-output, dg-xfail-run-if).  The binaries
# are the host-fallback ones where the GPU world builds the test with the
# same options (OpenMP tests, and the tests built only); else (OpenACC:
# -DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0, tests with
# offload_device-selected options) a second pair is built in
# ptxsim-stock/ and ptxsim-plugin/.
proc ptxsim_part {suite rel planv note wdir rs rp} {
  global W
  if {[cfg PTXSIM] eq ""} { return {} }
  set saved [list $W(gpu) $W(unknown) $W(optimize)]
  set W(gpu) 1
  set pg [plan $suite $rel]
  lassign $saved W(gpu) W(unknown) W(optimize)
  array set G $pg
  if {$G(skip) ne ""} { return [dict create skip $G(skip)] }
  if {$G(what) ne "run"} { return [dict create skip "dg-do $G(what)"] }
  array set P $planv
  if {$note ne "" || ($G(flags) eq $P(flags) && $G(sources) eq $P(sources))} {
    set build same
    set B(stock) $rs
    set B(plugin) $rp
    set D(stock) [file join $wdir stock]
    set D(plugin) [file join $wdir plugin]
  } else {
    set build separate
    set G(what) link
    foreach v {stock plugin} {
      set D($v) [file join $wdir ptxsim-$v]
      set B($v) [build_variant $suite [array get G] $v $D($v)]
    }
    set G(what) run
  }
  set pg [array get G]
  foreach v {stock plugin} {
    set R($v) [dict create run - launches 0 space 0 other 0 err "" ms 0 same_exe 0 offload MANDATORY mandatory_refused 0]
    if {[dict get $B($v) link] ne "ok"} {
      dict set R($v) run build:[string map {: -} [outcome $B($v)]]
      dict set R($v) err [dict get $B($v) err]
      continue
    }
    cd $D($v)
    if {$v eq "plugin" && [same_file prog [file join $D(stock) prog]]} {
      set R(plugin) $R(stock)
      dict set R(plugin) same_exe 1
      continue
    }
    set R($v) [ptxsim_prog $pg]
    if {[dict get $R($v) mandatory_refused]} {
      # The test itself offloads to the host device (omp_get_initial_device,
      # device(omp_get_num_devices ())), which libgomp refuses under
      # MANDATORY: run as GCC's testsuite does, without OMP_TARGET_OFFLOAD.
      file rename -force ptxsim.log ptxsim.log.mandatory
      set R($v) [ptxsim_prog $pg DEFAULT]
    }
  }
  set flaky ""
  set so [dict get $R(stock) run]
  set po [dict get $R(plugin) run]
  if {$so ne $po && ![string match build:* $so] && ![string match build:* $po]} {
    # A difference: both run twice more before calling it one.
    set seen(stock) [list $so]
    set seen(plugin) [list $po]
    for {set k 1} {$k <= 2} {incr k} {
      foreach v {stock plugin} {
	cd $D($v)
	file rename -force ptxsim.log ptxsim.log.$k
	lappend seen($v) [dict get [ptxsim_prog $pg [dict get $R($v) offload]] run]
      }
    }
    foreach o $seen(stock) {
      if {$o in $seen(plugin)} { set flaky "stock: [join $seen(stock) ,]; plugin: [join $seen(plugin) ,]" }
    }
  }
  return [dict create skip "" build $build stock $R(stock) plugin $R(plugin) \
	      differs [expr {$so ne $po && $flaky eq ""}] flaky $flaky]
}

# The kinds of ptxsim error ("ptxsim: KIND in kernel ..."): a wrong state
# space or an ld.global.nc of written data is what the plugin must never
# cause; a trap is the program's own (abort on the device).
proc ptxsim_error_kind {line} {
  if {![regexp {^ptxsim: (.*?) in kernel } $line -> kind]} { return other }
  switch -- $kind {
    "space error" - "ld.global.nc of data the kernel writes" - "store to const memory" { return space }
    "trap executed" - "brkpt executed" { return trap }
  }
  return other
}

# Run ./prog on ptxsim in the current directory, as run_prog does natively
# (PLANV: the GPU world's plan); the log is ptxsim.log.
proc ptxsim_prog {planv {offload MANDATORY}} {
  array set P $planv
  set saved [env_save]
  set ::env(LC_ALL) C
  set ::env(LANG) C
  set ::env(OMP_TARGET_OFFLOAD) $offload
  if {$::W(openacc)} { set ::env(ACC_DEVICE_TYPE) nvidia } else { unset -nocomplain ::env(ACC_DEVICE_TYPE) }
  set ::env(GFORTRAN_UNBUFFERED_PRECONNECTED) y
  set stats [file join [pwd] ptxsim.stats]
  file delete -force $stats
  set ::env(PTXSIM_STATS) $stats
  # Per-function executed counts (appended per launch): the last run's
  # only, for tools/libgomp-user-insns.sh.
  file delete -force ptxsim.profile
  set ::env(PTXSIM_PROFILE) [file join [pwd] ptxsim.profile]
  set ::env(PTXSIM_BUDGET) [cfg PTXSIM_BUDGET]
  foreach {k v} $P(env) { set ::env($k) $v }
  lassign [run_cmd [list stdbuf -oL -eL [cfg PTXSIM] ./prog >& prog.out] [cfg PTXSIM_TIMEOUT]] code out ms
  env_restore $saved
  set fd [open prog.out r]
  fconfigure $fd -encoding iso8859-1
  set out [read $fd]
  close $fd
  file delete prog.out
  set launches 0
  if {[file exists $stats]} {
    set fd [open $stats r]
    foreach l [split [read $fd] "\n"] { if {[string match kernel=* $l]} { incr launches } }
    close $fd
    file delete $stats
  }
  set n(space) 0; set n(other) 0; set n(trap) 0
  set err ""
  foreach l [split $out "\n"] {
    if {![string match "ptxsim: *" $l]} { continue }
    set k [ptxsim_error_kind $l]
    incr n($k)
    if {$k ne "trap" && ($err eq "" || ($k eq "space" && ![string match "ptxsim: space*" $err]))} { set err $l }
  }
  set fd [open ptxsim.log w]
  puts $fd "\$ [cfg PTXSIM] ./prog   (OMP_TARGET_OFFLOAD=$offload [join $P(env) { }])\n$out\n(exit $code, $ms ms, $launches kernel launches)"
  close $fd
  if {$code in {124 137 SIGKILL}} {
    set r timeout
  } else {
    # A ptxsim error is a failure even where the test expects one.
    set r [run_verdict P $code $out [expr {!($n(space) || $n(other))}]]
  }
  if {$err eq "" && $r ni {pass xfail}} {
    foreach l [split $out "\n"] { if {[regexp {libgomp:|FAIL|Assertion|[Aa]bort|error} $l]} { set err [string trim $l]; break } }
    if {$err eq "" && $r eq "timeout"} { set err "timeout after [cfg PTXSIM_TIMEOUT] s" }
    if {$err eq ""} { set err "exit $code" }
  }
  return [dict create run $r launches $launches space $n(space) other $n(other) \
	      err [string range $err 0 400] ms $ms same_exe 0 offload $offload \
	      mandatory_refused [regexp {OMP_TARGET_OFFLOAD is set to MANDATORY, but device not found} $out]]
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
  set px [ptxsim_part $suite $rel $planv $note $wdir $rs $rp]
  dict set res ptxsim $px
  write_result $key $res
  # Everything stays where the builds differ somewhere (a reproducer).
  set keep_all [expr {$differs || $flaky ne ""
		      || ([dict exists $px differs] && ([dict get $px differs] || [dict get $px flaky] ne ""))
		      || ([dict exists $px plugin] && [dict get $px plugin space] > 0)}]
  if {$differs} {
    puts "DIFF  $suite/$rel: stock $os, plugin $op"
  } elseif {$flaky ne ""} {
    puts "FLAKY $suite/$rel: $flaky"
  }
  if {[dict exists $px differs] && [dict get $px differs]} {
    puts "PTXSIM-DIFF $suite/$rel: stock [dict get $px stock run], plugin [dict get $px plugin run]"
  }
  if {[dict exists $px plugin] && [dict get $px plugin space] > 0} {
    puts "PTXSIM-SPACE $suite/$rel: [dict get $px plugin err]"
  }
  if {!$keep_all} {
    # Keep the logs and the PTX only.
    foreach v {stock plugin ptxsim-stock ptxsim-plugin} {
      foreach f [glob -nocomplain -directory [file join $wdir $v] *] {
	set t [file tail $f]
	if {$t ne "build.log" && ![string match run.log* $t] && ![string match ptxsim.log* $t]
	    && $t ne "ptxsim.profile" && ![string match *.mkoffload.s $t]} {
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

# The classification of stock failures on ptxsim (CLG_PTXSIM_KNOWN): lines
# "SUITE/TEST CLASS TEXT", CLASS gap (ptxsim lacks something), gcc-bug
# (stock GCC 12 is wrong on a GPU, the evidence in TEXT) or env.
proc ptxsim_known {} {
  set k {}
  if {[catch {open [cfg PTXSIM_KNOWN] r} fd]} { return $k }
  foreach l [split [read $fd] "\n"] {
    if {[regexp {^\s*(#|$)} $l]} { continue }
    if {[regexp {^(\S+)\s+(\S+)\s*(.*)$} $l -> t c why]} { dict set k $t [list $c $why] }
  }
  close $fd
  return $k
}
proc ptxsim_why {known name} {
  if {![dict exists $known $name]} { return "" }
  lassign [dict get $known $name] cls why
  return "\n      known: $cls: $why"
}
proc ptxsim_report {rows} {
  set ::ptxsim_bad 0
  if {[cfg PTXSIM] eq ""} { return "\nptxsim: not run (no ptxsim column)\n" }
  set known [ptxsim_known]
  set suites {}
  set fails {}
  set diffs {}
  set spaces {}
  set skipped 0
  set fixed {}
  foreach r $rows {
    if {![dict exists $r ptxsim] || [dict get $r ptxsim] eq ""} { continue }
    set px [dict get $r ptxsim]
    set name [dict get $r suite]/[dict get $r test]
    if {[dict get $px skip] ne ""} {
      if {[dict get $r note] eq "" && [dict get $r what] eq "run"} { incr SK([dict get $px skip]) }
      continue
    }
    set s [dict get $r suite]
    if {$s ni $suites} { lappend suites $s }
    set st [dict get $px stock]
    set pl [dict get $px plugin]
    set hostpass [expr {[dict get $r note] eq "" && [dict get $r stock_outcome] in {run:pass run:xfail}}]
    set sp [expr {[dict get $st run] in {pass xfail}}]
    set pp [expr {[dict get $pl run] in {pass xfail}}]
    set grp [expr {[string match *fortran $s] ? "Fortran" : "C/C++"}]
    foreach k [list $s $grp TOTAL] {
      incr C($k,tests)
      if {[dict get $r note] ne ""} { incr C($k,bo) }
      if {[dict get $px build] eq "separate"} { incr C($k,sep) }
      if {$hostpass} { incr C($k,hp) }
      if {$hostpass && $sp} { incr C($k,hpsp) }
      if {$sp} { incr C($k,sp) }
      if {$pp} { incr C($k,pp) }
      if {[dict get $st launches] > 0} { incr C($k,launch) }
      if {[dict exists $st offload] && [dict get $st offload] ne "MANDATORY"} { incr C($k,default) }
      if {[dict get $px differs]} { incr C($k,differ) }
      if {[dict get $pl space] > 0} { incr C($k,pspace) }
      if {[dict get $st space] > 0} { incr C($k,sspace) }
      if {[dict get $pl other] > 0} { incr C($k,pother) }
      if {[dict get $st other] > 0} { incr C($k,sother) }
      incr C($k,ms) [expr {[dict get $st ms] + ([dict get $pl same_exe] ? 0 : [dict get $pl ms])}]
    }
    if {[dict get $px differs]} { lappend diffs $r }
    if {[dict get $pl space] > 0} { lappend spaces $r }
    if {!$sp || !$pp} { lappend fails $r }
    if {$sp && $pp && [dict exists $known $name]} { lappend fixed $name }
  }
  set ordered {}
  foreach s $::suite_order { if {$s in $suites} { lappend ordered $s } }
  set out "\nptxsim (the device code on the emulated GPU; GPU world: OMP_TARGET_OFFLOAD=MANDATORY,\n"
  append out " ACC_DEVICE_TYPE=nvidia, OpenACC built with -DACC_DEVICE_TYPE_nvidia=1 -DACC_MEM_SHARED=0):\n"
  append out [format "%-22s %5s %5s %5s %6s |%11s |%9s |%9s %9s |%6s |%9s |%9s\n" \
      "" run "built" "own" "kernel" "host-fallb." "ptxsim" "ptxsim" "" "" "space/nc" "other err"]
  append out [format "%-22s %5s %5s %5s %6s |%11s |%9s |%9s %9s |%6s |%9s |%9s\n" \
      suite tests only build launch "pass" "of these" "st pass" "pl pass" differ "st plug" "st plug"]
  foreach s [concat $ordered C/C++ Fortran TOTAL] {
    if {$s eq "C/C++"} { append out [string repeat - 124]\n }
    append out [format "%-22s %5d %5d %5d %6d |%11d |%9d |%9d %9d |%6d |%4d %4d |%4d %4d\n" $s \
      [v C $s,tests] [v C $s,bo] [v C $s,sep] [v C $s,launch] [v C $s,hp] [v C $s,hpsp] \
      [v C $s,sp] [v C $s,pp] [v C $s,differ] [v C $s,sspace] [v C $s,pspace] [v C $s,sother] [v C $s,pother]]
  }
  append out "(run tests: those a GPU machine runs; built only: not run under host fallback here;\n"
  append out " own build: built a second time with the GPU world's options; kernel launch: the stock\n"
  append out " build launched device code; host-fallb. pass: the stock build passes under host fallback,\n"
  append out " of these: and on ptxsim; space/nc and other err: tests with such ptxsim errors)\n"
  set hp [v C TOTAL,hp]
  set pct [expr {$hp ? 100.0 * [v C TOTAL,hpsp] / $hp : 0}]
  append out [format "\nptxsim: stock GCC passes %d of the %d run tests that pass under host fallback (%.1f%%);\n" \
		  [v C TOTAL,hpsp] $hp $pct]
  append out [format "ptxsim: of all %d run tests (%d built only here), stock passes %d, plugin %d; %.0f s on ptxsim\n" \
		  [v C TOTAL,tests] [v C TOTAL,bo] [v C TOTAL,sp] [v C TOTAL,pp] [expr {[v C TOTAL,ms] / 1000.0}]]
  append out "ptxsim: tests whose outcome differs between stock and plugin: [llength $diffs]\n"
  foreach r $diffs {
    set px [dict get $r ptxsim]
    set name [dict get $r suite]/[dict get $r test]
    append out "  $name: stock [dict get $px stock run], plugin [dict get $px plugin run][ptxsim_why $known $name]\n"
    foreach v {stock plugin} {
      if {[dict get $px $v err] ne ""} { append out "      $v: [dict get $px $v err]\n" }
    }
  }
  append out "ptxsim: space/nc errors in plugin builds: [llength $spaces] tests; in stock builds: [v C TOTAL,sspace] tests\n"
  foreach r $spaces {
    set name [dict get $r suite]/[dict get $r test]
    append out "  $name: [dict get [dict get $r ptxsim] plugin err][ptxsim_why $known $name]\n"
  }
  # Every failure on ptxsim, one line each, with its classification.
  set lines {}
  set ncls(gap) 0; set ncls(gcc-bug) 0; set ncls(test) 0; set ncls(build) 0; set ncls(unexplained) 0
  foreach r $fails {
    set px [dict get $r ptxsim]
    set name [dict get $r suite]/[dict get $r test]
    set st [dict get $px stock]
    set cls unexplained
    set why ""
    if {[string match build:* [dict get $st run]]} {
      set cls build
      set why "does not build (with the GPU world's options); host fallback: [dict get $r stock_outcome]"
    }
    if {[dict exists $known $name]} { lassign [dict get $known $name] cls why }
    if {[dict get $st run] ni {pass xfail}} {
      if {![info exists ncls($cls)]} { set ncls($cls) 0 }
      incr ncls($cls)
    } else {
      set cls "plugin only"
    }
    set key [string map {/ _} [dict get $r suite]]/[string map {/ _} [file rootname [dict get $r test]]]
    set dir [expr {[dict get $px build] eq "separate" ? "ptxsim-{stock,plugin}" : "{stock,plugin}"}]
    lappend lines "$name: stock [dict get $st run], plugin [dict get $px plugin run]; $cls[expr {$why ne "" ? ": $why" : ""}]\n    stock: [dict get $st err]\n    plugin: [dict get $px plugin err]\n    logs: [file join [cfg LOG] work $key]/$dir/ptxsim.log\n"
  }
  set fd [open [file join [cfg LOG] ptxsim-failures.txt] w]
  puts -nonewline $fd "# Tests failing on ptxsim (stock or plugin build), with the classification from\n# [cfg PTXSIM_KNOWN]\n[join $lines {}]"
  close $fd
  set nstock [expr {[v C TOTAL,tests] - [v C TOTAL,sp]}]
  append out "ptxsim: stock failures: $nstock (ptxsim gap $ncls(gap), stock GCC bug $ncls(gcc-bug), the test's own error $ncls(test), not built $ncls(build), unexplained $ncls(unexplained)); list: [file join [cfg LOG] ptxsim-failures.txt]\n"
  if {[v C TOTAL,default]} {
    append out "ptxsim: [v C TOTAL,default] tests ran without OMP_TARGET_OFFLOAD=MANDATORY (they offload to the host device themselves, which libgomp refuses under MANDATORY)\n"
  }
  if {[llength $fixed]} { append out "ptxsim: listed as failing in [file tail [cfg PTXSIM_KNOWN]] but passing now: [join $fixed { }]\n" }
  if {[array size SK]} {
    append out "ptxsim: run under host fallback but not on a GPU machine, by reason:\n"
    foreach k [lsort [array names SK]] { append out [format "  %4d  %s\n" $SK($k) $k] }
  }
  set ::ptxsim_bad [expr {[llength $diffs] + [llength $spaces]}]
  return $out
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
  append out [ptxsim_report $rows]
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
  exit [expr {[llength $diffs] || [llength $lost] || $::ptxsim_bad ? 1 : 0}]
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
CLG_OFFLOAD_FLAG=${OFFLOAD_OPTIONS_FLAG:--foffload-options=nvptx-none=}
CLG_GPU=$gpu
CLG_TIMEOUT=${LIBGOMP_TIMEOUT:-60}
CLG_DEBIAN_DEFAULTS=${LIBGOMP_DEBIAN_DEFAULTS:-0}
CLG_SUITES=$suites
CLG_FILTER=${LIBGOMP_FILTER:-}
CLG_PTXSIM=$ptxsim_run
CLG_PTXSIM_TIMEOUT=${LIBGOMP_PTXSIM_TIMEOUT:-300}
# ptxsim's own default, 2e9 instructions a launch, stops parallel-dims.c
# (about 1e10); the time limit bounds a run anyway.
CLG_PTXSIM_BUDGET=${LIBGOMP_PTXSIM_BUDGET:-50000000000}
CLG_PTXSIM_KNOWN=${LIBGOMP_PTXSIM_KNOWN:-$top/tools/check-libgomp-ptxsim.known}
export CLG_TS CLG_LOG CLG_CC CLG_CXX CLG_FC CLG_PTX CLG_PLUGIN CLG_OFFLOAD_FLAG CLG_GPU CLG_TIMEOUT \
  CLG_DEBIAN_DEFAULTS CLG_SUITES CLG_FILTER CLG_PTXSIM CLG_PTXSIM_TIMEOUT CLG_PTXSIM_KNOWN \
  CLG_PTXSIM_BUDGET

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
if [ -n "$ptxsim_run" ]; then
  echo "check-libgomp: ptxsim: $ptxsim_id; every test a GPU machine would run also runs there, stock and plugin (timeout ${CLG_PTXSIM_TIMEOUT} s)"
else
  echo "check-libgomp: ptxsim: ${ptxsim_why}: no ptxsim column"
fi

# One test per call; the test's index and the total go first.
xargs -P "$jobs" -L 1 $tcl "$log/check-libgomp.tcl" test < "$log/tests.txt"

end=$(date +%s)
echo
$tcl "$log/check-libgomp.tcl" report
status=$?
echo "Wall time: $((end - start)) s with $jobs jobs; plugin: $plugin_id"
echo "Wall time: $((end - start)) s with $jobs jobs; plugin: $plugin_id" >> "$log/summary.txt"
exit $status
