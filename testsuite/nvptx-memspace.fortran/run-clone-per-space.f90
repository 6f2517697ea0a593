! One procedure, two argument spaces: a clone for each.  bump (public,
! explicit-shape v) is called from a target region with the mapped array
! x (global: from the entry record) and, inside an `!$omp simd' loop,
! with the simd-private array t, which GCC privatises into the .local
! %simtstack_ar (S4).  The two call sites have different argument-space
! vectors, so ipmsp makes two clones, numbered in call-site order:
! $memspace$0 with v global (its element accesses ld.global / st.global)
! and $memspace$1 with v local (ld.local / st.local), and redirects each
! call to its own clone.  The
! scalar s is a mapped variable (global) at both sites; m is a literal
! passed by reference.  Every call goes to a clone and nothing outside the
! offload compilation can call a module procedure, so the original is
! removed.  The weighted sum is checked.
! { dg-do run }
! { dg-offload-options "-fplugin-arg-nvptx_memspace-dump=ipa-ipmsp" }
! { dg-final { scan-offload-dump-times ipmsp {is cloned} 2 } }
! { dg-final { scan-offload-dump ipmsp {is cloned : __mb_MOD_bump\$memspace\$0 \([a-z-]+, global, global\)} } }
! { dg-final { scan-offload-dump ipmsp {is cloned : __mb_MOD_bump\$memspace\$1 \([a-z-]+, local, global\)} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {call[^;]*__mb_MOD_bump\$memspace\$0, } } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {call[^;]*__mb_MOD_bump\$memspace\$1, } } }
! { dg-final { scan-ptx-not "MAIN__._omp_fn.0.impl" {call[^;]*__mb_MOD_bump, } } }
! { dg-final { scan-ptx "__mb_MOD_bump.memspace.0" {ld\.global\.f32\s} } }
! { dg-final { scan-ptx "__mb_MOD_bump.memspace.0" {st\.global\.f32\s} } }
! v(k) is loaded and stored, s loaded, m (a literal) stays generic:
! { dg-final { ptx-stats "__mb_MOD_bump.memspace.0" "ld.global == 2" "st.global == 1" "local == 0" } }
! { dg-final { ptx-stats "__mb_MOD_bump.memspace.1" "ld.local == 1" "st.local == 1" "ld.global == 1" "st.global == 0" } }
! { dg-final { scan-ptx "__mb_MOD_bump.memspace.1" {ld\.local\.f32\s} } }
! { dg-final { scan-ptx "__mb_MOD_bump.memspace.1" {st\.local\.f32\s} } }
! { dg-final { scan-ptx-not "*" {^\.(visible )?\.func __mb_MOD_bump \(} } }
! { dg-final { scan-ptx "MAIN__._omp_fn.0.impl" {st\.local\.f32\s} } }
module mb
contains
  subroutine bump (m, v, s)
    !$omp declare target
    integer, intent(in) :: m
    real, intent(inout) :: v(m)
    real, intent(in) :: s
    integer :: k
    do k = 1, m
      v(k) = v(k) * s + k
    end do
  end subroutine
end module

program clone_per_space
  use mb
  implicit none
  integer, parameter :: n = 64
  real :: x(n), t(4), s2, s3
  real(8) :: s, r, xi
  integer :: i
  x = 1
  s2 = 2
  s3 = 3
  !$omp target map(tofrom: x) map(to: s2, s3)
  call bump (n, x, s2)
  !$omp simd private(t)
  do i = 1, n
    t = x(i)
    call bump (4, t, s3)
    x(i) = t(1) + t(2) + t(3) + t(4)
  end do
  !$omp end target
  s = 0
  r = 0
  do i = 1, n
    xi = 2 + i
    s = s + x(i) * mod (i, 5)
    r = r + (12 * xi + 10) * mod (i, 5)
  end do
  print '(2f14.1)', s, r
  if (s /= r) stop 1
end program
