#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install
exec npx nodemon --config config/nodemon.dev.json src/app.js
