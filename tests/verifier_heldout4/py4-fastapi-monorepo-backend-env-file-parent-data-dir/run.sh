#!/usr/bin/env bash
# Monorepo: the API lives in backend/, the (separate) SPA in frontend/.
set -e
ROOT="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$ROOT/data"
cd "$ROOT/backend"
exec uvicorn conduit_api.main:app --host 0.0.0.0 --port 8080
