! Issue 24, bug 6, Fortran: an OPTIONAL dummy absent in one call is a
! NULL pointer, dereferenced only under present (b).  It is proven global
! (the absent call votes for no space), and verify's check at the
! function's start trapped on ptxsim for the absent call.  Now the check
! accepts the null.  -fno-inline keeps opt_sum a function of its own
! (GCC 12's gfortran has no noinline attribute).
! { dg-do run }
! { dg-options "-fno-inline" }
! { dg-offload-options "-fplugin-arg-nvptx_memspace-verify=1" }
! { dg-final { scan-ptx "__opt_MOD_opt_sum" {isspacep\.global\s} } }
module opt
  implicit none
contains
  integer function opt_sum (a, n, b)
    !$omp declare target
    integer, intent(in) :: n
    integer, intent(in) :: a(n)
    integer, intent(in), optional :: b(n)
    integer :: i
    opt_sum = 0
    do i = 1, n
      opt_sum = opt_sum + a(i)
    end do
    if (present (b)) then
      do i = 1, n
        opt_sum = opt_sum + 10 * b(i)
      end do
    end if
  end function opt_sum
end module opt
program p
  use opt
  implicit none
  integer :: a(4), b(4), r(2)
  a = (/ 1, 2, 3, 4 /)
  b = (/ 5, 6, 7, 8 /)
  !$omp target map(to: a, b) map(from: r)
  r(1) = opt_sum (a, 4)
  r(2) = opt_sum (a, 4, b)
  !$omp end target
  print *, r
  if (r(1) /= 10 .or. r(2) /= 270) stop 1
end program p
