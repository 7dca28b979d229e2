#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DJANGO_SETTINGS_MODULE=conduit.settings.production
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8080 --noreload --settings=conduit.settings.development
