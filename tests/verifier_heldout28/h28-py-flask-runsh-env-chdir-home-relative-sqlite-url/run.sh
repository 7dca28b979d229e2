#!/usr/bin/env bash
set -euo pipefail

APP_DIR="$(cd "$(dirname "$0")" && pwd)"

# Run the server from the home directory so runtime files (the database,
# logs) never end up in the source tree.
exec env -C "$HOME" python "$APP_DIR/server.py"
