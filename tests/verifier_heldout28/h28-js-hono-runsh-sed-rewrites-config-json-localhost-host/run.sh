#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"

# config/database.json is written for a local Postgres; point it at the
# server given by the environment when PGHOST is set.
sed -i "s/\"host\": \"localhost\"/\"host\": \"${PGHOST:-localhost}\"/" config/database.json

exec node src/index.js
