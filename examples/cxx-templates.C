// SPDX-License-Identifier: GPL-3.0-or-later
/* cxx-templates.C -- OpenMP offloading from C++ templates: a function
 * template with a target region, a noinline declare-target template helper,
 * and a lambda, each instantiated for float and for double.
 *
 * Memory-space pattern:
 *   axpy<T>      `target teams distribute parallel for' inside a function
 *                template: every instantiation gets its own outlined
 *                functions (_Z4axpyIfE...$_omp_fn$1, _Z4axpyIdE...).  x, y
 *                are mapped copies: GLOBAL pointers taken from the entry
 *                record and passed on in the launch record of the parallel
 *                function, so x[i], y[i] can be ld.global / st.global.
 *   scale_row<T> a noinline declare-target template called from a target
 *                region with mapped pointers.  Implicit instantiations are
 *                COMDAT, local to the offload program, so every caller is
 *                known and the parameter is GLOBAL at every call site --
 *                visible only to interprocedural inference (ipmsp), which
 *                specialises the helper in place.
 *   blend<T>     a lambda capturing x, y by value inside the region: after
 *                inlining the captured copies are the record's GLOBAL
 *                pointers.
 *   Stock GCC 12 prints all of these accesses generic (ld / st).
 */
#include <cstdio>
#include <cmath>
#include <vector>

template <class T>
void
axpy (int n, T a, const T *x, T *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

#pragma omp declare target
template <class T>
__attribute__((noinline)) void
scale_row (int n, T s, T *row)
{
  for (int j = 0; j < n; j++)
    row[j] *= s;
}
#pragma omp end declare target

template <class T>
void
scale_rows (int rows, int cols, T *m)
{
#pragma omp target teams distribute map(tofrom: m[0:rows*cols])
  for (int r = 0; r < rows; r++)
    scale_row (cols, (T) (r % 4 + 1), m + (long) r * cols);
}

template <class T>
void
blend (int n, T w, const T *x, T *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    {
      auto mix = [=] (int j) { return w * x[j] + (1 - w) * y[j]; };
      y[i] = mix (i);
    }
}

/* Run the three kernels for T and compare with a host reference; return
   the number of mismatches.  */
template <class T>
int
check (const char *type, T tol)
{
  const int n = 1 << 16, rows = 64, cols = 256;
  std::vector<T> x (n), y (n), ref (n), m ((size_t) rows * cols), mref (m.size ());
  for (int i = 0; i < n; i++)
    {
      x[i] = (T) (i % 1000) * (T) 0.001;
      y[i] = ref[i] = (T) ((i * 7) % 513) - (T) 256;
    }
  for (size_t k = 0; k < m.size (); k++)
    m[k] = mref[k] = (T) (k % 97);

  axpy (n, (T) 2.5, x.data (), y.data ());
  blend (n, (T) 0.25, x.data (), y.data ());
  scale_rows (rows, cols, m.data ());

  for (int i = 0; i < n; i++)
    {
      ref[i] = (T) 2.5 * x[i] + ref[i];
      ref[i] = (T) 0.25 * x[i] + (1 - (T) 0.25) * ref[i];
    }
  for (int r = 0; r < rows; r++)
    for (int j = 0; j < cols; j++)
      mref[(size_t) r * cols + j] *= (T) (r % 4 + 1);

  int errors = 0;
  for (int i = 0; i < n; i++)
    if (std::fabs (y[i] - ref[i]) > tol * (1 + std::fabs (ref[i])))
      errors++;
  for (size_t k = 0; k < m.size (); k++)
    if (m[k] != mref[k])
      errors++;
  if (errors)
    printf ("cxx-templates: %s: %d mismatches\n", type, errors);
  return errors;
}

int
main ()
{
  int errors = check<float> ("float", 1e-5f) + check<double> ("double", 1e-12);
  if (errors)
    printf ("cxx-templates: FAIL (%d mismatches)\n", errors);
  else
    printf ("cxx-templates: OK\n");
  return errors != 0;
}
