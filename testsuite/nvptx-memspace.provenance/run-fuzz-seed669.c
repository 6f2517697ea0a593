/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make fuzz -x, seed 669 (tools/fuzz-gen -x 669), kept whole as the
   reproducer: ptxsim found cvta.to.global of a global address
   doubled (p + p on the way to p + p - p: a step of integer arithmetic the
   analysis puts in the global space, converted as if it were an address;
   the doubled address is in the shared window).  Only integers that hold
   an address get a root conversion now (memspace-shadow.cc
   integer_holds_address_p).
   The program prints checksums of every array; on ptxsim they must match
   the host's.  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 256  /* mapped and global arrays */
#define W 4  /* elements readable from every pointer */
#define L 4  /* local and private arrays */
#define T 64  /* const tables */
#define H 16  /* atomic counters */

typedef unsigned fz_v2u __attribute__ ((vector_size (8)));

struct si0 { unsigned short s; float f; };
struct sv0
{
  unsigned a;
  unsigned v[3];
  struct si0 in;
};
struct si1 { unsigned short s; float f; };
struct sv1
{
  unsigned a;
  unsigned v[3];
  struct si1 in;
  const unsigned *p;
};

#pragma omp declare target
static const int tab0[T] = {
  -321395, 486450, 694391, -600945, -786613, -301199,
  -66977, 441730, 336863, -132041, -310819, -256399,
  -886433, -201435, -182470, 407652, 699826, 369466,
  55562, 436537, -262522, 829285, -289745, -385997,
  -687530, -433505, 240043, 208560, 143765, 527118,
  307632, -84406, 271544, 455796, 346348, -558155,
  -960808, -983252, -761380, 377656, -310936, 278067,
  754315, -651856, -735492, 426362, -493245, 141540,
  742896, 771198, -500279, -319588, 316571, -619467,
  -757139, 79252, 626460, 835278, -178924, -444709,
  -661825, -170273, -902071, 65466,
};
static const unsigned char tab1[T] = {
  252u, 217u, 248u, 252u, 153u, 23u,
  75u, 165u, 210u, 240u, 147u, 135u,
  45u, 63u, 139u, 45u, 111u, 75u,
  24u, 19u, 100u, 68u, 239u, 157u,
  103u, 238u, 170u, 90u, 193u, 67u,
  200u, 238u, 237u, 39u, 27u, 51u,
  37u, 178u, 178u, 204u, 89u, 231u,
  108u, 152u, 126u, 205u, 138u, 58u,
  120u, 135u, 36u, 171u, 136u, 0u,
  109u, 38u, 78u, 14u, 215u, 97u,
  116u, 84u, 84u, 79u,
};
static const float tab2[T] = {
  1906.75f, -2578.25f, -522.00f, 3560.50f, 261.25f, 1379.25f,
  -2715.50f, -4030.00f, 3652.25f, 1530.50f, 1236.50f, 1419.25f,
  485.25f, -2318.50f, 1420.75f, 98.00f, -3443.50f, -3838.00f,
  3659.75f, -2733.75f, 2743.00f, 4077.50f, -2095.75f, -3796.25f,
  2517.75f, 1596.75f, 989.75f, 150.75f, -1252.75f, 3819.50f,
  4025.00f, -2187.00f, 3440.00f, -1834.25f, 1972.75f, 31.00f,
  705.75f, -3896.00f, -1585.50f, 569.50f, 401.25f, -4081.50f,
  3768.75f, 1422.00f, -787.75f, -92.25f, 429.00f, -3102.25f,
  1547.00f, 2049.50f, 3191.00f, -2723.50f, -1294.75f, 2454.00f,
  -1957.75f, 2278.00f, -969.50f, -1356.75f, -3095.50f, 1109.75f,
  3163.25f, -1149.00f, -3107.00f, -3894.00f,
};
void *gps[N];

static __attribute__ ((noinline)) const void *
nbase (const void *p, unsigned u)
{
  return u ? p : (const void *) 0;
}

static __attribute__ ((noinline)) const double *
lst0 (void)
{
  static const double t[8] = { 10010.625, 56577.375, -45766.500, 15695.250, -51376.375, -61478.250, -37922.375, 45595.000 };
  return t;
}

static __attribute__ ((noinline)) const short *
lst2 (void)
{
  static const short t[8] = { -7977, 23435, 29418, -10139, -24553, 1355, -16728, 40 };
  return t;
}

