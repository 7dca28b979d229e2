#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx dotenv -e .env.production -- node src/index.js
