! OpenACC gang-private array in Fortran: `parallel loop gang private(tmp)'
! puts tmp in __gang_private_shared, a .shared array (S3): the vector
! loop's stores and the seq loop's permuted loads are st.shared /
! ld.shared (stock GCC: generic).  Each gang's result depends on every
! element; the weighted sum is checked.
! { dg-do run }
! { dg-require-gcc 12 "OpenACC gang-private variables shared by the gang; GCC 11 keeps them in each thread's .local frame, so the program computes wrong results on a device" }
! { dg-options "-fopenacc" }
! { dg-final { scan-ptx "MAIN__._omp_fn.0" {st\.shared\.u32\s+\[%r} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0" {ld\.shared\.u32\s+%r[0-9]+, \[%r} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0" {ld\.global\.u32\s} } }
program acc_gang_private
  implicit none
  integer, parameter :: n = 64, m = 32
  integer :: a(m, n), out(n), tmp(m)
  integer :: i, k, s
  integer(8) :: total, expect
  do i = 1, n
    do k = 1, m
      a(k, i) = mod ((i - 1) * m + k, 17)
    end do
  end do
  !$acc parallel loop gang private(tmp) copyin(a) copyout(out)
  do i = 1, n
    !$acc loop vector
    do k = 1, m
      tmp(k) = a(k, i) * k
    end do
    s = 0
    !$acc loop seq
    do k = 1, m
      s = s + tmp(iand (k * 7, m - 1) + 1) * (k + 1)
    end do
    out(i) = s
  end do
  total = 0
  expect = 0
  do i = 1, n
    s = 0
    do k = 1, m
      s = s + a(iand (k * 7, m - 1) + 1, i) * (iand (k * 7, m - 1) + 1) * (k + 1)
    end do
    expect = expect + int (s, 8) * i
    total = total + int (out(i), 8) * i
  end do
  print *, total, expect
  if (total /= expect) stop 1
end program
