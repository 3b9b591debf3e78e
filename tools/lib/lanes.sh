# Sourced by tools/check.sh and tools/quick.sh: timed steps, and lanes that run side by side (the
# machines have two cores, and most steps keep one busy), with every wall time printed at the end.
# Needs `set -euo pipefail` and `set -m` (each lane in its own process group, so a failure stops all of it).

mkdir -p .tmp
TIMES_FILE=.tmp/check-times.txt
: >"$TIMES_FILE"
CHECK_START=$(date +%s)
LANE_PIDS=()

# step LABEL COMMAND...: runs the command and records its wall time under LABEL (a failure ends the lane).
step() {
  local label=$1 start
  shift
  start=$(date +%s)
  printf '\n==> %s\n' "$label"
  if "$@"; then
    printf '%6ss  %s\n' $(($(date +%s) - start)) "$label" >>"$TIMES_FILE"
  else
    local status=$?
    printf '%6ss  %s (failed)\n' $(($(date +%s) - start)) "$label" >>"$TIMES_FILE"
    return "$status"
  fi
}

# side_by_side FUNCTION...: each function is a lane, run at once; a lane's output goes to
# .tmp/check-<function>.log and is printed when the lanes end. Fails when any lane failed.
side_by_side() {
  local start failed=() pids=() names=("$@") i status
  start=$(date +%s)
  printf '\n==> side by side: %s (each printed when all end)\n' "$*"
  for lane in "$@"; do
    ("$lane") >".tmp/check-$lane.log" 2>&1 &
    pids+=($!)
  done
  LANE_PIDS=("${pids[@]}")
  for i in "${!pids[@]}"; do
    status=0
    wait "${pids[$i]}" || status=$?
    [ "$status" -eq 0 ] || failed+=("${names[$i]}")
  done
  LANE_PIDS=()
  for lane in "$@"; do cat ".tmp/check-$lane.log"; done
  printf '%6ss  side by side: %s\n' $(($(date +%s) - start)) "$*" >>"$TIMES_FILE"
  if [ "${#failed[@]}" -gt 0 ]; then
    echo "check: failed: ${failed[*]} (output above)" >&2
    return 1
  fi
}

# On exit: stop lanes still running (a failed lane ends the run), then print every wall time.
print_times() {
  local status=$?
  for pid in "${LANE_PIDS[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  printf '\n==> Wall times\n'
  cat "$TIMES_FILE"
  printf '%6ss  total%s\n' $(($(date +%s) - CHECK_START)) "$([ "$status" -ne 0 ] && echo " (failed)")"
}
trap print_times EXIT
