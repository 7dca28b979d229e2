#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec npx fastify start -a 0.0.0.0 -p 3000 -l info src/app.js
