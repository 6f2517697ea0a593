/* Uses lower-struct-args does not understand leave the whole function
   untouched -- no clone, the callers still pass the struct by reference --
   and the dump says why, per parameter or per function.  */
/* { dg-do compile } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" } */
/* { dg-final { scan-offload-dump lower-struct-args {^written/[0-9]+:\n  parameter 0 g: left unchanged \(the parameter is written\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^escapes/[0-9]+:\n  parameter 0 g: left unchanged \(address taken\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^indexed/[0-9]+:\n  parameter 0 a: left unchanged \(variable-offset access\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^volatile_field/[0-9]+:\n  parameter 0 v: left unchanged \(volatile access\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^bits/[0-9]+:\n  parameter 0 b: left unchanged \(bit-field access\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^copied/[0-9]+:\n  parameter 0 g: left unchanged \(aggregate copy of the parameter\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^variadic/[0-9]+: left unchanged \(variadic \(va_arg\)\)$} } } */
/* { dg-final { scan-offload-dump lower-struct-args {^kept/[0-9]+: left unchanged \(noclone or noipa\)$} } } */
/* { dg-final { scan-offload-dump-not lower-struct-args {cloned as} } } */
/* { dg-final { scan-ptx-not "*" {\$byval\$} } } */

struct grid { const float *data; int nx, ny; float scale; };
struct vec8 { int v[8]; };
struct vol { volatile int x; int y; };
struct bitfields { int lo : 3; int hi : 13; };

#pragma omp declare target
const struct grid *kept_grid;
struct grid copy_of_grid;

__attribute__((noinline)) float
row_sum (const struct grid *g, int row)
{
  float s = 0.0f;
  for (int j = 0; j < g->nx; j++)
    s += g->data[row * g->nx + j];
  return s;
}

/* The store must survive early optimisation: the callee reads it.  */
__attribute__((noinline)) float
written (struct grid g, int row)
{
  g.nx = row;
  return row_sum (&g, row);
}

__attribute__((noinline)) float
escapes (struct grid g, int row)
{
  kept_grid = &g;
  return g.data[row] * g.scale;
}

__attribute__((noinline)) int
indexed (struct vec8 a, int i)
{
  return a.v[i];
}

__attribute__((noinline)) int
volatile_field (struct vol v)
{
  return v.x + v.y;
}

__attribute__((noinline)) int
bits (struct bitfields b)
{
  return b.lo + b.hi;
}

__attribute__((noinline)) float
copied (struct grid g)
{
  copy_of_grid = g;
  return g.scale;
}

/* GCC 12's nvptx back end itself ICEs on va_arg in offloaded code (stock
   GCC, "in build2, at tree.cc:5028" during pass stdarg), so this variadic
   function does not read its extra arguments.  */
__attribute__((noinline)) float
variadic (struct grid g, ...)
{
  return g.data[0] * g.scale;
}

__attribute__((noinline, noipa)) float
kept (struct grid g, int row)
{
  return g.data[row] * g.scale;
}
#pragma omp end declare target

void
f (const float *d, float *out, int n)
{
#pragma omp target teams distribute parallel for map(to: d[0:n]) map(from: out[0:n])
  for (int r = 0; r < n; r++)
    {
      struct grid g = { d, n, 1, 0.5f };
      struct vec8 a = { { r, 1, 2, 3, 4, 5, 6, 7 } };
      struct vol v = { r, 2 };
      struct bitfields b = { r & 3, r };
      out[r] = written (g, r) + escapes (g, r) + indexed (a, r & 7)
	       + volatile_field (v) + bits (b) + copied (g) + variadic (g, r)
	       + kept (g, r);
    }
}

int
main (void)
{
  return 0;
}
