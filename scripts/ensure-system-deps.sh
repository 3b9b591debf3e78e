#!/usr/bin/env bash
# Installs the Debian packages the checks need (Chromium for the browser tests, nginx for
# the production-config tests) when they are missing. Idempotent; needs root or sudo.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# deploy/nginx.conf serves the build's brotli twins through this module.
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
fc-list 2>/dev/null | grep -qi "dejavu" || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian starts nginx on port 80 after installing it; the tests run their own instance.
$SUDO service nginx stop >/dev/null 2>&1 || true
