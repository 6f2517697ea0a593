/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxstats.c - count PTX memory instructions per function, by state space.

   Reads PTX assembly (files, or stdin for none or "-") and reports, for
   every .entry/.func definition, how many ld/ldu/st/atom/red instructions
   use the generic, global, shared, local, const and param state spaces,
   how many global loads are non-coherent (.nc), how many cvta
   conversions there are, and how many calls to memcpy/memmove/memset
   (block copies, e.g. of a struct passed by value, whose loads and stores
   are in the C library and so not counted above).  The point is to
   measure how much of the memory traffic the compiler managed to qualify
   with an explicit state space.

   Build:  cc -O2 -Wall -Wextra -std=c99 -o ptxstats ptxstats.c
   Usage:  ptxstats [-k] [-t] [-w] [-f NAME]... [FILE|-]...  (see -h)

   Parsing is deliberately shallow: comments are blanked out first, then a
   small scanner finds function headers at the top level and, inside a
   body, looks only at the first word of each statement (after labels and
   a guard predicate).  Only the opcode matters, never the operands --
   except the callee of a call.  */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Memory opcodes; ldu is folded into ld.  */
enum { OP_LD, OP_ST, OP_ATOM, OP_RED, N_OPS };

/* State spaces; SP_PARAM must stay last (it is not "user" memory).  */
enum { SP_GENERIC, SP_GLOBAL, SP_SHARED, SP_LOCAL, SP_CONST, SP_PARAM,
       N_SPACES };

static const char *const op_names[N_OPS] = { "ld", "st", "atom", "red" };
static const char *const space_names[N_SPACES] = {
  "generic", "global", "shared", "local", "const", "param"
};

struct stats {
  long mem[N_OPS][N_SPACES];
  long nc;          /* ld.global.nc (also counted in mem[OP_LD][SP_GLOBAL]) */
  long cvta_to;     /* cvta.to.SPACE: generic -> SPACE */
  long cvta_from;   /* cvta.SPACE: SPACE -> generic */
  long copy_calls;  /* calls to memcpy, memmove, memset: block copies whose
                       loads and stores are in the C library */
  long vector;      /* memory instructions (not .param) moving a vector:
                       .v2 or .v4 (also counted in mem) */
};

struct func {
  char *name;
  int is_entry;
  struct stats st;
};

struct func_list {
  struct func *v;
  size_t n;
  size_t cap;
};

static const char *progname = "ptxstats";

/* ---------------------------------------------------------------------- */
/* Small helpers.                                                          */

static void
die (const char *msg1, const char *msg2, const char *msg3)
{
  fprintf (stderr, "%s: %s%s%s\n", progname, msg1, msg2 ? msg2 : "",
           msg3 ? msg3 : "");
  exit (2);
}

static void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    die ("out of memory", NULL, NULL);
  return p;
}

static void *
xrealloc (void *p, size_t n)
{
  p = realloc (p, n ? n : 1);
  if (!p)
    die ("out of memory", NULL, NULL);
  return p;
}

/* strdup is POSIX, not C99.  */
static char *
copy_string (const char *s, size_t len)
{
  char *r = xmalloc (len + 1);
  memcpy (r, s, len);
  r[len] = '\0';
  return r;
}

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
         || c == '\v';
}

/* Characters that can be part of a "word": opcodes, names, labels,
   predicates, register operands.  Punctuation that structures PTX
   (parameter lists, blocks, statement ends, strings) breaks words, so
   "_Z6kernelPf(" yields the name "_Z6kernelPf" and "ret;" yields "ret".  */
static int
is_word_char (int c)
{
  return c != '\0' && !is_space (c) && strchr ("(){};,\"", c) == NULL;
}

static size_t
skip_space (const char *s, size_t i)
{
  while (is_space ((unsigned char) s[i]))
    i++;
  return i;
}

static size_t
word_end (const char *s, size_t i)
{
  while (is_word_char ((unsigned char) s[i]))
    i++;
  return i;
}

