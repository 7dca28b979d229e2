#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev
export XDG_DATA_HOME="$PWD/.local/share"
exec node index.js
