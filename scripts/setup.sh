#!/usr/bin/env bash
# tengen's setup: everything `npm start` and `npm test` need, installed from the package
# registries only (Debian's apt, crates.io, npm, and rustup's own distribution server).
#
# Idempotent: every step checks first and does nothing when its work is already done, so a
# second run takes seconds. Safe to run by hand: `bash scripts/setup.sh`.
#
# The wasm32 standard library comes one of two ways:
#   * rustup:  `rustup target add wasm32-unknown-unknown` (a machine that reaches rustup's server);
#   * offline: Debian's `rustc-web` + `rust-web-src`, with the wasm32 standard library built once
#              from source (cargo build-std) and installed into /usr/lib/rustlib, and a `rust-lld`
#              linker beside it. The wasm build then runs with /usr/bin ahead on PATH
#              (scripts/env.sh arranges that).
# TENGEN_WASM_ROUTE=auto|rustup|offline forces one (default auto: rustup when it answers within
# TENGEN_RUSTUP_TIMEOUT seconds, default 60, else offline).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

ROUTE="${TENGEN_WASM_ROUTE:-auto}"
RUSTUP_TIMEOUT="${TENGEN_RUSTUP_TIMEOUT:-60}"
WASM_PACK_VERSION="0.15.1"
TARGET="wasm32-unknown-unknown"
DEB_SYSROOT="/usr/lib/rustlib/$TARGET/lib"
DEB_STAMP="$DEB_SYSROOT/.tengen-sysroot-stamp"
export DEBIAN_FRONTEND=noninteractive

case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) export PATH="$HOME/.cargo/bin:$PATH" ;; esac