/* S[I] is '"'; return the index just past the closing quote (or the end
   of the line / text for an unterminated string).  */
static size_t
skip_string (const char *s, size_t i)
{
  i++;
  while (s[i] != '\0' && s[i] != '"' && s[i] != '\n')
    {
      if (s[i] == '\\' && s[i + 1] != '\0' && s[i + 1] != '\n')
        i++;
      i++;
    }
  if (s[i] == '"')
    i++;
  return i;
}

/* S[I] is '('; return the index just past the matching ')'.  Parameter
   lists may span several lines and contain no braces or semicolons we
   care about, so plain nesting is enough.  */
static size_t
skip_parens (const char *s, size_t i)
{
  int depth = 0;
  while (s[i] != '\0')
    {
      if (s[i] == '"')
        {
          i = skip_string (s, i);
          continue;
        }
      if (s[i] == '(')
        depth++;
      else if (s[i] == ')' && --depth == 0)
        return i + 1;
      i++;
    }
  return i;
}

static int
word_is (const char *s, size_t start, size_t end, const char *w)
{
  size_t len = strlen (w);
  return end - start == len && memcmp (s + start, w, len) == 0;
}

/* ---------------------------------------------------------------------- */
/* Input.                                                                  */

/* Read all of FP into a NUL-terminated buffer.  Returns NULL on a read
   error (errno set).  Stray NUL bytes become spaces so the scanner can
   treat '\0' as the end of the text.  */
static char *
read_stream (FILE *fp)
{
  size_t cap = 65536, len = 0, got, i;
  char *buf = xmalloc (cap);

  for (;;)
    {
      if (cap - len < 4096)
        {
          cap *= 2;
          buf = xrealloc (buf, cap);
        }
      got = fread (buf + len, 1, cap - len - 1, fp);
      len += got;
      if (got == 0)
        break;
    }
  if (ferror (fp))
    {
      int saved = errno;
      free (buf);
      errno = saved ? saved : EIO;
      return NULL;
    }
  for (i = 0; i < len; i++)
    if (buf[i] == '\0')
      buf[i] = ' ';
  buf[len] = '\0';
  return buf;
}

/* Blank out // and block comments, keeping newlines (directives such as
   .loc end at the end of a line, so line structure must survive) and
   leaving string literals alone (".file 1 \"a//b.cu\"").  */
static void
strip_comments (char *s)
{
  size_t i = 0;

  while (s[i] != '\0')
    {
      if (s[i] == '"')
        i = skip_string (s, i);
      else if (s[i] == '/' && s[i + 1] == '/')
        {
          while (s[i] != '\0' && s[i] != '\n')
            s[i++] = ' ';
        }
      else if (s[i] == '/' && s[i + 1] == '*')
        {
          s[i++] = ' ';
          s[i++] = ' ';
          while (s[i] != '\0' && !(s[i] == '*' && s[i + 1] == '/'))
            {
              if (s[i] != '\n')
                s[i] = ' ';
              i++;
            }
          if (s[i] != '\0')
            {
              s[i++] = ' ';
              s[i++] = ' ';
            }
        }
      else
        i++;
    }
}

/* ---------------------------------------------------------------------- */
/* Classifying one instruction.                                            */

static int
part_is (const char *p, size_t len, const char *w)
{
  return strlen (w) == len && memcmp (p, w, len) == 0;
}

/* Map one dot-separated opcode part to a state space, or -1.  */
static int
space_of_part (const char *p, size_t len)
{
  if (part_is (p, len, "global"))
    return SP_GLOBAL;
  if (part_is (p, len, "shared") || part_is (p, len, "shared::cta")
      || part_is (p, len, "shared::cluster"))
    return SP_SHARED;
  if (part_is (p, len, "local"))
    return SP_LOCAL;
  /* Old PTX allowed banked constants: ld.const[2].u32.  */
  if (part_is (p, len, "const") || (len > 6 && memcmp (p, "const[", 6) == 0))
    return SP_CONST;
  if (part_is (p, len, "param") || part_is (p, len, "param::entry")
      || part_is (p, len, "param::func"))
    return SP_PARAM;
  return -1;
}

