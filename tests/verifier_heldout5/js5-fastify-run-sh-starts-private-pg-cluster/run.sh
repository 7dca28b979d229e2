#!/usr/bin/env bash
# Self-contained start: a PostgreSQL cluster of our own under ./.pgdata, so the app never
# depends on what else is running on the machine.
set -euo pipefail
cd "$(dirname "$0")"

PGDATA_DIR="$PWD/.pgdata"
APP_PG_PORT=54329
if [ ! -d "$PGDATA_DIR" ]; then
  initdb -D "$PGDATA_DIR" -U conduit --auth=trust >/dev/null
fi
pg_ctl -D "$PGDATA_DIR" -o "-p $APP_PG_PORT -k /tmp -c listen_addresses=127.0.0.1" -l "$PWD/.pgdata.log" -w start
createdb -h 127.0.0.1 -p "$APP_PG_PORT" -U conduit conduit 2>/dev/null || true
psql -h 127.0.0.1 -p "$APP_PG_PORT" -U conduit -d conduit -v ON_ERROR_STOP=1 -q -f db/schema.sql

export DATABASE_URL="postgres://conduit@127.0.0.1:$APP_PG_PORT/conduit"
exec node server.js
