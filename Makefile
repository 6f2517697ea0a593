# SPDX-License-Identifier: GPL-3.0-or-later
# nvptx-memspace: a GCC plugin for the nvptx offload compiler.
#
#   make            install missing Debian packages (as root), generate the
#                   nvptx-configured GCC plugin headers (cached in build/gcc),
#                   build build/nvptx_memspace.so, build/ptxstats, the specs file
#                   and ptxsim (build/ptxsim: the emulated GPU, see make ptxsim)
#   make demo       the bundled examples with and without the plugin, side by side
#   make check      the DejaGnu testsuite; last line "N passed, N failed"
#   make GCC=11, make check GCC=11, make check-all (12 then 11): GCC 11,
#                   in build/gcc11 (README "GCC 11")
#   make bench      memory-op mix, registers and compile time, stock vs plugin
#   make fuzz       N random offload programs (SEED..), stock vs plugin: ICEs, ptxas, results
#   make gpu-kit    build/gpu-kit: every run test, example and bench program, built
#                   three ways, for one run on a lent GPU (README "GPU kit")
#   make gpu-kit-check  run the kit on ptxsim and check its report
#   make install    DESTDIR/prefix honoured; see README.md
#   make clean      remove build/ except the cached headers (distclean: all)
#
# Another offload toolchain (e.g. a GCC built from source) is targeted with
#   make ACCEL_GCC=/path/to/x86_64-pc-linux-gnu-accel-nvptx-none-gcc \
#        OFFLOAD_CC=/path/to/gcc GCC_SOURCE=/path/to/gcc-source-dir DEB_PACKAGES=

# The GCC release the plugin is built for: a plugin works with exactly one.
# GCC=12 (the default) builds in build/ as always; another release builds
# in build/gcc$(GCC)/ (build/gcc11/nvptx_memspace.so, its own headers,
# objects and test results), so both can stand side by side.  ptxsim,
# ptxstats and the fuzz generator know no GCC internals and stay in build/.
GCC ?= 12
TOP_BUILD := build
ifeq ($(GCC),12)
BUILD := $(TOP_BUILD)
else
BUILD := $(TOP_BUILD)/gcc$(GCC)
endif

# Every program the build and the tests run is named as the Debian package
# that provides it installs it (gcc-12, not gcc: Debian 12 without the
# unversioned gcc/g++/gfortran packages has only the -12 names).
ACCEL_GCC   ?= x86_64-linux-gnu-accel-nvptx-none-gcc-$(GCC)
OFFLOAD_CC  ?= gcc-$(GCC)
OFFLOAD_CXX ?= g++-$(GCC)
OFFLOAD_FC  ?= gfortran-$(GCC)
# make's built-in defaults (cc, g++) would win over ?=; the plugin must be
# built by the GCC it is loaded into anyway.
ifeq ($(origin CXX),default)
CXX := g++-$(GCC)
endif
ifeq ($(origin CC),default)
CC := gcc-$(GCC)
endif
# A GCC source tarball or an unpacked source directory.  Empty: the tarball
# Debian's gcc-$(GCC)-source installs.  GCC_EXTRA_SOURCES: tarballs merged
# into it the way Debian builds its compilers (the Modula-2 front end, whose
# lang.opt adds fields to struct gcc_options in GCC 11 and 12 alike).
GCC_SOURCE        ?=
GCC_EXTRA_SOURCES ?= $(wildcard /usr/src/gcc-$(GCC)/gm2-*.tar.*)
# Patches applied to the unpacked tarball (tools/gen-gcc-headers.sh).
# "debian": Debian's branch update, patches/git-updates.diff, when
# debian/rules.patch applies it -- Debian 12's GCC 11 is 11.3.0 plus the
# 11 branch up to 20230216 and its lto1 says so; its GCC 12 is plain
# 12.2.0.  Decided when the headers are made, after the packages exist.
GCC_PATCHES       ?= debian
# The Debian packages the build and the tests need; empty skips the check.
#   gcc-N-offload-nvptx libgomp-plugin-nvptx1 nvptx-tools: the offload toolchain
#   gcc-N g++-N gfortran-N: host drivers (C, C++, Fortran tests and examples)
#   gcc-N-source libgmp-dev libmpfr-dev libmpc-dev xz-utils: unpacking and
#     configuring GCC's source for the plugin headers (GCC's configure
#     refuses to run without the GMP, MPFR and MPC headers)
#   dejagnu: make check; valgrind, bc: make bench (compile cost, timings)
#   debootstrap: make fresh-check (a throw-away Debian 12 root)
# (gcc-N-plugin-dev is not needed: its headers are configured for the
# x86_64 host compiler, not for the nvptx accel compiler the plugin loads
# into; tools/gen-gcc-headers.sh makes those from gcc-N-source.)
# Every release's packages are named literally (tools that read this list,
# such as the fresh-machine check, see them all); a build installs only
# those of the release it builds for (GCC).  patch: GCC 11's headers need
# Debian's branch update applied (GCC_PATCHES).
DEB_PACKAGES ?= libgomp-plugin-nvptx1 nvptx-tools \
                libgmp-dev libmpfr-dev libmpc-dev xz-utils \
                dejagnu valgrind bc debootstrap \
                gcc-12-offload-nvptx gcc-12 g++-12 gfortran-12 gcc-12-source \
                gcc-11-offload-nvptx gcc-11 g++-11 gfortran-11 gcc-11-source patch
