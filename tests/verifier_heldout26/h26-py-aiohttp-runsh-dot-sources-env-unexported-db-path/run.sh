#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# developer overrides, if any
if [ -f .env ]; then
  . ./.env
fi

mkdir -p data
exec python -m app