/* Count the instruction whose opcode is TOK[0..LEN), e.g.
   "ld.volatile.global.u32".  Anything that is not a memory op or cvta is
   ignored.  */
static void
count_opcode (const char *tok, size_t len, struct stats *st)
{
  const char *end = tok + len;
  const char *p = tok, *q;
  int op, space = SP_GENERIC, have_space = 0, nc = 0, first = 1;
  int is_cvta = 0, cvta_to = 0, vector = 0;

  op = -1;
  for (;;)
    {
      q = memchr (p, '.', (size_t) (end - p));
      if (!q)
        q = end;
      if (first)
        {
          if (part_is (p, (size_t) (q - p), "ld")
              || part_is (p, (size_t) (q - p), "ldu"))
            op = OP_LD;
          else if (part_is (p, (size_t) (q - p), "st"))
            op = OP_ST;
          else if (part_is (p, (size_t) (q - p), "atom"))
            op = OP_ATOM;
          else if (part_is (p, (size_t) (q - p), "red"))
            op = OP_RED;
          else if (part_is (p, (size_t) (q - p), "cvta"))
            is_cvta = 1;
          else
            return;
          first = 0;
        }
      else if (is_cvta)
        {
          /* Only the part right after "cvta" decides the direction.  */
          cvta_to = part_is (p, (size_t) (q - p), "to");
          break;
        }
      else
        {
          int sp = space_of_part (p, (size_t) (q - p));
          if (sp >= 0 && !have_space)
            {
              space = sp;
              have_space = 1;
            }
          if (part_is (p, (size_t) (q - p), "nc"))
            nc = 1;
          if (part_is (p, (size_t) (q - p), "v2")
              || part_is (p, (size_t) (q - p), "v4"))
            vector = 1;
        }
      if (q == end)
        break;
      p = q + 1;
    }

  if (is_cvta)
    {
      if (cvta_to)
        st->cvta_to++;
      else
        st->cvta_from++;
      return;
    }
  st->mem[op][space]++;
  if (vector && space != SP_PARAM)
    st->vector++;
  /* .nc only exists on ld.global; ignore it anywhere else.  */
  if (nc && op == OP_LD && space == SP_GLOBAL)
    st->nc++;
}

/* ---------------------------------------------------------------------- */
/* Scanning function bodies.                                               */

/* Skip an instruction's operands: everything up to and including the
   ';'.  Instructions may span lines (nvcc splits call operands over
   several) and may contain braces (vector operands "{%f1, %f2}"), so
   neither newlines nor balanced braces end them.  An unmatched '}' does
   (missing ';' before the end of a block); it is left for the caller.  */
static size_t
skip_instruction (const char *s, size_t i)
{
  int braces = 0;

  while (s[i] != '\0')
    {
      if (s[i] == '"')
        {
          i = skip_string (s, i);
          continue;
        }
      if (s[i] == ';')
        return i + 1;
      if (s[i] == '{')
        braces++;
      else if (s[i] == '}')
        {
          if (braces == 0)
            return i;
          braces--;
        }
      i++;
    }
  return i;
}

/* Skip a directive inside a body (.reg, .local, .loc, .pragma, ...).
   Some directives (.loc, .file) are not ';'-terminated, so a newline
   outside of brackets ends the directive too.  An unmatched '}' is left
   for the caller.  */
static size_t
skip_directive (const char *s, size_t i)
{
  int nest = 0;

  while (s[i] != '\0')
    {
      char c = s[i];
      if (c == '"')
        {
          i = skip_string (s, i);
          continue;
        }
      if (c == ';' && nest == 0)
        return i + 1;
      if (c == '\n' && nest == 0)
        return i;
      if (c == '(' || c == '{')
        nest++;
      else if (c == ')')
        {
          if (nest > 0)
            nest--;
        }
      else if (c == '}')
        {
          if (nest == 0)
            return i;
          nest--;
        }
      i++;
    }
  return i;
}

