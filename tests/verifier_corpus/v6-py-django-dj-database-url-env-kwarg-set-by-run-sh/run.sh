#!/bin/sh
set -e
pip install -r requirements.txt
export POSTGRES_URL="$DATABASE_URL"
python manage.py migrate --noinput
exec gunicorn site_conf.wsgi -b 0.0.0.0:${PORT:-8000}
