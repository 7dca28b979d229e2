#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx dotenvx run --overload -f .env.production -- node server.js
