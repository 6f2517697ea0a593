/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim parser: one PTX text to a parsed unit of a link (the parse
   layer; sits on the base layer and the program's data structures).

   Each PTX text added to a link is parsed at once: module-scope variables
   and functions become symbols of its unit, and function bodies are
   decoded into struct insn with registers, immediates and block-scoped
   .param/.local names resolved to slots and offsets.  Module-scope
   symbols (variables, functions) are resolved by the linker (ptx-link.c)
   when the link completes.  */

#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ptx-internal.h"

/* ---------- types and names ---------- */

static int
type_from (const char *s, size_t n)
{
  for (int t = 1; t < T_NTYPES; t++)
    if (strlen (ptype_name[t]) == n && memcmp (ptype_name[t], s, n) == 0)
      return t;
  return T_NONE;
}

static int
space_from (const char *s, size_t n)
{
#define SP(str, v) if (n == sizeof str - 1 && memcmp (s, str, n) == 0) return v
  SP ("global", SP_GLOBAL);
  SP ("shared", SP_SHARED);
  SP ("shared::cta", SP_SHARED);
  SP ("local", SP_LOCAL);
  SP ("const", SP_CONST);
  SP ("param", SP_PARAM);
#undef SP
  return -1;
}

/* ---------- lexer ---------- */

enum { K_EOF, K_ID, K_NUM, K_STR, K_P };
enum { NK_INT, NK_F32, NK_F64, NK_FLOAT };

struct tok
{
  int k;
  const char *s;
  uint32_t len;
  uint32_t line;
  uint64_t ival;
  double fval;
  int nk;
  int neg_ok;
};

struct lexer
{
  const char *p;
  uint32_t line;
};

struct parser;
static void perr (struct parser *P, uint32_t line, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4), noreturn));

static int
idstart (int c)
{
  return isalpha (c) || c == '_' || c == '$' || c == '%' || c == '.';
}

static int
idchar (int c)
{
  return isalnum (c) || c == '_' || c == '$' || c == '.' || c == ':';
}

/* Skip white space and comments from P, counting lines in L.  */
static const char *
skip_blank (struct lexer *L, const char *p)
{
  for (;;)
    {
      if (*p == '\n')
        L->line++, p++;
      else if (isspace ((unsigned char) *p))
        p++;
      else if (p[0] == '/' && p[1] == '/')
        {
          while (*p && *p != '\n')
            p++;
        }
      else if (p[0] == '/' && p[1] == '*')
        {
          p += 2;
          while (*p && !(p[0] == '*' && p[1] == '/'))
            {
              if (*p == '\n')
                L->line++;
              p++;
            }
          if (*p)
            p += 2;
        }
      else
        return p;
    }
}

/* The value of the hex digits at *QP, *QP moved past them.  */
static uint64_t
hex_digits (const char **qp)
{
  const char *q = *qp;
  uint64_t v = 0;
  while (isxdigit ((unsigned char) *q))
    v = v * 16 + (uint64_t) (isdigit ((unsigned char) *q) ? *q - '0' : (tolower (*q) - 'a' + 10)), q++;
  *qp = q;
  return v;
}

/* A number token at P, a digit: 0f and 0d (a float's bits in hex), hex,
   binary, octal, decimal or a decimal float, with an optional U suffix,
   into T.  Returns its end.  */
static const char *
lex_number (const char *p, struct tok *t)
{
  const char *q = p;
  t->k = K_NUM;
  if (p[0] == '0' && (p[1] == 'f' || p[1] == 'F') && isxdigit ((unsigned char) p[2]))
    {
      q = p + 2;
      t->ival = hex_digits (&q);
      t->nk = NK_F32;
    }
  else if (p[0] == '0' && (p[1] == 'd' || p[1] == 'D') && isxdigit ((unsigned char) p[2]))
    {
      q = p + 2;
      t->ival = hex_digits (&q);
      t->nk = NK_F64;
    }
  else if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
    {
      q = p + 2;
      t->ival = hex_digits (&q);
    }
  else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B') && (p[2] == '0' || p[2] == '1'))
    {
      q = p + 2;
      uint64_t v = 0;
      while (*q == '0' || *q == '1')
        v = v * 2 + (uint64_t) (*q - '0'), q++;
      t->ival = v;
    }
  else
    {
      q = p;
      while (isdigit ((unsigned char) *q))
        q++;
      if (*q == '.' || *q == 'e' || *q == 'E')
        {
          char *end;
          t->fval = strtod (p, &end);
          q = end;
          t->nk = NK_FLOAT;
        }
      else if (p[0] == '0' && q - p > 1)
        t->ival = strtoull (p, NULL, 8);
      else
        t->ival = strtoull (p, NULL, 10);
    }
  if (*q == 'U' || *q == 'u')
    q++;
  return q;
}

/* The next token of L into T: an identifier (directives and dotted
   opcodes included), a number, a string or one punctuation character.  */
static void
lex (struct parser *P, struct lexer *L, struct tok *t)
{
  const char *p = skip_blank (L, L->p);
  t->s = p;
  t->line = L->line;
  t->nk = NK_INT;
  if (*p == 0)
    {
      t->k = K_EOF;
      t->len = 0;
      L->p = p;
      return;
    }
  if (idstart ((unsigned char) *p))
    {
      const char *q = p + 1;
      while (idchar ((unsigned char) *q))
        {
          /* "::" only inside qualifiers such as .shared::cta, L1::no_allocate.  */
          if (*q == ':' && q[1] != ':' && q[-1] != ':')
            break;
          q++;
        }
      t->k = K_ID;
      t->len = (uint32_t) (q - p);
      L->p = q;
      return;
    }
  if (isdigit ((unsigned char) *p))
    {
      const char *q = lex_number (p, t);
      t->len = (uint32_t) (q - p);
      L->p = q;
      return;
    }
  if (*p == '"')
    {
      const char *q = p + 1;
      while (*q && *q != '"')
        {
          if (*q == '\\' && q[1])
            q++;
          if (*q == '\n')
            L->line++;
          q++;
        }
      if (*q)
        q++;
      t->k = K_STR;
      t->len = (uint32_t) (q - p);
      L->p = q;
      return;
    }
  t->k = K_P;
  t->len = 1;
  L->p = p + 1;
  (void) P;
}

static unsigned next_text_number;

/* ---------- parser ---------- */

enum { N_REG, N_PARAM, N_LOCAL, N_SYMALIAS };

struct name
{
  int kind;
  uint32_t slot;         /* register base slot / param offset / local index */
  uint32_t size;         /* param size, vector count for registers */
  int type;
  int32_t prev;          /* previous binding of the same name */
  const char *key;       /* the name map's key */
  char *alias;           /* N_SYMALIAS: unit symbol name */
};

struct parser
{
  struct lexer L;
  struct tok t;
  struct punit *u;
  jmp_buf jb;
  /* function state */
  struct pfunc *F;
  struct smap names;
  struct name *nv;
  uint32_t nnv, capnv;
  uint32_t *scopes;
  uint32_t nscopes, capscopes;
  struct smap labels;
  struct { uint32_t insn; char *name; uint32_t line; } *lfix;
  uint32_t nlfix, caplfix;
  const char *stmt_start;
  /* An instruction to emit after the current one (the ld.param of a
     call's register return value), and whether there is one.  */
  struct insn post;
  int has_post;
};

static void
perr (struct parser *P, uint32_t line, const char *fmt, ...)
{
  char msg[700];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  ptx_error (PTXSIM_ERROR_INVALID_PTX, "ptxsim: parse error in PTX text %u (%s), line %u: %s",
             P->u->number, P->u->name, line, msg);
  longjmp (P->jb, 1);
}

static void
adv (struct parser *P)
{
  lex (P, &P->L, &P->t);
}

static int
is_p (struct parser *P, char c)
{
  return P->t.k == K_P && P->t.s[0] == c;
}

/* Consume the punctuation C if it is next: 1 if it was.  */
static int
accept_p (struct parser *P, char c)
{
  if (!is_p (P, c))
    return 0;
  adv (P);
  return 1;
}

static void
expect_p (struct parser *P, char c)
{
  if (!is_p (P, c))
    perr (P, P->t.line, "expected '%c' before '%.*s'", c, (int) (P->t.len ? P->t.len : 3),
          P->t.len ? P->t.s : "EOF");
  adv (P);
}

static int
is_id (struct parser *P, const char *s)
{
  return P->t.k == K_ID && P->t.len == strlen (s) && memcmp (P->t.s, s, P->t.len) == 0;
}

static uint64_t
expect_int (struct parser *P)
{
  int neg = 0;
  if (is_p (P, '-'))
    neg = 1, adv (P);
  if (P->t.k != K_NUM || P->t.nk != NK_INT)
    perr (P, P->t.line, "expected an integer before '%.*s'", (int) P->t.len, P->t.s);
  uint64_t v = P->t.ival;
  adv (P);
  return neg ? (uint64_t) -(int64_t) v : v;
}

/* Split a dotted token (".reg.u64", "ld.global.u32") into parts.  */
struct parts
{
  const char *s[16];
  uint32_t n[16];
  int count;
};

static void
split_dots (struct parser *P, const char *s, uint32_t len, struct parts *pp)
{
  pp->count = 0;
  uint32_t i = 0;
  if (len && s[0] == '.')
    i = 1;
  while (i <= len)
    {
      uint32_t j = i;
      while (j < len && s[j] != '.')
        j++;
      if (pp->count == 16)
        perr (P, P->t.line, "too many modifiers in '%.*s'", (int) len, s);
      pp->s[pp->count] = s + i;
      pp->n[pp->count] = j - i;
      pp->count++;
      i = j + 1;
    }
}

static int
peq (const struct parts *pp, int i, const char *s)
{
  return pp->n[i] == strlen (s) && memcmp (pp->s[i], s, pp->n[i]) == 0;
}

/* ---------- unit symbols ---------- */

struct usym *
usym_get (struct punit *u, const char *s, size_t n, int create)
{
  int32_t *v = smap_get (&u->symmap, s, n, create);
  if (!v)
    return NULL;
  if (*v < 0)
    {
      if (!create)
        return NULL;
      GROW (u->syms, u->nsyms, u->capsyms);
      struct usym *y = &u->syms[u->nsyms];
      memset (y, 0, sizeof *y);
      y->name = xstrndup (s, n);
      y->findex = -1;
      y->modvar = -1;
      *v = (int32_t) u->nsyms++;
    }
  return &u->syms[*v];
}

/* ---------- function scope ---------- */

static void
scope_push (struct parser *P)
{
  GROW (P->scopes, P->nscopes, P->capscopes);
  P->scopes[P->nscopes++] = P->nnv;
}

static void
scope_pop (struct parser *P)
{
  uint32_t base = P->scopes[--P->nscopes];
  while (P->nnv > base)
    {
      struct name *nm = &P->nv[--P->nnv];
      int32_t *h = smap_get (&P->names, nm->key, strlen (nm->key), 0);
      *h = nm->prev;
      free (nm->alias);
      nm->alias = NULL;
    }
}

static struct name *
bind (struct parser *P, const char *s, size_t n, int kind)
{
  int32_t *head = smap_get (&P->names, s, n, 1);
  /* A redeclaration in the same scope is an error in PTX.  */
  if (*head >= 0 && (uint32_t) *head >= P->scopes[P->nscopes - 1])
    perr (P, P->t.line, "duplicate declaration of '%.*s'", (int) n, s);
  GROW (P->nv, P->nnv, P->capnv);
  struct name *nm = &P->nv[P->nnv];
  memset (nm, 0, sizeof *nm);
  nm->kind = kind;
  nm->prev = *head;
  nm->key = P->names.keys[head - P->names.vals];
  *head = (int32_t) P->nnv++;
  return nm;
}

static struct name *
lookup (struct parser *P, const char *s, size_t n)
{
  int32_t *head = smap_get (&P->names, s, n, 0);
  if (!head || *head < 0)
    return NULL;
  return &P->nv[*head];
}

/* ---------- constant slots ---------- */

static uint32_t
new_reg (struct pfunc *F, uint32_t n)
{
  uint32_t s = F->f.nregs;
  F->f.nregs += n;
  return s;
}

/* Constants are numbered from 0 during parsing and become slots
   nregs + k when the function is complete; slot values with the top bit
   set mark constants until then.  */
#define CBIT 0x80000000u

static uint32_t
const_slot (struct pfunc *F, uint64_t v)
{
  int created;
  uint32_t *p = umap_get (&F->cmap, v, &created);
  if (created)
    {
      GROW (F->consts, F->f.nconsts, F->capconsts);
      F->consts[F->f.nconsts] = v;
      *p = F->f.nconsts++;
    }
  return *p | CBIT;
}

static uint32_t
sym_slot (struct parser *P, const char *s, size_t n, int64_t addend, uint32_t line)
{
  struct pfunc *F = P->F;
  char key[600];
  snprintf (key, sizeof key, "%.*s%+lld", (int) (n > 500 ? 500 : n), s, (long long) addend);
  int32_t *v = smap_get (&F->symcmap, key, strlen (key), 1);
  if (*v >= 0)
    return (uint32_t) *v;
  GROW (F->consts, F->f.nconsts, F->capconsts);
  F->consts[F->f.nconsts] = 0;
  uint32_t slot = F->f.nconsts++ | CBIT;
  GROW (F->srel, F->nsrel, F->capsrel);
  F->srel[F->nsrel++] = (struct sreloc) { slot, xstrndup (s, n), addend, line };
  *v = (int32_t) slot;
  return slot;
}

