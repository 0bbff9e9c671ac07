#!/usr/bin/env bash
# Stages with their times, for `npm test` (run-all-tests.sh) and CI (.ci/run). Source it; then
# `stage "Name" command args…` runs one stage, and the table of every stage's time so far is
# printed when the script exits, passed or failed.

STAGE_NAMES=()
STAGE_TIMES=()
STAGE_RESULTS=()
STAGES_STARTED=$(date +%s)

fmt_seconds() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

stage() {
  local name=$1
  shift
  printf '\n=== %s ===\n' "$name"
  local start rc=0
  start=$(date +%s)
  "$@" || rc=$?
  local took=$(($(date +%s) - start))
  STAGE_NAMES+=("$name")
  STAGE_TIMES+=("$took")
  STAGE_RESULTS+=("$([ "$rc" = 0 ] && echo ok || echo "FAILED (exit $rc)")")
  printf '=== %s: %s in %s ===\n' "$name" "$([ "$rc" = 0 ] && echo done || echo FAILED)" "$(fmt_seconds "$took")"
  return "$rc"
}

# parallel_logs LABEL1 CMD1 LABEL2 CMD2: runs both commands at once (each through bash -c), keeps
# their output apart, prints each when it ends, and fails when either failed.
parallel_logs() {
  local dir
  dir=$(mktemp -d)
  bash -c "$2" >"$dir/a.log" 2>&1 &
  local a=$!
  bash -c "$4" >"$dir/b.log" 2>&1 &
  local b=$!
  local rc_a=0 rc_b=0
  wait "$a" || rc_a=$?
  printf -- '--- %s (exit %s) ---\n' "$1" "$rc_a"
  cat "$dir/a.log"
  wait "$b" || rc_b=$?
  printf -- '--- %s (exit %s) ---\n' "$3" "$rc_b"
  cat "$dir/b.log"
  rm -rf "$dir"
  [ "$rc_a" = 0 ] && [ "$rc_b" = 0 ]
}

# lanes "Lane A title" "Stage|command" … -- "Lane B title" "Stage|command" …: two lanes of stages
# at once (on two cores, single-threaded checks such as eslint and tsc take the time of the longer
# lane instead of the sum). Within a lane the stages run one after the other and a lane goes on
# past a failed stage, so every failure is reported; each lane's output is printed when it ends,
# each stage's time goes into the table, and it fails when any stage failed.
lanes() {
  local dir
  dir=$(mktemp -d)
  local lane=a pids=() titles=()
  local -A specs=([a]="" [b]="")
  titles+=("$1")
  shift
  while [ $# -gt 0 ]; do
    if [ "$1" = "--" ]; then
      lane=b
      titles+=("$2")
      shift 2
      continue
    fi
    specs[$lane]+="$1"$'\n'
    shift
  done
  for lane in a b; do
    (
      while IFS= read -r spec; do
        [ -n "$spec" ] || continue
        local name=${spec%%|*} command=${spec#*|} start rc=0
        printf '\n=== %s ===\n' "$name"
        start=$(date +%s)
        bash -c "$command" || rc=$?
        printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - start))" "$rc" >>"$dir/$lane.times"
        printf '=== %s: %s in %s ===\n' "$name" "$([ "$rc" = 0 ] && echo done || echo FAILED)" "$(fmt_seconds "$(($(date +%s) - start))")"
      done <<<"${specs[$lane]}"
    ) >"$dir/$lane.log" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}" || true
  local failed=0 i=0
  for lane in a b; do
    printf '\n--- %s ---\n' "${titles[$i]}"
    cat "$dir/$lane.log"
    i=$((i + 1))
    [ -f "$dir/$lane.times" ] || continue
    while IFS=$'\t' read -r name took rc; do
      STAGE_NAMES+=("$name")
      STAGE_TIMES+=("$took")
      STAGE_RESULTS+=("$([ "$rc" = 0 ] && echo ok || echo "FAILED (exit $rc)")")
      [ "$rc" = 0 ] || failed=1
    done <"$dir/$lane.times"
  done
  rm -rf "$dir"
  return "$failed"
}

print_stage_times() {
  local total=$(($(date +%s) - STAGES_STARTED))
  printf '\n=== Stage times (%s) ===\n' "${STAGES_TITLE:-npm test}"
  local i
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%8s  %-8s %s\n' "$(fmt_seconds "${STAGE_TIMES[$i]}")" "${STAGE_RESULTS[$i]%% *}" "${STAGE_NAMES[$i]}"
  done
  printf '%8s  total\n' "$(fmt_seconds "$total")"
}
trap print_stage_times EXIT
