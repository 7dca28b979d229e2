#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Local convenience: CONDUIT_RESET_DB=1 ./run.sh wipes all rows before starting.
if [[ "${CONDUIT_RESET_DB:-0}" == "1" ]]; then
  python scripts/reset_db.py
fi

exec gunicorn --bind 0.0.0.0:8080 --workers 1 --access-logfile - "conduit:create_app()"