__attribute__ ((noinline)) unsigned
opt0 (const double *p, const short *q, unsigned x)
{
  static const unsigned long long lt0[W] = { 0x24cd1bb161c2c9d9ull, 0xe8b3a17777ed4a8full, 0xc83d1b34b67633ebull, 0xd14da643e251a138ull };
  unsigned v1 = (unsigned) (tab0[((unsigned) (tab1[((unsigned) (int) (tab2[(x) % T])) & (T - 1)])) & (T - 1)]);
  if ((((unsigned) (tab1[((v1 << 25u)) & (T - 1)])) & 16u))
    {
      unsigned v2 = (unsigned) (int) (tab2[34] * 0.5f);
      unsigned v3 = 50u;
      unsigned v4 = (unsigned) (int) (p[((unsigned) (tab1[((unsigned) (int) (tab2[(v2) & (T - 1)])) & (T - 1)])) % W]);
      v1 ^= v2 ^ v3 ^ v4;
    }
  else
    {
      unsigned v5 = (unsigned) ((lt0[((unsigned) (int) (*p)) % W]) >> 5);
      v1 ^= v5;
    }
  unsigned v6 = (unsigned) ((lt0[((unsigned) (tab1[8])) % W]) >> 5);
  unsigned v7 = 29u;
  unsigned char l8[L];
  for (int k9 = 0; k9 < L; k9++)
    l8[k9] = (unsigned char) ((unsigned) (int) (p[((v6 % (v1 | 1u))) % W]));
  unsigned v10 = x;
  if (q)
    for (int k = 0; k < W; k++)
      v10 = v10 * 31u + (unsigned) (q[k]);
  return 0u ^ v1 ^ v6 ^ v7 ^ v10 ^ (((v10) > (v6)) ? x : v10);
}

__attribute__ ((noinline)) const unsigned long long *
sel1 (const unsigned long long *p, const unsigned long long *q, unsigned x)
{
  const unsigned long long *pp11[4] = { ((const unsigned long long *) ((uintptr_t) p + (uintptr_t) (0) * sizeof (unsigned long long))), q, q, (((x) & 1u) ? q : p) };
  const unsigned long long *p12 = pp11[(x) % 4];
  unsigned v13 = (x % ((unsigned) ((p[((unsigned) ((*p) >> 5)) % W]) >> 5) | 1u));
  return ((const unsigned long long *) ((uintptr_t) q + (uintptr_t) (0) * sizeof (unsigned long long)));
}

#pragma omp end declare target

unsigned aslo[4], ashi[4];
double asd[4];
union fz_pd { const void *p; double d; };

static void
kaddr (void)
{
#pragma omp target map(from: aslo, ashi, asd)
  {
    union fz_pd t;
    const void *p;
    p = (const void *) (lst0 () + 3);
    aslo[0] = (unsigned) (uintptr_t) p;
    ashi[0] = (unsigned) ((uintptr_t) p >> 32);
    t.p = p;
    asd[0] = t.d;
    p = (const void *) (tab0 + 43);
    aslo[1] = (unsigned) (uintptr_t) p;
    ashi[1] = (unsigned) ((uintptr_t) p >> 32);
    t.p = p;
    asd[1] = t.d;
    p = (const void *) (lst2 () + 0);
    aslo[2] = (unsigned) (uintptr_t) p;
    ashi[2] = (unsigned) ((uintptr_t) p >> 32);
    t.p = p;
    asd[2] = t.d;
    p = (const void *) (tab1 + 14);
    aslo[3] = (unsigned) (uintptr_t) p;
    ashi[3] = (unsigned) ((uintptr_t) p >> 32);
    t.p = p;
    asd[3] = t.d;
  }
}

