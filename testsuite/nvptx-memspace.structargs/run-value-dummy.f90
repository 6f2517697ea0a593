! Issue 24, bug 2 in Fortran: a VALUE derived-type dummy whose component
! is passed on by reference (call bump (s%a) passes &s.a).
! lower-struct-args never saw that address: the $byval$ clone read the
! caller's s%a while bump incremented a local copy (ptxsim printed 12 and
! STOP 1, the host fallback 62).  The dummy now stays whole; get_b, which
! only reads components, is still split.  -fno-inline: GCC 12's gfortran
! has no noinline attribute.
! { dg-do run }
! { dg-options "-fno-inline" }
! { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-lower-struct-args" }
! { dg-final { scan-offload-dump lower-struct-args {^g/[0-9]+:\n  parameter 0 s: left unchanged \(address of a part taken\)\n    at: bump \(&s\.a\);$} } }
! { dg-final { scan-offload-dump lower-struct-args {^get_b/[0-9]+:\n  parameter 0 s: split into 1 scalars: int at 4$} } }
module m
  implicit none
  type :: pt
    integer :: a, b
  end type pt
contains
  subroutine bump (x)
    !$omp declare target
    integer, intent(inout) :: x
    x = x + 5
  end subroutine bump
  integer function g (s)
    !$omp declare target
    type(pt), value :: s
    call bump (s%a)
    g = s%a * 10 + s%b
  end function g
  integer function get_b (s)
    !$omp declare target
    type(pt), value :: s
    get_b = s%b
  end function get_b
end module m
program p
  use m
  implicit none
  integer :: r, q
  type(pt) :: s
  !$omp target map(from: r, q)
  s = pt (1, 2)
  r = g (s)
  q = get_b (s)
  !$omp end target
  print *, r, q
  if (r /= 62 .or. q /= 2) stop 1
end program p
