! `reduction(+: s)' on a `target teams distribute parallel do' over real(8)
! arrays.  GCC combines the partial sums with a compare-and-swap loop on
! the reduction variable: in the parallel function on its field of the
! launch record, in the entry point on the mapped copy of s.  Both
! addresses are global, so both loops use atom.global.cas.b64 (stock GCC:
! generic atom.cas).  The result is checked against the host's.
! { dg-do run }
! { dg-require-gcc 12 "GCC 11 leaves s at 0 after this combined target teams reduction, on the host fallback too" }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {atom\.global\.cas\.b64\s} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {atom\.global\.cas\.b64\s} } }
! { dg-final { scan-ptx-not "*" {\matom\.cas\.} } }
! { dg-final { ptx-stats "MAIN__._omp_fn.1" "atom.generic == 0" } }
program reduction
  implicit none
  integer, parameter :: n = 4000
  real(8) :: x(n), y(n), s, r
  integer :: i
  do i = 1, n
    x(i) = mod (i, 7)
    y(i) = mod (i, 5) + 1
  end do
  s = 0
  !$omp target teams distribute parallel do map(to: x, y) reduction(+: s)
  do i = 1, n
    s = s + x(i) * y(i)
  end do
  r = 0
  do i = 1, n
    r = r + x(i) * y(i)
  end do
  print '(2f14.1)', s, r
  if (s /= r) stop 1
end program
