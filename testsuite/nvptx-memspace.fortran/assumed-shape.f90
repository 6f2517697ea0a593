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
! descriptors and stay generic (neg-simt-descriptor.f90 shows such a
! pointer into .local).  No clone, no original left.  No diagnostic:
! the descriptor's restrict is gfortran's.  (-fdiagnostics-plain-output: a
! diagnostic's source and caret lines would count as excess errors.)
! { dg-do compile }
! { dg-bogus "restrict keyword in struct" "no warning for a gfortran descriptor" { target *-*-* } 0 }
! { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" }
! { dg-final { scan-offload-dump-not ipmsp {is cloned} } }
! { dg-final { scan-offload-dump ipmsp {^axpy/[0-9]+: callers known, frame global, return bottom\n  param 0: [a-z]+\n  param 1: global\n  param 2: global$} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {call[^;]*__m_MOD_axpy, } } }
! { dg-final { scan-ptx-not "*" {memspace\$} } }
! { dg-final { scan-ptx "__m_MOD_axpy" {ld\.global\.u64\s} } }
! { dg-final { ptx-stats "__m_MOD_axpy" "ld.global >= 6" "st.global == 0" } }
! { dg-final { scan-ptx "__m_MOD_axpy" {\mld\.f32\s} } }
! { dg-final { scan-ptx "__m_MOD_axpy" {\mst\.f32\s} } }
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
