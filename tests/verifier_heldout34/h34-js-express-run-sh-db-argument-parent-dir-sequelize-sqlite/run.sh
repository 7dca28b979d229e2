#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# keep the database out of the source tree so a `git clean` never wipes it
mkdir -p ../conduit-data
exec node src/server.js --port 3000 --db ../conduit-data/conduit.sqlite
