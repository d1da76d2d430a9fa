#!/usr/bin/env bash
# The wasm test suites: `scripts/wasm-test.sh node` runs tests/node.rs under Node.js,
# `scripts/wasm-test.sh chrome` runs tests/web.rs in headless Chromium (through chromedriver).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$TENGEN_ROOT"
echo "[wasm-test] toolchain: $TENGEN_WASM_TOOLCHAIN"
case "${1:-}" in
  node)   exec wasm-pack test --node -- --test node ;;
  chrome) exec wasm-pack test --headless --chrome -- --test web ;;
  *) echo "usage: $0 node|chrome" >&2; exit 2 ;;
esac
