#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

cat > .env <<ENV
NODE_ENV=production
DATABASE_URL=postgres://conduit:conduit@localhost:5432/conduit
JWT_SECRET=conduit-local-secret
ENV

npm ci --omit=dev
exec node src/main.js
