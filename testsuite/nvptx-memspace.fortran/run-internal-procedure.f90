! An internal procedure called in a target region reads the host
! procedure's variables (host association) through its static chain, which
! GCC passes as a register call argument: "call (%value_in), f, (%out_arg1,
! %chain);", legal PTX that ptxas accepts and ptxsim used to refuse to load
! ("call arguments must be .param variables").  f's recursion becomes a
! loop, but it stays a function of its own, so the call is really there.
! The results are checked against the host's.
! { dg-do run }
! { dg-final { scan-ptx "*" {^\s*call \(%value_in\), [^;]*\(%out_arg1, %chain\);} } }
program internal_procedure
  implicit none
  integer, parameter :: n = 10
  integer :: i, a(n), ref(n), k, w(n)
  k = 3
  do i = 1, n
    w(i) = 2 * i - 1
  end do
  !$omp target map(from: a) map(to: k, w)
  do i = 1, n
    a(i) = f(i)
  end do
  !$omp end target
  do i = 1, n
    ref(i) = f(i)
  end do
  print *, a
  if (any (a /= ref)) stop 1
contains
  ! k * (w(1) + ... + w(j)), k and w the host's
  recursive integer function f(j) result(r)
    integer, intent(in) :: j
    if (j <= 1) then
      r = k * w(1)
    else
      r = k * w(j) + f(j - 1)
    end if
  end function
end program
