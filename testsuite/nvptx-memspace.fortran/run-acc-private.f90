! OpenACC `parallel loop gang vector private(tmp)' in Fortran: the private
! scratch array lives in the .local frame (no soft stack under OpenACC:
! S2), so its data-dependent stores and loads are st.local / ld.local
! (stock GCC: generic).  idx and out are arrays of the main program whose
! device addresses come from the argument record: global.  Each output
! depends on every scratch element; the weighted sum is checked.
! { dg-do run }
! { dg-options "-fopenacc" }
! { dg-final { scan-ptx "MAIN__._omp_fn.0" {st\.local\.u32\s} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0" {ld\.local\.u32\s} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0" {ld\.global\.u32\s} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0" {st\.global\.u32\s} } }
! { dg-final { scan-ptx-not "MAIN__._omp_fn.0" {\m(ld|st)\.u32\s} } }
program acc_private
  implicit none
  integer, parameter :: n = 1024
  integer :: idx(n), out(n), tmp(8), ref(8)
  integer :: i, k, s
  integer(8) :: total, expect
  do i = 1, n
    idx(i) = mod (i * 13, 29)
  end do
  !$acc parallel loop gang vector private(tmp) copyin(idx) copyout(out)
  do i = 1, n
    do k = 1, 8
      tmp(iand (idx(i) + k, 7) + 1) = i * k
    end do
    s = 0
    do k = 1, 8
      s = s + tmp(iand (idx(i) * 3 + k, 7) + 1) * k
    end do
    out(i) = s
  end do
  total = 0
  expect = 0
  do i = 1, n
    do k = 1, 8
      ref(iand (idx(i) + k, 7) + 1) = i * k
    end do
    s = 0
    do k = 1, 8
      s = s + ref(iand (idx(i) * 3 + k, 7) + 1) * k
    end do
    expect = expect + int (s, 8) * mod (i, 7)
    total = total + int (out(i), 8) * mod (i, 7)
  end do
  print *, total, expect
  if (total /= expect) stop 1
end program
