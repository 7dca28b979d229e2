#!/usr/bin/env bash
set -euo pipefail
APP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# Start from a neutral directory so nothing depends on where the caller stood;
# npm --prefix runs the start script inside the package.
cd /tmp
exec npm --prefix "$APP_DIR" start
