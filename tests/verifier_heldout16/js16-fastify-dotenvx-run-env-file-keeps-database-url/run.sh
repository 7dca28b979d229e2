#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec ./node_modules/.bin/dotenvx run -f .env -- node src/index.js
