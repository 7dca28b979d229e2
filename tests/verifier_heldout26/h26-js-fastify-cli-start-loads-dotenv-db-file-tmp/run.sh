#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec npx fastify start --address 0.0.0.0 --port 3000 --log-level info app.js
