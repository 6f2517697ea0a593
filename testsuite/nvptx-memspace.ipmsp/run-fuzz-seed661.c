/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make fuzz -x, seed 661 (tools/fuzz-gen -x 661), kept whole as the
   reproducer: the plugin's offload compile never ended (ipmsp cloned
   rd1 into rd1$memspace$0, rd1$memspace$0$memspace$0, ... without end).
   rd1's sites disagree; the sites with (global, global, -) went to a
   clone, whose votes went generic again once its sites were re-analysed,
   and each clone round cloned the clone for the same spaces.  Clones are
   now keyed by origin and spaces (ipmsp.cc clone_for): one clone each of
   rd0 and rd1, and the rounds are bounded.  The program prints checksums
   of every array; on ptxsim they must match the host's.  */
/* { dg-do run } */
/* { dg-options "-fopenmp -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" } */
/* { dg-final { scan-offload-dump-times ipmsp {^rd1 is cloned : } 1 } } */
/* { dg-final { scan-offload-dump-times ipmsp {^rd0 is cloned : } 1 } } */
/* { dg-final { scan-offload-dump-not ipmsp {\$memspace\$[0-9]+\$memspace} } } */
/* { dg-final { scan-offload-dump-not ipmsp {clone rounds stop} } } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 512  /* mapped and global arrays */
#define W 4  /* elements readable from every pointer */
#define L 4  /* local and private arrays */
#define T 16  /* const tables */
#define H 32  /* atomic counters */

typedef unsigned fz_v2u __attribute__ ((vector_size (8)));

#pragma omp declare target
unsigned char g0[N];
unsigned char g1[N];
static const double tab0[T] = {
  -15643.875, 13971.500, 55948.625, 46258.000, -12730.250, 28166.375,
  46116.000, 24552.875, -432.375, 14227.625, 16962.625, -40612.250,
  31744.875, -32863.125, 31157.375, 38867.625,
};
static const unsigned tab1[T] = {
  0xa3af3d12u, 0x54ac7077u, 0x42765b9bu, 0x50550ce7u, 0x70bda9f0u, 0x3888b9c3u,
  0x15d58307u, 0xcecaf4f8u, 0x3c974abbu, 0xe3edde18u, 0x78ae7531u, 0xcda8fc15u,
  0xceb42f20u, 0x29981c83u, 0xe199ac1eu, 0x55765be9u,
};
void *gps[N];

static __attribute__ ((noinline)) const void *
nbase (const void *p, unsigned u)
{
  return u ? p : (const void *) 0;
}

static __attribute__ ((noinline)) const double *
nbo_tab0 (unsigned u)
{
  return u ? tab0 : (const double *) 0;
}

static __attribute__ ((noinline)) const unsigned *
nbo_tab1 (unsigned u)
{
  return u ? tab1 : (const unsigned *) 0;
}

static __attribute__ ((noinline)) const unsigned char *
nbo_g1 (unsigned u)
{
  return u ? g1 : (const unsigned char *) 0;
}

static __attribute__ ((noinline)) const unsigned char *
nbo_g0 (unsigned u)
{
  return u ? g0 : (const unsigned char *) 0;
}

__attribute__ ((noinline)) unsigned
rd0 (const unsigned char *p, const short *q, unsigned x)
{
  static const double lt0[W] = { -3982.625, 47563.875, -50133.875, -59841.750 };
  unsigned v1 = x;
  v1 *= v1;
  unsigned v2 = (unsigned) (int) (tab0[(((unsigned) (q[(x) % W]) & (unsigned) (int) (tab0[(22u) & (T - 1)]))) % T]);
  unsigned v3 = (unsigned) (g1[(v2) % N]);
  return 0u ^ v1 ^ v2 ^ v3 ^ (((x) > (v3)) ? 0xad6bc615u : 0x2ce44928u);
}

__attribute__ ((noinline)) unsigned
rd1 (const unsigned *p, const unsigned char *q, unsigned x)
{
  float l4[L] = { (float) ((int) (((unsigned) (g1[(x) & (N - 1)])) & 0x7fffu) - 0x4000) * 0.25f };
  unsigned v5 = tab1[((unsigned) (*q)) & (T - 1)];
  unsigned v6 = (unsigned) (int) (tab0[(p[(v5) & (W - 1)]) % T] + tab0[((unsigned) (q[((((v5) % 3u == 0u) ? v5 : 15u)) & (W - 1)])) & (T - 1)]);
  return 0u ^ v5 ^ v6;
}

__attribute__ ((noinline)) const int *
sel2 (const int *p, const int *q, unsigned x)
{
  unsigned v7 = ((unsigned) (int) (tab0[(x) & (T - 1)]) - (unsigned) (g0[(tab1[(18u) % T]) % N]));
  unsigned v8 = rd1 ((tab1 + ((unsigned) (g1[403])) % (T - W + 1)), (g1 + ((v7 + v7)) % (N - W + 1)), (((0xa92fb1a8u) % 3u == 0u) ? (unsigned) (q[(20u) % W]) : (x >> 15u)));
  return p;
}

#pragma omp end declare target

