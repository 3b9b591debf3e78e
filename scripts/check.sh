#!/usr/bin/env bash
# The one command that checks everything: type-check, lint, unit tests, build, byte
# budgets, and the browser + nginx end-to-end tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's wall time, printed at the end (and on failure, up to the phase that failed).
PHASES=()
PHASE_NAME=""
PHASE_START=0
CHECK_START=$(date +%s)
end_phase() {
  [ -n "$PHASE_NAME" ] && PHASES+=("$(printf '%5ss  %s' $(($(date +%s) - PHASE_START)) "$PHASE_NAME")")
  PHASE_NAME=""
}
print_phases() {
  local status=$?
  end_phase
  printf '\n==> Phase times\n'
  printf '  %s\n' "${PHASES[@]}"
  printf '%7ss  total%s\n' $(($(date +%s) - CHECK_START)) "$([ "$status" -ne 0 ] && echo " (failed)")"
}
trap print_phases EXIT
step() {
  end_phase
  PHASE_NAME="$1"
  PHASE_START=$(date +%s)
  printf '\n==> %s\n' "$1"
}

step "System packages (chromium, nginx)"
bash scripts/ensure-system-deps.sh

step "Type-check"
npx react-router typegen
npx tsc -p .

step "Lint"
npx eslint . --max-warnings=0

step "Unit tests"
mkdir -p .tmp
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json

step "Build"
rm -rf build
# A secret-looking variable that must never reach the built files (checked below).
export BUILD_CANARY_SECRET="canary-$(date +%s)-not-public"
npx react-router build
node scripts/postbuild.mjs
node scripts/check-build-hygiene.mjs

step "Build with a tag-manager id (for the CSP browser test)"
rm -rf .tmp/build-gtm
BUILD_DIR=.tmp/build-gtm VITE_GTM_ID=GTM-TEST123 VITE_WHATSAPP_NUMBER=5531999999999 npx react-router build >/dev/null
BUILD_DIR=.tmp/build-gtm VITE_GTM_ID=GTM-TEST123 VITE_WHATSAPP_NUMBER=5531999999999 node scripts/postbuild.mjs

step "Byte budgets"
node scripts/check-budgets.mjs

step "End-to-end tests (Debian chromium, Node server and nginx)"
npx playwright test

node scripts/print-test-summary.mjs .tmp/vitest-results.json ".tmp/e2e-results-${E2E_PORT:-4317}.json"
