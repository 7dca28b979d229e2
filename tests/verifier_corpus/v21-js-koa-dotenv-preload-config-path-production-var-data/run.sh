#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npm install --no-audit --no-fund >/dev/null 2>&1 || true
export DOTENV_CONFIG_PATH=config/production.env
exec node -r dotenv/config src/index.js
