/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make fuzz -x, seed 172 (tools/fuzz-gen -x 172), kept whole as the
   reproducer: verify=1 trapped on this correct program ("nvptx-memspace
   verify: kern5._omp_fn.0: pointer 0x40 is not in shared memory").  The
   difference of a gang-private (.shared) array's address and a base that
   may be null carries the array's provenance (a - b is a when b is null,
   doc/gcc-nvptx-facts.md section 17), so the integer and the loop that
   rebuilds it bit by bit are inferred .shared; their partial values are
   small numbers, which isspacep puts in the global window.  verify=1 now
   checks pointers only (memspace-opt.cc root_conversion).  The program
   prints checksums of every array; on ptxsim they must match the host's.  */
/* { dg-do run } */
/* { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" } */
/* { dg-options "-fopenacc -O2" } */
/* { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" } */
/* { dg-prune-output "warning: " } */
#include <openacc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 64  /* mapped and global arrays */
#define W 8  /* elements readable from every pointer */
#define L 8  /* local and private arrays */
#define T 16  /* const tables */
#define H 32  /* atomic counters */

typedef unsigned fz_v2u __attribute__ ((vector_size (8)));

struct si0 { unsigned short s; float f; };
struct sv0
{
  unsigned a;
  unsigned v[2];
  struct si0 in;
  double d;
};

static const unsigned long long tab0[T] = {
  0x819b7e7057021d31ull, 0xbe5e577f4f713083ull, 0x98e637397ae61668ull, 0xaba809d3ebb284d7ull, 0xb8fddb8745b78274ull, 0x768269929d626699ull,
  0x9774421ca5050084ull, 0xe2b267b283583ffbull, 0x87df53263c65f30dull, 0xab188c78cafbdab7ull, 0x3cebeacf3484f953ull, 0xb225d96a503751a7ull,
  0x5273f22ad387e408ull, 0x531aab4a820708a4ull, 0x893362dff01c1c84ull, 0xed8a16ccf02b8c3eull,
};
#pragma acc declare copyin(tab0)
void *gps[N];
#pragma acc declare create(gps)

#pragma acc routine seq
static __attribute__ ((noinline)) const void *
nbase (const void *p, unsigned u)
{
  return u ? p : (const void *) 0;
}

#pragma acc routine seq
static __attribute__ ((noinline)) const unsigned long long *
nbo_tab0 (unsigned u)
{
  return u ? tab0 : (const unsigned long long *) 0;
}

#pragma acc routine seq
static __attribute__ ((noinline)) const unsigned char *
sel0 (const unsigned char *p, const unsigned char *q, unsigned x)
{
  return ((const unsigned char *) ((uintptr_t) p + (uintptr_t) (0) * sizeof (unsigned char)));
}

#pragma acc routine seq
static __attribute__ ((noinline)) unsigned
opt1 (const unsigned *p, const int *q, unsigned x)
{
  static const float lt0[W] = { 556.00f, 936.25f, 3158.50f, -4040.75f, -4038.25f, -3742.25f, 260.75f, -1628.25f };
  struct sv0 s1 = { (p[((unsigned) ((tab0[0]) >> 5)) % W]) ^ x, { (p[4]) ^ x, (x) ^ x }, { (unsigned short) (((unsigned) ((tab0[((((x) % 3u == 0u) ? 0x5bedb70cu : x)) & (T - 1)]) >> 5)) ^ x), (float) ((int) ((((unsigned) (int) (lt0[(p[(x) % W]) % W])) ^ x) & 0x7fffu) - 0x4000) * 0.25f }, (double) ((int) ((((((9u) > (x)) ? x : (unsigned) ((tab0[(x) & (T - 1)]) >> 5))) ^ x) & 0xfffffu) - 0x80000) * 0.125 };
  unsigned v2 = p[(((unsigned) ((tab0[(45u) & (T - 1)]) >> 5) + ((((unsigned) s1.in.s) % 3u == 0u) ? (unsigned) s1.in.s : 0x2d6926c6u))) % W];
  for (int k3 = 0; k3 < W; k3++)
    {
      unsigned v4 = p[(s1.a) % W];
      unsigned nu5 = ((unsigned) (int) (lt0[(v4) % W])) & 1u;
      const unsigned long long *nb6 = (nu5 ? (const unsigned long long *) tab0 : (const unsigned long long *) 0);
      uintptr_t off7 = (uintptr_t) (tab0 + (p[5]) % (T - W + 1)) - (uintptr_t) nb6;
      const unsigned long long *nb8 = (nu5 ? (const unsigned long long *) tab0 : (const unsigned long long *) 0);
      uintptr_t ra9 = (uintptr_t) nb8 + off7;
      const unsigned long long *r10 = (const unsigned long long *) ra9;
      unsigned v11 = (unsigned) ((r10[0]) >> 5) * 31u + (unsigned) ((r10[((unsigned) (int) (lt0[2] - 0.75f)) & (W - 1)]) >> 5);
      unsigned v12 = (unsigned) ((tab0[(p[((unsigned) ((tab0[((unsigned) k3) % T]) >> 5)) % W]) & (T - 1)]) >> 5);
      v2 ^= v4 ^ v11 ^ v12;
    }
  const float *p13;
  if (((*p) % 3u == 0u))
    p13 = (((14u) & 8u) ? lt0 : ((const float *) ((uintptr_t) lt0 + (uintptr_t) (0) * sizeof (float))));
  else
    p13 = ((const float *) ((uintptr_t) lt0 + (uintptr_t) (0) * sizeof (float)));
  double l14[L];
  for (int k15 = 0; k15 < L; k15++)
    l14[k15] = (double) ((int) (((unsigned) (int) (p13[((unsigned) ((tab0[((unsigned) k15) & (T - 1)]) >> 5)) & (W - 1)])) & 0xfffffu) - 0x80000) * 0.125;
  unsigned v16 = (((0x90ff9882u) > ((unsigned) (int) (l14[7]))) ? ((unsigned) ((tab0[7]) >> 5) >> 6u) : (unsigned) ((tab0[((unsigned) (int) (l14[6] - 0.75)) & (T - 1)]) >> 5));
  unsigned v17 = p[(((p + W)[-1 - (int) ((v16) % W)] / ((((62u) % 3u == 0u) ? v2 : v16) | 1u))) % W];
  unsigned v18 = ((((p + W)[-1 - (int) ((*p) % W)]) < 0xcc380ca3u) ? x : (unsigned) ((tab0[7]) >> 5));
  unsigned v19 = x;
  v19 += q ? (unsigned) (q[(x >> 2) % W]) : 7u;
  return 0u ^ v2 ^ v16 ^ v17 ^ v18 ^ v19 ^ (unsigned) (int) (lt0[(s1.a) & (W - 1)]);
}

