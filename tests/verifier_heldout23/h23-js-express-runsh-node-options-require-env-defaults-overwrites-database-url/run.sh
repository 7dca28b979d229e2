#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

export NODE_OPTIONS="--require ./config/env-defaults.cjs"
exec node src/server.js
