#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install
mkdir -p data
exec npx env-cmd -e production node src/app.js
