! Assumed-shape dummies in a `!$omp declare target' module procedure,
! called from a target region with mapped allocatable arrays.  Fortran
! passes array descriptors: the target region passes the addresses of the
! mapped descriptor copies, which it loads from its entry record (global).
! The procedure is public, but nothing outside the offload compilation can
! call a module procedure (gfortran's "__m_MOD_axpy" is user code, not a
! name reserved to the implementation), so ipmsp specialises it in place
! for its one call's spaces: the descriptor parameters x and y are global
! and every descriptor field (data, offset, stride, bounds) is read with
! ld.global.
! The scalar a is a literal passed by reference (not proved: generic).
! The element accesses go through the data pointers loaded from the
! descriptors (global by seed S9: its whole-program check holds here;
! neg-simt-descriptor.f90 shows such a pointer into .local, where it
! fails) stepped by the strides loaded from the descriptors.  Under the
! provenance rule an integer loaded from global memory carries only
! global provenance when S9's check holds, so the stepped pointers stay
! global: the loads of x and y are ld.global.f32 and the store to y is
! st.global.f32 (before, the loaded stride made them generic: ld.f32,
! st.f32).  No clone, no original left.  No diagnostic:
! the descriptor's restrict is gfortran's.  (-fdiagnostics-plain-output: a
! diagnostic's source and caret lines would count as excess errors.)
! { dg-do compile }
! { dg-bogus "restrict keyword in struct" "no warning for a gfortran descriptor" { target *-*-* } 0 }
! { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" }
! { dg-final { scan-offload-dump-not ipmsp {is cloned} } }
! { dg-final { scan-offload-dump ipmsp {loaded pointers \(after cloning\): every store of the device program stores a global address or none} } }
! { dg-final { scan-offload-dump ipmsp {^axpy/[0-9]+: callers known, frame global, return [a-z-]+\n  param 0: [a-z]+\n  param 1: global\n  param 2: global$} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {call[^;]*__m_MOD_axpy, } } }
! { dg-final { scan-ptx-not "*" {memspace\$} } }
! { dg-final { scan-ptx "__m_MOD_axpy" {ld\.global\.u64\s} } }
! { dg-final { ptx-stats "__m_MOD_axpy" "ld.global >= 8" "st.global == 1" "generic == 1" } }
! { dg-final { scan-ptx "__m_MOD_axpy" {\mld\.f32\s} } }
! { dg-final { scan-ptx-times "__m_MOD_axpy" {\mld\.global\.f32\s} 2 } }
! { dg-final { scan-ptx "__m_MOD_axpy" {\mst\.global\.f32\s} } }
module m
contains
  subroutine axpy (a, x, y)
    !$omp declare target
    real, intent(in) :: a
    real, intent(in) :: x(:)
    real, intent(inout) :: y(:)
    integer :: i
    do i = 1, size (x)
      y(i) = a * x(i) + y(i)
    end do
  end subroutine
end module

program p
  use m
  implicit none
  integer, parameter :: n = 1000
  real, allocatable :: x(:), y(:)
  allocate (x(n), y(n))
  x = 1
  y = 2
  !$omp target map(to: x) map(tofrom: y)
  call axpy (2.0, x, y)
  !$omp end target
  print *, sum (y)
end program
