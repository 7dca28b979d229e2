#!/bin/sh
set -eu
cd "$(dirname "$0")"
if [ -z "${DATABASE_URL:-}" ]; then
  mkdir -p /tmp/conduit
  export DATABASE_URL="sqlite+aiosqlite:////tmp/conduit/conduit.db"
fi
pip install -q -r requirements.txt
exec python -m app.main
