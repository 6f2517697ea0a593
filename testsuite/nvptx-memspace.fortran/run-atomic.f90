! `!$omp atomic' on array elements: a histogram over arrays of the main
! program.  h's device address comes from the entry record and reaches the
! parallel function through its launch record (ipmsp: global), so the
! atomic update is atom.global.add.u32 (stock GCC: a generic atom.add).
! k is private, so the parallel function only reads its record.  The
! weighted sum over all bins is checked against the host.
! { dg-do run }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {atom\.global\.add\.u32\s} } }
! { dg-final { ptx-stats "MAIN__._omp_fn.1" "atom.generic == 0" "atom.global == 1" "ld.global >= 1" "generic == 0" } }
program atomic_hist
  implicit none
  integer, parameter :: n = 10000, nb = 37
  integer :: key(n), h(nb), ref(nb)
  integer :: i, k
  integer(8) :: s, r
  h = 0
  ref = 0
  do i = 1, n
    key(i) = mod (i * 7919, 1009)
    ref(mod (key(i), nb) + 1) = ref(mod (key(i), nb) + 1) + 1
  end do
  !$omp target teams distribute parallel do map(to: key) map(tofrom: h) private(k)
  do i = 1, n
    k = mod (key(i), nb) + 1
    !$omp atomic
    h(k) = h(k) + 1
  end do
  s = 0
  r = 0
  do k = 1, nb
    s = s + int (h(k), 8) * k
    r = r + int (ref(k), 8) * k
  end do
  print *, s, r
  if (s /= r) stop 1
end program