#pragma acc routine seq
__attribute__ ((noinline)) unsigned
rd2 (const double *p, const unsigned char *q, unsigned x)
{
  unsigned v20 = x;
  if (((29u) % 3u == 0u))
    {
      for (int k21 = 0; k21 < W; k21++)
        {
          unsigned v22 = (((x + (unsigned) k21) | (v20 + (unsigned) k21)) - (unsigned) (int) ((p + W)[-1 - (int) ((5u) % W)]));
          v20 ^= v22;
        }
    }
  else
    {
      uintptr_t xa23 = (uintptr_t) (((x) & 4u) ? (tab0 + (v20) % (T - W + 1)) : ((const unsigned long long *) ((uintptr_t) tab0 + (uintptr_t) ((v20) % (T - W + 1)) * sizeof (unsigned long long))));
      fz_v2u vv25 = (fz_v2u) { (unsigned) xa23, (unsigned) (xa23 >> 32) };
      const unsigned long long *q24 = (const unsigned long long *) (uintptr_t) (unsigned long long) vv25;
      unsigned v26 = (unsigned) ((q24[((unsigned) (q[(x) % W])) % W]) >> 5) * 31u + (unsigned) ((q24[((unsigned) ((tab0[(x) & (T - 1)]) >> 5)) % W]) >> 5);
      v20 ^= v26;
    }
  unsigned v27 = (x << 10u);
  unsigned v28 = ((unsigned) ((tab0[((unsigned) (int) (p[(v27) % W])) & (T - 1)]) >> 5) | (unsigned) ((tab0[((unsigned) (q[(44u) & (W - 1)])) & (T - 1)]) >> 5));
  unsigned v29 = (unsigned) (int) ((p + W)[-1 - (int) (((((x) & 16u) ? (((0xe0db9b4fu) % 3u == 0u) ? v27 : v20) : (unsigned) (*q))) % W)]);
  unsigned v30 = (((x) & 8u) ? ((((v28 * x)) < 0xb31c9b0fu) ? 0x39a4e914u : (unsigned) (int) (p[5])) : ((((0x4a21336fu) > (v29)) ? v27 : v27) << 8u));
  unsigned v31 = (unsigned) (q[(((unsigned) (int) (*p) & (unsigned) (int) (p[(v29) % W] + p[(32u) % W]))) & (W - 1)]);
  unsigned v32 = (unsigned) (*q);
  return 0u ^ v20 ^ v27 ^ v28 ^ v29 ^ v30 ^ v31 ^ v32;
}

#pragma acc routine seq
__attribute__ ((noinline)) void
wr3 (unsigned *d, const unsigned *p, int n, unsigned x)
{
  double dc34;
  const unsigned long long *pw33 = (tab0 + (x) % (T - W + 1));
  __builtin_memcpy (&dc34, &pw33, sizeof dc34);
  unsigned v38 = 0xfa4756f0u;
  const unsigned long long *q35 = (tab0 + (x) % (T - W + 1));
  for (int uk36 = 0; uk36 < 2; uk36++)
    {
      union { double d; const unsigned long long *p; unsigned w[2]; } lu37;
      if ((unsigned) uk36 == ((x) & 1u))
        lu37.d = dc34;
      else
        lu37.p = q35;
      v38 += (lu37.w[0] | lu37.w[1]) == 0u;
      q35 = lu37.p;
      v38 = v38 * 31u + (unsigned) ((q35[(((unsigned) n & x)) % W]) >> 5);
    }
  unsigned v39 = (unsigned) ((q35[((unsigned) n) & (W - 1)]) >> 5) * 31u + (unsigned) ((q35[(p[(x) & (W - 1)]) % W]) >> 5);
  unsigned v40 = ((unsigned) ((tab0[(*p) & (T - 1)]) >> 5) + (unsigned) ((q35[(p[4]) & (W - 1)]) >> 5));
  const unsigned long long *p41 = q35;
  for (int k42 = 0; k42 < (int) ((unsigned) n % 4u); k42++)
    if ((((unsigned) ((q35[(v38) & (W - 1)]) >> 5)) & 16u))
      p41 = (tab0 + ((unsigned) k42) % (T - W + 1));
  for (int k = 0; k < n; k++)
    d[k] = 0u ^ v38 ^ v39 ^ v40 ^ ((unsigned) k >> 2u);
}

#pragma acc routine seq
static __attribute__ ((noinline)) const double *
sel4 (const double *p, const double *q, unsigned x)
{
  const double *p43 = q;
  unsigned v44 = x;
  return ((const double *) ((uintptr_t) p + (uintptr_t) (0) * sizeof (double)));
}

