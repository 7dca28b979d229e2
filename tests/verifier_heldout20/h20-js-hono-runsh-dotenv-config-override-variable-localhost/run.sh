#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# make the checked-in .env authoritative so every machine runs the same configuration
export DOTENV_CONFIG_OVERRIDE=true
exec node -r dotenv/config src/index.js