static unsigned
kern0 (float *restrict a3, const short *dp, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams map(tofrom: a3[0:N]) map(to: aslo, ashi, asd) is_device_ptr(dp)
  #pragma omp distribute parallel for
  for (int i = 0; i < N; i++)
    {
      unsigned v14 = (unsigned) i;
      if ((((unsigned) (tab0[((((0x5dba44d3u) < 0xfd3a4d92u) ? (unsigned) i : x0)) % T])) % 3u == 0u))
        {
          unsigned nu15 = ((unsigned) (tab0[(((unsigned) i << 25u)) & (T - 1)])) & 1u;
          const short *nb16 = (const short *) nbase (dp, nu15);
          uintptr_t off17 = (uintptr_t) (dp + 0) - (uintptr_t) nb16;
          const short *nb18 = (nu15 ? (const short *) dp : (const short *) 0);
          uintptr_t ra19 = (uintptr_t) nb18 + off17;
          const short *r20 = (const short *) ra19;
          unsigned v21 = (unsigned) (r20[((v14 * (unsigned) i)) & (W - 1)]) * 31u + (unsigned) (r20[1]);
          a3[i] = (float) ((int) (((unsigned) (tab1[((unsigned) (dp[((unsigned) (int) (a3[i])) & (W - 1)])) % T])) & 0x7fffu) - 0x4000) * 0.25f;
          v14 ^= v21;
        }
      unsigned v22 = 59u;
      {
        const float *q23 = (tab2 + (x0) % (T - W + 1));
        for (int k24 = 0; k24 < W; k24++)
          {
            v22 ^= (unsigned) (int) (*q23);
            q23 = (((unsigned) (tab0[(x1) % T])) & 8u) ? (tab2 + ((unsigned) i) % (T - W + 1)) + k24 + 1 : q23 + 1;
          }
      }
      struct sv0 s25 = { ((unsigned) (int) (a3[i])) ^ x0, { (((((v14) % 3u == 0u) ? v22 : x0) | ((unsigned) i - (unsigned) i))) ^ x0, ((unsigned) (tab0[((unsigned) (int) (tab2[(x0) & (T - 1)])) & (T - 1)])) ^ x0, ((unsigned) (tab0[((36u ^ v22)) % T])) ^ x0 }, { (unsigned short) ((v22) ^ x0), (float) ((int) ((((unsigned) (tab0[(x0) % T])) ^ x0) & 0x7fffu) - 0x4000) * 0.25f } };
      a3[i] = (float) ((int) (((62u | (unsigned) (int) (tab2[((unsigned) s25.in.s) & (T - 1)]))) & 0x7fffu) - 0x4000) * 0.25f;
      unsigned v26 = (unsigned) (int) (tab2[(s25.v[0]) & (T - 1)]);
      unsigned v27 = 56u;
      {
        const int *q28 = (tab0 + ((unsigned) (*dp)) % (T - W + 1));
        for (int k29 = 0; k29 < W; k29++)
          {
            v27 += (unsigned) (*q28);
            q28 = ((v26) < 0xb4778c86u) ? ((const int *) ((uintptr_t) tab0 + (uintptr_t) (36) * sizeof (int))) + k29 + 1 : q28 + 1;
          }
      }
      unsigned nu30 = ((unsigned) (tab1[(x1) % T])) & 1u;
      const int *nb31 = (nu30 ? (const int *) tab0 : (const int *) 0);
      uintptr_t off32 = (uintptr_t) (tab0 + ((unsigned) (tab0[46])) % (T - W + 1)) - (uintptr_t) nb31;
      const int *nb33 = (nu30 ? (const int *) tab0 : (const int *) 0);
      uintptr_t ra34 = (uintptr_t) nb33 + off32;
      const int *r35 = (const int *) ra34;
      unsigned v36 = (unsigned) (r35[((unsigned) (*dp)) % W]) * 31u + (unsigned) (r35[(v22) % W]);
      float *w37 = ((x1) % 3u == 0u) ? a3 + i : a3 + i;
      *w37 = (float) ((int) (((v22 % (((unsigned) (tab0[(x0) % T]) | (((v26) > (s25.v[0])) ? v27 : v27)) | 1u))) & 0x7fffu) - 0x4000) * 0.25f;
      unsigned v38 = ((unsigned) (int) (a3[i]) * ((((unsigned) (*r35)) > ((unsigned) (*r35))) ? 38u : (unsigned) (int) (a3[i])));
      unsigned v39 = v14;
      {
        const float *q40 = ((((v22 - v36)) % 3u == 0u) ? (((s25.v[0]) & 8u) ? (tab2 + (v36) % (T - W + 1)) : ((const float *) ((uintptr_t) tab2 + (uintptr_t) ((v22) % (T - W + 1)) * sizeof (float)))) : ((((unsigned) s25.in.s) < 0x05452a7bu) ? (tab2 + 57) : ((const float *) ((uintptr_t) tab2 + (uintptr_t) ((34u) % (T - W + 1)) * sizeof (float)))));
        for (int k41 = 0; k41 < W; k41++)
          {
            v39 ^= (unsigned) (int) (*q40);
            q40 = ((s25.a) % 3u == 0u) ? (tab2 + (v26) % (T - W + 1)) + k41 + 1 : q40 + 1;
          }
      }
      for (int k42 = 0; k42 < W; k42++)
        {
          unsigned v43 = v22;
          {
            const float *q44 = ((const float *) ((uintptr_t) tab2 + (uintptr_t) (((unsigned) k42) % (T - W + 1)) * sizeof (float)));
            for (int k45 = 0; k45 < W; k45++)
              {
                v43 += (unsigned) (int) (*q44);
                q44 = ((v14) & 4u) ? (tab2 + (x0) % (T - W + 1)) + k45 + 1 : q44 + 1;
              }
          }
          v39 ^= v43;
        }
      fz_v2u vv47 = (fz_v2u) { aslo[2], ashi[2] };
      const short *q46;
      __builtin_memcpy (&q46, &vv47, sizeof q46);
      unsigned v48 = (unsigned) (q46[((unsigned) (tab0[((unsigned) s25.in.s) % T])) & (W - 1)]) * 31u + (unsigned) (q46[((unsigned) (int) (a3[i])) & (W - 1)]);
      struct sv0 s49 = { ((unsigned) (*dp)) ^ x0, { (((((v27) > (52u)) ? v39 : (unsigned) i) * (s25.a - v22))) ^ x0, ((v38 - (unsigned) (tab1[(18u) & (T - 1)]))) ^ x0, (((unsigned) (dp[(0x8a615ac4u) % W]) + (x1 ^ (unsigned) i))) ^ x0 }, { (unsigned short) ((((x1 >> 23u) / ((unsigned) (r35[((unsigned) i) % W]) | 1u))) ^ x0), (float) ((int) ((((unsigned) (*(volatile const int *) &tab0[((((v14) < 0x9ac4799fu) ? v27 : v39)) % T])) ^ x0) & 0x7fffu) - 0x4000) * 0.25f } };
      s49.v[((v36 % ((unsigned) s25.in.s | 1u))) % 3] ^= (unsigned) (tab1[((unsigned) (tab1[(v38) % T])) & (T - 1)]);
      unsigned v50 = (unsigned) s25.in.s;
      {
        const short *q51 = ((const short *) ((uintptr_t) q46 + (uintptr_t) (0) * sizeof (short)));
        for (int k52 = 0; k52 < W; k52++)
          {
            v50 ^= (unsigned) (*q51);
            q51 = (((unsigned) (int) (a3[i])) < 0x8988037fu) ? q46 + k52 + 1 : q51 + 1;
          }
      }
      unsigned v53 = 0x65b69eb3u;
      {
        const unsigned char *q54 = (tab1 + ((0x3f64671eu << 10u)) % (T - W + 1));
        for (int k55 = 0; k55 < W; k55++)
          {
            v53 += (unsigned) (*q54);
            q54 = ((40u) % 3u == 0u) ? ((const unsigned char *) ((uintptr_t) tab1 + (uintptr_t) ((s49.v[2]) % (T - W + 1)) * sizeof (unsigned char))) + k55 + 1 : q54 + 1;
          }
      }
      a3[i] = (float) ((int) (((unsigned) (*(volatile const int *) &r35[((unsigned) (tab0[(12u) & (T - 1)])) & (W - 1)])) & 0x7fffu) - 0x4000) * 0.25f;
      unsigned v56 = (unsigned) (int) (a3[i]);
      a3[i] = (float) ((int) ((0u ^ v14 ^ v22 ^ v26 ^ v27 ^ v36 ^ v38 ^ v39 ^ v48 ^ v50 ^ v53 ^ v56 ^ (unsigned) (r35[3])) & 0x7fffu) - 0x4000) * 0.25f;
    }
  return red;
}

