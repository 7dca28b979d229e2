#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"

# First start on a fresh checkout: write a local .env with development defaults.
if [ ! -f .env ]; then
  cat > .env <<'ENVFILE'
DATABASE_URL=postgres://conduit:conduit@localhost:5432/conduit_dev
JWT_SECRET=please-change-me
PORT=3000
ENVFILE
fi

exec node src/server.js