/* I is just past a "call" opcode: "call (%value_in), memcpy, (...);" or
   "call memset, (...);".  Count calls to the C library's block copies.  */
static void
count_call (const char *s, size_t i, struct stats *st)
{
  i = skip_space (s, i);
  if (s[i] == '(')
    {
      while (s[i] != '\0' && s[i] != ')' && s[i] != ';')
        i++;
      if (s[i] != ')')
        return;
      i = skip_space (s, i + 1);
      if (s[i] != ',')
        return;
      i = skip_space (s, i + 1);
    }
  size_t end = word_end (s, i);
  /* word_end may take the ',' after the name along.  */
  while (end > i && (s[end - 1] == ',' || s[end - 1] == ';'))
    end--;
  if (word_is (s, i, end, "memcpy") || word_is (s, i, end, "memmove")
      || word_is (s, i, end, "memset"))
    st->copy_calls++;
}

/* S[I] starts a statement inside a body.  Handle one label, or one
   directive, or one (possibly guarded) instruction, and return the index
   after it.  */
static size_t
scan_statement (const char *s, size_t i, struct stats *st)
{
  size_t start = i, end = word_end (s, i), j;

  /* Stray punctuation at the start of a statement: skip it like an
     instruction so we resynchronise at the next ';'.  */
  if (end == start)
    {
      if (s[i] == '}')
        return i;  /* cannot happen: the caller handles '}' */
      return skip_instruction (s, i + 1);
    }

  /* Label: "$L3:" or "prototype_0 :" (but not "a::b").  */
  if (s[end - 1] == ':' && !(end - start >= 2 && s[end - 2] == ':'))
    return end;
  j = end;
  while (s[j] == ' ' || s[j] == '\t')
    j++;
  if (s[j] == ':' && s[j + 1] != ':')
    return j + 1;

  /* Directive: ".reg .u32 %r1;", ".local .align 8 .b8 %frame_ar[16];",
     ".loc 1 2 3" -- declarations, not memory operations.  */
  if (s[start] == '.')
    return skip_directive (s, start);

  /* Guard predicate: "@%p1", "@!%p1", or (spaced) "@ %p1", "@! %p1".  */
  if (s[start] == '@')
    {
      if (word_is (s, start, end, "@") || word_is (s, start, end, "@!"))
        end = word_end (s, skip_space (s, end));
      start = skip_space (s, end);
      end = word_end (s, start);
      if (end == start)
        return skip_instruction (s, start);
    }

  count_opcode (s + start, end - start, st);
  if (word_is (s, start, end, "call") || word_is (s, start, end, "call.uni"))
    count_call (s, end, st);
  return skip_instruction (s, end);
}

/* I is just past the '{' that opens a function body.  Scan to the
   matching '}' and return the index after it.  */
static size_t
scan_body (const char *s, size_t i, struct stats *st)
{
  int depth = 1;

  while (s[i] != '\0')
    {
      char c = s[i];
      if (is_space ((unsigned char) c) || c == ';')
        i++;
      else if (c == '{')
        {
          /* A block, as GCC puts around each call.  */
          depth++;
          i++;
        }
      else if (c == '}')
        {
          i++;
          if (--depth == 0)
            return i;
        }
      else
        i = scan_statement (s, i, st);
    }
  return i;
}

/* ---------------------------------------------------------------------- */
/* Scanning the top level.                                                 */

static struct func *
add_func (struct func_list *fl, const char *name, size_t len, int is_entry)
{
  struct func *f;

  if (fl->n == fl->cap)
    {
      fl->cap = fl->cap ? fl->cap * 2 : 16;
      fl->v = xrealloc (fl->v, fl->cap * sizeof *fl->v);
    }
  f = &fl->v[fl->n++];
  memset (f, 0, sizeof *f);
  f->name = copy_string (name, len);
  f->is_entry = is_entry;
  return f;
}

