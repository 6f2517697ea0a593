! A derived type with array components mapped to the device as a whole.
! The entry record holds the address of the mapped copy of g (S6), the
! parallel function gets it through its launch record (ipmsp: global), and
! the components a and b are fixed-size arrays inside the object, so every
! element access is an access at an offset from that global pointer:
! ld.global / st.global (stock GCC: generic).  The weighted sum is checked.
! { dg-do run }
! { dg-final { ptx-stats "MAIN__._omp_fn.1" "generic == 0" "ld.global >= 3" "st.global >= 1" } }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {ld\.global\.f32\s} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {st\.global\.f32\s} } }
! { dg-final { scan-ptx-not "MAIN__._omp_fn.1" {\m(ld|st)\.f32\s} } }
module grids
  implicit none
  integer, parameter :: m = 512
  type grid
    integer :: n
    real :: a(m), b(m)
  end type
end module

program derived
  use grids
  implicit none
  type(grid) :: g
  real(8) :: s, r
  integer :: i
  g%n = m
  do i = 1, m
    g%a(i) = mod (i, 23)
    g%b(i) = 0
  end do
  !$omp target teams distribute parallel do map(tofrom: g)
  do i = 1, g%n
    g%b(i) = 2 * g%a(i) + g%a(m + 1 - i)
  end do
  s = 0
  r = 0
  do i = 1, m
    s = s + g%b(i) * mod (i, 7)
    r = r + (2 * mod (i, 23) + mod (m + 1 - i, 23)) * mod (i, 7)
  end do
  print '(2f14.1)', s, r
  if (s /= r) stop 1
end program
