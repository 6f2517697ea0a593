/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make fuzz -x, seed 476 (tools/fuzz-gen -x 476), kept whole as the
   reproducer: ptxsim found cvta.to.local of the partial value of a
   loop that rebuilds a frame address bit by bit (r = r * 2 | bit): not an
   address, converted as if it were one.  Fixed as seed 669
   (memspace-shadow.cc integer_holds_address_p).
   The program prints checksums of every array; on ptxsim they must match
   the host's.  */
/* { dg-do run } */
/* { dg-options "-fopenacc -O2 -fno-diagnostics-show-caret" } */
/* { dg-prune-output "warning: " } */
#include <openacc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 256  /* mapped and global arrays */
#define W 4  /* elements readable from every pointer */
#define L 4  /* local and private arrays */
#define T 32  /* const tables */
#define H 16  /* atomic counters */

typedef unsigned fz_v2u __attribute__ ((vector_size (8)));

struct si0 { unsigned short s; float f; };
struct sv0
{
  unsigned a;
  unsigned v[1];
  struct si0 in;
};

static const double tab0[T] = {
  52374.750, 29143.875, 12302.500, 30694.125, -48680.000, 56557.625,
  5875.000, -15069.125, 57576.625, 49394.375, 33473.750, 19167.000,
  26047.250, 32566.250, -39239.000, 5437.625, 26148.000, 10943.125,
  54552.625, 25220.625, 14867.125, 0.375, 319.750, -35722.000,
  17914.750, 22314.875, 35255.375, -26371.000, -41069.375, 64667.375,
  -5166.375, 64440.750,
};
#pragma acc declare copyin(tab0)
static const short tab1[T] = {
  19700, -16391, 10222, 30939, 23043, -10993,
  -430, 9758, -553, -16617, 23797, 8630,
  -31682, 5728, 25612, -12905, -25371, -10363,
  -19722, -26667, -9903, -30635, 4303, 28455,
  28269, -30492, 6896, -14603, 24339, -2001,
  -22681, -14153,
};
#pragma acc declare copyin(tab1)
void *gps[N];
#pragma acc declare create(gps)

#pragma acc routine seq
static __attribute__ ((noinline)) const void *
nbase (const void *p, unsigned u)
{
  return u ? p : (const void *) 0;
}

#pragma acc routine seq
static __attribute__ ((noinline)) const char *
lit0 (void)
{
  return "jpETFekI14hFzkgbVLhDrTT3AdY7JL5K";
}

#pragma acc routine seq
static __attribute__ ((noinline)) const double *
nbo_tab0 (unsigned u)
{
  return u ? tab0 : (const double *) 0;
}

#pragma acc routine seq
static __attribute__ ((noinline)) const short *
nbo_tab1 (unsigned u)
{
  return u ? tab1 : (const short *) 0;
}

#pragma acc routine seq
static __attribute__ ((noinline)) void
wr0 (unsigned long long *d, int n, unsigned x)
{
  unsigned v0 = x;
  const double *p1 = (tab0 + (17u) % (T - W + 1));
  for (int k2 = 0; k2 < (int) (x % 4u); k2++)
    if ((((unsigned) k2) > ((unsigned) (int) (tab0[((unsigned) n) % T]))))
      p1 = ((const double *) ((uintptr_t) tab0 + (uintptr_t) (((unsigned) n) % (T - W + 1)) * sizeof (double)));
  unsigned v3 = (unsigned) (int) (*p1);
  v3 += (unsigned) (tab1[((unsigned) (tab1[(((unsigned) n + v3)) & (T - 1)])) % T]);
  const short *p4;
  if ((((unsigned) (int) (tab0[(v0) % T])) < 0xd1e25339u))
    p4 = (tab1 + (v3) % (T - W + 1));
  else
    p4 = (tab1 + ((unsigned) n) % (T - W + 1));
  unsigned v5 = (unsigned) (int) (p1[((unsigned) (p4[2])) & (W - 1)]);
  unsigned v6 = ((unsigned) (int) (p1[0] + p1[((unsigned) (int) (tab0[(v3) & (T - 1)] - 0.75)) % W]) * (unsigned) (tab1[((22u ^ 0x99b0517bu)) & (T - 1)]));
  for (int k = 0; k < n; k++)
    d[k] = (unsigned long long) (0u ^ v0 ^ v3 ^ v5 ^ v6 ^ (unsigned) (tab1[(v0) % T])) * 0x9e3779b97f4a7c15ull;
}

