#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# load local settings
if [ -f .env ]; then
  set -a
  . ./.env
  set +a
fi

exec node src/index.js
