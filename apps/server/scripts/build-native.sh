#!/usr/bin/env bash
# Builds the flite word-timing helper into apps/server/native/bin/ (needs gcc and Debian's flite1-dev).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$here/native/bin"
out="$here/native/bin/flite-words"
tmp="$out.tmp.$$"
gcc -O2 -Wall -o "$tmp" "$here/native/flite-words.c" \
  -lflite_cmu_us_slt -lflite_cmu_us_rms -lflite_cmu_us_awb -lflite_cmu_us_kal16 \
  -lflite_usenglish -lflite_cmulex -lflite -lm
mv "$tmp" "$out"
echo "built $out"
# The espeak-ng word-timing helper: the offline voices of other languages (decision 208).
if [ -f /usr/include/espeak-ng/speak_lib.h ]; then
  out2="$here/native/bin/espeak-words"
  gcc -O2 -Wall -o "$out2.tmp.$$" "$here/native/espeak-words.c" -lespeak-ng
  mv "$out2.tmp.$$" "$out2"
  echo "built $out2"
fi
