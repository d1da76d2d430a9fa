#!/usr/bin/env bash
# What the fuzz targets in fuzz/ need, beyond scripts/setup.sh: a nightly toolchain (libFuzzer's
# sanitizer flags are nightly-only) and cargo-fuzz. Opt-in, because `npm start` and `npm test`
# do not fuzz, and rustup's server answers these machines only at times.
#
# Idempotent like setup.sh: each step checks first. `bash scripts/setup-fuzz.sh`, then the
# commands in fuzz/README.md. TENGEN_RUSTUP_TIMEOUT (seconds, default 120) bounds the nightly
# download; when rustup cannot be reached the script says so and exits 1, changing nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_FUZZ_VERSION=0.13.2
RUSTUP_TIMEOUT="${TENGEN_RUSTUP_TIMEOUT:-120}"
T0=$SECONDS
say() { printf '[setup-fuzz %3ds] %s\n' "$((SECONDS - T0))" "$*"; }
die() { printf '[setup-fuzz] ERROR: %s\n' "$*" >&2; exit 1; }

command -v rustup >/dev/null 2>&1 || die "rustup is needed for a nightly toolchain (https://rustup.rs); Debian's rustc has no nightly"

if cargo +nightly --version >/dev/null 2>&1; then
  say "ok: nightly toolchain ($(cargo +nightly --version))"
else
  say "rustup toolchain install nightly (minimal profile; giving up after ${RUSTUP_TIMEOUT}s)"
  timeout "$RUSTUP_TIMEOUT" rustup toolchain install nightly --profile minimal \
    || die "rustup could not install nightly here (no route to its server?): try again later"
fi

if [ "$(cargo fuzz --version 2>/dev/null | awk '{print $2}')" = "$CARGO_FUZZ_VERSION" ]; then
  say "ok: cargo-fuzz $CARGO_FUZZ_VERSION"
else
  say "cargo install cargo-fuzz --version $CARGO_FUZZ_VERSION (a few minutes, once)"
  cargo install -q --locked cargo-fuzz --version "$CARGO_FUZZ_VERSION" \
    || cargo install -q cargo-fuzz --version "$CARGO_FUZZ_VERSION"
fi

# Building a target proves the pair works (the first build compiles libFuzzer: a minute or two).
say "cargo +nightly fuzz build sgf_parse"
(cd fuzz && cargo +nightly fuzz build sgf_parse 2>&1 | tail -1)
say "done in $((SECONDS - T0))s: see fuzz/README.md for the runs"
