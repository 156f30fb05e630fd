#!/usr/bin/env bash
# Every test, as CI runs them: lint, types, unit and HTTP tests (PGlite, then PostgreSQL when one
# answers on 127.0.0.1:5432), the web build, and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REELSMITH_SETUP_STRICT=1 bash scripts/setup.sh --with-browser

# Each step says when it starts, counted from the start of the run, and how busy the cores were
# since the last step (from /proc/stat), so a slow step or an idle core shows in the log.
cpu_mark=($(awk '/^cpu /{print $2+$3+$4+$7+$8, $5+$6}' /proc/stat))
step() {
  local now busy=""
  now=($(awk '/^cpu /{print $2+$3+$4+$7+$8, $5+$6}' /proc/stat))
  local used=$((now[0] - cpu_mark[0])) idle=$((now[1] - cpu_mark[1]))
  if ((used + idle > 0)); then busy=", cores busy $((100 * used / (used + idle))) % since the last step"; fi
  cpu_mark=("${now[@]}")
  printf '\n\033[1;35m== %s (at %d s%s) ==\033[0m\n' "$*" "$SECONDS" "$busy"
}

# Each lane is one process at a time on one core: two lanes on CI's 2 cores, each one's output printed
# whole when it ends, and the step fails if any of them failed.
side_by_side() {
  local dir pids=() names=() failed=0 i
  dir=$(mktemp -d)
  for cmd in "$@"; do
    names+=("$cmd")
    bash -c "$cmd" >"$dir/${#names[@]}.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "ok: ${names[$i]}"; else echo "FAILED: ${names[$i]}"; failed=1; fi
    cat "$dir/$((i + 1)).log"
  done
  rm -rf "$dir"
  return "$failed"
}

step "lint and types"
# The lanes hold about the same CPU time (eslint 31 s + import cycles 9 s + the packages' and web's
# types 32 s, against prettier 28 s + the server's and browser tests' types 52 s): eslint alone beside
# everything else left one core idle for half the step.
side_by_side "npx eslint . --max-warnings=0 && npm run -s check:cycles && npm run -s typecheck:packages-web" \
  "npx prettier --check . --log-level warn && npm run -s typecheck:server"

projects=(--project writer --project server --project web)
if node -e "const s=require('net').connect(5432,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1))"; then
  projects+=(--project server-pg)
else
  echo "PostgreSQL is not reachable on 127.0.0.1:5432: the server tests run on PGlite only."
fi
step "unit and HTTP tests (${projects[*]})"
npx vitest run "${projects[@]}"

step "web build"
npm run -s build
node scripts/check-creator-text.mjs
node scripts/check-initial-js.mjs

step "browser tests"
if ! npx playwright test -c e2e/playwright.config.ts; then
  # An app that died mid-run fails every later test; its last words go where the log's end shows them.
  cat "${TMPDIR:-/tmp}/reelsmith-e2e-app-died-${E2E_PORT:-4317}.txt" 2>/dev/null || true
  exit 1
fi
step "all passed"
