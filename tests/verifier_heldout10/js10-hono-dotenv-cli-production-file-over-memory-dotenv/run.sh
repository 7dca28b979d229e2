#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p data
exec npx dotenv -e .env.production -- node src/index.js