static unsigned
kern0 (unsigned *restrict a2, float *a0, const unsigned long long *a1, const short *restrict a4, const double *restrict a3, int *cnt0, int *cnt1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copyin(a1[0:N], a4[0:N], a3[0:N]) copy(a2[0:N], a0[0:N], cnt0[0:H], cnt1[0:H])
  for (int r = 0; r < N / W; r++)
    {
      unsigned gp[L];
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (unsigned) (int) (a3[12] + a3[((unsigned) (int) (a3[((unsigned) ((tab0[(45u) % T]) >> 5)) & (N - 1)])) % N]);
      #pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          float wp[L];
          #pragma acc loop seq
          for (int k = 0; k < L; k++)
            wp[k] = (float) ((int) (((unsigned) (a4[((unsigned) ((tab0[((unsigned) ((a1[(x1) & (N - 1)]) >> 5)) & (T - 1)]) >> 5)) & (N - 1)])) & 0x7fffu) - 0x4000) * 0.25f;
          unsigned vr45 = 0u;
          #pragma acc loop vector reduction(^:vr45)
          for (int k = 0; k < L; k++)
            {
              unsigned char vp[W];
              for (int m = 0; m < W; m++)
                vp[m] = (unsigned char) ((((unsigned) ((tab0[(x1) & (T - 1)]) >> 5) | x1)) + (unsigned) m);
              vr45 ^= (unsigned) (vp[(unsigned) k % W]);
            }
          float l46[L] = { (float) ((int) (((0x73062f81u / (34u | 1u))) & 0x7fffu) - 0x4000) * 0.25f };
          unsigned char l47[L];
          for (int k48 = 0; k48 < L; k48++)
            l47[k48] = (unsigned char) ((unsigned) (int) (a3[(((unsigned) k48 - x1)) % N]));
          gps[i] = (void *) (a0 + i);
          float *w49 = (float *) gps[i];
          *w49 = (float) ((int) (((((unsigned) i & (0xda05bff8u / (0x0224e747u | 1u))) / (((((unsigned) (a4[i])) < 0xaec6bde4u) ? (x1 * vr45) : ((unsigned) i % (x0 | 1u))) | 1u))) & 0x7fffu) - 0x4000) * 0.25f;
          __builtin_memset (l46, (int) ((0) & 0xffu), sizeof (l46));
          const unsigned char *p50 = (((x1) & 4u) ? ((const unsigned char *) ((uintptr_t) l47 + (uintptr_t) (0) * sizeof (unsigned char))) : l47);
          for (int k51 = 0; k51 < (int) ((unsigned) c % 4u); k51++)
            if ((((unsigned) c) < 0xb7022f56u))
              p50 = (((x1) % 3u == 0u) ? l47 : ((const unsigned char *) ((uintptr_t) l47 + (uintptr_t) (0) * sizeof (unsigned char))));
          if ((((rd2 (((const double *) ((uintptr_t) a3 + (uintptr_t) (20) * sizeof (double))), p50, 0x3803ee56u) * (unsigned) c)) > (rd2 (sel4 (((const double *) ((uintptr_t) a3 + (uintptr_t) (6) * sizeof (double))), ((const double *) ((uintptr_t) a3 + (uintptr_t) ((x0) % (N - W + 1)) * sizeof (double))), 0xd2c1ab90u), p50, opt1 (gp, (const int *) 0, 26u)))))
            {
              {
                unsigned c52 = (0x8342a039u / (vr45 | 1u));
                #pragma acc atomic
                cnt0[c52 & (H - 1)] &= (int) (((unsigned) (int) (wp[(rd2 (((const double *) ((uintptr_t) a3 + (uintptr_t) (((unsigned) c) % (N - W + 1)) * sizeof (double))), l47, (unsigned) i)) & (L - 1)])) | 0x80000000u);
              }
              unsigned nu53 = ((unsigned) (int) (a0[i])) & 1u;
              const unsigned char *nb54 = (const unsigned char *) nbase (p50, nu53);
              uintptr_t off55 = (uintptr_t) (p50 + 0) - (uintptr_t) nb54;
              const unsigned char *nb56 = (nu53 ? (const unsigned char *) l47 : (const unsigned char *) 0);
              uintptr_t ra57 = (uintptr_t) nb56 + off55;
              const unsigned char *r58 = (const unsigned char *) ra57;
              unsigned v59 = (unsigned) (r58[(19u) % W]) * 31u + (unsigned) (r58[(vr45) % W]);
              unsigned nu60 = ((unsigned) (a4[(((unsigned) i >> 0u)) & (N - 1)])) & 1u;
              const unsigned char *nb61 = (nu60 ? (const unsigned char *) p50 : (const unsigned char *) 0);
              uintptr_t off62 = (uintptr_t) (p50 + 0) - (uintptr_t) nb61;
              const unsigned char *nb63 = (const unsigned char *) nbase (l47, nu60);
              uintptr_t ra64 = (uintptr_t) nb63 + off62;
              const unsigned char *r65 = (const unsigned char *) ra64;
              unsigned v66 = (unsigned) (r65[(gp[(x0) & (L - 1)]) & (W - 1)]) * 31u + (unsigned) (r65[((unsigned) (p50[((unsigned) r) & (W - 1)])) & (W - 1)]);
              vr45 ^= v59 ^ v66;
            }
          else
            {
              unsigned char l67[L];
              for (int k68 = 0; k68 < L; k68++)
                l67[k68] = (unsigned char) (((unsigned) (int) (a3[((unsigned) k68) % N]) & (unsigned) (int) (a3[((unsigned) r) & (N - 1)])));
              {
                int *c69 = cnt1 + (((32u << 31u)) % H);
                #pragma acc atomic update
                *c69 = *c69 + (int) (((42u - (unsigned) c)) & 0x3fu);
              }
            }
          __builtin_memmove ((l47 + 0), (((x1) % 3u == 0u) ? l47 : p50), W * sizeof (unsigned char));
          unsigned nu70 = ((unsigned) (int) (wp[((unsigned) (a4[(vr45) & (N - 1)])) % L])) & 1u;
          const unsigned long long *nb71 = (nu70 ? (const unsigned long long *) tab0 : (const unsigned long long *) 0);
          uintptr_t off72 = (uintptr_t) (tab0 + (opt1 (gp, (const int *) 0, vr45)) % (T - W + 1)) - (uintptr_t) nb71;
          const unsigned long long *nb73 = (const unsigned long long *) nbase (a1, nu70);
          uintptr_t ra74 = (uintptr_t) nb73 + off72;
          const unsigned long long *r75 = (const unsigned long long *) ra74;
          unsigned v76 = (unsigned) ((r75[((unsigned) ((a1[(vr45) % N]) >> 5)) & (W - 1)]) >> 5) * 31u + (unsigned) ((r75[((unsigned) ((tab0[((unsigned) r) & (T - 1)]) >> 5)) & (W - 1)]) >> 5);
          for (int k77 = 0; k77 < W; k77++)
            {
              unsigned v78 = (unsigned) r;
              v78 ^= (unsigned) c;
              v76 ^= v78;
            }
          unsigned v79 = (unsigned) (*p50);
          unsigned v80 = (((rd2 (((const double *) ((uintptr_t) a3 + (uintptr_t) (((unsigned) i & (N - W))) * sizeof (double))), p50, (unsigned) c)) & 1u) ? ((unsigned) (l47[((unsigned) i) & (L - 1)]) - ((((unsigned) i) % 3u == 0u) ? (unsigned) r : (unsigned) r)) : (unsigned) (int) (a3[55] + a3[21]));
          unsigned v81 = (((((((0x43c830d2u) & 2u) ? v76 : (unsigned) c) % ((unsigned) (int) (l46[((unsigned) c) % L] * 2.0f) | 1u))) < 0xc1ad4762u) ? (unsigned) ((a1[((unsigned) i) % N]) >> 5) : ((((unsigned) (int) (a0[i])) > ((39u << 12u))) ? x1 : ((unsigned) i & 0x5c50f15au)));
          {
            int *c82 = cnt1 + (((v80 - (unsigned) c)) % H);
            #pragma acc atomic
            *c82 += (int) (((unsigned) ((r75[((unsigned) (int) (l46[(v80) & (L - 1)])) & (W - 1)]) >> 5)) & 0x3fu);
          }
          uintptr_t u84 = (uintptr_t) p50;
          u84 ^= (uintptr_t) 0x151a4741u;
          u84 ^= (uintptr_t) 0x151a4741u;
          const unsigned char *p83 = (const unsigned char *) u84;
          unsigned nu85 = ((unsigned) ((tab0[(a2[i]) % T]) >> 5)) & 1u;
          const unsigned char *nb86 = (const unsigned char *) nbase (p83, nu85);
          uintptr_t off87 = (uintptr_t) (p83 + 0) - (uintptr_t) nb86;
          const unsigned char *nb88 = (nu85 ? (const unsigned char *) l47 : (const unsigned char *) 0);
          uintptr_t ra89 = (uintptr_t) nb88 + off87;
          const unsigned char *r90 = (const unsigned char *) ra89;
          unsigned v91 = (unsigned) (r90[5]) * 31u + (unsigned) (r90[(gp[(34u) & (L - 1)]) & (W - 1)]);
          unsigned v92 = (unsigned) (int) (wp[3]);
          unsigned v93 = v81;
          unsigned v94 = (unsigned) (r90[(((((34u) & 8u) ? (unsigned) i : (unsigned) i) + (unsigned) (p83[(18u) % W]))) % W]);
          a2[i] = 0u ^ vr45 ^ v76 ^ v79 ^ v80 ^ v81 ^ v91 ^ v92 ^ v93 ^ v94;
        }
    }
  return red;
}

