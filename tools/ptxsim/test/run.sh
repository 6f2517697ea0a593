#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# ptxsim's own tests: hand-written PTX run with ptxsim-cli.
#   tools/ptxsim/test/run.sh [PTXSIM_CLI]
# Each test names its command line and what it must print:
#   // RUN: ARGS               ptxsim-cli FILE ARGS
#   // ENV: VAR=VALUE ...      environment for the run
#   // EXPECT-OUT: LINE        a line of stdout (exact), exit status 0
#   // EXPECT-ERROR: ERE       a line of stderr matching the extended
#                              regular expression, exit status 1
#   // EXPECT-STATS: ERE       a line of the PTXSIM_STATS file matching
#                              the extended regular expression
#   // EXPECT-PROFILE: ERE     a line of the PTXSIM_PROFILE file matching
#                              the extended regular expression
# Every test also checks that the PTXSIM_PROFILE lines of its run add up
# to its PTXSIM_STATS lines, count by count.
# Prints one PASS/FAIL line per test and "N passed, N failed"; exits 1
# if any failed.
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
cli=${1:-${PTXSIM_CLI:-$top/build/ptxsim/ptxsim-cli}}
if [ ! -x "$cli" ]; then
  echo "FAIL: ptxsim-cli missing ($cli): make ptxsim" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for t in "$here"/*.ptx; do
  name=$(basename "$t")
  args=$(sed -n 's,^// RUN: ,,p' "$t" | head -n 1)
  [ -n "$args" ] || continue
  envs=$(sed -n 's,^// ENV: ,,p' "$t" | head -n 1)
  # shellcheck disable=SC2086
  rm -f "$tmp/stats" "$tmp/profile"
  (cd "$here" && env PTXSIM_QUIET= PTXSIM_STATS="$tmp/stats" PTXSIM_PROFILE="$tmp/profile" \
     $envs "$cli" "$name" $args) \
    > "$tmp/out" 2> "$tmp/err"
  rc=$?
  ok=1
  why=""
  sed -n 's,^// EXPECT-STATS: ,,p' "$t" > "$tmp/spats"
  while IFS= read -r pat; do
    grep -E -q -e "^$pat\$" "$tmp/stats" 2>/dev/null || { ok=0; why="$why; no stats line matching: $pat"; }
  done < "$tmp/spats"
  sed -n 's,^// EXPECT-PROFILE: ,,p' "$t" > "$tmp/ppats"
  while IFS= read -r pat; do
    grep -E -q -e "^$pat\$" "$tmp/profile" 2>/dev/null || { ok=0; why="$why; no profile line matching: $pat"; }
  done < "$tmp/ppats"
  # The sum over functions is the launch's total, for every count.
  if [ -s "$tmp/stats" ]; then
    sums=$(awk '
      FNR == 1 { file++ }
      { for (i = 1; i <= NF; i++)
          { split ($i, kv, "=")
            if (kv[1] != "kernel" && kv[1] != "function" && kv[1] != "calls")
              sum[file, kv[1]] += kv[2]; keys[kv[1]] = 1 } }
      END { for (k in keys) if (sum[1, k] != sum[2, k])
              printf " %s: stats %d, profile %d", k, sum[1, k], sum[2, k] }' \
      "$tmp/stats" "$tmp/profile" 2>/dev/null)
    [ -z "$sums" ] || { ok=0; why="$why; profile does not add up to stats:$sums"; }
  fi
  if grep -q '^// EXPECT-ERROR: ' "$t"; then
    [ $rc -eq 1 ] || { ok=0; why="exit status $rc, expected 1"; }
    sed -n 's,^// EXPECT-ERROR: ,,p' "$t" > "$tmp/pats"
    while IFS= read -r pat; do
      grep -E -q -e "^$pat\$" "$tmp/err" || { ok=0; why="$why; no stderr line matching: $pat"; }
    done < "$tmp/pats"
    # Exactly one error line, printed once.
    n=$(grep -c '^ptxsim: ' "$tmp/err")
    [ "$n" -eq 1 ] || { ok=0; why="$why; $n ptxsim: lines on stderr"; }
  else
    [ $rc -eq 0 ] || { ok=0; why="exit status $rc, expected 0"; }
    sed -n 's,^// EXPECT-OUT: ,,p' "$t" > "$tmp/lines"
    while IFS= read -r line; do
      grep -F -x -q -e "$line" "$tmp/out" || { ok=0; why="$why; no stdout line: $line"; }
    done < "$tmp/lines"
  fi
  if [ $ok = 1 ]; then
    echo "PASS: $name"
    pass=$((pass + 1))
  else
    echo "FAIL: $name: $why"
    sed 's/^/  stdout: /' "$tmp/out" | head -n 5
    sed 's/^/  stderr: /' "$tmp/err" | head -n 5
    fail=$((fail + 1))
  fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