/* I is just past a ".entry" or ".func" keyword.  Parse the header:
     .func [(RET-PARAMS)] NAME [(PARAMS)] [performance directives] ; | {
     .entry NAME [(PARAMS)] [performance directives] ; | {
   A ';' first means a declaration (skipped); a '{' means a definition,
   whose body is scanned into a new entry of FL.  Returns the index at
   which top-level scanning should continue.  */
static size_t
scan_function (const char *s, size_t i, int is_entry, struct func_list *fl)
{
  size_t name_start, name_end;
  struct func *f;

  i = skip_space (s, i);
  if (!is_entry && s[i] == '(')
    i = skip_space (s, skip_parens (s, i));
  if (!is_word_char ((unsigned char) s[i]))
    return i;  /* no name: not something we understand */
  name_start = i;
  name_end = word_end (s, i);
  i = name_end;

  for (;;)
    {
      i = skip_space (s, i);
      if (s[i] == '\0' || s[i] == '}')
        return i;
      if (s[i] == ';')
        return i + 1;
      if (s[i] == '{')
        break;
      if (s[i] == '(')
        i = skip_parens (s, i);
      else if (s[i] == '"')
        i = skip_string (s, i);
      else
        i++;
    }

  f = add_func (fl, s + name_start, name_end - name_start, is_entry);
  return scan_body (s, i + 1, &f->st);
}

/* Scan one comment-stripped PTX text, appending its functions to FL.
   Braces at the top level only occur in initializers
   (".global .u8 x[2] = {1, 2};"); they are tracked so that a word inside
   them is never mistaken for a function keyword.  */
static void
scan_text (const char *s, struct func_list *fl)
{
  size_t i = 0, start;
  int depth = 0;

  while (s[i] != '\0')
    {
      char c = s[i];
      if (c == '"')
        i = skip_string (s, i);
      else if (c == '{')
        {
          depth++;
          i++;
        }
      else if (c == '}')
        {
          if (depth > 0)
            depth--;
          i++;
        }
      else if (!is_word_char ((unsigned char) c))
        i++;
      else
        {
          start = i;
          i = word_end (s, i);
          if (depth == 0 && word_is (s, start, i, ".entry"))
            i = scan_function (s, i, 1, fl);
          else if (depth == 0 && word_is (s, start, i, ".func"))
            i = scan_function (s, i, 0, fl);
        }
    }
}

/* ---------------------------------------------------------------------- */
/* Output.                                                                 */

static long
space_total (const struct stats *st, int space)
{
  long n = 0;
  int op;
  for (op = 0; op < N_OPS; op++)
    n += st->mem[op][space];
  return n;
}

/* "User" memory operations: everything except the param space, which is
   calling-convention traffic rather than program data.  */
static long
user_total (const struct stats *st)
{
  long n = 0;
  int sp;
  for (sp = SP_GENERIC; sp < SP_PARAM; sp++)
    n += space_total (st, sp);
  return n;
}

static long
qualified_total (const struct stats *st)
{
  return user_total (st) - space_total (st, SP_GENERIC);
}

static void
format_ratio (const struct stats *st, char *buf, size_t size)
{
  long user = user_total (st);
  if (user == 0)
    snprintf (buf, size, "-");
  else
    snprintf (buf, size, "%.2f", (double) qualified_total (st) / (double) user);
}

static void
add_stats (struct stats *sum, const struct stats *st)
{
  int op, sp;
  for (op = 0; op < N_OPS; op++)
    for (sp = 0; sp < N_SPACES; sp++)
      sum->mem[op][sp] += st->mem[op][sp];
  sum->nc += st->nc;
  sum->cvta_to += st->cvta_to;
  sum->cvta_from += st->cvta_from;
  sum->copy_calls += st->copy_calls;
  sum->vector += st->vector;
}