#pragma acc routine seq
__attribute__ ((noinline)) unsigned
opt1 (const short *p, const short *q, unsigned x)
{
  static const unsigned long long lt7[W] = { 0x0c214f9ab521ba83ull, 0x71a49cbf4e1c60b1ull, 0xf03d59f1375073a0ull, 0xa96c679de5ff41f2ull };
  unsigned v8 = ((unsigned) (tab1[19]) * (unsigned) ((lt7[1]) >> 5));
  unsigned v9 = (unsigned) (int) (tab0[((v8 | (x >> 10u))) % T]);
  struct sv0 s10 = { ((unsigned) (tab1[((unsigned) ((lt7[1]) >> 5)) & (T - 1)])) ^ x, { (v9) ^ x }, { (unsigned short) ((x) ^ x), (float) ((int) ((((unsigned) (int) (tab0[((unsigned) (int) (tab0[(x) & (T - 1)])) & (T - 1)])) ^ x) & 0x7fffu) - 0x4000) * 0.25f } };
  s10.v[((unsigned) (*p)) % 1] ^= (unsigned) ((lt7[(v8) & (W - 1)]) >> 5);
  const double *p11;
  if ((((unsigned) (int) (tab0[((unsigned) (tab1[(x) % T])) & (T - 1)])) & 2u))
    p11 = (tab0 + (s10.a) % (T - W + 1));
  else
    p11 = (tab0 + ((unsigned) s10.in.s) % (T - W + 1));
  unsigned v12 = x;
  if (q != 0 && (x & 1u))
    v12 ^= (unsigned) (q[x % W]);
  else if (q)
    v12 += (unsigned) (q[0]);
  return 0u ^ v8 ^ v9 ^ v12;
}

#pragma acc routine seq
static __attribute__ ((noinline)) const unsigned *
sel2 (const unsigned *p, const unsigned *q, unsigned x)
{
  unsigned v13 = q[2];
  unsigned v14 = x;
  return q;
}

#pragma acc routine seq
static __attribute__ ((noinline)) void
fw15 (unsigned *p, unsigned x)
{
  *p = *p * 5u + x;
}

#pragma acc routine seq
__attribute__ ((noinline)) unsigned
st3 (struct sv0 s, const float *p, unsigned x)
{
  static const int lt16[W] = { -108822, 786831, -572537, -258920 };
  fw15 (&s.v[x % 1], x);
  unsigned fv17 = s.a * 3u + s.v[0] + (unsigned) s.in.s * 7u + (unsigned) (int) (s.in.f);
  fv17 ^= opt1 ((tab1 + (((unsigned) (int) (s.in.f) * x)) % (T - W + 1)), ((((unsigned) (lt16[3])) & 16u) ? (const short *) (tab1 + (fv17) % (T - W + 1)) : (const short *) 0), opt1 ((((s.a) > ((unsigned) (int) (s.in.f))) ? (tab1 + (s.v[0]) % (T - W + 1)) : (tab1 + (37u) % (T - W + 1))), (tab1 + (fv17) % (T - W + 1)), (0x2c91c106u - (unsigned) s.in.s)));
  unsigned v18 = s.v[0];
  {
    const double *q19 = ((((unsigned) (tab1[(56u) & (T - 1)])) % 3u == 0u) ? ((const double *) ((uintptr_t) tab0 + (uintptr_t) ((s.a) % (T - W + 1)) * sizeof (double))) : ((const double *) ((uintptr_t) tab0 + (uintptr_t) ((fv17) % (T - W + 1)) * sizeof (double))));
    const double *e21 = q19 + W;
    for (; q19 != e21; q19++)
      v18 = v18 * 31u + (unsigned) (int) (*q19);
  }
  unsigned v22 = s.v[0];
  return 0u ^ fv17 ^ v18 ^ v22 ^ (0x8ebec34cu * (unsigned) s.in.s) + s.v[0];
}

