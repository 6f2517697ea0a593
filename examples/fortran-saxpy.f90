! SPDX-License-Identifier: GPL-3.0-or-later
! fortran-saxpy.f90 -- OpenMP offloaded SAXPY in Fortran, over arrays of
! the main program and over allocatable arrays.
!
! Memory-space pattern:
!   x, y      arrays of the main program mapped with map(to:)/map(tofrom:):
!             the entry record holds the device addresses of their copies
!             (cuMemAlloc'ed: GLOBAL), handed on to the parallel function
!             through its launch record, so x(i), y(i) can be ld.global /
!             st.global.
!   xa, ya    allocatable arrays reach the device as array descriptors.
!             The descriptor copies are GLOBAL (their addresses come from
!             the entry record), so the descriptor fields (data, offset,
!             bounds) can be read with ld.global.  The data pointer itself
!             is loaded from the descriptor -- ordinary device memory that
!             device code could re-point -- so xa(i), ya(i) stay generic:
!             nothing proves where such a pointer points.
!   a, n      scalars, no pointer at all on the device side.
!   Stock GCC 12 prints every one of these accesses generic (ld / st).
program fortran_saxpy
  implicit none
  integer, parameter :: n = 2**20
  real, parameter :: a = 2.5
  real, save :: x(n), y(n), ref(n)
  real, allocatable :: xa(:), ya(:)
  integer :: i, errors

  do i = 1, n
    x(i) = mod (i - 1, 1000) * 0.001
    y(i) = mod ((i - 1) * 7, 513) - 256.0
    ref(i) = a * x(i) + y(i)
  end do
  allocate (xa(n), ya(n))
  xa = x
  ya = y

  !$omp target teams distribute parallel do map(to: x) map(tofrom: y)
  do i = 1, n
    y(i) = a * x(i) + y(i)
  end do

  !$omp target teams distribute parallel do map(to: xa) map(tofrom: ya)
  do i = 1, n
    ya(i) = a * xa(i) + ya(i)
  end do

  errors = 0
  do i = 1, n
    if (abs (y(i) - ref(i)) > 1e-5 * (1 + abs (ref(i)))) errors = errors + 1
    if (abs (ya(i) - ref(i)) > 1e-5 * (1 + abs (ref(i)))) errors = errors + 1
  end do
  deallocate (xa, ya)

  if (errors /= 0) then
    print '(a, i0, a)', 'fortran-saxpy: FAIL (', errors, ' mismatches)'
    stop 1
  end if
  print '(a)', 'fortran-saxpy: OK'
end program
