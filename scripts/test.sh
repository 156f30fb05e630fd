#!/usr/bin/env bash
# Every test, as CI runs them: lint, types, unit and HTTP tests (PGlite, then PostgreSQL when one
# answers on 127.0.0.1:5432), the web build, and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REELSMITH_SETUP_STRICT=1 bash scripts/setup.sh --with-browser

step() { printf '\n\033[1;35m== %s ==\033[0m\n' "$*"; }

step "lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn
npm run -s check:cycles

step "types"
npm run -s typecheck

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
npx playwright test -c e2e/playwright.config.ts
