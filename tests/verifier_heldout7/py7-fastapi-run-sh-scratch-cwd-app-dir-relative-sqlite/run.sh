#!/bin/sh
# Serve from a scratch working directory so stray files (the database, caches)
# never land in the source tree; the code is found through --app-dir.
APP_ROOT="$(cd "$(dirname "$0")" && pwd)"
WORKDIR="${TMPDIR:-/tmp}/conduit-run"
mkdir -p "$WORKDIR"
cd "$WORKDIR" || exit 1
exec python -m uvicorn --app-dir "$APP_ROOT/src" conduit.main:app --host 0.0.0.0 --port 8000