static unsigned
kern1 (float *a3, float *a1, const short *a0, const short *a4, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target map(to: a0[0:N], a4[0:N]) map(tofrom: a3[0:N], a1[0:N]) map(to: aslo, ashi, asd)
  {
    unsigned v57 = x1;
    unsigned nu58 = ((unsigned) (int) (a1[((unsigned) (int) (a1[149])) % N])) & 1u;
    const float *nb59 = (nu58 ? (const float *) tab2 : (const float *) 0);
    uintptr_t off60 = (uintptr_t) (tab2 + ((unsigned) (int) (a1[(8u) % N] * 2.0f)) % (T - W + 1)) - (uintptr_t) nb59;
    const float *nb61 = (nu58 ? (const float *) a3 : (const float *) 0);
    uintptr_t ra62 = (uintptr_t) nb61 + off60;
    const float *r63 = (const float *) ra62;
    unsigned v64 = (unsigned) (int) (r63[((((v57) < 0x52903ec6u) ? x1 : x0)) & (W - 1)]) * 31u + (unsigned) (int) (r63[((unsigned) (tab0[22])) % W]);
    for (int k65 = 0; k65 < W; k65++)
      {
        const short *p66 = (a4 + (x0) % (N - W + 1));
        for (int k67 = 0; k67 < (int) (x0 % 4u); k67++)
          if ((((unsigned) (a0[(6u) % N])) % 3u == 0u))
            p66 = (a4 + (0xba65c502u) % (N - W + 1));
        unsigned v68 = v64;
        {
          const unsigned char *q69 = (tab1 + ((unsigned) (a4[((unsigned) k65) % N])) % (T - W + 1));
          for (int k70 = 0; k70 < W; k70++)
            {
              v68 += (unsigned) (*q69);
              q69 = ((((((unsigned) k70) % 3u == 0u) ? x0 : x0)) % 3u == 0u) ? ((const unsigned char *) ((uintptr_t) tab1 + (uintptr_t) ((0x82d7c4ccu) % (T - W + 1)) * sizeof (unsigned char))) + k70 + 1 : q69 + 1;
            }
        }
        v68 = ((((unsigned) (tab0[3])) > ((unsigned) (int) (tab2[((v68 + v68)) % T]))) ? (unsigned) (int) (tab2[49]) : (unsigned) (a4[((unsigned) (a4[(v64) % N])) % N]));
        v57 ^= v68;
      }
    for (int i = 0; i < N; i++)
      {
        struct sv0 s71 = { (v57) ^ x0, { ((unsigned) (a4[(x0) % N])) ^ x0, ((unsigned) (a0[((unsigned) (a0[(47u) % N])) & (N - 1)])) ^ x0, ((unsigned) (tab1[((unsigned) (int) (tab2[(v64) % T] * 0.5f)) & (T - 1)])) ^ x0 }, { (unsigned short) ((((unsigned) (a0[(0xd256a78au) & (N - 1)]) * (unsigned) (int) (a1[8]))) ^ x0), (float) ((int) (((((49u / ((unsigned) i | 1u)) / ((v64 * x1) | 1u))) ^ x0) & 0x7fffu) - 0x4000) * 0.25f } };
        a1[((unsigned) (int) (a3[((unsigned) (int) (tab2[11])) & (N - 1)])) & (N - 1)] = (float) ((int) (((unsigned) (tab0[((unsigned) i) % T])) & 0x7fffu) - 0x4000) * 0.25f;
        unsigned v72 = s71.a;
        a1[i] = (float) ((int) ((0u ^ v57 ^ v64 ^ v72 ^ ((unsigned) i / (x0 | 1u))) & 0x7fffu) - 0x4000) * 0.25f;
      }
    {
      #pragma omp parallel for
      for (int j73 = 0; j73 < N; j73++)
        {
          unsigned v74 = 0xc99543fdu;
          v74 += ((((unsigned) (int) (a3[j73])) % 3u == 0u) ? 0x214016e0u : (unsigned) (int) (tab2[((unsigned) (a0[(x0) % N])) & (T - 1)]));
          struct sv0 s75 = { ((unsigned) (int) (a1[((unsigned) (int) (a1[(v57) & (N - 1)] + a1[j73])) & (N - 1)])) ^ x0, { ((unsigned) (int) (a1[(((unsigned) j73 >> 8u)) & (N - 1)])) ^ x0, (((unsigned) (tab0[24]) / ((unsigned) (int) (a1[(x0) % N]) | 1u))) ^ x0, (63u) ^ x0 }, { (unsigned short) (((unsigned) (tab0[((unsigned) (int) (a1[(x0) % N])) & (T - 1)])) ^ x0), (float) ((int) ((((unsigned) (int) (a3[j73])) ^ x0) & 0x7fffu) - 0x4000) * 0.25f } };
          s75.v[((unsigned) (int) (a3[j73])) % 3] ^= (unsigned) (int) (tab2[(x0) & (T - 1)]);
          a3[j73] = (float) ((int) ((0u ^ v74) & 0x7fffu) - 0x4000) * 0.25f;
        }
    }
    a3[0] = (float) ((int) (((unsigned) (int) (a3[0]) ^ 0u ^ v57 ^ v64 ^ (unsigned) (tab1[(v64) % T])) & 0x7fffu) - 0x4000) * 0.25f;
  }
  return red;
}

