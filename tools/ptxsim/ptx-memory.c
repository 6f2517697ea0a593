/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptxsim memory layer: the state-space windows, their backing store and
   shadow bytes, device allocations with red zones, the device malloc
   heap, and the host copy functions of ptxsim.h.  Sits on the base layer
   only (a module's static .shared layout is read as plain data).

   Every space has an arena: data bytes and one shadow byte per data byte
   (SH_LIVE: inside a live object; SH_FREED: inside a freed object or a
   dead frame; SH_NC/SH_WR: read by ld.global.nc / written during the
   current launch).  Address OFF of a window is data[OFF].  Local memory
   has one region per thread of the CTA, all at the same window offsets.  */

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <dlfcn.h>
#include <link.h>
#include <elf.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ptx-internal.h"

struct arena mem_global, mem_const, mem_shared, mem_local;
uint32_t *mem_global_writer, *mem_global_ncreader;
uint8_t *mem_dirty_bitmap;
uint32_t *mem_dirty_list;
uint64_t mem_dirty_n, mem_dirty_cap;
uint64_t mem_local_stride;

#define RZ 32                          /* red zone bytes after an object */
#define GLOBAL_LOW (1ull << 20)        /* global offsets below: no object */
#define CONST_LOW (1ull << 16)

static void *
reserve (uint64_t bytes)
{
  void *p = mmap (NULL, bytes, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

/* ---- range allocator with quarantine ---- */

struct range { uint64_t off, size; };

struct ralloc
{
  uint64_t lo, hi, top;
  struct range *fr; size_t nfr, capfr;
  struct range *q; size_t qhead, qn, qcap;
  uint64_t qbytes, qlimit;
};

static struct ralloc ra_global, ra_heap;

static int
ralloc_get (struct ralloc *r, uint64_t bsize, uint64_t align, uint64_t *out)
{
  for (size_t i = 0; i < r->nfr; i++)
    {
      uint64_t s = (r->fr[i].off + align - 1) & ~(align - 1);
      uint64_t end = r->fr[i].off + r->fr[i].size;
      if (s + bsize <= end)
        {
          /* Split: [off, s) stays, [s+bsize, end) stays.  */
          uint64_t off = r->fr[i].off;
          if (s > off && s + bsize < end)
            {
              if (r->nfr == r->capfr)
                {
                  r->capfr = r->capfr ? 2 * r->capfr : 16;
                  r->fr = realloc (r->fr, r->capfr * sizeof *r->fr);
                }
              memmove (r->fr + i + 2, r->fr + i + 1,
                       (r->nfr - i - 1) * sizeof *r->fr);
              r->nfr++;
              r->fr[i].size = s - off;
              r->fr[i + 1].off = s + bsize;
              r->fr[i + 1].size = end - (s + bsize);
            }
          else if (s > off)
            r->fr[i].size = s - off;
          else if (s + bsize < end)
            {
              r->fr[i].off = s + bsize;
              r->fr[i].size = end - (s + bsize);
            }
          else
            {
              memmove (r->fr + i, r->fr + i + 1, (r->nfr - i - 1) * sizeof *r->fr);
              r->nfr--;
            }
          *out = s;
          return 1;
        }
    }
  uint64_t s = (r->top + align - 1) & ~(align - 1);
  if (s + bsize > r->hi || s + bsize < s)
    return 0;
  if (s > r->top)
    {
      /* Keep the alignment gap reusable.  */
      struct range g = { r->top, s - r->top };
      if (r->nfr == r->capfr)
        {
          r->capfr = r->capfr ? 2 * r->capfr : 16;
          r->fr = realloc (r->fr, r->capfr * sizeof *r->fr);
        }
      r->fr[r->nfr++] = g;
    }
  r->top = s + bsize;
  *out = s;
  return 1;
}

static void
ralloc_put (struct ralloc *r, uint64_t off, uint64_t size)
{
  /* Insert sorted, merge neighbours.  */
  size_t lo = 0, hi = r->nfr;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (r->fr[mid].off < off) lo = mid + 1; else hi = mid;
    }
  if (lo > 0 && r->fr[lo - 1].off + r->fr[lo - 1].size == off)
    {
      r->fr[lo - 1].size += size;
      if (lo < r->nfr && r->fr[lo - 1].off + r->fr[lo - 1].size == r->fr[lo].off)
        {
          r->fr[lo - 1].size += r->fr[lo].size;
          memmove (r->fr + lo, r->fr + lo + 1, (r->nfr - lo - 1) * sizeof *r->fr);
          r->nfr--;
        }
    }
  else if (lo < r->nfr && off + size == r->fr[lo].off)
    {
      r->fr[lo].off = off;
      r->fr[lo].size += size;
    }
  else
    {
      if (r->nfr == r->capfr)
        {
          r->capfr = r->capfr ? 2 * r->capfr : 16;
          r->fr = realloc (r->fr, r->capfr * sizeof *r->fr);
        }
      memmove (r->fr + lo + 1, r->fr + lo, (r->nfr - lo) * sizeof *r->fr);
      r->fr[lo].off = off;
      r->fr[lo].size = size;
      r->nfr++;
    }
  /* Give the top back to the bump pointer.  */
  if (r->nfr && r->fr[r->nfr - 1].off + r->fr[r->nfr - 1].size == r->top)
    {
      r->top = r->fr[r->nfr - 1].off;
      r->nfr--;
    }
}

/* ---- global objects ---- */

struct obj
{
  uint64_t base, size;     /* window offsets */
  uint64_t blk, blksize;
  uint8_t kind, freed;
  char *name;
};

static struct obj *objs;
static size_t nobjs, capobjs;
static uint64_t global_live;

static size_t
obj_lower (uint64_t off)       /* first object with blk >= off */
{
  size_t lo = 0, hi = nobjs;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (objs[mid].blk < off) lo = mid + 1; else hi = mid;
    }
  return lo;
}

/* The object whose block contains OFF, or -1.  */
static long
obj_block_at (uint64_t off)
{
  size_t i = obj_lower (off + 1);
  if (i == 0)
    return -1;
  i--;
  if (off >= objs[i].blk && off < objs[i].blk + objs[i].blksize)
    return (long) i;
  return -1;
}

static void
obj_insert (struct obj o)
{
  if (nobjs == capobjs)
    {
      capobjs = capobjs ? 2 * capobjs : 256;
      objs = realloc (objs, capobjs * sizeof *objs);
    }
  size_t i = obj_lower (o.blk);
  memmove (objs + i + 1, objs + i, (nobjs - i) * sizeof *objs);
  objs[i] = o;
  nobjs++;
}

static void
obj_remove (size_t i)
{
  free (objs[i].name);
  memmove (objs + i, objs + i + 1, (nobjs - i - 1) * sizeof *objs);
  nobjs--;
}

static void
release_pages (uint8_t *p, uint64_t n)
{
  uint64_t a = ((uint64_t) (uintptr_t) p + 4095) & ~4095ull;
  uint64_t b = ((uint64_t) (uintptr_t) p + n) & ~4095ull;
  if (b > a)
    madvise ((void *) (uintptr_t) a, b - a, MADV_DONTNEED);
}

static void
quarantine_push (struct ralloc *r, uint64_t blk, uint64_t bsize)
{
  if (r->qn == r->qcap)
    {
      size_t nc = r->qcap ? 2 * r->qcap : 64;
      struct range *q = malloc (nc * sizeof *q);
      for (size_t i = 0; i < r->qn; i++)
        q[i] = r->q[(r->qhead + i) % r->qcap];
      free (r->q);
      r->q = q;
      r->qcap = nc;
      r->qhead = 0;
    }
  r->q[(r->qhead + r->qn) % r->qcap] = (struct range) { blk, bsize };
  r->qn++;
  r->qbytes += bsize;
  while (r->qbytes > r->qlimit && r->qn > 0)
    {
      struct range old = r->q[r->qhead];
      r->qhead = (r->qhead + 1) % r->qcap;
      r->qn--;
      r->qbytes -= old.size;
      long i = obj_block_at (old.off);
      if (i >= 0 && objs[i].blk == old.off)
        obj_remove ((size_t) i);
      memset (mem_global.shadow + old.off, 0, old.size);
      release_pages (mem_global.data + old.off, old.size);
      ralloc_put (r, old.off, old.size);
    }
}

static int
global_alloc_in (struct ralloc *r, uint64_t *addr, uint64_t size,
                 uint64_t align, int kind, const char *name)
{
  if (align < 16)
    align = 16;
  uint64_t before = RZ > align ? RZ : align;
  uint64_t bsize = before + ((size + 15) & ~15ull) + RZ;
  bsize = (bsize + align - 1) & ~(align - 1);
  uint64_t blk;
  if (!ralloc_get (r, bsize, align, &blk))
    return PTXSIM_ERROR_OUT_OF_MEMORY;
  struct obj o = { blk + before, size, blk, bsize, (uint8_t) kind, 0,
                   name ? strdup (name) : NULL };
  /* The red zones clear, the object live: each shadow byte written once
     (a device's soft stacks and heaps are megabytes).  */
  memset (mem_global.shadow + blk, 0, before);
  memset (mem_global.shadow + o.base, SH_LIVE, size);
  memset (mem_global.shadow + o.base + size, 0, bsize - before - size);
  obj_insert (o);
  *addr = PTXSIM_GLOBAL_WINDOW | o.base;
  return PTXSIM_OK;
}

int
mem_global_alloc (uint64_t *addr, uint64_t size, int kind, const char *name)
{
  int r = mem_init ();
  if (r)
    return r;
  if (kind == OBJ_ALLOC)
    {
      if (global_live + size > PTXSIM_GLOBAL_MEMORY)
        return PTXSIM_ERROR_OUT_OF_MEMORY;
      r = global_alloc_in (&ra_global, addr, size, 256, kind, name);
      if (r == PTXSIM_OK)
        global_live += size;
      return r;
    }
  if (kind == OBJ_HEAP)
    return global_alloc_in (&ra_heap, addr, size, 16, kind, name);
  return global_alloc_in (&ra_global, addr, size, 16, kind, name);
}

/* Free the object at ADDR of KIND.  Returns PTXSIM_OK, or
   PTXSIM_ERROR_INVALID_VALUE when ADDR is not the start of a live object
   of that kind.  */
int
mem_global_free (uint64_t addr, int kind)
{
  if ((addr & PTXSIM_WINDOW_MASK) != PTXSIM_GLOBAL_WINDOW)
    return PTXSIM_ERROR_INVALID_VALUE;
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  long i = obj_block_at (off);
  if (i < 0 || objs[i].base != off || objs[i].freed || objs[i].kind != kind)
    return PTXSIM_ERROR_INVALID_VALUE;
  struct obj *o = &objs[i];
  o->freed = 1;
  memset (mem_global.shadow + o->base, SH_FREED, o->size);
  if (kind == OBJ_ALLOC)
    global_live -= o->size;
  quarantine_push (kind == OBJ_HEAP ? &ra_heap : &ra_global, o->blk, o->blksize);
  return PTXSIM_OK;
}

int
mem_find_object (uint64_t addr, uint64_t *base, uint64_t *size, int *kind,
                 int *freed, const char **name)
{
  int sp = (int) (addr >> 56);
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  if (sp == SP_GLOBAL)
    {
      long i = obj_block_at (off);
      if (i < 0)
        return 0;
      *base = PTXSIM_GLOBAL_WINDOW | objs[i].base;
      *size = objs[i].size;
      *kind = objs[i].kind;
      *freed = objs[i].freed;
      *name = objs[i].name;
      return 1;
    }
  return 0;
}

/* ---- const objects (module .const variables) ---- */

static struct ralloc ra_const;

int
mem_const_alloc (uint64_t *addr, uint64_t size, uint64_t align, const char *name)
{
  (void) name;
  int r = mem_init ();
  if (r)
    return r;
  if (align < 8)
    align = 8;
  uint64_t bsize = align + ((size + 7) & ~7ull) + RZ;
  bsize = (bsize + align - 1) & ~(align - 1);
  uint64_t blk;
  if (!ralloc_get (&ra_const, bsize, align, &blk))
    return PTXSIM_ERROR_OUT_OF_MEMORY;
  memset (mem_const.shadow + blk, 0, bsize);
  memset (mem_const.shadow + blk + align, SH_LIVE, size);
  memset (mem_const.data + blk + align, 0, size);
  *addr = PTXSIM_CONST_WINDOW | (blk + align);
  return PTXSIM_OK;
}

void
mem_const_free (uint64_t addr)
{
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  for (uint64_t i = off; i < mem_const.size && (mem_const.shadow[i] & SH_LIVE); i++)
    mem_const.shadow[i] = SH_FREED;
}

/* ---- heap ---- */

uint64_t
mem_heap_malloc (uint64_t size)
{
  uint64_t a;
  if (global_alloc_in (&ra_heap, &a, size, 16, OBJ_HEAP, NULL) != PTXSIM_OK)
    return 0;
  return a;
}

int
mem_heap_free (uint64_t addr, char *why, size_t n)
{
  if (addr == 0)
    return 0;
  if ((addr & PTXSIM_WINDOW_MASK) != PTXSIM_GLOBAL_WINDOW)
    {
      int sp = (int) (addr >> 56);
      snprintf (why, n, "free of 0x%016llx: address is %s%s%s",
                (unsigned long long) addr,
                sp >= 1 && sp <= 6 ? "in the " : "in no window",
                sp >= 1 && sp <= 6 ? space_name[sp] : "",
                sp >= 1 && sp <= 6 ? " window, not a malloc'd global object" : "");
      return -1;
    }
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  long i = obj_block_at (off);
  if (i < 0 || objs[i].base != off || objs[i].kind != OBJ_HEAP)
    {
      snprintf (why, n, "free of 0x%016llx: not the start of an object "
                "allocated by malloc", (unsigned long long) addr);
      return -1;
    }
  if (objs[i].freed)
    {
      snprintf (why, n, "double free of the %llu-byte malloc'd object at "
                "0x%016llx", (unsigned long long) objs[i].size,
                (unsigned long long) addr);
      return -1;
    }
  mem_global_free (addr, OBJ_HEAP);
  return 0;
}

/* ---- shared and local ---- */

static uint32_t shared_total;

int
mem_shared_setup (const struct ptxsim_module *m, uint32_t dyn_bytes,
                  uint64_t *dyn_base)
{
  uint64_t base = (m->shared_size + 15) & ~15ull;
  if (base < 64)
    base = 64;
  base += (dyn_bytes ? RZ : 0);
  uint64_t total = base + ((dyn_bytes + 15) & ~15ull) + RZ;
  if (total > mem_shared.size)
    return PTXSIM_ERROR_INVALID_VALUE;
  memset (mem_shared.shadow, 0, total > shared_total ? total : shared_total);
  for (uint32_t i = 0; i < m->nshared; i++)
    memset (mem_shared.shadow + m->shared[i].off, SH_LIVE, m->shared[i].size);
  memset (mem_shared.shadow + base, SH_LIVE, dyn_bytes);
  shared_total = (uint32_t) total;
  *dyn_base = base;
  return PTXSIM_OK;
}

void
mem_shared_reset_data (void)
{
  memset (mem_shared.data, 0, shared_total);
}

int
mem_local_setup (uint32_t nthreads)
{
  uint64_t need = (uint64_t) nthreads * mem_local_stride;
  if (need <= mem_local.size)
    return PTXSIM_OK;
  if (mem_local.data)
    {
      munmap (mem_local.data, mem_local.size);
      munmap (mem_local.shadow, mem_local.size);
    }
  mem_local.data = reserve (need);
  mem_local.shadow = reserve (need);
  if (!mem_local.data || !mem_local.shadow)
    {
      mem_local.size = 0;
      return PTXSIM_ERROR_OUT_OF_MEMORY;
    }
  mem_local.size = need;
  return PTXSIM_OK;
}

/* ---- per-launch nc/written bits ---- */

void
mem_mark_dirty_slow (uint64_t page)
{
  mem_dirty_bitmap[page >> 3] |= (uint8_t) (1u << (page & 7));
  if (mem_dirty_n == mem_dirty_cap)
    {
      mem_dirty_cap = mem_dirty_cap ? 2 * mem_dirty_cap : 1024;
      mem_dirty_list = realloc (mem_dirty_list, mem_dirty_cap * sizeof *mem_dirty_list);
    }
  mem_dirty_list[mem_dirty_n++] = (uint32_t) page;
}

void
mem_clear_launch_bits (void)
{
  for (uint64_t i = 0; i < mem_dirty_n; i++)
    {
      uint64_t page = mem_dirty_list[i];
      uint64_t *s = (uint64_t *) (mem_global.shadow + (page << 12));
      for (int j = 0; j < 4096 / 8; j++)
        s[j] &= ~0x0c0c0c0c0c0c0c0cull;
      mem_dirty_bitmap[page >> 3] &= (uint8_t) ~(1u << (page & 7));
    }
  mem_dirty_n = 0;
}

/* ---- init ---- */

int
mem_init (void)
{
  static int done, failed;
  if (done)
    return failed ? PTXSIM_ERROR_OUT_OF_MEMORY : PTXSIM_OK;
  done = 1;
  ptxsim_init ();
  uint64_t sizes[] = { 1ull << 36, 1ull << 34, 1ull << 33, 1ull << 32 };
  for (unsigned i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    {
      uint64_t s = sizes[i];
      mem_global.data = reserve (s);
      mem_global.shadow = reserve (s);
      mem_global_writer = reserve (s / 2);
      mem_global_ncreader = reserve (s / 2);
      mem_dirty_bitmap = reserve (s >> 15);
      if (mem_global.data && mem_global.shadow && mem_global_writer
          && mem_global_ncreader && mem_dirty_bitmap)
        {
          mem_global.size = s;
          break;
        }
      if (mem_global.data) munmap (mem_global.data, s);
      if (mem_global.shadow) munmap (mem_global.shadow, s);
      if (mem_global_writer) munmap (mem_global_writer, s / 2);
      if (mem_global_ncreader) munmap (mem_global_ncreader, s / 2);
      if (mem_dirty_bitmap) munmap (mem_dirty_bitmap, s >> 15);
      mem_global.data = NULL;
    }
  mem_const.size = 1ull << 30;
  mem_const.data = reserve (mem_const.size);
  mem_const.shadow = reserve (mem_const.size);
  mem_shared.size = 1ull << 24;
  mem_shared.data = reserve (mem_shared.size);
  mem_shared.shadow = reserve (mem_shared.size);
  if (!mem_global.data || !mem_const.data || !mem_const.shadow
      || !mem_shared.data || !mem_shared.shadow)
    {
      failed = 1;
      return ptx_error (PTXSIM_ERROR_OUT_OF_MEMORY,
                        "ptxsim: cannot reserve address space for device memory");
    }
  uint64_t heap = ptx_cfg.heap_size;
  ra_heap.lo = ra_heap.top = GLOBAL_LOW;
  ra_heap.hi = GLOBAL_LOW + heap;
  ra_heap.qlimit = heap / 4;
  ra_global.lo = ra_global.top = (GLOBAL_LOW + heap + 4 * GLOBAL_LOW) & ~(GLOBAL_LOW - 1);
  ra_global.hi = mem_global.size;
  ra_global.qlimit = 256ull << 20;
  ra_const.lo = ra_const.top = CONST_LOW;
  ra_const.hi = mem_const.size;
  ra_const.qlimit = 0;
  mem_local_stride = (ptx_cfg.local_size + 4095) & ~4095ull;
  return PTXSIM_OK;
}

/* ---- description of an address for error messages ---- */

/* Host ranges copied to the device (libgomp's mappings), most recent
   last, so that a host address the device dereferences can be named as
   the host side of mapped data.  A ring: old entries are overwritten.  */
#define NHOSTCOPY 4096
static struct { uint64_t host, dev, bytes; } hostcopy[NHOSTCOPY];
static unsigned nhostcopy;

static void
note_host_copy (const void *src, uint64_t dst, size_t bytes)
{
  unsigned i = nhostcopy++ % NHOSTCOPY;
  hostcopy[i].host = (uint64_t) (uintptr_t) src;
  hostcopy[i].dev = dst;
  hostcopy[i].bytes = bytes;
}

/* The variable of FILE's symbol table (.symtab, else .dynsym: a program's
   own globals are rarely dynamic symbols) that holds file address REL:
   its name in NAME, REL's offset in it in *OFF.  0 if none.  */
static int
elf_object_at (const char *file, uint64_t rel, char *name, size_t n, uint64_t *off)
{
  int fd = open (file, O_RDONLY);
  if (fd < 0)
    return 0;
  struct stat st;
  void *map = MAP_FAILED;
  if (fstat (fd, &st) == 0 && (size_t) st.st_size >= sizeof (ElfW(Ehdr)))
    map = mmap (NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
  close (fd);
  if (map == MAP_FAILED)
    return 0;
  const unsigned char *b = map;
  size_t size = (size_t) st.st_size;
  const ElfW(Ehdr) *eh = map;
  int found = 0;
  if (memcmp (eh->e_ident, ELFMAG, SELFMAG) == 0 && eh->e_ident[EI_CLASS] == ELFCLASS64
      && eh->e_shoff && eh->e_shoff + (uint64_t) eh->e_shnum * sizeof (ElfW(Shdr)) <= size)
    {
      const ElfW(Shdr) *sh = (const ElfW(Shdr) *) (b + eh->e_shoff);
      for (int pass = 0; pass < 2 && !found; pass++)
        for (unsigned i = 0; i < eh->e_shnum && !found; i++)
          {
            if (sh[i].sh_type != (pass == 0 ? SHT_SYMTAB : SHT_DYNSYM)
                || sh[i].sh_link >= eh->e_shnum
                || sh[i].sh_offset + sh[i].sh_size > size)
              continue;
            const ElfW(Shdr) *strs = &sh[sh[i].sh_link];
            if (strs->sh_offset + strs->sh_size > size)
              continue;
            const ElfW(Sym) *sym = (const ElfW(Sym) *) (b + sh[i].sh_offset);
            size_t nsym = sh[i].sh_size / sizeof *sym;
            for (size_t k = 0; k < nsym; k++)
              if (ELF64_ST_TYPE (sym[k].st_info) == STT_OBJECT && sym[k].st_size
                  && rel >= sym[k].st_value && rel < sym[k].st_value + sym[k].st_size
                  && sym[k].st_name < strs->sh_size)
                {
                  const char *nm = (const char *) b + strs->sh_offset + sym[k].st_name;
                  snprintf (name, n, "%.*s", (int) strnlen (nm, strs->sh_size - sym[k].st_name), nm);
                  *off = rel - sym[k].st_value;
                  found = 1;
                  break;
                }
          }
    }
  munmap (map, size);
  return found;
}

/* The load bias of the object holding ADDR (0 for a non-PIE program), to
   which its symbol values are relative.  */
static int
lm_bias (uint64_t addr, uint64_t *bias)
{
  Dl_info di;
  struct link_map *lm = NULL;
  if (!dladdr1 ((void *) (uintptr_t) addr, &di, (void **) &lm, RTLD_DL_LINKMAP) || !lm)
    return 0;
  *bias = (uint64_t) lm->l_addr;
  return 1;
}

/* ptxsim runs inside the host process, so an address in no device window
   may be a host address: a pointer whose data was never mapped (GCC maps
   a pointer named in copy(p)/map(p) as its value only).  Say which host
   mapping of /proc/self/maps holds it, which object if the dynamic
   symbol table or the recorded host-to-device copies know, and the
   likely cause.  0 if ADDR is in no host mapping.  */
int
mem_describe_host (char *buf, size_t n, uint64_t addr)
{
  FILE *f = fopen ("/proc/self/maps", "r");
  if (!f)
    return 0;
  char line[4096], path[4096] = "", perms[8] = "";
  unsigned long long lo = 0, hi = 0;
  int found = 0;
  while (fgets (line, sizeof line, f))
    {
      int pos = 0;
      if (sscanf (line, "%llx-%llx %7s %*s %*s %*s %n", &lo, &hi, perms, &pos) < 3)
        continue;
      if (addr >= lo && addr < hi)
        {
          snprintf (path, sizeof path, "%s", pos ? line + pos : "");
          path[strcspn (path, "\n")] = 0;
          found = 1;
          break;
        }
    }
  fclose (f);
  if (!found)
    return 0;

  /* Which mapping: the kinds a user recognises.  */
  char where[700];
  Dl_info di;
  const ElfW(Sym) *sym = NULL;
  int dl = dladdr1 ((void *) (uintptr_t) addr, &di, (void **) &sym, RTLD_DL_SYMENT);
  if (strcmp (path, "[heap]") == 0)
    snprintf (where, sizeof where, "in the host's malloc heap ([heap] 0x%llx-0x%llx)", lo, hi);
  else if (strcmp (path, "[stack]") == 0)
    snprintf (where, sizeof where, "on the host main thread's stack ([stack]): a local "
              "variable or array of a host function");
  else if (dl && di.dli_fname && (path[0] == '/' || !path[0]))
    {
      /* A .bss mapping has no path; the main program's dli_fname is "".  */
      const char *file = path[0] ? path : di.dli_fname[0] ? di.dli_fname : "/proc/self/exe";
      char var[256];
      uint64_t off = 0, bias = 0;
      if (sym && di.dli_sname && di.dli_saddr
          && addr < (uint64_t) (uintptr_t) di.dli_saddr + sym->st_size)
        snprintf (where, sizeof where, "in host variable %s (byte %llu) of %s", di.dli_sname,
                  (unsigned long long) (addr - (uint64_t) (uintptr_t) di.dli_saddr), file);
      else if (lm_bias (addr, &bias)
               && elf_object_at (file, addr - bias, var, sizeof var, &off))
        snprintf (where, sizeof where, "in host variable %s (byte %llu) of %s", var,
                  (unsigned long long) off, file);
      else
        snprintf (where, sizeof where, "in the %s of %s (a global or static host variable)",
                  strchr (perms, 'w') ? "data" : "code or read-only data", file);
    }
  else if (path[0] == '/')
    snprintf (where, sizeof where, "in a host file mapping of %s (%s)", path, perms);
  else if (!path[0])
    snprintf (where, sizeof where, "in anonymous host memory 0x%llx-0x%llx (a large malloc "
              "block, a thread's stack or an mmap)", lo, hi);
  else
    snprintf (where, sizeof where, "in host mapping %s", path);

  /* The host side of a range libgomp copied to the device: the device
     was handed the host address where the device copy's was meant.  */
  for (unsigned k = 0; k < NHOSTCOPY && k < nhostcopy; k++)
    {
      unsigned i = (nhostcopy - 1 - k) % NHOSTCOPY;
      if (addr >= hostcopy[i].host && addr < hostcopy[i].host + hostcopy[i].bytes)
        {
          snprintf (buf, n, "a HOST address, %s, inside %llu bytes the host copied to "
                    "device address 0x%016llx (this byte's copy: 0x%016llx); likely cause: "
                    "a host pointer reached the device untranslated (a pointer inside mapped "
                    "data needs its target mapped with it, e.g. map(p[0:n]) or attach)",
                    where, (unsigned long long) hostcopy[i].bytes,
                    (unsigned long long) hostcopy[i].dev,
                    (unsigned long long) (hostcopy[i].dev + (addr - hostcopy[i].host)));
          return 1;
        }
    }
  if (strchr (perms, 'x'))
    {
      snprintf (buf, n, "a HOST address, %s, in host code; likely cause: a host function's "
                "address reached the device (take function addresses in device code)", where);
      return 1;
    }
  snprintf (buf, n, "a HOST address, %s, which was never mapped to the device; likely "
            "cause: a pointer was mapped as its value only (copy(p), map(p)), not the data it "
            "points to: map an array section, e.g. OpenACC copy(p[0:n]) or OpenMP "
            "map(tofrom: p[0:n])", where);
  return 1;
}

void
mem_describe (char *buf, size_t n, uint64_t addr, uint64_t width,
              int want_space, int unused)
{
  (void) unused;
  int sp = (int) (addr >> 56);
  uint64_t off = addr & PTXSIM_OFFSET_MASK;
  if (sp < SP_GLOBAL || sp > SP_CODE)
    {
      if (addr < 0x10000)
        snprintf (buf, n, "null pointer (address in no window, no object)");
      else if (!mem_describe_host (buf, n, addr))
        snprintf (buf, n, "wild pointer (address in no window, no object)");
      return;
    }
  if (want_space != SP_GENERIC && want_space != sp)
    {
      snprintf (buf, n, "address is in the %s window, not %s",
                space_name[sp], space_name[want_space]);
      return;
    }
  if (sp == SP_GLOBAL)
    {
      long i = off < mem_global.size ? obj_block_at (off) : -1;
      if (i < 0)
        {
          snprintf (buf, n, "address is in the global window, no object there");
          return;
        }
      struct obj *o = &objs[i];
      const char *what = o->kind == OBJ_ALLOC ? "cuMemAlloc allocation"
        : o->kind == OBJ_HEAP ? "malloc'd object" : "global variable";
      char nm[300] = "";
      if (o->name)
        snprintf (nm, sizeof nm, " %s", o->name);
      if (off >= o->base && off + width <= o->base + o->size && o->freed)
        snprintf (buf, n, "address is in the global window, %llu bytes into "
                  "the freed %llu-byte %s%s at 0x%016llx (use after free)",
                  (unsigned long long) (off - o->base),
                  (unsigned long long) o->size, what, nm,
                  (unsigned long long) (PTXSIM_GLOBAL_WINDOW | o->base));
      else if (off >= o->base + o->size || (off >= o->base && off + width > o->base + o->size))
        snprintf (buf, n, "address is in the global window, %llu bytes past "
                  "the end of the %s%llu-byte %s%s at 0x%016llx",
                  (unsigned long long) (off + width - (o->base + o->size)),
                  o->freed ? "freed " : "", (unsigned long long) o->size,
                  what, nm, (unsigned long long) (PTXSIM_GLOBAL_WINDOW | o->base));
      else
        snprintf (buf, n, "address is in the global window, %llu bytes before "
                  "the %s%llu-byte %s%s at 0x%016llx",
                  (unsigned long long) (o->base - off),
                  o->freed ? "freed " : "", (unsigned long long) o->size,
                  what, nm, (unsigned long long) (PTXSIM_GLOBAL_WINDOW | o->base));
      return;
    }
  snprintf (buf, n, "address is in the %s window", space_name[sp]);
}

/* ---- the host-side API ---- */

static int
check_host_range (uint64_t a, uint64_t bytes, int allow_const, uint8_t **p)
{
  if (mem_init ())
    return PTXSIM_ERROR_OUT_OF_MEMORY;
  int sp = (int) (a >> 56);
  uint64_t off = a & PTXSIM_OFFSET_MASK;
  struct arena *ar;
  if (sp == SP_GLOBAL)
    ar = &mem_global;
  else if (sp == SP_CONST && allow_const)
    ar = &mem_const;
  else
    return PTXSIM_ERROR_ILLEGAL_ADDRESS;
  if (off + bytes > ar->size || off + bytes < off)
    return PTXSIM_ERROR_ILLEGAL_ADDRESS;
  for (uint64_t i = 0; i < bytes; i++)
    if (!(ar->shadow[off + i] & SH_LIVE))
      return PTXSIM_ERROR_ILLEGAL_ADDRESS;
  *p = ar->data + off;
  return PTXSIM_OK;
}

static int
host_copy_error (const char *what, uint64_t a, uint64_t bytes)
{
  char d[600];
  int sp = (int) (a >> 56);
  uint64_t off = a & PTXSIM_OFFSET_MASK;
  uint64_t bad = a;
  if (sp == SP_GLOBAL && off < mem_global.size)
    for (uint64_t i = 0; i < bytes && off + i < mem_global.size; i++)
      if (!(mem_global.shadow[off + i] & SH_LIVE))
        {
          bad = a + i;
          break;
        }
  mem_describe (d, sizeof d, bad, 1, SP_GENERIC, 0);
  ptx_error (PTXSIM_ERROR_ILLEGAL_ADDRESS,
             "ptxsim: %s of %llu bytes at 0x%016llx: byte at 0x%016llx: %s",
             what, (unsigned long long) bytes, (unsigned long long) a,
             (unsigned long long) bad, d);
  ptx_report ();
  return PTXSIM_ERROR_ILLEGAL_ADDRESS;
}

int
ptxsim_mem_alloc (uint64_t *dptr, size_t bytes)
{
  if (bytes == 0)
    return ptx_error (PTXSIM_ERROR_INVALID_VALUE, "ptxsim: cuMemAlloc of 0 bytes");
  int r = mem_global_alloc (dptr, bytes, OBJ_ALLOC, NULL);
  if (r == PTXSIM_ERROR_OUT_OF_MEMORY)
    return ptx_error (r, "ptxsim: out of device memory allocating %zu bytes", bytes);
  return r;
}

int
ptxsim_mem_free (uint64_t dptr)
{
  if (mem_init ())
    return PTXSIM_ERROR_OUT_OF_MEMORY;
  int r = mem_global_free (dptr, OBJ_ALLOC);
  if (r)
    {
      char d[600];
      mem_describe (d, sizeof d, dptr, 1, SP_GLOBAL, 0);
      ptx_error (r, "ptxsim: cuMemFree of 0x%016llx, not the start of a "
                 "live allocation: %s", (unsigned long long) dptr, d);
      ptx_report ();
      return r;
    }
  return PTXSIM_OK;
}

int
ptxsim_mem_range (uint64_t dptr, uint64_t *base, size_t *size)
{
  uint64_t b, s;
  int kind, freed;
  const char *name;
  if (mem_init ())
    return PTXSIM_ERROR_OUT_OF_MEMORY;
  if (mem_find_object (dptr, &b, &s, &kind, &freed, &name) && !freed
      && dptr >= b && dptr < b + (s ? s : 1))
    {
      if (base) *base = b;
      if (size) *size = s;
      return PTXSIM_OK;
    }
  return ptx_error (PTXSIM_ERROR_NOT_FOUND,
                    "ptxsim: cuMemGetAddressRange: 0x%016llx is in no live allocation",
                    (unsigned long long) dptr);
}

int
ptxsim_memcpy_htod (uint64_t dst, const void *src, size_t bytes)
{
  uint8_t *p;
  if (bytes == 0)
    return PTXSIM_OK;
  if (check_host_range (dst, bytes, 1, &p))
    return host_copy_error ("host-to-device copy", dst, bytes);
  memcpy (p, src, bytes);
  note_host_copy (src, dst, bytes);
  return PTXSIM_OK;
}

int
ptxsim_memcpy_dtoh (void *dst, uint64_t src, size_t bytes)
{
  uint8_t *p;
  if (bytes == 0)
    return PTXSIM_OK;
  if (check_host_range (src, bytes, 1, &p))
    return host_copy_error ("device-to-host copy", src, bytes);
  memcpy (dst, p, bytes);
  return PTXSIM_OK;
}

int
ptxsim_memcpy_dtod (uint64_t dst, uint64_t src, size_t bytes)
{
  uint8_t *p, *q;
  if (bytes == 0)
    return PTXSIM_OK;
  if (check_host_range (src, bytes, 1, &q))
    return host_copy_error ("device-to-device copy (source)", src, bytes);
  if (check_host_range (dst, bytes, 1, &p))
    return host_copy_error ("device-to-device copy (destination)", dst, bytes);
  memmove (p, q, bytes);
  return PTXSIM_OK;
}

int
ptxsim_memset_d8 (uint64_t dst, unsigned char value, size_t bytes)
{
  uint8_t *p;
  if (bytes == 0)
    return PTXSIM_OK;
  if (check_host_range (dst, bytes, 1, &p))
    return host_copy_error ("memset", dst, bytes);
  memset (p, value, bytes);
  return PTXSIM_OK;
}

void
ptxsim_mem_info (size_t *free_bytes, size_t *total_bytes)
{
  mem_init ();
  if (total_bytes)
    *total_bytes = PTXSIM_GLOBAL_MEMORY;
  if (free_bytes)
    *free_bytes = PTXSIM_GLOBAL_MEMORY - global_live;
}
