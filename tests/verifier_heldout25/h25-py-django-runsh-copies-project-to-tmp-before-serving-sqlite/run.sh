#!/usr/bin/env bash
# Serve from a scratch copy of the project so that the database file, collected
# static files and __pycache__ never end up in the checkout.
set -euo pipefail

SRC_DIR="$(cd "$(dirname "$0")" && pwd)"
RUN_DIR=/tmp/conduit-run

rm -rf "$RUN_DIR"
mkdir -p "$RUN_DIR"
cp -a "$SRC_DIR"/. "$RUN_DIR"/
cd "$RUN_DIR"

python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 2