static unsigned
kern0 (unsigned *restrict a1, const float *restrict a3, const float *restrict a2, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams map(to: a3[0:N], a2[0:N]) map(tofrom: a1[0:N], cnt0[0:H])
  #pragma omp distribute parallel for
  for (int i = 0; i < N; i++)
    {
      a1[i] = ((unsigned) (g1[((unsigned) (int) (a3[(x0) & (N - 1)] + a2[(0xd390ba8eu) % N])) & (N - 1)]) * rd1 ((tab1 + (x1) % (T - W + 1)), (g0 + ((unsigned) i & (N - W))), (unsigned) (int) (a2[i] * 2.0f)));
      unsigned nu9 = ((unsigned) (int) (tab0[6])) & 1u;
      const double *nb10 = (nu9 ? (const double *) tab0 : (const double *) 0);
      uintptr_t off11 = (uintptr_t) (tab0 + (0x4cb2a1f1u) % (T - W + 1)) - (uintptr_t) nb10;
      const double *nb12 = nbo_tab0 (nu9);
      uintptr_t ra13 = (uintptr_t) nb12 + off11;
      const double *r14 = (const double *) ra13;
      unsigned v15 = (unsigned) (int) (r14[((unsigned) (int) (a2[55] - 0.75f)) % W]) * 31u + (unsigned) (int) (r14[1]);
      unsigned v16 = (unsigned) (int) (a2[324]);
      v16 -= (((unsigned) (int) (r14[(v15) & (W - 1)] + tab0[(v15) % T]) | (v15 >> 3u)) | 8u);
      unsigned v17 = 0x7a49ae6eu;
      const float *p18 = (a3 + 236);
      for (int k19 = 0; k19 < (int) (0x82eaf087u % 4u); k19++)
        if ((((unsigned) (int) (*r14)) > ((0xa1fa9189u % (23u | 1u)))))
          p18 = (a2 + (x1) % (N - W + 1));
      if (((0x57736c63u) % 3u == 0u))
        {
          v15 -= rd1 ((tab1 + ((0x057306c0u % ((unsigned) i | 1u))) % (T - W + 1)), (g1 + ((unsigned) i & (N - W))), (v15 >> 24u));
          unsigned v20 = 0x4417f45eu;
          {
            const float *q21 = ((const float *) ((uintptr_t) p18 + (uintptr_t) (0) * sizeof (float)));
            for (int k22 = 0; k22 < W; k22++)
              {
                v20 ^= (unsigned) (int) (*q21);
                q21 = (((unsigned) (g0[(x0) % N])) > (a1[i])) ? (a2 + (v17) % (N - W + 1)) + k22 + 1 : q21 + 1;
              }
          }
          v17 ^= v20;
        }
      else
        {
          unsigned v23 = x1;
          {
            const unsigned char *q24 = (g0 + ((unsigned) (int) (tab0[(x0) & (T - 1)])) % (N - W + 1));
            const unsigned char *e26 = q24 + W;
            for (; q24 != e26; q24++)
              v23 = v23 * 31u + (unsigned) (*q24);
          }
          v15 ^= v23;
        }
      unsigned char l27[L];
      for (int k28 = 0; k28 < L; k28++)
        l27[k28] = (unsigned char) (((unsigned) (int) (a2[(51u) & (N - 1)]) & ((unsigned) k28 - 0x1d79cf59u)));
      unsigned v29 = (((unsigned) (int) (a2[175]) % (tab1[(v16) & (T - 1)] | 1u)) & a1[i]);
      a1[i] = ((unsigned) (int) (a3[(0x7e46ff63u) % N]) & v16);
      const float *p30;
      if ((((unsigned) (g1[((0x38ca0b45u % (x0 | 1u))) & (N - 1)])) > ((unsigned) (l27[((unsigned) i) % L]))))
        p30 = ((const float *) ((uintptr_t) a3 + (uintptr_t) ((v16) % (N - W + 1)) * sizeof (float)));
      else
        p30 = (a2 + (0xfa1f7661u) % (N - W + 1));
      a1[i] = 0u ^ v15 ^ v16 ^ v17 ^ v29;
    }
  return red;
}