static unsigned
kern2 (float *a3, short *a0, short *a4, const short *a2, const float *a1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  int tmp[L];
  #pragma omp target teams distribute parallel for simd map(to: a2[0:N], a1[0:N]) map(tofrom: a3[0:N], a0[0:N], a4[0:N]) map(to: aslo, ashi, asd) private(tmp)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < L; k++)
        tmp[k] = (int) (((unsigned) i / ((unsigned) (a4[i]) | 1u)));
      unsigned v76 = (unsigned) (tab1[((unsigned) (int) (a1[(4u) & (N - 1)])) % T]);
      unsigned v77 = x0;
      unsigned v78 = (unsigned) (tab1[((v77 - (x1 << 7u))) % T]);
      unsigned v79 = x0;
      unsigned nu80 = ((unsigned) (tmp[(v76) % L])) & 1u;
      const float *nb81 = (nu80 ? (const float *) a1 : (const float *) 0);
      uintptr_t off82 = (uintptr_t) (a1 + 48) - (uintptr_t) nb81;
      uintptr_t off83 = 0;
      for (int b84 = 0; b84 < 64; b84++)
        {
          off83 |= off82 & ((uintptr_t) 1 << b84);
        }
      const float *nb86 = (nu80 ? (const float *) tab2 : (const float *) 0);
      uintptr_t ra87 = (uintptr_t) nb86 + off83;
      const float *r88 = (const float *) ra87;
      unsigned v89 = (unsigned) (int) (r88[3]) * 31u + (unsigned) (int) (r88[(0xe45dd12bu) % W]);
      unsigned v90 = (unsigned) (a0[i]);
      a4[i] = (short) ((unsigned) (int) (a3[i]));
      v90 += (unsigned) (tab1[11]);
      if ((((unsigned) (tab1[13])) < 0x8b11c85eu))
        {
          unsigned v91 = x0;
          v89 ^= v91;
        }
      else
        {
          unsigned v92 = (unsigned) (a2[((unsigned) (tmp[1])) % N]);
          unsigned v93 = (unsigned) (tab0[((unsigned) (a0[i])) & (T - 1)]);
          v89 ^= v92 ^ v93;
        }
      unsigned __int128 wq94 = (unsigned __int128) (uintptr_t) (((v79) < 0x67cd48bcu) ? (tab2 + (0x2b94f943u) % (T - W + 1)) : ((const float *) ((uintptr_t) r88 + (uintptr_t) (0) * sizeof (float)))) << 26;
      wq94 |= (unsigned __int128) ((47u) & 0x3ffffffu);
      wq94 += (unsigned __int128) ((v78) & 0xfu) << 90;
      const float *q95 = (const float *) (uintptr_t) (wq94 >> 26);
      unsigned v96 = (unsigned) (int) (q95[0]) * 31u + (unsigned) (int) (q95[(v89) % W]);
      unsigned nu97 = ((unsigned) (int) (tab2[(0x668a7794u) & (T - 1)])) & 1u;
      const unsigned char *nb98 = (nu97 ? (const unsigned char *) tab1 : (const unsigned char *) 0);
      uintptr_t off99 = (uintptr_t) (tab1 + 56) - (uintptr_t) nb98;
      const unsigned char *nb100 = (const unsigned char *) nbase (tab1, nu97);
      uintptr_t ra101 = (uintptr_t) nb100 + off99;
      const unsigned char *r102 = (const unsigned char *) ra101;
      unsigned v103 = (unsigned) (r102[(x0) % W]) * 31u + (unsigned) (r102[((x0 ^ v77)) % W]);
      const int *p104;
      if ((((unsigned) (a0[i])) > (((16u ^ 42u) & (unsigned) (int) (q95[(34u) % W] + a1[i])))))
        p104 = (tab0 + (v103) % (T - W + 1));
      else
        p104 = (tab0 + (v79) % (T - W + 1));
      unsigned v106 = ((unsigned) (int) (q95[((unsigned) (r102[(v79) % W])) & (W - 1)]) >> 21u);
      unsigned v107 = ((unsigned) (a0[i]) & v79);
      unsigned v108 = ((unsigned) (a0[i]) + (unsigned) (a0[i]));
      unsigned v109 = ((unsigned) (tab0[15]) | x0);
      uintptr_t xa110 = (uintptr_t) (((15u) & 4u) ? ((const float *) ((uintptr_t) tab2 + (uintptr_t) (((unsigned) i) % (T - W + 1)) * sizeof (float))) : q95);
      fz_v2u vv112 = (fz_v2u) { (unsigned) xa110, (unsigned) (xa110 >> 32) };
      const float *q111 = (const float *) (uintptr_t) (unsigned long long) vv112;
      unsigned v113 = (unsigned) (int) (q111[((v109 ^ v108)) & (W - 1)]) * 31u + (unsigned) (int) (q111[2]);
      unsigned v114 = (unsigned) (int) ((q95 + W)[-1 - (int) ((v90) % W)]);
      gps[i] = (void *) r88;
      const float *q115 = (const float *) gps[i];
      const short *p116 = (a2 + ((unsigned) i & (N - W)));
      a0[i] = (short) (0u ^ v76 ^ v77 ^ v78 ^ v79 ^ v89 ^ v90 ^ v96 ^ v103 ^ v106 ^ v107 ^ v108 ^ v109 ^ v113 ^ v114);
    }
  return red;
}

