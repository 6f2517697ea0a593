/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nvptx-facts.h -- the internals of GCC 12's nvptx back end that the
   plugin mirrors, in one place.

   The plugin cannot include nvptx.cc, so where a rewrite rests on what the
   back end does with a symbol, a declaration or a mode, the rule is
   restated here, once, with the GCC 12.2 file:line it mirrors (paths under
   gcc/config/nvptx/).  doc/gcc-nvptx-facts.md gives the reasoning; a port
   to another GCC release re-checks each line below (plugin/gcc-compat.h
   holds the differences between GCC releases that are not nvptx's).

   GCC 11: "11:" gives the line in Debian 12's GCC 11 (11.3.0 plus the 11
   branch to 20230216, the source make GCC=11 unpacks: nvptx.c, not .cc)
   where the fact was re-checked and holds as stated (doc/gcc-nvptx-facts.md
   gives every cited line of both releases, tools/facts-linemap.py).  */

#ifndef NVPTX_MEMSPACE_NVPTX_FACTS_H
#define NVPTX_MEMSPACE_NVPTX_FACTS_H

#include "insn-attr.h"
#include "memspace-lattice.h"

/* The data area nvptx.cc keeps in a SYMBOL_REF's machine-dependent flags:
   enum nvptx_data_area (nvptx.cc:108-117), stored by SET_SYMBOL_DATA_AREA
   as (flags >> SYMBOL_FLAG_MACH_DEP_SHIFT) & 7 (nvptx.cc:120-124).
   11: the same enum and macros, nvptx.c:105-114, 117-121.  */
enum nvptx_facts_data_area
{
  NVPTX_FACTS_AREA_GENERIC,
  NVPTX_FACTS_AREA_GLOBAL,
  NVPTX_FACTS_AREA_SHARED,
  NVPTX_FACTS_AREA_LOCAL,
  NVPTX_FACTS_AREA_CONST,
  NVPTX_FACTS_AREA_PARAM
};

/* The state space of the data area nvptx.cc gave symbol SYM, or GENERIC.
   The back end's own buffers (__oacc_bcast, __worker_red, __vector_red,
   __gang_private_shared) are SHARED (nvptx.cc:372-387); variables get
   theirs from nvptx_encode_section_info (nvptx.cc:443-467).
   11: __oacc_bcast, __worker_red, __vector_red SHARED (nvptx.c:240-251;
   GCC 11 has no __gang_private_shared); nvptx_encode_section_info the
   same rule (nvptx.c:304-330).  */
static inline enum memspace
nvptx_facts_symbol_space (const_rtx sym)
{
  switch ((SYMBOL_REF_FLAGS (sym) >> SYMBOL_FLAG_MACH_DEP_SHIFT) & 7)
    {
    case NVPTX_FACTS_AREA_GLOBAL: return MEMSPACE_GLOBAL;
    case NVPTX_FACTS_AREA_SHARED: return MEMSPACE_SHARED;
    case NVPTX_FACTS_AREA_LOCAL: return MEMSPACE_LOCAL;
    case NVPTX_FACTS_AREA_CONST: return MEMSPACE_CONST;
    case NVPTX_FACTS_AREA_PARAM: return MEMSPACE_PARAM;
    default: return MEMSPACE_GENERIC;
    }
}

/* The nvptx attribute that puts a static variable in .shared
   (nvptx_handle_shared_attribute, nvptx.cc:5801-5818; honoured by
   nvptx_encode_section_info, nvptx.cc:454-460).  11: nvptx.c:5201,
   honoured at 316-322.  */
#define NVPTX_FACTS_SHARED_ATTRIBUTE "shared"

/* memspace_readonly_data_in_global_p: the plugin's one change to nvptx's
   data areas (plugin/readonly-data.cc).  */
#include "readonly-data.h"