static unsigned
kern1 (double *restrict a3, short *restrict a4, const unsigned *restrict a2, const float *a0, int *cnt1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copyin(a2[0:N], a0[0:N]) copy(a3[0:N], a4[0:N], cnt1[0:H])
  for (int r = 0; r < N / W; r++)
    {
      int gp[L];
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (int) ((unsigned) ((tab0[((a2[((unsigned) k) & (N - 1)] % ((unsigned) ((tab0[(x0) & (T - 1)]) >> 5) | 1u))) & (T - 1)]) >> 5));
      #pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          int wp[L];
          #pragma acc loop seq
          for (int k = 0; k < L; k++)
            wp[k] = (int) (opt1 ((a2 + (0x421ede7bu) % (N - W + 1)), (((x1) > (x0)) ? (const int *) gp : (const int *) 0), (unsigned) k));
          unsigned v95 = (unsigned) (wp[((unsigned) (gp[((unsigned) i) & (L - 1)])) % L]);
          unsigned v96 = (((unsigned) (a4[i]) ^ ((unsigned) c >> 6u)) & a2[i]);
          unsigned v97 = (unsigned) (int) (a0[((unsigned) i) % N]);
          double *w98 = (double *) ((uintptr_t) a3 + (uintptr_t) i * sizeof (double));
          w98[0] = (double) ((int) ((((unsigned) (wp[((((x0) < 0x23406533u) ? x0 : (unsigned) c)) % L]) + (x1 & (unsigned) (gp[1])))) & 0xfffffu) - 0x80000) * 0.125;
          unsigned l99[L];
          for (int k100 = 0; k100 < L; k100++)
            l99[k100] = a2[(a2[(56u) % N]) & (N - 1)];
          {
            unsigned c101 = (unsigned) ((tab0[((unsigned) i) % T]) >> 5);
            #pragma acc atomic update
            ++cnt1[c101 & (H - 1)];
          }
          gps[i] = (void *) (a3 + i);
          double *w102 = (double *) gps[i];
          *w102 = (double) ((int) (((unsigned) ((tab0[((unsigned) (gp[1])) & (T - 1)]) >> 5)) & 0xfffffu) - 0x80000) * 0.125;
          unsigned v103 = 28u;
          unsigned v104 = (unsigned) (wp[(x1) % L]);
          a4[i] = (short) (0u ^ v95 ^ v96 ^ v97 ^ v103 ^ v104 ^ (unsigned) (wp[((unsigned) c) & (L - 1)]));
        }
    }
  return red;
}

