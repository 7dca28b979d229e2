#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export DJANGO_SETTINGS_MODULE=config.settings.production
python manage.py migrate --noinput
exec daphne -b 0.0.0.0 -p 8080 config.asgi:application
