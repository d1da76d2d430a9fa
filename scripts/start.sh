#!/usr/bin/env bash
# `npm start`: setup where needed, the release wasm build, then serve www/ on
# http://localhost:8080 (`npm start -- --port 9000`, or PORT=9000 npm start).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh
exec node scripts/serve.mjs "$@"