static void
print_kv (const char *name, const char *kind, const struct stats *st)
{
  char ratio[32];
  int op, sp;

  printf ("func=%s kind=%s", name, kind);
  for (sp = SP_GENERIC; sp < SP_PARAM; sp++)
    printf (" %s=%ld", space_names[sp], space_total (st, sp));
  printf (" nc=%ld param=%ld", st->nc, space_total (st, SP_PARAM));
  printf (" cvta_to=%ld cvta_from=%ld cvta=%ld", st->cvta_to, st->cvta_from,
          st->cvta_to + st->cvta_from);
  for (sp = SP_GENERIC; sp < SP_PARAM; sp++)
    for (op = 0; op < N_OPS; op++)
      printf (" %s.%s=%ld", op_names[op], space_names[sp], st->mem[op][sp]);
  format_ratio (st, ratio, sizeof ratio);
  printf (" copy_calls=%ld vector=%ld", st->copy_calls, st->vector);
  printf (" user=%ld qualified=%ld ratio=%s\n", user_total (st),
          qualified_total (st), ratio);
}

#define NAME_WIDTH 32

static void
print_header (int namew)
{
  printf ("%-*s %-5s %8s%7s%7s%7s%7s%7s%7s%7s%7s\n", namew, "function",
          "kind", "generic", "global", "shared", "local", "const", "nc",
          "param", "cvta", "ratio");
}

static void
print_row (const char *name, const char *kind, const struct stats *st,
           int namew, int full_names)
{
  char ratio[32];
  int len = (int) strlen (name);

  if (!full_names && len > namew)
    /* Keep the start and mark the cut with "..."; -w shows full names
       (GCC's outlined names differ only at the end, e.g. $_omp_fn$N).  */
    printf ("%.*s...", namew - 3, name);
  else
    printf ("%-*s", namew, name);
  format_ratio (st, ratio, sizeof ratio);
  printf (" %-5s %8ld%7ld%7ld%7ld%7ld%7ld%7ld%7ld%7s\n", kind,
          space_total (st, SP_GENERIC), space_total (st, SP_GLOBAL),
          space_total (st, SP_SHARED), space_total (st, SP_LOCAL),
          space_total (st, SP_CONST), st->nc, space_total (st, SP_PARAM),
          st->cvta_to + st->cvta_from, ratio);
}

/* ---------------------------------------------------------------------- */
/* Driver.                                                                 */

static void
usage (FILE *fp)
{
  fprintf (fp,
    "Usage: %s [-k] [-t] [-w] [-f NAME]... [FILE|-]...\n"
    "Count PTX memory instructions (ld/ldu/st/atom/red) per function by\n"
    "state space (generic, global, shared, local, const, param), plus\n"
    "ld.global.nc loads, cvta conversions, calls to memcpy, memmove and\n"
    "memset (copy_calls) and vector accesses, .v2/.v4 outside .param (vector;\n"
    "both -k only).  Reads stdin if no FILE or FILE is -.\n"
    "\n"
    "  -k        key=value lines (one per function, then func=TOTAL)\n"
    "  -t        print only the TOTAL row/line\n"
    "  -w        do not truncate function names in the table\n"
    "  -f NAME   only functions named exactly NAME (repeatable); the total\n"
    "            sums only those; exit status 2 if NAME is not found\n"
    "  -h        this help\n"
    "\n"
    "ratio = qualified/user, where user = generic+global+shared+local+const\n"
    "and qualified = global+shared+local+const ('-' if user is 0).\n"
    "Exit status: 0 on success, 2 on a usage, input or -f error.\n",
    progname);
}

static char *
read_input (const char *path)
{
  FILE *fp;
  char *text;

  if (strcmp (path, "-") == 0)
    {
      text = read_stream (stdin);
      if (!text)
        die ("error reading standard input: ", strerror (errno), NULL);
      return text;
    }
  fp = fopen (path, "rb");
  if (!fp)
    {
      fprintf (stderr, "%s: cannot open '%s': %s\n", progname, path,
               strerror (errno));
      exit (2);
    }
  text = read_stream (fp);
  if (!text)
    {
      fprintf (stderr, "%s: error reading '%s': %s\n", progname, path,
               strerror (errno));
      exit (2);
    }
  fclose (fp);
  return text;
}