DEB_RELEASE_PACKAGES = gcc-$(1)-offload-nvptx gcc-$(1) g++-$(1) gfortran-$(1) gcc-$(1)-source \
                       $(if $(filter 11,$(1)),patch)
override DEB_PACKAGES := $(filter-out $(foreach r,11 12,$(if $(filter $(r),$(GCC)),,$(call DEB_RELEASE_PACKAGES,$(r)))),$(DEB_PACKAGES))
# Every offload build passes these: CUDA 13's ptxas rejects GCC 12's default sm_35.
# GCC 11 knows only -misa=sm_30/sm_35 and has no -mptx (its PTX is always
# .version 3.1), so nvptx-none-as must not run ptxas on it (--no-verify).
# GCC 11 has no -foffload-options either: its offload options are spelled
# -foffload=nvptx-none="..." (OFFLOAD_OPTIONS_FLAG).
ifeq ($(GCC),11)
PTX_OPTIONS ?= -Wa,--no-verify
OFFLOAD_OPTIONS_OPTION := foffload
else
PTX_OPTIONS ?= -misa=sm_80 -mptx=7.0
OFFLOAD_OPTIONS_OPTION := foffload-options
endif
OFFLOAD_OPTIONS_FLAG := -$(OFFLOAD_OPTIONS_OPTION)=nvptx-none=

prefix     ?= /usr/local
bindir     ?= $(prefix)/bin
datadir    ?= $(prefix)/share
libdir     ?= $(prefix)/lib
# ptxsim's stand-in libcuda.so.1, in a directory of its own: only
# nvptx-ptxsim puts it on LD_LIBRARY_PATH, never the system's loader.
PTXSIM_INSTDIR ?= $(libdir)/nvptx-memspace/ptxsim
DESTDIR    ?=
# Where the accel driver looks for -fplugin=NAME (find_file ("plugin")).
PLUGINDIR  ?= $(dir $(shell $(ACCEL_GCC) -print-libgcc-file-name 2>/dev/null))plugin
# Where the host driver finds -specs=NAME (its startfile prefix).
SPECSDIR   ?= $(shell $(OFFLOAD_CC) -print-file-name= 2>/dev/null)

HEADERS := $(BUILD)/gcc
PLUGIN  := $(BUILD)/nvptx_memspace.so
PTXSTATS := $(TOP_BUILD)/ptxstats
FUZZGEN := $(TOP_BUILD)/fuzz-gen
SASSCOUNT := $(TOP_BUILD)/sass-count
SPECS   := $(BUILD)/nvptx-memspace.specs
PTXSIM  := $(TOP_BUILD)/ptxsim