static unsigned
kern2 (short *restrict a4, unsigned *a2, const unsigned long long *a1, const double *restrict a3, int *cnt0, int *cnt1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copyin(a1[0:N], a3[0:N]) copy(a4[0:N], a2[0:N], cnt0[0:H], cnt1[0:H])
  for (int i = 0; i < N; i++)
    {
      struct sv0 s105 = { (((0x32d1e10cu * (unsigned) i) & ((unsigned) i | (unsigned) i))) ^ x0, { ((unsigned) ((tab0[((unsigned) ((a1[5]) >> 5)) % T]) >> 5)) ^ x0, ((unsigned) ((tab0[(((unsigned) i >> 25u)) & (T - 1)]) >> 5)) ^ x0 }, { (unsigned short) (((unsigned) ((a1[(x1) & (N - 1)]) >> 5)) ^ x0), (float) ((int) ((((unsigned) ((tab0[((x1 << 30u)) % T]) >> 5)) ^ x0) & 0x7fffu) - 0x4000) * 0.25f }, (double) ((int) (((x1) ^ x0) & 0xfffffu) - 0x80000) * 0.125 };
      unsigned v106 = (unsigned) ((tab0[((((unsigned) i + (unsigned) s105.in.s) << 28u)) & (T - 1)]) >> 5);
      for (int k107 = 0; k107 < W; k107++)
        {
          unsigned v108 = ((unsigned) ((a1[i]) >> 5) - (x0 >> 10u));
          v108 *= (unsigned) ((tab0[10]) >> 5);
          v106 ^= v108;
        }
      {
        unsigned c109 = (unsigned) ((tab0[(s105.v[1]) % T]) >> 5);
        #pragma acc atomic
        cnt0[c109 & (H - 1)] &= (int) ((a2[i]) | 0x80000000u);
      }
      unsigned nu110 = ((unsigned) (int) (a3[((((25u) < 0x7e1433bfu) ? x0 : s105.a)) % N])) & 1u;
      const unsigned long long *nb111 = (nu110 ? (const unsigned long long *) a1 : (const unsigned long long *) 0);
      uintptr_t off112 = (uintptr_t) (a1 + ((s105.v[1] << 30u)) % (T - W + 1)) - (uintptr_t) nb111;
      const unsigned long long *nb113 = nbo_tab0 (nu110);
      uintptr_t ra114 = (uintptr_t) nb113 + off112;
      const unsigned long long *r115 = (const unsigned long long *) ra114;
      unsigned v116 = (unsigned) ((r115[(x0) & (W - 1)]) >> 5) * 31u + (unsigned) ((r115[1]) >> 5);
      v106 ^= (unsigned) (int) (a3[(v106) % N]);
      const unsigned long long *pp117[2] = { (((v106) > (x0)) ? (tab0 + ((unsigned) i) % (T - W + 1)) : (tab0 + ((unsigned) s105.in.s) % (T - W + 1))), (a1 + (37u) % (N - W + 1)) };
      const unsigned long long *p118 = pp117[(x1) % 2];
      {
        int *c119 = cnt0 + (((unsigned) ((a1[(x1) & (N - 1)]) >> 5)) % H);
        #pragma acc atomic
        *c119 &= (int) ((((s105.v[1] / (0xdb495a4fu | 1u)) / ((unsigned) ((tab0[((unsigned) i) % T]) >> 5) | 1u))) | 0x80000000u);
      }
      const unsigned long long *pp120[2] = { (a1 + ((unsigned) i & (N - W))), (((2u) < 0x505f0d41u) ? r115 : p118) };
      pp120[(((unsigned) s105.in.s - x1)) % 2] = (a1 + (x0) % (N - W + 1));
      const unsigned long long *p121 = pp120[(((((x0 << 15u)) < 0x299347e4u) ? (x0 * (unsigned) i) : (((s105.v[1]) < 0xd8ecd202u) ? (unsigned) i : s105.a))) % 2];
      unsigned v122 = 0x83b9f7afu;
      unsigned *w123 = (unsigned *) ((uintptr_t) a2 + (uintptr_t) i * sizeof (unsigned));
      w123[0] = (unsigned) ((a1[i]) >> 5);
      unsigned l124[L] = { s105.a };
      a2[i] = s105.v[1];
      const unsigned *p125;
      if (((((unsigned) ((*r115) >> 5) << 13u)) % 3u == 0u))
        p125 = l124;
      else
        p125 = l124;
      a2[i] = (unsigned) (int) (a3[(*(volatile const unsigned *) &l124[((x0 - 0x579352c3u)) & (L - 1)]) % N]);
      double dc127;
      const double *pw126 = (a3 + ((unsigned) i & (N - W)));
      __builtin_memcpy (&dc127, &pw126, sizeof dc127);
      unsigned v131 = (unsigned) s105.in.s;
      const double *q128 = (a3 + (v106) % (N - W + 1));
      for (int uk129 = 0; uk129 < 2; uk129++)
        {
          union { double d; const double *p; unsigned w[2]; } lu130;
          if ((unsigned) uk129 == ((0xb9903055u) & 1u))
            lu130.d = dc127;
          else
            lu130.p = q128;
          v131 += (lu130.w[0] | lu130.w[1]) == 0u;
          q128 = lu130.p;
          v131 = v131 * 31u + (unsigned) (int) (q128[((unsigned) ((a1[(0x0e619a92u) % N]) >> 5)) & (W - 1)]);
        }
      unsigned v132 = (unsigned) (int) (q128[(v106) & (W - 1)]) * 31u + (unsigned) (int) (q128[((((x0) & 2u) ? 0x7a92e925u : v106)) % W]);
      unsigned v133 = (unsigned) ((r115[(x0) % W]) >> 5);
      unsigned v134 = ((((unsigned) (int) (*q128)) % 3u == 0u) ? ((unsigned) (int) (q128[(s105.v[1]) & (W - 1)]) * (s105.a * s105.v[1])) : (unsigned) (a4[i]));
      unsigned v135 = v116;
      a2[i] = 0u ^ v106 ^ v116 ^ v122 ^ v131 ^ v132 ^ v133 ^ v134 ^ v135;
    }
  return red;
}

static unsigned
kern3 (unsigned *restrict a2, short *restrict a4, double *restrict a3, const unsigned long long *restrict a1, const float *a0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  double tmp[L];
  #pragma acc parallel loop gang copyin(a1[0:N], a0[0:N]) copy(a2[0:N], a4[0:N], a3[0:N]) private(tmp)
  for (int r = 0; r < N / W; r++)
    {
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        tmp[k] = (double) ((int) (((unsigned) (int) (a0[((unsigned) ((tab0[((unsigned) (int) (a0[((unsigned) r) % N])) % T]) >> 5)) % N] + a0[(((unsigned) (int) (a0[(x1) & (N - 1)] - 0.75f) / ((unsigned) (int) (a0[((unsigned) k) & (N - 1)] + a0[(x0) % N]) | 1u))) % N])) & 0xfffffu) - 0x80000) * 0.125;
      #pragma acc loop vector
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          const double *p136 = tmp;
          unsigned v137 = (unsigned) (int) (a0[((unsigned) ((a1[((((0x435d24d8u) > (x1)) ? (unsigned) c : (unsigned) c)) % N]) >> 5)) % N]);
          unsigned v138 = 22u;
          {
            const unsigned long long *q139 = (tab0 + (a2[i]) % (T - W + 1));
            for (int k140 = 0; k140 < W; k140++)
              {
                v138 ^= (unsigned) ((*q139) >> 5);
                q139 = (((unsigned) (int) (*(volatile const double *) &p136[((unsigned) r) % W])) & 4u) ? (tab0 + ((unsigned) k140) % (T - W + 1)) + k140 + 1 : q139 + 1;
              }
          }
          short l141[L];
          for (int k142 = 0; k142 < L; k142++)
            l141[k142] = (short) ((unsigned) ((a1[i]) >> 5));
          unsigned l143[L];
          for (int k144 = 0; k144 < L; k144++)
            l143[k144] = (unsigned) (l141[((unsigned) (int) (tmp[((unsigned) c) & (L - 1)])) & (L - 1)]);
          gps[i] = (void *) (a3 + i);
          double *w145 = (double *) gps[i];
          *w145 = (double) ((int) ((l143[((((a2[i]) > ((unsigned) ((a1[(0x2b6cd297u) & (N - 1)]) >> 5))) ? (v137 >> 13u) : (unsigned) ((a1[i]) >> 5))) & (L - 1)]) & 0xfffffu) - 0x80000) * 0.125;
          a4[i] = (short) (0u ^ v137 ^ v138 ^ ((unsigned) c << 15u));
        }
    }
  return red;
}