T0=$SECONDS
say()  { printf '[setup %3ds] %s\n' "$((SECONDS - T0))" "$*"; }
ok()   { printf '[setup %3ds] ok: %s\n' "$((SECONDS - T0))" "$*"; }
die()  { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
fi

# ---------------------------------------------------------------- apt packages
APT_UPDATED=0
deb_installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q '^install ok installed$'; }
# apt_ensure PKG... : install the packages of the list that are missing (apt-get update once, first).
apt_ensure() {
  local missing=() p
  for p in "$@"; do deb_installed "$p" || missing+=("$p"); done
  if [ ${#missing[@]} -eq 0 ]; then ok "Debian packages present: $*"; return 0; fi
  command -v apt-get >/dev/null 2>&1 || die "missing ${missing[*]} and no apt-get here: install them with your system's package manager"
  if [ "$APT_UPDATED" = 0 ]; then
    say "apt-get update"
    $SUDO apt-get update -qq
    APT_UPDATED=1
  fi
  say "apt-get install ${missing[*]}"
  $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  ok "installed ${missing[*]}"
}

# On Debian/Ubuntu install the browser, its driver and gnugo; elsewhere only check for them.
if command -v dpkg-query >/dev/null 2>&1; then
  apt_ensure chromium chromium-driver gnugo
else
  for b in chromium chromedriver gnugo; do
    command -v "$b" >/dev/null 2>&1 || [ -x "/usr/games/$b" ] || say "warning: $b not found (needed by the browser tests / differential tests)"
  done
fi
[ -x /usr/bin/chromium ] || say "warning: /usr/bin/chromium missing: set TENGEN_CHROMIUM to a Chromium/Chrome binary"
[ -x /usr/bin/chromedriver ] || say "warning: /usr/bin/chromedriver missing: set CHROMEDRIVER"

# ---------------------------------------------------------------- wasm32 standard library
has_wasm_std() { # has_wasm_std RUSTC : does this compiler have an installed wasm32 std?
  local sysroot
  sysroot="$("$1" --print sysroot 2>/dev/null)" || return 1
  compgen -G "$sysroot/lib/rustlib/$TARGET/lib/libstd-*.rlib" >/dev/null
}
deb_sysroot_ok() {
  [ -x /usr/bin/rustc ] && [ -f "$DEB_STAMP" ] \
    && [ "$(cat "$DEB_STAMP")" = "$(/usr/bin/rustc -vV)" ] \
    && compgen -G "$DEB_SYSROOT/libstd-*.rlib" >/dev/null \
    && [ -e "/usr/lib/rustlib/$(/usr/bin/rustc -vV | sed -n 's/^host: //p')/bin/rust-lld" ]
}
rustup_has_target() {
  command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx "$TARGET"
}

setup_offline_route() {
  say "wasm32: offline route (Debian rustc-web, wasm32 std built from source once)"
  apt_ensure rustc-web cargo-web rust-web-src
  local host; host="$(/usr/bin/rustc -vV | sed -n 's/^host: //p')"

  # The linker: rustc looks for rust-lld beside its host tools.
  local lld="/usr/lib/rustlib/$host/bin/rust-lld"
  if [ -e "$lld" ]; then
    ok "rust-lld present ($lld -> $(readlink -f "$lld"))"
  else
    local src=""
    for cand in "$HOME"/.rustup/toolchains/*/lib/rustlib/"$host"/bin/rust-lld; do
      [ -x "$cand" ] && { src="$cand"; break; }
    done
    if [ -z "$src" ]; then
      apt_ensure lld-19
      src="/usr/lib/llvm-19/bin/lld"
    fi
    say "linking $lld -> $src"
    $SUDO mkdir -p "$(dirname "$lld")"
    $SUDO ln -sf "$src" "$lld"
  fi

  if deb_sysroot_ok; then
    ok "wasm32 std for $(/usr/bin/rustc --version) already installed in $DEB_SYSROOT"
    return 0
  fi
  say "building the wasm32 std from /usr/lib/rustlib/src/rust with build-std (about 30 s on 2 cores)"
  local tmp; tmp="$(mktemp -d)"
  mkdir -p "$tmp/src"
  cat >"$tmp/Cargo.toml" <<'EOF'
[package]
name = "tengen_sysroot_seed"
version = "0.0.0"
edition = "2021"
[lib]
path = "src/lib.rs"
[profile.release]
panic = "abort"
EOF
  : >"$tmp/src/lib.rs"
  (cd "$tmp" && PATH="/usr/bin:$PATH" RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
     /usr/bin/cargo build -q -Z build-std=std,panic_abort,test --target "$TARGET" --release)
  $SUDO mkdir -p "$DEB_SYSROOT"
  $SUDO find "$DEB_SYSROOT" -maxdepth 1 -name '*.rlib' -delete
  local n=0 f
  for f in "$tmp/target/$TARGET/release/deps/"*.rlib; do
    case "$(basename "$f")" in libtengen_sysroot_seed-*) continue ;; esac
    $SUDO cp "$f" "$DEB_SYSROOT/"; n=$((n + 1))
  done
  /usr/bin/rustc -vV | $SUDO tee "$DEB_STAMP" >/dev/null
  rm -rf "$tmp"
  ok "installed $n wasm32 rlibs into $DEB_SYSROOT"

  # Prove it: a tiny cdylib through the real linker.
  tmp="$(mktemp -d)"
  echo '#[unsafe(no_mangle)] pub extern "C" fn add(a: i32, b: i32) -> i32 { a + b }' >"$tmp/t.rs"
  /usr/bin/rustc --edition 2024 --crate-type cdylib --target "$TARGET" -O -o "$tmp/t.wasm" "$tmp/t.rs" \
    || die "the installed wasm32 std does not link a test module"
  rm -rf "$tmp"
  ok "wasm32 test module compiled and linked with /usr/bin/rustc"
}

if [ "$ROUTE" != offline ] && has_wasm_std rustc; then
  ok "wasm32 target installed for $(rustc --version)"
elif [ "$ROUTE" != rustup ] && deb_sysroot_ok; then
  ok "wasm32 std installed for Debian's $(/usr/bin/rustc --version) (offline route)"
else
  done_rustup=0
  if [ "$ROUTE" != offline ] && command -v rustup >/dev/null 2>&1; then
    say "rustup target add $TARGET (giving up after ${RUSTUP_TIMEOUT}s)"
    if timeout "$RUSTUP_TIMEOUT" rustup target add "$TARGET" && has_wasm_std rustc; then
      ok "wasm32 target installed by rustup"; done_rustup=1
    else
      say "rustup could not install the target here; using the offline route"
    fi
  fi
  if [ "$done_rustup" = 0 ]; then
    [ "$ROUTE" = rustup ] && die "TENGEN_WASM_ROUTE=rustup but rustup could not install $TARGET"
    command -v dpkg-query >/dev/null 2>&1 || die "no wasm32 target and no Debian packages to build one: run 'rustup target add $TARGET'"
    setup_offline_route
  fi
fi

# ---------------------------------------------------------------- cargo-installed tools
cargo_install() { # cargo_install CRATE VERSION : try --locked first, then without it
  # (the registry mirror may lack a version pinned by the crate's own lock file).
  say "cargo install $1 --version $2 (a few minutes, once)"
  local log; log="$(mktemp)"
  if ! cargo install -q --locked "$1" --version "$2" --force 2>"$log"; then
    say "  with --locked: $(grep -m1 '^error' "$log" || tail -1 "$log"); retrying without --locked"
    cargo install -q "$1" --version "$2" --force
  fi
  rm -f "$log"
}
WB_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
[ -n "$WB_VERSION" ] || die "could not read wasm-bindgen's version from Cargo.lock"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" = "$WB_VERSION" ] \
   && [ "$(wasm-bindgen-test-runner --version 2>/dev/null | awk '{print $2}')" = "$WB_VERSION" ]; then
  ok "wasm-bindgen-cli $WB_VERSION (matches Cargo.lock)"
else
  cargo_install wasm-bindgen-cli "$WB_VERSION"
  ok "wasm-bindgen-cli $WB_VERSION installed"
fi
if [ "$(wasm-pack --version 2>/dev/null | awk '{print $2}')" = "$WASM_PACK_VERSION" ]; then
  ok "wasm-pack $WASM_PACK_VERSION"
else
  cargo_install wasm-pack "$WASM_PACK_VERSION"
  ok "wasm-pack $WASM_PACK_VERSION installed"
fi

# ---------------------------------------------------------------- npm packages
# Up to date when the lock file is the one installed from (its hash, kept beside the packages;
# a checkout or rebase that only touches the file's time no longer reinstalls everything) or,
# for an install made before that hash was kept, older than npm's own record of the install.
LOCK_HASH="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/playwright-core ] \
   && { [ "$(cat node_modules/.tengen-lock-sha256 2>/dev/null)" = "$LOCK_HASH" ] \
        || { [ -f node_modules/.package-lock.json ] && [ node_modules/.package-lock.json -nt package-lock.json ]; }; }; then
  ok "npm packages up to date"
elif [ -L node_modules ]; then
  # npm ci empties the folder a link points to: never through a link (a worktree sharing
  # another checkout's packages); the owner of that folder reinstalls there.
  say "warning: node_modules is a link to $(readlink -f node_modules) and looks out of date; not running npm ci through it"
else
  say "npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$LOCK_HASH" > node_modules/.tengen-lock-sha256
  ok "npm packages installed"
fi

say "done in $((SECONDS - T0))s"
