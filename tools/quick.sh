#!/usr/bin/env bash
# The developer's loop (`npm run quick`): format, types, lint and unit tests, two at a time, with
# Prettier's and ESLint's caches. No build and no browser: `npm test` is the whole check that CI runs.
set -euo pipefail -m
cd "$(dirname "$0")/.."
source tools/lib/lanes.sh

style() {
  step "Format (Prettier, the whole tree, cached)" npx prettier --check . --cache --log-level warn
  step "Lint (cached)" npx eslint . --max-warnings=0 --cache --cache-location .tmp/eslint-cache
}
types() {
  step "Type-check (astro check)" npx astro check --minimumSeverity warning
}
unit() {
  step "Unit tests" npx vitest run
}
side_by_side style types unit
