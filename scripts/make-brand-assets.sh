#!/usr/bin/env bash
# Renders the share image, logo and icons in public/ from the HTML sources beside this
# script, with Debian's chromium and ffmpeg. Run after changing the brand; outputs are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
shot() { # html width height out
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
    --disable-sync --no-first-run --hide-scrollbars --user-data-dir="$(mktemp -d)" \
    --window-size="$2,$3" --screenshot="$4" "file://$PWD/$1" 2>/dev/null
}
shot scripts/brand-assets/og-image.html 1200 630 /tmp/atendra-og.png
ffmpeg -loglevel error -y -i /tmp/atendra-og.png -q:v 3 public/og-image.jpg
shot scripts/brand-assets/icon.html 512 512 /tmp/atendra-icon-512.png
ffmpeg -loglevel error -y -i /tmp/atendra-icon-512.png -vf scale=180:180 public/apple-touch-icon.png
ffmpeg -loglevel error -y -i /tmp/atendra-icon-512.png -vf scale=256:256 public/logo.png
ffmpeg -loglevel error -y -i /tmp/atendra-icon-512.png -vf scale=32:32 public/favicon.ico
ls -l public/og-image.jpg public/apple-touch-icon.png public/logo.png public/favicon.ico