static unsigned
kern1 (int *restrict a0, const float *restrict a2, const unsigned *a1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute map(to: a2[0:N], a1[0:N]) map(tofrom: a0[0:N])
  for (int b = 0; b < N / W; b++)
    {
      unsigned long long ts[L];
      unsigned ts2[L];
      #pragma omp parallel for
      for (int k = 0; k < L; k++)
        {
          ts[k] = (unsigned long long) ((unsigned) b) * 0x9e3779b97f4a7c15ull;
          ts2[k] = (unsigned) (int) (a2[(20u) & (N - 1)]);
        }
      #pragma omp parallel for
      for (int cc = 0; cc < W; cc++)
        {
          int i = b * W + cc;
          unsigned v31 = x1;
          {
            const float *q32 = (a2 + ((unsigned) i & (N - W)));
            const float *e34 = q32 + W;
            for (; q32 != e34; q32++)
              v31 = v31 * 31u + (unsigned) (int) (*q32);
          }
          unsigned long long l35[L];
          #pragma omp simd
          for (int k36 = 0; k36 < L; k36++)
            l35[k36] = (unsigned long long) (ts2[3]) * 0x9e3779b97f4a7c15ull;
          unsigned v37 = v31;
          {
            const unsigned *q38 = (((tab1[(v31) & (T - 1)]) % 3u == 0u) ? ts2 : ts2);
            const unsigned *e40 = q38 + W;
            for (; q38 != e40; q38++)
              v37 = v37 * 31u + *q38;
          }
          unsigned nu41 = (tab1[((unsigned) (g1[i])) % T]) & 1u;
          const unsigned *nb42 = (nu41 ? (const unsigned *) ts2 : (const unsigned *) 0);
          uintptr_t off43 = (uintptr_t) (ts2 + 0) - (uintptr_t) nb42;
          const unsigned *nb44 = nbo_tab1 (nu41);
          uintptr_t ra45 = (uintptr_t) nb44 + off43;
          const unsigned *r46 = (const unsigned *) ra45;
          unsigned v47 = r46[((0xfaeb6ac5u << 31u)) & (W - 1)] * 31u + r46[((unsigned) (a0[i])) & (W - 1)];
          a0[i] = (int) (v37);
          l35[((unsigned) (int) (a2[(r46[1]) % N])) % L] = (unsigned long long) (((((unsigned) (int) (a2[i])) > (a1[i])) ? (unsigned) (int) (tab0[((unsigned) b) & (T - 1)] * 0.5) : x1)) * 0x9e3779b97f4a7c15ull;
          unsigned v48 = (((unsigned) ((ts[((unsigned) i) & (L - 1)]) >> 5) % ((unsigned) (g0[i]) | 1u)) >> 4u);
          const float *pp49[3] = { (a2 + (v31) % (N - W + 1)), (a2 + (v48) % (N - W + 1)), (a2 + (x0) % (N - W + 1)) };
          pp49[(tab1[4]) % 3] = (a2 + (v48) % (N - W + 1));
          const float *p50 = pp49[(ts2[((unsigned) i) % L]) % 3];
          unsigned v51 = ((((unsigned) b) % 3u == 0u) ? rd1 ((((34u) < 0x32ef786du) ? ((const unsigned *) ((uintptr_t) ts2 + (uintptr_t) (0) * sizeof (unsigned))) : r46), (g1 + (0x2f2b81f3u) % (N - W + 1)), (unsigned) (int) (a2[(12u) % N] + a2[2])) : v31);
          unsigned v52 = (unsigned) (a0[i]);
          unsigned nu53 = ((unsigned) (g0[i])) & 1u;
          const unsigned *nb54 = (nu53 ? (const unsigned *) a1 : (const unsigned *) 0);
          uintptr_t off55 = (uintptr_t) (a1 + 0) - (uintptr_t) nb54;
          uintptr_t off56 = 0;
          for (int b57 = 0; b57 < 64; b57++)
            {
              off56 |= ((uintptr_t) 0 - ((off55 >> b57) & 1u)) & ((uintptr_t) 1 << b57);
            }
          const unsigned *nb59 = (const unsigned *) nbase (ts2, nu53);
          uintptr_t ra60 = (uintptr_t) nb59 + off56;
          const unsigned *r61 = (const unsigned *) ra60;
          unsigned v62 = r61[((0x1d2b2e1au | (unsigned) i)) & (W - 1)] * 31u + r61[((unsigned) (g1[(x1) % N])) % W];
          for (int k63 = 0; k63 < W; k63++)
            {
              unsigned v64 = (unsigned) ((ts[(((unsigned) (int) (a2[(x1) & (N - 1)]) / ((((0x27bfbe03u) > (x1)) ? (unsigned) b : (unsigned) k63) | 1u))) & (L - 1)]) >> 5);
              v31 ^= v64;
            }
          a0[i] = (int) (((v37 | (unsigned) (a0[i])) ^ (v31 % ((((3u) % 3u == 0u) ? x1 : x0) | 1u))));
          double dc66;
          const unsigned long long *pw65 = l35;
          __builtin_memcpy (&dc66, &pw65, sizeof dc66);
          unsigned v70 = x0;
          const unsigned long long *q67 = ts;
          for (int uk68 = 0; uk68 < 2; uk68++)
            {
              union { double d; const unsigned long long *p; unsigned w[2]; } lu69;
              if ((unsigned) uk68 == ((42u) & 1u))
                lu69.d = dc66;
              else
                lu69.p = q67;
              v70 += (lu69.w[0] | lu69.w[1]) == 0u;
              q67 = lu69.p;
              v70 = v70 * 31u + (unsigned) ((q67[2]) >> 5);
            }
          unsigned v71 = (unsigned) ((q67[((((v70) < 0xa93a9f80u) ? v48 : v70)) & (W - 1)]) >> 5) * 31u + (unsigned) ((q67[((unsigned) (a0[i])) & (W - 1)]) >> 5);
          unsigned v72 = ((((unsigned) ((ts[(tab1[14]) & (L - 1)]) >> 5)) % 3u == 0u) ? (unsigned) (int) (a2[i]) : (((r61[(v37) % W]) < 0xafde3815u) ? (x1 ^ v51) : (unsigned) ((*q67) >> 5)));
          int *w73 = ((rd1 (r61, ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) ((v48) % (N - W + 1)) * sizeof (unsigned char))), rd1 ((tab1 + (v52) % (T - W + 1)), ((const unsigned char *) ((uintptr_t) g1 + (uintptr_t) (((unsigned) i & (N - W))) * sizeof (unsigned char))), v71))) > ((unsigned) i)) ? a0 + i : a0 + i;
          *w73 = (int) (r46[(rd1 ((a1 + (x0) % (N - W + 1)), ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) ((v52) % (N - W + 1)) * sizeof (unsigned char))), (unsigned) (int) (a2[(v31) & (N - 1)]))) & (W - 1)]);
          unsigned v74 = v71;
          {
            const unsigned long long *q75 = l35;
            for (int k76 = 0; k76 < W; k76++)
              {
                v74 += (unsigned) ((*q75) >> 5);
                q75 = (((unsigned) b) & 2u) ? ts + k76 + 1 : q75 + 1;
              }
          }
          a0[i] = (int) (0u ^ v31 ^ v37 ^ v47 ^ v48 ^ v51 ^ v52 ^ v62 ^ v70 ^ v71 ^ v72 ^ v74 ^ tab1[(v51) & (T - 1)]);
        }
    }
  return red;
}

