# Sourced by the build and test scripts: puts the wasm toolchain that setup.sh prepared on PATH.
#   * ~/.cargo/bin (wasm-pack, wasm-bindgen from `cargo install`);
#   * when the default rustc has no wasm32 standard library but Debian's /usr/bin/rustc has one
#     (setup.sh's offline route), /usr/bin goes first so that rustc and cargo are Debian's;
#   * CHROMEDRIVER for `wasm-pack test --chrome`, and npm's binaryen `wasm-opt`.
# shellcheck shell=bash
TENGEN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) PATH="$HOME/.cargo/bin:$PATH" ;; esac

_tengen_has_wasm_std() {
  local sysroot
  sysroot="$("$1" --print sysroot 2>/dev/null)" || return 1
  compgen -G "$sysroot/lib/rustlib/wasm32-unknown-unknown/lib/libstd-*.rlib" >/dev/null
}
if [ "${TENGEN_WASM_ROUTE:-auto}" != offline ] && _tengen_has_wasm_std rustc; then
  TENGEN_WASM_TOOLCHAIN="rustup ($(rustc --version))"
elif [ -x /usr/bin/rustc ] && _tengen_has_wasm_std /usr/bin/rustc; then
  PATH="/usr/bin:$PATH"
  TENGEN_WASM_TOOLCHAIN="Debian ($(/usr/bin/rustc --version), /usr/bin first on PATH)"
else
  TENGEN_WASM_TOOLCHAIN="none: run scripts/setup.sh"
fi
export PATH TENGEN_WASM_TOOLCHAIN
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
TENGEN_WASM_OPT="$TENGEN_ROOT/node_modules/.bin/wasm-opt"
unset -f _tengen_has_wasm_std
