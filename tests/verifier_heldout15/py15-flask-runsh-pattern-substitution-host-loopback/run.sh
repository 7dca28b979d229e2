#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Name resolution of "postgres" is slow inside the sandbox; the database listens on
# the loopback interface anyway, so talk to it by address.
export DATABASE_URL="${DATABASE_URL/@postgres:/@127.0.0.1:}"

exec gunicorn --workers 2 --bind 0.0.0.0:8080 --access-logfile - wsgi:app