unsigned aslo[3], ashi[3];
double asd[3];
union fz_pd { const void *p; double d; };

static void
kaddr (void)
{
#pragma acc serial copyout(aslo, ashi, asd)
  {
    union fz_pd t;
    const void *p;
    p = (const void *) ((const unsigned char *) lit0 () + 9);
    aslo[0] = (unsigned) (uintptr_t) p;
    ashi[0] = (unsigned) ((uintptr_t) p >> 32);
    t.p = p;
    asd[0] = t.d;
    p = (const void *) (tab0 + 23);
    aslo[1] = (unsigned) (uintptr_t) p;
    ashi[1] = (unsigned) ((uintptr_t) p >> 32);
    t.p = p;
    asd[1] = t.d;
    p = (const void *) (tab1 + 27);
    aslo[2] = (unsigned) (uintptr_t) p;
    ashi[2] = (unsigned) ((uintptr_t) p >> 32);
    t.p = p;
    asd[2] = t.d;
  }
}

static unsigned
kern0 (unsigned char *a2, unsigned long long *a0, const unsigned long long *restrict a1, int *cnt0, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copyin(a1[0:N]) copy(a2[0:N], a0[0:N], cnt0[0:H])
  for (int r = 0; r < N / W; r++)
    {
      float gp[L];
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (float) ((int) ((0x2a18d32au) & 0x7fffu) - 0x4000) * 0.25f;
      #pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          unsigned char wp[L];
          #pragma acc loop seq
          for (int k = 0; k < L; k++)
            wp[k] = (unsigned char) (x1);
          unsigned vr23 = 0u;
          #pragma acc loop vector reduction(^:vr23)
          for (int k = 0; k < L; k++)
            {
              double vp[W];
              for (int m = 0; m < W; m++)
                vp[m] = (double) ((int) ((((unsigned) ((a1[i]) >> 5)) + (unsigned) m) & 0xfffffu) - 0x80000) * 0.125;
              vr23 ^= (unsigned) (int) (vp[(unsigned) k % W]);
            }
          unsigned v24 = opt1 (((const short *) ((uintptr_t) tab1 + (uintptr_t) (((unsigned) (wp[(x1) % L])) % (T - W + 1)) * sizeof (short))), (tab1 + ((unsigned) i) % (T - W + 1)), (((unsigned) c >> 0u) / (((((unsigned) i) > (0xe2c2d986u)) ? (unsigned) i : x0) | 1u)));
          unsigned v25 = 4u;
          {
            const unsigned char *q26 = ((((((0x6645845bu) % 3u == 0u) ? (unsigned) c : (unsigned) r)) < 0x0be3cbbbu) ? ((const unsigned char *) ((uintptr_t) wp + (uintptr_t) (0) * sizeof (unsigned char))) : (((0xfedd30efu) & 4u) ? wp : ((const unsigned char *) ((uintptr_t) wp + (uintptr_t) (0) * sizeof (unsigned char)))));
            for (int k27 = 0; k27 < W; k27++)
              {
                v25 += (unsigned) (*q26);
                q26 = (((unsigned) (wp[(53u) % L])) < 0xed2185e8u) ? ((const unsigned char *) ((uintptr_t) wp + (uintptr_t) (0) * sizeof (unsigned char))) + k27 + 1 : q26 + 1;
              }
          }
          short l28[L];
          for (int k29 = 0; k29 < L; k29++)
            l28[k29] = (short) ((unsigned) (int) (tab0[(opt1 ((tab1 + (vr23) % (T - W + 1)), (((0x2f8c81d2u) % 3u == 0u) ? (const short *) (tab1 + 17) : (const short *) 0), (unsigned) r)) % T]));
          int l30[L];
          for (int k31 = 0; k31 < L; k31++)
            l30[k31] = (int) (((unsigned) (int) (tab0[(17u) & (T - 1)]) ^ (unsigned) (int) (tab0[6])));
          unsigned nu32 = ((unsigned) (int) (gp[((unsigned) ((a1[(x1) % N]) >> 5)) % L] + gp[((unsigned) (l28[(v25) & (L - 1)])) & (L - 1)])) & 1u;
          const double *nb33 = (nu32 ? (const double *) tab0 : (const double *) 0);
          uintptr_t off34 = (uintptr_t) (tab0 + ((unsigned) (a2[i])) % (T - W + 1)) - (uintptr_t) nb33;
          const double *nb35 = nbo_tab0 (nu32);
          uintptr_t ra36 = (uintptr_t) nb35 + off34;
          const double *r37 = (const double *) ra36;
          unsigned v38 = (unsigned) (int) (r37[3]) * 31u + (unsigned) (int) (r37[((55u | (unsigned) i)) % W]);
          unsigned v39 = (unsigned) ((a1[((unsigned) i) % N]) >> 5);
          unsigned v40 = (unsigned) (tab1[(((18u & x1) >> 5u)) % T]);
          vr23 ^= opt1 ((((v39) < 0xc2a7b5b1u) ? l28 : (tab1 + 12)), ((const short *) ((uintptr_t) tab1 + (uintptr_t) (((((v39) % 3u == 0u) ? (unsigned) i : x1)) % (T - W + 1)) * sizeof (short))), vr23);
          unsigned char *w41 = ((opt1 (l28, ((((unsigned) (l28[(x0) & (L - 1)])) > (13u)) ? (const short *) (tab1 + ((unsigned) c) % (T - W + 1)) : (const short *) 0), (unsigned) (tab1[(v40) & (T - 1)]))) > (x1)) ? a2 + i : a2 + i;
          *w41 = (unsigned char) ((((unsigned) (l30[(63u) % L]) / ((unsigned) (a2[i]) | 1u)) + (unsigned) (int) (gp[((unsigned) c) % L])));
          const short *pp42[2] = { (tab1 + (v38) % (T - W + 1)), (tab1 + (x0) % (T - W + 1)) };
          const short *p43 = pp42[(x1) % 2];
          unsigned nu44 = ((unsigned) ((a0[i]) >> 5)) & 1u;
          const unsigned char *nb45 = (const unsigned char *) nbase (wp, nu44);
          uintptr_t off46 = (uintptr_t) (wp + 0) - (uintptr_t) nb45;
          const unsigned char *nb47 = (nu44 ? (const unsigned char *) wp : (const unsigned char *) 0);
          uintptr_t ra48 = (uintptr_t) nb47 + off46;
          uintptr_t ra49 = 0;
          for (int b50 = 0; b50 < 64; b50++)
            {
              ra49 = (ra49 << 1) | ((ra48 >> (63 - b50)) & 1u);
            }
          const unsigned char *r52 = (const unsigned char *) ra49;
          unsigned v53 = (unsigned) (r52[(x0) % W]) * 31u + (unsigned) (r52[3]);
          uintptr_t xa54 = (uintptr_t) (((61u) < 0x0a8e5193u) ? l30 : l30);
          fz_v2u vv56 = (fz_v2u) { (unsigned) xa54, (unsigned) (xa54 >> 32) };
          const int *q55 = (const int *) (uintptr_t) (unsigned long long) vv56;
          unsigned v57 = (unsigned) (q55[1]) * 31u + (unsigned) (q55[(opt1 (((const short *) ((uintptr_t) l28 + (uintptr_t) (0) * sizeof (short))), (const short *) 0, 0x6cac4ff2u)) % W]);
          unsigned v58 = opt1 (l28, (const short *) 0, (v57 ^ ((unsigned) i % (vr23 | 1u))));
          unsigned v59 = (unsigned) ((a0[i]) >> 5);
          unsigned v60 = (unsigned) (q55[((unsigned) (q55[((unsigned) (r52[(v57) % W])) % W])) % W]);
          for (int k61 = 0; k61 < W; k61++)
            {
              const double *pp62[4] = { ((((unsigned) r) > (v59)) ? (tab0 + 16) : (tab0 + (50u) % (T - W + 1))), r37, (tab0 + (v24) % (T - W + 1)), ((const double *) ((uintptr_t) tab0 + (uintptr_t) (((unsigned) i) % (T - W + 1)) * sizeof (double))) };
              pp62[((unsigned) (int) (tab0[(vr23) & (T - 1)])) % 4] = (tab0 + (19u) % (T - W + 1));
              const double *p63 = pp62[((unsigned) (l28[(((unsigned) c & 0xbecc3a94u)) % L])) % 4];
            }
          unsigned nu64 = ((unsigned) (q55[3])) & 1u;
          const int *nb65 = (nu64 ? (const int *) l30 : (const int *) 0);
          uintptr_t off66 = (uintptr_t) (l30 + 0) - (uintptr_t) nb65;
          const int *nb67 = (const int *) nbase (q55, nu64);
          uintptr_t ra68 = (uintptr_t) nb67 + off66;
          const int *r69 = (const int *) ra68;
          unsigned v70 = (unsigned) (r69[((v39 << 19u)) % W]) * 31u + (unsigned) (r69[((v60 & 0u)) % W]);
          a2[i] = (unsigned char) (0u ^ vr23 ^ v24 ^ v25 ^ v38 ^ v39 ^ v40 ^ v53 ^ v57 ^ v58 ^ v59 ^ v60 ^ v70);
        }
    }
  return red;
}

