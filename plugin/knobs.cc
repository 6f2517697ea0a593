// SPDX-License-Identifier: GPL-3.0-or-later
/* knobs.cc -- parsing and printing of the one knob table (knobs.def).  */

#include "gcc-compat.h"
#include "knobs.h"

struct knob_info
{
  const char *key;
  enum knob_kind kind;
  int default_value, min_value, max_value;
  const char *values;	/* KNOB_ENUM: comma-separated names.  */
  const char *help;
};

static const struct knob_info knob_table[KNOB_COUNT] = {
#define KNOB(ID, KEY, KIND, DEFAULT, MIN, MAX, VALUES, HELP) \
  { KEY, KIND, DEFAULT, MIN, MAX, VALUES, HELP },
#define KNOB_ALIAS(OLD_KEY, ID)
#include "knobs.def"
#undef KNOB_ALIAS
#undef KNOB
};

/* A knob's former name (KNOB_ALIAS in knobs.def).  */
struct knob_alias
{
  const char *old_key;
  enum knob_id id;
};

static const struct knob_alias knob_aliases[] = {
#define KNOB(ID, KEY, KIND, DEFAULT, MIN, MAX, VALUES, HELP)
#define KNOB_ALIAS(OLD_KEY, ID) { OLD_KEY, KNOB_##ID },
#include "knobs.def"
#undef KNOB_ALIAS
#undef KNOB
  /* The end, so that the table may be empty between renames.  */
  { NULL, KNOB_COUNT }
};

static const char *knob_strings[KNOB_COUNT];

const char *
knob_string (enum knob_id id)
{
  return knob_strings[id] ? knob_strings[id] : "";
}

int knob_values[KNOB_COUNT] = {
#define KNOB(ID, KEY, KIND, DEFAULT, MIN, MAX, VALUES, HELP) DEFAULT,
#define KNOB_ALIAS(OLD_KEY, ID)
#include "knobs.def"
#undef KNOB_ALIAS
#undef KNOB
};

/* Index of NAME in the comma-separated list VALUES, or -1.  */
static int
enum_value_index (const char *values, const char *name)
{
  size_t len = strlen (name);
  int index = 0;
  for (const char *p = values; *p; index++)
    {
      const char *comma = strchr (p, ',');
      size_t item_len = comma ? (size_t) (comma - p) : strlen (p);
      if (item_len == len && strncmp (p, name, len) == 0)
	return index;
      if (!comma)
	break;
      p = comma + 1;
    }
  return -1;
}

/* The name of value INDEX of an enum knob, in a static buffer.  */
static const char *
enum_value_name (const char *values, int index)
{
  static char buffer[64];
  const char *p = values;
  for (int i = 0; i < index && p; i++)
    {
      p = strchr (p, ',');
      if (p)
	p++;
    }
  if (!p)
    return "?";
  size_t len = strcspn (p, ",");
  if (len >= sizeof buffer)
    len = sizeof buffer - 1;
  memcpy (buffer, p, len);
  buffer[len] = 0;
  return buffer;
}

/* All keys, for the error message of an unknown key.  */
static char *
all_keys (void)
{
  size_t size = 1;
  for (int i = 0; i < KNOB_COUNT; i++)
    size += strlen (knob_table[i].key) + 2;
  size += strlen ("help");
  char *text = XNEWVEC (char, size);
  text[0] = 0;
  for (int i = 0; i < KNOB_COUNT; i++)
    {
      strcat (text, knob_table[i].key);
      strcat (text, ", ");
    }
  strcat (text, "help");
  return text;
}

/* Parse VALUE for knob I.  Return false if it is not valid.  */
static bool
parse_value (int i, const char *value, int *result)
{
  const struct knob_info *info = &knob_table[i];
  if (info->kind == KNOB_ENUM)
    {
      *result = enum_value_index (info->values, value);
      return *result >= 0;
    }
  if (info->kind == KNOB_BOOL)
    {
      if (!strcmp (value, "1") || !strcmp (value, "yes") || !strcmp (value, "on"))
	*result = 1;
      else if (!strcmp (value, "0") || !strcmp (value, "no") || !strcmp (value, "off"))
	*result = 0;
      else
	return false;
      return true;
    }
  char *end;
  errno = 0;
  long number = strtol (value, &end, 10);
  if (end == value || *end || errno
      || number < info->min_value || number > info->max_value)
    return false;
  *result = (int) number;
  return true;
}

/* What a knob accepts, for error messages and the table.  */
static const char *
accepted_values (int i)
{
  static char buffer[128];
  const struct knob_info *info = &knob_table[i];
  if (info->kind == KNOB_BOOL)
    return "0 or 1";
  if (info->kind == KNOB_STRING)
    return "text";
  if (info->kind == KNOB_ENUM)
    {
      snprintf (buffer, sizeof buffer, "one of %s", info->values);
      return buffer;
    }
  snprintf (buffer, sizeof buffer, "an integer from %d to %d",
	    info->min_value, info->max_value);
  return buffer;
}

static const char *
value_text (int i, int value)
{
  static char buffer[32];
  if (knob_table[i].kind == KNOB_ENUM)
    return enum_value_name (knob_table[i].values, value);
  snprintf (buffer, sizeof buffer, "%d", value);
  return buffer;
}

