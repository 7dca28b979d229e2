#!/usr/bin/env bash
# Start from a neutral directory so nothing depends on where the harness calls us from;
# npm --prefix points npm at the project.
set -euo pipefail
APP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd /tmp
exec npm --prefix "$APP_DIR" start
