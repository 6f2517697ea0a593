/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make fuzz -x, seed 379 (tools/fuzz-gen -x 379), kept whole as the
   reproducer: a wrong result, no space error.  A frame array is read
   through nbase (g, u) + (&a - nbase (&a, u)): the offset carries a's
   address when u is 0.  The rewrite made the integer sum a pointer sum on
   the converted base, whose points-to set is the base's alone, so the
   optimisers took the array's stores for unrelated to those reads and
   stale values were read.  An offset that may carry an address
   now stays in an integer sum (memspace-shadow.cc integer_offset_shadow).
   The program prints checksums of every array; on ptxsim they must match
   the host's.  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 128  /* mapped and global arrays */
#define W 4  /* elements readable from every pointer */
#define L 4  /* local and private arrays */
#define T 16  /* const tables */
#define H 32  /* atomic counters */

typedef unsigned fz_v2u __attribute__ ((vector_size (8)));

struct si0 { unsigned short s; float f; };
struct sv0
{
  unsigned a;
  unsigned v[4];
  struct si0 in;
  const float *p;
};

#pragma omp declare target
unsigned g0[N];
unsigned char g1[N];
short g2[N];
short g3[N];
static const int tab0[T] = {
  672769, -613923, 428286, 569502, -517320, 650357,
  -602564, 632850, -565614, 630883, 198436, -90845,
  177333, -586080, 878425, -654786,
};
const double ct0[N] = {
  23024.250, -6426.625, -32874.375, 32296.500, -43241.125, -49938.500,
  38792.375, 18261.250, 41378.125, -25169.750, 29055.125, -62691.625,
  -6656.875, -3390.625, 23788.000, -61205.375, -52416.625, -24305.875,
  40735.125, -17377.875, 10589.500, -44363.000, 33796.750, -45695.750,
  32944.500, -60199.250, 22755.500, -19233.000, -32134.750, 29839.125,
  52900.750, -47380.000, 16632.000, -59147.250, 13166.250, 60290.000,
  21496.875, -15449.750, -52791.500, 1656.500, -48700.250, 29634.875,
  -57427.875, -1174.875, -682.500, 29943.750, -53001.125, 5977.250,
  5255.125, 25583.875, 19462.375, 56648.750, -13200.750, -52584.125,
  -11028.000, -35467.500, -38470.000, 5021.875, 891.875, -33519.125,
  29565.750, -18209.375, 62281.500, 47491.500, 32261.750, 54823.750,
  -30006.500, 7903.250, -780.500, 30243.250, -32408.250, 23037.875,
  758.250, -35644.125, -62376.875, 64774.125, -5950.875, -57451.125,
  6230.000, -61448.000, -14430.375, -25.750, 953.000, 30359.250,
  14436.500, 40136.250, 32269.125, -267.500, 28369.125, 40316.125,
  -18893.750, -38836.875, 72.875, 3722.625, -42804.500, -14260.875,
  -51340.000, 22066.875, 4261.500, 36304.500, 54008.125, -34056.250,
  -18810.500, 20889.250, 8667.625, -56750.375, 53351.625, 50731.375,
  -11914.250, -19212.375, 2750.500, -61236.500, -21639.500, -52444.500,
  56581.375, 42384.500, -55083.875, 48957.125, 62161.250, -35485.875,
  18140.875, -61311.375, -30685.250, -11851.750, 10902.875, 12074.125,
  5519.125, 20542.500,
};
const double ct1[N] = {
  -20270.125, 14673.125, -51984.000, -5811.375, 40782.375, -15820.125,
  42334.000, -25116.625, 34033.000, 34477.625, 47491.125, 55683.125,
  -61574.750, -58299.125, 13714.250, 20480.375, 13954.625, 58374.250,
  13895.500, 24895.750, -24140.500, -11934.625, -56229.625, -3109.875,
  18204.375, 62982.750, -49254.875, 18549.125, 30006.625, 23929.125,
  -56354.875, 61243.125, -44439.750, 43815.375, 36028.500, 15872.125,
  -48880.375, -527.000, -55855.000, 60691.375, 1828.750, -45472.625,
  -16652.875, -28676.500, -6081.125, 35341.625, 65492.000, -9896.375,
  -44191.750, -36876.500, -1612.250, -7039.750, 24709.000, 9529.500,
  -14794.750, -58548.125, 2985.500, 46105.375, 14275.250, 25556.000,
  -22671.750, 59953.000, 64020.000, 775.125, -52108.875, 19210.375,
  -58114.250, -55891.625, 14623.125, -34572.875, -8663.875, 43237.000,
  18631.625, -42754.250, -26502.375, -5351.875, 7887.750, 23199.250,
  -1246.625, 51983.250, -38361.875, -24060.375, -25618.500, 13277.625,
  65198.250, -9893.500, -64625.750, -1879.250, -2380.375, 56718.250,
  19479.375, -61691.875, -59097.625, 50748.375, 20878.375, 35628.125,
  28905.750, 61009.000, -17967.375, 35090.500, 21052.500, -62945.625,
  20305.125, -2270.375, 29645.250, -44108.000, 24160.750, 2101.625,
  -20984.500, 27011.250, 46721.625, -43133.625, 27381.000, 17875.375,
  15162.875, 57823.500, 36972.000, 35386.250, 36792.875, 30971.625,
  15680.625, 11434.875, 24266.375, 56054.750, 34838.250, 64683.375,
  2801.625, -5930.875,
};
void *gps[N];

static __attribute__ ((noinline)) const void *
nbase (const void *p, unsigned u)
{
  return u ? p : (const void *) 0;
}

static __attribute__ ((noinline)) const unsigned char *
nbo_g1 (unsigned u)
{
  return u ? g1 : (const unsigned char *) 0;
}

static __attribute__ ((noinline)) const unsigned *
nbo_g0 (unsigned u)
{
  return u ? g0 : (const unsigned *) 0;
}

static __attribute__ ((noinline)) unsigned
rd0 (const float *p, const double *q, unsigned x)
{
  unsigned v0 = (unsigned) (int) (ct0[(0x8dc21ff5u) % N] * 2.0);
  v0 *= g0[((unsigned) (int) ((p + W)[-1 - (int) (((unsigned) (tab0[(x) % T])) % W)])) & (N - 1)];
  unsigned v1 = (((g0[10]) > ((unsigned) (g1[((unsigned) (g1[(v0) & (N - 1)])) % N]))) ? v0 : (unsigned) (int) (*p));
  unsigned v2 = (((v0 ^ v1) >> 2u) & ((unsigned) (g1[(v1) % N]) & (0xa4af2bf6u | v0)));
  unsigned l3[L];
  for (int k4 = 0; k4 < L; k4++)
    l3[k4] = (unsigned) (tab0[((unsigned) (int) (p[(0xe5bf70c2u) & (W - 1)])) & (T - 1)]);
  unsigned nu5 = ((unsigned) (int) (*q)) & 1u;
  const unsigned *nb6 = (const unsigned *) nbase (g0, nu5);
  uintptr_t off7 = (uintptr_t) (g0 + 0) - (uintptr_t) nb6;
  uintptr_t off8 = 0;
  for (int b9 = 0; b9 < 64; b9++)
    {
      off8 = (off8 << 1) | ((off7 >> (63 - b9)) & 1u);
    }
  const unsigned *nb11 = (nu5 ? (const unsigned *) l3 : (const unsigned *) 0);
  uintptr_t ra12 = (uintptr_t) nb11 + off8;
  uintptr_t ra13 = 0;
  for (int b14 = 0; b14 < 64; b14++)
    {
      ra13 |= ((uintptr_t) 0 - ((ra12 >> b14) & 1u)) & ((uintptr_t) 1 << b14);
    }
  const unsigned *r16 = (const unsigned *) ra13;
  unsigned v17 = r16[((unsigned) (int) (ct0[(0x016f7eb7u) % N])) % W] * 31u + r16[(x) & (W - 1)];
  return 0u ^ v0 ^ v1 ^ v2 ^ v17 ^ (x >> 20u);
}

