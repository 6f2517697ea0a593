! Fortran: a private team-level array of a `target teams distribute'
! loop, filled by one `parallel do' and read by another.  The private
! copy is an automatic of the target region's entry function, one per
! team: it is placed in .shared, and the parallel regions reach it with
! st.shared/ld.shared.
! { dg-do run }
! { dg-final { scan-ptx "*" {\.shared \.align [0-9]+ \.u32 scratch\$shared\$[0-9]+\[128\];} } }
! { dg-final { ptx-stats "run.0._omp_fn.1" "st.shared == 1" "st.global == 0" } }
! { dg-final { ptx-stats "run.0._omp_fn.2" "ld.shared == 2" } }
program team_scratch
  implicit none
  integer, parameter :: n = 2048, b = 128
  real :: a(n), c(n)
  integer :: i
  do i = 1, n
    a(i) = mod(i, 17)
  end do
  call run (a, c)
  print '(F14.1)', sum (c * mod ([(i, i = 1, n)], 5))
contains
  subroutine run (x, y)
    real, intent(in) :: x(n)
    real, intent(out) :: y(n)
    real :: scratch(b)
    integer :: blk, j
    !$omp target teams distribute map(to: x) map(from: y) private(scratch)
    do blk = 0, n / b - 1
      !$omp parallel do
      do j = 1, b
        scratch(j) = x(blk * b + j) * 2.0
      end do
      !$omp parallel do
      do j = 1, b
        y(blk * b + j) = scratch(b + 1 - j) - scratch(j)
      end do
    end do
  end subroutine run
end program team_scratch