static unsigned
kern2 (float *a3, int *restrict a0, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute parallel for map(tofrom: a3[0:N], a0[0:N], cnt0[0:H]) map(tofrom: red) reduction(^:red)
  for (int i = 0; i < N; i++)
    {
      gps[i] = (void *) (tab1 + (x1) % (T - W + 1));
      const unsigned *q77 = (const unsigned *) gps[i];
      unsigned v78 = (q77[((unsigned) (g0[(x0) % N])) % W] * (unsigned) (g0[(((unsigned) i - (unsigned) i)) & (N - 1)]));
      for (int k79 = 0; k79 < W; k79++)
        {
          const unsigned *pp80[2] = { (tab1 + (x0) % (T - W + 1)), q77 };
          const unsigned *p81 = pp80[(((((unsigned) (a0[i])) & 1u) ? (unsigned) (g1[(15u) % N]) : rd1 (((const unsigned *) ((uintptr_t) q77 + (uintptr_t) (0) * sizeof (unsigned))), ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) ((0x50a19eecu) % (N - W + 1)) * sizeof (unsigned char))), v78))) % 2];
          const unsigned *p82;
          if (((((((x0) % 3u == 0u) ? v78 : 0x9da10348u) >> 8u)) < 0x11dc6d0eu))
            p82 = ((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) ((0xeb1d3b85u) % (T - W + 1)) * sizeof (unsigned)));
          else
            p82 = p81;
        }
      short l83[L];
      for (int k84 = 0; k84 < L; k84++)
        l83[k84] = (short) (rd1 ((((0x16ff4a51u) > (0x6484bdbfu)) ? ((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) ((13u) % (T - W + 1)) * sizeof (unsigned))) : q77), ((const unsigned char *) ((uintptr_t) g1 + (uintptr_t) ((x0) % (N - W + 1)) * sizeof (unsigned char))), ((unsigned) i * (unsigned) i)));
      const unsigned *p85 = ((((unsigned) i) % 3u == 0u) ? q77 : q77);
      for (int k86 = 0; k86 < (int) (x1 % 4u); k86++)
        if ((((unsigned) (g1[499])) < 0x5a10af9fu))
          p85 = (((x0) & 8u) ? ((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) (7) * sizeof (unsigned))) : q77);
      unsigned v87 = v78;
      unsigned nu88 = ((unsigned) (g0[((unsigned) (int) (tab0[((unsigned) i) % T])) % N])) & 1u;
      const unsigned char *nb89 = nbo_g1 (nu88);
      uintptr_t off90 = (uintptr_t) (g1 + (rd0 (((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) ((x0) % (N - W + 1)) * sizeof (unsigned char))), l83, x1)) % (N - W + 1)) - (uintptr_t) nb89;
      const unsigned char *nb91 = (const unsigned char *) nbase (g0, nu88);
      uintptr_t ra92 = (uintptr_t) nb91 + off90;
      const unsigned char *r93 = (const unsigned char *) ra92;
      unsigned v94 = (unsigned) (r93[((unsigned) (l83[(31u) & (L - 1)])) & (W - 1)]) * 31u + (unsigned) (r93[1]);
      unsigned v95 = rd1 ((((tab1[(v87) & (T - 1)]) % 3u == 0u) ? ((const unsigned *) ((uintptr_t) q77 + (uintptr_t) (0) * sizeof (unsigned))) : p85), r93, (unsigned) (int) (tab0[((unsigned) (r93[1])) % T]));
      red ^= (unsigned) (r93[(((((((x0) > (v95)) ? (unsigned) i : x1)) < 0x47b6f323u) ? 39u : rd1 (((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) ((x1) % (T - W + 1)) * sizeof (unsigned))), r93, 0x628fe10cu))) % W]);
      v95 ^= rd1 ((((tab1[(v78) % T]) > (x0)) ? ((const unsigned *) ((uintptr_t) p85 + (uintptr_t) (0) * sizeof (unsigned))) : (tab1 + (v94) % (T - W + 1))), (g0 + ((unsigned) (*r93)) % (N - W + 1)), ((0x46e40c5bu & 38u) / ((v78 + v78) | 1u)));
      unsigned v96 = *(volatile const unsigned *) &tab1[(v78) % T];
      unsigned v97 = v87;
      {
        const unsigned *q98 = (tab1 + (v95) % (T - W + 1));
        for (int k99 = 0; k99 < W; k99++)
          {
            v97 ^= *q98;
            q98 = ((rd0 (r93, ((const short *) ((uintptr_t) l83 + (uintptr_t) (0) * sizeof (short))), v96)) > ((v78 * x0))) ? p85 + k99 + 1 : q98 + 1;
          }
      }
      const unsigned char *p100;
      if ((((p85 + W)[-1 - (int) ((v95) % W)]) > (rd0 ((((x1) < 0xa5fe0e2fu) ? (g0 + (60u) % (N - W + 1)) : ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) ((0xcf5652b3u) % (N - W + 1)) * sizeof (unsigned char)))), l83, (v94 + 39u)))))
        p100 = r93;
      else
        p100 = (g1 + (v97) % (N - W + 1));
      a3[i] = (float) ((int) ((0u ^ v78 ^ v87 ^ v94 ^ v95 ^ v96 ^ v97 ^ (v96 * v94)) & 0x7fffu) - 0x4000) * 0.25f;
    }
  return red;
}

