#!/bin/sh
set -e
cd "$(dirname "$0")"
export POSTGRES_URI="$DATABASE_URL"
exec node src/server.js
