#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Start from a clean slate: no stray shell variables leak into the server,
# and the process shows up as "conduit-api" in ps.
exec -c -a conduit-api uvicorn app.main:app --host 0.0.0.0 --port 8080
