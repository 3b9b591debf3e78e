#!/usr/bin/env bash
# The one command that checks everything: type-check, lint, unit tests, build, byte
# budgets, and the browser + nginx end-to-end tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$1"; }

step "System packages (chromium, nginx)"
bash scripts/ensure-system-deps.sh

step "Type-check"
npx react-router typegen
npx tsc -p .

step "Lint"
npx eslint . --max-warnings=0

step "Unit tests"
npx vitest run

step "Build"
rm -rf build
npx react-router build
node scripts/postbuild.mjs

step "Byte budgets"
node scripts/check-budgets.mjs

step "End-to-end tests (Debian chromium, Node server and nginx)"
npx playwright test
