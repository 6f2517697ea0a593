! A module procedure with explicit-shape dummies, `!$omp declare target',
! called from a target region with arrays of the main program.  The
! procedure is public, but only the offload compilation can call it: its
! name, "__ops_MOD_axpy", is gfortran's for a module procedure, not one
! reserved to the implementation, and no device library names it
! (whole-device-program=1, the default; declare-target-explicit-visible.f90
! has =0).  The one call passes the mapped x and y and the mapped scalar
! a, all taken from the entry record (global), and n, a literal constant
! passed by reference: ipmsp specialises the procedure in place for
! (generic, global, global, global), and its loads and stores of a, x and
! y are global.
! { dg-do compile }
! { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" }
! { dg-final { scan-offload-dump-not ipmsp {is cloned} } }
! { dg-final { scan-offload-dump ipmsp {^axpy/[0-9]+: callers known, frame [a-z]+, return bottom\n  param 0: [a-z]+\n  param 1: global\n  param 2: global\n  param 3: global$} } }
! { dg-final { scan-ptx "*" {^\.visible \.func __ops_MOD_axpy \(} } }
! { dg-final { scan-ptx-not "*" {memspace\$} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {call[^;]*__ops_MOD_axpy, } } }
! { dg-final { ptx-stats "__ops_MOD_axpy" "ld.global == 3" "st.global == 1" } }
! { dg-final { scan-ptx "__ops_MOD_axpy" {ld\.global\.f32\s} } }
! { dg-final { scan-ptx "__ops_MOD_axpy" {st\.global\.f32\s} } }
module ops
contains
  subroutine axpy (n, a, x, y)
    !$omp declare target
    integer, intent(in) :: n
    real, intent(in) :: a, x(n)
    real, intent(inout) :: y(n)
    integer :: i
    do i = 1, n
      y(i) = a * x(i) + y(i)
    end do
  end subroutine
end module

program p
  use ops
  implicit none
  integer, parameter :: n = 1000
  real :: x(n), y(n), a
  x = 1
  y = 2
  a = 3
  !$omp target map(to: x, a) map(tofrom: y)
  call axpy (n, a, x, y)
  !$omp end target
  print *, sum (y)
end program
