#!/usr/bin/env bash
# Builds the two wasm packages, each with `wasm-pack build --target web` and the size-first
# `wasm-release` profile, then shrunk with npm binaryen's `wasm-opt -Oz` (never Debian's
# binaryen 108, which breaks wasm-bindgen output):
#   pkg/         the engine: Game, counting, SGF, Clock (no cargo features). This is the npm
#                package; its gzipped .wasm must stay within the 150 KB budget (the build
#                fails if it does not).
#   pkg-lesson/  the lesson build (`--features lessons`: the engine plus Lesson and LessonRun,
#                the checker of lesson files): shipped in the npm package for `tengen/lesson`
#                and `npx tengen check-lessons`, never loaded by a page with only boards;
#                copied to www/pkg-lesson/ (git-ignored) for the school's pages.
#   pkg-school/  the school's build (`--features lessons,practice,room,club`: also Lesson, LessonRun,
#                the practice problem generator, the game room's bindings and the club's Tournament),
#                git-ignored, copied to www/pkg/ (git-ignored) for the pages: the school, the
#                widget examples and the play page all load /pkg/tengen.js.
# Then entry/bundle.mjs writes the single-file builds (dist/) and prints what each entry point
# of the npm package costs a site (JS and wasm, gzipped). All sizes are printed. Run scripts/setup.sh first (npm start / npm test do).
#   TENGEN_WASM_PROFILE=release  builds with cargo's plain release profile instead.
#   TENGEN_WASM_REBUILD=1        builds even when nothing changed.
# Each package is rebuilt only when what it is built from changed (issue 19, item 6): a stamp
# in target/tengen-build/ holds a hash of the inputs (src/**, crates/**, Cargo.toml, Cargo.lock, this
# script and scripts/glue-errors.mjs, the package's cargo arguments, the profile, RUSTFLAGS, and
# the versions of rustc, wasm-pack, wasm-bindgen and wasm-opt) and a hash of the files the build
# produced (and the gzipped size it measured); when both hashes still match, the package is
# left as it is (about a second instead of a minute). After wasm-pack, scripts/glue-errors.mjs gives the glue's own errors a `code`,
# and scripts/fast-glue.mjs gives `Game.play([x, y])` and `Game.playAt(x, y)` their fast paths.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$TENGEN_ROOT"

PROFILE="${TENGEN_WASM_PROFILE:-wasm-release}"
BUDGET=150000 # bytes gzipped (150 KB): the engine package's budget (issue 6)
T0=$SECONDS
echo "[build-wasm] toolchain: $TENGEN_WASM_TOOLCHAIN"
[ -x "$TENGEN_WASM_OPT" ] || { echo "[build-wasm] ERROR: $TENGEN_WASM_OPT missing: run scripts/setup.sh" >&2; exit 1; }
echo "[build-wasm] wasm-opt: $("$TENGEN_WASM_OPT" --version)"

kib() { awk -v b="$1" 'BEGIN { printf "%.1f KiB", b / 1024 }'; }

STAMPS=target/tengen-build
mkdir -p "$STAMPS"

# The versions of the tools a package is built with (one call each: part of every stamp).
TOOLS="$(rustc -vV; wasm-pack --version; wasm-bindgen --version 2>/dev/null || true; "$TENGEN_WASM_OPT" --version)"

# inputs_hash OUT_DIR [CARGO_ARGS...]: a hash of everything the package is built from.
inputs_hash() {
  {
    printf 'out=%s profile=%s args=%s rustflags=%s\n' "$1" "$PROFILE" "${*:2}" "${RUSTFLAGS:-}"
    printf '%s\n' "$TOOLS"
    find src crates -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    sha256sum Cargo.toml Cargo.lock scripts/build-wasm.sh scripts/glue-edit.mjs scripts/glue-errors.mjs scripts/fast-glue.mjs scripts/inline-snippets.mjs
  } | sha256sum | cut -d' ' -f1
}

# outputs_hash OUT_DIR: a hash of the files a build leaves there (so a package changed or
# deleted by hand is rebuilt).
outputs_hash() {
  (cd "$1" && sha256sum tengen.js tengen_bg.wasm tengen.d.ts tengen_bg.wasm.d.ts package.json 2>/dev/null) | sha256sum | cut -d' ' -f1
}

# gz_size FILE: the larger of GNU gzip -9 and Node's zlib at level 9, as the package test
# measures it (GNU gzip comes out a few hundred to a few thousand bytes smaller on this file;
# the budget holds for the larger).
gz_size() {
  local gz_cli gz_node
  gz_cli=$(gzip -9c "$1" | wc -c)
  gz_node=$(node -e 'process.stdout.write(String(require("zlib").gzipSync(require("fs").readFileSync(process.argv[1]), { level: 9 }).length))' "$1")
  echo $(( gz_cli > gz_node ? gz_cli : gz_node ))
}

