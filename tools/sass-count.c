/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sass-count.c - count the machine (SASS) instructions ptxas made of each
   function in a cubin.

   ptxas turns some PTX instructions into nothing: on sm_70 and later a
   cvta.to.global of a generic address is the identity (the generic window
   of global memory is global memory), so a PTX count on ptxsim charges the
   plugin's conversions that the GPU never executes.  This tool reads the
   ELF a relocatable `ptxas -c` writes and prints, for each code section
   .text.NAME, the number of 16-byte instruction words that are not NOP
   (ptxas pads every function to a 128-byte boundary with NOPs), so stock
   and plugin PTX can be compared after ptxas (make bench).

   Usage:  sass-count FILE.cubin...
   Output: one line per function, "NAME COUNT"; exit status 1 on an
   unreadable file or one that is not a 64-bit little-endian ELF with
   16-byte instructions (sm_70 and later).  */

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The opcode field of a Volta/Ampere/Hopper instruction is the low 12
   bits of its first 64-bit word; 0x918 is NOP.  */
#define SASS_OPCODE_MASK 0xfff
#define SASS_OPCODE_NOP 0x918

static unsigned char *
read_file (const char *name, size_t *size)
{
  FILE *f = fopen (name, "rb");
  unsigned char *buf = NULL;
  size_t cap = 0, n = 0, got;

  if (!f)
    return NULL;
  do
    {
      if (n == cap)
        {
          cap = cap ? 2 * cap : 1 << 16;
          unsigned char *nb = realloc (buf, cap);
          if (!nb)
            {
              free (buf);
              fclose (f);
              return NULL;
            }
          buf = nb;
        }
      got = fread (buf + n, 1, cap - n, f);
      n += got;
    }
  while (got > 0);
  fclose (f);
  *size = n;
  return buf;
}

static int
count_file (const char *name)
{
  size_t size;
  unsigned char *d = read_file (name, &size);
  const Elf64_Ehdr *eh;
  const Elf64_Shdr *sh, *strsec;
  int i;

  if (!d)
    {
      fprintf (stderr, "sass-count: cannot read %s\n", name);
      return 1;
    }
  eh = (const Elf64_Ehdr *) d;
  if (size < sizeof *eh || memcmp (eh->e_ident, ELFMAG, SELFMAG) != 0
      || eh->e_ident[EI_CLASS] != ELFCLASS64
      || eh->e_ident[EI_DATA] != ELFDATA2LSB
      || eh->e_shoff + (size_t) eh->e_shnum * sizeof *sh > size
      || eh->e_shstrndx >= eh->e_shnum)
    {
      fprintf (stderr, "sass-count: %s: not a 64-bit little-endian ELF\n", name);
      free (d);
      return 1;
    }
  sh = (const Elf64_Shdr *) (d + eh->e_shoff);
  strsec = &sh[eh->e_shstrndx];
  for (i = 0; i < eh->e_shnum; i++)
    {
      const char *sname;
      unsigned long count = 0;
      size_t off;

      if (strsec->sh_offset + sh[i].sh_name >= size)
        continue;
      sname = (const char *) d + strsec->sh_offset + sh[i].sh_name;
      if (strncmp (sname, ".text.", 6) != 0 || sh[i].sh_type == SHT_NOBITS)
        continue;
      if (sh[i].sh_offset + sh[i].sh_size > size || sh[i].sh_size % 16 != 0)
        {
          fprintf (stderr, "sass-count: %s: section %s is not whole 16-byte instructions\n",
                   name, sname);
          free (d);
          return 1;
        }
      for (off = 0; off < sh[i].sh_size; off += 16)
        {
          const unsigned char *w = d + sh[i].sh_offset + off;
          unsigned opcode = (w[0] | (unsigned) w[1] << 8) & SASS_OPCODE_MASK;
          if (opcode != SASS_OPCODE_NOP)
            count++;
        }
      printf ("%s %lu\n", sname + 6, count);
    }
  free (d);
  return 0;
}

int
main (int argc, char **argv)
{
  int i, bad = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: sass-count FILE.cubin...\n");
      return 2;
    }
  for (i = 1; i < argc; i++)
    bad |= count_file (argv[i]);
  return bad;
}