/* The state space of a VAR_DECL with static storage (TREE_STATIC or
   DECL_EXTERNAL): nvptx_encode_section_info's rule (nvptx.cc:443-467):
   TREE_CONSTANT -> .const; attribute "shared" -> .shared; TREE_READONLY
   -> .const; otherwise .global -- with the plugin's one change
   (rtl-hooks/data-areas.cc, installed with memspace-opt): a variable the
   rule puts in .const that is in the offload table goes to .global.
   11: the same rule, nvptx.c:310-324; the plugin's change rests on
   nvptx_asm_declare_constant_name (nvptx.c:2331-2341) and libgomp's
   cuModuleGetGlobal lookup (plugin-nvptx.c:1336-1346), the same.  */
static inline enum memspace
nvptx_facts_static_variable_space (const_tree decl)
{
  if (lookup_attribute (NVPTX_FACTS_SHARED_ATTRIBUTE, DECL_ATTRIBUTES (decl))
      && !TREE_CONSTANT (decl))
    return MEMSPACE_SHARED;
  if (!TREE_CONSTANT (decl) && !TREE_READONLY (decl))
    return MEMSPACE_GLOBAL;
  return (memspace_readonly_data_in_global_p (decl)
	  ? MEMSPACE_GLOBAL : MEMSPACE_CONST);
}

/* The state space of the constant pool (string literals, constant
   aggregates): .const for nvptx (TREE_CONSTANT in
   nvptx_encode_section_info, nvptx.cc:450-451; the ".const" of
   nvptx_asm_declare_constant_name, nvptx.cc:2504-2514), .global with the
   plugin's change.  */
static inline enum memspace
nvptx_facts_constant_pool_space (void)
{
  return (memspace_readonly_data_in_global_p (integer_zero_node)
	  ? MEMSPACE_GLOBAL : MEMSPACE_CONST);
}

/* Give symbol SYM the .global data area (SET_SYMBOL_DATA_AREA,
   nvptx.cc:123-124).  */
static inline void
nvptx_facts_set_symbol_global (rtx sym)
{
  SYMBOL_REF_FLAGS (sym)
    = ((SYMBOL_REF_FLAGS (sym) & ~(7 << SYMBOL_FLAG_MACH_DEP_SHIFT))
       | (NVPTX_FACTS_AREA_GLOBAL << SYMBOL_FLAG_MACH_DEP_SHIFT));
}

/* OpenACC gang-private variables: nvptx_goacc_expand_var_decl
   (nvptx.cc:7291-7310) expands a variable with attribute "oacc
   gang-private" into __gang_private_shared, a .shared array.
   11: no such attribute, hook or array (GCC 11's gcc/ never names "oacc
   gang-private"): no variable is gang-private.  */
static inline bool
nvptx_facts_gang_private_p (const_tree decl)
{
  return lookup_attribute ("oacc gang-private", DECL_ATTRIBUTES (decl));
}

/* The OpenACC reduction-buffer builtins (nvptx.cc:6183-6186, expanded by
   nvptx_expand_shared_addr) return addresses in __worker_red and
   __vector_red, .shared arrays.  NAME is the builtin decl's name.
   11: the same builtins (nvptx.c:5569-5572) and nvptx_expand_shared_addr
   (nvptx.c:5443-5485, the same code).  */
static inline bool
nvptx_facts_shared_address_builtin_p (const char *name)
{
  return (!strcmp (name, "__builtin_nvptx_worker_addr")
	  || !strcmp (name, "__builtin_nvptx_vector_addr"));
}

/* The shuffle builtins (nvptx.cc:6181-6182, expanded by
   nvptx_expand_shuffle into shfl.sync): the result is argument 0's value
   in another lane of the warp.  NAME is the builtin decl's name.
   11: the same names (nvptx.c:5567-5568, nvptx_expand_shuffle at 5398).  */
static inline bool
nvptx_facts_shuffle_builtin_p (const char *name)
{
  return (!strcmp (name, "__builtin_nvptx_shuffle")
	  || !strcmp (name, "__builtin_nvptx_shufflell"));
}