PLUGIN_SOURCES := $(wildcard plugin/*.cc gimple-passes/*.cc rtl-hooks/*.cc)
PLUGIN_OBJECTS := $(patsubst %.cc,$(BUILD)/obj/%.o,$(PLUGIN_SOURCES))

PLUGIN_CXXFLAGS ?= -O2 -g -Wall -Wno-unused-parameter
# Only plugin_init and plugin_is_GPL_compatible are exported: every other
# symbol resolves inside the .so, so loading it into lto1 (20000 dynamic
# symbols) costs no symbol lookups for them (make bench: compile cost).
PLUGIN_VISIBILITY = -fvisibility=hidden -fvisibility-inlines-hidden
GCC_SRC = $(shell cat $(HEADERS)/srcdir 2>/dev/null)
GCC_INCLUDES = -I $(HEADERS)/obj/gcc -I $(GCC_SRC)/gcc -I $(GCC_SRC)/gcc/config \
  -I $(GCC_SRC)/include -I $(GCC_SRC)/libcpp/include -I $(GCC_SRC)/libdecnumber \
  -I $(GCC_SRC)/libdecnumber/dpd -I $(HEADERS)/obj/libdecnumber \
  -I $(GCC_SRC)/libbacktrace -I plugin -I gimple-passes -I rtl-hooks -I $(BUILD)/gen

.PHONY: all demo check bench fuzz install uninstall clean distclean packages ptxsim
all: $(PLUGIN) $(PTXSTATS) $(SPECS) ptxsim

# --- Debian packages -------------------------------------------------------
# Re-checked whenever this Makefile (and so the package list) changes.
$(BUILD)/.packages: Makefile
	@mkdir -p $(BUILD)
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' \
	    || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing Debian packages:$$missing"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
	      apt-get install -y -qq --no-install-recommends $$missing) >$(BUILD)/apt.log 2>&1 \
	      || { echo "apt-get install failed, see $(BUILD)/apt.log"; exit 1; }; \
	  else \
	    echo "error: missing Debian packages:$$missing"; \
	    echo "       run as root: apt-get install$$missing"; exit 1; \
	  fi; \
	fi
	@touch $@
packages: $(BUILD)/.packages

# --- nvptx-configured GCC headers (cached: made once) ----------------------
$(HEADERS)/.stamp: $(BUILD)/.packages tools/gen-gcc-headers.sh
	@src="$(GCC_SOURCE)"; \
	[ -n "$$src" ] || src=$$(ls /usr/src/gcc-$(GCC)/gcc-*.tar.* 2>/dev/null | head -n 1); \
	[ -n "$$src" ] || { echo "error: no GCC source: install gcc-$(GCC)-source or set GCC_SOURCE"; exit 1; }; \
	patches="$(GCC_PATCHES)"; \
	if [ "$$patches" = debian ]; then patches=; \
	  [ -n "$(GCC_SOURCE)" ] || ! grep -qs '^[[:space:]]*git-updates' /usr/src/gcc-$(GCC)/debian/rules.patch \
	    || patches=/usr/src/gcc-$(GCC)/patches/git-updates.diff; fi; \
	GCC_PATCHES="$$patches" CC="$(CC)" CXX="$(CXX)" sh tools/gen-gcc-headers.sh "$(ACCEL_GCC)" "$$src" $(HEADERS) $(GCC_EXTRA_SOURCES)
	@touch $@

# --- the plugin ------------------------------------------------------------
$(BUILD)/obj/%.o: %.cc $(HEADERS)/.stamp
	@mkdir -p $(dir $@)
	$(CXX) $(PLUGIN_CXXFLAGS) $(PLUGIN_VISIBILITY) -fPIC -fno-rtti -fno-exceptions -MMD -MP \
	  $(GCC_INCLUDES) -c $< -o $@

# The function names GCC's installed device libraries declare, for the
# whole-device-program rule (gimple-passes/device-program.cc); remade when
# the generator changes or an archive is newer.
DEVICE_LIBRARY_NAMES := $(BUILD)/gen/device-library-names.def
DEVICE_LIBRARIES = $(shell d=$$(dirname "$$($(ACCEL_GCC) -print-file-name=libgomp.a 2>/dev/null)"); \
  [ -d "$$d" ] && find "$$d" -name '*.a')
$(DEVICE_LIBRARY_NAMES): tools/gen-device-library-names.sh $(BUILD)/.packages $(DEVICE_LIBRARIES)
	@mkdir -p $(dir $@)
	sh tools/gen-device-library-names.sh "$(ACCEL_GCC)" $@
$(BUILD)/obj/gimple-passes/device-program.o: $(DEVICE_LIBRARY_NAMES)

# Linked with the C driver: no libstdc++.so/libgcc_s in DT_NEEDED.  lto1
# has libstdc++ built in and exports operator new/delete, the only C++
# runtime the plugin uses; loading libstdc++.so into lto1 as well would
# cost more than all of the plugin's passes (make bench: compile cost).
PLUGIN_LINK = $(CC) -shared
$(PLUGIN): $(PLUGIN_OBJECTS)
	$(PLUGIN_LINK) -o $@ $(PLUGIN_OBJECTS)

# A plugin that believes it was built for another GCC: the testsuite checks
# that the version check refuses it with one clear error.
$(BUILD)/test/nvptx_memspace.so: plugin/nvptx-memspace.cc $(PLUGIN_OBJECTS)
	@mkdir -p $(dir $@)
	$(CXX) $(PLUGIN_CXXFLAGS) $(PLUGIN_VISIBILITY) -fPIC -fno-rtti -fno-exceptions $(GCC_INCLUDES) \
	  -DNVPTX_MEMSPACE_TEST_VERSION_MISMATCH -c $< -o $(BUILD)/test/nvptx-memspace.o
	$(PLUGIN_LINK) -o $@ $(BUILD)/test/nvptx-memspace.o \
	  $(filter-out $(BUILD)/obj/plugin/nvptx-memspace.o,$(PLUGIN_OBJECTS))

-include $(PLUGIN_OBJECTS:.o=.d)

$(PTXSTATS): tools/ptxstats.c
	@mkdir -p $(TOP_BUILD)
	$(CC) -O2 -Wall -Wextra -std=c99 -o $@ $<

$(SASSCOUNT): tools/sass-count.c
	@mkdir -p $(TOP_BUILD)
	$(CC) -O2 -Wall -Wextra -std=c99 -o $@ $<

$(FUZZGEN): tools/fuzz-gen.c
	@mkdir -p $(TOP_BUILD)
	$(CC) -O2 -Wall -Wextra -std=c99 -o $@ $<

# --- ptxsim: the emulated GPU (tools/ptxsim) -------------------------------
# The interpreter core (every tools/ptxsim/*.c but the two below) linked
# into a stand-in libcuda.so.1 (cuda-driver.c) that Debian's unmodified
# libgomp nvptx plugin dlopens, and into ptxsim-cli; build/ptxsim/run PROG
# runs PROG with that libcuda.so.1 (tools/ptxsim/run.sh).  No GPU, no CUDA.
# -O3: the per-lane loops of the interpreter are 1.0-1.35x faster than at -O2.
PTXSIM_CFLAGS ?= -std=c99 -O3 -g -Wall -Wextra -fPIC
PTXSIM_LIBS   := -lm -pthread
PTXSIM_CORE_SOURCES := $(filter-out tools/ptxsim/cuda-driver.c tools/ptxsim/ptxsim-cli.c,$(wildcard tools/ptxsim/*.c))
PTXSIM_CORE_OBJECTS := $(patsubst tools/ptxsim/%.c,$(PTXSIM)/obj/%.o,$(PTXSIM_CORE_SOURCES))
ptxsim: $(PTXSIM)/libcuda.so.1 $(PTXSIM)/run $(PTXSIM)/ptxsim-cli

$(PTXSIM)/obj/%.o: tools/ptxsim/%.c
	@mkdir -p $(dir $@)
	$(CC) $(PTXSIM_CFLAGS) -MMD -MP -c $< -o $@

# Only the CUDA entry points are exported (the core's symbols cannot clash
# with the program's); -z defs: a core function missing is a link error,
# not a failure at the first launch.  Linked to a temporary and renamed: a
# program starting meanwhile (make check runs make install) never finds
# the library missing or half-written.
$(PTXSIM)/libcuda.map: Makefile
	@mkdir -p $(dir $@)
	printf '{\n  global: cu*;\n  local: *;\n};\n' > $@
$(PTXSIM)/libcuda.so.1: $(PTXSIM)/obj/cuda-driver.o $(PTXSIM_CORE_OBJECTS) $(PTXSIM)/libcuda.map
	$(CC) -shared -Wl,-soname,libcuda.so.1 -Wl,-z,defs \
	  -Wl,--version-script=$(PTXSIM)/libcuda.map -o $@.tmp \
	  $(PTXSIM)/obj/cuda-driver.o $(PTXSIM_CORE_OBJECTS) $(PTXSIM_LIBS)
	mv -f $@.tmp $@

$(PTXSIM)/ptxsim-cli: $(PTXSIM)/obj/ptxsim-cli.o $(PTXSIM_CORE_OBJECTS)
	$(CC) -o $@ $^ $(PTXSIM_LIBS)

# The wrapper knows build/ptxsim's absolute path: tests run it from
# anywhere.
$(PTXSIM)/run: tools/ptxsim/run.sh
	@mkdir -p $(dir $@)
	sed -e 's|@PTXSIM_LIBDIR@|$(CURDIR)/$(PTXSIM)|g' -e 's|@PTXSIM_RELDIR@||g' $< > $@.tmp
	chmod +x $@.tmp
	mv $@.tmp $@

-include $(wildcard $(PTXSIM)/obj/*.d)

# One flag for users: gcc -specs=nvptx-memspace.specs ...  The driver
# self-spec adds the offload option at compile and at link time alike.  It
# puts -fplugin before the user's own -foffload-options (re-emitted, then
# the originals removed), because GCC wants a plugin named before its
# -fplugin-arg- options.
# GCC 11 has no -foffload-options: there the option re-emitted is -foffload=.
SELF_SPEC = %{$(OFFLOAD_OPTIONS_OPTION)=*:-$(OFFLOAD_OPTIONS_OPTION)=%*} %<$(OFFLOAD_OPTIONS_OPTION)=*
$(SPECS): Makefile
	@mkdir -p $(BUILD)
	printf '*self_spec:\n+ $(OFFLOAD_OPTIONS_FLAG)-fplugin=nvptx_memspace $(subst %,%%,$(SELF_SPEC))\n\n' > $@
	printf '*self_spec:\n+ $(OFFLOAD_OPTIONS_FLAG)-fplugin=$(CURDIR)/$(PLUGIN) $(subst %,%%,$(SELF_SPEC))\n\n' \
	  > $(BUILD)/nvptx-memspace-local.specs

# --- the main job ----------------------------------------------------------
demo: all
	@OFFLOAD_CC="$(OFFLOAD_CC)" OFFLOAD_CXX="$(OFFLOAD_CXX)" OFFLOAD_FC="$(OFFLOAD_FC)" PTX_OPTIONS="$(PTX_OPTIONS)" \
	  sh tools/demo.sh $(CURDIR)/$(PLUGIN) $(CURDIR)/$(PTXSTATS) $(BUILD)/demo examples/*.c examples/*.C examples/*.f90

# --- tests -----------------------------------------------------------------
check: all $(BUILD)/test/nvptx_memspace.so
	@OFFLOAD_CC="$(OFFLOAD_CC)" OFFLOAD_CXX="$(OFFLOAD_CXX)" OFFLOAD_FC="$(OFFLOAD_FC)" \
	  ACCEL_GCC="$(ACCEL_GCC)" PTX_OPTIONS="$(PTX_OPTIONS)" \
	  GCC_MAJOR="$(GCC)" BUILD_DIR="$(BUILD)" OFFLOAD_OPTIONS_FLAG="$(OFFLOAD_OPTIONS_FLAG)" \
	  sh tools/run-tests.sh $(CURDIR) $(BUILD)/testsuite $(RUNTESTFLAGS)

# Both releases, one after the other (GCC 11's results in build/gcc11/testsuite).
.PHONY: check-all
check-all:
	$(MAKE) check GCC=12
	$(MAKE) check GCC=11

# GCC 12's libgomp testsuite, each test built stock and with the plugin and
# the outcomes compared (tools/check-libgomp.sh; LIBGOMP_SUITES,
# LIBGOMP_JOBS, LIBGOMP_FILTER).  Its sources come from GCC_SOURCE (Debian's
# tarball by default), unpacked once; make check's libgomp subset
# (testsuite/nvptx-memspace.libgomp) reads them too.
LIBGOMP_TESTSUITE := $(BUILD)/libgomp-testsuite
.PHONY: check-libgomp
$(LIBGOMP_TESTSUITE)/.stamp: $(BUILD)/.packages
	@GCC_SOURCE="$(GCC_SOURCE)" GCC_MAJOR="$(GCC)" sh tools/check-libgomp.sh --extract $(LIBGOMP_TESTSUITE)
check: $(LIBGOMP_TESTSUITE)/.stamp
check-libgomp: all $(LIBGOMP_TESTSUITE)/.stamp
	@OFFLOAD_CC="$(OFFLOAD_CC)" OFFLOAD_CXX="$(OFFLOAD_CXX)" OFFLOAD_FC="$(OFFLOAD_FC)" \
	  PTX_OPTIONS="$(PTX_OPTIONS)" LIBGOMP_TESTSUITE="$(CURDIR)/$(LIBGOMP_TESTSUITE)" \
	  LIBGOMP_SUITES="$(LIBGOMP_SUITES)" LIBGOMP_JOBS="$(LIBGOMP_JOBS)" \
	  LIBGOMP_FILTER='$(value LIBGOMP_FILTER)' LIBGOMP_PLUGIN="$(CURDIR)/$(PLUGIN)" \
	  OFFLOAD_OPTIONS_FLAG="$(OFFLOAD_OPTIONS_FLAG)" \
	  sh tools/check-libgomp.sh $(CURDIR) $(BUILD)/check-libgomp

bench: all $(SASSCOUNT)
	@OFFLOAD_CC="$(OFFLOAD_CC)" PTX_OPTIONS="$(PTX_OPTIONS)" \
	  OFFLOAD_OPTIONS_FLAG="$(OFFLOAD_OPTIONS_FLAG)" GCC_MAJOR="$(GCC)" \
	  sh tools/bench.sh $(CURDIR)/$(PLUGIN) $(CURDIR)/$(PTXSTATS) $(BUILD)/bench

# Differential fuzzing (tools/fuzz-gen.c, tools/fuzz.sh): N random offload
# programs, seeds SEED..SEED+N-1, built stock and with the plugin; plugin
# failures are kept with both logs and PTX in build/fuzz/failures.
# Device runs on ptxsim (stock, plugin, plugin verify=1); FUZZ_GEN_FLAGS=
# (empty) gives the generator's programs without its -x device shapes.
N ?= 200
SEED ?= 1
FUZZ_GEN_FLAGS ?= -x
fuzz: all $(FUZZGEN)
	@OFFLOAD_CC="$(OFFLOAD_CC)" PTX_OPTIONS="$(PTX_OPTIONS)" FUZZ_GEN_FLAGS="$(FUZZ_GEN_FLAGS)" \
	  sh tools/fuzz.sh $(CURDIR) $(BUILD)/fuzz $(N) $(SEED)

# The GPU kit (tools/gpu-kit, README "GPU kit"): build/gpu-kit holds every
# run test, example and bench program built stock, with the plugin and with
# verify=1, the probes, their outputs on ptxsim and on the host fallback,
# GCC 12's host runtime libraries and run.sh, for one run on a GPU machine
# that has none of our packages (carried there by the device tool: 64 MiB
# at most).  GPUKIT_JOBS parallel builds and reference runs (default 2);
# GPUKIT_FILTER: only the program keys matching this regex.
# gpu-kit-check runs the kit on ptxsim and checks its report (some 20
# minutes on two cores: ptxsim runs every program again; make check runs
# the same scripts on a six-program kit, nvptx-memspace.gpukit).
GPUKIT := $(BUILD)/gpu-kit
.PHONY: gpu-kit gpu-kit-check
gpu-kit: all $(LIBGOMP_TESTSUITE)/.stamp
	@OFFLOAD_CC="$(OFFLOAD_CC)" OFFLOAD_CXX="$(OFFLOAD_CXX)" OFFLOAD_FC="$(OFFLOAD_FC)" \
	  PTX_OPTIONS="$(PTX_OPTIONS)" LIBGOMP_TESTSUITE="$(CURDIR)/$(LIBGOMP_TESTSUITE)" \
	  GPUKIT_JOBS="$(GPUKIT_JOBS)" GPUKIT_FILTER='$(value GPUKIT_FILTER)' \
	  sh tools/gpu-kit/build.sh $(CURDIR) $(GPUKIT) $(BUILD)/gpu-kit-work
gpu-kit-check: all
	@GPUKIT_JOBS="$(GPUKIT_JOBS)" sh tools/gpu-kit/check.sh $(CURDIR) $(GPUKIT) $(BUILD)/gpu-kit-check

# make demo and make check in a throw-away Debian 12 root (debootstrap,
# chroot) from a clean clone, as on a new machine; needs root and Debian's
# mirror; FRESH_DIR, FRESH_REV: see tools/fresh-machine-check.sh.
.PHONY: fresh-check
fresh-check:
	sh tools/fresh-machine-check.sh

# --- install ---------------------------------------------------------------
install: all
	install -d $(DESTDIR)$(PLUGINDIR) $(DESTDIR)$(SPECSDIR) $(DESTDIR)$(bindir) \
	  $(DESTDIR)$(datadir)/doc/nvptx-memspace
	install -m 644 $(PLUGIN) $(DESTDIR)$(PLUGINDIR)/nvptx_memspace.so
	install -m 644 $(SPECS) $(DESTDIR)$(SPECSDIR)/nvptx-memspace.specs
	install -m 755 $(PTXSTATS) $(DESTDIR)$(bindir)/nvptx-ptxstats
	install -m 644 README.md $(DESTDIR)$(datadir)/doc/nvptx-memspace/README.md
	install -d $(DESTDIR)$(PTXSIM_INSTDIR)
	install -m 755 $(PTXSIM)/libcuda.so.1 $(DESTDIR)$(PTXSIM_INSTDIR)/libcuda.so.1
# The runner knows the library's installed path, and the same relative
# to itself, which also holds under DESTDIR or in a moved prefix.
	sed -e 's|@PTXSIM_LIBDIR@|$(PTXSIM_INSTDIR)|g' \
	  -e "s|@PTXSIM_RELDIR@|$$(realpath -m --relative-to=$(bindir) $(PTXSIM_INSTDIR))|g" \
	  tools/ptxsim/run.sh > $(BUILD)/nvptx-ptxsim
	install -m 755 $(BUILD)/nvptx-ptxsim $(DESTDIR)$(bindir)/nvptx-ptxsim

uninstall:
	rm -f $(DESTDIR)$(PLUGINDIR)/nvptx_memspace.so $(DESTDIR)$(SPECSDIR)/nvptx-memspace.specs \
	  $(DESTDIR)$(bindir)/nvptx-ptxstats $(DESTDIR)$(bindir)/nvptx-ptxsim \
	  $(DESTDIR)$(PTXSIM_INSTDIR)/libcuda.so.1
	-rmdir $(DESTDIR)$(PTXSIM_INSTDIR) $(DESTDIR)$(libdir)/nvptx-memspace 2>/dev/null
	rm -rf $(DESTDIR)$(datadir)/doc/nvptx-memspace

# For scripts and tests: make -s print-VARIABLE
print-%:
	@echo '$($*)'

clean:
	rm -rf $(BUILD)/obj $(BUILD)/test $(BUILD)/demo $(BUILD)/bench $(BUILD)/testsuite \
	  $(GPUKIT) $(BUILD)/gpu-kit-work $(BUILD)/gpu-kit-check \
	  $(PLUGIN) $(PTXSTATS) $(SASSCOUNT) $(FUZZGEN) $(SPECS) $(BUILD)/nvptx-memspace-local.specs $(PTXSIM)

distclean:
	rm -rf $(BUILD)