static unsigned
kern4 (unsigned long long *a1, float *a0, const double *a3, const unsigned *a2, int *cnt1, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copyin(a3[0:N], a2[0:N]) copy(a1[0:N], a0[0:N], cnt1[0:H])
  for (int r = 0; r < N / W; r++)
    {
      float gp[L];
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (float) ((int) (((x1 << 6u)) & 0x7fffu) - 0x4000) * 0.25f;
      #pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          int wp[L];
          #pragma acc loop seq
          for (int k = 0; k < L; k++)
            wp[k] = (int) ((a2[((unsigned) (int) (a3[(0x5f969fbeu) & (N - 1)] * 0.5)) & (N - 1)] << 12u));
          unsigned v146 = opt1 ((a2 + ((x1 | 0x37a39a09u)) % (N - W + 1)), ((const int *) ((uintptr_t) wp + (uintptr_t) (0) * sizeof (int))), (unsigned) c);
          unsigned v147 = (a2[(opt1 (((const unsigned *) ((uintptr_t) a2 + (uintptr_t) (((unsigned) i & (N - W))) * sizeof (unsigned))), (((x1) > ((unsigned) r)) ? (const int *) wp : (const int *) 0), x1)) & (N - 1)] * (a2[(9u) & (N - 1)] & opt1 ((a2 + ((unsigned) i & (N - W))), (const int *) 0, x1)));
          a0[i] = (float) ((int) ((((unsigned) ((tab0[((unsigned) (wp[(0x57e35764u) % L])) % T]) >> 5) / ((unsigned) (int) (gp[(v147) % L] - 0.75f) | 1u))) & 0x7fffu) - 0x4000) * 0.25f;
          const unsigned long long *pp148[2] = { ((const unsigned long long *) ((uintptr_t) tab0 + (uintptr_t) (2) * sizeof (unsigned long long))), ((((unsigned) i) % 3u == 0u) ? ((const unsigned long long *) ((uintptr_t) tab0 + (uintptr_t) ((1u) % (T - W + 1)) * sizeof (unsigned long long))) : (tab0 + (30u) % (T - W + 1))) };
          pp148[((v146 << 9u)) % 2] = (tab0 + (3u) % (T - W + 1));
          const unsigned long long *p149 = pp148[((a2[((unsigned) r) % N] % (v146 | 1u))) % 2];
          unsigned v150 = ((unsigned) i / ((unsigned) (int) (gp[((v146 - v147)) & (L - 1)]) | 1u));
          const double *p151 = (((opt1 ((a2 + (v147) % (N - W + 1)), (const int *) 0, v147)) < 0x72083d89u) ? ((const double *) ((uintptr_t) a3 + (uintptr_t) ((v150) % (N - W + 1)) * sizeof (double))) : (a3 + ((unsigned) i & (N - W))));
          unsigned v152 = (unsigned) ((tab0[(x0) % T]) >> 5);
          unsigned nu153 = ((unsigned) (int) (a0[i])) & 1u;
          const double *nb154 = (const double *) nbase (a3, nu153);
          uintptr_t off155 = (uintptr_t) (a3 + 0) - (uintptr_t) nb154;
          const double *nb156 = (nu153 ? (const double *) p151 : (const double *) 0);
          uintptr_t ra157 = (uintptr_t) nb156 + off155;
          const double *r158 = (const double *) ra157;
          unsigned v159 = (unsigned) (int) (r158[(opt1 ((a2 + ((unsigned) i & (N - W))), ((const int *) ((uintptr_t) wp + (uintptr_t) (0) * sizeof (int))), 0x97d74d39u)) & (W - 1)]) * 31u + (unsigned) (int) (r158[((unsigned) (int) (*p151)) & (W - 1)]);
          unsigned long long l160[L];
          for (int k161 = 0; k161 < L; k161++)
            l160[k161] = (unsigned long long) ((opt1 ((a2 + (13u) % (N - W + 1)), (const int *) 0, (unsigned) k161) & a2[(29u) % N])) * 0x9e3779b97f4a7c15ull;
          for (int k162 = 0; k162 < W; k162++)
            {
              unsigned v163 = v146;
              {
                const double *q164 = p151;
                for (int k165 = 0; k165 < W; k165++)
                  {
                    v163 += (unsigned) (int) (*q164);
                    q164 = (((unsigned) (int) (gp[((unsigned) k165) % L] * 0.5f)) < 0x20638b38u) ? r158 + k165 + 1 : q164 + 1;
                  }
              }
              unsigned v166 = (unsigned) (int) (r158[((opt1 (a2, ((const int *) ((uintptr_t) wp + (uintptr_t) (0) * sizeof (int))), x0) % ((unsigned) (((p149 + W)[-1 - (int) ((v146) % W)]) >> 5) | 1u))) & (W - 1)]);
              const unsigned *pp167[2] = { (((0xf1539b6cu) % 3u == 0u) ? ((const unsigned *) ((uintptr_t) a2 + (uintptr_t) (((unsigned) k162) % (N - W + 1)) * sizeof (unsigned))) : (a2 + (0x56e278dfu) % (N - W + 1))), (a2 + (v159) % (N - W + 1)) };
              pp167[((((x1) < 0x9a2ec95fu) ? 13u : v150)) % 2] = ((const unsigned *) ((uintptr_t) a2 + (uintptr_t) ((v146) % (N - W + 1)) * sizeof (unsigned)));
              const unsigned *p168 = pp167[(((54u & v159) / (8u | 1u))) % 2];
              v152 ^= v163 ^ v166;
            }
          unsigned v169 = 56u;
          unsigned v170 = 4u;
          {
            const unsigned long long *q171 = l160;
            const unsigned long long *e173 = q171 + W;
            for (; q171 != e173; q171++)
              v170 = v170 * 31u + (unsigned) ((*q171) >> 5);
          }
          const double *p174;
          if ((((unsigned) (int) (a3[(a2[(v169) % N]) % N] + r158[((x1 ^ x0)) & (W - 1)])) % 3u == 0u))
            p174 = r158;
          else
            p174 = sel4 ((a3 + ((unsigned) i) % (N - W + 1)), ((const double *) ((uintptr_t) r158 + (uintptr_t) (0) * sizeof (double))), (unsigned) c);
          a1[i] = (unsigned long long) (0u ^ v146 ^ v147 ^ v150 ^ v152 ^ v159 ^ v169 ^ v170) * 0x9e3779b97f4a7c15ull;
        }
    }
  return red;
}

