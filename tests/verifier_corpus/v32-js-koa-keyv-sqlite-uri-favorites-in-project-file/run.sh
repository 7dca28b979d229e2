#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev
mkdir -p data
exec node src/server.js
