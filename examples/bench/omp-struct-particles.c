/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Nested aggregates by value: a particle (position, velocity, mass) and a
   force field's parameters are passed by value to noinline helpers, per
   particle and per step.  Stock GCC copies both structs into the caller's
   frame for each call; lower-struct-args passes the fields used (nested
   fields at composed offsets) as scalars.  */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 65536
#endif
#ifndef STEPS
#define STEPS 8
#endif
struct vec3 { float x, y, z; };
struct particle { struct vec3 pos, vel; float mass; int id; };
struct field { struct vec3 centre; float strength, damping; };
#pragma omp declare target
/* Returns through a pointer: GCC 12's nvptx offload compiler ICEs in pass
   nrv on a struct returned by value here (stock GCC too).  */
__attribute__ ((noinline)) void
force (struct particle p, struct field f, float *out)
{
  struct vec3 r = { f.centre.x - p.pos.x, f.centre.y - p.pos.y, f.centre.z - p.pos.z };
  float d2 = r.x * r.x + r.y * r.y + r.z * r.z + 1.0f;
  float k = f.strength * p.mass / d2;
  out[0] = k * r.x - f.damping * p.vel.x;
  out[1] = k * r.y - f.damping * p.vel.y;
  out[2] = k * r.z - f.damping * p.vel.z;
}
#pragma omp end declare target
int main (void)
{
  struct particle *ps = malloc (N * sizeof *ps);
  for (int i = 0; i < N; i++)
    {
      ps[i].pos = (struct vec3) { i % 17, i % 19, i % 23 };
      ps[i].vel = (struct vec3) { 0, 0, 0 };
      ps[i].mass = 1.0f + i % 3;
      ps[i].id = i;
    }
  struct field f = { { 8, 9, 10 }, 2.0f, 0.1f };
#pragma omp target teams distribute parallel for map(tofrom: ps[0:N])
  for (int i = 0; i < N; i++)
    for (int s = 0; s < STEPS; s++)
      {
	float a[3];
	force (ps[i], f, a);
	ps[i].vel.x += 0.01f * a[0]; ps[i].vel.y += 0.01f * a[1]; ps[i].vel.z += 0.01f * a[2];
	ps[i].pos.x += 0.01f * ps[i].vel.x; ps[i].pos.y += 0.01f * ps[i].vel.y;
	ps[i].pos.z += 0.01f * ps[i].vel.z;
      }
  double sum = 0;
  for (int i = 0; i < N; i++) sum += ps[i].pos.x + ps[i].pos.y + ps[i].pos.z;
  printf ("%.3f\n", sum);
  return 0;
}
