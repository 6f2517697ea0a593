/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim base layer: the error text and its reporting, the configuration
   from the environment, and the small utilities (checked allocation,
   growable arrays, string and integer maps) of the layers above.  It
   sits on nothing but libc; every other ptxsim file sits on it.  */

#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ptx-internal.h"

/* ---------- errors and configuration ---------- */

char ptxsim_errbuf[2048];
int ptxsim_quiet;
struct ptx_config ptx_cfg;

int
ptx_error (int status, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (ptxsim_errbuf, sizeof ptxsim_errbuf, fmt, ap);
  va_end (ap);
  /* One line.  */
  for (char *p = ptxsim_errbuf; *p; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';
  return status;
}

/* TEXT as a line on stderr, after what the program printed on stdout,
   unless quiet.  */
static void
print_message (const char *text)
{
  if (!ptxsim_quiet && text[0])
    {
      fflush (stdout);
      fprintf (stderr, "%s\n", text);
      fflush (stderr);
    }
}

void
ptx_report (void)
{
  print_message (ptxsim_errbuf);
}

const char *
ptxsim_last_error (void)
{
  return ptxsim_errbuf;
}

/* The message of the first failed launch since ptxsim_hold_launch_messages
   (a failed launch leaves the driver's context unusable, so later ones
   are rare and only repeat the story).  */
static int launch_messages_held;
static char held_message[sizeof ptxsim_errbuf];

void
ptxsim_hold_launch_messages (void)
{
  launch_messages_held = 1;
}

void
ptxsim_print_held_messages (void)
{
  print_message (held_message);
  held_message[0] = '\0';
}

/* A launch failed: its message now, or held.  */
void
ptx_report_launch_failure (void)
{
  if (!launch_messages_held)
    ptx_report ();
  else if (!held_message[0])
    memcpy (held_message, ptxsim_errbuf, sizeof held_message);
}

static uint64_t
env_u64 (const char *name, uint64_t def)
{
  const char *s = getenv (name);
  if (!s || !*s)
    return def;
  char *end;
  double v = strtod (s, &end);
  if (end == s || v < 0)
    return def;
  return (uint64_t) v;
}

int
ptxsim_init (void)
{
  if (ptx_cfg.initialized)
    return PTXSIM_OK;
  ptx_cfg.initialized = 1;
  ptx_cfg.budget = env_u64 ("PTXSIM_BUDGET", 2000000000ull);
  ptx_cfg.local_size = env_u64 ("PTXSIM_LOCAL_SIZE", 64 * 1024);
  if (ptx_cfg.local_size < 4096)
    ptx_cfg.local_size = 4096;
  if (ptx_cfg.local_size > (64u << 20))
    ptx_cfg.local_size = 64u << 20;
  ptx_cfg.heap_size = env_u64 ("PTXSIM_HEAP_SIZE", 64ull << 20);
  if (ptx_cfg.heap_size < 4096)
    ptx_cfg.heap_size = 4096;
  const char *s = getenv ("PTXSIM_STATS");
  ptx_cfg.stats = s && *s ? s : NULL;
  s = getenv ("PTXSIM_PROFILE");
  ptx_cfg.profile = s && *s ? s : NULL;
  s = getenv ("PTXSIM_DUMP");
  ptx_cfg.dump = s && *s ? s : NULL;
  s = getenv ("PTXSIM_TRACE");
  ptx_cfg.trace = s && *s && strcmp (s, "0") != 0;
  s = getenv ("PTXSIM_QUIET");
  ptxsim_quiet = s && *s && strcmp (s, "0") != 0;
  return PTXSIM_OK;
}

/* ---------- utilities ---------- */

void *
xrealloc (void *p, size_t n)
{
  void *q = realloc (p, n ? n : 1);
  if (!q)
    {
      fprintf (stderr, "ptxsim: out of memory\n");
      abort ();
    }
  return q;
}

void *
xcalloc (size_t n, size_t s)
{
  void *q = calloc (n ? n : 1, s ? s : 1);
  if (!q)
    {
      fprintf (stderr, "ptxsim: out of memory\n");
      abort ();
    }
  return q;
}

char *
xstrndup (const char *s, size_t n)
{
  char *r = xrealloc (NULL, n + 1);
  memcpy (r, s, n);
  r[n] = 0;
  return r;
}


uint32_t
hash_bytes (const char *s, size_t n)
{
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char) s[i]) * 16777619u;
  return h;
}