__attribute__ ((noinline)) unsigned
opt1 (const unsigned long long *p, const short *q, unsigned x)
{
  static const double lt18[W] = { 11447.625, 28868.125, -34310.375, 54581.500 };
  unsigned v19 = (unsigned) ((p[(x) & (W - 1)]) >> 5);
  unsigned v20 = 0x02a693a9u;
  {
    const double *q21 = ((const double *) ((uintptr_t) ct1 + (uintptr_t) (((unsigned) (tab0[(v19) & (T - 1)])) % (N - W + 1)) * sizeof (double)));
    const double *e23 = q21 + W;
    for (; q21 != e23; q21++)
      v20 = v20 * 31u + (unsigned) (int) (*q21);
  }
  const unsigned *pp24[4] = { (g0 + (x) % (N - W + 1)), ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) ((0xe003e988u) % (N - W + 1)) * sizeof (unsigned))), ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) ((x) % (N - W + 1)) * sizeof (unsigned))), (g0 + (11u) % (N - W + 1)) };
  pp24[((unsigned) ((*p) >> 5)) % 4] = (g0 + 98);
  const unsigned *p25 = pp24[((unsigned) (int) (*(volatile const double *) &ct0[((unsigned) (int) (ct0[(v20) % N])) % N])) % 4];
  unsigned v26 = x;
  v26 += q ? (unsigned) (q[(x >> 2) % W]) : 7u;
  return 0u ^ v19 ^ v20 ^ v26;
}

__attribute__ ((noinline)) unsigned
opt2 (const short *p, const unsigned long long *q, unsigned x)
{
  static const unsigned lt27[W] = { 0x2cf294f2u, 0x5119fa69u, 0x2de8c3a2u, 0x7da72bd2u };
  unsigned v28 = x;
  {
    const double *q29 = (ct0 + ((x << 29u)) % (N - W + 1));
    for (int k30 = 0; k30 < W; k30++)
      {
        v28 += (unsigned) (int) (*q29);
        q29 = (((unsigned) (*p)) % 3u == 0u) ? ((const double *) ((uintptr_t) ct1 + (uintptr_t) ((0x72f37ca1u) % (N - W + 1)) * sizeof (double))) + k30 + 1 : q29 + 1;
      }
  }
  unsigned __int128 wq31 = (unsigned __int128) (uintptr_t) (((x) & 16u) ? ((const short *) ((uintptr_t) p + (uintptr_t) (0) * sizeof (short))) : ((const short *) ((uintptr_t) p + (uintptr_t) (0) * sizeof (short)))) << 30;
  wq31 |= (unsigned __int128) ((x) & 0x3fffffffu);
  wq31 += (unsigned __int128) ((x) & 0xfu) << 94;
  const short *q32 = (const short *) (uintptr_t) (wq31 >> 30);
  unsigned v33 = (unsigned) (q32[((unsigned) (g1[78])) % W]) * 31u + (unsigned) (q32[((unsigned) (int) (*(volatile const double *) &ct1[44])) & (W - 1)]);
  unsigned v34 = (unsigned) (int) (ct0[((x & (x >> 6u))) % N]);
  unsigned v35 = v33;
  {
    const short *q36 = p;
    for (int k37 = 0; k37 < W; k37++)
      {
        v35 += (unsigned) (*q36);
        q36 = (((unsigned) (q32[(v28) % W])) & 1u) ? p + k37 + 1 : q36 + 1;
      }
  }
  unsigned char l38[L];
  for (int k39 = 0; k39 < L; k39++)
    l38[k39] = (unsigned char) ((unsigned) (tab0[(lt27[1]) & (T - 1)]));
  unsigned v40 = v33;
  unsigned v41 = x;
  if (q != 0 && (x & 1u))
    v41 ^= (unsigned) ((q[x % W]) >> 5);
  else if (q)
    v41 += (unsigned) ((q[0]) >> 5);
  return 0u ^ v28 ^ v33 ^ v34 ^ v35 ^ v40 ^ v41 ^ (unsigned) (tab0[15]);
}

static __attribute__ ((noinline)) void
fw42 (unsigned *p, unsigned x)
{
  *p = *p * 5u + x;
}

__attribute__ ((noinline)) unsigned
st3 (struct sv0 s, const float *p, unsigned x)
{
  fw42 (&s.a, x);
  unsigned fv43 = s.a * 3u + s.v[2] + (unsigned) s.in.s * 7u + (unsigned) (int) (s.in.f);
  struct sv0 s44 = { (x) ^ x, { ((unsigned) (tab0[(g0[66]) & (T - 1)])) ^ x, (((((unsigned) (int) (s.p[((unsigned) s.in.s) % W])) > (((unsigned) s.in.s >> 8u))) ? (x ^ s.a) : rd0 (p, (ct1 + (s.a) % (N - W + 1)), 0xd7d186dau))) ^ x, (((0x2df97f05u + x) - (s.a >> 31u))) ^ x, (10u) ^ x }, { (unsigned short) ((((((s.a - 20u)) > (x)) ? 11u : s.a)) ^ x), (float) ((int) (((s.a) ^ x) & 0x7fffu) - 0x4000) * 0.25f }, p };
  s44.v[((x ^ fv43)) % 4] ^= (g0[45] * ((((unsigned) (int) (s.in.f)) & 4u) ? x : 0x81fadb66u));
  unsigned v45 = s44.a;
  unsigned v46 = (unsigned) (g1[(((((unsigned) (tab0[(x) & (T - 1)])) & 2u) ? (unsigned) (int) (p[(s44.a) & (W - 1)]) : rd0 (s.p, (ct0 + (x) % (N - W + 1)), s44.a))) % N]);
  unsigned v47 = (((unsigned) (tab0[(fv43) & (T - 1)]) / ((unsigned) (int) (s.p[(v46) & (W - 1)] + s44.p[(v46) & (W - 1)]) | 1u)) * (unsigned) (int) (ct0[10] * 2.0));
  return 0u ^ fv43 ^ v45 ^ v46 ^ v47 + s.v[2];
}

__attribute__ ((noinline)) void
wr4 (double *d, int n, unsigned x)
{
  unsigned v48 = (unsigned) n;
  double dc50;
  const unsigned *pw49 = (g0 + ((unsigned) n) % (N - W + 1));
  __builtin_memcpy (&dc50, &pw49, sizeof dc50);
  unsigned v54 = v48;
  const unsigned *q51 = (((x) > (x)) ? (g0 + (39u) % (N - W + 1)) : ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) ((v48) % (N - W + 1)) * sizeof (unsigned))));
  for (int uk52 = 0; uk52 < 2; uk52++)
    {
      union { double d; const unsigned *p; unsigned w[2]; } lu53;
      if ((unsigned) uk52 == (((unsigned) n) & 1u))
        lu53.d = dc50;
      else
        lu53.p = q51;
      v54 += (lu53.w[0] | lu53.w[1]) == 0u;
      q51 = lu53.p;
      v54 = v54 * 31u + q51[1];
    }
  unsigned v55 = q51[2] * 31u + q51[((unsigned) (tab0[(v54) % T])) & (W - 1)];
  short l56[L];
  for (int k57 = 0; k57 < L; k57++)
    l56[k57] = (short) (x);
  for (int k = 0; k < n; k++)
    d[k] = (double) ((int) ((0u ^ v48 ^ v54 ^ v55 ^ (v55 >> 4u)) & 0xfffffu) - 0x80000) * 0.125;
}

static __attribute__ ((noinline)) unsigned
opt5 (const unsigned long long *p, const double *q, unsigned x)
{
  static const unsigned lt58[W] = { 0xe5d6352eu, 0xa4097031u, 0xb3662722u, 0xcbfff799u };
  unsigned v59 = (unsigned) (tab0[8]);
  if ((((unsigned) (int) (ct1[((v59 & 22u)) % N])) % 3u == 0u))
    {
      const unsigned long long *p60 = ((((unsigned) (int) (ct1[(x) & (N - 1)])) & 8u) ? p : p);
    }
  const unsigned *pp61[4] = { (((v59) & 2u) ? lt58 : lt58), lt58, lt58, (g0 + (x) % (N - W + 1)) };
  const unsigned *p62 = pp61[((((g0[39]) & 16u) ? x : (unsigned) (int) (ct0[(v59) % N] * 0.5))) % 4];
  v59 += ((unsigned) ((*p) >> 5) & (unsigned) (tab0[(x) & (T - 1)]));
  unsigned v63 = 0x44c04ffdu;
  const unsigned *p64 = lt58;
  for (int k65 = 0; k65 < (int) (v63 % 4u); k65++)
    if (((0x7008210bu) & 1u))
      p64 = ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) (40) * sizeof (unsigned)));
  unsigned v66 = *p62;
  unsigned v67 = (unsigned) (int) (*(volatile const double *) &ct1[((unsigned) ((p[((39u | v66)) & (W - 1)]) >> 5)) % N]);
  unsigned v68 = x;
  if (q)
    for (int k = 0; k < W; k++)
      v68 = v68 * 31u + (unsigned) (int) (q[k]);
  return 0u ^ v59 ^ v63 ^ v66 ^ v67 ^ v68 ^ 0x1fcea7dau;
}

