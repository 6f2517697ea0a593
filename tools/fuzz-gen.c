/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-gen.c -- random offload programs for differential testing of the
 * nvptx-memspace plugin (make fuzz, tools/fuzz.sh).
 *
 *   fuzz-gen [-x] SEED > prog.c
 *
 * -x adds the shapes that only device runs (ptxsim, a GPU) can judge, in
 * programs of their own (without -x a seed gives the program it always
 * gave): team-level arrays of OpenMP target teams bodies (lower-module-
 * shared's .shared candidates) and OpenACC gang- and worker-private arrays
 * filled by vector loops, all passed to helpers; private, local and SIMT
 * private arrays passed to helpers by name; pointers stored in device
 * memory (a declare-target pointer array, one slot per iteration) and
 * loaded back, to read through and to write outputs through; and more
 * restrict parameters, whose arrays the kernel also writes through such
 * loaded pointers and through helpers.  And the shapes of issue 24
 * (st_nullbase, st_carry, A_CTAB, slots and kaddr, H_STRUCT helpers with
 * a field writer, H_OPT): integer address arithmetic with maybe-NULL
 * bases (also rebuilt bit by bit, by data flow only), addresses carried
 * in 32-bit halves across kernels, union doubles, __int128 and 8-byte
 * vectors, const declare-target data reaching kernels through map
 * clauses and as device pointers the host got from a kernel, field
 * addresses of by-value parameters passed on, optional pointer
 * arguments.  Every value read through them reaches the output.
 *
 * writes one OpenMP or OpenACC program (first line "/" "* model: openmp *" "/"
 * or "openacc": the driver picks -fopenmp or -fopenacc from it; second line
 * the features used, for the driver's variety count).  The same seed gives
 * the same program on every host: the random numbers are splitmix64, and no
 * two random choices share one argument list (C leaves their order open).
 *
 * What the programs do is built around the state spaces the plugin infers:
 * mapped arrays (global), declare-target arrays (global), static const
 * tables (const), local arrays of offloaded regions and helpers (frame:
 * soft stack or .local), OpenACC gang-private arrays (shared), SIMT
 * private arrays (.local), and pointers that mix them: PHIs, pointers
 * walked in loops, pointers returned by helpers, pointers in structs passed
 * by value, pointer/integer round trips, noinline helpers called from
 * several sites with pointers into different spaces.
 *
 * The programs must be free of undefined behaviour and give bit-identical
 * output whatever runs them (host fallback, stock device code, the
 * plugin's device code), so the output is the test:
 *   - every access is in bounds: all lengths are powers of two, an index
 *     is reduced modulo its array's length, and every pointer is a
 *     "window" of at least W readable elements (base + offset, offset
 *     reduced modulo LEN - W + 1);
 *   - integer arithmetic is unsigned (wraps); conversions to int are
 *     GCC's documented modulo conversion;
 *   - float and double values are small multiples of 1/4 (1/8), and only
 *     exact operations combine them (sum of two, times or over 2), so
 *     contraction into fma and evaluation order cannot change a bit;
 *   - parallel loops write element [i] of their output arrays only, read
 *     the arrays they do not write, and update counters only with atomics
 *     of one commutative operation per counter array (never read on the
 *     device); reductions are unsigned + or ^ (order-free);
 *   - private arrays are filled before each iteration reads them;
 *     firstprivate arrays are only read;
 *   - restrict parameters always get distinct arrays.
 *
 * Known GCC 12 nvptx failures the generator keeps clear of (they fail
 * stock too): va_arg, structs returned by value, setjmp, computed goto,
 * stdout streams, long double, and struct variables inside an OpenACC
 * vector loop nested in a gang loop (ICE in gen_rtx_SUBREG, pass mach).
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- random numbers: splitmix64, the same sequence on every host --------- */
static uint64_t rng;

static uint32_t
rnd (void)
{
  uint64_t z = (rng += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return (uint32_t) ((z ^ (z >> 31)) >> 32);
}

static int
rn (int n)
{
  return n <= 1 ? 0 : (int) (rnd () % (uint32_t) n);
}

static int
pct (int p)
{
  return rn (100) < p;
}

/* --- strings (never freed: one short-lived run) --------------------------- */
static char *
vxs (const char *fmt, va_list ap)
{
  va_list aq;
  int n;
  char *s;
  va_copy (aq, ap);
  n = vsnprintf (NULL, 0, fmt, aq);
  va_end (aq);
  s = malloc ((size_t) n + 1);
  if (!s)
    {
      fprintf (stderr, "fuzz-gen: out of memory\n");
      exit (2);
    }
  vsnprintf (s, (size_t) n + 1, fmt, ap);
  return s;
}

static char *
xs (const char *fmt, ...)
{
  va_list ap;
  char *s;
  va_start (ap, fmt);
  s = vxs (fmt, ap);
  va_end (ap);
  return s;
}

static int uid;

static char *
fresh (const char *prefix)
{
  return xs ("%s%d", prefix, uid++);
}

/* --- output: the program body is buffered, so that the header can list
   the features that were actually generated.  ------------------------------ */
static char *obuf;
static size_t olen, ocap;
static int ind;

static void
oput (const char *s)
{
  size_t n = strlen (s);
  if (olen + n + 1 > ocap)
    {
      ocap = (olen + n + 1) * 2;
      obuf = realloc (obuf, ocap);
      if (!obuf)
        {
          fprintf (stderr, "fuzz-gen: out of memory\n");
          exit (2);
        }
    }
  memcpy (obuf + olen, s, n + 1);
  olen += n;
}

static void
line (const char *fmt, ...)
{
  va_list ap;
  char *s;
  int i;
  va_start (ap, fmt);
  s = vxs (fmt, ap);
  va_end (ap);
  for (i = 0; i < ind; i++)
    oput ("  ");
  oput (s);
  oput ("\n");
  free (s);
}

/* -x: helpers written on demand while a kernel or another helper is being
   generated (the maybe-NULL bases of file-scope arrays, st_nullbase) go to
   a buffer of their own, spliced into the program at pre_mark: after the
   device data, before every other helper.  */
static char *pbuf;
static size_t plen, pcap, pre_mark = (size_t) -1;
static int pre_ind;

static void
pre_swap (void)
{
  char *b = obuf;
  size_t l = olen, k = ocap;
  obuf = pbuf, olen = plen, ocap = pcap;
  pbuf = b, plen = l, pcap = k;
}

static void
pre_begin (void)
{
  pre_swap ();
  pre_ind = ind;
  ind = 0;
}

static void
pre_end (void)
{
  pre_swap ();
  ind = pre_ind;
}

/* --- features, counted for the header line --------------------------------- */
enum
{
  F_HELPER, F_STATIC, F_STRUCT, F_ATOMIC, F_SIMD, F_ACCPRIV, F_PRIVATE,
  F_UINTPTR, F_PHI, F_PLOOP, F_RESTRICT, F_GVAR, F_TABLE, F_SEL, F_NESTED,
  F_REDUCTION, F_LOCAL, F_CALL, F_COPY, F_GPTR, NFEAT
};
static const char *const featname[NFEAT] = {
  "helpers", "static", "struct", "atomic", "simd", "accpriv", "private",
  "uintptr", "phi", "ploop", "restrict", "gvar", "table", "sel", "nested",
  "reduction", "local", "call", "copy", "gptr"
};
static int feat[NFEAT];
/* Features of -x programs only (printed only with -x).  */
enum
{
  FX_TEAM, FX_WORKER, FX_PSLOT, FX_PRIVCALL, FX_NULLBASE, FX_BITADDR, FX_HALVES,
  FX_UDOUBLE, FX_I128, FX_VEC, FX_CTAB, FX_DEVPTR, FX_FIELD, FX_OPTARG, NFEATX
};
static const char *const featxname[NFEATX] = {
  "team", "worker", "pslot", "privcall", "nullbase", "bitaddr", "halves",
  "udouble", "i128", "vec", "ctab", "devptr", "field", "optarg"
};
static int featx[NFEATX];
static int xmode;  /* -x */

/* --- the program's shape ----------------------------------------------------- */
static int acc;                 /* OpenACC, else OpenMP */
static int NV, WV, LV, TV, HV;  /* values of the macros N W L T H */

/* Element types: sub-word and 64-bit ones give other access sizes.  */
enum { TU, TI, TF, TD, TC, TS, TL, NTY };
static const char *const tyn[NTY] = {
  "unsigned", "int", "float", "double", "unsigned char", "short", "unsigned long long"
};
static const int tysz[NTY] = { 4, 4, 4, 8, 1, 2, 8 };

/* Arrays with static or main's storage.  A_CTAB (-x): a const
   declare-target table of N elements, the twin of a mapped array, that
   the host passes to kernels in its place (through the map clauses).  */
enum { A_MAPPED, A_GRO, A_GRW, A_TABLE, A_ATOM, A_GPTR, A_CTAB };
enum { OP_ADD, OP_OR, OP_XOR, OP_AND, NOP };
struct arr
{
  char *name;
  int ty, kind, aop;
  int tgt;  /* A_GPTR: the array it points into; A_CTAB: its mapped twin */
  int stat; /* A_CTAB: static */
};
#define MAXARR 24
static struct arr arrs[MAXARR];
static int narr;

/* -x: address slots (st_carry, device-pointer parameters of kernels):
   device addresses of read-only data -- a const table, a read-only
   declare-target array, a const twin table (A_CTAB), a function-local
   static const table (lstK ()), a string literal (litK ()) -- that kernel
   kaddr stores as 32-bit halves (aslo, ashi) and as a double's bits (asd);
   later kernels recombine the halves, and the host recombines them (asp)
   for is_device_ptr / deviceptr parameters.  */
struct slot
{
  char *expr;
  int ty;
  char *def;  /* lstK, litK: the helper's definition */
};
#define MAXSLOT 4
static struct slot slots[MAXSLOT];
static int nslot;

/* Struct types passed by value: struct svK { unsigned a; unsigned v[VLEN];
   struct siK { unsigned short s; float f; } in; [const T *p;] [double d;] }.  */
struct sdef
{
  int vlen, has_ptr, pty, has_d;
};
static struct sdef sdefs[2];
static int nsdef;

/* Helpers: noinline declare-target / acc routine functions.  */
enum { H_READ, H_WRITE, H_SEL, H_STRUCT, H_ATOMIC, H_OPT };
struct helper
{
  char *name;
  int kind, ty1, ty2, sidx, aop, wparam;
  int field;  /* -x, H_STRUCT: passes a field's address on to a writer */
  int frame;  /* it or a helper it calls has a stack frame (-x: see simd_ok) */
};
#define MAXH 12
static struct helper hs[MAXH];
static int nh;

/* --- code generation context ------------------------------------------------ */
/* A readable or writable "window": NAME[0 .. LEN) is valid.  */
struct src
{
  const char *name;
  int ty;
  const char *len;
  int lenv;
  int owned;  /* writable at [iv] only (parallel loop output) */
  int isptr;  /* a pointer variable or member: may alias anything */
  int local;  /* a local array: must not escape a helper */
  int simtpriv;  /* an OpenMP simd private array: see gen_window */
  int special;   /* -x: team-level, gang- or worker-private data */
};

#define MAXS 64
struct ctx
{
  int par;                  /* iterations run concurrently */
  const char *iv;           /* the iteration's index in [0, N), or NULL */
  struct src rd[MAXS];
  int nrd;
  struct src wr[MAXS];
  int nwr;
  const char *leaf[MAXS];   /* unsigned rvalues */
  int nleaf;
  const char *lval[MAXS];   /* unsigned scalars this context may assign */
  int nlval;
  int atom[8];              /* counter arrays that atomics may update */
  int natom;
  const char *red, *redop;  /* reduction variable and its operator */
  int nhelp;                /* helpers hs[0 .. nhelp) may be called */
  int helper;               /* inside a helper: no parallel constructs */
  int no_struct;            /* GCC 12 ICE: structs in nested acc vector loops */
  int no_local;             /* no local arrays (helpers returning pointers) */
  int simt;                 /* inside simd / vector code: no nested constructs */
  int simd;                 /* inside an OpenMP simd loop (SIMT on nvptx) */
  int nested_ok;            /* top of a plain target region: nested loops allowed */
  int depth;
  int novalue;              /* -x: scalars here reach no output (H_SEL) */
  int slots;                /* -x: aslo, ashi, asd are mapped here (a kernel body) */
};

static int budget;  /* statements left for the current body */
static int cur_helper = -1;  /* the helper being generated */

/* -x only: what stock GCC 12 gets wrong inside OpenMP simd loops (SIMT on
   nvptx), kept out of -x programs so that their device runs test the
   plugin (doc/ptxsim-findings/README.md): block-scope arrays and structs
   declared in the loop body are not privatised per lane (they stay in the
   warp's soft-stack frame, which all 32 lanes share); and the soft stack
   inside the loop is %simtstack_ar, 128 bytes plus the saved stack
   pointer whatever the loop's private data and its callees' frames need.
   So there: no local arrays or structs, no calls of helpers with a
   frame, no struct passed by value (the argument is built in the
   caller's frame: doc/ptxsim-findings/simd-struct-arg.c), private arrays
   of at most 64 bytes.  */
static int
simd_ok_local (const struct ctx *c)
{
  return !xmode || !c->simd;
}
static int
simd_ok_call (const struct ctx *c, int h)
{
  return !xmode || !c->simd || (!hs[h].frame && hs[h].kind != H_STRUCT);
}
static int
simd_ok_private (int ty)
{
  return !xmode || LV * tysz[ty] <= 64;
}
/* A helper that calls helper H (or declares a local array or struct)
   has a frame too.  */
static void
note_call (const struct ctx *c, int h)
{
  if (c->helper && cur_helper >= 0 && (h < 0 || hs[h].frame))
    hs[cur_helper].frame = 1;
}
static int in_call_arg;  /* generating a call's arguments (gen_window) */
static int in_phi;  /* -x: inside a PHI of windows (gen_window) */

static void
add_rd (struct ctx *c, const char *name, int ty, const char *len, int lenv,
        int isptr, int local)
{
  if (c->nrd < MAXS)
    {
      struct src s = { name, ty, len, lenv, 0, isptr, local, 0, 0 };
      c->rd[c->nrd++] = s;
    }
}

static void
add_wr (struct ctx *c, const char *name, int ty, const char *len, int lenv,
        int owned, int local)
{
  if (c->nwr < MAXS)
    {
      struct src s = { name, ty, len, lenv, owned, 0, local, 0, 0 };
      c->wr[c->nwr++] = s;
    }
}

/* Marks the last readable and writable entries named NAME as an OpenMP
   simd private array.  */
static void
mark_simtpriv (struct ctx *c, const char *name)
{
  int i;
  for (i = 0; i < c->nrd; i++)
    if (!strcmp (c->rd[i].name, name))
      c->rd[i].simtpriv = 1;
  for (i = 0; i < c->nwr; i++)
    if (!strcmp (c->wr[i].name, name))
      c->wr[i].simtpriv = 1;
}

static void
add_leaf (struct ctx *c, const char *s)
{
  if (c->nleaf < MAXS)
    c->leaf[c->nleaf++] = s;
}

static void
add_lval (struct ctx *c, const char *s)
{
  add_leaf (c, s);
  if (c->nlval < MAXS)
    c->lval[c->nlval++] = s;
}

/* --- conversions between the value domain (unsigned) and element types --- */
static char *
to_u (int ty, const char *x)
{
  switch (ty)
    {
    case TU:
      return xs ("%s", x);
    case TF:
    case TD:
      /* Values are small multiples of 1/4: (int) is exact and in range.  */
      return xs ("(unsigned) (int) (%s)", x);
    case TL:
      return xs ("(unsigned) ((%s) >> 5)", x);
    default:
      return xs ("(unsigned) (%s)", x);
    }
}

static char *
from_u (int ty, const char *u)
{
  switch (ty)
    {
    case TU:
      return xs ("%s", u);
    case TI:
      return xs ("(int) (%s)", u);
    case TF:
      return xs ("(float) ((int) ((%s) & 0x7fffu) - 0x4000) * 0.25f", u);
    case TD:
      return xs ("(double) ((int) ((%s) & 0xfffffu) - 0x80000) * 0.125", u);
    case TC:
      return xs ("(unsigned char) (%s)", u);
    case TS:
      return xs ("(short) (%s)", u);
    default:
      return xs ("(unsigned long long) (%s) * 0x9e3779b97f4a7c15ull", u);
    }
}

static char *
const_of (int ty)
{
  switch (ty)
    {
    case TU:
      return xs ("0x%08xu", rnd ());
    case TI:
      return xs ("%d", (int) (rnd () % 2000001u) - 1000000);
    case TF:
      return xs ("%.2ff", (double) ((int) (rnd () % 0x8000u) - 0x4000) * 0.25);
    case TD:
      return xs ("%.3f", (double) ((int) (rnd () % 0x100000u) - 0x80000) * 0.125);
    case TC:
      return xs ("%uu", rnd () % 256u);
    case TS:
      return xs ("%d", (int) (rnd () % 65536u) - 32768);
    default:
      {
        unsigned hi = rnd (), lo = rnd ();
        return xs ("0x%08x%08xull", hi, lo);
      }
    }
}

/* --- expressions ------------------------------------------------------------ */
static char *gen_u (struct ctx *c, int d);
static char *gen_window (struct ctx *c, int ty, int d);

static char *
gen_leaf (struct ctx *c)
{
  if (c->nleaf && pct (75))
    return xs ("%s", c->leaf[rn (c->nleaf)]);
  if (pct (50))
    return xs ("%uu", (unsigned) rn (64));
  return xs ("0x%08xu", rnd ());
}

static char *
gen_cond (struct ctx *c, int d)
{
  char *a, *b;
  switch (rn (4))
    {
    case 0:
      a = gen_u (c, d);
      return xs ("((%s) & %uu)", a, 1u << rn (5));
    case 1:
      a = gen_u (c, d);
      b = gen_u (c, d);
      return xs ("((%s) > (%s))", a, b);
    case 2:
      a = gen_u (c, d);
      return xs ("((%s) %% 3u == 0u)", a);
    default:
      a = gen_u (c, d);
      return xs ("((%s) < 0x%08xu)", a, rnd ());
    }
}

/* An index into S: in [0, S->lenv).  */
static char *
gen_index (struct ctx *c, const struct src *s, int d)
{
  char *u;
  if (c->iv && s->lenv == NV && pct (30))
    return xs ("%s", c->iv);
  if (pct (20))
    return xs ("%d", rn (s->lenv));
  u = gen_u (c, d);
  if (pct (50))
    return xs ("(%s) %% %s", u, s->len);
  return xs ("(%s) & (%s - 1)", u, s->len);
}

/* An offset into S that leaves a window of W elements: in [0, lenv - W].  */
static char *
gen_off (struct ctx *c, const struct src *s, int d)
{
  char *u;
  if (s->lenv == WV)
    return xs ("0");
  if (c->iv && s->lenv == NV && pct (20))
    return xs ("((unsigned) %s & (N - W))", c->iv);  /* N, W powers of 2 */
  if (pct (15))
    return xs ("%d", rn (s->lenv - WV + 1));
  u = gen_u (c, d);
  return xs ("(%s) %% (%s - W + 1)", u, s->len);
}

/* Exact float/double arithmetic on loaded values (see the header).  */
static char *
gen_float_combo (struct ctx *c, const struct src *s, int d)
{
  const char *two = s->ty == TF ? "2.0f" : "2.0";
  const char *half = s->ty == TF ? "0.5f" : "0.5";
  const char *q = s->ty == TF ? "0.75f" : "0.75";
  char *ia = gen_index (c, s, d);
  char *a = xs ("%s[%s]", s->name, ia);
  int cand[MAXS], n = 0, i;
  for (i = 0; i < c->nrd; i++)
    if (c->rd[i].ty == s->ty)
      cand[n++] = i;
  switch (rn (4))
    {
    case 0:
      {
        const struct src *t = &c->rd[cand[rn (n)]];
        char *ib = gen_index (c, t, d);
        return to_u (s->ty, xs ("%s + %s[%s]", a, t->name, ib));
      }
    case 1:
      return to_u (s->ty, xs ("%s * %s", a, two));
    case 2:
      return to_u (s->ty, xs ("%s * %s", a, half));
    default:
      return to_u (s->ty, xs ("%s - %s", a, q));
    }
}

static char *
gen_load (struct ctx *c, int d)
{
  const struct src *s;
  char *ix;
  int own[MAXS], no = 0, i;
  for (i = 0; i < c->nwr; i++)
    if (c->wr[i].owned)
      own[no++] = i;
  /* A parallel iteration may read back its own output element.  */
  if (c->par && c->iv && no && pct (15))
    {
      s = &c->wr[own[rn (no)]];
      return to_u (s->ty, xs ("%s[%s]", s->name, c->iv));
    }
  if (!c->nrd)
    return gen_leaf (c);
  s = &c->rd[rn (c->nrd)];
  if ((s->ty == TF || s->ty == TD) && pct (30))
    return gen_float_combo (c, s, d);
  if (s->isptr && pct (25))
    return to_u (s->ty, xs ("*%s", s->name));
  if (s->isptr && pct (12))
    {
      /* Negative offsets from the window's end.  */
      char *u = gen_u (c, d);
      return to_u (s->ty, xs ("(%s + W)[-1 - (int) ((%s) %% W)]", s->name, u));
    }
  ix = gen_index (c, s, d);
  if (!s->simtpriv && pct (5))
    return to_u (s->ty, xs ("*(volatile const %s *) &%s[%s]", tyn[s->ty], s->name, ix));
  return to_u (s->ty, xs ("%s[%s]", s->name, ix));
}

/* A compound literal of struct svK; NULL if it needs a pointer window that
   this context lacks.  */
static char *
gen_struct_init (struct ctx *c, int k, int d)
{
  const struct sdef *sd = &sdefs[k];
  /* Every member mixes in a run-time value (the kernel's x0, the helper's
     x): GCC 12 prints two adjacent 32-bit constant members of a struct
     passed by value as "mov.u64 %r, { 1,2 }", which ptxas rejects.  */
  const char *rt = c->nleaf ? c->leaf[0] : "0u";
  char *a = gen_u (c, d), *v = xs (""), *f, *s, *p = NULL, *dd = NULL, *u;
  int j;
  a = xs ("(%s) ^ %s", a, rt);
  for (j = 0; j < sd->vlen; j++)
    {
      u = gen_u (c, d);
      v = xs ("%s%s(%s) ^ %s", v, j ? ", " : "", u, rt);
    }
  u = gen_u (c, d);
  f = from_u (TF, xs ("(%s) ^ %s", u, rt));
  u = gen_u (c, d);
  s = xs ("(unsigned short) ((%s) ^ %s)", u, rt);
  if (sd->has_ptr)
    {
      p = gen_window (c, sd->pty, d);
      if (!p)
        return NULL;
    }
  if (sd->has_d)
    {
      u = gen_u (c, d);
      dd = from_u (TD, xs ("(%s) ^ %s", u, rt));
    }
  return xs ("{ %s, { %s }, { %s, %s }%s%s%s%s }", a, v, s, f,
             p ? ", " : "", p ? p : "", dd ? ", " : "", dd ? dd : "");
}

/* A call of a value-returning helper, or NULL.  */
static char *
gen_call_value (struct ctx *c, int d)
{
  int cand[MAXH], n = 0, i;
  const struct helper *h;
  char *a, *b, *x, *st;
  for (i = 0; i < c->nhelp; i++)
    if ((hs[i].kind == H_READ || hs[i].kind == H_OPT || (hs[i].kind == H_STRUCT && !c->no_struct))
        && simd_ok_call (c, i))
      cand[n++] = i;
  if (!n)
    return NULL;
  h = &hs[cand[rn (n)]];
  note_call (c, (int) (h - hs));
  in_call_arg++;
  if (h->kind == H_READ)
    {
      a = gen_window (c, h->ty1, d);
      b = a ? gen_window (c, h->ty2, d) : NULL;
      x = b ? gen_u (c, d) : NULL;
      in_call_arg--;
      if (!x)
        return NULL;
      feat[F_CALL]++;
      return xs ("%s (%s, %s, %s)", h->name, a, b, x);
    }
  if (h->kind == H_OPT)
    {
      /* -x: the optional argument NULL, maybe NULL or a window.  */
      a = gen_window (c, h->ty1, d);
      b = NULL;
      if (a)
        switch (rn (3))
          {
          case 0:
            b = xs ("(const %s *) 0", tyn[h->ty2]);
            break;
          case 1:
            {
              /* A PHI: never of a SIMT private array (see gen_window).  */
              char *w, *k;
              in_phi += xmode;
              w = gen_window (c, h->ty2, d);
              in_phi -= xmode;
              k = w ? gen_cond (c, d) : NULL;
              if (k)
                b = xs ("(%s ? (const %s *) %s : (const %s *) 0)", k, tyn[h->ty2], w, tyn[h->ty2]);
            }
            break;
          default:
            b = gen_window (c, h->ty2, d);
            break;
          }
      x = b ? gen_u (c, d) : NULL;
      in_call_arg--;
      if (!x)
        return NULL;
      feat[F_CALL]++;
      featx[FX_OPTARG]++;
      return xs ("%s (%s, %s, %s)", h->name, a, b, x);
    }
  st = gen_struct_init (c, h->sidx, d);
  a = st ? gen_window (c, h->ty1, d) : NULL;
  x = a ? gen_u (c, d) : NULL;
  in_call_arg--;
  if (!x)
    return NULL;
  feat[F_CALL]++;
  feat[F_STRUCT]++;
  return xs ("%s ((struct sv%d) %s, %s, %s)", h->name, h->sidx, st, a, x);
}

static char *
gen_u (struct ctx *c, int d)
{
  static const char *const ops[] = { "+", "-", "*", "^", "&", "|", ">>", "<<", "/", "%" };
  int r = rn (100), o;
  char *a, *b, *k;
  if (d <= 0 || r < 20)
    return gen_leaf (c);
  if (r < 50)
    return gen_load (c, d - 1);
  if (r < 74)
    {
      o = rn (10);
      a = gen_u (c, d - 1);
      if (o == 6 || o == 7)
        return xs ("(%s %s %uu)", a, ops[o], rnd () % 32u);
      b = gen_u (c, d - 1);
      if (o >= 8)  /* never divide by zero */
        return xs ("(%s %s (%s | 1u))", a, ops[o], b);
      return xs ("(%s %s %s)", a, ops[o], b);
    }
  if (r < 81)
    {
      k = gen_cond (c, d - 1);
      a = gen_u (c, d - 1);
      b = gen_u (c, d - 1);
      return xs ("(%s ? %s : %s)", k, a, b);
    }
  if (r < 93)
    {
      a = gen_call_value (c, d - 1);
      if (a)
        return a;
    }
  return gen_load (c, d - 1);
}

/* A pointer of type [const] T * to W readable elements, or NULL.
   GCC 12 ICEs (make_decl_rtl, expand) on an OpenMP simd private(...) array
   of a SIMT region dereferenced through a pointer at a constant offset,
   e.g. p = tmp; ... p[3]: such arrays are windows only in call arguments
   (the helper dereferences them), and there only by their name.  */

static char *
gen_window (struct ctx *c, int ty, int d)
{
  int cand[MAXS], n = 0, i, r;
  const struct src *s;
  char *off, *k, *a, *b, *x;
  /* -x: a SIMT private array never in a PHI (stock GCC 12 ICEs,
     doc/ptxsim-findings/simd-private-phi-ice.c).  */
  for (i = 0; i < c->nrd; i++)
    if (c->rd[i].ty == ty && (!c->rd[i].simtpriv || (in_call_arg && !in_phi)))
      cand[n++] = i;
  if (!n)
    return NULL;
  r = rn (100);
  if (d > 0 && r < 15)
    {
      k = gen_cond (c, d - 1);
      in_phi += xmode;
      a = gen_window (c, ty, d - 1);
      b = a ? gen_window (c, ty, d - 1) : NULL;
      in_phi -= xmode;
      if (!a || !b)
        return NULL;
      feat[F_PHI]++;
      return xs ("(%s ? %s : %s)", k, a, b);
    }
  if (d > 0 && r < 25)
    {
      int sel[MAXH], ns = 0;
      for (i = 0; i < c->nhelp; i++)
        if (hs[i].kind == H_SEL && hs[i].ty1 == ty && simd_ok_call (c, i))
          sel[ns++] = i;
      if (ns)
        {
          const struct helper *h = &hs[sel[rn (ns)]];
          note_call (c, (int) (h - hs));
          in_phi += xmode;  /* sel returns one of them: a PHI too */
          a = gen_window (c, ty, d - 1);
          b = a ? gen_window (c, ty, d - 1) : NULL;
          in_phi -= xmode;
          x = b ? gen_u (c, d - 1) : NULL;
          if (!x)
            return NULL;
          feat[F_CALL]++;
          return xs ("%s (%s, %s, %s)", h->name, a, b, x);
        }
    }
  s = &c->rd[cand[rn (n)]];
  if (s->simtpriv)
    return xs ("%s", s->name);
  off = gen_off (c, s, d > 0 ? d - 1 : 0);
  if (r < 35)
    {
      feat[F_UINTPTR]++;
      return xs ("((const %s *) ((uintptr_t) %s + (uintptr_t) (%s) * sizeof (%s)))",
                 tyn[ty], s->name, off, tyn[ty]);
    }
  if (!strcmp (off, "0"))
    return xs ("%s", s->name);
  return xs ("(%s + %s)", s->name, off);
}

/* A writable pointer of type T * to W elements of a non-owned array.  */
static char *
gen_wwindow (struct ctx *c, const struct src *s, int d)
{
  char *off = gen_off (c, s, d);
  if (pct (20))
    {
      feat[F_UINTPTR]++;
      return xs ("((%s *) ((uintptr_t) %s + (uintptr_t) (%s) * sizeof (%s)))",
                 tyn[s->ty], s->name, off, tyn[s->ty]);
    }
  return xs ("(%s + %s)", s->name, off);
}

/* The XOR of all assignable scalars: keeps every computation live.  */
static char *
gen_mix (struct ctx *c)
{
  char *m = xs ("0u");
  int i;
  for (i = 0; i < c->nlval; i++)
    m = xs ("%s ^ %s", m, c->lval[i]);
  if (pct (50))
    {
      char *u = gen_u (c, 1);
      m = xs ("%s ^ %s", m, u);
    }
  return m;
}

/* --- statements ------------------------------------------------------------- */
static void gen_block (struct ctx *c, int n);

static void
st_decl (struct ctx *c)
{
  char *v = fresh ("v"), *u = gen_u (c, 3);
  line ("unsigned %s = %s;", v, u);
  add_lval (c, v);
}

static int
st_update (struct ctx *c)
{
  static const char *const ops[] = { "+=", "^=", "*=", "=", "-=" };
  const char *v;
  char *u;
  if (!c->nlval)
    return 0;
  v = c->lval[rn (c->nlval)];
  u = gen_u (c, 3);
  line ("%s %s %s;", v, ops[rn (5)], u);
  return 1;
}

static int
pick_rd_type (struct ctx *c)
{
  int cand[MAXS], n = 0, i;
  for (i = 0; i < c->nrd; i++)
    if (!c->rd[i].simtpriv)
      cand[n++] = i;
  if (!n)
    return -1;
  return c->rd[cand[rn (n)]].ty;
}

/* A pointer variable to W elements; its definition is a PHI of some kind.  */
static int
st_ptr (struct ctx *c)
{
  int ty = pick_rd_type (c);
  char *p, *a, *b, *k, *u;
  const char *t;
  if (ty < 0)
    return 0;
  t = tyn[ty];
  p = fresh ("p");
  switch (rn (4))
    {
    case 0:
      a = gen_window (c, ty, 2);
      line ("const %s *%s = %s;", t, p, a);
      break;
    case 1:  /* a PHI through control flow */
      k = gen_cond (c, 2);
      a = gen_window (c, ty, 1);
      b = gen_window (c, ty, 1);
      line ("const %s *%s;", t, p);
      line ("if (%s)", k);
      line ("  %s = %s;", p, a);
      line ("else");
      line ("  %s = %s;", p, b);
      feat[F_PHI]++;
      break;
    case 2:  /* a pointer/integer round trip, perhaps through an XOR */
      u = fresh ("u");
      a = gen_window (c, ty, 2);
      line ("uintptr_t %s = (uintptr_t) %s;", u, a);
      if (pct (50))
        {
          unsigned m = rnd () | 1u;
          line ("%s ^= (uintptr_t) 0x%xu;", u, m);
          line ("%s ^= (uintptr_t) 0x%xu;", u, m);
        }
      line ("const %s *%s = (const %s *) %s;", t, p, t, u);
      feat[F_UINTPTR]++;
      break;
    default:  /* a PHI updated in a loop */
      a = gen_window (c, ty, 1);
      line ("const %s *%s = %s;", t, p, a);
      k = fresh ("k");
      line ("for (int %s = 0; %s < (int) (%s %% 4u); %s++)", k, k, gen_leaf (c), k);
      {
        struct ctx sub = *c;
        char *kk = xs ("(unsigned) %s", k);
        add_leaf (&sub, kk);
        b = gen_window (&sub, ty, 1);
        u = gen_cond (&sub, 1);
        line ("  if (%s)", u);
        line ("    %s = %s;", p, b);
      }
      feat[F_PHI]++;
      break;
    }
  add_rd (c, p, ty, "W", WV, 1, 0);
  return 1;
}

/* A pointer walked through a window, sometimes jumping to another one:
   at the start of iteration K it is always some window + K.  */
static int
st_ploop (struct ctx *c)
{
  int ty = pick_rd_type (c);
  char *v, *q, *k, *a, *b, *cond, *e;
  const char *t;
  struct ctx sub;
  if (ty < 0)
    return 0;
  t = tyn[ty];
  v = fresh ("v");
  q = fresh ("q");
  k = fresh ("k");
  a = gen_window (c, ty, 2);
  line ("unsigned %s = %s;", v, gen_leaf (c));
  line ("{");
  ind++;
  line ("const %s *%s = %s;", t, q, a);
  if (pct (30))
    {
      /* A pointer compared with its end (same object).  */
      e = fresh ("e");
      line ("const %s *%s = %s + W;", t, e, q);
      line ("for (; %s != %s; %s++)", q, e, q);
      line ("  %s = %s * 31u + %s;", v, v, to_u (ty, xs ("*%s", q)));
    }
  else
    {
      line ("for (int %s = 0; %s < W; %s++)", k, k, k);
      line ("  {");
      ind += 2;
      sub = *c;
      add_leaf (&sub, xs ("(unsigned) %s", k));
      line ("%s %s %s;", v, pct (50) ? "+=" : "^=", to_u (ty, xs ("*%s", q)));
      cond = gen_cond (&sub, 1);
      b = gen_window (&sub, ty, 1);
      line ("%s = %s ? %s + %s + 1 : %s + 1;", q, cond, b, k, q);
      ind -= 2;
      line ("  }");
    }
  ind--;
  line ("}");
  add_lval (c, v);
  feat[F_PLOOP]++;
  return 1;
}

static void
atomic_pragma (void)
{
  if (acc)
    line (pct (50) ? "#pragma acc atomic update" : "#pragma acc atomic");
  else
    line (pct (50) ? "#pragma omp atomic update" : "#pragma omp atomic");
}

/* One atomic update of LV with the counter array's operation.  */
static void
atomic_update (const char *lv, int aop, const char *u)
{
  atomic_pragma ();
  switch (aop)
    {
    case OP_ADD:
      switch (rn (4))
        {
        case 0:
          line ("%s += (int) ((%s) & 0x3fu);", lv, u);
          break;
        case 1:
          line ("%s -= (int) ((%s) & 0x3fu);", lv, u);
          break;
        case 2:
          line ("++%s;", lv);
          break;
        default:
          line ("%s = %s + (int) ((%s) & 0x3fu);", lv, lv, u);
          break;
        }
      break;
    case OP_OR:
      line ("%s |= (int) ((%s) & 0x7fffffffu);", lv, u);
      break;
    case OP_XOR:
      line ("%s ^= (int) ((%s) & 0x7fffffffu);", lv, u);
      break;
    default:
      line ("%s &= (int) ((%s) | 0x80000000u);", lv, u);
      break;
    }
}

static int
st_atomic (struct ctx *c)
{
  const struct arr *a;
  char *u, *ix;
  int i, cand[MAXH], n = 0;
  if (!c->natom)
    return 0;
  a = &arrs[c->atom[rn (c->natom)]];
  u = gen_u (c, 2);
  ix = gen_u (c, 1);
  for (i = 0; i < c->nhelp; i++)
    if (hs[i].kind == H_ATOMIC && hs[i].aop == a->aop)
      cand[n++] = i;
  feat[F_ATOMIC]++;
  if (n && pct (35))
    {
      line ("%s (%s, %s);", hs[cand[rn (n)]].name, a->name, u);
      feat[F_CALL]++;
      return 1;
    }
  /* The index goes to a variable first: the "x = x op expr" form wants
     the same lvalue twice, and GCC compares them by structure.  */
  line ("{");
  ind++;
  if (pct (40))
    {
      char *p = fresh ("c");
      line ("int *%s = %s + ((%s) %% H);", p, a->name, ix);
      atomic_update (xs ("*%s", p), a->aop, u);
    }
  else
    {
      char *t = fresh ("c");
      line ("unsigned %s = %s;", t, ix);
      atomic_update (xs ("%s[%s & (H - 1)]", a->name, t), a->aop, u);
    }
  ind--;
  line ("}");
  return 1;
}

/* Calls a write helper on DST (N elements from it are writable).  */
static int
call_writer (struct ctx *c, int ty, const char *dst, const char *n)
{
  int cand[MAXH], k = 0, i;
  const struct helper *h;
  char *u, *w = NULL;
  for (i = 0; i < c->nhelp; i++)
    if (hs[i].kind == H_WRITE && hs[i].ty1 == ty && simd_ok_call (c, i))
      cand[k++] = i;
  if (!k)
    return 0;
  h = &hs[cand[rn (k)]];
  note_call (c, (int) (h - hs));
  if (h->wparam)
    {
      in_call_arg++;
      w = gen_window (c, h->ty2, 1);
      in_call_arg--;
      if (!w)
        return 0;
    }
  u = gen_u (c, 2);
  if (w)
    line ("%s (%s, %s, %s, %s);", h->name, dst, w, n, u);
  else
    line ("%s (%s, %s, %s);", h->name, dst, n, u);
  feat[F_CALL]++;
  return 1;
}

static int
st_store (struct ctx *c)
{
  int own[MAXS], no = 0, any[MAXS], na = 0, i;
  const struct src *s;
  char *u, *w, *k, *st;
  for (i = 0; i < c->nwr; i++)
    {
      if (c->wr[i].owned)
        own[no++] = i;
      else
        any[na++] = i;
    }
  if (!no && !na)
    return 0;
  if (no && (!na || pct (70)))
    {
      /* Element [iv] of an output array of this parallel loop.  */
      s = &c->wr[own[rn (no)]];
      switch (rn (5))
        {
        case 0:
          {
            /* Two outputs of one type: a PHI of pointers that are stored
               through.  Writes one of them; both belong to iteration iv.  */
            int same[MAXS], ns = 0;
            for (i = 0; i < no; i++)
              if (c->wr[own[i]].ty == s->ty)
                same[ns++] = own[i];
            const struct src *s2 = &c->wr[same[rn (ns)]];
            char *cond = gen_cond (c, 2);
            w = fresh ("w");
            line ("%s *%s = %s ? %s + %s : %s + %s;", tyn[s->ty], w, cond,
                  s->name, c->iv, s2->name, c->iv);
            feat[F_PHI]++;
            u = gen_u (c, 3);
            line ("*%s = %s;", w, from_u (s->ty, u));
            return 1;
          }
        case 1:
          w = fresh ("w");
          line ("%s *%s = (%s *) ((uintptr_t) %s + (uintptr_t) %s * sizeof (%s));",
                tyn[s->ty], w, tyn[s->ty], s->name, c->iv, tyn[s->ty]);
          feat[F_UINTPTR]++;
          u = gen_u (c, 3);
          line ("%s[0] = %s;", w, from_u (s->ty, u));
          return 1;
        case 2:
          if (call_writer (c, s->ty, xs ("%s + %s", s->name, c->iv), "1"))
            return 1;
          /* FALLTHRU */
        default:
          u = gen_u (c, 3);
          line ("%s[%s] = %s;", s->name, c->iv, from_u (s->ty, u));
          return 1;
        }
    }
  /* Anywhere in a local array, or in an array of a serial region.  */
  s = &c->wr[any[rn (na)]];
  switch (rn (5))
    {
    case 0:
    case 1:
      if (!s->simtpriv)  /* see gen_window */
      {
        /* A window, perhaps a PHI of two windows of one type.  */
        int same[MAXS], ns = 0;
        for (i = 0; i < na; i++)
          if (c->wr[any[i]].ty == s->ty && !c->wr[any[i]].simtpriv)
            same[ns++] = any[i];
        w = fresh ("w");
        st = gen_wwindow (c, s, 1);
        if (ns > 1 && pct (50))
          {
            char *cond = gen_cond (c, 1);
            char *o = gen_wwindow (c, &c->wr[same[rn (ns)]], 1);
            line ("%s *%s = %s ? %s : %s;", tyn[s->ty], w, cond, st, o);
            feat[F_PHI]++;
          }
        else
          line ("%s *%s = %s;", tyn[s->ty], w, st);
        k = fresh ("k");
        line ("for (int %s = 0; %s < W; %s++)", k, k, k);
        {
          struct ctx sub = *c;
          add_leaf (&sub, xs ("(unsigned) %s", k));
          u = gen_u (&sub, 2);
        }
        line ("  %s[%s] = %s;", w, k, from_u (s->ty, u));
        return 1;
      }
      /* FALLTHRU */
    case 2:
      {
        char *n = xs ("%d", 1 + rn (WV));
        /* -x: a SIMT private array by its name only (see gen_window:
           "tmp + 2" made stock GCC 12 ICE in make_decl_rtl).  */
        st = xmode && s->simtpriv ? xs ("%s", s->name) : gen_wwindow (c, s, 1);
        if (call_writer (c, s->ty, st, n))
          return 1;
      }
      /* FALLTHRU */
    default:
      {
        char *ix = gen_index (c, s, 2);
        u = gen_u (c, 3);
        line ("%s[%s] = %s;", s->name, ix, from_u (s->ty, u));
        return 1;
      }
    }
}

static int
st_local (struct ctx *c)
{
  int ty = rn (NTY);
  char *l = fresh ("l"), *k, *u;
  if (c->no_local || !simd_ok_local (c))
    return 0;
  note_call (c, -1);
  if (pct (30))
    {
      /* An initializer list: the rest is zero.  */
      char *init = xs ("");
      int j, n = 1 + rn (4);
      for (j = 0; j < n; j++)
        {
          u = gen_u (c, 1);
          init = xs ("%s%s%s", init, j ? ", " : "", from_u (ty, u));
        }
      line ("%s %s[L] = { %s };", tyn[ty], l, init);
    }
  else
    {
      struct ctx sub = *c;
      k = fresh ("k");
      add_leaf (&sub, xs ("(unsigned) %s", k));
      /* Filling a private array is independent per element: a simd loop
         (SIMT lanes on the device) where simd is allowed; its value is
         generated as simd code (simd_ok_*: -x seed 209 passed a struct
         literal to a helper there).  */
      int simd = !acc && !c->helper && !c->simt && pct (30);
      sub.simd |= simd;
      u = gen_u (&sub, 2);
      line ("%s %s[L];", tyn[ty], l);
      if (simd)
        {
          line ("#pragma omp simd");
          feat[F_SIMD]++;
        }
      line ("for (int %s = 0; %s < L; %s++)", k, k, k);
      line ("  %s[%s] = %s;", l, k, from_u (ty, u));
    }
  add_rd (c, l, ty, "L", LV, 0, 1);
  add_wr (c, l, ty, "L", LV, 0, 1);
  feat[F_LOCAL]++;
  return 1;
}

static int
st_struct (struct ctx *c)
{
  int k, cand[MAXH], n = 0, i;
  char *s, *init, *v, *u;
  const struct sdef *sd;
  if (!nsdef || c->no_struct || !simd_ok_local (c))
    return 0;
  note_call (c, -1);
  k = rn (nsdef);
  sd = &sdefs[k];
  init = gen_struct_init (c, k, 2);
  if (!init)
    return 0;
  s = fresh ("s");
  line ("struct sv%d %s = %s;", k, s, init);
  if (pct (50))
    {
      char *ix = gen_u (c, 1);
      u = gen_u (c, 2);
      line ("%s.v[(%s) %% %d] ^= %s;", s, ix, sd->vlen, u);
    }
  add_leaf (c, xs ("%s.a", s));
  add_leaf (c, xs ("%s.v[%d]", s, rn (sd->vlen)));
  add_leaf (c, xs ("(unsigned) %s.in.s", s));
  if (sd->has_ptr)
    add_rd (c, xs ("%s.p", s), sd->pty, "W", WV, 1, 0);
  for (i = 0; i < c->nhelp; i++)
    if (hs[i].kind == H_STRUCT && hs[i].sidx == k && simd_ok_call (c, i))
      cand[n++] = i;
  if (n)
    {
      const struct helper *h = &hs[cand[rn (n)]];
      note_call (c, (int) (h - hs));
      char *w = gen_window (c, h->ty1, 1);
      if (w)
        {
          v = fresh ("v");
          u = gen_u (c, 1);
          line ("unsigned %s = %s (%s, %s, %s);", v, h->name, s, w, u);
          add_lval (c, v);
          feat[F_CALL]++;
        }
    }
  feat[F_STRUCT]++;
  return 1;
}

static int
st_call (struct ctx *c)
{
  char *call = gen_call_value (c, 2), *v;
  if (!call)
    return 0;
  if (c->nlval && pct (50))
    {
      line ("%s ^= %s;", c->lval[rn (c->nlval)], call);
      return 1;
    }
  v = fresh ("v");
  line ("unsigned %s = %s;", v, call);
  add_lval (c, v);
  return 1;
}

/* After a nested block: its scalars are folded into one of the enclosing
   context, so that what the block computed stays live.  */
static void
fold_block (struct ctx *c, const struct ctx *sub)
{
  char *m = NULL;
  int i;
  for (i = c->nlval; i < sub->nlval; i++)
    m = m ? xs ("%s ^ %s", m, sub->lval[i]) : xs ("%s", sub->lval[i]);
  if (m && c->nlval)
    line ("%s ^= %s;", c->lval[rn (c->nlval)], m);
}

/* A braced block of N statements one level deeper than C (LEAF, if any,
   an extra operand there, e.g. the loop index), folded back into C.  */
static void
nested_block (struct ctx *c, int n, char *leaf)
{
  struct ctx sub;
  line ("  {");
  ind += 2;
  sub = *c;
  sub.depth++;
  if (leaf)
    add_leaf (&sub, leaf);
  gen_block (&sub, n);
  fold_block (c, &sub);
  ind -= 2;
  line ("  }");
}

static int
st_if (struct ctx *c)
{
  char *k;
  if (c->depth >= 2 || budget <= 0)
    return 0;
  if (!c->nlval)
    st_decl (c);
  k = gen_cond (c, 2);
  line ("if (%s)", k);
  nested_block (c, 1 + rn (3), NULL);
  if (pct (50))
    {
      line ("else");
      nested_block (c, 1 + rn (2), NULL);
    }
  return 1;
}

static int
st_loop (struct ctx *c)
{
  char *k;
  if (c->depth >= 2 || budget <= 0)
    return 0;
  if (!c->nlval)
    st_decl (c);
  k = fresh ("k");
  line ("for (int %s = 0; %s < W; %s++)", k, k, k);
  nested_block (c, 1 + rn (3), xs ("(unsigned) %s", k));
  return 1;
}

static int
st_red (struct ctx *c)
{
  char *u;
  if (!c->red)
    return 0;
  u = gen_u (c, 3);
  line ("%s %s= %s;", c->red, c->redop, u);
  return 1;
}

/* A parallel sub-context of serial context P with index IV: writes element
   [IV] of some of P's arrays of length N, reads the others; pointer
   variables of P (they may point into what is written) and P's scalars
   (shared) are left out.  */
static void
enter_par (struct ctx *sub, const struct ctx *p, const char *iv)
{
  int i, j, wset[MAXS], nw = 0;
  *sub = *p;
  sub->par = 1;
  sub->iv = iv;
  sub->nrd = sub->nwr = sub->nlval = 0;
  sub->nleaf = 0;
  sub->red = NULL;
  sub->nested_ok = 0;
  /* P's scalars stay readable: nobody writes them in here.  */
  for (i = 0; i < p->nleaf; i++)
    add_leaf (sub, p->leaf[i]);
  for (i = 0; i < p->nwr; i++)
    if (p->wr[i].lenv == NV && !p->wr[i].local && (nw == 0 || pct (40)))
      wset[nw++] = i;
  for (i = 0; i < nw; i++)
    add_wr (sub, p->wr[wset[i]].name, p->wr[wset[i]].ty, "N", NV, 1, 0);
  for (i = 0; i < p->nrd; i++)
    {
      int written = 0;
      if (p->rd[i].isptr)
        continue;
      for (j = 0; j < nw; j++)
        if (!strcmp (p->rd[i].name, p->wr[wset[j]].name))
          written = 1;
      if (!written)
        add_rd (sub, p->rd[i].name, p->rd[i].ty, p->rd[i].len, p->rd[i].lenv, 0,
                p->rd[i].local);
    }
  add_leaf (sub, xs ("(unsigned) %s", iv));
}

static void
final_store (struct ctx *c)
{
  int own[MAXS], no = 0, i;
  const struct src *s;
  char *m;
  for (i = 0; i < c->nwr; i++)
    if (c->wr[i].owned)
      own[no++] = i;
  m = gen_mix (c);
  if (no)
    {
      s = &c->wr[own[rn (no)]];
      line ("%s[%s] = %s;", s->name, c->iv, from_u (s->ty, m));
    }
}

/* Nested parallelism inside a plain target region: a simd loop with a
   private array (SIMT: .local on the device) or a parallel for.  */
static int
st_nested (struct ctx *c)
{
  struct ctx sub;
  char *j, *t = NULL, *k, *u;
  int ty = rn (NTY);
  if (acc || !c->nested_ok || c->depth > 0)
    return 0;
  j = fresh ("j");
  line ("{");
  ind++;
  enter_par (&sub, c, j);
  if (pct (60))
    {
      if (pct (70) && simd_ok_private (ty))
        {
          t = fresh ("t");
          line ("%s %s[L];", tyn[ty], t);
          line ("#pragma omp simd private(%s)", t);
          feat[F_PRIVATE]++;
        }
      else
        line ("#pragma omp simd");
      sub.simt = 1;
      sub.simd = 1;
      feat[F_SIMD]++;
    }
  else
    {
      line ("#pragma omp parallel for");
      sub.simt = 1;  /* no deeper nesting */
    }
  feat[F_NESTED]++;
  line ("for (int %s = 0; %s < N; %s++)", j, j, j);
  line ("  {");
  ind += 2;
  if (t)
    {
      struct ctx fill;
      k = fresh ("k");
      fill = sub;
      add_leaf (&fill, xs ("(unsigned) %s", k));
      u = gen_u (&fill, 2);
      line ("for (int %s = 0; %s < L; %s++)", k, k, k);
      line ("  %s[%s] = %s;", t, k, from_u (ty, u));
      add_rd (&sub, t, ty, "L", LV, 0, 1);
      add_wr (&sub, t, ty, "L", LV, 0, 1);
      mark_simtpriv (&sub, t);
    }
  gen_block (&sub, 2 + rn (4));
  final_store (&sub);
  ind -= 2;
  line ("  }");
  ind--;
  line ("}");
  return 1;
}

/* A block copy into a writable window: memcpy from a window that cannot
   overlap it, else memmove.  Or a memset of a local array.  */
static int
st_copy (struct ctx *c)
{
  int any[MAXS], na = 0, i;
  const struct src *s;
  char *dst, *src, *u;
  struct ctx f;
  for (i = 0; i < c->nwr; i++)
    if (!c->wr[i].owned && !c->wr[i].simtpriv)
      any[na++] = i;
  if (!na)
    return 0;
  s = &c->wr[any[rn (na)]];
  if (s->local && pct (30))
    {
      /* Zero for float types: other byte patterns are no small numbers.  */
      u = s->ty == TF || s->ty == TD ? xs ("0") : gen_u (c, 1);
      line ("__builtin_memset (%s, (int) ((%s) & 0xffu), sizeof (%s));", s->name, u, s->name);
      feat[F_COPY]++;
      return 1;
    }
  dst = gen_wwindow (c, s, 1);
  f = *c;
  if (pct (60))
    {
      /* Without the destination array and pointer variables: no overlap.  */
      f.nrd = 0;
      for (i = 0; i < c->nrd; i++)
        if (!c->rd[i].isptr && strcmp (c->rd[i].name, s->name))
          f.rd[f.nrd++] = c->rd[i];
      src = gen_window (&f, s->ty, 1);
      if (src)
        {
          line ("__builtin_memcpy (%s, %s, W * sizeof (%s));", dst, src, tyn[s->ty]);
          feat[F_COPY]++;
          return 1;
        }
    }
  src = gen_window (c, s->ty, 1);
  if (!src)
    return 0;
  line ("__builtin_memmove (%s, %s, W * sizeof (%s));", dst, src, tyn[s->ty]);
  feat[F_COPY]++;
  return 1;
}

/* A local array of pointers, read back at a run-time index: pointers
   loaded from memory.  */
static int
st_parr (struct ctx *c)
{
  int ty = pick_rd_type (c), j, n = 2 + rn (3);
  char *a, *p, *init = xs (""), *w, *u;
  if (ty < 0 || !simd_ok_local (c))
    return 0;
  note_call (c, -1);
  a = fresh ("pp");
  for (j = 0; j < n; j++)
    {
      w = gen_window (c, ty, 1);
      init = xs ("%s%s%s", init, j ? ", " : "", w);
    }
  line ("const %s *%s[%d] = { %s };", tyn[ty], a, n, init);
  if (pct (40))
    {
      char *ix = gen_u (c, 1);
      w = gen_window (c, ty, 1);
      line ("%s[(%s) %% %d] = %s;", a, ix, n, w);
    }
  p = fresh ("p");
  u = gen_u (c, 2);
  line ("const %s *%s = %s[(%s) %% %d];", tyn[ty], p, a, u, n);
  add_rd (c, p, ty, "W", WV, 1, 0);
  feat[F_PHI]++;
  return 1;
}

/* -x: a private, local, SIMT-private, team-level, gang- or worker-private
   array passed to a read helper (a pointer into .local, .shared or the
   soft stack as a parameter).  SIMT-private arrays by name only (see
   gen_window), the others also at an offset.  */
static int
st_privcall (struct ctx *c)
{
  int cand[MAXS * MAXH][2], n = 0, i, j, k;
  const struct src *s;
  const struct helper *h;
  char *a, *b, *x, *v;
  /* Every (array, read helper of its type) pair.  */
  for (i = 0; i < c->nrd; i++)
    if (c->rd[i].local || c->rd[i].simtpriv || c->rd[i].special)
      for (j = 0; j < c->nhelp; j++)
        if (hs[j].kind == H_READ && hs[j].ty1 == c->rd[i].ty && simd_ok_call (c, j))
          {
            cand[n][0] = i;
            cand[n++][1] = j;
          }
  if (!n)
    return 0;
  k = rn (n);
  s = &c->rd[cand[k][0]];
  h = &hs[cand[k][1]];
  note_call (c, cand[k][1]);
  if (s->simtpriv || pct (40))
    a = xs ("%s", s->name);
  else
    {
      char *off = gen_off (c, s, 1);
      a = xs ("%s + %s", s->name, off);
    }
  in_call_arg++;
  b = gen_window (c, h->ty2, 1);
  x = b ? gen_u (c, 1) : NULL;
  in_call_arg--;
  if (!x)
    return 0;
  v = fresh ("v");
  line ("unsigned %s = %s (%s, %s, %s);", v, h->name, a, b, x);
  add_lval (c, v);
  feat[F_CALL]++;
  featx[FX_PRIVCALL]++;
  return 1;
}

/* -x: a pointer stored in device memory and loaded back: slot gps[IV] of
   a declare-target pointer array (one slot per iteration, so no two
   threads share one).  Either a window of any readable data (mapped,
   global, const, local, private, team-level, gang- or worker-private:
   the loaded pointer's space is unknown) read through afterwards, or
   the iteration's own output element, stored through.  */
static int
st_pslot (struct ctx *c)
{
  int own[MAXS], no = 0, i, ty;
  char *w, *q, *u;
  if (!xmode || !c->iv || c->helper)
    return 0;
  for (i = 0; i < c->nwr; i++)
    if (c->wr[i].owned && !c->wr[i].simtpriv)
      own[no++] = i;
  if (no && pct (40))
    {
      const struct src *s = &c->wr[own[rn (no)]];
      line ("gps[%s] = (void *) (%s + %s);", c->iv, s->name, c->iv);
      q = fresh ("w");
      line ("%s *%s = (%s *) gps[%s];", tyn[s->ty], q, tyn[s->ty], c->iv);
      u = gen_u (c, 3);
      line ("*%s = %s;", q, from_u (s->ty, u));
      featx[FX_PSLOT]++;
      return 1;
    }
  ty = pick_rd_type (c);
  if (ty < 0)
    return 0;
  w = gen_window (c, ty, 1);
  if (!w)
    return 0;
  line ("gps[%s] = (void *) %s;", c->iv, w);
  q = fresh ("q");
  line ("const %s *%s = (const %s *) gps[%s];", tyn[ty], q, tyn[ty], c->iv);
  add_rd (c, q, ty, "W", WV, 1, 0);
  featx[FX_PSLOT]++;
  return 1;
}

/* -x: the state space a readable array is in, roughly: 0 const, 1 global,
   2 a frame or .local, 3 .shared or private (team-level, gang-, worker- or
   vector-private), 4 a pointer (any).  */
static int
src_space (const struct src *s)
{
  if (s->isptr)
    return 4;
  if (s->special || !strcmp (s->name, "tmp"))
    return 3;
  if (s->local)
    return 2;
  if (!strncmp (s->name, "tab", 3) || !strncmp (s->name, "lt", 2) || !strncmp (s->name, "ct", 2))
    return 0;
  return 1;
}

/* A file-scope device array (gN, tabN, ctN): a helper may name it.  */
static int
file_scope_array (const char *name)
{
  const char *d = !strncmp (name, "tab", 3) ? name + 3
                  : !strncmp (name, "ct", 2) ? name + 2
                  : name[0] == 'g' ? name + 1 : NULL;
  if (!d || !*d)
    return 0;
  for (; *d; d++)
    if (*d < '0' || *d > '9')
      return 0;
  return 1;
}

/* The maybe-NULL helpers nbo_NAME written so far.  */
static const char *nbo_done[MAXARR];
static int nnbo;

/* A maybe-NULL copy of S's base under U (0 or 1 at run time): through
   the generic helper nbase, a select in place, or, for a file-scope
   array, a helper of its own that returns it or NULL (as issue 24's
   cbase_of: the helper's return value is in one space or NULL).  */
static char *
nb_expr (const struct src *s, const char *u)
{
  const char *t = tyn[s->ty];
  int fs = file_scope_array (s->name), i;
  switch (rn (fs ? 4 : 2))
    {
    case 0:
      return xs ("(const %s *) nbase (%s, %s)", t, s->name, u);
    case 1:
      return xs ("(%s ? (const %s *) %s : (const %s *) 0)", u, t, s->name, t);
    default:
      for (i = 0; i < nnbo && strcmp (nbo_done[i], s->name); i++)
        ;
      if (i == nnbo && nnbo < MAXARR)
        {
          nbo_done[nnbo++] = s->name;
          pre_begin ();
          if (acc)
            line ("#pragma acc routine seq");
          line ("static __attribute__ ((noinline)) const %s *", t);
          line ("nbo_%s (unsigned u)", s->name);
          line ("{");
          line ("  return u ? %s : (const %s *) 0;", s->name, t);
          line ("}");
          line ("");
          pre_end ();
        }
      return xs ("nbo_%s (%s)", s->name, u);
    }
}

/* DST (declared here) = the integer variable V rebuilt bit by bit, by
   data flow: ANDs, shifts, masks, and (SEL_OK) selects.  GCC itself loses
   an address rebuilt through branches, and it gimplifies "c ? m : 0" into
   branches: with -O2 it then takes a non-escaped local array read
   through the rebuilt pointer for unread (fuzz-gen -x seed 166 of the
   first version: the host fallback printed stack garbage).  So selects
   only where every object the address may point into is global or
   static (SEL_OK), never a frame, private or .shared array.  */
static void
bit_rebuild (const char *dst, const char *v, int sel_ok)
{
  char *b = fresh ("b"), *m = fresh ("m");
  line ("uintptr_t %s = 0;", dst);
  line ("for (int %s = 0; %s < 64; %s++)", b, b, b);
  line ("  {");
  switch (sel_ok ? rn (5) : 2 + rn (3))
    {
    case 0:
      line ("    uintptr_t %s = (uintptr_t) 1 << %s;", m, b);
      line ("    %s |= (%s & %s) ? %s : (uintptr_t) 0;", dst, v, m, m);
      break;
    case 1:
      line ("    %s |= ((%s >> %s) & 1u) ? (uintptr_t) 1 << %s : (uintptr_t) 0;", dst, v, b, b);
      break;
    case 2:  /* from the top bit down */
      line ("    %s = (%s << 1) | ((%s >> (63 - %s)) & 1u);", dst, dst, v, b);
      break;
    case 3:
      line ("    %s |= %s & ((uintptr_t) 1 << %s);", dst, v, b);
      break;
    default:  /* a select by mask */
      line ("    %s |= ((uintptr_t) 0 - ((%s >> %s) & 1u)) & ((uintptr_t) 1 << %s);", dst, v, b, b);
      break;
    }
  line ("  }");
  featx[FX_BITADDR]++;
}

/* Reads Q (W elements of TY) into a new scalar of C, and makes Q a
   readable window of C: a wrong address shows in the output.  */
static void
read_through (struct ctx *c, const char *q, int ty)
{
  struct src win = { q, ty, "W", WV, 0, 1, 0, 0, 0 };
  char *v = fresh ("v"), *i1 = gen_index (c, &win, 1), *i2 = gen_index (c, &win, 1);
  line ("unsigned %s = %s * 31u + %s;", v, to_u (ty, xs ("%s[%s]", q, i1)),
        to_u (ty, xs ("%s[%s]", q, i2)));
  add_lval (c, v);
  add_rd (c, q, ty, "W", WV, 1, 0);
}

/* -x, shape 1 of issue 24: integer address arithmetic with maybe-NULL
   bases.  off = (uintptr_t) (A + k) - (uintptr_t) A_or_NULL and
   r = (T *) ((uintptr_t) B_or_NULL + off), both bases NULL or neither
   (one run-time bit U): r is B + k, or A + k itself when U is 0 -- a
   "difference of two addresses" that is an address.  A and B are
   arrays of one type in different spaces where the context has them
   (const tables, mapped and declare-target arrays, frames, privates,
   .shared); sometimes OFF or R is rebuilt bit by bit.  */
static int
st_nullbase (struct ctx *c)
{
  int cand[MAXS], n = 0, same[MAXS], ns = 0, other[MAXS], no = 0, i, sel_ok;
  const struct src *s1, *s2, *sm;
  char *nu, *ld, *b1, *b2, *off, *ov, *ra, *r;
  const char *t;
  if (!xmode || c->novalue)
    return 0;
  for (i = 0; i < c->nrd; i++)
    if (!c->rd[i].simtpriv)
      cand[n++] = i;
  if (!n)
    return 0;
  s1 = &c->rd[cand[rn (n)]];
  for (i = 0; i < c->nrd; i++)
    if (c->rd[i].ty == s1->ty && !c->rd[i].simtpriv && strcmp (c->rd[i].name, s1->name))
      same[ns++] = i;
  for (i = 0; i < ns; i++)
    if (src_space (&c->rd[same[i]]) != src_space (s1))
      other[no++] = same[i];
  s2 = no ? &c->rd[other[rn (no)]] : ns ? &c->rd[same[rn (ns)]] : s1;
  t = tyn[s1->ty];
  sel_ok = src_space (s1) <= 1 && src_space (s2) <= 1;
  sm = s1->lenv <= s2->lenv ? s1 : s2;
  off = gen_off (c, sm, 1);
  nu = fresh ("nu");
  ld = gen_load (c, 1);
  line ("unsigned %s = (%s) & 1u;", nu, ld);
  b1 = fresh ("nb");
  line ("const %s *%s = %s;", t, b1, nb_expr (s1, nu));
  ov = fresh ("off");
  line ("uintptr_t %s = (uintptr_t) (%s + %s) - (uintptr_t) %s;", ov, s1->name, off, b1);
  if (pct (15))
    {
      char *o2 = fresh ("off");
      bit_rebuild (o2, ov, sel_ok);
      ov = o2;
    }
  b2 = fresh ("nb");
  line ("const %s *%s = %s;", t, b2, nb_expr (s2, nu));
  ra = fresh ("ra");
  line ("uintptr_t %s = (uintptr_t) %s + %s;", ra, b2, ov);
  if (pct (20))
    {
      char *r2 = fresh ("ra");
      bit_rebuild (r2, ra, sel_ok);
      ra = r2;
    }
  r = fresh ("r");
  line ("const %s *%s = (const %s *) %s;", t, r, t, ra);
  read_through (c, r, s1->ty);
  featx[FX_NULLBASE]++;
  return 1;
}

/* A type of C's readable windows, or of a slot when SLOTS (-1: none).  */
static int
carry_type (struct ctx *c, int *slot)
{
  *slot = -1;
  if (c->slots && nslot && pct (60))
    {
      *slot = rn (nslot);
      return slots[*slot].ty;
    }
  return pick_rd_type (c);
}

/* The two 32-bit halves of a pointer, stored by kernel kaddr into mapped
   arrays, recombined here in a loop that starts from another pointer.  */
static int
carry_halves (struct ctx *c)
{
  int cand[MAXSLOT], n = 0, i, k, ty, nstep;
  char *start, *hv, *hk, *v, *sk, *sel, *idx, *q;
  const char *t;
  struct ctx sub;
  struct src win;
  if (!c->slots || !nslot)
    return 0;
  k = rn (nslot);
  ty = slots[k].ty;
  for (i = 0; i < nslot; i++)
    if (slots[i].ty == ty)
      cand[n++] = i;
  start = gen_window (c, ty, 1);
  if (!start)
    return 0;
  t = tyn[ty];
  hv = fresh ("hv");
  hk = fresh ("hk");
  v = fresh ("v");
  sk = fresh ("sk");
  nstep = 1 + rn (3);
  sel = xs ("%du", cand[rn (n)]);
  for (i = 1; i < nstep; i++)
    sel = xs ("%s == %d ? %du : %s", hk, i, cand[rn (n)], sel);
  line ("unsigned %s = %s;", v, gen_leaf (c));
  line ("uintptr_t %s = (uintptr_t) %s;", hv, start);
  line ("for (int %s = 0; %s < %d; %s++)", hk, hk, nstep, hk);
  line ("  {");
  sub = *c;
  add_leaf (&sub, xs ("(unsigned) %s", hk));
  win = (struct src) { hv, ty, "W", WV, 0, 1, 0, 0, 0 };
  idx = gen_index (&sub, &win, 1);
  line ("    %s = %s * 31u + %s;", v, v, to_u (ty, xs ("((const %s *) %s)[%s]", t, hv, idx)));
  line ("    unsigned %s = %s;", sk, sel);
  line ("    %s = ((uint64_t) ashi[%s] << 32) | aslo[%s];", hv, sk, sk);
  line ("  }");
  q = fresh ("q");
  line ("const %s *%s = (const %s *) %s;", t, q, t, hv);
  add_lval (c, v);
  read_through (c, q, ty);
  featx[FX_HALVES]++;
  return 1;
}

/* A local union { double d; T *p; unsigned w[2]; } written through d
   from memory (asd, the bits kaddr stored; else a double a pointer was
   copied into) or through p, read through p.  */
static int
carry_udouble (struct ctx *c)
{
  int k, ty = carry_type (c, &k);
  char *w, *dsrc, *q, *uk, *lu, *v, *idx;
  const char *t;
  struct ctx sub;
  struct src win;
  if (ty < 0 || !simd_ok_local (c) || c->no_struct)
    return 0;
  w = gen_window (c, ty, 1);
  if (!w)
    return 0;
  t = tyn[ty];
  note_call (c, -1);
  if (k >= 0)
    dsrc = xs ("asd[%d]", k);
  else
    {
      char *w2 = gen_window (c, ty, 1), *pw = fresh ("pw");
      dsrc = fresh ("dc");
      line ("double %s;", dsrc);
      line ("const %s *%s = %s;", t, pw, w2);
      line ("__builtin_memcpy (&%s, &%s, sizeof %s);", dsrc, pw, dsrc);
    }
  q = fresh ("q");
  uk = fresh ("uk");
  lu = fresh ("lu");
  v = fresh ("v");
  line ("unsigned %s = %s;", v, gen_leaf (c));
  line ("const %s *%s = %s;", t, q, w);
  line ("for (int %s = 0; %s < 2; %s++)", uk, uk, uk);
  line ("  {");
  line ("    union { double d; const %s *p; unsigned w[2]; } %s;", t, lu);
  line ("    if ((unsigned) %s == ((%s) & 1u))", uk, gen_leaf (c));
  line ("      %s.d = %s;", lu, dsrc);
  line ("    else");
  line ("      %s.p = %s;", lu, q);
  /* Not an address's bits in the output (they differ between runs):
     a pointer is never 0.  */
  line ("    %s += (%s.w[0] | %s.w[1]) == 0u;", v, lu, lu);
  line ("    %s = %s.p;", q, lu);
  sub = *c;
  add_leaf (&sub, xs ("(unsigned) %s", uk));
  win = (struct src) { q, ty, "W", WV, 0, 1, 0, 0, 0 };
  idx = gen_index (&sub, &win, 1);
  line ("    %s = %s * 31u + %s;", v, v, to_u (ty, xs ("%s[%s]", q, idx)));
  line ("  }");
  add_lval (c, v);
  read_through (c, q, ty);
  featx[FX_UDOUBLE]++;
  return 1;
}

/* A pointer carried in an unsigned __int128: shifted up, low bits and
   bits above it filled, shifted back down and truncated.  */
static int
carry_i128 (struct ctx *c)
{
  int ty = pick_rd_type (c), sh;
  char *w, *wq, *q;
  const char *t;
  if (ty < 0)
    return 0;
  w = gen_window (c, ty, 1);
  if (!w)
    return 0;
  t = tyn[ty];
  sh = 1 + rn (64);
  wq = fresh ("wq");
  q = fresh ("q");
  line ("unsigned __int128 %s = (unsigned __int128) (uintptr_t) %s << %d;", wq, w, sh);
  line ("%s |= (unsigned __int128) ((%s) & 0x%xu);", wq, gen_leaf (c),
        sh >= 32 ? 0xffffffffu : (1u << sh) - 1u);
  if (sh <= 60 && pct (50))
    line ("%s += (unsigned __int128) ((%s) & 0xfu) << %d;", wq, gen_leaf (c), sh + 64);
  line ("const %s *%s = (const %s *) (uintptr_t) (%s >> %d);", t, q, t, wq, sh);
  read_through (c, q, ty);
  featx[FX_I128]++;
  return 1;
}

/* A pointer carried in an 8-byte vector (vector_size (8)): its halves
   (from a slot, or split in place) put in a vector, and the pointer taken
   back through a union, a vector-to-integer cast or memcpy.  */
static int
carry_vec (struct ctx *c)
{
  int k, ty = carry_type (c, &k), how;
  char *vsrc, *q;
  const char *t;
  if (ty < 0)
    return 0;
  t = tyn[ty];
  if (k >= 0)
    vsrc = xs ("(fz_v2u) { aslo[%d], ashi[%d] }", k, k);
  else
    {
      char *w = gen_window (c, ty, 1), *x = fresh ("xa");
      if (!w)
        return 0;
      line ("uintptr_t %s = (uintptr_t) %s;", x, w);
      vsrc = xs ("(fz_v2u) { (unsigned) %s, (unsigned) (%s >> 32) }", x, x);
    }
  q = fresh ("q");
  how = rn (3);
  if (how != 1 && (!simd_ok_local (c) || (how == 0 && c->no_struct)))
    how = 1;
  switch (how)
    {
    case 0:
      {
        char *vu = fresh ("vu");
        note_call (c, -1);
        line ("union { fz_v2u v; const %s *p; } %s;", t, vu);
        line ("%s.v = %s;", vu, vsrc);
        line ("const %s *%s = %s.p;", t, q, vu);
      }
      break;
    case 1:
      {
        char *vv = fresh ("vv");
        line ("fz_v2u %s = %s;", vv, vsrc);
        line ("const %s *%s = (const %s *) (uintptr_t) (unsigned long long) %s;", t, q, t, vv);
      }
      break;
    default:
      {
        char *vv = fresh ("vv");
        note_call (c, -1);
        line ("fz_v2u %s = %s;", vv, vsrc);
        line ("const %s *%s;", t, q);
        line ("__builtin_memcpy (&%s, &%s, sizeof %s);", q, vv, q);
      }
      break;
    }
  read_through (c, q, ty);
  featx[FX_VEC]++;
  return 1;
}

/* -x, shape 2 of issue 24: addresses carried in non-pointer types.  */
static int
st_carry (struct ctx *c)
{
  static int (*const kinds[]) (struct ctx *) = { carry_halves, carry_udouble, carry_vec, carry_i128 };
  int k, i;
  if (!xmode || c->novalue)
    return 0;
  k = c->slots && pct (50) ? 0 : rn (4);  /* halves need slots: more often there */
  for (i = 0; i < 4; i++)
    if (kinds[(k + i) % 4] (c))
      return 1;
  return 0;
}

/* Statement kinds and their weights out of 100 (a null generator: a plain
   declaration).  The order is part of what a seed generates.  */
struct stmt_kind
{
  int weight;
  int (*gen) (struct ctx *);
};
static const struct stmt_kind stmt_kinds[] = {
  { 4, st_copy }, { 4, st_parr }, { 2, NULL }, { 7, st_update },
  { 12, st_ptr }, { 8, st_ploop }, { 15, st_store }, { 8, st_atomic },
  { 5, st_if }, { 5, st_loop }, { 6, st_local }, { 6, st_struct },
  { 9, st_call }, { 4, st_red }, { 5, st_nested }, { 0, NULL }
};
/* With -x.  */
static const struct stmt_kind stmt_kinds_x[] = {
  { 2, st_copy }, { 4, st_parr }, { 2, NULL }, { 4, st_update },
  { 9, st_ptr }, { 7, st_ploop }, { 11, st_store }, { 6, st_atomic },
  { 5, st_if }, { 5, st_loop }, { 5, st_local }, { 5, st_struct },
  { 7, st_call }, { 4, st_red }, { 5, st_nested }, { 5, st_pslot },
  { 5, st_privcall }, { 4, st_nullbase }, { 5, st_carry }, { 0, NULL }
};

static void
gen_stmt (struct ctx *c)
{
  const struct stmt_kind *kinds = xmode ? stmt_kinds_x : stmt_kinds;
  int r = rn (100), ok = 0;
  unsigned k = 0;
  budget--;
  while (r >= kinds[k].weight && kinds[k + 1].weight)
    r -= kinds[k++].weight;
  if (kinds[k].gen)
    ok = kinds[k].gen (c);
  if (!ok)
    st_decl (c);
}

static void
gen_block (struct ctx *c, int n)
{
  int i;
  for (i = 0; i < n; i++)
    gen_stmt (c);
}

/* --- program parts ----------------------------------------------------------- */
static void
base_rd (struct ctx *c, int globals_rw_too)
{
  int i;
  for (i = 0; i < narr; i++)
    {
      const struct arr *a = &arrs[i];
      if (a->kind == A_TABLE)
        add_rd (c, a->name, a->ty, "T", TV, 0, 0);
      else if (a->kind == A_GRO || (a->kind == A_GRW && globals_rw_too) || a->kind == A_CTAB)
        add_rd (c, a->name, a->ty, "N", NV, 0, 0);
      else if (a->kind == A_GPTR && (!acc || c->helper))
        /* OpenACC compute constructs make a global scalar firstprivate
           (its host value): only routines see the device variable.  */
        add_rd (c, a->name, a->ty, "W", WV, 1, 0);
    }
}

/* Sometimes a function-local static const table (.const like the others,
   but local to the helper).  */
static void
helper_table (struct ctx *c)
{
  char *t, *init = xs ("");
  int ty = rn (NTY), j;
  if (!pct (30))
    return;
  t = fresh ("lt");
  for (j = 0; j < WV; j++)
    {
      char *k = const_of (ty);
      init = xs ("%s%s%s", init, j ? ", " : "", k);
    }
  line ("static const %s %s[W] = { %s };", tyn[ty], t, init);
  add_rd (c, t, ty, "W", WV, 0, 0);
  feat[F_TABLE]++;
}

static void
gen_struct_defs (void)
{
  int k;
  nsdef = pct (70) ? 1 + rn (2) : 0;
  for (k = 0; k < nsdef; k++)
    {
      struct sdef *sd = &sdefs[k];
      sd->vlen = 1 + rn (4);
      sd->has_ptr = pct (50);
      sd->pty = rn (NTY);
      sd->has_d = pct (30);
      /* Not { float f; unsigned short s; }: in a 16-byte struct passed by
         value, GCC 12 loads such an 8-byte member with ld.u32 into an .f32
         register, which ptxas rejects.  */
      line ("struct si%d { unsigned short s; float f; };", k);
      line ("struct sv%d", k);
      line ("{");
      line ("  unsigned a;");
      line ("  unsigned v[%d];", sd->vlen);
      line ("  struct si%d in;", k);
      if (sd->has_ptr)
        line ("  const %s *p;", tyn[sd->pty]);
      if (sd->has_d)
        line ("  double d;");
      line ("};");
    }
  if (nsdef)
    line ("");
}

static void
gen_helper (int i)
{
  struct helper *h = &hs[i];
  struct ctx c;
  const char *stat = pct (50) ? "static " : "";
  char *u, *m, *fw = NULL, *farg = NULL;
  if (*stat)
    feat[F_STATIC]++;
  if (h->kind == H_STRUCT && h->field)
    {
      /* -x, shape 4 of issue 24: a field's address (or the by-value
         struct's own) passed on to a noinline writer; the helper reads
         the field afterwards.  */
      const struct sdef *sd = &sdefs[h->sidx];
      fw = fresh ("fw");
      if (acc)
        line ("#pragma acc routine seq");
      line ("static __attribute__ ((noinline)) void");
      switch (rn (5))
        {
        case 0:
        case 1:
          line ("%s (unsigned *p, unsigned x)", fw);
          line ("{");
          line ("  *p = *p * 5u + x;");
          farg = pct (50) ? xs ("&s.a") : xs ("&s.v[x %% %d]", sd->vlen);
          break;
        case 2:
          line ("%s (struct sv%d *p, unsigned x)", fw, h->sidx);
          line ("{");
          line ("  p->a ^= x;");
          line ("  p->v[x %% %d] += x * 3u;", sd->vlen);
          line ("  p->in.s = (unsigned short) (p->in.s + x);");
          farg = xs ("&s");
          break;
        case 3:
          line ("%s (struct si%d *p, unsigned x)", fw, h->sidx);
          line ("{");
          line ("  p->s = (unsigned short) (p->s * 3u + x);");
          line ("  p->f = p->f * 2.0f;");
          farg = xs ("&s.in");
          break;
        default:
          line ("%s (unsigned short *p, unsigned x)", fw);
          line ("{");
          line ("  *p = (unsigned short) (*p + x);");
          farg = xs ("&s.in.s");
          break;
        }
      line ("}");
      line ("");
      featx[FX_FIELD]++;
    }
  memset (&c, 0, sizeof c);
  c.helper = 1;
  c.nhelp = i;
  cur_helper = i;
  h->frame = h->kind == H_STRUCT;  /* its by-value struct may go to the frame */
  base_rd (&c, 0);  /* read-only globals only: writers may run alongside */
  add_leaf (&c, "x");
  budget = 3 + rn (5);
  if (acc)
    line ("#pragma acc routine seq");
  switch (h->kind)
    {
    case H_READ:
      line ("%s__attribute__ ((noinline)) unsigned", stat);
      line ("%s (const %s *p, const %s *q, unsigned x)", h->name, tyn[h->ty1], tyn[h->ty2]);
      line ("{");
      ind++;
      helper_table (&c);
      add_rd (&c, "p", h->ty1, "W", WV, 1, 0);
      add_rd (&c, "q", h->ty2, "W", WV, 1, 0);
      gen_block (&c, budget);
      m = gen_mix (&c);
      line ("return %s;", m);
      break;
    case H_WRITE:
      line ("%s__attribute__ ((noinline)) void", stat);
      if (h->wparam)
        line ("%s (%s *d, const %s *p, int n, unsigned x)", h->name, tyn[h->ty1], tyn[h->ty2]);
      else
        line ("%s (%s *d, int n, unsigned x)", h->name, tyn[h->ty1]);
      line ("{");
      ind++;
      helper_table (&c);
      if (h->wparam)
        add_rd (&c, "p", h->ty2, "W", WV, 1, 0);
      add_leaf (&c, "(unsigned) n");
      gen_block (&c, budget);
      line ("for (int k = 0; k < n; k++)");
      add_leaf (&c, "(unsigned) k");
      m = gen_mix (&c);
      line ("  d[k] = %s;", from_u (h->ty1, m));
      break;
    case H_SEL:
      line ("%s__attribute__ ((noinline)) const %s *", stat, tyn[h->ty1]);
      line ("%s (const %s *p, const %s *q, unsigned x)", h->name, tyn[h->ty1], tyn[h->ty1]);
      line ("{");
      ind++;
      helper_table (&c);
      add_rd (&c, "p", h->ty1, "W", WV, 1, 0);
      add_rd (&c, "q", h->ty1, "W", WV, 1, 0);
      c.no_local = 1;  /* the result must not point into this frame */
      c.no_struct = 1;
      c.novalue = 1;
      budget = rn (3);
      gen_block (&c, budget);
      u = gen_window (&c, h->ty1, 2);
      line ("return %s;", u);
      feat[F_SEL]++;
      break;
    case H_STRUCT:
      line ("%s__attribute__ ((noinline)) unsigned", stat);
      line ("%s (struct sv%d s, const %s *p, unsigned x)", h->name, h->sidx, tyn[h->ty1]);
      line ("{");
      ind++;
      helper_table (&c);
      add_rd (&c, "p", h->ty1, "W", WV, 1, 0);
      if (sdefs[h->sidx].has_ptr)
        add_rd (&c, "s.p", sdefs[h->sidx].pty, "W", WV, 1, 0);
      add_leaf (&c, "s.a");
      /* A helper passing a field's address on reads s only at constant
         offsets and never stores to it (lower-struct-args splits only
         such parameters: the writer's store must be seen).  */
      if (fw)
        add_leaf (&c, xs ("s.v[%d]", rn (sdefs[h->sidx].vlen)));
      else
        add_leaf (&c, xs ("s.v[x %% %d]", sdefs[h->sidx].vlen));
      add_leaf (&c, "(unsigned) s.in.s");
      add_leaf (&c, to_u (TF, "s.in.f"));
      if (sdefs[h->sidx].has_d)
        add_leaf (&c, to_u (TD, "s.d"));
      if (!fw && pct (40))
        line ("s.a ^= x;");
      if (fw)
        {
          char *fv = fresh ("fv");
          line ("%s (%s, x);", fw, farg);
          if (pct (30))
            line ("%s (%s, x >> 1);", fw, farg);
          line ("unsigned %s = s.a * 3u + s.v[%d] + (unsigned) s.in.s * 7u + %s;", fv,
                rn (sdefs[h->sidx].vlen), to_u (TF, "s.in.f"));
          add_lval (&c, fv);
        }
      gen_block (&c, budget);
      m = gen_mix (&c);
      if (fw)
        line ("return %s + s.v[%d];", m, rn (sdefs[h->sidx].vlen));
      else
        line ("return %s + s.v[(x >> 3) %% %d];", m, sdefs[h->sidx].vlen);
      feat[F_STRUCT]++;
      break;
    case H_OPT:
      /* -x, shape 5 of issue 24: an optional argument q, NULL in some
         calls, dereferenced only after a null check (verify=1 must not
         trap on it).  */
      line ("%s__attribute__ ((noinline)) unsigned", stat);
      line ("%s (const %s *p, const %s *q, unsigned x)", h->name, tyn[h->ty1], tyn[h->ty2]);
      line ("{");
      ind++;
      helper_table (&c);
      add_rd (&c, "p", h->ty1, "W", WV, 1, 0);
      gen_block (&c, budget);
      {
        char *ov = fresh ("v");
        line ("unsigned %s = x;", ov);
        switch (rn (3))
          {
          case 0:
            line ("if (q)");
            line ("  for (int k = 0; k < W; k++)");
            line ("    %s = %s * 31u + %s;", ov, ov, to_u (h->ty2, "q[k]"));
            break;
          case 1:
            line ("if (q != 0 && (x & 1u))");
            line ("  %s ^= %s;", ov, to_u (h->ty2, "q[x % W]"));
            line ("else if (q)");
            line ("  %s += %s;", ov, to_u (h->ty2, "q[0]"));
            break;
          default:
            line ("%s += q ? %s : 7u;", ov, to_u (h->ty2, "q[(x >> 2) % W]"));
            break;
          }
        add_lval (&c, ov);
      }
      m = gen_mix (&c);
      line ("return %s;", m);
      break;
    default:
      line ("%s__attribute__ ((noinline)) void", stat);
      line ("%s (int *h, unsigned x)", h->name);
      line ("{");
      ind++;
      atomic_update ("h[x % H]", h->aop, "x");
      if (pct (50))
        atomic_update ("h[(x >> 7) % H]", h->aop, "x >> 3");
      feat[F_ATOMIC]++;
      break;
    }
  ind--;
  line ("}");
  line ("");
  feat[F_HELPER]++;
  cur_helper = -1;
}

/* Kernel kinds.  */
enum
{
  KO_TDPF, KO_TDPFS, KO_TPF, KO_TTD, KO_TEAMS, KO_TARGET,
  KA_GV, KA_LOOP, KA_GANGPRIV, KA_SERIAL,
  KO_TEAMSCR, KA_WORKER  /* -x only */
};

struct kparam
{
  int arr;
  int written;
};

/* -x: what main needs to call kernel K: its array parameters (mapped, then
   counters), whether each is written, whether (OpenACC) it is present()
   in the kernel, the type of its device-pointer parameter dp (-1: none).  */
struct kinfo
{
  int n, arr[MAXARR], written[MAXARR], present[MAXARR];
  int dpty;
};
static struct kinfo kinfos[12];

/* -x: the const twin table (A_CTAB) of array M, or -1.  */
static int
ctab_of (int m)
{
  int i;
  for (i = 0; i < narr; i++)
    if (arrs[i].kind == A_CTAB && arrs[i].tgt == m)
      return i;
  return -1;
}

static void
gen_kernel (int kn, char **callargs)
{
  int kind, i, nmapped = 0, mapped[MAXARR], npar = 0, nwrite, use_red = 0;
  int tmp_kind = 0, tmp_ty = rn (NTY), serial, xkind;
  struct kparam par[MAXARR];
  int gw[MAXARR], ngw = 0, atoms[8], natoms = 0, kslots = 0;
  char *params = xs (""), *args = xs (""), *mto = xs (""), *mfrom = xs ("");
  char *mpres = xs (""), *xcl = xs ("");
  struct kinfo *ki = &kinfos[kn];
  const char *redop = pct (50) ? "+" : "^";
  struct ctx c;

  if (acc && xmode)
    {
      static const int kinds[] = { KA_GV, KA_LOOP, KA_GANGPRIV, KA_SERIAL, KA_WORKER, KA_WORKER };
      kind = kinds[rn (6)];
    }
  else if (acc)
    {
      static const int kinds[] = { KA_GV, KA_GV, KA_LOOP, KA_GANGPRIV, KA_GANGPRIV, KA_SERIAL };
      kind = kinds[rn (6)];
    }
  else if (xmode)
    {
      static const int kinds[] = { KO_TDPF, KO_TDPFS, KO_TPF, KO_TTD, KO_TEAMS,
                                   KO_TARGET, KO_TEAMSCR, KO_TEAMSCR };
      kind = kinds[rn (8)];
    }
  else
    {
      static const int kinds[] = { KO_TDPF, KO_TDPF, KO_TDPFS, KO_TPF, KO_TTD, KO_TEAMS,
                                   KO_TARGET, KO_TARGET };
      kind = kinds[rn (8)];
    }
  serial = kind == KO_TARGET || kind == KA_SERIAL;
  /* The -x kinds have arrays of their own in place of tmp, no reduction.  */
  xkind = kind == KO_TEAMSCR || kind == KA_WORKER;

  /* Which arrays: outputs (mapped or read-write globals), inputs, counters.  */
  for (i = 0; i < narr; i++)
    if (arrs[i].kind == A_MAPPED)
      mapped[nmapped++] = i;
  nwrite = 1 + rn (nmapped - 1 < 3 ? nmapped - 1 : 3);
  for (i = 0; i < nmapped; i++)
    {
      int j = i + rn (nmapped - i), t = mapped[i];
      mapped[i] = mapped[j];
      mapped[j] = t;
    }
  for (i = 0; i < nmapped; i++)
    if (i < nwrite || pct (75))
      {
        par[npar].arr = mapped[i];
        par[npar].written = i < nwrite;
        npar++;
      }
  for (i = 0; i < narr; i++)
    if (arrs[i].kind == A_GRW && pct (40))
      gw[ngw++] = i;
  for (i = 0; i < narr; i++)
    if (arrs[i].kind == A_ATOM && pct (55))
      atoms[natoms++] = i;
  if (!serial && kind != KA_GANGPRIV && !xkind && pct (35))
    use_red = 1;
  if (!serial && !xkind && pct (40))
    tmp_kind = kind == KA_GANGPRIV || pct (70) ? 1 : 2;  /* private, firstprivate */
  if (kind == KA_GANGPRIV)
    tmp_kind = 1;
  if (kind == KO_TDPFS && tmp_kind && !simd_ok_private (tmp_ty))
    tmp_kind = 0;

  /* The host function's parameters, the call's arguments, map clauses.  */
  {
    /* -x: more restrict parameters (written ones too: the kernel also
       writes their arrays through pointers loaded from gps and through
       helpers).  */
    int use_restrict = pct (60) || (xmode && pct (60));
    for (i = 0; i < npar; i++)
      {
        const struct arr *a = &arrs[par[i].arr];
        int r = use_restrict && pct (75);
        if (r)
          feat[F_RESTRICT]++;
        params = xs ("%s%s%s%s *%s%s", params, i ? ", " : "", par[i].written ? "" : "const ",
                     tyn[a->ty], r ? "restrict " : "", a->name);
        args = xs ("%s%s%s", args, i ? ", " : "", a->name);
        ki->arr[ki->n] = par[i].arr;
        ki->written[ki->n] = par[i].written;
        ki->present[ki->n] = 0;
        if (par[i].written)
          mfrom = xs ("%s%s%s[0:N]", mfrom, *mfrom ? ", " : "", a->name);
        else if (xmode && acc && ctab_of (par[i].arr) >= 0)
          {
            /* Calls pass its const twin (acc declare copyin) or the heap
               array inside a data region.  */
            mpres = xs ("%s%s%s[0:N]", mpres, *mpres ? ", " : "", a->name);
            ki->present[ki->n] = 1;
          }
        else
          mto = xs ("%s%s%s[0:N]", mto, *mto ? ", " : "", a->name);
        ki->n++;
      }
    for (i = 0; i < natoms; i++)
      {
        const struct arr *a = &arrs[atoms[i]];
        params = xs ("%s%sint *%s", params, npar + i ? ", " : "", a->name);
        args = xs ("%s%s%s", args, npar + i ? ", " : "", a->name);
        mfrom = xs ("%s%s%s[0:H]", mfrom, *mfrom ? ", " : "", a->name);
        ki->arr[ki->n] = atoms[i];
        ki->written[ki->n] = 1;
        ki->present[ki->n++] = 0;
      }
    ki->dpty = -1;
    if (xmode && nslot)
      {
        /* Slot data the kernel reads (st_carry), a device pointer the
           host passes (is_device_ptr / deviceptr: the address of
           read-only device data that kaddr stored).  */
        kslots = pct (50);
        if (kslots)
          xcl = xs (acc ? " copyin(aslo, ashi, asd)" : " map(to: aslo, ashi, asd)");
        if (pct (40))
          {
            ki->dpty = slots[rn (nslot)].ty;
            params = xs ("%s%sconst %s *dp", params, npar + natoms ? ", " : "", tyn[ki->dpty]);
            xcl = xs ("%s %s(dp)", xcl, acc ? "deviceptr" : "is_device_ptr");
          }
      }
    if (*mpres)
      xcl = xs ("%s present(%s)", xcl, mpres);
    params = xs ("%s%sunsigned x0, unsigned x1", params, npar + natoms + (ki->dpty >= 0) ? ", " : "");
    args = xs ("%s%s", args, npar + natoms ? ", " : "");
    *callargs = args;
  }
  {
    char *clauses;
    if (acc)
      clauses = xs ("%s%s%s%s%s", *mto ? " copyin(" : "", mto, *mto ? ")" : "",
                    *mfrom ? xs (" copy(%s)", mfrom) : "", "");
    else
      clauses = xs ("%s%s%s%s", *mto ? " map(to: " : "", mto, *mto ? ")" : "",
                    *mfrom ? xs (" map(tofrom: %s)", mfrom) : "");
    clauses = xs ("%s%s", clauses, xcl);
    if (use_red)
      {
        clauses = xs ("%s%s reduction(%s:red)", clauses,
                      acc ? " copy(red)" : " map(tofrom: red)", redop);
        feat[F_REDUCTION]++;
      }
    /* On the inner construct for KO_TEAMS: GCC rejects the clause on both.  */
    if (tmp_kind && kind != KO_TEAMS)
      clauses = xs ("%s %s(tmp)", clauses, tmp_kind == 1 ? "private" : "firstprivate");
    if (tmp_kind)
      {
        feat[F_PRIVATE]++;
        if (kind == KA_GANGPRIV)
          feat[F_ACCPRIV]++;
      }

    line ("static unsigned");
    line ("kern%d (%s)", kn, params);
    line ("{");
    ind++;
    line ("unsigned red = 0u;");
    if (tmp_kind)
      {
        line ("%s tmp[L];", tyn[tmp_ty]);
        if (tmp_kind == 2)
          {
            /* firstprivate: filled on the host, read-only in the loop.  */
            line ("for (int k = 0; k < L; k++)");
            line ("  tmp[k] = %s;", from_u (tmp_ty, xs ("(unsigned) k * 0x%08xu + x1", rnd ())));
          }
      }

    /* The context shared by all kinds.  */
    memset (&c, 0, sizeof c);
    c.nhelp = nh;
    add_leaf (&c, "x0");
    add_leaf (&c, "x1");
    for (i = 0; i < natoms; i++)
      c.atom[c.natom++] = atoms[i];
    base_rd (&c, 0);
    c.slots = kslots;
    if (ki->dpty >= 0)
      add_rd (&c, "dp", ki->dpty, "W", WV, 1, 0);
    for (i = 0; i < narr; i++)
      if (arrs[i].kind == A_GRW)
        {
          int w = 0, j;
          for (j = 0; j < ngw; j++)
            w |= gw[j] == i;
          if (!w || serial)
            add_rd (&c, arrs[i].name, arrs[i].ty, "N", NV, 0, 0);
          if (w)
            add_wr (&c, arrs[i].name, arrs[i].ty, "N", NV, !serial, 0);
        }
    for (i = 0; i < npar; i++)
      {
        const struct arr *a = &arrs[par[i].arr];
        if (!par[i].written || serial)
          add_rd (&c, a->name, a->ty, "N", NV, 0, 0);
        if (par[i].written)
          add_wr (&c, a->name, a->ty, "N", NV, !serial, 0);
      }
    budget = 8 + rn (14);

    switch (kind)
      {
      case KO_TARGET:
      case KA_SERIAL:
        if (kind == KO_TARGET)
          line ("#pragma omp target%s", clauses);
        else
          line ("#pragma acc serial%s", clauses);
        line ("{");
        ind++;
        c.nested_ok = kind == KO_TARGET;
        gen_block (&c, 1 + rn (4));
        if (pct (50))
          st_nested (&c);
        {
          struct ctx sub = c;
          sub.iv = "i";
          sub.nested_ok = 0;
          add_leaf (&sub, "(unsigned) i");
          line ("for (int i = 0; i < N; i++)");
          line ("  {");
          ind += 2;
          gen_block (&sub, 2 + rn (4));
          {
            const struct src *s = &sub.wr[rn (sub.nwr)];
            line ("%s[%s] = %s;", s->name, s->lenv == NV ? "i" : "i % L",
                  from_u (s->ty, gen_mix (&sub)));
          }
          ind -= 2;
          line ("  }");
        }
        if (budget > 0)
          gen_block (&c, 1 + rn (2));
        if (xmode)
          {
            /* What the statements after the loop computed reaches the
               output too.  */
            int cand[MAXS], n = 0;
            for (i = 0; i < c.nwr; i++)
              if (!c.wr[i].local)
                cand[n++] = i;
            if (n)
              {
                const struct src *s = &c.wr[cand[rn (n)]];
                char *m = gen_mix (&c);
                line ("%s[0] = %s;", s->name,
                      from_u (s->ty, xs ("%s ^ %s", to_u (s->ty, xs ("%s[0]", s->name)), m)));
              }
          }
        ind--;
        line ("}");
        break;

      case KO_TEAMSCR:
        {
          /* Team-level arrays of a target teams body (one instance per
             team: lower-module-shared's .shared candidates), filled by
             one parallel loop, read by the next, also through helpers and
             pointers stored in gps.  */
          struct ctx fill, body;
          int ty2 = rn (NTY), two = pct (40);
          char *u, *u2;
          line ("#pragma omp target teams distribute%s", clauses);
          line ("for (int b = 0; b < N / W; b++)");
          line ("  {");
          ind += 2;
          add_leaf (&c, "(unsigned) b");
          line ("%s ts[L];", tyn[tmp_ty]);
          if (two)
            line ("%s ts2[L];", tyn[ty2]);
          fill = c;
          fill.natom = 0;
          fill.simt = 1;
          add_leaf (&fill, "(unsigned) k");
          u = gen_u (&fill, 3);
          u2 = two ? gen_u (&fill, 2) : NULL;
          line ("#pragma omp parallel for");
          line ("for (int k = 0; k < L; k++)");
          if (two)
            {
              line ("  {");
              line ("    ts[k] = %s;", from_u (tmp_ty, u));
              line ("    ts2[k] = %s;", from_u (ty2, u2));
              line ("  }");
            }
          else
            line ("  ts[k] = %s;", from_u (tmp_ty, u));
          body = c;
          body.par = 1;
          body.iv = "i";
          add_rd (&body, "ts", tmp_ty, "L", LV, 0, 0);
          body.rd[body.nrd - 1].special = 1;
          if (two)
            {
              add_rd (&body, "ts2", ty2, "L", LV, 0, 0);
              body.rd[body.nrd - 1].special = 1;
            }
          add_leaf (&body, "(unsigned) i");
          line ("#pragma omp parallel for");
          line ("for (int cc = 0; cc < W; cc++)");
          line ("  {");
          ind += 2;
          line ("int i = b * W + cc;");
          gen_block (&body, budget);
          final_store (&body);
          ind -= 2;
          line ("  }");
          ind -= 2;
          line ("  }");
          featx[FX_TEAM]++;
        }
        break;

      case KA_WORKER:
        {
          /* A gang-private array (declared in the gang loop: .shared)
             filled by a vector loop; in a worker loop, a worker-private
             array filled at worker level (a seq loop: GCC 12 keeps
             worker-private arrays in each thread's .local, so vector
             lanes may not share one: doc/ptxsim-findings/README.md) and
             a vector loop with vector-private arrays, reduced with ^;
             all read at worker level, through helpers and gps too.  */
          struct ctx fill, body;
          int wty = rn (NTY), vty = rn (NTY), vred = pct (60);
          char *u;
          line ("#pragma acc parallel loop gang%s", clauses);
          line ("for (int r = 0; r < N / W; r++)");
          line ("  {");
          ind += 2;
          c.no_struct = 1;
          add_leaf (&c, "(unsigned) r");
          line ("%s gp[L];", tyn[tmp_ty]);
          fill = c;
          fill.simt = 1;
          fill.natom = 0;
          add_leaf (&fill, "(unsigned) k");
          u = gen_u (&fill, 3);
          line ("#pragma acc loop vector");
          line ("for (int k = 0; k < L; k++)");
          line ("  gp[k] = %s;", from_u (tmp_ty, u));
          line ("#pragma acc loop worker");
          line ("for (int c = 0; c < W; c++)");
          line ("  {");
          ind += 2;
          line ("int i = r * W + c;");
          line ("%s wp[L];", tyn[wty]);
          fill = c;
          fill.simt = 1;
          fill.natom = 0;
          add_leaf (&fill, "(unsigned) k");
          add_leaf (&fill, "(unsigned) i");
          add_rd (&fill, "gp", tmp_ty, "L", LV, 0, 0);
          u = gen_u (&fill, 3);
          line ("#pragma acc loop seq");
          line ("for (int k = 0; k < L; k++)");
          line ("  wp[k] = %s;", from_u (wty, u));
          body = c;
          body.par = 1;
          body.iv = "i";
          body.simt = 1;
          add_rd (&body, "gp", tmp_ty, "L", LV, 0, 0);
          body.rd[body.nrd - 1].special = 1;
          add_rd (&body, "wp", wty, "L", LV, 0, 0);
          body.rd[body.nrd - 1].special = 1;
          add_leaf (&body, "(unsigned) i");
          add_leaf (&body, "(unsigned) c");
          if (vred)
            {
              /* Vector-private arrays (.local of each lane), filled and
                 read by their own lane, also through a helper.  */
              struct ctx vc = body;
              char *vr = fresh ("vr"), *a = NULL;
              int j, hc[MAXH], nhc = 0;
              vc.natom = 0;
              vc.nrd = 0;
              vc.nlval = 0;
              for (j = 0; j < body.nrd; j++)
                if (strcmp (body.rd[j].name, "wp"))  /* worker-private: lane 0's only */
                  vc.rd[vc.nrd++] = body.rd[j];
              add_leaf (&vc, "(unsigned) k");
              line ("unsigned %s = 0u;", vr);
              line ("#pragma acc loop vector reduction(^:%s)", vr);
              line ("for (int k = 0; k < L; k++)");
              line ("  {");
              ind += 2;
              line ("%s vp[W];", tyn[vty]);
              u = gen_u (&vc, 2);
              line ("for (int m = 0; m < W; m++)");
              line ("  vp[m] = %s;", from_u (vty, xs ("(%s) + (unsigned) m", u)));
              add_rd (&vc, "vp", vty, "W", WV, 0, 0);
              vc.rd[vc.nrd - 1].special = 1;
              for (j = 0; j < vc.nhelp; j++)
                if (hs[j].kind == H_READ && hs[j].ty1 == vty)
                  hc[nhc++] = j;
              if (nhc)
                {
                  const struct helper *h = &hs[hc[rn (nhc)]];
                  char *b, *x;
                  in_call_arg++;
                  b = gen_window (&vc, h->ty2, 1);
                  x = b ? gen_u (&vc, 1) : NULL;
                  in_call_arg--;
                  if (x)
                    {
                      a = xs ("%s (vp, %s, %s)", h->name, b, x);
                      feat[F_CALL]++;
                      featx[FX_PRIVCALL]++;
                    }
                }
              if (!a)
                a = to_u (vty, xs ("vp[(unsigned) k %% W]"));
              line ("%s ^= %s;", vr, a);
              ind -= 2;
              line ("  }");
              add_lval (&body, vr);
            }
          gen_block (&body, budget);
          final_store (&body);
          ind -= 2;
          line ("  }");
          ind -= 2;
          line ("  }");
          featx[FX_WORKER]++;
          feat[F_ACCPRIV]++;
        }
        break;

      case KA_GANGPRIV:
        {
          /* Gang loop over rows; tmp is gang-private (.shared); vector
             loops fill it, maybe update it atomically, then use it.  */
          struct ctx fill, body;
          char *u;
          line ("#pragma acc parallel loop gang%s", clauses);
          line ("for (int r = 0; r < N / W; r++)");
          line ("  {");
          ind += 2;
          c.no_struct = 1;
          add_leaf (&c, "(unsigned) r");
          fill = c;
          fill.simt = 1;
          fill.natom = 0;
          add_leaf (&fill, "(unsigned) k");
          u = gen_u (&fill, 3);
          line ("#pragma acc loop vector");
          line ("for (int k = 0; k < L; k++)");
          line ("  tmp[k] = %s;", from_u (tmp_ty, u));
          if ((tmp_ty == TU || tmp_ty == TI) && pct (50))
            {
              char *ix = gen_u (&fill, 2);
              u = gen_u (&fill, 2);
              line ("#pragma acc loop vector");
              line ("for (int k = 0; k < L; k++)");
              line ("  {");
              line ("#pragma acc atomic update");
              if (tmp_ty == TU)
                line ("    tmp[(%s) %% L] += %s;", ix, u);
              else
                line ("    tmp[(%s) %% L] ^= (int) (%s);", ix, u);
              line ("  }");
              feat[F_ATOMIC]++;
            }
          /* Gang-redundant scalars, broadcast to the vector lanes.  */
          for (i = rn (3); i > 0; i--)
            st_decl (&c);
          body = c;
          body.par = 1;
          body.iv = "i";
          body.simt = 1;
          body.nlval = 0;
          add_rd (&body, "tmp", tmp_ty, "L", LV, 0, 0);
          add_leaf (&body, "(unsigned) c");
          line (pct (70) ? "#pragma acc loop vector" : "#pragma acc loop seq");
          line ("for (int c = 0; c < W; c++)");
          line ("  {");
          ind += 2;
          line ("int i = r * W + c;");
          gen_block (&body, 3 + rn (6));
          final_store (&body);
          ind -= 2;
          line ("  }");
          ind -= 2;
          line ("  }");
        }
        break;

      default:
        {
          /* A parallel loop over i.  */
          const char *simd = "";
          c.par = 1;
          c.iv = "i";
          add_leaf (&c, "(unsigned) i");
          if (use_red)
            {
              c.red = "red";
              c.redop = redop;
            }
          switch (kind)
            {
            case KO_TDPF:
              line ("#pragma omp target teams distribute parallel for%s", clauses);
              break;
            case KO_TDPFS:
              simd = " simd";
              c.simt = 1;
              c.simd = 1;
              feat[F_SIMD]++;
              line ("#pragma omp target teams distribute parallel for simd%s", clauses);
              break;
            case KO_TPF:
              line ("#pragma omp target parallel for%s", clauses);
              break;
            case KO_TTD:
              line ("#pragma omp target teams distribute%s", clauses);
              break;
            case KO_TEAMS:
              {
                /* Data clauses on teams, the loop's own on the inner one.  */
                char *inner = xs ("%s%s", use_red ? xs (" reduction(%s:red)", redop) : "",
                                  tmp_kind ? (tmp_kind == 1 ? " private(tmp)" : " firstprivate(tmp)") : "");
                line ("#pragma omp target teams%s", clauses);
                line ("#pragma omp distribute parallel for%s%s", simd, inner);
              }
              break;
            case KA_GV:
              c.simt = 1;
              line ("#pragma acc parallel loop gang vector%s", clauses);
              break;
            default:
              {
                /* Never worker or vector alone: every gang would run
                   all iterations (gang-redundant), atomics included.  */
                static const char *const levels[] = { "", " gang", " gang worker",
                                                       " gang worker vector" };
                line ("#pragma acc parallel loop%s%s", levels[rn (4)], clauses);
              }
              break;
            }
          line ("for (int i = 0; i < N; i++)");
          line ("  {");
          ind += 2;
          if (tmp_kind == 1)
            {
              struct ctx fill = c;
              char *u;
              fill.red = NULL;
              add_leaf (&fill, "(unsigned) k");
              u = gen_u (&fill, 2);
              line ("for (int k = 0; k < L; k++)");
              line ("  tmp[k] = %s;", from_u (tmp_ty, u));
              add_wr (&c, "tmp", tmp_ty, "L", LV, 0, 1);
            }
          if (tmp_kind)
            add_rd (&c, "tmp", tmp_ty, "L", LV, 0, 1);
          if (kind == KO_TDPFS)
            mark_simtpriv (&c, "tmp");
          gen_block (&c, budget);
          final_store (&c);
          ind -= 2;
          line ("  }");
        }
        break;
      }
    line ("return red;");
    ind--;
    line ("}");
    line ("");
  }
}

/* --- the whole program -------------------------------------------------------- */
static void
gen_program (void)
{
  int i, nkern, nmapped, ngro, ngrw, ntab, natom;
  char *callargs[12];
  int calls[24], ncalls = 0;

  acc = pct (30);
  NV = 64 << rn (4);
  WV = 4 << rn (2);
  LV = WV << rn (3);
  TV = 16 << rn (3);
  if (TV < WV)
    TV = WV;
  HV = 16 << rn (2);

  if (acc)
    line ("#include <openacc.h>");
  line ("#include <stdint.h>");
  line ("#include <stdio.h>");
  line ("#include <stdlib.h>");
  line ("");
  line ("#define N %d  /* mapped and global arrays */", NV);
  line ("#define W %d  /* elements readable from every pointer */", WV);
  line ("#define L %d  /* local and private arrays */", LV);
  line ("#define T %d  /* const tables */", TV);
  line ("#define H %d  /* atomic counters */", HV);
  line ("");
  if (xmode)
    {
      line ("typedef unsigned fz_v2u __attribute__ ((vector_size (8)));");
      line ("");
    }

  /* Arrays.  */
  nmapped = 3 + rn (4);
  ngro = rn (3);
  ngrw = rn (3);
  ntab = 1 + rn (3);
  natom = rn (3);
  for (i = 0; i < nmapped + ngro + ngrw + ntab + natom; i++)
    {
      struct arr *a = &arrs[narr++];
      int j = i;
      a->ty = rn (NTY);
      a->aop = 0;
      if (j < nmapped)
        a->kind = A_MAPPED, a->name = xs ("a%d", j);
      else if ((j -= nmapped) < ngro + ngrw)
        a->kind = j < ngro ? A_GRO : A_GRW, a->name = xs ("g%d", j);
      else if ((j -= ngro + ngrw) < ntab)
        a->kind = A_TABLE, a->name = xs ("tab%d", j);
      else
        {
          j -= ntab;
          a->kind = A_ATOM, a->name = xs ("cnt%d", j);
          a->ty = TI;  /* atomics on int */
          a->aop = rn (NOP);
        }
    }
  /* Declare-target pointer variables into tables and read-only globals,
     set by a target region in main: pointers loaded from global memory.  */
  if (pct (35))
    {
      int cand[MAXARR], n = 0, k = 1 + rn (2);
      for (i = 0; i < narr; i++)
        if (arrs[i].kind == A_TABLE || arrs[i].kind == A_GRO)
          cand[n++] = i;
      for (i = 0; i < k; i++)
        {
          struct arr *a = &arrs[narr++];
          a->tgt = cand[rn (n)];
          a->ty = arrs[a->tgt].ty;
          a->kind = A_GPTR;
          a->aop = 0;
          a->name = xs ("gp%d", i);
          feat[F_GPTR]++;
        }
    }
  feat[F_GVAR] = ngro + ngrw;
  feat[F_TABLE] = ntab;
  /* -x: const twin tables of mapped arrays (A_CTAB), and address slots.  */
  if (xmode && pct (45))
    {
      int k = 1 + rn (2);
      for (i = 0; i < k; i++)
        {
          struct arr *a = &arrs[narr++];
          a->tgt = rn (nmapped);  /* the mapped arrays come first */
          a->ty = arrs[a->tgt].ty;
          a->kind = A_CTAB;
          a->aop = 0;
          a->stat = pct (40);
          a->name = xs ("ct%d", i);
        }
    }
  if (xmode && pct (60))
    {
      int tabs[MAXARR], nt = 0, gros[MAXARR], ng = 0, cts[MAXARR], nc = 0, a;
      for (i = 0; i < narr; i++)
        {
          if (arrs[i].kind == A_TABLE)
            tabs[nt++] = i;
          else if (arrs[i].kind == A_GRO)  /* never written by a kernel */
            gros[ng++] = i;
          else if (arrs[i].kind == A_CTAB)
            cts[nc++] = i;
        }
      nslot = 2 + rn (3);
      for (i = 0; i < nslot; i++)
        {
          struct slot *sl = &slots[i];
          int r = rn (5), j;
          if ((r == 1 && !ng) || (r == 2 && !nc))
            r = 0;
          switch (r)
            {
            case 0:
              a = tabs[rn (nt)];
              sl->ty = arrs[a].ty;
              sl->expr = xs ("%s + %d", arrs[a].name, rn (TV - WV + 1));
              break;
            case 1:
            case 2:
              a = r == 1 ? gros[rn (ng)] : cts[rn (nc)];
              sl->ty = arrs[a].ty;
              sl->expr = xs ("%s + %d", arrs[a].name, rn (NV - WV + 1));
              break;
            case 3:
              {
                /* A function-local static const table.  */
                char *init = xs ("");
                sl->ty = rn (NTY);
                for (j = 0; j < 2 * WV; j++)
                  {
                    char *k = const_of (sl->ty);
                    init = xs ("%s%s%s", init, j ? ", " : "", k);
                  }
                sl->def = xs ("static __attribute__ ((noinline)) const %s *\nlst%d (void)\n{\n"
                              "  static const %s t[%d] = { %s };\n  return t;\n}",
                              tyn[sl->ty], i, tyn[sl->ty], 2 * WV, init);
                sl->expr = xs ("lst%d () + %d", i, rn (WV + 1));
              }
              break;
            default:
              {
                /* A string literal (32 characters).  */
                static const char abc[] =
                  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
                char lit[33];
                for (j = 0; j < 32; j++)
                  lit[j] = abc[rn ((int) sizeof abc - 1)];
                lit[32] = 0;
                sl->ty = TC;
                sl->def = xs ("static __attribute__ ((noinline)) const char *\nlit%d (void)\n{\n"
                              "  return \"%s\";\n}", i, lit);
                sl->expr = xs ("(const unsigned char *) lit%d () + %d", i, rn (32 - WV + 1));
              }
              break;
            }
        }
    }

  gen_struct_defs ();

  /* Device data and helpers.  */
  if (!acc)
    line ("#pragma omp declare target");
  for (i = 0; i < narr; i++)
    {
      const struct arr *a = &arrs[i];
      if (a->kind == A_TABLE)
        {
          char *init = xs ("");
          int j;
          for (j = 0; j < TV; j++)
            {
              char *k = const_of (a->ty);
              init = xs ("%s%s%s", init, j % 6 ? " " : "\n  ", xs ("%s,", k));
            }
          line ("static const %s %s[T] = {%s\n};", tyn[a->ty], a->name, init);
          if (acc)
            line ("#pragma acc declare copyin(%s)", a->name);
        }
      else if (a->kind == A_GRO || a->kind == A_GRW)
        {
          line ("%s %s[N];", tyn[a->ty], a->name);
          if (acc)
            line ("#pragma acc declare create(%s)", a->name);
        }
      else if (a->kind == A_GPTR)
        {
          line ("const %s *%s;", tyn[a->ty], a->name);
          if (acc)
            line ("#pragma acc declare create(%s)", a->name);
        }
      else if (a->kind == A_CTAB)
        {
          /* const declare-target data (.const) that reaches kernels
             through their map clauses (the host passes it for a0...).  */
          char *init = xs ("");
          int j;
          for (j = 0; j < NV; j++)
            {
              char *k = const_of (a->ty);
              init = xs ("%s%s%s", init, j % 6 ? " " : "\n  ", xs ("%s,", k));
            }
          line ("%sconst %s %s[N] = {%s\n};", a->stat ? "static " : "", tyn[a->ty], a->name, init);
          if (acc)
            line ("#pragma acc declare copyin(%s)", a->name);
        }
    }
  if (xmode)
    {
      /* Pointers stored in device memory (st_pslot).  */
      line ("void *gps[N];");
      if (acc)
        line ("#pragma acc declare create(gps)");
    }
  line ("");
  if (xmode)
    {
      /* U ? P : NULL, U 0 or 1 at run time (st_nullbase).  */
      if (acc)
        line ("#pragma acc routine seq");
      line ("static __attribute__ ((noinline)) const void *");
      line ("nbase (const void *p, unsigned u)");
      line ("{");
      line ("  return u ? p : (const void *) 0;");
      line ("}");
      line ("");
      for (i = 0; i < nslot; i++)
        if (slots[i].def)
          {
            if (acc)
              line ("#pragma acc routine seq");
            line ("%s", slots[i].def);
            line ("");
          }
      pre_mark = olen;
    }

  nh = rn (MAXH - 3);
  for (i = 0; i < nh; i++)
    {
      struct helper *h = &hs[i];
      static const int kinds[] = { H_READ, H_READ, H_READ, H_WRITE, H_WRITE, H_SEL,
                                   H_STRUCT, H_STRUCT, H_ATOMIC };
      /* -x: optional arguments, and struct helpers passing field addresses on.  */
      static const int kinds_x[] = { H_READ, H_READ, H_READ, H_WRITE, H_WRITE, H_SEL,
                                     H_STRUCT, H_STRUCT, H_ATOMIC, H_OPT, H_OPT };
      h->kind = xmode ? kinds_x[rn (11)] : kinds[rn (9)];
      if (h->kind == H_STRUCT && !nsdef)
        h->kind = H_READ;
      if (h->kind == H_ATOMIC && !natom)
        h->kind = H_SEL;
      h->ty1 = rn (NTY);
      h->ty2 = rn (NTY);
      h->sidx = rn (nsdef);
      h->wparam = pct (50);
      h->field = xmode && h->kind == H_STRUCT && pct (60);
      {
        static const char *const pfx[] = { "rd", "wr", "sel", "st", "atm", "opt" };
        h->name = xs ("%s%d", pfx[h->kind], i);
      }
      if (h->kind == H_ATOMIC)
        {
          /* The operation of one of the counter arrays.  */
          int j, cand[8], n = 0;
          for (j = 0; j < narr; j++)
            if (arrs[j].kind == A_ATOM)
              cand[n++] = j;
          h->aop = arrs[cand[rn (n)]].aop;
        }
      gen_helper (i);
    }
  if (feat[F_GPTR])
    {
      /* A function, not assignments in the region: an OpenACC compute
         construct would assign a firstprivate copy.  */
      if (acc)
        line ("#pragma acc routine seq");
      line ("static __attribute__ ((noinline)) void");
      line ("gp_init (void)");
      line ("{");
      for (i = 0; i < narr; i++)
        if (arrs[i].kind == A_GPTR)
          {
            const struct arr *t = &arrs[arrs[i].tgt];
            int len = t->kind == A_TABLE ? TV : NV;
            line ("  %s = %s + %d;", arrs[i].name, t->name, rn (len - WV + 1));
          }
      line ("}");
      line ("");
    }
  if (!acc)
    {
      line ("#pragma omp end declare target");
      line ("");
    }
  if (nslot)
    {
      /* -x: kaddr stores the slots' device addresses as halves and as
         doubles' bits; later kernels and the host take them back.  */
      line ("unsigned aslo[%d], ashi[%d];", nslot, nslot);
      line ("double asd[%d];", nslot);
      line ("union fz_pd { const void *p; double d; };");
      line ("");
      line ("static void");
      line ("kaddr (void)");
      line ("{");
      line (acc ? "#pragma acc serial copyout(aslo, ashi, asd)"
                : "#pragma omp target map(from: aslo, ashi, asd)");
      line ("  {");
      ind += 2;
      line ("union fz_pd t;");
      line ("const void *p;");
      for (i = 0; i < nslot; i++)
        {
          line ("p = (const void *) (%s);", slots[i].expr);
          line ("aslo[%d] = (unsigned) (uintptr_t) p;", i);
          line ("ashi[%d] = (unsigned) ((uintptr_t) p >> 32);", i);
          line ("t.p = p;");
          line ("asd[%d] = t.d;", i);
        }
      ind -= 2;
      line ("  }");
      line ("}");
      line ("");
    }

  /* Kernels.  */
  nkern = 2 + rn (6);
  for (i = 0; i < nkern; i++)
    gen_kernel (i, &callargs[i]);
  for (i = 0; i < nkern; i++)
    {
      calls[ncalls++] = i;
      if (pct (20))
        calls[ncalls++] = i;  /* again, other scalars */
    }

  /* Host side.  */
  line ("static unsigned");
  line ("cks (const void *p, size_t n)");
  line ("{");
  line ("  const unsigned char *b = (const unsigned char *) p;");
  line ("  unsigned h = 2166136261u;");
  line ("  for (size_t i = 0; i < n; i++)");
  line ("    h = (h ^ b[i]) * 16777619u;");
  line ("  return h;");
  line ("}");
  line ("");
  line ("int");
  line ("main (void)");
  line ("{");
  ind++;
  line ("unsigned r = 0u;");
  {
    char *all = xs ("");
    char *gl = xs (""), *glw = xs (""), *mapall = xs ("");
    for (i = 0; i < narr; i++)
      {
        const struct arr *a = &arrs[i];
        if (a->kind == A_MAPPED)
          {
            line ("%s *%s = (%s *) malloc (N * sizeof (%s));", tyn[a->ty], a->name,
                  tyn[a->ty], tyn[a->ty]);
            all = xs ("%s%s!%s", all, *all ? " || " : "", a->name);
            mapall = xs ("%s%s%s[0:N]", mapall, *mapall ? ", " : "", a->name);
          }
        else if (a->kind == A_ATOM)
          {
            line ("int *%s = (int *) malloc (H * sizeof (int));", a->name);
            all = xs ("%s%s!%s", all, *all ? " || " : "", a->name);
            mapall = xs ("%s%s%s[0:H]", mapall, *mapall ? ", " : "", a->name);
          }
        else if (a->kind == A_GRO || a->kind == A_GRW)
          {
            gl = xs ("%s%s%s", gl, *gl ? ", " : "", a->name);
            if (a->kind == A_GRW)
              glw = xs ("%s%s%s", glw, *glw ? ", " : "", a->name);
          }
      }
    line ("if (%s)", all);
    line ("  {");
    line ("    printf (\"fuzz: out of memory\\n\");");
    line ("    return 1;");
    line ("  }");
    line ("for (int i = 0; i < N; i++)");
    line ("  {");
    for (i = 0; i < narr; i++)
      {
        const struct arr *a = &arrs[i];
        if (a->kind == A_MAPPED || a->kind == A_GRO || a->kind == A_GRW)
          {
            unsigned k1 = rnd () | 1u, k2 = rnd ();
            line ("    %s[i] = %s;", a->name,
                  from_u (a->ty, xs ("((unsigned) i * 0x%08xu + 0x%08xu) ^ ((unsigned) i >> %d)",
                                     k1, k2, 1 + rn (8))));
          }
      }
    line ("  }");
    for (i = 0; i < narr; i++)
      if (arrs[i].kind == A_ATOM)
        {
          /* Small: the atomic adds stay far from overflow.  */
          line ("for (int i = 0; i < H; i++)");
          line ("  %s[i] = (int) ((unsigned) i * %uu %% 1000u);", arrs[i].name, rnd () % 1000u);
        }
    /* OpenACC: the runtime's acc_update_device, not "#pragma acc update
       device": GCC 12 drops the clauses of an update directive for
       variables of a file-scope "acc declare create" (the call is
       GOACC_update with no mappings, and the device copy is never
       written: doc/ptxsim-findings/README.md).  */
    if (*gl && acc)
      {
        for (i = 0; i < narr; i++)
          if (arrs[i].kind == A_GRO || arrs[i].kind == A_GRW)
            line ("acc_update_device (%s, sizeof %s);", arrs[i].name, arrs[i].name);
      }
    else if (*gl)
      line ("#pragma omp target update to(%s)", gl);
    if (feat[F_GPTR])
      {
        line (acc ? "#pragma acc serial" : "#pragma omp target");
        line ("gp_init ();");
      }
    if (nslot)
      {
        line ("kaddr ();");
        line ("const void *asp[%d];", nslot);
        line ("for (int k = 0; k < %d; k++)", nslot);
        line ("  asp[k] = (const void *) (uintptr_t) (((uint64_t) ashi[k] << 32) | aslo[k]);");
      }
    /* Sometimes all kernels inside one data region: then their own map
       clauses only find the arrays present.  */
    {
      int data = pct (30) && *mapall;
      if (data)
        {
          line (acc ? "#pragma acc data copy(%s)" : "#pragma omp target data map(tofrom: %s)",
                mapall);
          line ("{");
          ind++;
        }
      for (i = 0; i < ncalls; i++)
        {
          unsigned x0 = (unsigned) rn (1000), x1 = rnd ();
          if (xmode)
            {
              /* A read-only array's const twin in its place; a device
                 pointer from a slot of the parameter's type.  */
              const struct kinfo *ki = &kinfos[calls[i]];
              char *args = xs (""), *wrap = xs ("");
              int j;
              for (j = 0; j < ki->n; j++)
                {
                  const char *name = arrs[ki->arr[j]].name;
                  int ct = ki->written[j] ? -1 : ctab_of (ki->arr[j]);
                  if (ct >= 0 && pct (50))
                    {
                      name = arrs[ct].name;
                      featx[FX_CTAB]++;
                    }
                  else if (ki->present[j])
                    wrap = xs ("%s%s%s[0:N]", wrap, *wrap ? ", " : "", name);
                  args = xs ("%s%s, ", args, name);
                }
              if (ki->dpty >= 0)
                {
                  int cand[MAXSLOT], n = 0;
                  for (j = 0; j < nslot; j++)
                    if (slots[j].ty == ki->dpty)
                      cand[n++] = j;
                  args = xs ("%s(const %s *) asp[%d], ", args, tyn[ki->dpty], cand[rn (n)]);
                  featx[FX_DEVPTR]++;
                }
              if (*wrap)
                line ("#pragma acc data copyin(%s)", wrap);
              line ("r = r * 31u + kern%d (%s%uu, 0x%08xu);", calls[i], args, x0, x1);
            }
          else
            line ("r = r * 31u + kern%d (%s%uu, 0x%08xu);", calls[i], callargs[calls[i]], x0, x1);
        }
      if (data)
        {
          ind--;
          line ("}");
        }
    }
    if (*glw && acc)
      {
        for (i = 0; i < narr; i++)
          if (arrs[i].kind == A_GRW)
            line ("acc_update_self (%s, sizeof %s);", arrs[i].name, arrs[i].name);
      }
    else if (*glw)
      line ("#pragma omp target update from(%s)", glw);
    for (i = 0; i < narr; i++)
      {
        const struct arr *a = &arrs[i];
        if (a->kind == A_MAPPED || a->kind == A_GRO || a->kind == A_GRW)
          line ("printf (\"%s %%08x\\n\", cks (%s, N * sizeof (%s)));", a->name, a->name,
                tyn[a->ty]);
        else if (a->kind == A_ATOM)
          line ("printf (\"%s %%08x\\n\", cks (%s, H * sizeof (int)));", a->name, a->name);
      }
    line ("printf (\"r %%08x\\n\", r);");
    for (i = 0; i < narr; i++)
      if (arrs[i].kind == A_MAPPED || arrs[i].kind == A_ATOM)
        line ("free (%s);", arrs[i].name);
    line ("return 0;");
  }
  ind--;
  line ("}");
}

int
main (int argc, char **argv)
{
  unsigned long seed;
  int i;
  if (argc == 3 && !strcmp (argv[1], "-x"))
    {
      xmode = 1;
      argv++;
      argc--;
    }
  if (argc != 2)
    {
      fprintf (stderr, "usage: fuzz-gen [-x] SEED\n");
      return 2;
    }
  seed = strtoul (argv[1], NULL, 10);
  rng = (uint64_t) seed * 0x2545f4914f6cdd1dull + 1;
  gen_program ();
  printf ("/* model: %s */\n", acc ? "openacc" : "openmp");
  printf ("/* features:");
  for (i = 0; i < NFEAT; i++)
    printf (" %s=%d", featname[i], feat[i]);
  for (i = 0; xmode && i < NFEATX; i++)
    printf (" %s=%d", featxname[i], featx[i]);
  printf (" */\n");
  printf ("/* fuzz-gen %s%lu: a random offload program for the nvptx-memspace plugin\n"
          "   (tools/fuzz-gen.c); prints checksums of every array, stock and\n"
          "   plugin builds must agree.  */\n", xmode ? "-x " : "", seed);
  if (pre_mark != (size_t) -1 && plen)
    {
      fwrite (obuf, 1, pre_mark, stdout);
      fputs (pbuf, stdout);
      fputs (obuf + pre_mark, stdout);
    }
  else
    fputs (obuf, stdout);
  return 0;
}
