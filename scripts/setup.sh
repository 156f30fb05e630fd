#!/usr/bin/env bash
# Installs what Reelsmith needs from the system and from npm. Safe to run again: it only does
# what is missing. Used by `npm start` and `npm test`.
#   --with-browser   also install Chromium and its headless shell (for the browser tests)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

with_browser=0
[ "${1:-}" = "--with-browser" ] && with_browser=1

say() { printf '\033[1;35m[setup]\033[0m %s\n' "$*"; }

# 1. System packages (Debian/Ubuntu). ffmpeg renders; flite and festival are the offline voices;
#    gcc + flite1-dev build the word-timing helper; Inter and Noto Color Emoji draw captions, DejaVu
#    the serif and monospace styles' type;
#    pocketsphinx (+ en-us model): the offline speech recogniser for auto-captions of uploads, and
#    the aligner of a script to speech from a neural voice server that gives no word times;
#    libheif-examples (heif-convert): HEIC photos for image to video (decision 104);
#    espeak-ng + libespeak-ng-dev: the offline voices of other languages and their word timings,
#    fonts-noto-core / fonts-noto-cjk: captions in Arabic, Devanagari and Chinese (decision 208);
#    festvox-italp16k / -itapc16k / -hi-nsk + festival-hi: Festival's Italian and Hindi voices (decision 225);
#    tesseract-ocr and its language data: the test that reads each language's captions (issue 42).
pkgs=(ffmpeg flite flite1-dev festival festvox-us-slt-hts festvox-kallpc16k fonts-inter fonts-noto-color-emoji fonts-dejavu-core gcc libc6-dev pocketsphinx pocketsphinx-en-us libheif-examples espeak-ng libespeak-ng-dev fonts-noto-core fonts-noto-cjk
  festvox-italp16k festvox-itapc16k festvox-hi-nsk festival-hi
  tesseract-ocr tesseract-ocr-spa tesseract-ocr-por tesseract-ocr-fra tesseract-ocr-deu tesseract-ocr-ita tesseract-ocr-hin tesseract-ocr-ara tesseract-ocr-chi-sim)
[ "$with_browser" = 1 ] && pkgs+=(chromium chromium-headless-shell)
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
else
  for c in ffmpeg ffprobe flite festival gcc; do command -v "$c" >/dev/null 2>&1 || missing+=("$c"); done
fi
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing system packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    say "missing system packages: ${missing[*]}"
    say "install them with:  sudo apt-get install -y ${missing[*]}"
    [ "${REELSMITH_SETUP_STRICT:-0}" = 1 ] && exit 1
  fi
fi

# 2. Node packages, when node_modules is missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing node packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi

# 3. The flite word-timing helper (the voices fall back to festival without it).
if [ ! -x apps/server/native/bin/flite-words ] || [ apps/server/native/flite-words.c -nt apps/server/native/bin/flite-words ] ||
  { [ -f /usr/include/espeak-ng/speak_lib.h ] && [ ! -x apps/server/native/bin/espeak-words ]; } ||
  [ apps/server/native/espeak-words.c -nt apps/server/native/bin/espeak-words ]; then
  if command -v gcc >/dev/null 2>&1 && [ -f /usr/include/flite/flite.h ]; then
    say "building the flite word-timing helper"
    bash apps/server/scripts/build-native.sh >/dev/null
  else
    say "skipping the flite helper (needs gcc and flite1-dev); voices will use festival"
  fi
fi
# 4. The create flow's moving style samples (issue 37): rendered from the styles themselves by the
#    real renderer, only those missing (a few seconds each); `npm run style-previews` makes them again.
if command -v ffmpeg >/dev/null 2>&1; then
  node --import tsx apps/server/bench/style-previews.ts --missing
fi
say "ready"
