#!/bin/sh
set -eu
cd "$(dirname "$0")"
if [ -z "${DATABASE_URL:-}" ]; then
  mkdir -p var
  export DATABASE_URL="sqlite+aiosqlite:///$PWD/var/conduit.db"
fi
pip install -q -r requirements.txt
exec python -m app.main
