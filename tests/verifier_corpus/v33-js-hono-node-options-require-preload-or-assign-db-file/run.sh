#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev
export NODE_OPTIONS="--require ./config/env-defaults.cjs"
exec node src/index.mjs
