#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev
cp -n .env.sample .env
exec node src/app.js
