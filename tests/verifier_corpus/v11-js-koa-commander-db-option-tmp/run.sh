#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec node src/server.js --port 3000 --db /tmp/conduit.sqlite