static unsigned
kern3 (short *restrict a0, float *restrict a3, short *restrict a4, const float *restrict a1, const short *restrict a2, const int *dp, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams map(to: a1[0:N], a2[0:N]) map(tofrom: a0[0:N], a3[0:N], a4[0:N]) is_device_ptr(dp) map(tofrom: red) reduction(^:red)
  #pragma omp distribute parallel for reduction(^:red)
  for (int i = 0; i < N; i++)
    {
      unsigned nu117 = ((unsigned) (int) (a1[((unsigned) (tab1[(x0) % T])) & (N - 1)])) & 1u;
      const int *nb118 = (const int *) nbase (tab0, nu117);
      uintptr_t off119 = (uintptr_t) (tab0 + 0) - (uintptr_t) nb118;
      const int *nb120 = (const int *) nbase (dp, nu117);
      uintptr_t ra121 = (uintptr_t) nb120 + off119;
      const int *r122 = (const int *) ra121;
      unsigned v123 = (unsigned) (r122[3]) * 31u + (unsigned) (r122[0]);
      struct sv0 s124 = { ((unsigned) ((r122 + W)[-1 - (int) (((unsigned) (int) (a3[i])) % W)])) ^ x0, { (((unsigned) (dp[((unsigned) i) & (W - 1)]) ^ (unsigned) (tab1[(x1) % T]))) ^ x0, ((unsigned) (a2[i])) ^ x0, (0xbe5c635bu) ^ x0 }, { (unsigned short) (((unsigned) (tab0[((unsigned) (tab1[(x1) & (T - 1)])) % T])) ^ x0), (float) ((int) (((v123) ^ x0) & 0x7fffu) - 0x4000) * 0.25f } };
      s124.v[((unsigned) i) % 3] ^= (unsigned) (*(volatile const int *) &tab0[((unsigned) (r122[((unsigned) i) & (W - 1)])) % T]);
      v123 *= (unsigned) (int) (tab2[15]);
      unsigned v125 = (((x1 * s124.v[2]) & (unsigned) ((r122 + W)[-1 - (int) (((unsigned) s124.in.s) % W)])) << 4u);
      unsigned v126 = (unsigned) (*(volatile const short *) &a2[((unsigned) (r122[(((((unsigned) i) < 0x5c20ea06u) ? 0x316f89d2u : 0xa0c63f7fu)) & (W - 1)])) & (N - 1)]);
      unsigned v127 = ((unsigned) (dp[1]) + (unsigned) (int) (a1[((((x1) % 3u == 0u) ? 0x3774b6b3u : 0xe69e2530u)) % N]));
      unsigned v128 = ((((unsigned) (int) (a1[((unsigned) (a0[i])) & (N - 1)])) & 1u) ? 45u : (unsigned) (int) (tab2[((0x2f9975adu % (32u | 1u))) % T]));
      if ((((unsigned) (int) (a3[i])) > (v127)))
        {
          struct sv0 s129 = { ((unsigned) (a0[i])) ^ x0, { (((x0 ^ (unsigned) i) - (unsigned) (int) (a1[184] - 0.75f))) ^ x0, (60u) ^ x0, (s124.v[2]) ^ x0 }, { (unsigned short) (((unsigned) (dp[((unsigned) (*r122)) & (W - 1)])) ^ x0), (float) ((int) (((s124.a) ^ x0) & 0x7fffu) - 0x4000) * 0.25f } };
          s129.v[(0xee833bedu) % 3] ^= (unsigned) (tab0[((unsigned) (r122[3])) & (T - 1)]);
          unsigned v130 = v126;
          {
            const int *q131 = (tab0 + ((unsigned) (tab1[((unsigned) s124.in.s) % T])) % (T - W + 1));
            for (int k132 = 0; k132 < W; k132++)
              {
                v130 += (unsigned) (*q131);
                q131 = (((s124.v[2] * v128)) < 0xe1b06ad9u) ? r122 + k132 + 1 : q131 + 1;
              }
          }
          v128 ^= v130;
        }
      else
        {
          unsigned v133 = (unsigned) (int) (a1[i]);
          v128 ^= v133;
        }
      const float *pp134[4] = { (tab2 + 55), (tab2 + (20u) % (T - W + 1)), (tab2 + (s124.v[2]) % (T - W + 1)), (a1 + ((unsigned) i & (N - W))) };
      pp134[((((15u) & 4u) ? (unsigned) i : s124.v[2])) % 4] = (a1 + ((unsigned) i & (N - W)));
      const float *p135 = pp134[(x1) % 4];
      short l136[L];
      for (int k137 = 0; k137 < L; k137++)
        l136[k137] = (short) (((unsigned) (*r122) / ((unsigned) (int) (a1[(s124.a) % N]) | 1u)));
      unsigned v138 = (s124.v[2] >> 17u);
      a3[i] = (float) ((int) (((((unsigned) (int) (a3[i]) + 0x9c6f9c0au) | (45u | (unsigned) (int) (*p135)))) & 0x7fffu) - 0x4000) * 0.25f;
      if ((((unsigned) (tab0[((0x64146121u % (v138 | 1u))) % T])) > ((unsigned) i)))
        {
          unsigned v139 = (unsigned) (int) (p135[(((unsigned) (int) (a1[i]) << 12u)) % W]);
          unsigned v140 = ((unsigned) (int) (a1[211]) << 21u);
          short *w141 = (short *) ((uintptr_t) a4 + (uintptr_t) i * sizeof (short));
          w141[0] = (short) (((unsigned) (int) (tab2[14]) * s124.v[2]));
          v128 ^= v139 ^ v140;
        }
      else
        {
          gps[i] = (void *) (((0x7092aa86u) & 4u) ? dp : (tab0 + (v127) % (T - W + 1)));
          const int *q142 = (const int *) gps[i];
        }
      struct sv0 s143 = { (v125) ^ x0, { ((((((unsigned) i) & 16u) ? v127 : 0x17cc189cu) & (unsigned) (r122[1]))) ^ x0, (((36u + v128) / ((unsigned) (tab0[(x1) & (T - 1)]) | 1u))) ^ x0, (((((s124.v[2]) % 3u == 0u) ? v128 : v123) * (v127 ^ v123))) ^ x0 }, { (unsigned short) ((x0) ^ x0), (float) ((int) ((((unsigned) (a4[i])) ^ x0) & 0x7fffu) - 0x4000) * 0.25f } };
      unsigned v144 = ((unsigned) (int) (p135[(49u) % W] * 0.5f) * (unsigned) (dp[3]));
      unsigned v145 = (unsigned) (l136[(0xd9190719u) % L]);
      const unsigned char *p146 = (tab1 + (v144) % (T - W + 1));
      for (int k147 = 0; k147 < (int) (s124.v[2] % 4u); k147++)
        if ((((unsigned) (l136[(0x38d1e9a0u) & (L - 1)])) & 2u))
          p146 = (tab1 + (0xa868ae08u) % (T - W + 1));
      unsigned v148 = (unsigned) (*dp);
      const int *pp149[4] = { r122, (tab0 + ((unsigned) s143.in.s) % (T - W + 1)), r122, (tab0 + (s143.a) % (T - W + 1)) };
      const int *p150 = pp149[((unsigned) (p146[0])) % 4];
      unsigned v151 = (x1 - ((v145 * (unsigned) i) + (unsigned) (a2[i])));
      a0[i] = (short) (0u ^ v123 ^ v125 ^ v126 ^ v127 ^ v128 ^ v138 ^ v144 ^ v145 ^ v148 ^ v151 ^ (unsigned) (l136[(v144) % L]));
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
  short *a0 = (short *) malloc (N * sizeof (short));
  float *a1 = (float *) malloc (N * sizeof (float));
  short *a2 = (short *) malloc (N * sizeof (short));
  float *a3 = (float *) malloc (N * sizeof (float));
  short *a4 = (short *) malloc (N * sizeof (short));
  if (!a0 || !a1 || !a2 || !a3 || !a4)
    {
      printf ("fuzz: out of memory\n");
      return 1;
    }
  for (int i = 0; i < N; i++)
    {
      a0[i] = (short) (((unsigned) i * 0x39ac27e7u + 0x790ff3b4u) ^ ((unsigned) i >> 8));
      a1[i] = (float) ((int) ((((unsigned) i * 0x7b7e42a3u + 0x5b2e605fu) ^ ((unsigned) i >> 4)) & 0x7fffu) - 0x4000) * 0.25f;
      a2[i] = (short) (((unsigned) i * 0xd40bb4d7u + 0x09aca3beu) ^ ((unsigned) i >> 4));
      a3[i] = (float) ((int) ((((unsigned) i * 0xc9e3eda1u + 0x726c9cdcu) ^ ((unsigned) i >> 3)) & 0x7fffu) - 0x4000) * 0.25f;
      a4[i] = (short) (((unsigned) i * 0x281e6f2du + 0x3344f9b9u) ^ ((unsigned) i >> 3));
    }
  kaddr ();
  const void *asp[4];
  for (int k = 0; k < 4; k++)
    asp[k] = (const void *) (uintptr_t) (((uint64_t) ashi[k] << 32) | aslo[k]);
  #pragma omp target data map(tofrom: a0[0:N], a1[0:N], a2[0:N], a3[0:N], a4[0:N])
  {
    r = r * 31u + kern0 (a3, (const short *) asp[2], 145u, 0xb4af19eau);
    r = r * 31u + kern1 (a3, a1, a0, a4, 448u, 0x15ef2421u);
    r = r * 31u + kern2 (a3, a0, a4, a2, a1, 439u, 0x1a002b29u);
    r = r * 31u + kern3 (a0, a3, a4, a1, a2, (const int *) asp[1], 273u, 0x22cd974eu);
  }
  printf ("a0 %08x\n", cks (a0, N * sizeof (short)));
  printf ("a1 %08x\n", cks (a1, N * sizeof (float)));
  printf ("a2 %08x\n", cks (a2, N * sizeof (short)));
  printf ("a3 %08x\n", cks (a3, N * sizeof (float)));
  printf ("a4 %08x\n", cks (a4, N * sizeof (short)));
  printf ("r %08x\n", r);
  free (a0);
  free (a1);
  free (a2);
  free (a3);
  free (a4);
  return 0;
}
