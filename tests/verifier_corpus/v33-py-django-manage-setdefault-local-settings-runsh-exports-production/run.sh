#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export DJANGO_SETTINGS_MODULE=conduit.settings.production
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8000 --noreload