static unsigned
kern1 (unsigned long long *restrict a0, unsigned long long *restrict a1, int *cnt0, const double *dp, unsigned x0, unsigned x1)
{
  unsigned red = 0u;
  #pragma acc parallel loop gang copy(a0[0:N], a1[0:N], cnt0[0:H]) copyin(aslo, ashi, asd) deviceptr(dp)
  for (int r = 0; r < N / W; r++)
    {
      float gp[L];
      #pragma acc loop vector
      for (int k = 0; k < L; k++)
        gp[k] = (float) ((int) ((opt1 ((tab1 + 11), ((((unsigned) (int) (*dp)) & 1u) ? (const short *) (tab1 + ((0x3d74ce44u / (54u | 1u))) % (T - W + 1)) : (const short *) 0), ((0x8495b814u + 52u) & (unsigned) (int) (*(volatile const double *) &dp[(59u) % W])))) & 0x7fffu) - 0x4000) * 0.25f;
      #pragma acc loop worker
      for (int c = 0; c < W; c++)
        {
          int i = r * W + c;
          double wp[L];
          #pragma acc loop seq
          for (int k = 0; k < L; k++)
            wp[k] = (double) ((int) (((unsigned) (int) (tab0[(((((x1 % ((unsigned) r | 1u))) % 3u == 0u) ? (unsigned) (tab1[((unsigned) i) & (T - 1)]) : (((0x35f3e403u) & 8u) ? x0 : (unsigned) r))) % T])) & 0xfffffu) - 0x80000) * 0.125;
          unsigned vr71 = 0u;
          #pragma acc loop vector reduction(^:vr71)
          for (int k = 0; k < L; k++)
            {
              unsigned long long vp[W];
              for (int m = 0; m < W; m++)
                vp[m] = (unsigned long long) (((((opt1 ((tab1 + (x1) % (T - W + 1)), (const short *) 0, (unsigned) r)) < 0x1b33b1a8u) ? ((unsigned) k ^ 0xdc43116cu) : (unsigned) (*(volatile const short *) &tab1[(31u) & (T - 1)]))) + (unsigned) m) * 0x9e3779b97f4a7c15ull;
              vr71 ^= (unsigned) ((vp[(unsigned) k % W]) >> 5);
            }
          unsigned nu72 = ((unsigned) (int) (wp[(opt1 (((const short *) ((uintptr_t) tab1 + (uintptr_t) ((x1) % (T - W + 1)) * sizeof (short))), (const short *) 0, (unsigned) r)) % L] * 2.0)) & 1u;
          const short *nb73 = nbo_tab1 (nu72);
          uintptr_t off74 = (uintptr_t) (tab1 + ((unsigned) (tab1[((unsigned) i) & (T - 1)])) % (T - W + 1)) - (uintptr_t) nb73;
          const short *nb75 = nbo_tab1 (nu72);
          uintptr_t ra76 = (uintptr_t) nb75 + off74;
          const short *r77 = (const short *) ra76;
          unsigned v78 = (unsigned) (r77[(opt1 (tab1, (const short *) 0, vr71)) % W]) * 31u + (unsigned) (r77[2]);
          for (int k79 = 0; k79 < W; k79++)
            {
              {
                int *c80 = cnt0 + ((opt1 (((const short *) ((uintptr_t) tab1 + (uintptr_t) (19) * sizeof (short))), (((v78) > ((unsigned) i)) ? (const short *) ((const short *) ((uintptr_t) r77 + (uintptr_t) (0) * sizeof (short))) : (const short *) 0), (unsigned) r)) % H);
                #pragma acc atomic
                *c80 = *c80 + (int) (((unsigned) ((a0[i]) >> 5)) & 0x3fu);
              }
              unsigned long long *w81 = (unsigned long long *) ((uintptr_t) a0 + (uintptr_t) i * sizeof (unsigned long long));
              w81[0] = (unsigned long long) ((unsigned) (int) (tab0[(((x1 & vr71) % ((46u ^ (unsigned) c) | 1u))) % T])) * 0x9e3779b97f4a7c15ull;
              gps[i] = (void *) dp;
              const double *q82 = (const double *) gps[i];
            }
          {
            unsigned c83 = 23u;
            #pragma acc atomic
            ++cnt0[c83 & (H - 1)];
          }
          a1[i] = (unsigned long long) ((unsigned) (int) (tab0[((unsigned) (int) (gp[(vr71) % L])) % T] - 0.75)) * 0x9e3779b97f4a7c15ull;
          for (int k84 = 0; k84 < W; k84++)
            {
              unsigned v85 = ((((unsigned) i) > (x1)) ? 0xc85def17u : (x0 | (unsigned) (int) (gp[3] + gp[(52u) & (L - 1)])));
              unsigned v86 = ((unsigned) (int) (wp[((unsigned) ((a0[i]) >> 5)) % L] * 0.5) << 16u);
              vr71 ^= v85 ^ v86;
            }
          gps[i] = (void *) ((const double *) ((uintptr_t) dp + (uintptr_t) (0) * sizeof (double)));
          const double *q87 = (const double *) gps[i];
          gps[i] = (void *) (a1 + i);
          unsigned long long *w88 = (unsigned long long *) gps[i];
          *w88 = (unsigned long long) ((x1 ^ opt1 ((tab1 + (x1) % (T - W + 1)), (((47u) & 16u) ? ((const short *) ((uintptr_t) tab1 + (uintptr_t) (27) * sizeof (short))) : r77), opt1 (r77, ((const short *) ((uintptr_t) tab1 + (uintptr_t) ((0x1c162313u) % (T - W + 1)) * sizeof (short))), v78)))) * 0x9e3779b97f4a7c15ull;
          wr0 (a1 + i, 1, ((unsigned) ((a0[i]) >> 5) - (unsigned) ((a0[i]) >> 5)));
          gps[i] = (void *) wp;
          const double *q89 = (const double *) gps[i];
          for (int k90 = 0; k90 < W; k90++)
            {
              {
                unsigned c91 = v78;
                #pragma acc atomic
                ++cnt0[c91 & (H - 1)];
              }
              vr71 ^= opt1 ((tab1 + 13), r77, 0xa784855bu);
            }
          unsigned v92 = vr71;
          const double *p93 = (tab0 + (x1) % (T - W + 1));
          for (int k94 = 0; k94 < (int) ((unsigned) r % 4u); k94++)
            if ((((unsigned) i) > ((unsigned) r)))
              p93 = q89;
          unsigned v95 = (16u >> 7u);
          unsigned v96 = (unsigned) (int) (wp[((unsigned) ((a0[i]) >> 5)) & (L - 1)]);
          {
            int *c97 = cnt0 + ((opt1 ((tab1 + (v92) % (T - W + 1)), (const short *) 0, v96)) % H);
            #pragma acc atomic
            *c97 = *c97 + (int) (((((v92) > ((unsigned) (int) (*dp))) ? (unsigned) (int) (gp[(x0) % L] - 0.75f) : (unsigned) (*r77))) & 0x3fu);
          }
          unsigned v98 = (((((unsigned) ((a0[i]) >> 5)) & 4u) ? (unsigned) c : (unsigned) (int) (dp[(v92) % W])) - (unsigned) ((a1[i]) >> 5));
          a1[i] = (unsigned long long) (0u ^ vr71 ^ v78 ^ v92 ^ v95 ^ v96 ^ v98 ^ (((0u) & 1u) ? 38u : 0xf75395b6u)) * 0x9e3779b97f4a7c15ull;
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
  unsigned long long *a0 = (unsigned long long *) malloc (N * sizeof (unsigned long long));
  unsigned long long *a1 = (unsigned long long *) malloc (N * sizeof (unsigned long long));
  unsigned char *a2 = (unsigned char *) malloc (N * sizeof (unsigned char));
  int *cnt0 = (int *) malloc (H * sizeof (int));
  if (!a0 || !a1 || !a2 || !cnt0)
    {
      printf ("fuzz: out of memory\n");
      return 1;
    }
  for (int i = 0; i < N; i++)
    {
      a0[i] = (unsigned long long) (((unsigned) i * 0x3919cf2bu + 0x517a546fu) ^ ((unsigned) i >> 3)) * 0x9e3779b97f4a7c15ull;
      a1[i] = (unsigned long long) (((unsigned) i * 0xce6e9d1bu + 0xf525464bu) ^ ((unsigned) i >> 7)) * 0x9e3779b97f4a7c15ull;
      a2[i] = (unsigned char) (((unsigned) i * 0xc78946bfu + 0x03685d7au) ^ ((unsigned) i >> 2));
    }
  for (int i = 0; i < H; i++)
    cnt0[i] = (int) ((unsigned) i * 198u % 1000u);
  kaddr ();
  const void *asp[3];
  for (int k = 0; k < 3; k++)
    asp[k] = (const void *) (uintptr_t) (((uint64_t) ashi[k] << 32) | aslo[k]);
  r = r * 31u + kern0 (a2, a0, a1, cnt0, 460u, 0xd4a85005u);
  r = r * 31u + kern0 (a2, a0, a1, cnt0, 559u, 0x0da1c358u);
  r = r * 31u + kern1 (a0, a1, cnt0, (const double *) asp[1], 670u, 0xe4f6b0a4u);
  printf ("a0 %08x\n", cks (a0, N * sizeof (unsigned long long)));
  printf ("a1 %08x\n", cks (a1, N * sizeof (unsigned long long)));
  printf ("a2 %08x\n", cks (a2, N * sizeof (unsigned char)));
  printf ("cnt0 %08x\n", cks (cnt0, H * sizeof (int)));
  printf ("r %08x\n", r);
  free (a0);
  free (a1);
  free (a2);
  free (cnt0);
  return 0;
}
