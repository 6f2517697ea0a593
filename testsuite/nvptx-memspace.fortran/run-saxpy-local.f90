! `target teams distribute parallel do' over arrays of the main program.
! The entry record holds the device addresses of the mapped copies of x
! and y (S6); the entry point passes them on through the launch record of
! the parallel function, where ipmsp proves them global.  Every load and
! store of the loop is global (stock GCC: generic).  The weighted sum is
! checked.
! { dg-do run }
! { dg-final { ptx-stats "MAIN__._omp_fn.1" "generic == 0" "ld.global >= 2" "st.global >= 1" } }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {ld\.global\.f32\s} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {st\.global\.f32\s} } }
! { dg-final { scan-ptx-not "MAIN__._omp_fn.1" {\m(ld|st)\.f32\s} } }
program saxpy_local
  implicit none
  integer, parameter :: n = 4000
  real :: x(n), y(n)
  real(8) :: s, r
  integer :: i
  do i = 1, n
    x(i) = mod (i, 17)
    y(i) = mod (i, 5)
  end do
  !$omp target teams distribute parallel do map(to: x) map(tofrom: y)
  do i = 1, n
    y(i) = 2.0 * x(i) + y(i)
  end do
  s = 0
  r = 0
  do i = 1, n
    s = s + y(i) * mod (i, 11)
    r = r + (2.0 * mod (i, 17) + mod (i, 5)) * mod (i, 11)
  end do
  print '(2f14.1)', s, r
  if (s /= r) stop 1
end program
