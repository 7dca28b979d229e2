#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn --bind 0.0.0.0:8080 --workers 2 conduit.wsgi:app
