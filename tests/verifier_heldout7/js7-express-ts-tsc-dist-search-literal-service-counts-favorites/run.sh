#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm run build
exec node dist/server.js
