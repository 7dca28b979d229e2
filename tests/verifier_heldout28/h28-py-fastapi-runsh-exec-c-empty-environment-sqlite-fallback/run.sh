#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Resolve the interpreter first: exec -c clears PATH along with everything else.
PYTHON="$(command -v python3 || command -v python)"

# Start the server from a clean slate: nothing from the calling shell
# (stale exports, editor variables) leaks into the process.
exec -c "$PYTHON" -m uvicorn app.main:app --host 0.0.0.0 --port 8080 --no-access-log
