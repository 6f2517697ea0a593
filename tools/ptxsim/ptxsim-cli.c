/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim-cli: run a kernel of hand-written (or extracted) PTX on ptxsim
   without libgomp.

   ptxsim-cli FILE.ptx [FILE2.ptx...] -k KERNEL [-g GX,GY,GZ] [-b BX,BY,BZ]
              [-s DYNAMIC_SHARED_BYTES] [-p SPEC]... [-m SPEC]... [-n]

   Kernel parameters (-p), in order:
     u64:V u32:V s32:V s64:V f32:V f64:V   a scalar (V may be @K: the device
                                           address of buffer K)
     buf:BYTES                   a zeroed device buffer; the parameter is its address
     iota:COUNT:TYPE[:START[:STEP]]  COUNT elements of TYPE (u8 u16 u32 u64 s32
                                 s64 f32 f64), START + i * STEP
     fill:COUNT:TYPE:VALUE       COUNT elements, all VALUE
     rec:TYPE=V,TYPE=V,...       a packed record (natural alignment); V may be @K
   -m SPEC allocates a buffer (buf/iota/fill/rec) that is not a parameter.
   Buffers are numbered 0, 1, ... in the order -p and -m name them.
   After the launch each buffer is printed (its first and last elements;
   all of them with -a).  -n: print nothing but errors.  Exit status 0 on
   success, 1 on any ptxsim error (the message on stderr).  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ptxsim.h"

struct buffer
{
  uint64_t dptr;
  size_t bytes;
  char type[8];         /* element type for printing */
  char spec[200];
};

static struct buffer bufs[256];
static int nbufs;

static void
die (const char *fmt, const char *arg)
{
  fprintf (stderr, "ptxsim-cli: ");
  fprintf (stderr, fmt, arg);
  fprintf (stderr, "\n");
  exit (2);
}

static void
ptx_die (const char *what)
{
  const char *e = ptxsim_last_error ();
  const char *q = getenv ("PTXSIM_QUIET");
  /* The core printed the message already unless PTXSIM_QUIET is set.  */
  if (q && *q && strcmp (q, "0") != 0)
    fprintf (stderr, "%s\n", e && *e ? e : what);
  else if (!e || !*e)
    fprintf (stderr, "ptxsim-cli: %s failed\n", what);
  exit (1);
}

static size_t
type_size (const char *t)
{
  if (!strcmp (t, "u8") || !strcmp (t, "s8")) return 1;
  if (!strcmp (t, "u16") || !strcmp (t, "s16")) return 2;
  if (!strcmp (t, "u32") || !strcmp (t, "s32") || !strcmp (t, "f32") || !strcmp (t, "b32")) return 4;
  if (!strcmp (t, "u64") || !strcmp (t, "s64") || !strcmp (t, "f64") || !strcmp (t, "b64")) return 8;
  die ("unknown type '%s'", t);
  return 0;
}

static void
put_value (unsigned char *p, const char *t, const char *v)
{
  size_t n = type_size (t);
  if (v[0] == '@')
    {
      int k = atoi (v + 1);
      if (k < 0 || k >= nbufs)
        die ("no buffer %s (buffers are numbered from 0 in order)", v);
      uint64_t a = bufs[k].dptr;
      memcpy (p, &a, n < 8 ? n : 8);
      return;
    }
  if (t[0] == 'f')
    {
      double d = strtod (v, NULL);
      if (n == 4)
        {
          float f = (float) d;
          memcpy (p, &f, 4);
        }
      else
        memcpy (p, &d, 8);
      return;
    }
  uint64_t x = (t[0] == 's' || v[0] == '-') ? (uint64_t) strtoll (v, NULL, 0) : strtoull (v, NULL, 0);
  memcpy (p, &x, n);
}