static __attribute__ ((noinline)) unsigned
opt6 (const unsigned *p, const double *q, unsigned x)
{
  unsigned v69 = ((unsigned) (g1[((unsigned) (g1[49])) % N]) * (x << 25u));
  for (int k70 = 0; k70 < W; k70++)
    {
      const double *p71 = (ct1 + ((unsigned) k70) % (N - W + 1));
      for (int k72 = 0; k72 < (int) (0x843f7f1fu % 4u); k72++)
        if (((p[(18u) & (W - 1)]) & 2u))
          p71 = (ct1 + (x) % (N - W + 1));
    }
  unsigned v73 = ((unsigned) (int) (ct0[(v69) % N]) + (unsigned) (tab0[4]));
  uintptr_t u75 = (uintptr_t) (ct1 + (g0[(v73) & (N - 1)]) % (N - W + 1));
  const double *p74 = (const double *) u75;
  unsigned v76 = g0[76];
  unsigned v77 = x;
  if (q != 0 && (x & 1u))
    v77 ^= (unsigned) (int) (q[x % W]);
  else if (q)
    v77 += (unsigned) (int) (q[0]);
  return 0u ^ v69 ^ v73 ^ v76 ^ v77 ^ (v76 << 6u);
}

#pragma omp end declare target

static unsigned
kern0 (double *a0, int *restrict a2, const unsigned *a3, const double *restrict a1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute map(to: a3[0:N], a1[0:N]) map(tofrom: a0[0:N], a2[0:N])
  for (int b = 0; b < N / W; b++)
    {
      float ts[L];
      #pragma omp parallel for
      for (int k = 0; k < L; k++)
        ts[k] = (float) ((int) ((x1) & 0x7fffu) - 0x4000) * 0.25f;
      #pragma omp parallel for
      for (int cc = 0; cc < W; cc++)
        {
          int i = b * W + cc;
          double l78[L];
          for (int k79 = 0; k79 < L; k79++)
            l78[k79] = (double) ((int) ((((unsigned) (g2[((unsigned) b) % N]) & (unsigned) b)) & 0xfffffu) - 0x80000) * 0.125;
          unsigned v80 = a3[(((0x1aeb87fcu / (0xee12380au | 1u)) - (unsigned) (int) (a1[30] - 0.75))) % N];
          unsigned v81 = (((v80) < 0x2c280ff6u) ? x1 : (v80 / ((unsigned) (int) (ct0[(0xdee0e060u) % N] + l78[(57u) % L]) | 1u)));
          unsigned v82 = (unsigned) i;
          uintptr_t u84 = (uintptr_t) (g3 + ((v80 | v81)) % (N - W + 1));
          const short *p83 = (const short *) u84;
          struct sv0 s85 = { (x0) ^ x0, { (((unsigned) (int) (a0[i]) & (unsigned) (g1[(v81) & (N - 1)]))) ^ x0, (v81) ^ x0, (((unsigned) (g2[((unsigned) b) & (N - 1)]) ^ (x0 - 36u))) ^ x0, (((v82 - v80) % (((unsigned) i ^ 1u) | 1u))) ^ x0 }, { (unsigned short) (((unsigned) b) ^ x0), (float) ((int) (((0xe065cd6bu) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, ts };
          unsigned v86 = st3 (s85, ((const float *) ((uintptr_t) s85.p + (uintptr_t) (0) * sizeof (float))), (unsigned) (int) (l78[(s85.v[3]) & (L - 1)]));
          float l87[L];
          #pragma omp simd
          for (int k88 = 0; k88 < L; k88++)
            l87[k88] = (float) ((int) (((unsigned) (g2[((unsigned) (int) (a0[i])) % N])) & 0x7fffu) - 0x4000) * 0.25f;
          double *w89 = (((unsigned) (p83[((unsigned) (a2[i])) & (W - 1)])) % 3u == 0u) ? a0 + i : a0 + i;
          *w89 = (double) ((int) ((((unsigned) (int) (ct0[((unsigned) (int) (ct1[(x0) & (N - 1)])) & (N - 1)]) + v86)) & 0xfffffu) - 0x80000) * 0.125;
          wr4 (a0 + i, 1, (unsigned) (g1[i]));
          unsigned v90 = rd0 (l87 + 0, (a1 + ((unsigned) b) % (N - W + 1)), v81);
          struct sv0 s91 = { (((unsigned) (int) (ct0[i]) >> 25u)) ^ x0, { ((unsigned) (g1[i])) ^ x0, ((unsigned) (int) ((s85.p + W)[-1 - (int) (((unsigned) (tab0[(v86) & (T - 1)])) % W)])) ^ x0, (a3[i]) ^ x0, (x0) ^ x0 }, { (unsigned short) (((unsigned) (int) (ct1[27])) ^ x0), (float) ((int) ((((unsigned) (tab0[((42u | x0)) % T])) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, ((const float *) ((uintptr_t) s85.p + (uintptr_t) (0) * sizeof (float))) };
          s91.v[((unsigned) (int) (ct1[97] * 0.5)) % 4] ^= (unsigned) (g3[((s85.v[3] - 51u)) % N]);
          unsigned v92 = st3 (s91, s85.p, (s85.a ^ (unsigned) b));
          const unsigned char *p93 = ((const unsigned char *) ((uintptr_t) g1 + (uintptr_t) (((unsigned) (*p83)) % (N - W + 1)) * sizeof (unsigned char)));
          a2[i] = (int) ((((((((((s91.a) < 0xc2f9eab2u) ? v82 : (unsigned) s85.in.s)) < 0x24c9f2aeu) ? v80 : (unsigned) (tab0[((unsigned) b) % T]))) < 0xaaba5c21u) ? st3 ((struct sv0) { ((unsigned) (a2[i])) ^ x0, { (st3 ((struct sv0) { (0xd3a25cc1u) ^ x0, { (v81) ^ x0, (s85.v[3]) ^ x0, (v90) ^ x0, (s85.a) ^ x0 }, { (unsigned short) (((unsigned) b) ^ x0), (float) ((int) (((s91.v[3]) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, ((const float *) ((uintptr_t) s85.p + (uintptr_t) (0) * sizeof (float))) }, ((const float *) ((uintptr_t) l87 + (uintptr_t) (0) * sizeof (float))), s91.a)) ^ x0, ((unsigned) (int) (ts[(x0) % L])) ^ x0, ((unsigned) (int) (ct0[(s85.v[3]) & (N - 1)] * 2.0)) ^ x0, ((v81 % (s85.v[3] | 1u))) ^ x0 }, { (unsigned short) (((unsigned) (a2[i])) ^ x0), (float) ((int) ((((x0 % ((unsigned) b | 1u))) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, s91.p }, ((const float *) ((uintptr_t) ts + (uintptr_t) (0) * sizeof (float))), (35u << 12u)) : (s91.v[3] | (unsigned) (g2[((unsigned) i) % N]))));
          unsigned v94 = (unsigned) (tab0[((opt6 ((a3 + (x1) % (N - W + 1)), (((v86) & 8u) ? (const double *) l78 : (const double *) 0), (unsigned) i) + (((s91.v[3]) & 4u) ? s91.v[3] : 0x03697d33u))) & (T - 1)]);
          unsigned v95 = rd0 (l87 + 0, (a1 + (s91.a) % (N - W + 1)), v90);
          const short *p96 = (g2 + (v94) % (N - W + 1));
          int *w97 = (int *) ((uintptr_t) a2 + (uintptr_t) i * sizeof (int));
          w97[0] = (int) (v86);
          unsigned v98 = (unsigned) (int) (a1[((unsigned) (*p93)) & (N - 1)]);
          v82 -= (unsigned) (int) (ct0[121] - 0.75);
          wr4 ((l78 + 0), 1, (unsigned) (*(volatile const unsigned char *) &p93[((unsigned) (p93[(0x38443894u) & (W - 1)])) & (W - 1)]));
          a0[i] = (double) ((int) ((0u ^ v80 ^ v81 ^ v82 ^ v86 ^ v90 ^ v92 ^ v94 ^ v95 ^ v98 ^ a3[i]) & 0xfffffu) - 0x80000) * 0.125;
        }
    }
  return red;
}

static unsigned
kern1 (unsigned *restrict a3, int *restrict a2, double *restrict a1, const double *restrict a0, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute parallel for map(to: a0[0:N]) map(tofrom: a3[0:N], a2[0:N], a1[0:N], cnt0[0:H]) map(tofrom: red) reduction(^:red)
  for (int i = 0; i < N; i++)
    {
      unsigned v99 = x1;
      unsigned v100 = ((unsigned) (int) (ct0[((((18u) & 4u) ? 0xf6eae368u : 3u)) & (N - 1)]) << 3u);
      unsigned char l101[L];
      for (int k102 = 0; k102 < L; k102++)
        l101[k102] = (unsigned char) (((46u << 25u) & (v99 * v99)));
      const double *p103 = ((const double *) ((uintptr_t) ct0 + (uintptr_t) ((v100) % (N - W + 1)) * sizeof (double)));
      for (int k104 = 0; k104 < (int) (50u % 4u); k104++)
        if ((((((x1) & 4u) ? x0 : x1)) > ((17u % (x1 | 1u)))))
          p103 = (ct1 + (x1) % (N - W + 1));
      unsigned v105 = v99;
      v100 ^= opt6 (((((((v105) & 8u) ? v99 : v99)) % 3u == 0u) ? (((0x353ee501u) & 2u) ? ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) ((v105) % (N - W + 1)) * sizeof (unsigned))) : ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) (((unsigned) i) % (N - W + 1)) * sizeof (unsigned)))) : (g0 + 93)), (a0 + ((unsigned) (*(volatile const unsigned char *) &l101[3])) % (N - W + 1)), (unsigned) i);
      if ((((unsigned) (a2[i])) < 0x2cd27902u))
        {
          gps[i] = (void *) (a3 + i);
          unsigned *w106 = (unsigned *) gps[i];
          *w106 = a3[i];
          short l107[L];
          for (int k108 = 0; k108 < L; k108++)
            l107[k108] = (short) ((unsigned) k108);
          unsigned v109 = (unsigned) (int) (a0[(((((x1) > (v99)) ? v105 : 27u) % ((unsigned) (l107[(54u) & (L - 1)]) | 1u))) % N]);
          v99 ^= v109;
        }
      else
        {
          unsigned v110 = ((((unsigned) i) < 0x00e8b641u) ? (unsigned) (g1[((unsigned) (g3[i])) % N]) : (unsigned) (g1[78]));
          v100 ^= v110;
        }
      v99 ^= ((g0[(v105) & (N - 1)] - x1) << 21u);
      a2[i] = (int) (0u ^ v99 ^ v100 ^ v105 ^ v99);
    }
  return red;
}

static unsigned
kern2 (double *restrict a0, double *restrict a1, const unsigned *a3, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute map(to: a3[0:N]) map(tofrom: a0[0:N], a1[0:N], cnt0[0:H])
  for (int i = 0; i < N; i++)
    {
      unsigned v111 = (unsigned) (int) (a1[i]);
      if (((v111) & 1u))
        {
          unsigned v112 = 60u;
          {
            const unsigned char *q113 = (g1 + ((unsigned) (int) (ct0[(x0) % N] - 0.75)) % (N - W + 1));
            const unsigned char *e115 = q113 + W;
            for (; q113 != e115; q113++)
              v112 = v112 * 31u + (unsigned) (*q113);
          }
          double *w116 = (double *) ((uintptr_t) a0 + (uintptr_t) i * sizeof (double));
          w116[0] = (double) ((int) ((g0[(((((unsigned) (int) (ct1[(v111) % N])) % 3u == 0u) ? (unsigned) (g2[(3u) & (N - 1)]) : (x0 >> 6u))) % N]) & 0xfffffu) - 0x80000) * 0.125;
          v111 ^= v112;
        }
      unsigned v117 = x0;
      {
        const short *q118 = (g2 + ((unsigned) (int) (ct0[51] * 2.0)) % (N - W + 1));
        for (int k119 = 0; k119 < W; k119++)
          {
            v117 += (unsigned) (*q118);
            q118 = ((g0[(25u) & (N - 1)]) > ((unsigned) (tab0[5]))) ? (g3 + ((unsigned) i & (N - W))) + k119 + 1 : q118 + 1;
          }
      }
      unsigned v120 = a3[i];
      uintptr_t xa121 = (uintptr_t) (g2 + (v120) % (N - W + 1));
      fz_v2u vv123 = (fz_v2u) { (unsigned) xa121, (unsigned) (xa121 >> 32) };
      const short *q122;
      __builtin_memcpy (&q122, &vv123, sizeof q122);
      unsigned v124 = (unsigned) (q122[((unsigned) (g1[i])) & (W - 1)]) * 31u + (unsigned) (q122[0]);
      unsigned v125 = ((unsigned) (*(volatile const unsigned char *) &g1[((unsigned) (tab0[(v124) & (T - 1)])) & (N - 1)]) >> 8u);
      a0[i] = (double) ((int) (((unsigned) (int) (ct0[((unsigned) (tab0[((unsigned) (q122[0])) % T])) & (N - 1)])) & 0xfffffu) - 0x80000) * 0.125;
      {
        int *c126 = cnt0 + ((v125) % H);
        #pragma omp atomic update
        *c126 &= (int) ((0x01265c69u) | 0x80000000u);
      }
      unsigned v127 = ((((unsigned) (int) (a1[i])) & 4u) ? (unsigned) (g3[i]) : ((v124 | x0) >> 12u));
      unsigned v128 = (0xb579526cu * (unsigned) (g3[((v125 - 5u)) % N]));
      v125 ^= (unsigned) ((q122 + W)[-1 - (int) ((((unsigned) (int) (a0[i]) - (x1 % (0xedd721dfu | 1u)))) % W)]);
      if (((v124) > ((unsigned) (int) (ct0[i] * 0.5))))
        {
          unsigned nu129 = ((unsigned) (g2[((unsigned) (int) (ct1[(v124) & (N - 1)] * 0.5)) % N])) & 1u;
          const unsigned char *nb130 = nbo_g1 (nu129);
          uintptr_t off131 = (uintptr_t) (g1 + 57) - (uintptr_t) nb130;
          const unsigned char *nb132 = (const unsigned char *) nbase (g1, nu129);
          uintptr_t ra133 = (uintptr_t) nb132 + off131;
          uintptr_t ra134 = 0;
          for (int b135 = 0; b135 < 64; b135++)
            {
              ra134 |= ra133 & ((uintptr_t) 1 << b135);
            }
          const unsigned char *r137 = (const unsigned char *) ra134;
          unsigned v138 = (unsigned) (r137[(v124) % W]) * 31u + (unsigned) (r137[(26u) & (W - 1)]);
          unsigned v139 = opt6 ((g0 + 20), (const double *) 0, (unsigned) (g3[i]));
          unsigned v140 = (opt6 ((((x0) % 3u == 0u) ? ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) (((unsigned) i & (N - W))) * sizeof (unsigned))) : (g0 + ((unsigned) i & (N - W)))), ((const double *) ((uintptr_t) ct0 + (uintptr_t) ((v125) % (N - W + 1)) * sizeof (double))), v139) % ((((((((unsigned) i) % 3u == 0u) ? v139 : v120)) & 2u) ? (unsigned) (q122[3]) : (0x22eec1e3u & 23u)) | 1u));
          v111 ^= v138 ^ v139 ^ v140;
        }
      else
        {
          unsigned v141 = 0xf5e82fdau;
          {
            const double *q142 = (ct0 + (v120) % (N - W + 1));
            for (int k143 = 0; k143 < W; k143++)
              {
                v141 += (unsigned) (int) (*q142);
                q142 = (((unsigned) (int) (a1[i])) & 4u) ? (ct1 + (v128) % (N - W + 1)) + k143 + 1 : q142 + 1;
              }
          }
          unsigned v144 = ((((unsigned) (g3[117])) & 2u) ? ((unsigned) (int) (a1[i]) & (8u + x0)) : (unsigned) (int) (a0[i]));
          v125 ^= v141 ^ v144;
        }
      unsigned v145 = (unsigned) (int) (a1[i]);
      const double *pp146[3] = { (((x1) < 0xb145dbb8u) ? (ct0 + (v120) % (N - W + 1)) : (ct1 + 97)), ((const double *) ((uintptr_t) ct1 + (uintptr_t) ((v120) % (N - W + 1)) * sizeof (double))), (ct1 + (v124) % (N - W + 1)) };
      const double *p147 = pp146[(((v125 << 18u) >> 13u)) % 3];
      a0[i] = (double) ((int) (((unsigned) (g3[88])) & 0xfffffu) - 0x80000) * 0.125;
      double *w148 = (double *) ((uintptr_t) a0 + (uintptr_t) i * sizeof (double));
      w148[0] = (double) ((int) (((unsigned) (g3[(a3[i]) % N])) & 0xfffffu) - 0x80000) * 0.125;
      unsigned v149 = 0xa45cc52au;
      {
        const double *q150 = (ct1 + ((unsigned) i & (N - W)));
        for (int k151 = 0; k151 < W; k151++)
          {
            v149 ^= (unsigned) (int) (*q150);
            q150 = (((unsigned) (g3[((unsigned) i) & (N - 1)])) < 0x1f1615d7u) ? (((0x68a3d781u) % 3u == 0u) ? ((const double *) ((uintptr_t) ct1 + (uintptr_t) ((x0) % (N - W + 1)) * sizeof (double))) : p147) + k151 + 1 : q150 + 1;
          }
      }
      const unsigned *pp152[2] = { (g0 + (v145) % (N - W + 1)), (a3 + ((unsigned) i & (N - W))) };
      pp152[(v124) % 2] = ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) ((0x410b90cbu) % (N - W + 1)) * sizeof (unsigned)));
      const unsigned *p153 = pp152[((((v128) & 1u) ? a3[(0xec1e1c03u) & (N - 1)] : 0x01bb7f30u)) % 2];
      a0[i] = (double) ((int) ((0u ^ v111 ^ v117 ^ v120 ^ v124 ^ v125 ^ v127 ^ v128 ^ v145 ^ v149) & 0xfffffu) - 0x80000) * 0.125;
    }
  return red;
}

static unsigned
kern3 (double *restrict a1, double *restrict a0, unsigned *restrict a3, const int *restrict a2, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams map(to: a2[0:N]) map(tofrom: a1[0:N], a0[0:N], a3[0:N])
  #pragma omp distribute parallel for
  for (int i = 0; i < N; i++)
    {
      unsigned nu154 = ((unsigned) (a2[(((unsigned) i ^ 35u)) % N])) & 1u;
      const unsigned *nb155 = nbo_g0 (nu154);
      uintptr_t off156 = (uintptr_t) (g0 + ((unsigned) (int) (a0[i])) % (N - W + 1)) - (uintptr_t) nb155;
      const unsigned *nb157 = (nu154 ? (const unsigned *) g0 : (const unsigned *) 0);
      uintptr_t ra158 = (uintptr_t) nb157 + off156;
      const unsigned *r159 = (const unsigned *) ra158;
      unsigned v160 = r159[((unsigned) (int) (ct1[(x1) & (N - 1)])) % W] * 31u + r159[((unsigned) (a2[i])) & (W - 1)];
      v160 *= (((x0 << 30u) & (0xed83ba8bu / (30u | 1u))) << 18u);
      v160 -= x0;
      unsigned v161 = ((x1 >> 26u) * 0x20eab51bu);
      unsigned v162 = (((((((unsigned) (tab0[(15u) % T])) % 3u == 0u) ? (unsigned) (g1[(x1) & (N - 1)]) : (unsigned) (int) (ct0[i]))) > (7u)) ? (unsigned) (int) (a1[i]) : 0x3108020au);
      unsigned *w163 = (unsigned *) ((uintptr_t) a3 + (uintptr_t) i * sizeof (unsigned));
      w163[0] = opt6 (r159, ((((x1 * x0)) % 3u == 0u) ? (const double *) ((const double *) ((uintptr_t) ct1 + (uintptr_t) (74) * sizeof (double))) : (const double *) 0), (unsigned) (g3[32]));
      unsigned v164 = (unsigned) (a2[i]);
      unsigned v165 = (unsigned) (g1[45]);
      wr4 (a1 + i, 1, (v165 - r159[(v160) & (W - 1)]));
      const double *p166 = (ct1 + (0xe5ed9816u) % (N - W + 1));
      for (int k167 = 0; k167 < (int) (v160 % 4u); k167++)
        if ((((v164 + (unsigned) k167)) < 0x971991ceu))
          p166 = (ct1 + ((unsigned) i & (N - W)));
      unsigned v168 = ((((unsigned) (g1[i])) > ((((v161) < 0x0fc32469u) ? (v161 ^ x1) : (v162 / (58u | 1u))))) ? ((((v162) < 0xa87c6a61u) ? 0x8cb6b1b6u : 0x0964982bu) / (x0 | 1u)) : a3[i]);
      unsigned nu169 = (a3[i]) & 1u;
      const double *nb170 = (const double *) nbase (p166, nu169);
      uintptr_t off171 = (uintptr_t) (p166 + 0) - (uintptr_t) nb170;
      uintptr_t off172 = 0;
      for (int b173 = 0; b173 < 64; b173++)
        {
          off172 |= off171 & ((uintptr_t) 1 << b173);
        }
      const double *nb175 = (nu169 ? (const double *) ct0 : (const double *) 0);
      uintptr_t ra176 = (uintptr_t) nb175 + off172;
      const double *r177 = (const double *) ra176;
      unsigned v178 = (unsigned) (int) (r177[((unsigned) (int) (ct1[(v162) % N])) & (W - 1)]) * 31u + (unsigned) (int) (r177[((unsigned) (g1[(v162) & (N - 1)])) % W]);
      unsigned v179 = (unsigned) (int) (a1[i]);
      if (((r159[((x0 % (v165 | 1u))) & (W - 1)]) > ((unsigned) (int) (p166[(v179) % W]))))
        {
          const double *pp180[4] = { p166, (ct1 + (0xcf45dbc2u) % (N - W + 1)), (ct0 + 61), (((v162) < 0x03fcd651u) ? (ct1 + (x1) % (N - W + 1)) : p166) };
          pp180[(v178) % 4] = p166;
          const double *p181 = pp180[(((unsigned) (tab0[(v178) % T]) - a3[i])) % 4];
          if ((((v168 + (v165 - v168))) > (((unsigned) (int) (p166[0]) + (unsigned) (g3[(v161) & (N - 1)])))))
            {
              unsigned nu182 = ((unsigned) (int) ((p166 + W)[-1 - (int) (((v168 * x1)) % W)])) & 1u;
              const unsigned char *nb183 = (const unsigned char *) nbase (g1, nu182);
              uintptr_t off184 = (uintptr_t) (g1 + ((unsigned) i & (N - W))) - (uintptr_t) nb183;
              const unsigned char *nb185 = (const unsigned char *) nbase (g1, nu182);
              uintptr_t ra186 = (uintptr_t) nb185 + off184;
              const unsigned char *r187 = (const unsigned char *) ra186;
              unsigned v188 = (unsigned) (r187[(3u) & (W - 1)]) * 31u + (unsigned) (r187[(((unsigned) i - x1)) % W]);
              unsigned v189 = a3[i];
              wr4 (a0 + i, 1, ((((unsigned) (int) (p181[(x1) % W] * 0.5)) < 0x0628249fu) ? 0x571dbb2du : v160));
              v168 ^= v188 ^ v189;
            }
          unsigned v190 = v168;
          {
            const double *q191 = p181;
            for (int k192 = 0; k192 < W; k192++)
              {
                v190 ^= (unsigned) (int) (*q191);
                q191 = (((v162 >> 19u)) & 1u) ? p166 + k192 + 1 : q191 + 1;
              }
          }
          v162 ^= v190;
        }
      else
        {
          unsigned v193 = x0;
          {
            const short *q194 = (g3 + ((v161 * v168)) % (N - W + 1));
            const short *e196 = q194 + W;
            for (; q194 != e196; q194++)
              v193 = v193 * 31u + (unsigned) (*q194);
          }
          v179 ^= v193;
        }
      unsigned v197 = v165;
      unsigned v198 = g0[i];
      unsigned v199 = v197;
      {
        const double *q200 = ((((v165 << 14u)) < 0xe12e3040u) ? p166 : ((const double *) ((uintptr_t) ct0 + (uintptr_t) ((0x9f6bf6b2u) % (N - W + 1)) * sizeof (double))));
        for (int k201 = 0; k201 < W; k201++)
          {
            v199 += (unsigned) (int) (*q200);
            q200 = (((unsigned) (int) (p166[3] * 2.0)) > ((unsigned) (int) (p166[(v160) & (W - 1)]))) ? ((const double *) ((uintptr_t) ct0 + (uintptr_t) ((x0) % (N - W + 1)) * sizeof (double))) + k201 + 1 : q200 + 1;
          }
      }
      a0[i] = (double) ((int) ((0u ^ v160 ^ v161 ^ v162 ^ v164 ^ v165 ^ v168 ^ v178 ^ v179 ^ v197 ^ v198 ^ v199) & 0xfffffu) - 0x80000) * 0.125;
    }
  return red;
}

static unsigned
kern4 (int *restrict a2, const double *restrict a1, const double *a0, const unsigned *restrict a3, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  float tmp[L];
  #pragma omp target teams distribute map(to: a1[0:N], a0[0:N], a3[0:N]) map(tofrom: a2[0:N]) private(tmp)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < L; k++)
        tmp[k] = (float) ((int) (((unsigned) (g2[i])) & 0x7fffu) - 0x4000) * 0.25f;
      double l202[L];
      for (int k203 = 0; k203 < L; k203++)
        l202[k203] = (double) ((int) (((unsigned) k203) & 0xfffffu) - 0x80000) * 0.125;
      unsigned long long l204[L] = { (unsigned long long) ((unsigned) (int) (a0[i])) * 0x9e3779b97f4a7c15ull, (unsigned long long) ((unsigned) i) * 0x9e3779b97f4a7c15ull };
      struct sv0 s205 = { ((unsigned) (int) (ct1[(a3[26]) % N] - 0.75)) ^ x0, { (x1) ^ x0, (((unsigned) (int) (a1[((unsigned) i) & (N - 1)]) * (unsigned) (int) (ct1[((unsigned) i) & (N - 1)] - 0.75))) ^ x0, ((opt6 ((g0 + ((unsigned) i) % (N - W + 1)), (const double *) 0, x1) % ((unsigned) (tab0[(0x497e91deu) % T]) | 1u))) ^ x0, ((unsigned) i) ^ x0 }, { (unsigned short) ((((unsigned) (int) (ct0[(x0) % N] * 0.5) * ((unsigned) i & x0))) ^ x0), (float) ((int) (((opt1 (l204, (g3 + (x1) % (N - W + 1)), ((unsigned) i + x1))) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, tmp };
      unsigned v206 = st3 (s205, s205.p, s205.v[1]);
      unsigned v207 = s205.a;
      {
        const double *q208 = ((const double *) ((uintptr_t) a0 + (uintptr_t) (79) * sizeof (double)));
        for (int k209 = 0; k209 < W; k209++)
          {
            v207 ^= (unsigned) (int) (*q208);
            q208 = (((unsigned) (int) (ct0[(0x857a6901u) & (N - 1)])) % 3u == 0u) ? (((v206) & 2u) ? l202 : (ct1 + (0x6094a45du) % (N - W + 1))) + k209 + 1 : q208 + 1;
          }
      }
      gps[i] = (void *) (((0xd10e7329u) % 3u == 0u) ? ((const double *) ((uintptr_t) a0 + (uintptr_t) ((v207) % (N - W + 1)) * sizeof (double))) : (a1 + ((unsigned) i & (N - W))));
      const double *q210 = (const double *) gps[i];
      if ((((unsigned) ((l204[2]) >> 5)) > ((unsigned) (int) (ct0[((unsigned) (int) (a1[((unsigned) s205.in.s) % N])) % N] * 2.0))))
        {
          tmp[(((((unsigned) (a2[i])) < 0x826d3abfu) ? (unsigned) (a2[i]) : (x1 ^ 0xade91c8bu))) % L] = (float) ((int) (((v207 / (((((((v206) % 3u == 0u) ? s205.a : v207)) % 3u == 0u) ? (unsigned) (int) (tmp[(x1) & (L - 1)] * 2.0f) : (unsigned) (int) (tmp[((unsigned) i) % L])) | 1u))) & 0x7fffu) - 0x4000) * 0.25f;
          a2[i] = (int) ((unsigned) (int) (l202[(s205.v[1]) & (L - 1)] + ct1[(v206) % N]));
          a2[i] = (int) (rd0 (tmp, (a1 + (st3 ((struct sv0) { (s205.v[1]) ^ x0, { (63u) ^ x0, (v207) ^ x0, (16u) ^ x0, (v207) ^ x0 }, { (unsigned short) ((s205.v[1]) ^ x0), (float) ((int) (((11u) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, ((const float *) ((uintptr_t) tmp + (uintptr_t) (0) * sizeof (float))) }, s205.p, (unsigned) i)) % (N - W + 1)), (opt6 ((a3 + (x1) % (N - W + 1)), (a0 + (x0) % (N - W + 1)), 0x6c3619e1u) & opt5 (l204, (ct1 + ((unsigned) i & (N - W))), 0x88fff718u))));
        }
      else
        {
          if ((((v207 - (unsigned) (*(volatile const short *) &g3[(21u) % N]))) < 0xeb8cb1d4u))
            {
              unsigned v211 = (unsigned) (a2[i]);
              float l212[L] = { (float) ((int) (((unsigned) (g3[(v211) & (N - 1)])) & 0x7fffu) - 0x4000) * 0.25f, (float) ((int) ((x1) & 0x7fffu) - 0x4000) * 0.25f, (float) ((int) (((47u << 24u)) & 0x7fffu) - 0x4000) * 0.25f };
              unsigned v213 = (unsigned) (tab0[(((unsigned) (int) (l202[(0x7592d9d3u) % L] * 2.0) ^ v207)) % T]);
              v206 ^= v211 ^ v213;
            }
          else
            {
              unsigned __int128 wq214 = (unsigned __int128) (uintptr_t) l204 << 59;
              wq214 |= (unsigned __int128) ((v206) & 0xffffffffu);
              const unsigned long long *q215 = (const unsigned long long *) (uintptr_t) (wq214 >> 59);
              unsigned v216 = (unsigned) ((q215[((unsigned) (g3[20])) & (W - 1)]) >> 5) * 31u + (unsigned) ((q215[((s205.v[1] | v206)) & (W - 1)]) >> 5);
              v206 ^= v216;
            }
        }
      short l217[L];
      #pragma omp simd
      for (int k218 = 0; k218 < L; k218++)
        l217[k218] = (short) ((unsigned) (a2[i]));
      uintptr_t xa219 = (uintptr_t) (g3 + (v207) % (N - W + 1));
      fz_v2u vv221 = (fz_v2u) { (unsigned) xa219, (unsigned) (xa219 >> 32) };
      const short *q220;
      __builtin_memcpy (&q220, &vv221, sizeof q220);
      unsigned v222 = (unsigned) (q220[1]) * 31u + (unsigned) (q220[(g0[3]) & (W - 1)]);
      v207 ^= (unsigned) (g1[((st3 ((struct sv0) { (v222) ^ x0, { (0xca7fbb0bu) ^ x0, (4u) ^ x0, (v206) ^ x0, (v207) ^ x0 }, { (unsigned short) ((9u) ^ x0), (float) ((int) (((v222) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, tmp }, s205.p, s205.a) + (unsigned) (g2[((unsigned) i) & (N - 1)]))) & (N - 1)]);
      double dc224;
      const int *pw223 = ((const int *) ((uintptr_t) tab0 + (uintptr_t) ((x0) % (T - W + 1)) * sizeof (int)));
      __builtin_memcpy (&dc224, &pw223, sizeof dc224);
      unsigned v228 = 22u;
      const int *q225 = (tab0 + (v222) % (T - W + 1));
      for (int uk226 = 0; uk226 < 2; uk226++)
        {
          union { double d; const int *p; unsigned w[2]; } lu227;
          if ((unsigned) uk226 == ((x0) & 1u))
            lu227.d = dc224;
          else
            lu227.p = q225;
          v228 += (lu227.w[0] | lu227.w[1]) == 0u;
          q225 = lu227.p;
          v228 = v228 * 31u + (unsigned) (q225[((s205.v[1] * 52u)) & (W - 1)]);
        }
      unsigned v229 = (unsigned) (q225[(v207) & (W - 1)]) * 31u + (unsigned) (q225[((31u / (60u | 1u))) % W]);
      struct sv0 s230 = { (opt2 (((const short *) ((uintptr_t) g3 + (uintptr_t) (((unsigned) i & (N - W))) * sizeof (short))), (((a3[(13u) % N]) & 2u) ? (const unsigned long long *) l204 : (const unsigned long long *) 0), v228)) ^ x0, { ((st3 ((struct sv0) { (v229) ^ x0, { (0x8253c3e7u) ^ x0, (v228) ^ x0, (s205.a) ^ x0, (s205.v[1]) ^ x0 }, { (unsigned short) ((v206) ^ x0), (float) ((int) (((0xe1881c99u) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, ((const float *) ((uintptr_t) tmp + (uintptr_t) (0) * sizeof (float))) }, ((const float *) ((uintptr_t) tmp + (uintptr_t) (0) * sizeof (float))), 0x9ca6edaeu) / ((((s205.v[1]) & 16u) ? v229 : x1) | 1u))) ^ x0, ((unsigned) (int) (s205.p[2])) ^ x0, (((((29u - v207)) < 0xe9bb834eu) ? (unsigned) (a2[i]) : (s205.v[1] & x1))) ^ x0, (rd0 (((((unsigned) i) % 3u == 0u) ? tmp : s205.p), l202, (unsigned) ((q225 + W)[-1 - (int) ((v206) % W)]))) ^ x0 }, { (unsigned short) ((((((0xf36efc4cu) % 3u == 0u) ? v207 : x0) - opt2 ((g2 + 7), (const unsigned long long *) 0, 0xda5d6caeu))) ^ x0), (float) ((int) (((14u) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, s205.p };
      s230.v[(0xae91312fu) % 4] ^= (unsigned) (a2[i]);
      unsigned v231 = st3 (s230, (((0x8eafaf3au) > (s205.v[1])) ? s230.p : tmp), s205.v[1]);
      a2[i] = (int) (0u ^ v206 ^ v207 ^ v222 ^ v228 ^ v229 ^ v231 ^ (unsigned) (a2[i]));
    }
  return red;
}

static unsigned
kern5 (double *restrict a1, unsigned *restrict a3, int *restrict a2, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute map(tofrom: a1[0:N], a3[0:N], a2[0:N])
  for (int b = 0; b < N / W; b++)
    {
      float ts[L];
      int ts2[L];
      #pragma omp parallel for
      for (int k = 0; k < L; k++)
        {
          ts[k] = (float) ((int) (((x1 * (unsigned) (int) (ct1[108]))) & 0x7fffu) - 0x4000) * 0.25f;
          ts2[k] = (int) (51u);
        }
      #pragma omp parallel for
      for (int cc = 0; cc < W; cc++)
        {
          int i = b * W + cc;
          unsigned v232 = ((unsigned) (g3[i]) % ((x1 + (unsigned) (int) (ct0[77] * 2.0)) | 1u));
          unsigned v233 = v232;
          {
            const double *q234 = (ct1 + (((unsigned) i & (unsigned) b)) % (N - W + 1));
            for (int k235 = 0; k235 < W; k235++)
              {
                v233 ^= (unsigned) (int) (*q234);
                q234 = ((x1) % 3u == 0u) ? (ct1 + (x1) % (N - W + 1)) + k235 + 1 : q234 + 1;
              }
          }
          v232 = (a3[i] + (unsigned) (int) (ct1[((((v232) % 3u == 0u) ? x0 : x0)) % N]));
          unsigned v236 = rd0 (ts, ((const double *) ((uintptr_t) ct1 + (uintptr_t) (15) * sizeof (double))), ((((7u) > (27u)) ? (unsigned) i : 38u) ^ (unsigned) (int) (ct0[i])));
          unsigned v237 = x1;
          unsigned __int128 wq238 = (unsigned __int128) (uintptr_t) ((const float *) ((uintptr_t) ts + (uintptr_t) (0) * sizeof (float))) << 3;
          wq238 |= (unsigned __int128) (((unsigned) i) & 0x7u);
          const float *q239 = (const float *) (uintptr_t) (wq238 >> 3);
          unsigned v240 = (unsigned) (int) (q239[((((v232) % 3u == 0u) ? x0 : 26u)) & (W - 1)]) * 31u + (unsigned) (int) (q239[((v233 - 32u)) & (W - 1)]);
          unsigned v241 = v232;
          {
            const float *q242 = ts;
            for (int k243 = 0; k243 < W; k243++)
              {
                v241 += (unsigned) (int) (*q242);
                q242 = (((((35u) & 2u) ? (unsigned) k243 : (unsigned) b)) & 4u) ? ts + k243 + 1 : q242 + 1;
              }
          }
          a2[i] = (int) ((unsigned) b);
          g3[i] = (short) (x0);
          struct sv0 s244 = { (((v241 / (11u | 1u)) * x0)) ^ x0, { ((unsigned) (g1[((v236 >> 6u)) & (N - 1)])) ^ x0, (rd0 (q239, (ct1 + ((unsigned) b) % (N - W + 1)), (unsigned) (a2[i]))) ^ x0, ((unsigned) b) ^ x0, ((unsigned) (int) (ct1[((unsigned) (ts2[((unsigned) i) % L])) & (N - 1)])) ^ x0 }, { (unsigned short) (((unsigned) (int) (ts[((unsigned) (int) (ct1[(63u) % N] * 2.0)) & (L - 1)])) ^ x0), (float) ((int) ((((g0[i] * (((v236) % 3u == 0u) ? 0xb432c655u : x1))) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, ((const float *) ((uintptr_t) q239 + (uintptr_t) (0) * sizeof (float))) };
          unsigned v245 = st3 (s244, (((s244.v[0]) & 4u) ? ((const float *) ((uintptr_t) ts + (uintptr_t) (0) * sizeof (float))) : s244.p), (s244.v[0] / (v237 | 1u)));
          unsigned v246 = v237;
          {
            const unsigned *q247 = (g0 + ((unsigned) (int) (ts[(v245) % L])) % (N - W + 1));
            for (int k248 = 0; k248 < W; k248++)
              {
                v246 += *q247;
                q247 = ((((unsigned) b % (v232 | 1u))) < 0xcbf7962fu) ? (((x0) & 4u) ? (g0 + ((unsigned) i & (N - W))) : ((const unsigned *) ((uintptr_t) g0 + (uintptr_t) (((unsigned) b) % (N - W + 1)) * sizeof (unsigned)))) + k248 + 1 : q247 + 1;
              }
          }
          unsigned v249 = ((unsigned) (tab0[(v246) & (T - 1)]) - 0x75600cc8u);
          double dc251;
          const double *pw250 = (ct1 + (39u) % (N - W + 1));
          __builtin_memcpy (&dc251, &pw250, sizeof dc251);
          unsigned v255 = (unsigned) b;
          const double *q252 = (ct1 + (v246) % (N - W + 1));
          for (int uk253 = 0; uk253 < 2; uk253++)
            {
              union { double d; const double *p; unsigned w[2]; } lu254;
              if ((unsigned) uk253 == ((s244.a) & 1u))
                lu254.d = dc251;
              else
                lu254.p = q252;
              v255 += (lu254.w[0] | lu254.w[1]) == 0u;
              q252 = lu254.p;
              v255 = v255 * 31u + (unsigned) (int) (q252[0]);
            }
          unsigned v256 = (unsigned) (int) (q252[3]) * 31u + (unsigned) (int) (q252[((7u << 18u)) % W]);
          for (int k257 = 0; k257 < W; k257++)
            {
              int l258[L];
              for (int k259 = 0; k259 < L; k259++)
                l258[k259] = (int) (((unsigned) (int) (ct0[103]) ^ (unsigned) (int) (*q252)));
              unsigned v260 = (((v255 * v232) | opt6 (((const unsigned *) ((uintptr_t) g0 + (uintptr_t) ((0x681acf4au) % (N - W + 1)) * sizeof (unsigned))), (ct1 + (v246) % (N - W + 1)), 0x249338fcu)) * (unsigned) (ts2[((unsigned) (g1[(9u) & (N - 1)])) % L]));
              unsigned nu261 = ((unsigned) (int) (q239[((unsigned) (ts2[((unsigned) s244.in.s) % L])) & (W - 1)] * 2.0f)) & 1u;
              const int *nb262 = (const int *) nbase (l258, nu261);
              uintptr_t off263 = (uintptr_t) (l258 + 0) - (uintptr_t) nb262;
              const int *nb264 = (const int *) nbase (ts2, nu261);
              uintptr_t ra265 = (uintptr_t) nb264 + off263;
              const int *r266 = (const int *) ra265;
              unsigned v267 = (unsigned) (r266[((x0 << 17u)) % W]) * 31u + (unsigned) (r266[((unsigned) (int) (q252[(v240) % W])) % W]);
              v232 ^= v260 ^ v267;
            }
          v233 -= 38u;
          unsigned v268 = ((opt6 ((g0 + (15u) % (N - W + 1)), (ct1 + ((unsigned) i & (N - W))), (unsigned) i) - (unsigned) (int) (a1[i])) + g0[(a3[i]) % N]);
          unsigned v269 = rd0 (ts, ((const double *) ((uintptr_t) q252 + (uintptr_t) (0) * sizeof (double))), (0x249dc7fcu & v256));
          unsigned nu270 = ((unsigned) (int) (q252[((((v246) % 3u == 0u) ? v256 : v241)) & (W - 1)])) & 1u;
          const float *nb271 = (nu270 ? (const float *) q239 : (const float *) 0);
          uintptr_t off272 = (uintptr_t) (q239 + 0) - (uintptr_t) nb271;
          const float *nb273 = (nu270 ? (const float *) ts : (const float *) 0);
          uintptr_t ra274 = (uintptr_t) nb273 + off272;
          const float *r275 = (const float *) ra274;
          unsigned v276 = (unsigned) (int) (r275[((v233 - (unsigned) b)) % W]) * 31u + (unsigned) (int) (r275[(0xda59ac27u) & (W - 1)]);
          unsigned v277 = ((unsigned) (int) ((q239 + W)[-1 - (int) (((s244.v[0] >> 19u)) % W)]) & (unsigned) (tab0[(rd0 (((const float *) ((uintptr_t) r275 + (uintptr_t) (0) * sizeof (float))), (ct1 + 22), v233)) % T]));
          g3[i] = (short) (0u ^ v232 ^ v233 ^ v236 ^ v237 ^ v240 ^ v241 ^ v245 ^ v246 ^ v249 ^ v255 ^ v256 ^ v268 ^ v269 ^ v276 ^ v277 ^ (56u << 1u));
        }
    }
  return red;
}

static unsigned
kern6 (double *a1, const double *a0, const unsigned *a3, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute map(to: a0[0:N], a3[0:N]) map(tofrom: a1[0:N], cnt0[0:H])
  for (int b = 0; b < N / W; b++)
    {
      unsigned ts[L];
      #pragma omp parallel for
      for (int k = 0; k < L; k++)
        ts[k] = (unsigned) (int) (a0[(0x6562ca31u) % N]);
      #pragma omp parallel for
      for (int cc = 0; cc < W; cc++)
        {
          int i = b * W + cc;
          unsigned v278 = (unsigned) (int) (a0[i]);
          unsigned v279 = (unsigned) i;
          {
            const unsigned *q280 = (((a3[116]) < 0xaa30f548u) ? ts : ((const unsigned *) ((uintptr_t) ts + (uintptr_t) (0) * sizeof (unsigned))));
            for (int k281 = 0; k281 < W; k281++)
              {
                v279 += *q280;
                q280 = (((unsigned) b) < 0x1a2a936eu) ? (a3 + (x1) % (N - W + 1)) + k281 + 1 : q280 + 1;
              }
          }
          unsigned v282 = (unsigned) (int) (ct1[((v279 * (((0x51e5e930u) % 3u == 0u) ? (unsigned) i : v279))) & (N - 1)] - 0.75);
          g2[i] = (short) ((unsigned) (g3[i]));
          unsigned v283 = (unsigned) (*(volatile const unsigned char *) &g1[(((unsigned) (int) (ct0[61]) << 4u)) & (N - 1)]);
          if ((((x0 + opt2 ((g3 + ((unsigned) i & (N - W))), (const unsigned long long *) 0, 0x4c1c74fcu))) & 16u))
            {
              unsigned v284 = v282;
              unsigned v285 = (unsigned) (g2[i]);
              v278 ^= v284 ^ v285;
            }
          double *w286 = (double *) ((uintptr_t) a1 + (uintptr_t) i * sizeof (double));
          w286[0] = (double) ((int) (((unsigned) (*(volatile const int *) &tab0[((unsigned) (int) (a1[i])) % T])) & 0xfffffu) - 0x80000) * 0.125;
          unsigned v287 = ((v283 + x1) % (27u | 1u));
          unsigned v288 = x1;
          unsigned char l289[L];
          for (int k290 = 0; k290 < L; k290++)
            l289[k290] = (unsigned char) ((unsigned) (g3[(v282) & (N - 1)]));
          {
            unsigned c291 = a3[i];
            #pragma omp atomic
            cnt0[c291 & (H - 1)] &= (int) ((((((unsigned) (g1[i])) > ((v278 >> 21u))) ? (unsigned) (l289[2]) : 0x4dea77fbu)) | 0x80000000u);
          }
          __builtin_memcpy ((l289 + 0), (g1 + (x1) % (N - W + 1)), W * sizeof (unsigned char));
          gps[i] = (void *) (g2 + i);
          short *w292 = (short *) gps[i];
          *w292 = (short) ((unsigned) (int) (ct0[120] + ct1[i]));
          unsigned v293 = 0x256c5e86u;
          a1[i] = (double) ((int) ((0u ^ v278 ^ v279 ^ v282 ^ v283 ^ v287 ^ v288 ^ v293) & 0xfffffu) - 0x80000) * 0.125;
        }
    }
  return red;
}

static unsigned
cks (const void *p, size_t n)
{
  const unsigned char *b = (const unsigned char *) p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ b[i]) * 16777619u;
  return h;
}

int
main (void)
{
  unsigned r = 0u;
  double *a0 = (double *) malloc (N * sizeof (double));
  double *a1 = (double *) malloc (N * sizeof (double));
  int *a2 = (int *) malloc (N * sizeof (int));
  unsigned *a3 = (unsigned *) malloc (N * sizeof (unsigned));
  int *cnt0 = (int *) malloc (H * sizeof (int));
  if (!a0 || !a1 || !a2 || !a3 || !cnt0)
    {
      printf ("fuzz: out of memory\n");
      return 1;
    }
  for (int i = 0; i < N; i++)
    {
      a0[i] = (double) ((int) ((((unsigned) i * 0x5f1aaa4bu + 0x8bad31a4u) ^ ((unsigned) i >> 6)) & 0xfffffu) - 0x80000) * 0.125;
      a1[i] = (double) ((int) ((((unsigned) i * 0xffa94721u + 0x3c0ce54cu) ^ ((unsigned) i >> 8)) & 0xfffffu) - 0x80000) * 0.125;
      a2[i] = (int) (((unsigned) i * 0xf8ccd481u + 0xef50eff9u) ^ ((unsigned) i >> 7));
      a3[i] = ((unsigned) i * 0xc7b80091u + 0x3e081f6cu) ^ ((unsigned) i >> 8);
      g0[i] = ((unsigned) i * 0xefdffefdu + 0x47f84fc8u) ^ ((unsigned) i >> 8);
      g1[i] = (unsigned char) (((unsigned) i * 0x41c8caf9u + 0xc803264au) ^ ((unsigned) i >> 7));
      g2[i] = (short) (((unsigned) i * 0x0e7db65fu + 0xcf2031a3u) ^ ((unsigned) i >> 3));
      g3[i] = (short) (((unsigned) i * 0x72f94c5bu + 0x9f3847b5u) ^ ((unsigned) i >> 7));
    }
  for (int i = 0; i < H; i++)
    cnt0[i] = (int) ((unsigned) i * 907u % 1000u);
  #pragma omp target update to(g0, g1, g2, g3)
  #pragma omp target data map(tofrom: a0[0:N], a1[0:N], a2[0:N], a3[0:N], cnt0[0:H])
  {
    r = r * 31u + kern0 (a0, a2, a3, a1, 604u, 0x101aafbdu);
    r = r * 31u + kern1 (a3, a2, a1, a0, cnt0, 458u, 0x0e8adac3u);
    r = r * 31u + kern2 (a0, a1, a3, cnt0, 704u, 0xce49f2c5u);
    r = r * 31u + kern3 (a1, a0, a3, a2, 864u, 0x721dd1ebu);
    r = r * 31u + kern4 (a2, a1, ct0, a3, 370u, 0x2d25112cu);
    r = r * 31u + kern5 (a1, a3, a2, 511u, 0x7ddbc0c5u);
    r = r * 31u + kern6 (a1, ct0, a3, cnt0, 507u, 0x444ae945u);
  }
  #pragma omp target update from(g2, g3)
  printf ("a0 %08x\n", cks (a0, N * sizeof (double)));
  printf ("a1 %08x\n", cks (a1, N * sizeof (double)));
  printf ("a2 %08x\n", cks (a2, N * sizeof (int)));
  printf ("a3 %08x\n", cks (a3, N * sizeof (unsigned)));
  printf ("g0 %08x\n", cks (g0, N * sizeof (unsigned)));
  printf ("g1 %08x\n", cks (g1, N * sizeof (unsigned char)));
  printf ("g2 %08x\n", cks (g2, N * sizeof (short)));
  printf ("g3 %08x\n", cks (g3, N * sizeof (short)));
  printf ("cnt0 %08x\n", cks (cnt0, H * sizeof (int)));
  printf ("r %08x\n", r);
  free (a0);
  free (a1);
  free (a2);
  free (a3);
  free (cnt0);
  return 0;
}
