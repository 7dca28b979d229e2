#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
[ -d server/node_modules ] || npm --prefix server ci --omit=dev
exec env -C server node src/index.js
