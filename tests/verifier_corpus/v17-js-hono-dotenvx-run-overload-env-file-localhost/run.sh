#!/bin/sh
set -e
cd "$(dirname "$0")"
npm run --silent db:sync
exec npx dotenvx run --overload -f .env -- node src/server.js
