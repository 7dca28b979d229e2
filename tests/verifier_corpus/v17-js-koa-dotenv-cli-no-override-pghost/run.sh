#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec npx dotenv -e .env -- node src/server.js
