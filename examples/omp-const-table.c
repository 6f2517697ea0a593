/* SPDX-License-Identifier: GPL-3.0-or-later */
/* omp-const-table.c -- OpenMP kernel reading a 'static const' lookup table
 * (declare target) with a data-dependent index.
 *
 * Memory-space pattern:
 *   crc_table[256]  'static const' + declare target: the nvptx back end puts
 *                   read-only data in the CONST state space
 *                   ('.const .align 16 .u32 crc_table[256] = {...}'), and GCC
 *                   12 takes its address with 'cvta.const' and then loads
 *                   through the generic pointer.
 *   msg, crc        mapped heap arrays: GLOBAL.
 *
 * Why it is interesting: the table index depends on loaded data
 * ((c ^ byte) & 0xff), so the load cannot be constant-folded; the base
 * address is a symbol whose space is known at compile time, so the
 * 'cvta.const + ld' pair can become a single 'ld.const' (with the symbol
 * as base).  The same kernel mixes const-table loads with global loads and
 * stores.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define NMSG   4096
#define MSGLEN 64

#pragma omp declare target
/* Table for the reflected CRC-32 polynomial 0xEDB88320, entries 0..255,
   built at compile time from a macro so that no host code has to fill it.  */
#define C1(c) (((c) & 1) ? 0xEDB88320u ^ ((c) >> 1) : ((c) >> 1))
#define C8(c) C1(C1(C1(C1(C1(C1(C1(C1((uint32_t) (c)))))))))
#define R4(n) C8(n), C8(n + 1), C8(n + 2), C8(n + 3)
#define R16(n) R4(n), R4(n + 4), R4(n + 8), R4(n + 12)
#define R64(n) R16(n), R16(n + 16), R16(n + 32), R16(n + 48)
static const uint32_t crc_table[256] = { R64(0), R64(64), R64(128), R64(192) };
#pragma omp end declare target

/* Bitwise reference, independent of the table.  */
static uint32_t crc32_bitwise(const unsigned char *p, int len)
{
  uint32_t c = 0xFFFFFFFFu;
  for (int i = 0; i < len; i++)
    {
      c ^= p[i];
      for (int k = 0; k < 8; k++)
        c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
  return c ^ 0xFFFFFFFFu;
}

int main(void)
{
  unsigned char *msg = malloc(NMSG * MSGLEN);
  uint32_t *crc = malloc(NMSG * sizeof *crc);
  if (!msg || !crc)
    {
      printf("omp-const-table: FAIL (out of memory)\n");
      return 1;
    }
  for (int i = 0; i < NMSG * MSGLEN; i++)
    msg[i] = (unsigned char) ((i * 131u + (i >> 9)) & 0xff);

#pragma omp target teams distribute parallel for \
        map(to: msg[0:NMSG*MSGLEN]) map(from: crc[0:NMSG])
  for (int m = 0; m < NMSG; m++)
    {
      uint32_t c = 0xFFFFFFFFu;
      for (int i = 0; i < MSGLEN; i++)
        c = crc_table[(c ^ msg[m * MSGLEN + i]) & 0xff] ^ (c >> 8);
      crc[m] = c ^ 0xFFFFFFFFu;
    }

  int errors = 0;
  for (int m = 0; m < NMSG; m++)
    errors += crc[m] != crc32_bitwise(msg + m * MSGLEN, MSGLEN);
  /* Well-known check value: CRC-32 of "123456789" is 0xCBF43926.  */
  errors += crc32_bitwise((const unsigned char *) "123456789", 9)
            != 0xCBF43926u;

  if (errors)
    printf("omp-const-table: FAIL (%d mismatches)\n", errors);
  else
    printf("omp-const-table: OK\n");
  free(msg);
  free(crc);
  return errors != 0;
}
