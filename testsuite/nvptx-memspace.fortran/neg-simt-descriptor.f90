! Soundness: one descriptor parameter, data in two spaces.  bump (public,
! assumed-shape v) is called twice from a target region: with the mapped
! array x, and inside an `!$omp simd' loop with the simd-private array t,
! which GCC privatises into the .local %simtstack_ar (S4).  Both
! descriptors are built in the entry point's frame (soft stack: global),
! so both calls pass a global descriptor and bump, which only the offload
! compilation can call (a module procedure), is specialised in place with
! v global: its descriptor loads are ld.global.  But the data pointer read
! from the descriptor is a global address at the first call and a .local
! one at the second: every element access of bump must stay generic.
! The region's own accesses to t are st.local / ld.local.  No diagnostic:
! the descriptor's restrict is gfortran's.  (-fdiagnostics-plain-output: a
! diagnostic's source and caret lines would count as excess errors.)
! { dg-do compile }
! { dg-bogus "restrict keyword in struct" "no warning for a gfortran descriptor" { target *-*-* } 0 }
! { dg-offload-options "-fdiagnostics-plain-output -fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" }
! { dg-final { scan-offload-dump-not ipmsp {is cloned} } }
! { dg-final { scan-offload-dump ipmsp {^bump/[0-9]+: callers known, frame generic, return bottom\n  param 0: global$} } }
! { dg-final { scan-ptx-times "f_._omp_fn.0.impl" {call[^;]*__mb_MOD_bump, } 2 } }
! { dg-final { scan-ptx "__mb_MOD_bump" {ld\.global\.u64\s} } }
! { dg-final { scan-ptx-not "__mb_MOD_bump" {(ld|st)\.(global|local)\.f32\s} } }
! { dg-final { scan-ptx "__mb_MOD_bump" {\mld\.f32\s} } }
! { dg-final { scan-ptx "__mb_MOD_bump" {\mst\.f32\s} } }
! { dg-final { scan-ptx "f_._omp_fn.0.impl" {st\.local\.f32\s} } }
! { dg-final { scan-ptx "f_._omp_fn.0.impl" {ld\.local\.f32\s} } }
module mb
contains
  subroutine bump (v, s)
    !$omp declare target
    real, intent(inout) :: v(:)
    real, intent(in) :: s
    integer :: k
    do k = 1, size (v)
      v(k) = v(k) * s + k
    end do
  end subroutine
end module

subroutine f (n, x)
  use mb
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: x(n)
  real :: t(4)
  integer :: i
  !$omp target map(tofrom: x)
  call bump (x, 2.0)
  !$omp simd private(t)
  do i = 1, n
    t = x(i)
    call bump (t, 3.0)
    x(i) = t(1) + t(2) + t(3) + t(4)
  end do
  !$omp end target
end subroutine

program p
end program
