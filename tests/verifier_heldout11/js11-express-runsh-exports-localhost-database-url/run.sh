#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export PORT=3000
export DATABASE_URL="postgresql://user:password@localhost:5432/conduit"
export JWT_SECRET="${JWT_SECRET:-conduit-dev-secret}"
exec node server.js
