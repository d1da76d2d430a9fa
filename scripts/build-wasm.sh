#!/usr/bin/env bash
# Builds the wasm package: `wasm-pack build --target web` with the size-first `wasm-release`
# profile into pkg/, shrinks it with npm binaryen's `wasm-opt -Oz` (never Debian's binaryen 108,
# which breaks wasm-bindgen output), prints the gzipped size, and copies the package to
# www/pkg/ (git-ignored) for the page. Run scripts/setup.sh first (npm start / npm test do).
#   TENGEN_WASM_PROFILE=release  builds with cargo's plain release profile instead.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$TENGEN_ROOT"

PROFILE="${TENGEN_WASM_PROFILE:-wasm-release}"
T0=$SECONDS
echo "[build-wasm] toolchain: $TENGEN_WASM_TOOLCHAIN"
echo "[build-wasm] wasm-pack build --target web --profile $PROFILE --no-opt"
case "$PROFILE" in
  release) wasm-pack --quiet build --target web --release --no-opt ;;
  *)       wasm-pack --quiet build --target web --profile "$PROFILE" --no-opt ;;
esac

WASM=pkg/tengen_bg.wasm
[ -f "$WASM" ] || { echo "[build-wasm] ERROR: $WASM was not produced" >&2; exit 1; }
[ -x "$TENGEN_WASM_OPT" ] || { echo "[build-wasm] ERROR: $TENGEN_WASM_OPT missing: run scripts/setup.sh" >&2; exit 1; }
before=$(stat -c %s "$WASM")
echo "[build-wasm] wasm-opt -Oz ($("$TENGEN_WASM_OPT" --version))"
# The features rustc enables by default for wasm32-unknown-unknown.
"$TENGEN_WASM_OPT" -Oz --strip-debug --strip-producers \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  -o "$WASM.opt" "$WASM"
mv "$WASM.opt" "$WASM"
after=$(stat -c %s "$WASM")
gz=$(gzip -9c "$WASM" | wc -c)

rm -rf www/pkg
mkdir -p www/pkg
cp pkg/tengen.js pkg/tengen_bg.wasm pkg/tengen.d.ts pkg/tengen_bg.wasm.d.ts pkg/package.json www/pkg/
printf '[build-wasm] %s: %d bytes (%d before wasm-opt), %d bytes gzipped (%.1f KiB)\n' \
  "$WASM" "$after" "$before" "$gz" "$(awk -v g="$gz" 'BEGIN { print g / 1024 }')"
echo "[build-wasm] copied to www/pkg/ in $((SECONDS - T0))s"