int32_t *
smap_get (struct smap *m, const char *s, size_t len, int create)
{
  if (m->cap == 0)
    {
      if (!create)
        return NULL;
      m->cap = 64;
      m->keys = xcalloc (m->cap, sizeof *m->keys);
      m->vals = xcalloc (m->cap, sizeof *m->vals);
    }
  if (create && (m->n + 1) * 4 > m->cap * 3)
    {
      struct smap o = *m;
      m->cap *= 2;
      m->n = 0;
      m->keys = xcalloc (m->cap, sizeof *m->keys);
      m->vals = xcalloc (m->cap, sizeof *m->vals);
      for (uint32_t i = 0; i < o.cap; i++)
        if (o.keys[i])
          {
            uint32_t h = hash_bytes (o.keys[i], strlen (o.keys[i])) & (m->cap - 1);
            while (m->keys[h])
              h = (h + 1) & (m->cap - 1);
            m->keys[h] = o.keys[i];
            m->vals[h] = o.vals[i];
            m->n++;
          }
      free (o.keys);
      free (o.vals);
    }
  uint32_t h = hash_bytes (s, len) & (m->cap - 1);
  while (m->keys[h])
    {
      if (strlen (m->keys[h]) == len && memcmp (m->keys[h], s, len) == 0)
        return &m->vals[h];
      h = (h + 1) & (m->cap - 1);
    }
  if (!create)
    return NULL;
  m->keys[h] = xstrndup (s, len);
  m->vals[h] = -1;
  m->n++;
  return &m->vals[h];
}

void
smap_free (struct smap *m)
{
  for (uint32_t i = 0; i < m->cap; i++)
    free (m->keys[i]);
  free (m->keys);
  free (m->vals);
  memset (m, 0, sizeof *m);
}


uint32_t *
umap_get (struct umap *m, uint64_t k, int *created)
{
  if ((m->n + 1) * 4 > m->cap * 3)
    {
      struct umap o = *m;
      m->cap = m->cap ? 2 * m->cap : 64;
      m->n = 0;
      m->keys = xcalloc (m->cap, sizeof *m->keys);
      m->vals = xcalloc (m->cap, sizeof *m->vals);
      m->used = xcalloc (m->cap, 1);
      for (uint32_t i = 0; i < o.cap; i++)
        if (o.used[i])
          {
            int c;
            *umap_get (m, o.keys[i], &c) = o.vals[i];
          }
      free (o.keys);
      free (o.vals);
      free (o.used);
    }
  uint32_t h = (uint32_t) ((k * 0x9e3779b97f4a7c15ull) >> 40) & (m->cap - 1);
  while (m->used[h])
    {
      if (m->keys[h] == k)
        {
          *created = 0;
          return &m->vals[h];
        }
      h = (h + 1) & (m->cap - 1);
    }
  m->used[h] = 1;
  m->keys[h] = k;
  m->n++;
  *created = 1;
  return &m->vals[h];
}

void
umap_free (struct umap *m)
{
  free (m->keys);
  free (m->vals);
  free (m->used);
  memset (m, 0, sizeof *m);
}

/* ---------- the program layer's name tables (ptx-internal.h) ---------- */

const char *const space_name[8] =
  { "generic", "global", "shared", "local", "const", "param", "code", "none" };
const unsigned char ptype_size[T_NTYPES] =
  { 0, 1, 2, 4, 8, 1, 2, 4, 8, 1, 2, 4, 8, 2, 4, 8, 1, 16, 4 };
const char *const ptype_name[T_NTYPES] =
  { "", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "b8", "b16",
    "b32", "b64", "f16", "f32", "f64", "pred", "b128", "f16x2" };
