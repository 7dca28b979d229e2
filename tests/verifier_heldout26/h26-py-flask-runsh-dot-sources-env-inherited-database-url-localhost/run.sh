#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# local settings (secret, debug flag, database) live in .env
if [ -f .env ]; then
  . ./.env
fi

exec gunicorn --bind 0.0.0.0:8080 --workers 2 --access-logfile - wsgi:app