static unsigned
kern3 (float *a3, const unsigned *restrict a1, const float *restrict a2, const int *restrict a0, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  short tmp[L];
  #pragma omp target parallel for map(to: a1[0:N], a2[0:N], a0[0:N]) map(tofrom: a3[0:N], cnt0[0:H]) private(tmp)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < L; k++)
        tmp[k] = (short) (rd1 ((tab1 + 9), (g1 + ((unsigned) k) % (N - W + 1)), rd1 (((const unsigned *) ((uintptr_t) a1 + (uintptr_t) ((x0) % (N - W + 1)) * sizeof (unsigned))), (g1 + ((unsigned) i) % (N - W + 1)), 23u)));
      a3[i] = (float) ((int) ((tab1[(((((unsigned) (int) (a3[i])) < 0x3980d6f4u) ? x0 : (x1 / (x0 | 1u)))) % T]) & 0x7fffu) - 0x4000) * 0.25f;
      a3[i] = (float) ((int) (((unsigned) (int) (a2[((rd0 ((g0 + ((unsigned) i & (N - W))), ((const short *) ((uintptr_t) tmp + (uintptr_t) (0) * sizeof (short))), x0) / (((unsigned) i | x1) | 1u))) % N] * 2.0f)) & 0x7fffu) - 0x4000) * 0.25f;
      unsigned v101 = (unsigned) (a0[i]);
      const unsigned char *p102 = ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) (((unsigned) i) % (N - W + 1)) * sizeof (unsigned char)));
      for (int k103 = 0; k103 < (int) (57u % 4u); k103++)
        if ((((unsigned) (g0[(v101) & (N - 1)])) > ((unsigned) i)))
          p102 = (g1 + ((unsigned) k103) % (N - W + 1));
      double l104[L];
      for (int k105 = 0; k105 < L; k105++)
        l104[k105] = (double) ((int) (((unsigned) (a0[((unsigned) (int) (a2[i] * 2.0f)) & (N - 1)])) & 0xfffffu) - 0x80000) * 0.125;
      if ((((rd1 ((a1 + 251), p102, 0x0fedcd7bu) ^ (unsigned) i)) > ((tab1[(x1) & (T - 1)] << 1u))))
        {
          for (int k106 = 0; k106 < W; k106++)
            {
              unsigned v107 = a1[i];
              const unsigned char *pp108[4] = { (g0 + 466), (g0 + (v101) % (N - W + 1)), (g0 + 234), p102 };
              pp108[(a1[((unsigned) k106) % N]) % 4] = ((const unsigned char *) ((uintptr_t) g1 + (uintptr_t) (((unsigned) i) % (N - W + 1)) * sizeof (unsigned char)));
              const unsigned char *p109 = pp108[(v101) % 4];
              v101 ^= v107;
            }
        }
      unsigned v110 = (unsigned) (int) (a2[i]);
      unsigned v111 = x1;
      {
        const int *q112 = sel2 ((a0 + 208), (a0 + 414), 0x896b9d8du);
        const int *e114 = q112 + W;
        for (; q112 != e114; q112++)
          v111 = v111 * 31u + (unsigned) (*q112);
      }
      unsigned v115 = v111;
      {
        const float *q116 = (a2 + ((unsigned) (g0[(v110) & (N - 1)])) % (N - W + 1));
        const float *e118 = q116 + W;
        for (; q116 != e118; q116++)
          v115 = v115 * 31u + (unsigned) (int) (*q116);
      }
      unsigned v119 = a1[i];
      unsigned v120 = rd1 (((((((49u) & 16u) ? 49u : v115)) & 1u) ? ((const unsigned *) ((uintptr_t) a1 + (uintptr_t) ((v119) % (N - W + 1)) * sizeof (unsigned))) : (a1 + ((unsigned) i & (N - W)))), ((const unsigned char *) ((uintptr_t) p102 + (uintptr_t) (0) * sizeof (unsigned char))), (unsigned) (int) (tab0[((43u / (v115 | 1u))) & (T - 1)]));
      unsigned v121 = (unsigned) (*p102);
      short *w122 = (tmp + 0);
      for (int k123 = 0; k123 < W; k123++)
        w122[k123] = (short) ((unsigned) (a0[i]));
      a3[i] = (float) ((int) ((0u ^ v101 ^ v110 ^ v111 ^ v115 ^ v119 ^ v120 ^ v121 ^ tab1[(v110) & (T - 1)]) & 0x7fffu) - 0x4000) * 0.25f;
    }
  return red;
}

static unsigned
kern4 (float *restrict a3, const unsigned *restrict a1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target parallel for map(to: a1[0:N]) map(tofrom: a3[0:N])
  for (int i = 0; i < N; i++)
    {
      a3[i] = (float) ((int) ((((x0 * rd1 (((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) ((x1) % (T - W + 1)) * sizeof (unsigned))), (g1 + (0x75f1e117u) % (N - W + 1)), (unsigned) i)) - (unsigned) (g0[i]))) & 0x7fffu) - 0x4000) * 0.25f;
      unsigned v124 = 43u;
      unsigned nu125 = ((unsigned) (g0[((v124 / (v124 | 1u))) & (N - 1)])) & 1u;
      const unsigned *nb126 = (nu125 ? (const unsigned *) a1 : (const unsigned *) 0);
      uintptr_t off127 = (uintptr_t) (a1 + ((unsigned) (int) (a3[i])) % (T - W + 1)) - (uintptr_t) nb126;
      const unsigned *nb128 = nbo_tab1 (nu125);
      uintptr_t ra129 = (uintptr_t) nb128 + off127;
      const unsigned *r130 = (const unsigned *) ra129;
      unsigned v131 = r130[3] * 31u + r130[(0x8ff17968u) & (W - 1)];
      a3[i] = (float) ((int) (((((x1 * v124) - *r130) + (x1 / (a1[i] | 1u)))) & 0x7fffu) - 0x4000) * 0.25f;
      unsigned v132 = (unsigned) (int) (a3[i]);
      unsigned v133 = v132;
      unsigned v134 = (unsigned) (g0[i]);
      unsigned v135 = a1[511];
      unsigned nu136 = (tab1[14]) & 1u;
      const double *nb137 = nbo_tab0 (nu136);
      uintptr_t off138 = (uintptr_t) (tab0 + ((v132 + v134)) % (T - W + 1)) - (uintptr_t) nb137;
      const double *nb139 = (nu136 ? (const double *) tab0 : (const double *) 0);
      uintptr_t ra140 = (uintptr_t) nb139 + off138;
      uintptr_t ra141 = 0;
      for (int b142 = 0; b142 < 64; b142++)
        {
          ra141 |= ((ra140 >> b142) & 1u) ? (uintptr_t) 1 << b142 : (uintptr_t) 0;
        }
      const double *r144 = (const double *) ra141;
      unsigned v145 = (unsigned) (int) (r144[0]) * 31u + (unsigned) (int) (r144[(0x9eff9548u) % W]);
      unsigned char l146[L];
      for (int k147 = 0; k147 < L; k147++)
        l146[k147] = (unsigned char) (v132);
      double dc149;
      const unsigned *pw148 = (tab1 + 6);
      __builtin_memcpy (&dc149, &pw148, sizeof dc149);
      unsigned v153 = 31u;
      const unsigned *q150 = (a1 + (v145) % (N - W + 1));
      for (int uk151 = 0; uk151 < 2; uk151++)
        {
          union { double d; const unsigned *p; unsigned w[2]; } lu152;
          if ((unsigned) uk151 == ((v133) & 1u))
            lu152.d = dc149;
          else
            lu152.p = q150;
          v153 += (lu152.w[0] | lu152.w[1]) == 0u;
          q150 = lu152.p;
          v153 = v153 * 31u + q150[((unsigned) (int) (a3[i])) % W];
        }
      unsigned v154 = q150[((unsigned) (int) (a3[i])) % W] * 31u + q150[(tab1[(58u) % T]) % W];
      unsigned v155 = (unsigned) (g1[i]);
      a3[i] = (float) ((int) ((0u ^ v124 ^ v131 ^ v132 ^ v133 ^ v134 ^ v135 ^ v145 ^ v153 ^ v154 ^ v155) & 0x7fffu) - 0x4000) * 0.25f;
    }
  return red;
}