/* The compare-and-swap builtins nvptx_lockless_update puts in OpenACC
   reductions (nvptx.cc:6187-6188, 6678-6690): nvptx_expand_cmp_swap
   (nvptx.cc:6105-6135) builds a MEM of its own from the pointer, generic
   whatever the pointer's type, and emits atomic_compare_and_swap<mode>_1
   with memory model 0 (relaxed: no barrier, nvptx_output_atomic_insn),
   the instruction the standard expander atomic_compare_and_swap<mode>
   (nvptx.md:1993-2017) emits for a relaxed compare-and-swap outside the
   frame.  NAME is the builtin decl's name.  */
static inline bool
nvptx_facts_cmp_swap_builtin_p (const char *name)
{
  return (!strcmp (name, "__builtin_nvptx_cmp_swap")
	  || !strcmp (name, "__builtin_nvptx_cmp_swapll"));
}

/* True if a load or store in MODE prints its state space: the move and
   extend patterns of nvptx.md print "ld%A1"/"st%A0" (nvptx.md:243-292,
   378-450), *movhf_insn prints plain ld.b16/st.b16 (nvptx.md:296-304), so
   an HFmode access must stay generic.
   11: the move patterns print ld%A1/st%A0 (nvptx.md:225-272), as do the
   extends and truncations (nvptx.md:323-401); GCC 11's nvptx has no
   HFmode move pattern; the mode iterators VECIM, QHSDIM and SDFM are
   the same (nvptx.md:193, 200, 204).  */
static inline bool
nvptx_facts_mode_prints_space_p (machine_mode mode)
{
  switch (mode)
    {
    case E_QImode: case E_HImode: case E_SImode: case E_DImode:
    case E_SFmode: case E_DFmode:
    case E_V2SImode: case E_V2DImode:
      return true;
    default:
      return false;
    }
}

/* struct machine_function (nvptx.h:200-230), read by rtl-hooks after the
   machine-dependent reorg.  11: nvptx.h:214-243 has the three fields
   below; the prologue code is at nvptx.c:1170-1215 (red_partition,
   bcast_partition) and 1408-1420 (simt_stack_size); the worker
   partitioning of facts section 10 is the same code (nvptx.c:4211-4255,
   4640-4685).  */

/* The register holding the worker broadcast partition: cvta.shared of
   __oacc_bcast plus (tid.y + 1) times the partition size, printed in the
   prologue (nvptx.cc:1345-1356); never set in RTL.  */
static inline rtx
nvptx_facts_bcast_partition (void)
{
  return cfun->machine->bcast_partition;
}

/* The vector reduction partition register: cvta.shared of __vector_red
   plus tid.y times the partition size (nvptx.cc:1319-1326).  */
static inline rtx
nvptx_facts_red_partition (void)
{
  return cfun->machine->red_partition;
}

/* The per-lane SIMT stack size; set while the prologue is printed
   (nvptx.cc:1535-1573), so valid only from final on.  */
static inline unsigned HOST_WIDE_INT
nvptx_facts_simt_stack_size (void)
{
  return cfun->machine->simt_stack_size;
}

/* Output functions only the nvptx lto1 has (nvptx.cc:1703-1722,
   insn-attrtab.cc): weak, so the plugin still loads into another
   compiler, where plugin_init refuses to run with one error line.  */
extern const char *nvptx_output_simt_enter (rtx, rtx, rtx) __attribute__ ((weak));
extern const char *nvptx_output_simt_exit (rtx) __attribute__ ((weak));
extern enum attr_atomic get_attr_atomic (rtx_insn *) __attribute__ ((weak));

/* True if the PTX the back end writes may use ld.global.nc: the PTX ISA
   gives it "Requires sm_32 or higher", and nvptx's -misa offers sm_30
   below that -- GCC 12's default (nvptx.opt:56, Init (PTX_ISA_SM30):
   ".target sm_30" when -misa is not given), and a ptxas or driver JIT
   rejects the module.  Both releases' enum ptx_isa ascend from SM30
   (nvptx-opts.h, nvptx-sm.def; 11: nvptx-opts.h:24-28, SM30 and SM35
   only).  */
static inline bool
nvptx_facts_target_has_ld_global_nc_p (void)
{
  return ptx_isa_option > PTX_ISA_SM30;
}

#endif
