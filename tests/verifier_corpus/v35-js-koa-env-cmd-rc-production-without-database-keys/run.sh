#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install --omit=dev
exec npx env-cmd -e production node src/server.js
