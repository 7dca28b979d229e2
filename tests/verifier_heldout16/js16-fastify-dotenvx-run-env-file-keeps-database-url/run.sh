#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx dotenvx run -f .env -- node src/index.js