void
knobs_print (FILE *file)
{
  fnotice (file, "nvptx_memspace knobs (-fplugin-arg-nvptx_memspace-KEY[=VALUE]):\n");
  for (int i = 0; i < KNOB_COUNT; i++)
    {
      char def[40];
      const char *now;
      if (knob_table[i].kind == KNOB_STRING)
	{
	  snprintf (def, sizeof def, "\"\"");
	  now = *knob_string ((enum knob_id) i) ? knob_string ((enum knob_id) i) : "\"\"";
	}
      else
	{
	  snprintf (def, sizeof def, "%s", value_text (i, knob_table[i].default_value));
	  now = value_text (i, knob_values[i]);
	}
      fnotice (file, "  %-30s default %-7s now %-7s %s\n", knob_table[i].key, def,
	       now, knob_table[i].help);
      fnotice (file, "  %-30s (%s)\n", "", accepted_values (i));
    }
}

/* True if knob I enables a rewrite whose facts are not verified on the
   GCC release the plugin is built for (gcc-compat.h): such a rewrite is
   off by default there, and turned on by hand it says so.  */
static bool
unverified_rewrite_p (int i)
{
  switch (i)
    {
    case KNOB_MEMSPACE_OPT: return !MEMSPACE_VERIFIED_MEMSPACE_OPT;
    case KNOB_IPMSP: return !MEMSPACE_VERIFIED_IPMSP;
    case KNOB_LOADED_POINTERS: return !MEMSPACE_VERIFIED_LOADED_POINTERS;
    case KNOB_BACKEND_ACCESSES: return !MEMSPACE_VERIFIED_BACKEND_ACCESSES;
    case KNOB_PROCESS_RESTRICT: return !MEMSPACE_VERIFIED_PROCESS_RESTRICT;
    case KNOB_LOWER_STRUCT_ARGS: return !MEMSPACE_VERIFIED_LOWER_STRUCT_ARGS;
    case KNOB_LOWER_MODULE_SHARED: return !MEMSPACE_VERIFIED_LOWER_MODULE_SHARED;
    case KNOB_RETURN_SLOT: return !MEMSPACE_VERIFIED_RETURN_SLOT;
    default: return false;
    }
}

/* One warning naming every unverified rewrite the knobs turned on.  */
static void
warn_unverified_rewrites (const char *plugin_name)
{
  char keys[512] = "";
  for (int i = 0; i < KNOB_COUNT; i++)
    if (unverified_rewrite_p (i) && knob_values[i]
	&& strlen (keys) + strlen (knob_table[i].key) + 3 < sizeof keys)
      {
	if (*keys)
	  strcat (keys, ", ");
	strcat (keys, knob_table[i].key);
      }
  if (*keys)
    warning (0, "%s: %s: not verified on GCC %d (the facts these rewrites rest "
	     "on are checked on GCC 12 only; plugin/gcc-compat.h); the code "
	     "may be wrong", plugin_name, keys, MEMSPACE_GCC_MAJOR);
}

/* True if argument A repeats an earlier argument exactly.  */
static bool
argument_repeated_p (const struct plugin_argument *argv, int a)
{
  for (int b = 0; b < a; b++)
    if (!strcmp (argv[a].key, argv[b].key)
	&& (argv[a].value == NULL) == (argv[b].value == NULL)
	&& (argv[a].value == NULL || !strcmp (argv[a].value, argv[b].value)))
      return true;
  return false;
}

bool
knobs_parse (const char *plugin_name, int argc,
	     const struct plugin_argument *argv)
{
  bool ok = true, want_help = false;
  for (int a = 0; a < argc; a++)
    {
      const char *key = argv[a].key, *value = argv[a].value;
      /* -foffload-options given at compile time is recorded in the object
	 and given again at link time, so lto1 often sees every argument
	 twice: act on the first copy only.  */
      if (argument_repeated_p (argv, a))
	continue;
      if (!strcmp (key, "help"))
	{
	  want_help = true;
	  continue;
	}
      int i;
      for (i = 0; i < KNOB_COUNT; i++)
	if (!strcmp (key, knob_table[i].key))
	  break;
      /* A former name: the knob it became, with a warning (one per
	 argument; the second copy lto1 sees is skipped above).  Not
	 silenced by warnings=0: that knob may come later on the line.  */
      for (size_t j = 0; i == KNOB_COUNT && knob_aliases[j].old_key; j++)
	if (!strcmp (key, knob_aliases[j].old_key))
	  {
	    i = knob_aliases[j].id;
	    warning (0, "%s: knob %qs is deprecated and will be removed; "
		     "use %qs", plugin_name, key, knob_table[i].key);
	  }
      if (i == KNOB_COUNT)
	{
	  char *keys = all_keys ();
	  error ("%s: unknown knob %qs; valid knobs are: %s", plugin_name, key, keys);
	  XDELETEVEC (keys);
	  ok = false;
	  continue;
	}
      if (!value)
	{
	  if (knob_table[i].kind != KNOB_BOOL)
	    {
	      error ("%s: knob %qs needs a value (%s)", plugin_name, key,
		     accepted_values (i));
	      ok = false;
	      continue;
	    }
	  value = "1";
	}
      if (knob_table[i].kind == KNOB_STRING)
	{
	  knob_strings[i] = xstrdup (value);
	  continue;
	}
      int parsed;
      if (!parse_value (i, value, &parsed))
	{
	  error ("%s: bad value %qs for knob %qs (expected %s)", plugin_name, value,
		 key, accepted_values (i));
	  ok = false;
	  continue;
	}
      knob_values[i] = parsed;
    }
  if (ok && knob (KNOB_WARNINGS))
    warn_unverified_rewrites (plugin_name);
  /* Not stdout: in the offload compiler lto1's standard output is read by
     the link machinery.  */
  if (want_help)
    knobs_print (stderr);
  return ok;
}
