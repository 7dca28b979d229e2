#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev
[ -f .env ] || cp .env.example .env
exec node src/app.js
