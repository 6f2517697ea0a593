#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# image-smem.sh PROGRAM.xnvptx-none.c [WORKDIR]: the static .shared bytes of
# every kernel of an offload image, as the CUDA linker allocates them.
# PROGRAM.xnvptx-none.c is mkoffload's image source (kept by -save-temps in
# the offload options): one C string per PTX object of the device image
# (the program's own PTX and the device libraries' objects nvptx-ld pulled
# in).  Each object is assembled with ptxas -c (sm_80) and the whole image
# linked with nvlink -v, which reports "bytes smem" per kernel: one line
# "KERNEL BYTES" per kernel.  Exit status 2 without ptxas or nvlink, 1 on
# any other failure.  (doc/gcc-nvptx-facts.md section 11: the CUDA linker
# reserves a .shared variable in each kernel whose call graph may reach it.)
set -u
src=$1
work=${2:-}
command -v ptxas >/dev/null 2>&1 && command -v nvlink >/dev/null 2>&1 || exit 2
[ -f "$src" ] || { echo "image-smem: $src: no such file" >&2; exit 1; }
if [ -z "$work" ]; then work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work" || exit 1
cc=${CC_FOR_IMAGE:-gcc-12}
n=$(grep -c '^static const char ptx_code_' "$src")
[ "$n" -gt 0 ] || { echo "image-smem: no PTX objects in $src" >&2; exit 1; }
{ awk '/^static const struct ptx_obj/ { exit } { print }' "$src"
  echo '#include <stdio.h>'
  echo 'int main (void) { FILE *f;'
  i=0
  while [ $i -lt "$n" ]; do
    echo "f = fopen (\"$work/$i.ptx\", \"w\"); if (!f) return 1; fputs (ptx_code_$i, f); fclose (f);"
    i=$((i + 1))
  done
  echo 'return 0; }'; } > "$work/extract.c"
"$cc" -w -o "$work/extract" "$work/extract.c" && "$work/extract" || exit 1
for f in "$work"/*.ptx; do
  ptxas -c -arch=sm_80 -o "${f%.ptx}.cubin" "$f" > "$f.log" 2>&1 \
    || { cat "$f.log" >&2; exit 1; }
done
nvlink -arch=sm_80 -v -o "$work/image.cubin" "$work"/*.cubin > "$work/nvlink.log" 2>&1 \
  || { cat "$work/nvlink.log" >&2; exit 1; }
awk "/Function properties for '/ { k = \$0; sub (/.*Function properties for '/, \"\", k); sub (/'.*/, \"\", k); next }
     k != \"\" && /bytes smem/ { for (i = 2; i <= NF; i++) if (\$i ~ /^smem,?\$/) { print k, \$(i-2) + 0; break } k = \"\" }" "$work/nvlink.log"