static int
new_buffer (const char *spec)
{
  if (nbufs == 256)
    die ("too many buffers%s", "");
  struct buffer *b = &bufs[nbufs];
  snprintf (b->spec, sizeof b->spec, "%s", spec);
  unsigned char *host = NULL;
  char tmp[4096];
  snprintf (tmp, sizeof tmp, "%s", spec);
  if (!strncmp (spec, "buf:", 4))
    {
      b->bytes = strtoull (spec + 4, NULL, 0);
      strcpy (b->type, "b32");
      host = calloc (1, b->bytes + 8);
    }
  else if (!strncmp (spec, "iota:", 5) || !strncmp (spec, "fill:", 5))
    {
      int iota = spec[0] == 'i';
      char *save, *f = strtok_r (tmp + 5, ":", &save);
      if (!f)
        die ("bad buffer spec '%s'", spec);
      size_t count = strtoull (f, NULL, 0);
      char *t = strtok_r (NULL, ":", &save);
      if (!t)
        die ("bad buffer spec '%s' (no type)", spec);
      snprintf (b->type, sizeof b->type, "%s", t);
      size_t es = type_size (t);
      char *s1 = strtok_r (NULL, ":", &save);
      char *s2 = strtok_r (NULL, ":", &save);
      double start = s1 ? strtod (s1, NULL) : 0, step = s2 ? strtod (s2, NULL) : (iota ? 1 : 0);
      b->bytes = count * es;
      host = calloc (1, b->bytes + 8);
      for (size_t i = 0; i < count; i++)
        {
          char v[64];
          double x = iota ? start + step * (double) i : start;
          if (t[0] == 'f')
            snprintf (v, sizeof v, "%.17g", x);
          else
            snprintf (v, sizeof v, "%lld", (long long) x);
          put_value (host + i * es, t, v);
        }
    }
  else if (!strncmp (spec, "rec:", 4))
    {
      unsigned char rec[4096];
      size_t off = 0;
      char *save, *f;
      memset (rec, 0, sizeof rec);
      for (f = strtok_r (tmp + 4, ",", &save); f; f = strtok_r (NULL, ",", &save))
        {
          char *eq = strchr (f, '=');
          if (!eq)
            die ("bad record field '%s' (TYPE=VALUE)", f);
          *eq = 0;
          size_t n = type_size (f);
          off = (off + n - 1) & ~(n - 1);
          if (off + n > sizeof rec)
            die ("record too large: %s", spec);
          put_value (rec + off, f, eq + 1);
          off += n;
        }
      b->bytes = off ? off : 8;
      strcpy (b->type, "u64");
      host = calloc (1, b->bytes + 8);
      memcpy (host, rec, off);
    }
  else
    die ("unknown buffer spec '%s'", spec);
  if (b->bytes == 0)
    die ("empty buffer '%s'", spec);
  if (ptxsim_mem_alloc (&b->dptr, b->bytes) != PTXSIM_OK)
    ptx_die ("cuMemAlloc");
  if (ptxsim_memcpy_htod (b->dptr, host, b->bytes) != PTXSIM_OK)
    ptx_die ("host-to-device copy");
  free (host);
  return nbufs++;
}

static void
print_elem (const struct buffer *b, const unsigned char *p, size_t i)
{
  const char *t = b->type;
  size_t n = type_size (t);
  const unsigned char *q = p + i * n;
  if (t[0] == 'f')
    {
      if (n == 4)
        {
          float f;
          memcpy (&f, q, 4);
          printf (" %g", f);
        }
      else
        {
          double d;
          memcpy (&d, q, 8);
          printf (" %g", d);
        }
    }
  else if (t[0] == 's')
    {
      int64_t v = 0;
      if (n == 1) v = (int8_t) q[0];
      else if (n == 2) { int16_t x; memcpy (&x, q, 2); v = x; }
      else if (n == 4) { int32_t x; memcpy (&x, q, 4); v = x; }
      else memcpy (&v, q, 8);
      printf (" %lld", (long long) v);
    }
  else if (t[0] == 'b')
    {
      uint64_t v = 0;
      memcpy (&v, q, n);
      printf (n == 4 ? " 0x%08llx" : " 0x%016llx", (unsigned long long) v);
    }
  else
    {
      uint64_t v = 0;
      memcpy (&v, q, n);
      printf (" %llu", (unsigned long long) v);
    }
}

