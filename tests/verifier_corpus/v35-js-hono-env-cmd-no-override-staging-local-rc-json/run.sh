#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install
exec npx env-cmd --no-override --environments staging,local node src/index.js