static unsigned
kern5 (int *a0, unsigned *a1, const float *restrict a3, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams map(to: a3[0:N]) map(tofrom: a0[0:N], a1[0:N]) map(tofrom: red) reduction(+:red)
  #pragma omp distribute parallel for reduction(+:red)
  for (int i = 0; i < N; i++)
    {
      unsigned nu156 = ((unsigned) (int) (a3[i])) & 1u;
      const unsigned *nb157 = nbo_tab1 (nu156);
      uintptr_t off158 = (uintptr_t) (tab1 + (x0) % (T - W + 1)) - (uintptr_t) nb157;
      const unsigned *nb159 = nbo_tab1 (nu156);
      uintptr_t ra160 = (uintptr_t) nb159 + off158;
      const unsigned *r161 = (const unsigned *) ra160;
      unsigned v162 = r161[((x1 - (unsigned) i)) % W] * 31u + r161[((unsigned) (int) (a3[(x0) % N] - 0.75f)) % W];
      gps[i] = (void *) (((v162) < 0x5c8ab7ecu) ? (tab0 + (x0) % (T - W + 1)) : (tab0 + 12));
      const double *q163 = (const double *) gps[i];
      unsigned nu164 = ((unsigned) (int) (q163[(((unsigned) i >> 0u)) % W])) & 1u;
      const unsigned char *nb165 = (const unsigned char *) nbase (g1, nu164);
      uintptr_t off166 = (uintptr_t) (g1 + ((unsigned) (int) (a3[(v162) % N] + a3[347])) % (N - W + 1)) - (uintptr_t) nb165;
      const unsigned char *nb167 = nbo_g0 (nu164);
      uintptr_t ra168 = (uintptr_t) nb167 + off166;
      uintptr_t ra169 = 0;
      for (int b170 = 0; b170 < 64; b170++)
        {
          ra169 |= ((uintptr_t) 0 - ((ra168 >> b170) & 1u)) & ((uintptr_t) 1 << b170);
        }
      const unsigned char *r172 = (const unsigned char *) ra169;
      unsigned v173 = (unsigned) (r172[(v162) % W]) * 31u + (unsigned) (r172[(22u) % W]);
      unsigned nu174 = ((unsigned) (int) ((q163 + W)[-1 - (int) (((unsigned) i) % W)])) & 1u;
      const unsigned char *nb175 = (nu174 ? (const unsigned char *) r172 : (const unsigned char *) 0);
      uintptr_t off176 = (uintptr_t) (r172 + 0) - (uintptr_t) nb175;
      const unsigned char *nb177 = nbo_g0 (nu174);
      uintptr_t ra178 = (uintptr_t) nb177 + off176;
      const unsigned char *r179 = (const unsigned char *) ra178;
      unsigned v180 = (unsigned) (r179[(r161[(v173) % W]) % W]) * 31u + (unsigned) (r179[((unsigned) (r172[2])) & (W - 1)]);
      unsigned v181 = ((x1 / ((unsigned) (g0[((unsigned) i) & (N - 1)]) | 1u)) - r161[(v173) & (W - 1)]);
      red += (v162 | ((unsigned) (int) (q163[(x1) % W]) & tab1[9]));
      double dc183;
      const unsigned char *pw182 = ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) (262) * sizeof (unsigned char)));
      __builtin_memcpy (&dc183, &pw182, sizeof dc183);
      unsigned v187 = v162;
      const unsigned char *q184 = ((((unsigned) i) > (v173)) ? ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) ((v162) % (N - W + 1)) * sizeof (unsigned char))) : r172);
      for (int uk185 = 0; uk185 < 2; uk185++)
        {
          union { double d; const unsigned char *p; unsigned w[2]; } lu186;
          if ((unsigned) uk185 == ((56u) & 1u))
            lu186.d = dc183;
          else
            lu186.p = q184;
          v187 += (lu186.w[0] | lu186.w[1]) == 0u;
          q184 = lu186.p;
          v187 = v187 * 31u + (unsigned) (q184[((unsigned) i) % W]);
        }
      unsigned v188 = (unsigned) (q184[((unsigned) (r179[0])) & (W - 1)]) * 31u + (unsigned) (q184[((v162 >> 14u)) & (W - 1)]);
      red += (r161 + W)[-1 - (int) ((((unsigned) (g0[(v173) & (N - 1)]) | (0xaf5a5ca3u % ((unsigned) i | 1u)))) % W)];
      unsigned v189 = (unsigned) (g1[i]);
      a0[i] = (int) ((((unsigned) (int) (a3[(v180) % N]) - (unsigned) (g0[(v173) % N])) + (unsigned) (int) (tab0[((x0 * 0x5a572e70u)) & (T - 1)])));
      double dc191;
      const unsigned char *pw190 = (((v181) > (x1)) ? ((const unsigned char *) ((uintptr_t) q184 + (uintptr_t) (0) * sizeof (unsigned char))) : q184);
      __builtin_memcpy (&dc191, &pw190, sizeof dc191);
      unsigned v195 = x0;
      const unsigned char *q192 = ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) ((v173) % (N - W + 1)) * sizeof (unsigned char)));
      for (int uk193 = 0; uk193 < 2; uk193++)
        {
          union { double d; const unsigned char *p; unsigned w[2]; } lu194;
          if ((unsigned) uk193 == (((unsigned) i) & 1u))
            lu194.d = dc191;
          else
            lu194.p = q192;
          v195 += (lu194.w[0] | lu194.w[1]) == 0u;
          q192 = lu194.p;
          v195 = v195 * 31u + (unsigned) (q192[((unsigned) (a0[i])) % W]);
        }
      unsigned v196 = (unsigned) (q192[(rd1 ((tab1 + (x0) % (T - W + 1)), r179, v181)) % W]) * 31u + (unsigned) (q192[((x1 % (18u | 1u))) & (W - 1)]);
      a1[i] = 0u ^ v162 ^ v173 ^ v180 ^ v181 ^ v187 ^ v188 ^ v189 ^ v195 ^ v196;
    }
  return red;
}

