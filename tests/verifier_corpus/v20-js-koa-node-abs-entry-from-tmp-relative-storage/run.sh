#!/usr/bin/env bash
set -euo pipefail
APP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Start from a neutral directory so nothing depends on where the caller stood;
# the entry point is given by its absolute path.
cd /tmp
exec node "$APP_DIR/src/server.js"
