#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund
mkdir -p data
exec node src/index.js --port 3000
