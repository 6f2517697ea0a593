! `target teams distribute parallel do' over allocatable arrays.  The
! arrays reach the device as descriptors: the launch record of the
! parallel function holds the addresses of the mapped descriptor copies
! (global, proved by ipmsp), so the descriptor fields (data, offset) are
! read with ld.global.  The data pointer itself is loaded from the
! descriptor, i.e. from memory that device code may have re-pointed (a
! pointer loaded from ordinary memory), so the element accesses stay
! generic -- compare neg-simt-descriptor.f90, where such a data pointer
! does point into .local.  No diagnostic may be given: the `restrict' on
! the descriptor's data field is gfortran's, not the user's
! (-fdiagnostics-plain-output: a diagnostic's source and caret lines would
! count as excess errors).  The weighted sum is checked.
! { dg-do run }
! { dg-bogus "restrict keyword in struct" "no warning for a gfortran descriptor" { target *-*-* } 0 }
! { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" }
! { dg-final { scan-offload-dump ipmsp {^MAIN__\._omp_fn\.1/[0-9]+: callers known, frame global, return bottom\n  param 0: global$} } }
! { dg-final { scan-offload-dump-times ipmsp {^  record field at [0-9]+ \(8 bytes\): global$} 2 } }
! { dg-final { scan-ptx "MAIN__._omp_fn.1" {ld\.global\.u64\s} } }
! { dg-final { ptx-stats "MAIN__._omp_fn.1" "ld.global >= 6" } }
program allocatable
  implicit none
  integer, parameter :: n = 4000
  real, allocatable :: x(:), y(:)
  real(8) :: s, r
  integer :: i
  allocate (x(n), y(0:n-1))
  do i = 1, n
    x(i) = mod (i, 13)
    y(i-1) = mod (i, 7)
  end do
  !$omp target teams distribute parallel do map(to: x) map(tofrom: y)
  do i = 1, n
    y(i-1) = 3.0 * x(i) + y(i-1)
  end do
  s = 0
  r = 0
  do i = 1, n
    s = s + y(i-1) * mod (i, 9)
    r = r + (3.0 * mod (i, 13) + mod (i, 7)) * mod (i, 9)
  end do
  print '(2f14.1)', s, r
  if (s /= r) stop 1
  deallocate (x, y)
end program
