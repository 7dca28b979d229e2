#!/usr/bin/env sh
set -e
cd "$(dirname "$0")"
exec gunicorn -c gunicorn.conf.py "conduit.wsgi:app"
