! Module arrays made device-resident with `!$omp declare target': they have
! static storage in the offload image, which the backend places in
! .global (S1).  Indexed with a variable (here reversed), the backend
! would compute a generic address; memspace-opt rewrites the accesses so
! they stay ld.global / st.global (stock GCC: generic).
! { dg-do compile }
! { dg-final { ptx-stats "MAIN__._omp_fn.1" "generic == 0" "ld.global >= 2" "st.global >= 1" } }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {ld\.global\.f32\s} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {st\.global\.f32\s} } }
! { dg-final { scan-ptx-not "MAIN__._omp_fn.1" {\m(ld|st)\.f32\s} } }
module dev_data
  implicit none
  integer, parameter :: n = 1000
  real :: x(n), y(n)
  !$omp declare target (x, y)
end module

program p
  use dev_data
  implicit none
  integer :: i
  x = 1
  y = 2
  !$omp target update to(x, y)
  !$omp target teams distribute parallel do
  do i = 1, n
    y(i) = 2.0 * x(n + 1 - i) + y(i)
  end do
  !$omp target update from(y)
  print *, sum (y)
end program
