/* A static const declare-target table read with a variable index: the
   conversion of its address is checked at run time with the isspacep of
   its data area.  That used to be isspacep.const; the table is in the
   offload table, so the plugin now puts it in .global
   (rtl-hooks/data-areas.cc: the host can know its device address, and
   .const would break seed S6), and the check is isspacep.global on the
   table's generic address, the loads ld.global.  No read-only variable
   of a program is in .const any more (memspace/seed-const-table.c says
   why), so no check claims the const window (isspacep.const into %mp);
   isspacep.const still appears in every check, which also asks whether
   the pointer is in another space's window (memspace-verify.cc).  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1 -fplugin-arg-nvptx_memspace-dump=tree-memspace-opt1" } */
/* { dg-final { scan-ptx "*" {^\s*\.global \.align 16 \.u32 lut\[16\] = } } } */
/* { dg-final { scan-ptx "*" {cvta\.global\.u64\s+(%r[0-9]+), lut;(?:[^\n]*\n){1,6}\s*isspacep\.global\s+%mp, \1;} } } */
/* { dg-final { scan-ptx-not "*" {isspacep\.const\s+%mp,} } } */
/* { dg-final { scan-offload-dump-not memspace-opt1 {is not in const memory} } } */
/* { dg-final { scan-ptx "*" {ld\.global\.u32\s} } } */

#pragma omp declare target
static const unsigned lut[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };
#pragma omp end declare target

void
f (const unsigned *in, unsigned *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = lut[in[i] & 15];
}

int
main (void)
{
  return 0;
}
