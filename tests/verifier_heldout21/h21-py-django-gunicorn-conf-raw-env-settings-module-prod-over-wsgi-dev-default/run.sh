#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
python manage.py migrate --noinput --settings=conduit.settings.prod
exec gunicorn -c gunicorn.conf.py conduit.wsgi:application