int
main (int argc, char **argv)
{
  const char **files = xmalloc ((size_t) argc * sizeof *files);
  const char **filters = xmalloc ((size_t) argc * sizeof *filters);
  int *filter_found;
  int nfiles = 0, nfilters = 0;
  int opt_kv = 0, opt_total_only = 0, opt_wide = 0, options_done = 0;
  struct func_list fl = { NULL, 0, 0 };
  struct stats total;
  int namew = NAME_WIDTH;
  int ai, fi, k, missing = 0;
  size_t n;

  for (ai = 1; ai < argc; ai++)
    {
      const char *arg = argv[ai];
      int j;

      if (options_done || arg[0] != '-' || arg[1] == '\0')
        {
          files[nfiles++] = arg;
          continue;
        }
      if (strcmp (arg, "--") == 0)
        {
          options_done = 1;
          continue;
        }
      if (strcmp (arg, "--help") == 0)
        {
          usage (stdout);
          return 0;
        }
      /* Bundled flags ("-kt"); -f takes the rest of the word or the next
         argument as its value.  */
      for (j = 1; arg[j] != '\0'; j++)
        {
          char c = arg[j];
          if (c == 'k')
            opt_kv = 1;
          else if (c == 't')
            opt_total_only = 1;
          else if (c == 'w')
            opt_wide = 1;
          else if (c == 'h')
            {
              usage (stdout);
              return 0;
            }
          else if (c == 'f')
            {
              if (arg[j + 1] != '\0')
                filters[nfilters++] = arg + j + 1;
              else if (ai + 1 < argc)
                filters[nfilters++] = argv[++ai];
              else
                die ("option -f needs a function name (try -h)", NULL, NULL);
              break;
            }
          else
            {
              fprintf (stderr, "%s: unknown option '-%c' (try -h)\n",
                       progname, c);
              return 2;
            }
        }
    }
  if (nfiles == 0)
    files[nfiles++] = "-";

  for (fi = 0; fi < nfiles; fi++)
    {
      char *text = read_input (files[fi]);
      strip_comments (text);
      scan_text (text, &fl);
      free (text);
    }

  /* -f: every requested name must exist somewhere.  */
  filter_found = xmalloc ((size_t) (nfilters ? nfilters : 1)
                          * sizeof *filter_found);
  for (k = 0; k < nfilters; k++)
    {
      filter_found[k] = 0;
      for (n = 0; n < fl.n; n++)
        if (strcmp (fl.v[n].name, filters[k]) == 0)
          filter_found[k] = 1;
      if (!filter_found[k])
        {
          fprintf (stderr, "%s: function '%s' not found\n", progname,
                   filters[k]);
          missing = 1;
        }
    }
  if (missing)
    return 2;

  if (opt_wide)
    {
      namew = 8;  /* strlen ("function") */
      for (n = 0; n < fl.n; n++)
        if ((int) strlen (fl.v[n].name) > namew)
          namew = (int) strlen (fl.v[n].name);
    }

  memset (&total, 0, sizeof total);
  if (!opt_kv)
    print_header (namew);
  for (n = 0; n < fl.n; n++)
    {
      const struct func *f = &fl.v[n];
      int selected = nfilters == 0;
      for (k = 0; k < nfilters && !selected; k++)
        selected = strcmp (f->name, filters[k]) == 0;
      if (!selected)
        continue;
      add_stats (&total, &f->st);
      if (opt_total_only)
        continue;
      if (opt_kv)
        print_kv (f->name, f->is_entry ? "entry" : "func", &f->st);
      else
        print_row (f->name, f->is_entry ? "entry" : "func", &f->st, namew,
                   opt_wide);
    }
  if (opt_kv)
    print_kv ("TOTAL", "total", &total);
  else
    print_row ("TOTAL", "total", &total, namew, opt_wide);

  for (n = 0; n < fl.n; n++)
    free (fl.v[n].name);
  free (fl.v);
  free (files);
  free (filters);
  free (filter_found);
  if (fflush (stdout) != 0 || ferror (stdout))
    die ("error writing standard output", NULL, NULL);
  return 0;
}