static unsigned
kern5 (unsigned *a2, float *restrict a0, const double *restrict a3, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copyin(a3[0:N]) copy(a2[0:N], a0[0:N])
  for (int r = 0; r < N / W; r++)
    {
      unsigned char gp[L];
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (unsigned char) ((unsigned) (int) (a3[((unsigned) (int) (a3[38])) % N] * 2.0));
      #pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          float wp[L];
          #pragma acc loop seq
          for (int k = 0; k < L; k++)
            wp[k] = (float) ((int) (((unsigned) (int) (a3[((unsigned) (gp[1])) % N])) & 0x7fffu) - 0x4000) * 0.25f;
          unsigned nu175 = ((unsigned) (int) (a0[i])) & 1u;
          const unsigned char *nb176 = (const unsigned char *) nbase (gp, nu175);
          uintptr_t off177 = (uintptr_t) (gp + 0) - (uintptr_t) nb176;
          uintptr_t off178 = 0;
          for (int b179 = 0; b179 < 64; b179++)
            {
              off178 |= ((uintptr_t) 0 - ((off177 >> b179) & 1u)) & ((uintptr_t) 1 << b179);
            }
          const unsigned char *nb181 = (const unsigned char *) nbase (gp, nu175);
          uintptr_t ra182 = (uintptr_t) nb181 + off178;
          uintptr_t ra183 = 0;
          for (int b184 = 0; b184 < 64; b184++)
            {
              ra183 |= ((uintptr_t) 0 - ((ra182 >> b184) & 1u)) & ((uintptr_t) 1 << b184);
            }
          const unsigned char *r186 = (const unsigned char *) ra183;
          unsigned v187 = (unsigned) (r186[(rd2 ((a3 + ((unsigned) i & (N - W))), gp, (unsigned) r)) % W]) * 31u + (unsigned) (r186[1]);
          uintptr_t u189 = (uintptr_t) r186;
          const unsigned char *p188 = (const unsigned char *) u189;
          unsigned v190 = ((unsigned) (int) (a3[((unsigned) (int) (wp[(x1) % L])) & (N - 1)]) << 19u);
          unsigned v191 = (unsigned) (*(volatile const unsigned char *) &gp[7]);
          unsigned v192 = a2[i];
          if (((v192) % 3u == 0u))
            {
              for (int k193 = 0; k193 < W; k193++)
                {
                  const unsigned long long *p194;
                  if ((((unsigned) (*p188)) & 1u))
                    p194 = (tab0 + 3);
                  else
                    p194 = (((x1) < 0x98360f8cu) ? tab0 : (tab0 + ((unsigned) r) % (T - W + 1)));
                }
            }
          unsigned v195 = ((unsigned) (int) (a0[i]) >> 22u);
          gps[i] = (void *) (tab0 + (v192) % (T - W + 1));
          const unsigned long long *q196 = (const unsigned long long *) gps[i];
          unsigned v197 = 0x664e48e5u;
          {
            const unsigned long long *q198 = q196;
            for (int k199 = 0; k199 < W; k199++)
              {
                v197 += (unsigned) ((*q198) >> 5);
                q198 = (((unsigned) ((q196[(v192) & (W - 1)]) >> 5)) < 0xc885cf08u) ? (tab0 + ((unsigned) c) % (T - W + 1)) + k199 + 1 : q198 + 1;
              }
          }
          unsigned v200 = (unsigned) (p188[(rd2 ((a3 + (v197) % (N - W + 1)), r186, (unsigned) (p188[(8u) & (W - 1)]))) % W]);
          unsigned v201 = v195;
          unsigned v202 = a2[i];
          unsigned v203 = (unsigned) ((r186 + W)[-1 - (int) (((unsigned) (int) (a0[i])) % W)]);
          a2[i] = 0u ^ v187 ^ v190 ^ v191 ^ v192 ^ v195 ^ v197 ^ v200 ^ v201 ^ v202 ^ v203 ^ (unsigned) (int) (wp[((unsigned) r) % L] * 2.0f);
        }
    }
  return red;
}

