#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
npm ls sequelize >/dev/null 2>&1 || echo "warning: run npm install first" >&2
exec node src/server.js
