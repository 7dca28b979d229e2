#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec waitress-serve --listen=0.0.0.0:8080 config.wsgi:application
