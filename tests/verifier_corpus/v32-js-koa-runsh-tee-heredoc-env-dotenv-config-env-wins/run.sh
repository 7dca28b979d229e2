#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

tee .env >/dev/null <<'ENV'
# defaults for running next to docker-compose.dev.yml
DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/conduit_dev
JWT_SECRET=dev-only-secret
PORT=3000
ENV

npm ci --omit=dev
exec node src/index.js
