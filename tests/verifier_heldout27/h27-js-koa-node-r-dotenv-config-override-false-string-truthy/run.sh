#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# .env only fills gaps for local runs: never let it replace what the platform provides
export DOTENV_CONFIG_OVERRIDE=false
exec node -r dotenv/config src/index.js
