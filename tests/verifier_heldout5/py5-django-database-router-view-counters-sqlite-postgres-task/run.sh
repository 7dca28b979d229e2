#!/usr/bin/env bash
set -euo pipefail
python manage.py migrate --noinput
python manage.py migrate --noinput --database=metrics
exec gunicorn conduit.wsgi -b 0.0.0.0:8080 --workers 3
