#!/usr/bin/env bash
# The wasm test suites: `scripts/wasm-test.sh node` runs tests/node.rs under Node.js,
# `scripts/wasm-test.sh chrome` runs tests/web.rs in headless Chromium (through chromedriver).
# Both with `--features lessons`: they test the whole API, the school's Lesson/LessonRun too
# (tests/api/lessons.rs); the engine package without the feature is built by scripts/build-wasm.sh.
#
# These are the two commands `wasm-pack test --node` and `wasm-pack test --headless --chrome`
# run, with the same environment, for one test target each. (`wasm-pack test` itself works
# too, with `-- --features lessons`, after `source scripts/env.sh`: the native-only test files
# are `cfg`-gated off wasm32. But it first builds and runs *every* test target for wasm32, and
# the lib's unit tests, which costs minutes for nothing.) The test runner from wasm-bindgen-cli
# (the version in Cargo.lock, installed by setup.sh) is given to cargo directly, exactly as
# wasm-pack does:
#   CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
#   WASM_BINDGEN_TEST_ONLY_NODE=1                (node)
#   WASM_BINDGEN_TEST_ONLY_WEB=1, CHROMEDRIVER   (chrome; no NO_HEADLESS, so headless)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$TENGEN_ROOT"
echo "[wasm-test] toolchain: $TENGEN_WASM_TOOLCHAIN"
RUNNER="$(command -v wasm-bindgen-test-runner)" || { echo "[wasm-test] wasm-bindgen-test-runner missing: run scripts/setup.sh" >&2; exit 1; }
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER="$RUNNER"
unset NO_HEADLESS WASM_BINDGEN_TEST_ONLY_NODE WASM_BINDGEN_TEST_ONLY_WEB
case "${1:-}" in
  node)
    export WASM_BINDGEN_TEST_ONLY_NODE=1
    echo "[wasm-test] cargo test --target wasm32-unknown-unknown --features lessons --test node  (runner: $RUNNER, Node.js $(node --version))"
    exec cargo test --target wasm32-unknown-unknown --features lessons --test node ;;
  chrome)
    export WASM_BINDGEN_TEST_ONLY_WEB=1
    [ -x "$CHROMEDRIVER" ] || { echo "[wasm-test] no chromedriver at $CHROMEDRIVER: run scripts/setup.sh" >&2; exit 1; }
    echo "[wasm-test] cargo test --target wasm32-unknown-unknown --features lessons --test web  (runner: $RUNNER, headless Chrome via $CHROMEDRIVER)"
    exec cargo test --target wasm32-unknown-unknown --features lessons --test web ;;
  *) echo "usage: $0 node|chrome" >&2; exit 2 ;;
esac
