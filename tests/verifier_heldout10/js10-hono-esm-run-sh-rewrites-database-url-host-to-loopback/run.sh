#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# The compose hostname "postgres" only resolves inside the compose network;
# the server talks to the database over loopback instead.
if [[ -n "${DATABASE_URL:-}" ]]; then
  export DATABASE_URL="${DATABASE_URL/@postgres:/@127.0.0.1:}"
fi

exec node src/main.js