static unsigned
kern6 (unsigned *restrict a1, const float *restrict a3, const float *restrict a2, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma omp target teams distribute map(to: a3[0:N], a2[0:N]) map(tofrom: a1[0:N], cnt0[0:H])
  for (int b = 0; b < N / W; b++)
    {
      int ts[L];
      #pragma omp parallel for
      for (int k = 0; k < L; k++)
        ts[k] = (int) (((((x0 + 0xe1711c75u)) > ((rd1 (((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) ((38u) % (T - W + 1)) * sizeof (unsigned))), (g1 + (0xfe46408au) % (N - W + 1)), x0) / ((x1 ^ 48u) | 1u)))) ? (unsigned) (int) (a2[(x0) % N]) : tab1[((unsigned) (int) (a2[(0u) & (N - 1)] + a3[(x0) & (N - 1)])) % T]));
      #pragma omp parallel for
      for (int cc = 0; cc < W; cc++)
        {
          int i = b * W + cc;
          unsigned v197 = (unsigned) (int) (a3[(tab1[((unsigned) b) % T]) % N] + a2[i]);
          if ((((unsigned) (ts[(v197) & (L - 1)])) < 0xb2e8071au))
            {
              unsigned v198 = x1;
              {
                const float *q199 = (a3 + ((unsigned) (g0[((unsigned) b) % N])) % (N - W + 1));
                for (int k200 = 0; k200 < W; k200++)
                  {
                    v198 += (unsigned) (int) (*q199);
                    q199 = (((unsigned) (ts[((unsigned) b) & (L - 1)])) % 3u == 0u) ? (a2 + (27u) % (N - W + 1)) + k200 + 1 : q199 + 1;
                  }
              }
              unsigned v201 = rd1 (((((0x6eaf1253u - v198)) % 3u == 0u) ? tab1 : (tab1 + (51u) % (T - W + 1))), (g0 + ((unsigned) (ts[0])) % (N - W + 1)), (unsigned) (int) (a3[220]));
              v197 ^= v198 ^ v201;
            }
          else
            {
              const unsigned char *p202 = (g0 + (rd1 ((tab1 + 9), (g1 + 367), x0)) % (N - W + 1));
              unsigned v203 = (unsigned) (ts[((0x712b170eu % ((unsigned) i | 1u))) & (L - 1)]);
              v197 ^= v203;
            }
          unsigned v204 = rd1 ((tab1 + 10), (g1 + ((unsigned) i & (N - W))), (unsigned) (int) (a2[(v197) & (N - 1)]));
          unsigned v205 = (unsigned) i;
          {
            const int *q206 = (((a1[i]) & 16u) ? ts : ts);
            for (int k207 = 0; k207 < W; k207++)
              {
                v205 += (unsigned) (*q206);
                q206 = ((((unsigned) i & x0)) < 0xffa7bc10u) ? ts + k207 + 1 : q206 + 1;
              }
          }
          unsigned v208 = (unsigned) (ts[2]);
          unsigned v209 = v205;
          {
            const float *q210 = (a2 + ((x0 | 26u)) % (N - W + 1));
            const float *e212 = q210 + W;
            for (; q210 != e212; q210++)
              v209 = v209 * 31u + (unsigned) (int) (*q210);
          }
          unsigned v213 = 11u;
          {
            const unsigned *q214 = ((((((x0) < 0xf45b44ffu) ? 46u : 0x58a111acu)) > (tab1[8])) ? ((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) ((v205) % (T - W + 1)) * sizeof (unsigned))) : ((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) (0) * sizeof (unsigned))));
            const unsigned *e216 = q214 + W;
            for (; q214 != e216; q214++)
              v213 = v213 * 31u + *q214;
          }
          unsigned v217 = (a1[i] ^ rd1 ((tab1 + (v213) % (T - W + 1)), (g0 + 475), (unsigned) (int) (tab0[(0xa0c24f69u) % T])));
          const unsigned char *p218 = ((const unsigned char *) ((uintptr_t) g1 + (uintptr_t) (((unsigned) i & (N - W))) * sizeof (unsigned char)));
          for (int k219 = 0; k219 < (int) ((unsigned) b % 4u); k219++)
            if ((((unsigned) (int) (a3[366])) % 3u == 0u))
              p218 = (g1 + ((unsigned) i & (N - W)));
          unsigned *w220 = (((unsigned) (ts[(0x41cb0214u) % L])) % 3u == 0u) ? a1 + i : a1 + i;
          *w220 = (unsigned) b;
          uintptr_t u222 = (uintptr_t) (((tab1[(v205) % T]) < 0x5b3df06fu) ? (((v208) % 3u == 0u) ? p218 : (g1 + (v197) % (N - W + 1))) : ((const unsigned char *) ((uintptr_t) p218 + (uintptr_t) (0) * sizeof (unsigned char))));
          const unsigned char *p221 = (const unsigned char *) u222;
          unsigned v223 = x1;
          {
            const float *q224 = (a2 + ((unsigned) i & (N - W)));
            const float *e226 = q224 + W;
            for (; q224 != e226; q224++)
              v223 = v223 * 31u + (unsigned) (int) (*q224);
          }
          unsigned v227 = 37u;
          v227 ^= rd1 ((tab1 + ((unsigned) ((p221 + W)[-1 - (int) ((54u) % W)])) % (T - W + 1)), p221, ((((unsigned) (int) (a3[i])) < 0x44998e0fu) ? (unsigned) (g1[(v223) & (N - 1)]) : (unsigned) (ts[((unsigned) b) % L])));
          unsigned v228 = a1[i];
          unsigned __int128 wq229 = (unsigned __int128) (uintptr_t) ts << 38;
          wq229 |= (unsigned __int128) ((v227) & 0xffffffffu);
          const int *q230 = (const int *) (uintptr_t) (wq229 >> 38);
          unsigned v231 = (unsigned) (q230[(rd1 ((tab1 + (v228) % (T - W + 1)), (g1 + (40u) % (N - W + 1)), x0)) % W]) * 31u + (unsigned) (q230[(x0) & (W - 1)]);
          unsigned v232 = (unsigned) b;
          unsigned __int128 wq233 = (unsigned __int128) (uintptr_t) ((((unsigned) b) & 1u) ? p221 : ((const unsigned char *) ((uintptr_t) g0 + (uintptr_t) (229) * sizeof (unsigned char)))) << 19;
          wq233 |= (unsigned __int128) ((44u) & 0x7ffffu);
          wq233 += (unsigned __int128) ((0xd9d8152cu) & 0xfu) << 83;
          const unsigned char *q234 = (const unsigned char *) (uintptr_t) (wq233 >> 19);
          unsigned v235 = (unsigned) (q234[0]) * 31u + (unsigned) (q234[((unsigned) (g1[((unsigned) i) & (N - 1)])) % W]);
          unsigned v236 = rd1 (((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) ((a1[i]) % (T - W + 1)) * sizeof (unsigned))), p218, (unsigned) (int) (a2[((43u * 26u)) % N]));
          unsigned v237 = rd1 (((((unsigned) (ts[(x1) & (L - 1)])) & 1u) ? (tab1 + (2u) % (T - W + 1)) : ((const unsigned *) ((uintptr_t) tab1 + (uintptr_t) (((unsigned) b) % (T - W + 1)) * sizeof (unsigned)))), q234, ((unsigned) (int) (tab0[(v235) & (T - 1)]) - (35u * v223)));
          a1[i] = 0u ^ v197 ^ v204 ^ v205 ^ v208 ^ v209 ^ v213 ^ v217 ^ v223 ^ v227 ^ v228 ^ v231 ^ v232 ^ v235 ^ v236 ^ v237;
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
  int *a0 = (int *) malloc (N * sizeof (int));
  unsigned *a1 = (unsigned *) malloc (N * sizeof (unsigned));
  float *a2 = (float *) malloc (N * sizeof (float));
  float *a3 = (float *) malloc (N * sizeof (float));
  int *cnt0 = (int *) malloc (H * sizeof (int));
  if (!a0 || !a1 || !a2 || !a3 || !cnt0)
    {
      printf ("fuzz: out of memory\n");
      return 1;
    }
  for (int i = 0; i < N; i++)
    {
      a0[i] = (int) (((unsigned) i * 0xd0bf0dcbu + 0x22502e67u) ^ ((unsigned) i >> 7));
      a1[i] = ((unsigned) i * 0x08753a05u + 0xe61dd640u) ^ ((unsigned) i >> 7);
      a2[i] = (float) ((int) ((((unsigned) i * 0x140b3ef5u + 0x321d4cf6u) ^ ((unsigned) i >> 6)) & 0x7fffu) - 0x4000) * 0.25f;
      a3[i] = (float) ((int) ((((unsigned) i * 0xd9c9351du + 0x04638f1fu) ^ ((unsigned) i >> 5)) & 0x7fffu) - 0x4000) * 0.25f;
      g0[i] = (unsigned char) (((unsigned) i * 0xab7220f3u + 0x95bd1780u) ^ ((unsigned) i >> 5));
      g1[i] = (unsigned char) (((unsigned) i * 0xec01f897u + 0x1a61d986u) ^ ((unsigned) i >> 7));
    }
  for (int i = 0; i < H; i++)
    cnt0[i] = (int) ((unsigned) i * 718u % 1000u);
  #pragma omp target update to(g0, g1)
  #pragma omp target data map(tofrom: a0[0:N], a1[0:N], a2[0:N], a3[0:N], cnt0[0:H])
  {
    r = r * 31u + kern0 (a1, a3, a2, cnt0, 37u, 0x01cb75c2u);
    r = r * 31u + kern1 (a0, a2, a1, 460u, 0xba93a44bu);
    r = r * 31u + kern2 (a3, a0, cnt0, 838u, 0xb101561eu);
    r = r * 31u + kern3 (a3, a1, a2, a0, cnt0, 221u, 0x2f9e8ae9u);
    r = r * 31u + kern4 (a3, a1, 543u, 0x7831d3aau);
    r = r * 31u + kern5 (a0, a1, a3, 581u, 0x001bc721u);
    r = r * 31u + kern5 (a0, a1, a3, 203u, 0xec7ffbc3u);
    r = r * 31u + kern6 (a1, a3, a2, cnt0, 984u, 0xa0347c42u);
  }
  printf ("a0 %08x\n", cks (a0, N * sizeof (int)));
  printf ("a1 %08x\n", cks (a1, N * sizeof (unsigned)));
  printf ("a2 %08x\n", cks (a2, N * sizeof (float)));
  printf ("a3 %08x\n", cks (a3, N * sizeof (float)));
  printf ("g0 %08x\n", cks (g0, N * sizeof (unsigned char)));
  printf ("g1 %08x\n", cks (g1, N * sizeof (unsigned char)));
  printf ("cnt0 %08x\n", cks (cnt0, H * sizeof (int)));
  printf ("r %08x\n", r);
  free (a0);
  free (a1);
  free (a2);
  free (a3);
  free (cnt0);
  return 0;
}
