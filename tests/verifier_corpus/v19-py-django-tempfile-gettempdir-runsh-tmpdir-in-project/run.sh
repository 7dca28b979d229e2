#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export TMPDIR="$PWD/.runtime"
mkdir -p "$TMPDIR"
pip install -q -r requirements.txt
python manage.py migrate --noinput
exec gunicorn realworld.wsgi:application --bind 0.0.0.0:8080 --workers 2
