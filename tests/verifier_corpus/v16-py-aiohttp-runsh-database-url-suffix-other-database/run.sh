#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# a dedicated database for the app so test runs never touch the shared one
createdb conduit_app 2>/dev/null || true
export DATABASE_URL="${DATABASE_URL%/*}/conduit_app"
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 conduit.app:init_app
