#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# fresh checkout: start from the example settings
[ -f .env ] || cp .env.example .env
exec node src/index.js