static uint32_t
local_slot (struct pfunc *F, uint32_t var, int64_t addend)
{
  char key[64];
  snprintf (key, sizeof key, "%%local%u%+lld", var, (long long) addend);
  int32_t *v = smap_get (&F->symcmap, key, strlen (key), 1);
  if (*v >= 0)
    return (uint32_t) *v;
  GROW (F->consts, F->f.nconsts, F->capconsts);
  F->consts[F->f.nconsts] = 0;
  uint32_t slot = F->f.nconsts++ | CBIT;
  GROW (F->la, F->f.nlocaladdr, F->capla);
  F->la[F->f.nlocaladdr++] = (struct localaddr) { slot, var, addend };
  *v = (int32_t) slot;
  return slot;
}

/* ---------- operands ---------- */

enum { O_NONE, O_REG, O_IMM, O_VEC, O_MEM, O_SINK, O_LIST };

struct opnd
{
  int kind;
  const char *s;         /* name (O_REG: any identifier) */
  uint32_t len;
  int neg;               /* !operand */
  uint64_t ival;
  double fval;
  int nk;
  int64_t addend;
  uint32_t line;
  const char *s2;        /* p|q */
  uint32_t len2;
  struct opnd *sub;      /* O_VEC, O_LIST elements; O_MEM base */
  int nsub;
};

#define MAXOPS 12

struct opbuf
{
  struct opnd ops[MAXOPS];
  int n;
  struct opnd pool[64];
  int npool;
};

static struct opnd *
pool_alloc (struct parser *P, struct opbuf *B, int n)
{
  if (B->npool + n > 64)
    perr (P, P->t.line, "too many operands");
  struct opnd *r = &B->pool[B->npool];
  B->npool += n;
  memset (r, 0, (size_t) n * sizeof *r);
  return r;
}

static void parse_operand (struct parser *P, struct opbuf *B, struct opnd *o);

static void
parse_simple (struct parser *P, struct opnd *o)
{
  memset (o, 0, sizeof *o);
  o->line = P->t.line;
  if (is_p (P, '!'))
    {
      o->neg = 1;
      adv (P);
    }
  if (is_p (P, '-'))
    {
      adv (P);
      if (P->t.k != K_NUM)
        perr (P, P->t.line, "expected a number after '-'");
      o->kind = O_IMM;
      o->nk = P->t.nk;
      if (P->t.nk == NK_INT)
        o->ival = (uint64_t) -(int64_t) P->t.ival;
      else if (P->t.nk == NK_FLOAT)
        o->fval = -P->t.fval;
      else if (P->t.nk == NK_F32)
        o->ival = P->t.ival ^ 0x80000000u;
      else
        o->ival = P->t.ival ^ 0x8000000000000000ull;
      adv (P);
      return;
    }
  if (P->t.k == K_NUM)
    {
      o->kind = O_IMM;
      o->nk = P->t.nk;
      o->ival = P->t.ival;
      o->fval = P->t.fval;
      adv (P);
      return;
    }
  if (P->t.k == K_ID)
    {
      if (P->t.len == 1 && P->t.s[0] == '_')
        {
          o->kind = O_SINK;
          adv (P);
          return;
        }
      o->kind = O_REG;
      o->s = P->t.s;
      o->len = P->t.len;
      adv (P);
      if (is_p (P, '|'))
        {
          adv (P);
          if (P->t.k != K_ID)
            perr (P, P->t.line, "expected a predicate after '|'");
          o->s2 = P->t.s;
          o->len2 = P->t.len;
          adv (P);
        }
      /* sym+N, sym + -N, sym-N */
      if (is_p (P, '+') || is_p (P, '-'))
        {
          int neg = is_p (P, '-');
          adv (P);
          if (is_p (P, '-'))
            neg = !neg, adv (P);
          if (P->t.k != K_NUM || P->t.nk != NK_INT)
            perr (P, P->t.line, "expected an integer offset");
          o->addend = neg ? -(int64_t) P->t.ival : (int64_t) P->t.ival;
          adv (P);
        }
      return;
    }
  perr (P, P->t.line, "unexpected '%.*s' in operand", (int) (P->t.len ? P->t.len : 3),
        P->t.len ? P->t.s : "EOF");
}

static void
parse_operand (struct parser *P, struct opbuf *B, struct opnd *o)
{
  if (is_p (P, '['))
    {
      uint32_t line = P->t.line;
      adv (P);
      struct opnd *base = pool_alloc (P, B, 1);
      parse_simple (P, base);
      expect_p (P, ']');
      memset (o, 0, sizeof *o);
      o->kind = O_MEM;
      o->line = line;
      o->sub = base;
      o->nsub = 1;
      return;
    }
  if (is_p (P, '{') || is_p (P, '('))
    {
      char close = is_p (P, '{') ? '}' : ')';
      int kind = close == '}' ? O_VEC : O_LIST;
      uint32_t line = P->t.line;
      adv (P);
      struct opnd tmp[32];
      int n = 0;
      while (!is_p (P, close))
        {
          if (n == 32)
            perr (P, line, "too many elements in a list");
          parse_simple (P, &tmp[n++]);
          if (!accept_p (P, ',') && !is_p (P, close))
            perr (P, P->t.line, "expected ',' or '%c'", close);
        }
      adv (P);
      memset (o, 0, sizeof *o);
      o->kind = kind;
      o->line = line;
      o->sub = pool_alloc (P, B, n ? n : 1);
      memcpy (o->sub, tmp, (size_t) n * sizeof *tmp);
      o->nsub = n;
      return;
    }
  parse_simple (P, o);
}

/* ---------- special registers ---------- */