static void
parse_dims (const char *s, unsigned d[3])
{
  d[0] = d[1] = d[2] = 1;
  if (sscanf (s, "%u,%u,%u", &d[0], &d[1], &d[2]) < 1)
    die ("bad dimensions '%s'", s);
}

static char *
read_file (const char *path, size_t *len)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    die ("cannot open '%s'", path);
  size_t cap = 1 << 16, n = 0;
  char *s = malloc (cap);
  size_t r;
  while ((r = fread (s + n, 1, cap - n, f)) > 0)
    {
      n += r;
      if (n == cap)
        s = realloc (s, cap *= 2);
    }
  fclose (f);
  *len = n;
  return s;
}

/* A kernel parameter from -p: a buffer's address or a scalar's spec,
   its value and size once the buffers exist.  */
struct param
{
  int is_buf;
  int buf;
  unsigned char val[8];
  size_t size;
  const char *spec;
};

/* The command line.  */
struct options
{
  const char *files[256];
  int nfiles;
  const char *kernel;
  unsigned grid[3], block[3], dyn;
  int all, silent, timing;
  struct param params[64];
  int nparams;
};

/* Read the command line into O; -p and -m buffers are allocated at once
   (ptxsim is initialized).  */
static void
parse_args (int argc, char **argv, struct options *o)
{
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (!strcmp (a, "-k") && i + 1 < argc)
        o->kernel = argv[++i];
      else if (!strcmp (a, "-g") && i + 1 < argc)
        parse_dims (argv[++i], o->grid);
      else if (!strcmp (a, "-b") && i + 1 < argc)
        parse_dims (argv[++i], o->block);
      else if (!strcmp (a, "-s") && i + 1 < argc)
        o->dyn = (unsigned) strtoul (argv[++i], NULL, 0);
      else if (!strcmp (a, "-a"))
        o->all = 1;
      else if (!strcmp (a, "-n"))
        o->silent = 1;
      else if (!strcmp (a, "-t"))
        o->timing = 1;
      else if ((!strcmp (a, "-p") || !strcmp (a, "-m")) && i + 1 < argc)
        {
          const char *s = argv[++i];
          int is_param = a[1] == 'p';
          if (o->nparams == 64)
            die ("too many parameters%s", "");
          if (!strncmp (s, "buf:", 4) || !strncmp (s, "iota:", 5) || !strncmp (s, "fill:", 5)
              || !strncmp (s, "rec:", 4))
            {
              int k = new_buffer (s);
              if (is_param)
                {
                  o->params[o->nparams].is_buf = 1;
                  o->params[o->nparams].buf = k;
                  o->params[o->nparams].size = 8;
                  o->nparams++;
                }
            }
          else
            {
              if (!is_param)
                die ("-m needs a buffer spec, not '%s'", s);
              o->params[o->nparams].is_buf = 0;
              o->params[o->nparams].spec = s;
              o->nparams++;
            }
        }
      else if (a[0] == '-')
        die ("unknown option '%s'", a);
      else if (o->nfiles < 256)
        o->files[o->nfiles++] = a;
    }
}

/* The kernel's parameters into PBUF (room for 64 of 8 bytes): scalars
   (which may name buffers defined after them) parsed now, all packed at
   natural alignment, as libgomp passes them.  Returns the bytes used.  */