# build_package OUT_DIR [CARGO_ARGS...]: wasm-pack into OUT_DIR, then wasm-opt -Oz there,
# unless its stamp says nothing changed. Sets GZ to the gzipped size of OUT_DIR/tengen_bg.wasm.
build_package() {
  local out="$1"
  local stamp="$STAMPS/$out.stamp" inputs
  inputs="$(inputs_hash "$@")"
  local recorded=()
  [ -f "$stamp" ] && read -r -a recorded < "$stamp"
  if [ -z "${TENGEN_WASM_REBUILD:-}" ] && [ ${#recorded[@]} -eq 3 ] && [ -f "$out/tengen_bg.wasm" ] \
     && [ "${recorded[0]} ${recorded[1]}" = "$inputs $(outputs_hash "$out")" ]; then
    GZ=${recorded[2]}
    printf '[build-wasm] %s/: up to date (nothing it is built from changed), %d bytes gzipped (%s)\n' "$out" "$GZ" "$(kib "$GZ")"
    return
  fi
  rm -f "$stamp"
  shift
  local args=(build --target web --profile "$PROFILE" --no-opt --out-dir "$out")
  [ "$PROFILE" = release ] && args=(build --target web --release --no-opt --out-dir "$out")
  [ $# -gt 0 ] && args+=(-- "$@")
  echo "[build-wasm] wasm-pack ${args[*]}"
  wasm-pack --quiet "${args[@]}"
  local wasm="$out/tengen_bg.wasm"
  [ -f "$wasm" ] || { echo "[build-wasm] ERROR: $wasm was not produced" >&2; exit 1; }
  local before after
  before=$(stat -c %s "$wasm")
  # The features rustc enables by default for wasm32-unknown-unknown.
  "$TENGEN_WASM_OPT" -Oz --strip-debug --strip-producers \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    -o "$wasm.opt" "$wasm"
  mv "$wasm.opt" "$wasm"
  after=$(stat -c %s "$wasm")
  node scripts/glue-errors.mjs "$out/tengen.js"
  node scripts/fast-glue.mjs "$out/tengen.js"
  node scripts/inline-snippets.mjs "$out"
  GZ=$(gz_size "$wasm")
  printf '[build-wasm] %s: %d bytes (%d before wasm-opt), %d bytes gzipped (%s)\n' \
    "$wasm" "$after" "$before" "$GZ" "$(kib "$GZ")"
  echo "$inputs $(outputs_hash "$out") $GZ" > "$stamp"
}

build_package pkg
ENGINE_GZ=$GZ
build_package pkg-lesson --features lessons
LESSON_GZ=$GZ
build_package pkg-school --features lessons,practice,room,club
SCHOOL_GZ=$GZ

rm -rf www/pkg
mkdir -p www/pkg
cp pkg-school/tengen.js pkg-school/tengen_bg.wasm pkg-school/tengen.d.ts pkg-school/tengen_bg.wasm.d.ts \
  pkg-school/package.json www/pkg/
echo "[build-wasm] pkg-school/ (with lessons) copied to www/pkg/"
# The lesson build for the school's pages (smaller than pkg-school/: no practice, no room).
rm -rf www/pkg-lesson
mkdir -p www/pkg-lesson
cp pkg-lesson/tengen.js pkg-lesson/tengen_bg.wasm pkg-lesson/tengen.d.ts pkg-lesson/tengen_bg.wasm.d.ts \
  pkg-lesson/package.json www/pkg-lesson/
printf '*\n' > www/pkg-lesson/.gitignore # a build output, like www/pkg/
echo "[build-wasm] pkg-lesson/ (lessons only) copied to www/pkg-lesson/"

echo "[build-wasm] engine package pkg/ (npm): $ENGINE_GZ bytes gzipped ($(kib "$ENGINE_GZ")), budget $BUDGET bytes (150 KB)"
echo "[build-wasm] lesson build pkg-lesson/ (--features lessons, npm tengen/lesson): $LESSON_GZ bytes gzipped ($(kib "$LESSON_GZ")), not budgeted"
echo "[build-wasm] school build pkg-school/ (--features lessons,practice,room,club, www/pkg/): $SCHOOL_GZ bytes gzipped ($(kib "$SCHOOL_GZ")), not budgeted"
node entry/bundle.mjs
if [ "$ENGINE_GZ" -gt "$BUDGET" ]; then
  echo "[build-wasm] ERROR: the engine package is over its budget by $((ENGINE_GZ - BUDGET)) bytes gzipped" >&2
  exit 1
fi
echo "[build-wasm] engine package within budget ($((BUDGET - ENGINE_GZ)) bytes to spare); done in $((SECONDS - T0))s"
