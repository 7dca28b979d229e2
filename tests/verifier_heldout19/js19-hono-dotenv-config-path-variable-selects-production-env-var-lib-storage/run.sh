#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DOTENV_CONFIG_PATH=config/production.env
exec node -r dotenv/config src/index.js
