/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim device library: the functions the driver provides to device
   code (vprintf, malloc, free, as CUDA's device runtime does), run for a
   lane that calls them.  Sits on the executor core (ptx-exec.c: checked
   reads of device memory) and the memory layer (the heap).  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ptx-internal.h"
#include "ptx-exec.h"

/* ---------- driver-provided functions ---------- */

/* Read N bytes of device memory at generic address A for a builtin.  */
static int
dev_read (struct launch *L, struct thread *T, const struct insn *I, uint64_t a, void *buf,
          uint32_t n)
{
  struct insn J = *I;
  J.space = SP_GENERIC;
  J.flags = 0;
  uint8_t *out = buf;
  for (uint32_t i = 0; i < n; i++)
    {
      uint8_t *p = exec_access (L, T, &J, a + i, 1, K_LD);
      if (!p)
        return -1;
      out[i] = *p;
    }
  return 0;
}

/* The next SIZE-byte argument of a vprintf argument block at *AP
   (aligned to its size, as the caller's .param layout is), into V;
   *AP moves past it.  Nonzero if the read failed.  */
static int
next_argument (struct launch *L, struct thread *T, const struct insn *I,
               uint64_t *ap, void *v, uint32_t size)
{
  *ap = (*ap + size - 1) & ~(uint64_t) (size - 1);
  if (dev_read (L, T, I, *ap, v, size))
    return 1;
  *ap += size;
  return 0;
}

static int
dev_string (struct launch *L, struct thread *T, const struct insn *I, uint64_t a,
            char **out, const char *what)
{
  size_t cap = 64, n = 0;
  char *s = malloc (cap);
  struct insn J = *I;
  J.space = SP_GENERIC;
  J.flags = 0;
  for (;;)
    {
      uint8_t *p = exec_access (L, T, &J, a + n, 1, K_LD);
      if (!p)
        {
          free (s);
          char prev[sizeof ptxsim_errbuf];
          snprintf (prev, sizeof prev, "%s", ptxsim_errbuf);
          ptx_error (PTXSIM_ERROR_LAUNCH, "%s (reading the %s)", prev, what);
          return -1;
        }
      if (n + 1 >= cap)
        s = realloc (s, cap *= 2);
      s[n++] = (char) *p;
      if (!*p)
        break;
      if (n > (1u << 20))
        {
          free (s);
          return exec_fail (L, I, "bad vprintf argument", "%s longer than 1 MiB", what);
        }
    }
  *out = s;
  return 0;
}

/* vprintf's output, grown as needed.  */
struct outbuf
{
  char *s;
  size_t n, cap;
};

/* Append LEN bytes of STR to B.  */
static void
out_append (struct outbuf *B, const char *str, size_t len)
{
  while (B->n + len + 1 > B->cap)
    B->s = realloc (B->s, B->cap *= 2);
  memcpy (B->s + B->n, str, len);
  B->n += len;
}

/* A conversion's '%', flags, width and precision (a '*' takes an int
   argument at *AP) from *PP into SPEC, *PP moved past them and past the
   length modifier; *LMOD 1 for a long one (l, ll, L, q, j, z, t).
   Returns the spec's length, or -1 if reading an argument failed.  */
static int
conversion_spec (struct launch *L, struct thread *T, const struct insn *I, const char **pp,
                 char *spec, size_t specsize, uint64_t *ap, uint32_t *nargs, int *lmod)
{
  const char *p = *pp;
  size_t k = 0;
  spec[k++] = *p++;
  while (*p && strchr ("-+ #0", *p) && k < 40)
    spec[k++] = *p++;
  for (int part = 0; part < 2; part++)
    {
      if (part == 1)
        {
          if (*p != '.')
            break;
          spec[k++] = *p++;
        }
      if (*p == '*')
        {
          uint32_t v;
          if (next_argument (L, T, I, ap, &v, 4))
            return -1;
          (*nargs)++;
          k += (size_t) snprintf (spec + k, specsize - k, "%d", (int) v);
          p++;
        }
      else
        while (*p >= '0' && *p <= '9' && k < 50)
          spec[k++] = *p++;
    }
  *lmod = 0;   /* 0 int, 1 long/long long/size_t */
  while (*p && strchr ("hlLqjzt", *p))
    {
      if (*p != 'h')
        *lmod = 1;
      p++;
    }
  *pp = p;
  return (int) k;
}

/* Conversion CONV of SPEC (K bytes, room for three more) into B, its
   argument read at *AP; an unknown one copied as written.  Nonzero if
   reading an argument failed.  */
static int
format_conversion (struct launch *L, struct thread *T, const struct insn *I, char conv,
                   char *spec, size_t k, int lmod, uint64_t *ap, uint32_t *nargs,
                   struct outbuf *B)
{
  char buf[512];
  int len = 0;
  switch (conv)
    {
    case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'c':
      {
        uint32_t size = lmod ? 8 : 4;
        uint64_t v = 0;
        if (next_argument (L, T, I, ap, &v, size))
          return -1;
        (*nargs)++;
        spec[k++] = 'l';
        spec[k++] = 'l';
        spec[k++] = conv;
        spec[k] = 0;
        if (conv == 'c')
          {
            spec[k - 3] = 'c';
            spec[k - 2] = 0;
            len = snprintf (buf, sizeof buf, spec, (int) v);
          }
        else if (conv == 'd' || conv == 'i')
          len = snprintf (buf, sizeof buf, spec, lmod ? (long long) v : (long long) (int32_t) v);
        else
          len = snprintf (buf, sizeof buf, spec, lmod ? (unsigned long long) v
                          : (unsigned long long) (uint32_t) v);
        break;
      }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
      {
        double v;
        if (next_argument (L, T, I, ap, &v, 8))
          return -1;
        (*nargs)++;
        spec[k++] = conv;
        spec[k] = 0;
        len = snprintf (buf, sizeof buf, spec, v);
        break;
      }
    case 'p':
      {
        uint64_t v;
        if (next_argument (L, T, I, ap, &v, 8))
          return -1;
        (*nargs)++;
        len = snprintf (buf, sizeof buf, "0x%llx", (unsigned long long) v);
        break;
      }
    case 's':
      {
        uint64_t v;
        if (next_argument (L, T, I, ap, &v, 8))
          return -1;
        (*nargs)++;
        char *s = NULL;
        if (v == 0)
          s = strdup ("(null)");
        else if (dev_string (L, T, I, v, &s, "%s argument"))
          return -1;
        spec[k++] = 's';
        spec[k] = 0;
        int need = snprintf (NULL, 0, spec, s);
        char *tmp = malloc ((size_t) need + 1);
        snprintf (tmp, (size_t) need + 1, spec, s);
        out_append (B, tmp, (size_t) need);
        free (tmp);
        free (s);
        return 0;
      }
    case 'n':
      {
        *ap = (*ap + 7) & ~7ull;
        *ap += 8;
        (*nargs)++;
        return 0;
      }
    default:
      out_append (B, spec, k);
      if (conv)
        out_append (B, &conv, 1);
      return 0;
    }
  if (len < 0)
    len = 0;
  if ((size_t) len >= sizeof buf)
    len = sizeof buf - 1;
  out_append (B, buf, (size_t) len);
  return 0;
}

/* The device's vprintf (FMT, ARGS): the format string and its arguments
   read from device memory, the text printed at once; *RET the number of
   arguments.  */
static int
builtin_vprintf (struct launch *L, struct thread *T, const struct insn *I, uint64_t fmt,
                 uint64_t args, uint32_t *ret)
{
  char *f;
  if (fmt == 0)
    return exec_fail (L, I, "bad vprintf argument", "null format string");
  if (dev_string (L, T, I, fmt, &f, "format string"))
    return -1;
  struct outbuf B = { malloc (256), 0, 256 };
  uint64_t ap = args;
  uint32_t nargs = 0;
  int rc = 0;
  for (const char *p = f; *p && !rc;)
    {
      if (*p != '%')
        {
          const char *q = p;
          while (*q && *q != '%')
            q++;
          out_append (&B, p, (size_t) (q - p));
          p = q;
          continue;
        }
      if (p[1] == '%')
        {
          out_append (&B, "%", 1);
          p += 2;
          continue;
        }
      char spec[64];
      int lmod;
      int k = conversion_spec (L, T, I, &p, spec, sizeof spec, &ap, &nargs, &lmod);
      if (k < 0)
        {
          rc = -1;
          break;
        }
      char conv = *p ? *p++ : 0;
      rc = format_conversion (L, T, I, conv, spec, (size_t) k, lmod, &ap, &nargs, &B);
    }
  if (!rc)
    {
      fwrite (B.s, 1, B.n, stdout);
      fflush (stdout);
      *ret = nargs;
    }
  free (B.s);
  free (f);
  return rc;
}

int
run_builtin (struct launch *L, struct thread *T, const struct insn *I, const struct func *f,
             const struct callinfo *ci)
{
  uint8_t *P = T->P;
  uint64_t a0 = 0, a1 = 0;
  uint32_t want = f->builtin == BI_VPRINTF ? 2 : 1;
  if (ci->nargs != want)
    return exec_fail (L, I, "bad call", "%s called with %u arguments; it takes %u", f->name,
                 ci->nargs, want);
  memcpy (&a0, P + ci->arg_off[0], ci->arg_size[0] < 8 ? ci->arg_size[0] : 8);
  if (want == 2)
    memcpy (&a1, P + ci->arg_off[1], ci->arg_size[1] < 8 ? ci->arg_size[1] : 8);
  uint64_t r = 0;
  switch (f->builtin)
    {
    case BI_VPRINTF:
      {
        uint32_t n = 0;
        if (builtin_vprintf (L, T, I, a0, a1, &n))
          return -1;
        r = n;
        break;
      }
    case BI_MALLOC:
      r = mem_heap_malloc (a0);
      break;
    case BI_FREE:
      {
        char why[300];
        if (mem_heap_free (a0, why, sizeof why))
          return exec_fail (L, I, "bad free", "%s", why);
        break;
      }
    }
  if (ci->ret_off >= 0)
    {
      uint32_t n = ci->ret_size < 8 ? ci->ret_size : 8;
      memcpy (P + ci->ret_off, &r, n);
    }
  return 0;
}