static int
sreg_from (const char *s, size_t n)
{
  static const struct { const char *name; int id; } t[] = {
    { "%tid.x", SR_TID_X }, { "%tid.y", SR_TID_Y }, { "%tid.z", SR_TID_Z },
    { "%ntid.x", SR_NTID_X }, { "%ntid.y", SR_NTID_Y }, { "%ntid.z", SR_NTID_Z },
    { "%ctaid.x", SR_CTAID_X }, { "%ctaid.y", SR_CTAID_Y }, { "%ctaid.z", SR_CTAID_Z },
    { "%nctaid.x", SR_NCTAID_X }, { "%nctaid.y", SR_NCTAID_Y }, { "%nctaid.z", SR_NCTAID_Z },
    { "%laneid", SR_LANEID }, { "%warpid", SR_WARPID }, { "%nwarpid", SR_NWARPID },
    { "%smid", SR_SMID }, { "%nsmid", SR_NSMID }, { "%gridid", SR_GRIDID },
    { "%clock", SR_CLOCK }, { "%clock64", SR_CLOCK64 }, { "%clock_hi", SR_ZERO },
    { "%globaltimer", SR_GLOBALTIMER }, { "%globaltimer_lo", SR_GLOBALTIMER_LO },
    { "%globaltimer_hi", SR_GLOBALTIMER_HI },
    { "%lanemask_eq", SR_LANEMASK_EQ }, { "%lanemask_le", SR_LANEMASK_LE },
    { "%lanemask_lt", SR_LANEMASK_LT }, { "%lanemask_ge", SR_LANEMASK_GE },
    { "%lanemask_gt", SR_LANEMASK_GT }, { "%dynamic_smem_size", SR_DYN_SMEM },
    { "%total_smem_size", SR_TOTAL_SMEM },
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
    if (strlen (t[i].name) == n && memcmp (t[i].name, s, n) == 0)
      return t[i].id;
  if (n > 7 && memcmp (s, "%envreg", 7) == 0)
    return SR_ZERO;
  if (n > 3 && memcmp (s, "%pm", 3) == 0)
    return SR_ZERO;
  return -1;
}

/* ---------- instruction emission ---------- */

static struct insn *
emit (struct parser *P, const struct insn *I)
{
  struct pfunc *F = P->F;
  GROW (F->insns, F->ninsns, F->capinsns);
  F->insns[F->ninsns] = *I;
  return &F->insns[F->ninsns++];
}

/* Convert an immediate to the bits of TYPE.  */
static uint64_t
imm_bits (struct parser *P, const struct opnd *o, int type)
{
  if (t_float (type) && type != T_F16)
    {
      double v;
      if (o->nk == NK_F32)
        {
          uint32_t b = (uint32_t) o->ival;
          float f;
          memcpy (&f, &b, 4);
          if (type == T_F32)
            return b;
          v = f;
        }
      else if (o->nk == NK_F64)
        {
          if (type == T_F64)
            return o->ival;
          memcpy (&v, &o->ival, 8);
        }
      else if (o->nk == NK_FLOAT)
        v = o->fval;
      else
        v = (double) (int64_t) o->ival;
      if (type == T_F32)
        {
          float f = (float) v;
          uint32_t b;
          memcpy (&b, &f, 4);
          return b;
        }
      uint64_t b;
      memcpy (&b, &v, 8);
      return b;
    }
  if (o->nk == NK_FLOAT)
    perr (P, o->line, "floating-point literal for an integer operand");
  return o->ival;
}

static const char *
name_of (const struct opnd *o, char *buf, size_t n)
{
  snprintf (buf, n, "%.*s", (int) (o->len > 200 ? 200 : o->len), o->s);
  return buf;
}

/* Resolve a register name, with .x/.y/.z/.w vector components.  */
static int
reg_lookup (struct parser *P, const char *s, uint32_t n, uint32_t *slot, uint32_t *count)
{
  struct name *nm = lookup (P, s, n);
  if (nm && nm->kind == N_REG)
    {
      *slot = nm->slot;
      *count = nm->size;
      return 1;
    }
  if (n > 2 && s[n - 2] == '.')
    {
      int c = -1;
      switch (s[n - 1])
        {
        case 'x': case 'r': c = 0; break;
        case 'y': case 'g': c = 1; break;
        case 'z': case 'b': c = 2; break;
        case 'w': case 'a': c = 3; break;
        }
      nm = lookup (P, s, n - 2);
      if (c >= 0 && nm && nm->kind == N_REG && (uint32_t) c < nm->size)
        {
          *slot = nm->slot + (uint32_t) c;
          *count = 1;
          return 1;
        }
    }
  return 0;
}

/* A source operand's slot.  TYPE converts immediates.  */
static uint32_t
src (struct parser *P, struct insn *proto, const struct opnd *o, int type)
{
  char b[256];
  switch (o->kind)
    {
    case O_IMM:
      return const_slot (P->F, imm_bits (P, o, type));
    case O_REG:
      {
        uint32_t slot, cnt;
        if (o->s2)
          perr (P, o->line, "unexpected '|' in a source operand");
        if (reg_lookup (P, o->s, o->len, &slot, &cnt))
          {
            if (o->addend)
              perr (P, o->line, "register '%s' with an offset", name_of (o, b, sizeof b));
            if (cnt > 1)
              perr (P, o->line, "vector register '%s' as a scalar operand",
                    name_of (o, b, sizeof b));
            return slot;
          }
        int sr = sreg_from (o->s, o->len);
        if (sr >= 0)
          {
            /* A special register as a source: read it into a scratch.  */
            struct insn I = *proto;
            I.op = OP_MOV_SREG;
            I.mod = (uint8_t) sr;
            I.d = new_reg (P->F, 1);
            I.guard = P->F->one_slot;
            I.gneg = 0;
            emit (P, &I);
            return I.d;
          }
        struct name *nm = lookup (P, o->s, o->len);
        if (nm && nm->kind == N_LOCAL)
          return local_slot (P->F, nm->slot, o->addend);
        if (nm && nm->kind == N_PARAM)
          perr (P, o->line, "the address of .param variable '%s' is taken "
                "(ptxsim supports .param only through ld.param/st.param)",
                name_of (o, b, sizeof b));
        if (nm && nm->kind == N_SYMALIAS)
          return sym_slot (P, nm->alias, strlen (nm->alias), o->addend, o->line);
        if (o->s[0] == '%')
          perr (P, o->line, "undeclared register '%s'", name_of (o, b, sizeof b));
        return sym_slot (P, o->s, o->len, o->addend, o->line);
      }
    case O_SINK:
      perr (P, o->line, "'_' as a source operand");
    default:
      perr (P, o->line, "unexpected operand kind");
    }
}

/* A destination register.  */
static uint32_t
dst (struct parser *P, const struct opnd *o)
{
  char b[256];
  if (o->kind == O_SINK)
    return P->F->sink_slot;
  if (o->kind != O_REG)
    perr (P, o->line, "destination must be a register");
  uint32_t slot, cnt;
  if (!reg_lookup (P, o->s, o->len, &slot, &cnt))
    {
      if (sreg_from (o->s, o->len) >= 0)
        perr (P, o->line, "special register '%s' as a destination", name_of (o, b, sizeof b));
      perr (P, o->line, "undeclared register '%s'", name_of (o, b, sizeof b));
    }
  if (cnt > 1)
    perr (P, o->line, "vector register '%s' as a scalar destination", name_of (o, b, sizeof b));
  return slot;
}

static void
need_ops (struct parser *P, const struct opbuf *B, int lo, int hi, const char *op)
{
  if (B->n < lo || B->n > hi)
    perr (P, P->t.line, "wrong number of operands (%d) for %s", B->n, op);
}

/* Memory operand: base slot and offset.  */
static void
mem_operand (struct parser *P, struct insn *I, const struct opnd *o)
{
  char b[256];
  if (o->kind != O_MEM)
    perr (P, o->line, "expected a memory operand [...]");
  const struct opnd *base = o->sub;
  if (base->kind == O_IMM)
    {
      I->a = const_slot (P->F, base->ival);
      I->off = 0;
      return;
    }
  if (base->kind != O_REG)
    perr (P, o->line, "bad address");
  uint32_t slot, cnt;
  if (reg_lookup (P, base->s, base->len, &slot, &cnt))
    {
      I->a = slot;
      I->off = base->addend;
      return;
    }
  struct name *nm = lookup (P, base->s, base->len);
  if (nm && nm->kind == N_LOCAL)
    {
      I->a = local_slot (P->F, nm->slot, 0);
      I->off = base->addend;
      return;
    }
  if (nm && nm->kind == N_PARAM)
    perr (P, o->line, ".param variable '%s' accessed other than by ld.param/st.param",
          name_of (base, b, sizeof b));
  if (nm && nm->kind == N_SYMALIAS)
    {
      I->a = sym_slot (P, nm->alias, strlen (nm->alias), 0, o->line);
      I->off = base->addend;
      return;
    }
  if (base->s[0] == '%' && sreg_from (base->s, base->len) < 0)
    perr (P, o->line, "undeclared register '%s'", name_of (base, b, sizeof b));
  I->a = sym_slot (P, base->s, base->len, 0, o->line);
  I->off = base->addend;
}

/* Param operand of ld.param/st.param: offset in the frame's param area.  */
static void
param_operand (struct parser *P, struct insn *I, const struct opnd *o, uint32_t width)
{
  char b[256];
  if (o->kind != O_MEM || o->sub->kind != O_REG)
    perr (P, o->line, "ld.param/st.param needs [param-name]");
  const struct opnd *base = o->sub;
  struct name *nm = lookup (P, base->s, base->len);
  if (!nm || nm->kind != N_PARAM)
    {
      uint32_t slot, cnt;
      if (reg_lookup (P, base->s, base->len, &slot, &cnt))
        perr (P, o->line, "ld.param/st.param through a register address ('%s') "
              "is not supported", name_of (base, b, sizeof b));
      perr (P, o->line, "'%s' is not a .param variable of this scope",
            name_of (base, b, sizeof b));
    }
  if (base->addend < 0 || (uint64_t) base->addend + width > nm->size)
    perr (P, o->line, "access of %u bytes at offset %lld of the %u-byte .param '%s'",
          width, (long long) base->addend, nm->size, name_of (base, b, sizeof b));
  I->off = nm->slot + base->addend;
}

/* Vector data operand: {a, b, ...} or a vector register.  */
static void
vec_operand (struct parser *P, struct insn *I, const struct opnd *o, int n, int is_dst, int type)
{
  if (o->kind == O_VEC)
    {
      if (o->nsub != n)
        perr (P, o->line, "vector of %d elements for a .v%d operation", o->nsub, n);
      for (int i = 0; i < n; i++)
        I->v[i] = is_dst ? dst (P, &o->sub[i]) : src (P, I, &o->sub[i], type);
      return;
    }
  if (o->kind == O_REG)
    {
      uint32_t slot, cnt;
      if (reg_lookup (P, o->s, o->len, &slot, &cnt) && cnt == (uint32_t) n)
        {
          for (int i = 0; i < n; i++)
            I->v[i] = slot + (uint32_t) i;
          return;
        }
    }
  perr (P, o->line, "expected a vector operand of %d elements", n);
}

/* ---------- modifiers ---------- */

struct mods
{
  int types[4];
  int ntypes;
  int space;
  int vec;
  int cmp, bop, rnd;
  int flags;
  const char *unknown;
  uint32_t unknown_len;
  int parts_used;
};

static int
cmp_from (const char *s, uint32_t n)
{
  static const char *const names[] = { "eq", "ne", "lt", "le", "gt", "ge", "lo",
    "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan" };
  for (int i = 0; i < 18; i++)
    if (strlen (names[i]) == n && memcmp (names[i], s, n) == 0)
      return i;
  return -1;
}

static int
rnd_from (const char *s, uint32_t n)
{
  static const char *const names[] = { "", "rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi" };
  for (int i = 1; i < 9; i++)
    if (strlen (names[i]) == n && memcmp (names[i], s, n) == 0)
      return i;
  return -1;
}

/* Qualifiers that change nothing in a sequentially consistent, cache-less
   emulation.  */
static int
ignorable (const char *s, uint32_t n)
{
  static const char *const names[] = { "relaxed", "acquire", "release", "acq_rel",
    "sc", "weak", "mmio", "cta", "gpu", "sys", "cluster", "ca", "cg", "cs", "lu",
    "cv", "wb", "wt", "uni", "aligned", "noftz", "unified", NULL };
  for (int i = 0; names[i]; i++)
    if (strlen (names[i]) == n && memcmp (names[i], s, n) == 0)
      return 1;
  if ((n > 4 && memcmp (s, "L1::", 4) == 0) || (n > 4 && memcmp (s, "L2::", 4) == 0))
    return 1;
  return 0;
}

/* ---------- instruction decoding ---------- */

static void
bad_insn (struct parser *P, const char *what, const char *s, uint32_t n)
{
  const char *e = P->stmt_start;
  const char *q = e;
  while (*q && *q != ';' && *q != '\n')
    q++;
  perr (P, P->t.line, "%s '%.*s' in '%.*s'", what, (int) n, s, (int) (q - e), e);
}

/* Parse the generic modifiers of parts[1..]; op-specific words are
   handled by the caller through the callback table WORDS (returns 1 when
   the word was consumed).  */
typedef int (*word_fn) (struct parser *P, struct insn *I, const char *s, uint32_t n);

static void
parse_mods (struct parser *P, struct insn *I, const struct parts *pp, struct mods *M,
            word_fn words)
{
  memset (M, 0, sizeof *M);
  M->space = -1;
  M->cmp = -1;
  M->vec = 1;
  for (int i = 1; i < pp->count; i++)
    {
      const char *s = pp->s[i];
      uint32_t n = pp->n[i];
      int t, v;
      if (words && words (P, I, s, n))
        continue;
      if ((t = type_from (s, n)) != T_NONE)
        {
          if (M->ntypes == 4)
            bad_insn (P, "too many types", s, n);
          M->types[M->ntypes++] = t;
        }
      else if ((v = space_from (s, n)) >= 0)
        M->space = v;
      else if (n == 2 && s[0] == 'v' && (s[1] == '2' || s[1] == '4'))
        M->vec = s[1] - '0';
      else if ((v = rnd_from (s, n)) >= 0)
        M->rnd = v;
      else if (n == 3 && memcmp (s, "ftz", 3) == 0)
        M->flags |= F_FTZ;
      else if (n == 3 && memcmp (s, "sat", 3) == 0)
        M->flags |= F_SAT;
      else if (n == 6 && memcmp (s, "approx", 6) == 0)
        M->flags |= F_APPROX;
      else if (n == 4 && memcmp (s, "full", 4) == 0)
        M->flags |= F_APPROX;
      else if (ignorable (s, n))
        ;
      else
        bad_insn (P, "unsupported modifier", s, n);
    }
}

/* The index of the word S (N bytes) among the COUNT NAMES, or -1.  */
static int
name_index (const char *const *names, int count, const char *s, uint32_t n)
{
  for (int i = 0; i < count; i++)
    if (strlen (names[i]) == n && memcmp (names[i], s, n) == 0)
      return i;
  return -1;
}

/* The mode word of atom, red, redux, shfl, vote and testp (one of the COUNT MODES: its
   index in I->mod, F_HAS_B marking it seen) or, with SYNC_OK, .sync.  */
static int
mode_word (struct insn *I, const char *const *modes, int count, int sync_ok,
           const char *s, uint32_t n)
{
  int i = name_index (modes, count, s, n);
  if (i >= 0)
    return I->mod = (uint8_t) i, I->flags |= F_HAS_B, 1;
  if (sync_ok && n == 4 && memcmp (s, "sync", 4) == 0)
    return I->flags |= F_SYNC, 1;
  return 0;
}

static int
w_none (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P; (void) I; (void) s; (void) n;
  return 0;
}

static int
w_ld (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  if (n == 2 && memcmp (s, "nc", 2) == 0)
    return I->flags |= F_NC, 1;
  if (n == 8 && memcmp (s, "volatile", 8) == 0)
    return I->flags |= F_VOLATILE, 1;
  return 0;
}

static int
w_mul (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  if (n == 2 && memcmp (s, "hi", 2) == 0)
    return I->flags |= F_HI, 1;
  if (n == 2 && memcmp (s, "lo", 2) == 0)
    return 1;
  if (n == 4 && memcmp (s, "wide", 4) == 0)
    return I->flags |= F_WIDE, 1;
  if (n == 2 && memcmp (s, "cc", 2) == 0)
    return I->flags |= F_CC, 1;
  return 0;
}

static int
w_setp (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  int c = cmp_from (s, n);
  if (c >= 0 && !(I->flags & F_HAS_B))
    {
      I->mod = (uint8_t) c;
      I->flags |= F_HAS_B;   /* marks "cmp seen" during parsing */
      return 1;
    }
  if (n == 3 && memcmp (s, "and", 3) == 0) return I->mod2 = BOOL_AND, 1;
  if (n == 2 && memcmp (s, "or", 2) == 0) return I->mod2 = BOOL_OR, 1;
  if (n == 3 && memcmp (s, "xor", 3) == 0) return I->mod2 = BOOL_XOR, 1;
  return 0;
}

static int
w_atom (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  static const char *const names[] = { "add", "min", "max", "inc", "dec", "and", "or",
    "xor", "exch", "cas" };
  return mode_word (I, names, 10, 0, s, n);
}

static int
w_shfl (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  static const char *const names[] = { "up", "down", "bfly", "idx" };
  return mode_word (I, names, 4, 1, s, n);
}

static int
w_vote (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  static const char *const names[] = { "all", "any", "uni", "ballot" };
  return mode_word (I, names, 4, 1, s, n);
}

static int
w_shf (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  if (n == 1 && s[0] == 'l') return I->flags |= F_LEFT, 1;
  if (n == 1 && s[0] == 'r') return 1;
  if (n == 4 && memcmp (s, "wrap", 4) == 0) return I->flags |= F_WRAP, 1;
  if (n == 5 && memcmp (s, "clamp", 5) == 0) return 1;
  return 0;
}

static int
w_bfind (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  if (n == 8 && memcmp (s, "shiftamt", 8) == 0) return I->flags |= F_WRAP, 1;
  return 0;
}

static int
w_testp (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  static const char *const names[] = { "finite", "infinite", "number", "notanumber",
    "normal", "subnormal" };
  return mode_word (I, names, 6, 0, s, n);
}

static int
w_prmt (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  static const char *const names[] = { "f4e", "b4e", "rc8", "ecl", "ecr", "rc16" };
  int i = name_index (names, 6, s, n);
  if (i >= 0)
    return I->mod = (uint8_t) (i + 1), 1;
  return 0;
}

static int
w_vop (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  if (n == 3 && memcmp (s, "add", 3) == 0) return I->mod2 = 1, 1;
  if (n == 3 && memcmp (s, "min", 3) == 0) return I->mod2 = 2, 1;
  if (n == 3 && memcmp (s, "max", 3) == 0) return I->mod2 = 3, 1;
  return 0;
}

static int
w_match (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  if (n == 3 && memcmp (s, "any", 3) == 0) return I->mod = 0, I->flags |= F_HAS_B, 1;
  if (n == 3 && memcmp (s, "all", 3) == 0) return I->mod = 1, I->flags |= F_HAS_B, 1;
  if (n == 4 && memcmp (s, "sync", 4) == 0) return I->flags |= F_SYNC, 1;
  return 0;
}

static int
w_redux (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  if (w_atom (P, I, s, n))
    return 1;
  if (n == 4 && memcmp (s, "sync", 4) == 0) return I->flags |= F_SYNC, 1;
  return 0;
}

static int
w_bar (struct parser *P, struct insn *I, const char *s, uint32_t n)
{
  (void) P;
  if (n == 4 && memcmp (s, "sync", 4) == 0) return I->mod = BAR_SYNC, 1;
  if (n == 6 && memcmp (s, "arrive", 6) == 0) return I->mod = BAR_ARRIVE, 1;
  if (n == 3 && memcmp (s, "red", 3) == 0) return I->flags |= F_RED, 1;
  if (n == 4 && memcmp (s, "popc", 4) == 0) return I->mod = BAR_RED_POPC, 1;
  if (n == 3 && memcmp (s, "and", 3) == 0) return I->mod = BAR_RED_AND, 1;
  if (n == 2 && memcmp (s, "or", 2) == 0) return I->mod = BAR_RED_OR, 1;
  if (n == 4 && memcmp (s, "warp", 4) == 0) return I->flags |= F_WIDE, 1;
  return 0;
}

/* The word a mode_word or w_setp marked seen (F_HAS_B) is required of
   OP (MISSING: what the error calls it); the mark is cleared, F_HAS_B
   meaning something else once decoded.  */
static void
take_mode (struct parser *P, struct insn *I, const char *op, const char *missing)
{
  if (!(I->flags & F_HAS_B))
    perr (P, P->t.line, "%s without %s", op, missing);
  I->flags &= (uint16_t) ~F_HAS_B;
}

static int
single_type (struct parser *P, const struct mods *M, const char *op)
{
  if (M->ntypes != 1)
    perr (P, P->t.line, "%s needs one type", op);
  return M->types[0];
}

/* A call operand that is a register or an immediate rather than a .param
   variable: PTX allows both for arguments and a register for the return
   value, and GCC passes a nested function's static chain so
   ("call (%value_in), inner, (%out_arg1, %chain);").  Give it a hidden
   .param of its own type in the caller's param area; an argument is
   stored there by a st.param emitted before the call (IS_RET 0), a
   return value loaded from it by a ld.param after it (IS_RET 1, under the
   call's guard).  Returns the param's offset, its size in *SIZE.  */
static uint32_t param_alloc (struct pfunc *F, uint32_t size, uint32_t align);

static uint32_t
call_operand_param (struct parser *P, const struct insn *call, const struct opnd *o,
                    int is_ret, uint32_t *size)
{
  char b[256];
  int type;
  uint32_t slot, cnt;
  if (o->kind == O_IMM && !is_ret)
    {
      /* An integer's low bytes are right for any integer formal
         (little-endian copy of the formal's size); a float literal has
         its own width (0f: f32; 0d and decimal: f64).  */
      type = o->nk == NK_F32 ? T_F32 : o->nk == NK_INT ? T_B64 : T_F64;
      slot = const_slot (P->F, imm_bits (P, o, type));
    }
  else if (o->kind == O_REG && !o->addend && !o->s2
           && reg_lookup (P, o->s, o->len, &slot, &cnt))
    {
      if (cnt > 1)
        perr (P, o->line, "vector register '%s' as a call operand", name_of (o, b, sizeof b));
      struct name *nm = lookup (P, o->s, o->len);
      if (!nm || nm->kind != N_REG)
        nm = lookup (P, o->s, o->len - 2);   /* a vector component, %v.x */
      type = nm->type;
      if (type == T_PRED)
        perr (P, o->line, "predicate '%s' as a call operand", name_of (o, b, sizeof b));
    }
  else
    perr (P, o->line, is_ret ? "call return value must be a .param variable or a register"
          : "call arguments must be .param variables, registers or immediates");
  *size = ptype_size[type];
  uint32_t off = param_alloc (P->F, *size, *size);
  struct insn I = *call;
  I.type = (uint8_t) type;
  I.vec = 1;
  I.off = off;
  I.v[0] = slot;
  if (is_ret)
    {
      I.op = OP_LD_PARAM;
      P->post = I;
      P->has_post = 1;
    }
  else
    {
      /* Unguarded: writing the hidden param is harmless when the call
         does not run.  */
      I.op = OP_ST_PARAM;
      I.guard = P->F->one_slot;
      I.gneg = 0;
      emit (P, &I);
    }
  return off;
}

/* One opcode's entry in optab: the family decoder that reads its
   modifiers and operands, the words only it takes (for parse_mods), the
   insn opcode it becomes, its source operand count (arithmetic) and a
   family-specific variant (vop's operation; 1 for red, atom without a
   result).  */
struct opdesc;
typedef void (*decode_fn) (struct parser *P, struct insn *I, const struct parts *pp,
                           struct opbuf *B, const struct opdesc *D);
struct opdesc
{
  const char *name;
  decode_fn fn;
  word_fn words;
  uint8_t op;
  uint8_t nsrc;
  uint8_t variant;
};

/* The second destination of "setp ... p|q, ..." (shfl, match alike): the
   complement (or the in-range flag) goes to d2.  */
static void
pred_pair_out (struct parser *P, struct insn *I, const struct opnd *o)
{
  if (o->s2)
    {
      struct opnd q = *o;
      q.s = q.s2;
      q.len = q.len2;
      q.s2 = NULL;
      I->d2 = dst (P, &q);
      I->flags |= F_PRED_OUT;
    }
}

/* Modifiers of an instruction that takes none but .uni (bra, call, ret).  */
static void
only_uni (struct parser *P, const struct parts *pp)
{
  for (int i = 1; i < pp->count; i++)
    if (!peq (pp, i, "uni"))
      bad_insn (P, "unsupported modifier", pp->s[i], pp->n[i]);
}

/* mov.v2.u32 d, {a, b} (or between vector registers): element moves,
   all but the last emitted, the last left in I.  */
static void
dec_mov_elements (struct parser *P, struct insn *I, const struct opnd *o, int vec, int t)
{
  struct insn tmpI = *I;
  vec_operand (P, &tmpI, &o[0], vec, 1, t);
  uint32_t dv[4];
  memcpy (dv, tmpI.v, sizeof dv);
  vec_operand (P, &tmpI, &o[1], vec, 0, t);
  for (int i = 0; i < vec; i++)
    {
      struct insn J = *I;
      J.op = OP_MOV;
      J.d = dv[i];
      J.a = tmpI.v[i];
      J.vec = 1;
      if (i < vec - 1)
        emit (P, &J);
      else
        *I = J;
    }
}

/* mov.b64 between a .v2.u32 (.v4.u16...) register and a scalar: pack or
   unpack its elements; between two vector registers, element moves.
   Returns 0, I untouched, when neither operand is a vector register.  */
static int
dec_mov_vreg (struct parser *P, struct insn *I, const struct opnd *o, int t)
{
  uint32_t ds, dc = 0, ss, sc = 0;
  int dv = o[0].kind == O_REG && reg_lookup (P, o[0].s, o[0].len, &ds, &dc) && dc > 1;
  int sv = o[1].kind == O_REG && reg_lookup (P, o[1].s, o[1].len, &ss, &sc) && sc > 1;
  if (dv && sv)
    {
      if (dc != sc)
        perr (P, o[0].line, "mov between vector registers of different lengths");
      for (uint32_t i = 0; i < dc; i++)
        {
          struct insn J = *I;
          J.op = OP_MOV;
          J.d = ds + i;
          J.a = ss + i;
          if (i < dc - 1)
            emit (P, &J);
          else
            *I = J;
        }
      return 1;
    }
  if (sv)
    {
      I->op = OP_MOV_PACK;
      I->d = dst (P, &o[0]);
      I->vec = (uint8_t) sc;
      for (uint32_t i = 0; i < sc; i++)
        I->v[i] = ss + i;
      return 1;
    }
  if (dv)
    {
      I->op = OP_MOV_UNPACK;
      I->vec = (uint8_t) dc;
      for (uint32_t i = 0; i < dc; i++)
        I->v[i] = ds + i;
      I->a = src (P, I, &o[1], t);
      return 1;
    }
  return 0;
}

/* mov: a plain move, a special register's read, or a pack or unpack of
   vector elements ({a, b} operands, vector registers, .v2/.v4).  */
static void
dec_mov (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
         const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  int t = single_type (P, &M, "mov");
  I->type = (uint8_t) t;
  need_ops (P, B, 2, 2, "mov");
  if (M.vec > 1)
    {
      dec_mov_elements (P, I, o, M.vec, t);
      return;
    }
  if (o[1].kind == O_VEC)
    {
      I->op = OP_MOV_PACK;
      I->d = dst (P, &o[0]);
      I->vec = (uint8_t) o[1].nsub;
      if (o[1].nsub != 2 && o[1].nsub != 4)
        perr (P, o[1].line, "mov pack of %d elements", o[1].nsub);
      for (int i = 0; i < o[1].nsub; i++)
        I->v[i] = src (P, I, &o[1].sub[i], T_NONE);
      return;
    }
  if (o[0].kind == O_VEC)
    {
      I->op = OP_MOV_UNPACK;
      I->vec = (uint8_t) o[0].nsub;
      if (o[0].nsub != 2 && o[0].nsub != 4)
        perr (P, o[0].line, "mov unpack into %d elements", o[0].nsub);
      for (int i = 0; i < o[0].nsub; i++)
        I->v[i] = dst (P, &o[0].sub[i]);
      I->a = src (P, I, &o[1], T_NONE);
      return;
    }
  if (dec_mov_vreg (P, I, o, t))
    return;
  I->d = dst (P, &o[0]);
  if (o[1].kind == O_REG)
    {
      uint32_t slot, cnt;
      if (!reg_lookup (P, o[1].s, o[1].len, &slot, &cnt))
        {
          int sr = sreg_from (o[1].s, o[1].len);
          if (sr >= 0)
            {
              I->op = OP_MOV_SREG;
              I->mod = (uint8_t) sr;
              return;
            }
        }
    }
  I->op = OP_MOV;
  I->a = src (P, I, &o[1], t);
}

/* ld, ldu, st: a memory or .param access, scalar or .v2/.v4.  */
static void
dec_ldst (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  int is_ld = D->op == OP_LD;
  parse_mods (P, I, pp, &M, D->words);
  int t = single_type (P, &M, D->name);
  I->type = (uint8_t) t;
  I->vec = (uint8_t) M.vec;
  I->space = (uint8_t) (M.space < 0 ? SP_GENERIC : M.space);
  need_ops (P, B, 2, 2, D->name);
  if ((I->flags & F_NC) && I->space != SP_GLOBAL)
    perr (P, P->t.line, ".nc needs .global");
  if (!is_ld && I->space == SP_CONST)
    perr (P, P->t.line, "st.const is not a PTX instruction");
  uint32_t width = (uint32_t) ptype_size[t] * M.vec;
  const struct opnd *mo = is_ld ? &o[1] : &o[0];
  const struct opnd *vo = is_ld ? &o[0] : &o[1];
  if (I->space == SP_PARAM)
    {
      I->op = is_ld ? OP_LD_PARAM : OP_ST_PARAM;
      param_operand (P, I, mo, width);
    }
  else
    {
      I->op = is_ld ? OP_LD : OP_ST;
      mem_operand (P, I, mo);
    }
  if (M.vec > 1)
    vec_operand (P, I, vo, M.vec, is_ld, t);
  else if (is_ld)
    I->v[0] = dst (P, vo);
  else
    I->v[0] = src (P, I, vo, t);
}

/* prefetch, prefetchu: a no-op; only the modifiers are checked.  */
static void
dec_prefetch (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
              const struct opdesc *D)
{
  (void) B; (void) D;
  for (int i = 1; i < pp->count; i++)
    if (space_from (pp->s[i], pp->n[i]) < 0 && !peq (pp, i, "L1") && !peq (pp, i, "L2")
        && !ignorable (pp->s[i], pp->n[i]))
      bad_insn (P, "unsupported modifier", pp->s[i], pp->n[i]);
  I->op = OP_NOP;
}

/* atom (d, [a], b[, c]) and red ([a], b[, c]: the result to the sink).  */
static void
dec_atom (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  const char *name = D->name;
  parse_mods (P, I, pp, &M, D->words);
  take_mode (P, I, name, "an operation");
  int t = single_type (P, &M, name);
  if (M.vec > 1)
    perr (P, P->t.line, "vector atomics are not supported");
  I->type = (uint8_t) t;
  I->op = OP_ATOM;
  I->space = (uint8_t) (M.space < 0 ? SP_GENERIC : M.space);
  if (I->space != SP_GENERIC && I->space != SP_GLOBAL && I->space != SP_SHARED)
    perr (P, P->t.line, "%s in the %s space", name, space_name[I->space]);
  int nsrc = I->mod == AT_CAS ? 2 : 1;
  if (D->variant)
    {
      I->flags |= F_RED;
      need_ops (P, B, 1 + nsrc, 1 + nsrc, name);
      mem_operand (P, I, &o[0]);
      I->d = P->F->sink_slot;
      I->b = src (P, I, &o[1], t);
      if (nsrc == 2)
        I->c = src (P, I, &o[2], t);
    }
  else
    {
      need_ops (P, B, 2 + nsrc, 2 + nsrc, name);
      I->d = dst (P, &o[0]);
      mem_operand (P, I, &o[1]);
      I->b = src (P, I, &o[2], t);
      if (nsrc == 2)
        I->c = src (P, I, &o[3], t);
    }
  if (t_float (t) && I->mod != AT_ADD && I->mod != AT_EXCH)
    perr (P, P->t.line, "floating-point %s other than add", name);
}

/* cvta[.to].space[.type] d, a.  */
static void
dec_cvta (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  (void) D;
  struct opnd *o = B->ops;
  int to = 0;
  int sp = -1, t = T_NONE;
  for (int i = 1; i < pp->count; i++)
    {
      int v;
      if (peq (pp, i, "to"))
        to = 1;
      else if ((v = space_from (pp->s[i], pp->n[i])) >= 0)
        sp = v;
      else if ((v = type_from (pp->s[i], pp->n[i])) != T_NONE)
        t = v;
      else
        bad_insn (P, "unsupported modifier", pp->s[i], pp->n[i]);
    }
  if (sp < 0 || sp == SP_PARAM)
    perr (P, P->t.line, "cvta needs .global, .shared, .local or .const");
  need_ops (P, B, 2, 2, "cvta");
  I->op = to ? OP_CVTA_TO : OP_CVTA;
  I->space = (uint8_t) sp;
  I->type = (uint8_t) (t ? t : T_U64);
  I->d = dst (P, &o[0]);
  I->a = src (P, I, &o[1], T_U64);
}

/* isspacep.space p, a.  */
static void
dec_isspacep (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
              const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  if (M.space < 0)
    perr (P, P->t.line, "isspacep needs a space");
  need_ops (P, B, 2, 2, "isspacep");
  I->op = OP_ISSPACEP;
  I->space = (uint8_t) M.space;
  I->d = dst (P, &o[0]);
  I->a = src (P, I, &o[1], T_U64);
}

/* Arithmetic with one type: d, a[, b[, c[, e]]], D->nsrc sources.  */
static void
dec_arith (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
           const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  const char *name = D->name;
  int op = D->op;
  parse_mods (P, I, pp, &M, D->words);
  if ((I->flags & F_CC) && op != OP_ADD && op != OP_SUB
      && op != OP_ADDC && op != OP_SUBC && op != OP_MAD)
    perr (P, P->t.line, ".cc on %s", name);
  if (op == OP_TESTP)
    {
      take_mode (P, I, "testp", "a test");
    }
  int t = single_type (P, &M, name);
  I->op = (uint8_t) op;
  I->type = (uint8_t) t;
  I->mod2 = (uint8_t) M.rnd;
  I->flags |= (uint16_t) M.flags;
  if (M.vec > 1)
    perr (P, P->t.line, "vector %s", name);
  if (t == T_F16X2 || t == T_B128)
    bad_insn (P, "unsupported type", ptype_name[t], (uint32_t) strlen (ptype_name[t]));
  int nsrc = D->nsrc;
  need_ops (P, B, 1 + nsrc, 1 + nsrc, name);
  I->d = dst (P, &o[0]);
  /* Source types: shift amounts and bfe/bfi positions are u32;
     selp's predicate; mul.wide sources have the given type.  */
  for (int i = 0; i < nsrc; i++)
    {
      int st = t;
      if ((I->op == OP_SHL || I->op == OP_SHR) && i == 1) st = T_U32;
      if (I->op == OP_BFE && i >= 1) st = T_U32;
      if (I->op == OP_BFI && i >= 2) st = T_U32;
      if (I->op == OP_SHF && i == 2) st = T_U32;
      if (I->op == OP_SELP && i == 2) st = T_PRED;
      if (I->op == OP_MAD && (I->flags & F_WIDE) && i == 2)
        st = t == T_S32 ? T_S64 : t == T_U32 ? T_U64 : t == T_S16 ? T_S32 : T_U32;
      uint32_t s = src (P, I, &o[1 + i], st);
      if (i == 0) I->a = s;
      else if (i == 1) I->b = s;
      else if (i == 2) I->c = s;
      else I->e = s;
    }
  if (I->op == OP_TESTP && !t_float (t))
    perr (P, P->t.line, "testp of a non-float type");
}

/* setp (p[|q], a, b[, c]) and set (d, a, b[, c]; two types).  */
static void
dec_setp (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  const char *name = D->name;
  parse_mods (P, I, pp, &M, D->words);
  take_mode (P, I, name, "a comparison");
  I->flags |= (uint16_t) (M.flags & F_FTZ);
  int nsrc = I->mod2 ? 3 : 2;
  if (D->op == OP_SET)
    {
      if (M.ntypes != 2)
        perr (P, P->t.line, "set needs a destination and a source type");
      I->op = OP_SET;
      I->type2 = (uint8_t) M.types[1];
      I->type = (uint8_t) M.types[0];
      need_ops (P, B, 1 + nsrc, 1 + nsrc, name);
      I->d = dst (P, &o[0]);
    }
  else
    {
      I->op = OP_SETP;
      I->type2 = (uint8_t) single_type (P, &M, name);
      need_ops (P, B, 1 + nsrc, 1 + nsrc, name);
      I->d = dst (P, &o[0]);
      pred_pair_out (P, I, &o[0]);
    }
  if (cmp_from ("lo", 2) == I->mod && t_float (I->type2))
    perr (P, P->t.line, "unsigned comparison of floats");
  I->a = src (P, I, &o[1], I->type2);
  I->b = src (P, I, &o[2], I->type2);
  if (nsrc == 3)
    {
      I->c = src (P, I, &o[3], T_PRED);
      if (o[3].neg)
        I->flags |= F_NEGC;
    }
}

/* slct.dtype.ctype d, a, b, c.  */
static void
dec_slct (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  if (M.ntypes != 2)
    perr (P, P->t.line, "slct needs two types");
  I->op = OP_SLCT;
  I->type = (uint8_t) M.types[0];
  I->type2 = (uint8_t) M.types[1];
  I->flags |= (uint16_t) (M.flags & F_FTZ);
  need_ops (P, B, 4, 4, "slct");
  I->d = dst (P, &o[0]);
  I->a = src (P, I, &o[1], I->type);
  I->b = src (P, I, &o[2], I->type);
  I->c = src (P, I, &o[3], I->type2);
}

/* cvt.dtype.atype d, a.  */
static void
dec_cvt (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
         const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  if (M.ntypes != 2)
    perr (P, P->t.line, "cvt needs two types");
  I->op = OP_CVT;
  I->type = (uint8_t) M.types[0];
  I->type2 = (uint8_t) M.types[1];
  I->mod = (uint8_t) M.rnd;
  I->flags |= (uint16_t) M.flags;
  if (I->type == T_F16X2 || I->type2 == T_F16X2 || I->type == T_B128)
    perr (P, P->t.line, "cvt with f16x2 is not supported");
  need_ops (P, B, 2, 2, "cvt");
  I->d = dst (P, &o[0]);
  I->a = src (P, I, &o[1], I->type2);
}

/* The scalar video instructions (vadd, vsub, vabsdiff, vmin, vmax;
   D->variant their operation): three 32-bit integer types, an optional
   secondary operation on c.  */
static void
dec_vop (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
         const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  const char *name = D->name;
  parse_mods (P, I, pp, &M, D->words);
  if (M.ntypes != 3)
    perr (P, P->t.line, "%s needs three types", name);
  for (int i = 0; i < 3; i++)
    if (ptype_size[M.types[i]] != 4 || t_float (M.types[i]))
      perr (P, P->t.line, "%s: only 32-bit integer types", name);
  I->op = OP_VOP;
  I->mod = D->variant;
  I->type = (uint8_t) M.types[0];
  I->type2 = (uint8_t) M.types[1];
  I->space = (uint8_t) M.types[2];   /* btype */
  I->flags |= (uint16_t) (M.flags & F_SAT);
  int nsrc = I->mod2 ? 3 : 2;
  need_ops (P, B, 1 + nsrc, 1 + nsrc, name);
  for (int i = 0; i < B->n; i++)
    if (o[i].kind == O_REG && o[i].len > 2 && o[i].s[o[i].len - 2] == '.'
        && !lookup (P, o[i].s, o[i].len))
      perr (P, o[i].line, "%s: byte/half-word selectors are not supported", name);
  I->d = dst (P, &o[0]);
  I->a = src (P, I, &o[1], I->type2);
  I->b = src (P, I, &o[2], I->space);
  if (nsrc == 3)
    I->c = src (P, I, &o[3], T_U32);
}

/* bra label: the target is fixed up when the function ends.  */
static void
dec_bra (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
         const struct opdesc *D)
{
  (void) D;
  struct opnd *o = B->ops;
  only_uni (P, pp);
  need_ops (P, B, 1, 1, "bra");
  if (o[0].kind != O_REG)
    perr (P, o[0].line, "bra needs a label");
  I->op = OP_BRA;
  GROW (P->lfix, P->nlfix, P->caplfix);
  P->lfix[P->nlfix].insn = P->F->ninsns;
  P->lfix[P->nlfix].name = xstrndup (o[0].s, o[0].len);
  P->lfix[P->nlfix].line = o[0].line;
  P->nlfix++;
}

/* brx.idx: not supported.  */
static void
dec_brx (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
         const struct opdesc *D)
{
  (void) I; (void) pp; (void) B; (void) D;
  perr (P, P->t.line, "brx.idx is not supported");
}

/* A call's return value, O a list of at most one .param variable or
   register, into CI.  */
static void
call_return (struct parser *P, struct insn *I, struct callinfo *ci, const struct opnd *o)
{
  if (o->nsub > 1)
    perr (P, o->line, "more than one return value");
  if (o->nsub == 1)
    {
      struct name *nm = o->sub[0].kind == O_REG
        ? lookup (P, o->sub[0].s, o->sub[0].len) : NULL;
      if (nm && nm->kind == N_PARAM)
        {
          ci->ret_off = (int32_t) nm->slot;
          ci->ret_size = nm->size;
        }
      else
        ci->ret_off = (int32_t) call_operand_param (P, I, &o->sub[0], 1, &ci->ret_size);
    }
}

/* A call's arguments, O a list of .param variables, registers and
   immediates, into CI: the first 16 inline, all of them in more_off
   and more_size when there are more.  */
static void
call_arguments (struct parser *P, struct insn *I, struct callinfo *ci, const struct opnd *o)
{
  ci->nargs = (uint32_t) o->nsub;
  if (ci->nargs > 16)
    {
      ci->more_off = xcalloc (ci->nargs, sizeof (uint32_t));
      ci->more_size = xcalloc (ci->nargs, sizeof (uint32_t));
    }
  for (int i = 0; i < o->nsub; i++)
    {
      struct name *nm = o->sub[i].kind == O_REG
        ? lookup (P, o->sub[i].s, o->sub[i].len) : NULL;
      uint32_t off, size;
      if (nm && nm->kind == N_PARAM)
        {
          off = nm->slot;
          size = nm->size;
        }
      else
        off = call_operand_param (P, I, &o->sub[i], 0, &size);
      if (i < 16)
        {
          ci->arg_off[i] = off;
          ci->arg_size[i] = size;
        }
      if (ci->more_off)
        {
          ci->more_off[i] = off;
          ci->more_size[i] = size;
        }
    }
}

/* call [(ret),] target[, (args)][, prototype]: a callinfo of the
   function; a direct target is resolved at link time.  */
static void
dec_call (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  (void) D;
  struct opnd *o = B->ops;
  only_uni (P, pp);
  int k = 0;
  struct pfunc *F = P->F;
  GROW (F->calls, F->ncalls, F->capcalls);
  struct callinfo *ci = &F->calls[F->ncalls];
  memset (ci, 0, sizeof *ci);
  ci->ret_off = -1;
  ci->callee = -1;
  if (k < B->n && o[k].kind == O_LIST)
    call_return (P, I, ci, &o[k++]);
  if (k >= B->n || o[k].kind != O_REG)
    perr (P, P->t.line, "call without a target");
  const struct opnd *tg = &o[k++];
  uint32_t slot, cnt;
  if (reg_lookup (P, tg->s, tg->len, &slot, &cnt))
    ci->target_slot = slot;
  else
    {
      GROW (F->crel, F->ncrel, F->capcrel);
      F->crel[F->ncrel++] = (struct creloc) { F->ncalls, xstrndup (tg->s, tg->len), tg->line };
      ci->callee = -2;   /* resolved at link time */
    }
  if (k < B->n && o[k].kind == O_LIST)
    call_arguments (P, I, ci, &o[k++]);
  if (k < B->n)
    {
      if (o[k].kind != O_REG)
        perr (P, P->t.line, "unexpected call operand");
      k++;  /* prototype or target list: the callee's own signature is used */
    }
  if (k != B->n)
    perr (P, P->t.line, "unexpected call operands");
  I->op = OP_CALL;
  I->target = F->ncalls++;
}

/* ret, exit, trap, brkpt: no operands.  */
static void
dec_noarg (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
           const struct opdesc *D)
{
  only_uni (P, pp);
  need_ops (P, B, 0, 0, D->name);
  I->op = D->op;
}

/* membar, fence: no-ops in a sequentially consistent emulation.  */
static void
dec_fence (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
           const struct opdesc *D)
{
  for (int i = 1; i < pp->count; i++)
    if (!ignorable (pp->s[i], pp->n[i]) && !peq (pp, i, "gl") && !peq (pp, i, "proxy")
        && !peq (pp, i, "alias") && !peq (pp, i, "async"))
      bad_insn (P, "unsupported modifier", pp->s[i], pp->n[i]);
  need_ops (P, B, 0, 0, D->name);
  I->op = OP_NOP;
}

/* nanosleep, pmevent: no-ops, modifiers and operands unchecked.  */
static void
dec_nop (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
         const struct opdesc *D)
{
  (void) P; (void) pp; (void) B; (void) D;
  I->op = OP_NOP;
}

/* bar, barrier: .sync/.arrive a[, b], .red.popc/.and/.or d, a[, b], c,
   and bar.warp.sync membermask.  */
static void
dec_bar (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
         const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  I->mod = 255;
  parse_mods (P, I, pp, &M, D->words);
  if (I->flags & F_WIDE)
    {
      /* bar.warp.sync membermask */
      I->flags &= (uint16_t) ~F_WIDE;
      need_ops (P, B, 1, 1, "bar.warp.sync");
      I->op = OP_BAR_WARP;
      I->a = src (P, I, &o[0], T_U32);
      return;
    }
  if (I->mod == 255)
    perr (P, P->t.line, "bar without .sync/.arrive/.red");
  I->op = OP_BAR;
  if (I->flags & F_RED)
    {
      I->flags &= (uint16_t) ~F_RED;
      if (I->mod == BAR_SYNC || I->mod == BAR_ARRIVE)
        perr (P, P->t.line, "bar.red without an operation");
      need_ops (P, B, 3, 4, "bar.red");
      I->d = dst (P, &o[0]);
      I->a = src (P, I, &o[1], T_U32);
      if (B->n == 4)
        {
          I->b = src (P, I, &o[2], T_U32);
          I->flags |= F_HAS_B;
        }
      I->c = src (P, I, &o[B->n - 1], T_PRED);
      if (o[B->n - 1].neg)
        I->flags |= F_NEGC;
      return;
    }
  if (I->mod != BAR_SYNC && I->mod != BAR_ARRIVE)
    perr (P, P->t.line, "bar.popc/and/or without .red");
  need_ops (P, B, I->mod == BAR_ARRIVE ? 2 : 1, 2, D->name);
  I->a = src (P, I, &o[0], T_U32);
  if (B->n == 2)
    {
      I->b = src (P, I, &o[1], T_U32);
      I->flags |= F_HAS_B;
    }
}

/* shfl[.sync].mode.b32 d[|p], a, b, c[, membermask].  */
static void
dec_shfl (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  take_mode (P, I, "shfl", "a mode");
  if (single_type (P, &M, "shfl") != T_B32)
    perr (P, P->t.line, "shfl needs .b32");
  I->op = OP_SHFL;
  I->type = T_B32;
  int n = (I->flags & F_SYNC) ? 5 : 4;
  need_ops (P, B, n, n, "shfl");
  I->d = dst (P, &o[0]);
  pred_pair_out (P, I, &o[0]);
  I->a = src (P, I, &o[1], T_B32);
  I->b = src (P, I, &o[2], T_U32);
  I->c = src (P, I, &o[3], T_U32);
  I->e = n == 5 ? src (P, I, &o[4], T_U32) : P->F->one_slot;
}

/* vote[.sync].mode d, [!]p[, membermask].  */
static void
dec_vote (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
          const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  take_mode (P, I, "vote", "a mode");
  I->op = OP_VOTE;
  I->type = (uint8_t) single_type (P, &M, "vote");
  int n = (I->flags & F_SYNC) ? 3 : 2;
  need_ops (P, B, n, n, "vote");
  I->d = dst (P, &o[0]);
  I->a = src (P, I, &o[1], T_PRED);
  if (o[1].neg)
    I->flags |= F_NEGC;
  I->e = n == 3 ? src (P, I, &o[2], T_U32) : P->F->one_slot;
}

/* activemask d.  */
static void
dec_activemask (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
                const struct opdesc *D)
{
  struct mods M;
  parse_mods (P, I, pp, &M, D->words);
  need_ops (P, B, 1, 1, "activemask");
  I->op = OP_ACTIVEMASK;
  I->d = dst (P, &B->ops[0]);
}

/* match.any/.all.sync.type d[|p], a, membermask.  */
static void
dec_match (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
           const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  if (!(I->flags & F_HAS_B) || !(I->flags & F_SYNC))
    perr (P, P->t.line, "match needs .any/.all and .sync");
  I->flags &= (uint16_t) ~F_HAS_B;
  I->op = OP_MATCH;
  I->type = (uint8_t) single_type (P, &M, "match");
  need_ops (P, B, 3, 3, "match");
  I->d = dst (P, &o[0]);
  pred_pair_out (P, I, &o[0]);
  I->a = src (P, I, &o[1], I->type);
  I->e = src (P, I, &o[2], T_U32);
}

/* redux.sync.op.type d, a, membermask.  */
static void
dec_redux (struct parser *P, struct insn *I, const struct parts *pp, struct opbuf *B,
           const struct opdesc *D)
{
  struct mods M;
  struct opnd *o = B->ops;
  parse_mods (P, I, pp, &M, D->words);
  take_mode (P, I, "redux", "an operation");
  I->op = OP_REDUX;
  I->type = (uint8_t) single_type (P, &M, "redux");
  need_ops (P, B, 3, 3, "redux");
  I->d = dst (P, &o[0]);
  I->a = src (P, I, &o[1], I->type);
  I->e = src (P, I, &o[2], T_U32);
}

/* Every opcode ptxsim reads, with its family's decoder.  */
static const struct opdesc optab[] = {
  { "mov", dec_mov, w_none, OP_MOV, 0, 0 },
  { "ld", dec_ldst, w_ld, OP_LD, 0, 0 },
  { "ldu", dec_ldst, w_ld, OP_LD, 0, 0 },
  { "st", dec_ldst, w_ld, OP_ST, 0, 0 },
  { "prefetch", dec_prefetch, NULL, OP_NOP, 0, 0 },
  { "prefetchu", dec_prefetch, NULL, OP_NOP, 0, 0 },
  { "atom", dec_atom, w_atom, OP_ATOM, 0, 0 },
  { "red", dec_atom, w_atom, OP_ATOM, 0, 1 },
  { "cvta", dec_cvta, NULL, OP_CVTA, 0, 0 },
  { "isspacep", dec_isspacep, w_none, OP_ISSPACEP, 0, 0 },
  /* Arithmetic with one type: d, a[, b[, c[, e]]].  */
  { "add", dec_arith, w_mul, OP_ADD, 2, 0 },
  { "sub", dec_arith, w_mul, OP_SUB, 2, 0 },
  { "mul", dec_arith, w_mul, OP_MUL, 2, 0 },
  { "mad", dec_arith, w_mul, OP_MAD, 3, 0 },
  { "mul24", dec_arith, w_mul, OP_MUL24, 2, 0 },
  { "mad24", dec_arith, w_mul, OP_MAD24, 3, 0 },
  { "div", dec_arith, w_mul, OP_DIV, 2, 0 },
  { "rem", dec_arith, w_mul, OP_REM, 2, 0 },
  { "abs", dec_arith, w_mul, OP_ABS, 1, 0 },
  { "neg", dec_arith, w_mul, OP_NEG, 1, 0 },
  { "min", dec_arith, w_mul, OP_MIN, 2, 0 },
  { "max", dec_arith, w_mul, OP_MAX, 2, 0 },
  { "and", dec_arith, w_mul, OP_AND, 2, 0 },
  { "or", dec_arith, w_mul, OP_OR, 2, 0 },
  { "xor", dec_arith, w_mul, OP_XOR, 2, 0 },
  { "not", dec_arith, w_mul, OP_NOT, 1, 0 },
  { "cnot", dec_arith, w_mul, OP_CNOT, 1, 0 },
  { "shl", dec_arith, w_mul, OP_SHL, 2, 0 },
  { "shr", dec_arith, w_mul, OP_SHR, 2, 0 },
  { "popc", dec_arith, w_mul, OP_POPC, 1, 0 },
  { "clz", dec_arith, w_mul, OP_CLZ, 1, 0 },
  { "bfind", dec_arith, w_bfind, OP_BFIND, 1, 0 },
  { "brev", dec_arith, w_mul, OP_BREV, 1, 0 },
  { "bfe", dec_arith, w_mul, OP_BFE, 3, 0 },
  { "bfi", dec_arith, w_mul, OP_BFI, 4, 0 },
  { "prmt", dec_arith, w_prmt, OP_PRMT, 3, 0 },
  { "sad", dec_arith, w_mul, OP_SAD, 3, 0 },
  { "fma", dec_arith, w_mul, OP_FMA, 3, 0 },
  { "sqrt", dec_arith, w_mul, OP_SQRT, 1, 0 },
  { "rsqrt", dec_arith, w_mul, OP_RSQRT, 1, 0 },
  { "rcp", dec_arith, w_mul, OP_RCP, 1, 0 },
  { "sin", dec_arith, w_mul, OP_SIN, 1, 0 },
  { "cos", dec_arith, w_mul, OP_COS, 1, 0 },
  { "ex2", dec_arith, w_mul, OP_EX2, 1, 0 },
  { "lg2", dec_arith, w_mul, OP_LG2, 1, 0 },
  { "tanh", dec_arith, w_mul, OP_TANH, 1, 0 },
  { "copysign", dec_arith, w_mul, OP_COPYSIGN, 2, 0 },
  { "selp", dec_arith, w_mul, OP_SELP, 3, 0 },
  { "shf", dec_arith, w_shf, OP_SHF, 3, 0 },
  { "addc", dec_arith, w_mul, OP_ADDC, 2, 0 },
  { "subc", dec_arith, w_mul, OP_SUBC, 2, 0 },
  { "testp", dec_arith, w_testp, OP_TESTP, 1, 0 },
  { "setp", dec_setp, w_setp, OP_SETP, 0, 0 },
  { "set", dec_setp, w_setp, OP_SET, 0, 0 },
  { "slct", dec_slct, w_none, OP_SLCT, 0, 0 },
  { "cvt", dec_cvt, w_none, OP_CVT, 0, 0 },
  /* The scalar video instructions, their operation in variant.  */
  { "vadd", dec_vop, w_vop, OP_VOP, 0, 0 },
  { "vsub", dec_vop, w_vop, OP_VOP, 0, 1 },
  { "vabsdiff", dec_vop, w_vop, OP_VOP, 0, 2 },
  { "vmin", dec_vop, w_vop, OP_VOP, 0, 3 },
  { "vmax", dec_vop, w_vop, OP_VOP, 0, 4 },
  { "bra", dec_bra, NULL, OP_BRA, 0, 0 },
  { "brx", dec_brx, NULL, OP_BRA, 0, 0 },
  { "call", dec_call, NULL, OP_CALL, 0, 0 },
  { "ret", dec_noarg, NULL, OP_RET, 0, 0 },
  { "exit", dec_noarg, NULL, OP_EXIT, 0, 0 },
  { "trap", dec_noarg, NULL, OP_TRAP, 0, 0 },
  { "brkpt", dec_noarg, NULL, OP_BRKPT, 0, 0 },
  { "membar", dec_fence, NULL, OP_NOP, 0, 0 },
  { "fence", dec_fence, NULL, OP_NOP, 0, 0 },
  { "nanosleep", dec_nop, NULL, OP_NOP, 0, 0 },
  { "pmevent", dec_nop, NULL, OP_NOP, 0, 0 },
  { "bar", dec_bar, w_bar, OP_BAR, 0, 0 },
  { "barrier", dec_bar, w_bar, OP_BAR, 0, 0 },
  { "shfl", dec_shfl, w_shfl, OP_SHFL, 0, 0 },
  { "vote", dec_vote, w_vote, OP_VOTE, 0, 0 },
  { "activemask", dec_activemask, w_none, OP_ACTIVEMASK, 0, 0 },
  { "match", dec_match, w_match, OP_MATCH, 0, 0 },
  { "redux", dec_redux, w_redux, OP_REDUX, 0, 0 },
  { NULL, NULL, NULL, 0, 0, 0 }
};

/* Decode one instruction; the opcode token OPS has been read and the
   operands into B.  Its base name's entry in optab decodes the rest.  */
static void
decode (struct parser *P, struct insn *I, const char *ops, uint32_t opn, struct opbuf *B)
{
  struct parts pp;
  split_dots (P, ops, opn, &pp);
  for (const struct opdesc *D = optab; D->name; D++)
    if (peq (&pp, 0, D->name))
      {
        D->fn (P, I, &pp, B, D);
        return;
      }
  bad_insn (P, "unsupported instruction", pp.s[0], pp.n[0]);
}

/* ---------- declarations ---------- */

/* ".reg .u32 %r1, %r2<4>;" etc.; the directive token is current.  */
static void
parse_decl_type (struct parser *P, struct parts *pp, int *space, int *type,
                 int *vec, uint32_t *align, int *ptr_seen)
{
  /* Collect dotted words from this and following tokens until a name.  */
  for (;;)
    {
      for (int i = 0; i < pp->count; i++)
        {
          int v;
          if (pp->n[i] == 0)
            continue;
          if ((v = space_from (pp->s[i], pp->n[i])) >= 0 || peq (pp, i, "reg"))
            {
              if (*ptr_seen)
                continue;  /* .ptr .global: the pointee's space */
              *space = peq (pp, i, "reg") ? -2 : v;
            }
          else if ((v = type_from (pp->s[i], pp->n[i])) != T_NONE)
            *type = v;
          else if (pp->n[i] == 2 && pp->s[i][0] == 'v' && (pp->s[i][1] == '2' || pp->s[i][1] == '4'))
            *vec = pp->s[i][1] - '0';
          else if (peq (pp, i, "align"))
            {
              /* value follows as the next token */
              adv (P);
              *align = (uint32_t) expect_int (P);
              if (P->t.k == K_ID && P->t.s[0] == '.')
                {
                  split_dots (P, P->t.s, P->t.len, pp);
                  i = -1;
                  continue;
                }
              return;
            }
          else if (peq (pp, i, "ptr"))
            *ptr_seen = 1;
          else if (peq (pp, i, "visible") || peq (pp, i, "extern") || peq (pp, i, "weak")
                   || peq (pp, i, "common"))
            ;
          else
            perr (P, P->t.line, "unsupported declaration qualifier '.%.*s'",
                  (int) pp->n[i], pp->s[i]);
        }
      adv (P);
      if (P->t.k == K_ID && P->t.s[0] == '.')
        {
          split_dots (P, P->t.s, P->t.len, pp);
          continue;
        }
      return;
    }
}

/* Register the parameter NAME at the next offset of the function's
   param area.  */
static uint32_t
param_alloc (struct pfunc *F, uint32_t size, uint32_t align)
{
  if (align == 0)
    align = 1;
  uint32_t off = (F->f.param_bytes + align - 1) & ~(align - 1);
  F->f.param_bytes = off + size;
  return off;
}

/* One declared name with optional <N> range and [dims].  */
struct dname
{
  const char *s;
  uint32_t len;
  uint32_t range;       /* %r<N>: N, else 0 */
  uint64_t count;       /* array elements (product), 1 for scalars */
  int unsized;
};

static void
parse_dname (struct parser *P, struct dname *d)
{
  if (P->t.k != K_ID)
    perr (P, P->t.line, "expected a name in a declaration");
  d->s = P->t.s;
  d->len = P->t.len;
  d->range = 0;
  d->count = 1;
  d->unsized = 0;
  adv (P);
  if (is_p (P, '<'))
    {
      adv (P);
      d->range = (uint32_t) expect_int (P);
      expect_p (P, '>');
    }
  while (is_p (P, '['))
    {
      adv (P);
      if (is_p (P, ']'))
        {
          d->unsized = 1;
          adv (P);
          continue;
        }
      d->count *= expect_int (P);
      expect_p (P, ']');
    }
}

static void
declare_reg (struct parser *P, const char *s, uint32_t n, int type, int vec)
{
  struct name *nm = bind (P, s, n, N_REG);
  nm->slot = new_reg (P->F, (uint32_t) vec);
  nm->size = (uint32_t) vec;
  nm->type = type;
}

static void
declare_param (struct parser *P, const char *s, uint32_t n, uint32_t size, uint32_t align)
{
  struct name *nm = bind (P, s, n, N_PARAM);
  nm->slot = param_alloc (P->F, size, align);
  nm->size = size;
}

/* Function-body declaration: .reg/.param/.local/.shared/...  */
static void
parse_body_decl (struct parser *P)
{
  struct parts pp;
  split_dots (P, P->t.s, P->t.len, &pp);
  uint32_t line = P->t.line;
  if (peq (&pp, 0, "pragma"))
    {
      adv (P);
      while (P->t.k == K_STR || is_p (P, ','))
        adv (P);
      expect_p (P, ';');
      return;
    }
  if (peq (&pp, 0, "loc") || peq (&pp, 0, "file"))
    {
      uint32_t l = P->t.line;
      adv (P);
      while (P->t.k != K_EOF && P->t.line == l && !is_p (P, ';'))
        adv (P);
      return;
    }
  if (peq (&pp, 0, "maxnreg") || peq (&pp, 0, "maxntid") || peq (&pp, 0, "reqntid")
      || peq (&pp, 0, "minnctapersm"))
    perr (P, line, "directive '.%.*s' inside a function body", (int) pp.n[0], pp.s[0]);
  int space = -1, type = T_NONE, vec = 1, ptr = 0;
  uint32_t align = 0;
  parse_decl_type (P, &pp, &space, &type, &vec, &align, &ptr);
  if (space == -1)
    perr (P, line, "unsupported directive in a function body");
  if (type == T_NONE)
    perr (P, line, "declaration without a type");
  for (;;)
    {
      struct dname d;
      parse_dname (P, &d);
      uint32_t esize = (uint32_t) ptype_size[type] * (uint32_t) vec;
      if (space == -2)
        {
          if (d.count != 1 || d.unsized)
            perr (P, line, "register arrays are not supported");
          if (d.range)
            for (uint32_t i = 0; i < d.range; i++)
              {
                char nb[300];
                int len = snprintf (nb, sizeof nb, "%.*s%u", (int) d.len, d.s, i);
                declare_reg (P, nb, (uint32_t) len, type, vec);
              }
          else
            declare_reg (P, d.s, d.len, type, vec);
        }
      else if (space == SP_PARAM)
        {
          uint32_t sz = (uint32_t) (esize * d.count);
          uint32_t al = align ? align : esize;
          if (d.range)
            for (uint32_t i = 0; i < d.range; i++)
              {
                char nb[300];
                int len = snprintf (nb, sizeof nb, "%.*s%u", (int) d.len, d.s, i);
                declare_param (P, nb, (uint32_t) len, sz, al);
              }
          else
            declare_param (P, d.s, d.len, sz, al);
        }
      else if (space == SP_LOCAL)
        {
          struct pfunc *F = P->F;
          GROW (F->locals, F->f.nlocal, F->caplocals);
          uint64_t sz = esize * d.count;
          uint32_t al = align ? align : esize;
          if (al < 1) al = 1;
          if (al > 256) perr (P, line, "alignment %u too large", al);
          /* Frame layout: red zone, variable, red zone...  */
          uint32_t off = (F->f.local_frame + 32 + al - 1) & ~(al - 1);
          if (sz > (1u << 30))
            perr (P, line, ".local variable too large");
          F->locals[F->f.nlocal].off = off;
          F->locals[F->f.nlocal].size = (uint32_t) sz;
          F->locals[F->f.nlocal].name = NULL;
          F->f.local_frame = off + (uint32_t) sz;
          struct name *nm = bind (P, d.s, d.len, N_LOCAL);
          nm->slot = F->f.nlocal++;
        }
      else if (space == SP_SHARED || space == SP_GLOBAL || space == SP_CONST)
        {
          /* Function-scope static variable: a unit symbol of its own.  */
          char nb[600];
          int len = snprintf (nb, sizeof nb, "%s::%.*s::%u", P->F->f.name, (int) d.len,
                              d.s, P->u->fshared_n++);
          struct usym *y = usym_get (P->u, nb, (size_t) len, 1);
          y->kind = S_VAR;
          y->linkage = L_STATIC;
          y->defined = 1;
          y->space = space;
          y->align = align ? align : esize;
          y->size = esize * d.count;
          y->line = line;
          y->init = NULL;
          if (is_p (P, '='))
            perr (P, line, "initialized function-scope variables are not supported");
          struct name *nm = bind (P, d.s, d.len, N_SYMALIAS);
          nm->alias = xstrndup (nb, (size_t) len);
        }
      else
        perr (P, line, "unsupported declaration in a function body");
      if (!accept_p (P, ','))
        break;
    }
  expect_p (P, ';');
}

/* ---------- function headers ---------- */

struct sig
{
  struct pdecl p[64];
  int n;
  char *names[64];
  uint32_t namelen[64];
};

static void
parse_param_list (struct parser *P, struct sig *S)
{
  S->n = 0;
  expect_p (P, '(');
  while (!is_p (P, ')'))
    {
      if (P->t.k != K_ID || P->t.s[0] != '.')
        perr (P, P->t.line, "expected .param in a parameter list");
      struct parts pp;
      split_dots (P, P->t.s, P->t.len, &pp);
      int space = -1, type = T_NONE, vec = 1, ptr = 0;
      uint32_t align = 0;
      parse_decl_type (P, &pp, &space, &type, &vec, &align, &ptr);
      if (space != SP_PARAM)
        perr (P, P->t.line, "only .param parameters are supported");
      if (type == T_NONE)
        perr (P, P->t.line, "parameter without a type");
      struct dname d;
      parse_dname (P, &d);
      if (S->n == 64)
        perr (P, P->t.line, "too many parameters");
      uint32_t esize = (uint32_t) ptype_size[type] * (uint32_t) vec;
      S->p[S->n].size = (uint32_t) (esize * d.count);
      S->p[S->n].align = align ? align : esize;
      S->names[S->n] = (char *) d.s;
      S->namelen[S->n] = d.len;
      S->n++;
      if (!accept_p (P, ',') && !is_p (P, ')'))
        perr (P, P->t.line, "expected ',' or ')' in a parameter list");
    }
  adv (P);
}

static struct pfunc *
new_pfunc (struct parser *P, const char *name, uint32_t n)
{
  struct pfunc *F = xcalloc (1, sizeof *F);
  F->f.name = xstrndup (name, n);
  F->f.unit = 0;
  F->findex = -1;
  (void) P;
  return F;
}

static void finish_function (struct parser *P);

static void
parse_body (struct parser *P)
{
  /* current token: '{' (already consumed by the caller) */
  for (;;)
    {
      if (P->t.k == K_EOF)
        perr (P, P->t.line, "end of text inside a function body");
      if (is_p (P, '{'))
        {
          adv (P);
          scope_push (P);
          continue;
        }
      if (is_p (P, '}'))
        {
          scope_pop (P);
          adv (P);
          if (P->nscopes == 0)
            return;
          continue;
        }
      if (P->t.k == K_ID && P->t.s[0] == '.')
        {
          parse_body_decl (P);
          continue;
        }
      /* label? */
      if (P->t.k == K_ID && P->t.s[0] != '%')
        {
          struct lexer save = P->L;
          struct tok t0 = P->t;
          adv (P);
          if (is_p (P, ':'))
            {
              int32_t *v = smap_get (&P->labels, t0.s, t0.len, 1);
              if (*v >= 0)
                perr (P, t0.line, "duplicate label '%.*s'", (int) t0.len, t0.s);
              *v = (int32_t) P->F->ninsns;
              adv (P);
              if (is_id (P, ".callprototype"))
                {
                  while (P->t.k != K_EOF && !is_p (P, ';'))
                    adv (P);
                  expect_p (P, ';');
                }
              else if (is_id (P, ".branchtargets"))
                perr (P, P->t.line, ".branchtargets is not supported");
              continue;
            }
          P->L = save;
          P->t = t0;
        }
      /* instruction */
      struct insn I;
      memset (&I, 0, sizeof I);
      P->stmt_start = P->t.s;
      I.line = P->t.line;
      I.guard = P->F->one_slot;
      if (is_p (P, '@'))
        {
          adv (P);
          if (is_p (P, '!'))
            {
              I.gneg = 1;
              adv (P);
            }
          if (P->t.k != K_ID)
            perr (P, P->t.line, "expected a predicate after '@'");
          uint32_t slot, cnt;
          if (!reg_lookup (P, P->t.s, P->t.len, &slot, &cnt))
            perr (P, P->t.line, "undeclared predicate '%.*s'", (int) P->t.len, P->t.s);
          I.guard = slot;
          adv (P);
        }
      if (P->t.k != K_ID)
        perr (P, P->t.line, "expected an instruction, found '%.*s'",
              (int) (P->t.len ? P->t.len : 3), P->t.len ? P->t.s : "EOF");
      const char *ops = P->t.s;
      uint32_t opn = P->t.len;
      uint32_t opline = P->t.line;
      adv (P);
      struct opbuf B;
      B.n = 0;
      B.npool = 0;
      while (!is_p (P, ';'))
        {
          if (B.n == MAXOPS)
            perr (P, opline, "too many operands");
          if (P->t.k == K_EOF)
            perr (P, opline, "missing ';'");
          parse_operand (P, &B, &B.ops[B.n++]);
          if (!accept_p (P, ',') && !is_p (P, ';'))
            perr (P, P->t.line, "expected ',' or ';' after an operand, found '%.*s'",
                  (int) (P->t.len ? P->t.len : 1), P->t.len ? P->t.s : "?");
        }
      const char *end = P->t.s;
      adv (P);
      I.text_off = (uint32_t) (P->stmt_start - P->u->text);
      I.text_len = (uint32_t) (end - P->stmt_start);
      I.line = opline;
      decode (P, &I, ops, opn, &B);
      emit (P, &I);
      if (P->has_post)
        {
          emit (P, &P->post);
          P->has_post = 0;
        }
    }
}

/* Function declaration or definition; the .func/.entry token is current.  */
static void
parse_function (struct parser *P, int linkage, int is_entry)
{
  uint32_t line = P->t.line;
  adv (P);
  struct sig rets = { .n = 0 }, ins = { .n = 0 };
  if (!is_entry && is_p (P, '('))
    parse_param_list (P, &rets);
  if (P->t.k != K_ID)
    perr (P, P->t.line, "expected a function name");
  const char *name = P->t.s;
  uint32_t nlen = P->t.len;
  adv (P);
  if (is_p (P, '('))
    parse_param_list (P, &ins);
  int maxntid = 0;
  while (P->t.k == K_ID && P->t.s[0] == '.')
    {
      if (is_id (P, ".noreturn"))
        {
          adv (P);
          continue;
        }
      if (is_id (P, ".maxntid") || is_id (P, ".reqntid") || is_id (P, ".minnctapersm")
          || is_id (P, ".maxnreg") || is_id (P, ".maxnctapersm"))
        {
          int prod = is_id (P, ".maxntid") || is_id (P, ".reqntid");
          adv (P);
          uint64_t v = expect_int (P);
          while (is_p (P, ','))
            {
              adv (P);
              v *= expect_int (P);
            }
          if (prod)
            maxntid = (int) v;
          continue;
        }
      if (is_id (P, ".pragma"))
        {
          adv (P);
          while (P->t.k == K_STR || is_p (P, ','))
            adv (P);
          expect_p (P, ';');
          continue;
        }
      perr (P, P->t.line, "unsupported function directive '%.*s'", (int) P->t.len, P->t.s);
    }
  struct usym *y = usym_get (P->u, name, nlen, 1);
  if (y->kind == S_VAR && (y->defined || y->line))
    perr (P, line, "'%.*s' declared as a variable and a function", (int) nlen, name);
  if (y->line && (y->nin != (uint32_t) ins.n || y->nret != (uint32_t) rets.n))
    perr (P, line, "conflicting declarations of '%.*s'", (int) nlen, name);
  y->kind = S_FUNC;
  y->is_entry = is_entry;
  y->nin = (uint32_t) ins.n;
  y->nret = (uint32_t) rets.n;
  if (!y->line || linkage != L_STATIC)
    {
      if (!y->line || y->linkage == L_STATIC || y->linkage == L_EXTERN)
        y->linkage = linkage;
    }
  if (!y->line)
    y->line = line;
  if (is_p (P, ';'))
    {
      adv (P);
      return;
    }
  if (!is_p (P, '{'))
    perr (P, P->t.line, "expected '{' or ';' after the function header");
  if (y->defined)
    perr (P, line, "redefinition of '%.*s'", (int) nlen, name);
  if (linkage == L_EXTERN)
    perr (P, line, ".extern function with a body");
  y->defined = 1;
  y->line = line;
  struct pfunc *F = new_pfunc (P, name, nlen);
  F->f.is_entry = is_entry;
  F->f.visible = linkage != L_STATIC;
  F->f.maxntid = maxntid;
  F->f.line = line;
  y->fn = F;
  P->F = F;
  smap_free (&P->names);
  smap_free (&P->labels);
  P->nnv = 0;
  P->nscopes = 0;
  P->nlfix = 0;
  scope_push (P);
  F->one_slot = const_slot (F, 1);
  F->sink_slot = new_reg (F, 1);
  /* Formals: return value first, then inputs, in the param area.  */
  if (rets.n > 1)
    perr (P, line, "more than one return parameter");
  F->f.nret = (uint32_t) rets.n;
  for (int i = 0; i < rets.n; i++)
    {
      declare_param (P, rets.names[i], rets.namelen[i], rets.p[i].size, rets.p[i].align);
      F->f.ret[0].off = lookup (P, rets.names[i], rets.namelen[i])->slot;
      F->f.ret[0].size = rets.p[i].size;
      F->f.ret[0].align = rets.p[i].align;
    }
  F->f.nin = (uint32_t) ins.n;
  F->f.in = xcalloc ((size_t) ins.n, sizeof *F->f.in);
  for (int i = 0; i < ins.n; i++)
    {
      declare_param (P, ins.names[i], ins.namelen[i], ins.p[i].size, ins.p[i].align);
      F->f.in[i].off = lookup (P, ins.names[i], ins.namelen[i])->slot;
      F->f.in[i].size = ins.p[i].size;
      F->f.in[i].align = ins.p[i].align;
    }
  adv (P);   /* '{' */
  parse_body (P);
  finish_function (P);
  GROW (P->u->funcs, P->u->nfuncs, P->u->capfuncs);
  P->u->funcs[P->u->nfuncs++] = F;
  P->F = NULL;
}

static void
finish_function (struct parser *P)
{
  struct pfunc *F = P->F;
  /* Branch targets.  */
  for (uint32_t i = 0; i < P->nlfix; i++)
    {
      int32_t *v = smap_get (&P->labels, P->lfix[i].name, strlen (P->lfix[i].name), 0);
      if (!v || *v < 0)
        perr (P, P->lfix[i].line, "undefined label '%s'", P->lfix[i].name);
      F->insns[P->lfix[i].insn].target = (uint32_t) *v;
      free (P->lfix[i].name);
    }
  P->nlfix = 0;
  /* A body that can fall off its end returns.  */
  if (F->ninsns == 0 || (F->insns[F->ninsns - 1].op != OP_RET
                         && F->insns[F->ninsns - 1].op != OP_EXIT
                         && F->insns[F->ninsns - 1].op != OP_BRA))
    {
      struct insn I;
      memset (&I, 0, sizeof I);
      I.op = OP_RET;
      I.guard = F->one_slot;
      I.line = P->t.line;
      I.text_off = 0;
      I.text_len = 0;
      emit (P, &I);
    }
  /* Labels at the very end point one past the last instruction: make the
     implicit ret reachable.  */
  for (uint32_t i = 0; i < F->ninsns; i++)
    if (F->insns[i].op == OP_BRA && F->insns[i].target >= F->ninsns)
      F->insns[i].target = F->ninsns - 1;
  /* Constant slots follow the registers.  */
  uint32_t nregs = F->f.nregs;
#define FIX(x) do { if ((x) & CBIT) (x) = nregs + ((x) & ~CBIT); } while (0)
  for (uint32_t i = 0; i < F->ninsns; i++)
    {
      struct insn *I = &F->insns[i];
      FIX (I->guard); FIX (I->d); FIX (I->d2); FIX (I->a); FIX (I->b); FIX (I->c);
      FIX (I->e); FIX (I->v[0]); FIX (I->v[1]); FIX (I->v[2]); FIX (I->v[3]);
    }
  for (uint32_t i = 0; i < F->ncalls; i++)
    if (F->calls[i].callee == -1)
      FIX (F->calls[i].target_slot);
  for (uint32_t i = 0; i < F->nsrel; i++)
    FIX (F->srel[i].slot);
  for (uint32_t i = 0; i < F->f.nlocaladdr; i++)
    FIX (F->la[i].slot);
  FIX (F->one_slot);
  FIX (F->sink_slot);
#undef FIX
  F->f.nslots = nregs + F->f.nconsts;
  F->f.consts = F->consts;
  F->f.locals = F->locals;
  F->f.localaddr = F->la;
  if (F->f.nlocal)
    F->f.local_frame = (F->f.local_frame + 32 + 15) & ~15u;
  F->f.param_slots = (F->f.param_bytes + 7) / 8;
  umap_free (&F->cmap);
  smap_free (&F->symcmap);
}

/* ---------- module-scope variables ---------- */

void
put_le (uint8_t *p, uint64_t v, uint32_t size)
{
  for (uint32_t i = 0; i < size; i++)
    p[i] = (uint8_t) (v >> (8 * i));
}

struct initctx
{
  struct usym *y;
  int etype;
  uint32_t esize;
  uint64_t pos;       /* element index */
  uint64_t cap;       /* elements allocated in y->init */
  int fixed;          /* size known */
};

static void
init_element (struct parser *P, struct initctx *C)
{
  struct usym *y = C->y;
  if (C->fixed && C->pos * C->esize >= y->size)
    perr (P, P->t.line, "too many initializers for '%s'", y->name);
  if (!C->fixed && C->pos >= C->cap)
    {
      uint64_t nc = C->cap ? 2 * C->cap : 64;
      y->init = xrealloc (y->init, nc * C->esize);
      memset (y->init + C->cap * C->esize, 0, (nc - C->cap) * C->esize);
      C->cap = nc;
    }
  uint8_t *p = y->init + C->pos * C->esize;
  int generic = 0;
  if (is_id (P, "generic"))
    {
      generic = 1;
      adv (P);
      expect_p (P, '(');
    }
  struct opnd o;
  parse_simple (P, &o);
  if (generic)
    expect_p (P, ')');
  if (generic && (is_p (P, '+') || is_p (P, '-')) && o.kind == O_REG)
    {
      int neg = is_p (P, '-');
      adv (P);
      o.addend = neg ? -(int64_t) expect_int (P) : (int64_t) expect_int (P);
    }
  if (o.kind == O_IMM)
    put_le (p, imm_bits (P, &o, C->etype), C->esize);
  else if (o.kind == O_REG)
    {
      if (C->esize != 8 && C->esize != 4)
        perr (P, o.line, "address in a %u-byte initializer element", C->esize);
      GROW (y->vrel, y->nvrel, y->capvrel);
      y->vrel[y->nvrel++] = (struct vreloc) { C->pos * C->esize, xstrndup (o.s, o.len),
                                              o.addend, C->esize, o.line };
    }
  else
    perr (P, o.line, "bad initializer");
  C->pos++;
}

static void
init_list (struct parser *P, struct initctx *C)
{
  expect_p (P, '{');
  while (!is_p (P, '}'))
    {
      if (is_p (P, '{'))
        init_list (P, C);
      else
        init_element (P, C);
      if (!accept_p (P, ',') && !is_p (P, '}'))
        perr (P, P->t.line, "expected ',' or '}' in an initializer");
    }
  adv (P);
}

static void
parse_module_var (struct parser *P, int linkage)
{
  uint32_t line = P->t.line;
  struct parts pp;
  split_dots (P, P->t.s, P->t.len, &pp);
  int space = -1, type = T_NONE, vec = 1, ptr = 0;
  uint32_t align = 0;
  parse_decl_type (P, &pp, &space, &type, &vec, &align, &ptr);
  if (space < 0 || space == SP_PARAM)
    perr (P, line, "unsupported module-scope declaration");
  if (type == T_NONE)
    perr (P, line, "variable without a type");
  for (;;)
    {
      struct dname d;
      parse_dname (P, &d);
      if (d.range)
        perr (P, line, "<N> in a variable declaration");
      struct usym *y = usym_get (P->u, d.s, d.len, 1);
      if (y->kind == S_FUNC && y->line)
        perr (P, line, "'%.*s' declared as a function and a variable", (int) d.len, d.s);
      uint32_t esize = (uint32_t) ptype_size[type] * (uint32_t) vec;
      int is_def = linkage != L_EXTERN;
      if (y->defined && is_def)
        perr (P, line, "redefinition of '%.*s'", (int) d.len, d.s);
      y->kind = S_VAR;
      y->space = space;
      if (!y->defined)
        {
          y->linkage = linkage;
          y->align = align ? align : esize;
          y->size = esize * d.count;
          y->unsized = d.unsized;
          y->line = line;
        }
      if (is_def)
        y->defined = 1;
      if (is_p (P, '='))
        {
          if (!is_def)
            perr (P, line, ".extern variable with an initializer");
          if (space != SP_GLOBAL && space != SP_CONST)
            perr (P, line, "initializer for a .%s variable", space_name[space]);
          adv (P);
          struct initctx C = { y, type, ptype_size[type], 0, 0, !d.unsized };
          if (vec > 1)
            C.esize = ptype_size[type];
          if (C.fixed)
            y->init = xcalloc (1, y->size ? y->size : 1);
          if (is_p (P, '{'))
            init_list (P, &C);
          else
            init_element (P, &C);
          if (!C.fixed)
            {
              y->size = C.pos * C.esize;
              y->unsized = 0;
            }
        }
      if (!accept_p (P, ','))
        break;
    }
  expect_p (P, ';');
}

/* ---------- top level ---------- */

static void
parse_unit (struct parser *P)
{
  adv (P);
  while (P->t.k != K_EOF)
    {
      if (P->t.k != K_ID || P->t.s[0] != '.')
        perr (P, P->t.line, "unexpected '%.*s' at module scope", (int) (P->t.len ? P->t.len : 1),
              P->t.s);
      if (is_id (P, ".version"))
        {
          adv (P);
          if (P->t.k != K_NUM)
            perr (P, P->t.line, "bad .version");
          if (P->t.nk == NK_FLOAT)
            P->u->version = (int) floor (P->t.fval * 10 + 0.5);
          else
            P->u->version = (int) P->t.ival * 10;
          adv (P);
          continue;
        }
      if (is_id (P, ".target") || is_id (P, ".file") || is_id (P, ".loc")
          || is_id (P, ".address_size"))
        {
          uint32_t l = P->t.line;
          int is_as = is_id (P, ".address_size");
          adv (P);
          if (is_as && (P->t.k != K_NUM || P->t.ival != 64))
            perr (P, l, "only .address_size 64 is supported");
          while (P->t.k != K_EOF && P->t.line == l)
            adv (P);
          continue;
        }
      if (is_id (P, ".pragma"))
        {
          adv (P);
          while (P->t.k == K_STR || is_p (P, ','))
            adv (P);
          expect_p (P, ';');
          continue;
        }
      int linkage = L_STATIC;
      for (;;)
        {
          if (is_id (P, ".visible"))
            linkage = L_VISIBLE;
          else if (is_id (P, ".extern"))
            linkage = L_EXTERN;
          else if (is_id (P, ".weak"))
            linkage = L_WEAK;
          else if (is_id (P, ".common"))
            linkage = L_COMMON;
          else
            break;
          adv (P);
        }
      if (is_id (P, ".func"))
        parse_function (P, linkage, 0);
      else if (is_id (P, ".entry"))
        parse_function (P, linkage, 1);
      else if (P->t.k == K_ID && P->t.s[0] == '.')
        {
          struct parts pp;
          split_dots (P, P->t.s, P->t.len, &pp);
          if (space_from (pp.s[0], pp.n[0]) < 0)
            perr (P, P->t.line, "unsupported directive '%.*s'", (int) P->t.len, P->t.s);
          parse_module_var (P, linkage);
        }
      else
        perr (P, P->t.line, "unexpected '%.*s' at module scope", (int) P->t.len, P->t.s);
    }
}

/* ---------- the link API ---------- */

struct ptxsim_link *
ptxsim_link_create (void)
{
  ptxsim_init ();
  return xcalloc (1, sizeof (struct ptxsim_link));
}

void
free_pfunc (struct pfunc *F)
{
  if (!F)
    return;
  free (F->insns);
  for (uint32_t i = 0; i < F->ncalls; i++)
    {
      free (F->calls[i].more_off);
      free (F->calls[i].more_size);
    }
  free (F->calls);
  free (F->consts);
  umap_free (&F->cmap);
  smap_free (&F->symcmap);
  for (uint32_t i = 0; i < F->nsrel; i++)
    free (F->srel[i].name);
  free (F->srel);
  for (uint32_t i = 0; i < F->ncrel; i++)
    free (F->crel[i].name);
  free (F->crel);
  free (F->locals);
  free (F->la);
  free (F->f.in);
  free (F->f.name);
  free (F);
}

void
free_unit (struct punit *u)
{
  if (!u)
    return;
  for (uint32_t i = 0; i < u->nsyms; i++)
    {
      struct usym *y = &u->syms[i];
      free (y->name);
      free (y->init);
      for (uint32_t j = 0; j < y->nvrel; j++)
        free (y->vrel[j].name);
      free (y->vrel);
    }
  for (uint32_t i = 0; i < u->nfuncs; i++)
    free_pfunc (u->funcs[i]);
  free (u->funcs);
  free (u->syms);
  smap_free (&u->symmap);
  free (u->name);
  free (u->text);
  free (u);
}

static void
dump_text (const struct punit *u)
{
  if (!ptx_cfg.dump)
    return;
  char path[4096];
  snprintf (path, sizeof path, "%s/module-%u.ptx", ptx_cfg.dump, u->number);
  FILE *f = fopen (path, "w");
  if (f)
    {
      fwrite (u->text, 1, u->len, f);
      fclose (f);
    }
}

int
ptxsim_link_add (struct ptxsim_link *lk, const char *ptx, size_t length, const char *name)
{
  if (!lk || !ptx)
    return ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: link_add without a link or text");
  struct punit *u = xcalloc (1, sizeof *u);
  /* Texts handed over by mkoffload's tables include the final NUL.  */
  while (length > 0 && ptx[length - 1] == 0)
    length--;
  if (memchr (ptx, 0, length))
    length = strlen (ptx);
  u->text = xstrndup (ptx, length);
  u->len = length;
  u->number = next_text_number++;
  char nb[64];
  snprintf (nb, sizeof nb, "text %u", u->number);
  u->name = strdup (name && *name ? name : nb);
  dump_text (u);
  struct parser *P = xcalloc (1, sizeof *P);
  P->u = u;
  P->L.p = u->text;
  P->L.line = 1;
  if (setjmp (P->jb))
    {
      if (P->F)
        {
          /* The function being parsed is not yet owned by the unit.  */
          int owned = 0;
          for (uint32_t i = 0; i < u->nsyms; i++)
            if (u->syms[i].fn == P->F)
              owned = 1;
          if (!owned)
            free_pfunc (P->F);
        }
      smap_free (&P->names);
      smap_free (&P->labels);
      free (P->nv);
      free (P->scopes);
      free (P->lfix);
      free (P);
      free_unit (u);
      ptx_report ();
      return PTXSIM_ERROR_INVALID_PTX;
    }
  parse_unit (P);
  smap_free (&P->names);
  smap_free (&P->labels);
  free (P->nv);
  free (P->scopes);
  free (P->lfix);
  free (P);
  GROW (lk->units, lk->nunits, lk->capunits);
  lk->units[lk->nunits++] = u;
  return PTXSIM_OK;
}

void
ptxsim_link_destroy (struct ptxsim_link *lk)
{
  if (!lk)
    return;
  for (uint32_t i = 0; i < lk->nunits; i++)
    free_unit (lk->units[i]);
  free (lk->units);
  free (lk);
}

/* Global resolution: name -> (unit, sym).  */
