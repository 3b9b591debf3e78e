#!/usr/bin/env bash
# Installs the Debian packages the checks need (Chromium for the browser tests, nginx for
# the production-config tests, Firefox ESR and WebKitGTK for the cross-engine suite, PostgreSQL's
# server for the leads store on PostgreSQL) when they are missing. Idempotent; needs root or sudo.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# deploy/nginx.conf serves the build's brotli twins through this module.
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
fc-list 2>/dev/null | grep -qi "dejavu" || missing+=(fonts-dejavu-core)
# Liberation Sans has Arial's metrics, the face the site's "Inter Fallback" is tuned to: a page whose web font
# misses font-display: optional's short window (a busy machine) then lays out as it does in Inter, as on
# visitors' phones and computers, which carry Arial or Helvetica, instead of in the far wider DejaVu Sans.
fc-list 2>/dev/null | grep -qi "Liberation Sans" || missing+=(fonts-liberation)
# The cross-engine suite (tests/engines/): Gecko driven over WebDriver BiDi, WebKit through
# WebKitWebDriver, which opens a real window, hence a virtual X display. The WebKit window
# is a small Python program (tests/engines/webkit-window.py) on the WebKit2 4.1 bindings.
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
/usr/bin/python3 -c 'import gi' >/dev/null 2>&1 || missing+=(python3-gi)
[ -f /usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib ] ||
  [ -n "$(find /usr/lib -path '*girepository-1.0/WebKit2-4.1.typelib' -print -quit 2>/dev/null)" ] ||
  missing+=(gir1.2-webkit2-4.1)
# The leads store's PostgreSQL tests run their own throwaway cluster (tests/support/postgres-server.mjs)
# with the server binaries under /usr/lib/postgresql/<version>/bin; the system service stays off.
[ -n "$(find /usr/lib/postgresql -path '*/bin/initdb' -print -quit 2>/dev/null)" ] || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# No service starts during the install (Debian's policy-rc.d hook): the tests run their own
# nginx and PostgreSQL. A policy the machine already has is left as it is.
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod 755 "$POLICY"
  trap '$SUDO rm -f "$POLICY"' EXIT
fi
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian starts nginx on port 80 after installing it; the tests run their own instance.
$SUDO service nginx stop >/dev/null 2>&1 || true
$SUDO service postgresql stop >/dev/null 2>&1 || true
