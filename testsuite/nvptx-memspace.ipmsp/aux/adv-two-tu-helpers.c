/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The other translation unit of run-adv-two-tu.c.  */
int *slot;
#pragma acc declare create(slot)
#pragma acc routine seq
int tu_sum (const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
#pragma acc routine seq
void tu_store (int *p) { slot = p; }
#pragma acc routine seq
int tu_load (int k) { return slot[k]; }
