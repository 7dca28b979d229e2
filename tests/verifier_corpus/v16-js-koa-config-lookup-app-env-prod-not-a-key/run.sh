#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export APP_ENV=prod
npm ci --omit=dev
exec node src/index.js
