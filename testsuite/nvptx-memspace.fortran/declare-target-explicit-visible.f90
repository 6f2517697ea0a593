! declare-target-explicit.f90 with whole-device-program=0 (GCC's own view:
! every public function may be called from outside the offload
! compilation).  A module procedure with explicit-shape dummies, `!$omp
! declare target', called from a target region with arrays of the main
! program.  The procedure is public: its parameters are unknown and the
! original must stay generic.  The one call
! passes the mapped x and y and the mapped scalar a, all taken from the
! entry record (global), and n, a literal constant passed by reference:
! ipmsp clones the procedure for (generic, global, global, global) and
! the clone's loads and stores of a, x and y are global.
! { dg-do compile }
! { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp -fplugin-arg-nvptx_memspace-whole-device-program=0" }
! { dg-final { scan-offload-dump-times ipmsp {is cloned : __ops_MOD_axpy\$memspace\$0 \([a-z-]+, global, global, global\)} 1 } }
! { dg-final { scan-offload-dump ipmsp {^axpy/[0-9]+: callers unknown, frame generic, return bottom\n  param 0: generic\n  param 1: generic\n  param 2: generic\n  param 3: generic$} } }
! { dg-final { scan-ptx "*" {^\.visible \.func __ops_MOD_axpy \(} } }
! { dg-final { scan-ptx "*" {^\.func __ops_MOD_axpy\$memspace\$0 \(} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {call[^;]*__ops_MOD_axpy\$memspace\$0, } } }
! { dg-final { ptx-stats "__ops_MOD_axpy.memspace.0" "ld.global == 3" "st.global == 1" } }
! { dg-final { scan-ptx "__ops_MOD_axpy.memspace.0" {ld\.global\.f32\s} } }
! { dg-final { scan-ptx "__ops_MOD_axpy.memspace.0" {st\.global\.f32\s} } }
! { dg-final { ptx-stats "__ops_MOD_axpy" "global == 0" } }
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
