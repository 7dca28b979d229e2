#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev
exec node app.js
