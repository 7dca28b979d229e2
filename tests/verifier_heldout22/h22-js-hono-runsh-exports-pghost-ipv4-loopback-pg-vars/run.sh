#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# force IPv4, avoids ::1 connection errors with node 18+
export PGHOST=127.0.0.1
export PGPORT="${PGPORT:-5432}"
exec node src/server.js