static unsigned
kern6 (unsigned *restrict a2, double *restrict a3, const float *restrict a0, const unsigned long long *restrict a1, const short *a4, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copyin(a0[0:N], a1[0:N], a4[0:N]) copy(a2[0:N], a3[0:N])
  for (int r = 0; r < N / W; r++)
    {
      unsigned char gp[L];
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (unsigned char) ((unsigned) ((a1[40]) >> 5));
      #pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          unsigned long long wp[L];
          #pragma acc loop seq
          for (int k = 0; k < L; k++)
            wp[k] = (unsigned long long) ((unsigned) (int) (a0[((unsigned) (int) (a0[((unsigned) ((tab0[12]) >> 5)) % N])) % N])) * 0x9e3779b97f4a7c15ull;
          unsigned vr204 = 0u;
          #pragma acc loop vector reduction(^:vr204)
          for (int k = 0; k < L; k++)
            {
              short vp[W];
              for (int m = 0; m < W; m++)
                vp[m] = (short) (((unsigned) ((tab0[12]) >> 5)) + (unsigned) m);
              vr204 ^= (unsigned) (vp[(unsigned) k % W]);
            }
          for (int k205 = 0; k205 < W; k205++)
            {
              const unsigned long long *p206 = ((const unsigned long long *) ((uintptr_t) a1 + (uintptr_t) (((unsigned) i & (N - W))) * sizeof (unsigned long long)));
              unsigned v207 = (unsigned) (int) (a0[i]);
              unsigned v208 = (unsigned) (int) (a0[i]);
              vr204 ^= v207 ^ v208;
            }
          if ((((unsigned) (int) (a0[((unsigned) (int) (a3[i])) & (N - 1)])) > ((unsigned) ((tab0[((unsigned) (a4[(vr204) & (N - 1)])) & (T - 1)]) >> 5))))
            {
              double *w209 = (double *) ((uintptr_t) a3 + (uintptr_t) i * sizeof (double));
              w209[0] = (double) ((int) (((unsigned) ((tab0[(vr204) & (T - 1)]) >> 5)) & 0xfffffu) - 0x80000) * 0.125;
              unsigned v210 = (((unsigned) ((a1[(x1) % N]) >> 5) * (unsigned) ((tab0[((unsigned) c) % T]) >> 5)) & ((((unsigned) ((wp[(0xbf242b3bu) % L]) >> 5)) & 8u) ? (x0 + (unsigned) i) : (unsigned) ((a1[i]) >> 5)));
              unsigned v211 = (unsigned) (gp[((unsigned) (a4[((unsigned) ((a1[i]) >> 5)) & (N - 1)])) & (L - 1)]);
              vr204 ^= v210 ^ v211;
            }
          else
            {
              unsigned v212 = a2[i];
              vr204 ^= v212;
            }
          a3[i] = (double) ((int) (((0xb4c8328du >> 21u)) & 0xfffffu) - 0x80000) * 0.125;
          unsigned v213 = vr204;
          unsigned v214 = ((unsigned) c - (unsigned) ((a1[i]) >> 5));
          unsigned v215 = (unsigned) ((a1[(v213) % N]) >> 5);
          unsigned v216 = (unsigned) (a4[i]);
          unsigned v217 = x0;
          {
            const unsigned long long *q218 = (tab0 + ((unsigned) (a4[22])) % (T - W + 1));
            for (int k219 = 0; k219 < W; k219++)
              {
                v217 ^= (unsigned) ((*q218) >> 5);
                q218 = ((((unsigned) i ^ vr204)) & 16u) ? (tab0 + 5) + k219 + 1 : q218 + 1;
              }
          }
          gps[i] = (void *) (a3 + i);
          double *w220 = (double *) gps[i];
          *w220 = (double) ((int) (((unsigned) (a4[((unsigned) ((wp[3]) >> 5)) & (N - 1)])) & 0xfffffu) - 0x80000) * 0.125;
          unsigned v221 = v216;
          {
            const unsigned long long *q222 = wp;
            for (int k223 = 0; k223 < W; k223++)
              {
                v221 ^= (unsigned) ((*q222) >> 5);
                q222 = ((vr204) > (v214)) ? (tab0 + (v215) % (T - W + 1)) + k223 + 1 : q222 + 1;
              }
          }
          const unsigned long long *pp224[3] = { (tab0 + (v216) % (T - W + 1)), wp, ((const unsigned long long *) ((uintptr_t) tab0 + (uintptr_t) ((v213) % (T - W + 1)) * sizeof (unsigned long long))) };
          const unsigned long long *p225 = pp224[(v216) % 3];
          gps[i] = (void *) (a2 + i);
          unsigned *w226 = (unsigned *) gps[i];
          *w226 = (((((v215 - 13u) << 29u)) < 0x4ecf1dfau) ? a2[i] : (unsigned) ((p225[((v217 | vr204)) & (W - 1)]) >> 5));
          a2[i] = 0u ^ vr204 ^ v213 ^ v214 ^ v215 ^ v216 ^ v217 ^ v221;
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
  float *a0 = (float *) malloc (N * sizeof (float));
  unsigned long long *a1 = (unsigned long long *) malloc (N * sizeof (unsigned long long));
  unsigned *a2 = (unsigned *) malloc (N * sizeof (unsigned));
  double *a3 = (double *) malloc (N * sizeof (double));
  short *a4 = (short *) malloc (N * sizeof (short));
  int *cnt0 = (int *) malloc (H * sizeof (int));
  int *cnt1 = (int *) malloc (H * sizeof (int));
  if (!a0 || !a1 || !a2 || !a3 || !a4 || !cnt0 || !cnt1)
    {
      printf ("fuzz: out of memory\n");
      return 1;
    }
  for (int i = 0; i < N; i++)
    {
      a0[i] = (float) ((int) ((((unsigned) i * 0x854dcaf3u + 0xf44357e4u) ^ ((unsigned) i >> 1)) & 0x7fffu) - 0x4000) * 0.25f;
      a1[i] = (unsigned long long) (((unsigned) i * 0x4cd150e3u + 0x81acdc1bu) ^ ((unsigned) i >> 1)) * 0x9e3779b97f4a7c15ull;
      a2[i] = ((unsigned) i * 0x8e495b7bu + 0xdb797b8du) ^ ((unsigned) i >> 1);
      a3[i] = (double) ((int) ((((unsigned) i * 0x31b279adu + 0xbee8124au) ^ ((unsigned) i >> 1)) & 0xfffffu) - 0x80000) * 0.125;
      a4[i] = (short) (((unsigned) i * 0xa8ccda35u + 0xadaa2fc6u) ^ ((unsigned) i >> 3));
    }
  for (int i = 0; i < H; i++)
    cnt0[i] = (int) ((unsigned) i * 834u % 1000u);
  for (int i = 0; i < H; i++)
    cnt1[i] = (int) ((unsigned) i * 707u % 1000u);
  r = r * 31u + kern0 (a2, a0, a1, a4, a3, cnt0, cnt1, 650u, 0xfe586577u);
  r = r * 31u + kern1 (a3, a4, a2, a0, cnt1, 497u, 0xe7075679u);
  r = r * 31u + kern2 (a4, a2, a1, a3, cnt0, cnt1, 653u, 0x88f7b5cdu);
  r = r * 31u + kern2 (a4, a2, a1, a3, cnt0, cnt1, 834u, 0x6cfdb3bcu);
  r = r * 31u + kern3 (a2, a4, a3, a1, a0, 842u, 0xeca222bbu);
  r = r * 31u + kern4 (a1, a0, a3, a2, cnt1, 20u, 0x5b8b53e0u);
  r = r * 31u + kern5 (a2, a0, a3, 943u, 0x8be2f0f1u);
  r = r * 31u + kern6 (a2, a3, a0, a1, a4, 266u, 0xf8dc7fcbu);
  printf ("a0 %08x\n", cks (a0, N * sizeof (float)));
  printf ("a1 %08x\n", cks (a1, N * sizeof (unsigned long long)));
  printf ("a2 %08x\n", cks (a2, N * sizeof (unsigned)));
  printf ("a3 %08x\n", cks (a3, N * sizeof (double)));
  printf ("a4 %08x\n", cks (a4, N * sizeof (short)));
  printf ("cnt0 %08x\n", cks (cnt0, H * sizeof (int)));
  printf ("cnt1 %08x\n", cks (cnt1, H * sizeof (int)));
  printf ("r %08x\n", r);
  free (a0);
  free (a1);
  free (a2);
  free (a3);
  free (a4);
  free (cnt0);
  free (cnt1);
  return 0;
}