static size_t
pack_params (struct options *o, unsigned char *pbuf)
{
  for (int i = 0; i < o->nparams; i++)
    {
      memset (o->params[i].val, 0, 8);
      if (o->params[i].is_buf)
        {
          memcpy (o->params[i].val, &bufs[o->params[i].buf].dptr, 8);
          continue;
        }
      const char *s = o->params[i].spec, *c = strchr (s, ':');
      if (!c)
        die ("bad parameter '%s' (TYPE:VALUE)", s);
      char t[8];
      snprintf (t, sizeof t, "%.*s", (int) (c - s), s);
      o->params[i].size = type_size (t);
      put_value (o->params[i].val, t, c + 1);
    }
  size_t off = 0;
  for (int i = 0; i < o->nparams; i++)
    {
      off = (off + o->params[i].size - 1) & ~(o->params[i].size - 1);
      memcpy (pbuf + off, o->params[i].val, o->params[i].size);
      off += o->params[i].size;
    }
  return off;
}

/* Print each buffer after the launch: its first 8 and last 2 elements,
   all of them with -a or when there are at most 16.  */
static void
print_buffers (int all)
{
  for (int k = 0; k < nbufs; k++)
    {
      struct buffer *b = &bufs[k];
      unsigned char *host = malloc (b->bytes);
      if (ptxsim_memcpy_dtoh (host, b->dptr, b->bytes) != PTXSIM_OK)
        ptx_die ("device-to-host copy");
      size_t n = b->bytes / type_size (b->type);
      printf ("buffer %d (%s):", k, b->spec);
      if (all || n <= 16)
        for (size_t i = 0; i < n; i++)
          print_elem (b, host, i);
      else
        {
          for (size_t i = 0; i < 8; i++)
            print_elem (b, host, i);
          printf (" ...");
          for (size_t i = n - 2; i < n; i++)
            print_elem (b, host, i);
        }
      printf ("\n");
      free (host);
    }
}

/* ptxsim-cli (the usage at the top of this file).  */
int
main (int argc, char **argv)
{
  struct options o = { .grid = { 1, 1, 1 }, .block = { 1, 1, 1 } };
  ptxsim_init ();
  parse_args (argc, argv, &o);
  if (!o.nfiles || !o.kernel)
    {
      fprintf (stderr, "usage: ptxsim-cli FILE.ptx... -k KERNEL [-g X,Y,Z] [-b X,Y,Z] "
               "[-s DYNSHARED] [-p SPEC]... [-m SPEC]... [-a] [-n] [-t]\n");
      return 2;
    }
  struct ptxsim_link *lk = ptxsim_link_create ();
  for (int i = 0; i < o.nfiles; i++)
    {
      size_t len;
      char *text = read_file (o.files[i], &len);
      if (ptxsim_link_add (lk, text, len, o.files[i]) != PTXSIM_OK)
        ptx_die ("parse");
      free (text);
    }
  struct ptxsim_module *m;
  if (ptxsim_link_complete (lk, &m) != PTXSIM_OK)
    ptx_die ("link");
  struct ptxsim_function *fn;
  if (ptxsim_module_function (m, o.kernel, &fn) != PTXSIM_OK)
    {
      fprintf (stderr, "ptxsim-cli: no kernel (.entry) named '%s'\n", o.kernel);
      return 1;
    }
  unsigned char pbuf[64 * 8];
  size_t off = pack_params (&o, pbuf);
  struct timespec t0, t1;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  int r = ptxsim_launch (fn, o.grid, o.block, o.dyn, NULL, pbuf, off);
  clock_gettime (CLOCK_MONOTONIC, &t1);
  if (r != PTXSIM_OK)
    ptx_die ("launch");
  if (o.timing)
    fprintf (stderr, "ptxsim-cli: launch took %.3f s\n",
             (double) (t1.tv_sec - t0.tv_sec) + 1e-9 * (double) (t1.tv_nsec - t0.tv_nsec));
  if (!o.silent)
    print_buffers (o.all);
  ptxsim_module_unload (m);
  return 0;
}
